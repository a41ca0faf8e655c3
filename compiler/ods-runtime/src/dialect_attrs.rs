//! Dialect attributes of ODS dialects (`AttrDef`s with a mnemonic, such as
//! `EnumAttr`): `#dialect.mnemonic<...>` bodies parsed through the
//! [`DialectAttrHooks`] of their dialect, and the stripped form op formats
//! use (`fastmath<nnan>`, `slt`). A value is stored as an opaque attribute
//! holding its canonical text (`fastmath<nnan,ninf>`), so the generic
//! printer prints it as mlir-opt does and equal values are one attribute.

use ropt_ir::asm_interface::{
    AsmError, DialectAttrError, DialectAttrHooks, OpAsmParser, Punct, SourcePos,
};
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use ropt_ir::{Attribute, AttributeKind, Context, Type};

use ropt_ods_model::model::{AttrFormatItem, DialectAttrDef, EnumDef, EnumKind, Model};

/// The model an ODS dialect was defined by (an interface of its
/// [`ropt_ir::DialectInfo`]).
pub struct RuntimeDialect {
    /// The model holding the dialect's attribute definitions.
    pub model: &'static Model,
}

/// The hooks every ODS dialect gets.
pub fn hooks() -> DialectAttrHooks {
    DialectAttrHooks {
        parse: parse_dialect_attr,
    }
}

/// The mnemonic an attribute body starts with (`fastmath` in `fastmath<nnan>`).
pub fn mnemonic_of(data: &str) -> &str {
    let end = data
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
        .unwrap_or(data.len());
    &data[..end]
}

/// The model defining dialect `dialect`, if it is an ODS dialect.
fn model_of(ctx: &Context, dialect: &str) -> Option<&'static Model> {
    let reg = ctx.registry();
    if let Some(rd) = reg
        .dialect(dialect)
        .and_then(|d| d.interfaces.get::<RuntimeDialect>())
    {
        return Some(rd.model);
    }
    // A dialect crate registered its own info: find the model through its ops
    // (cached by the leaked, never freed, dialect info's address).
    type Cache = RwLock<HashMap<usize, Option<&'static Model>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = reg.dialect(dialect)? as *const ropt_ir::DialectInfo as usize;
    let cache = CACHE.get_or_init(Default::default);
    if let Some(m) = cache.read().ok().and_then(|c| c.get(&key).copied()) {
        return m;
    }
    let found = reg
        .registered_ops()
        .filter(|n| n.dialect() == dialect)
        .find_map(|n| n.interface::<super::RuntimeOp>())
        .map(|rt| rt.model);
    if let Ok(mut c) = cache.write() {
        c.insert(key, found);
    }
    found
}

/// The attribute definition `dialect`.`mnemonic` of `model`.
pub fn find_attr_def<'m>(
    model: &'m Model,
    dialect: &str,
    mnemonic: &str,
) -> Option<&'m DialectAttrDef> {
    model
        .attr_defs
        .iter()
        .find(|a| a.dialect == dialect && a.mnemonic == mnemonic)
}

/// The attribute definition an op attribute stores, if it is a dialect attribute.
pub fn attr_def_of<'m>(
    model: &'m Model,
    a: &ropt_ods_model::model::AttrDef,
) -> Option<&'m DialectAttrDef> {
    let name = a.constraint.dialect_attr.as_deref()?;
    model.attr_defs.iter().find(|d| d.def_name == name)
}

/// The [`DialectAttrHooks::parse`] of ODS dialects.
pub fn parse_dialect_attr(
    ctx: &Context,
    dialect: &str,
    body: &str,
    _ty: Option<Type>,
) -> Result<Attribute, Vec<DialectAttrError>> {
    let err = |offset: usize, message: String| vec![DialectAttrError { offset, message }];
    let Some(model) = model_of(ctx, dialect) else {
        return Err(err(
            0,
            format!("dialect '{dialect}' provides no attribute parsing hook"),
        ));
    };
    if !model.attr_defs.iter().any(|a| a.dialect == dialect) {
        return Err(err(
            0,
            format!("dialect '{dialect}' provides no attribute parsing hook"),
        ));
    }
    let mnemonic = mnemonic_of(body);
    if mnemonic.is_empty() {
        return Err(err(0, "expected valid keyword".to_string()));
    }
    let Some(def) = find_attr_def(model, dialect, mnemonic) else {
        return Err(err(
            0,
            format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
        ));
    };
    let mut t = BodyTokens {
        text: body,
        pos: mnemonic.len(),
        errors: Vec::new(),
    };
    match parse_stripped(def, model, &mut t) {
        // Like mlir-opt, what follows the format in `#dialect<...>` is ignored.
        Ok(values) => Ok(build(ctx, def, model, &values)),
        Err(AsmError) => Err(t.errors),
    }
}

/// The attribute holding `values` (one per parameter).
pub fn build(ctx: &Context, def: &DialectAttrDef, model: &Model, values: &[i64]) -> Attribute {
    let mut text = String::with_capacity(def.mnemonic.len() + 16);
    text.push_str(&def.mnemonic);
    print_stripped(def, model, values, &mut text);
    ctx.opaque_attr(&def.dialect, &text, None)
}

/// Builds the attribute of `def` whose parameter is the enum case `symbol`
/// (or case string), for default values (`FastMathFlags::none`).
pub fn build_enum_case(
    ctx: &Context,
    def: &DialectAttrDef,
    model: &Model,
    symbol: &str,
) -> Option<Attribute> {
    let e = param_enum(def, model, 0)?;
    let case = e
        .cases
        .iter()
        .find(|c| c.symbol == symbol || c.str == symbol)?;
    Some(build(ctx, def, model, &[case.value]))
}

/// The part of a stored value an op format prints (what follows the mnemonic),
/// or `None` when `attr` is not a value of `def`.
pub fn stripped_text<'a>(def: &DialectAttrDef, attr: &'a Attribute) -> Option<&'a str> {
    match attr.kind() {
        AttributeKind::Opaque {
            dialect, data, ty, ..
        } if ty.is_none() && dialect.as_str() == def.dialect => {
            let data: &str = data;
            (mnemonic_of(data) == def.mnemonic).then(|| &data[def.mnemonic.len()..])
        }
        _ => None,
    }
}

fn param_enum<'m>(def: &DialectAttrDef, model: &'m Model, i: usize) -> Option<&'m EnumDef> {
    let name = def.params.get(i)?.enum_name.as_deref()?;
    model.enums.iter().find(|e| e.def_name == name)
}

/// Where the tokens of an attribute body come from: the body text of a
/// `#dialect.mnemonic<...>`, or the op parser for the stripped form.
pub trait AttrTokens {
    /// Offset of the next token.
    fn pos(&mut self) -> usize;
    /// Consumes punctuation `lit` if it is next.
    fn optional_punct(&mut self, lit: &str) -> bool;
    /// Consumes punctuation `lit` or reports "expected 'lit'".
    fn expect_punct(&mut self, lit: &str) -> Result<(), AsmError>;
    /// Consumes keyword `kw` if it is next.
    fn optional_keyword(&mut self, kw: &str) -> bool;
    /// Consumes a bare keyword or a string literal.
    fn keyword_or_string(&mut self) -> Option<String>;
    /// Reports an error at `pos`.
    fn error(&mut self, pos: usize, msg: &str);
}

/// Parses what follows the mnemonic into one value per parameter.
pub fn parse_stripped(
    def: &DialectAttrDef,
    model: &Model,
    t: &mut dyn AttrTokens,
) -> Result<Vec<i64>, AsmError> {
    let Some(format) = &def.format else {
        // A parameterless attribute is its mnemonic alone (`#ub.poison`), as MLIR's
        // generated parser for one without a format takes it.
        if def.params.is_empty() {
            return Ok(Vec::new());
        }
        let pos = t.pos();
        t.error(
            pos,
            &format!(
                "attribute '{}' has a hand-written syntax, which needs a compiled dialect",
                def.def_name
            ),
        );
        return Err(AsmError);
    };
    let mut values = vec![0; def.params.len()];
    for item in format {
        match item {
            AttrFormatItem::Literal(l) if is_space_literal(l) => {}
            AttrFormatItem::Literal(l) if super::asm::punct_of(l).is_some() => t.expect_punct(l)?,
            AttrFormatItem::Literal(l) => {
                if !t.optional_keyword(l) {
                    let pos = t.pos();
                    t.error(pos, &format!("expected '{l}'"));
                    return Err(AsmError);
                }
            }
            AttrFormatItem::Param(i) => values[*i] = parse_param(def, model, *i, t)?,
            AttrFormatItem::Unsupported(x) => {
                let pos = t.pos();
                t.error(
                    pos,
                    &format!(
                        "attribute '{}' uses `{x}` in its format, which needs a compiled dialect",
                        def.def_name
                    ),
                );
                return Err(AsmError);
            }
        }
    }
    Ok(values)
}

fn is_space_literal(l: &str) -> bool {
    matches!(l, "" | " " | "\\n" | "\n")
}

fn parse_param(
    def: &DialectAttrDef,
    model: &Model,
    i: usize,
    t: &mut dyn AttrTokens,
) -> Result<i64, AsmError> {
    let p = &def.params[i];
    let Some(e) = param_enum(def, model, i) else {
        let pos = t.pos();
        t.error(
            pos,
            &format!(
                "parameter '{}' of attribute '{}' needs a compiled dialect",
                p.name, def.def_name
            ),
        );
        return Err(AsmError);
    };
    let cpp = format!("::mlir::{}::{}", def.dialect, e.class_name);
    let fail = |t: &mut dyn AttrTokens| {
        let pos = t.pos();
        t.error(
            pos,
            &format!(
                "failed to parse {} parameter '{}' which is to be a `{cpp}`",
                def.def_name, p.name
            ),
        );
    };
    let mut value = 0;
    // An unknown case is reported where the parameter starts (the first flag of a bit enum).
    let start = t.pos();
    loop {
        let pos = t.pos();
        let Some(kw) = t.keyword_or_string() else {
            t.error(pos, "expected valid keyword or string");
            fail(t);
            return Err(AsmError);
        };
        let Some(case) = e.case_by_str(&kw) else {
            let names: Vec<&str> = e.cases.iter().map(|c| c.str.as_str()).collect();
            t.error(
                start,
                &format!("expected {cpp} to be one of: {}", names.join(", ")),
            );
            fail(t);
            return Err(AsmError);
        };
        value |= case.value;
        match &e.kind {
            EnumKind::Bit { separator, .. } => {
                let sep = separator.trim();
                if sep.is_empty() || !t.optional_punct(sep) {
                    break;
                }
            }
            _ => break,
        }
    }
    Ok(value)
}

/// Appends what follows the mnemonic for `values` (mlir-tblgen's spacing:
/// a space before a parameter unless it follows `<`-like punctuation).
pub fn print_stripped(def: &DialectAttrDef, model: &Model, values: &[i64], out: &mut String) {
    let Some(format) = &def.format else {
        return;
    };
    let mut should_emit_space = true;
    let mut last_was_punct = false;
    for item in format {
        match item {
            AttrFormatItem::Literal(l) if l.is_empty() => {
                should_emit_space = false;
                last_was_punct = true;
            }
            AttrFormatItem::Literal(l) if l == " " => {
                out.push(' ');
                should_emit_space = false;
                last_was_punct = false;
            }
            AttrFormatItem::Literal(l) => {
                if should_emit_space
                    && ropt_ods_model::format::space_before_literal(l, last_was_punct)
                {
                    out.push(' ');
                }
                out.push_str(l);
                let first = l.chars().next().unwrap_or(' ');
                should_emit_space = l.len() != 1 || !"<({[".contains(first);
                last_was_punct = first != '_' && !first.is_ascii_alphabetic();
            }
            AttrFormatItem::Param(i) => {
                if should_emit_space || !last_was_punct {
                    out.push(' ');
                }
                let v = values.get(*i).copied().unwrap_or(0);
                if let Some(s) = param_enum(def, model, *i).and_then(|e| e.stringify(v)) {
                    out.push_str(&s);
                }
                should_emit_space = true;
                last_was_punct = false;
            }
            AttrFormatItem::Unsupported(_) => {}
        }
    }
}

/// [`AttrTokens`] over the text of an attribute body.
struct BodyTokens<'a> {
    text: &'a str,
    pos: usize,
    errors: Vec<DialectAttrError>,
}

impl BodyTokens<'_> {
    fn skip_ws(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn rest(&mut self) -> &str {
        self.skip_ws();
        &self.text[self.pos..]
    }

    fn ident_len(s: &str) -> usize {
        let b = s.as_bytes();
        if b.first()
            .is_none_or(|c| !(c.is_ascii_alphabetic() || *c == b'_'))
        {
            return 0;
        }
        b.iter()
            .position(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
            .unwrap_or(b.len())
    }
}

impl AttrTokens for BodyTokens<'_> {
    fn pos(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    fn optional_punct(&mut self, lit: &str) -> bool {
        if self.rest().starts_with(lit) && !(lit == "-" && self.rest().starts_with("->")) {
            self.pos += lit.len();
            return true;
        }
        false
    }

    fn expect_punct(&mut self, lit: &str) -> Result<(), AsmError> {
        if self.optional_punct(lit) {
            return Ok(());
        }
        // Like mlir-opt, a wrong token is reported right after the previous one.
        let before = self.text[..self.pos].trim_end();
        let pos = if before.is_empty() {
            self.pos
        } else {
            before.len()
        };
        self.error(pos, &format!("expected '{lit}'"));
        Err(AsmError)
    }

    fn optional_keyword(&mut self, kw: &str) -> bool {
        let rest = self.rest();
        if Self::ident_len(rest) == kw.len() && rest.starts_with(kw) {
            self.pos += kw.len();
            return true;
        }
        false
    }

    fn keyword_or_string(&mut self) -> Option<String> {
        let rest = self.rest();
        let n = Self::ident_len(rest);
        if n > 0 {
            let s = rest[..n].to_string();
            self.pos += n;
            return Some(s);
        }
        let inner = rest.strip_prefix('"')?;
        let mut out = String::new();
        let mut chars = inner.char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos += 1 + i + 1;
                    return Some(out);
                }
                '\\' => match chars.next() {
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 't')) => out.push('\t'),
                    Some((_, c)) => out.push(c),
                    None => return None,
                },
                c => out.push(c),
            }
        }
        None
    }

    fn error(&mut self, pos: usize, msg: &str) {
        self.errors.push(DialectAttrError {
            offset: pos,
            message: msg.to_string(),
        });
    }
}

/// [`AttrTokens`] over an op's custom-form parser (the stripped form).
pub struct OpTokens<'p> {
    /// The op parser.
    pub p: &'p mut dyn OpAsmParser,
}

impl AttrTokens for OpTokens<'_> {
    fn pos(&mut self) -> usize {
        self.p.current_pos().0
    }

    fn optional_punct(&mut self, lit: &str) -> bool {
        super::asm::punct_of(lit).is_some_and(|p| self.p.parse_optional_punct(p))
    }

    fn expect_punct(&mut self, lit: &str) -> Result<(), AsmError> {
        let p = super::asm::punct_of(lit).unwrap_or(Punct::Greater);
        self.p.parse_punct(p)
    }

    fn optional_keyword(&mut self, kw: &str) -> bool {
        self.p.parse_optional_keyword(kw)
    }

    fn keyword_or_string(&mut self) -> Option<String> {
        self.p
            .parse_optional_any_keyword()
            .or_else(|| self.p.parse_optional_string())
    }

    fn error(&mut self, pos: usize, msg: &str) {
        self.p.emit_error(SourcePos(pos), msg);
    }
}
