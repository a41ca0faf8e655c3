//! Parsing builtin attributes, attribute aliases and unregistered dialect attributes.

use ropt_ir::types::DYNAMIC;
use ropt_ir::{Attribute, AttributeKind, NamedAttribute, Signedness, Type, TypeKind};
use ropt_numbers::ApInt;

use super::core::{Delimiter, PResult, Parser};
use crate::lexer::{TokenKind, unescape_string};
use crate::printer::attributes::dense_elem_bytes;

/// A literal element of `dense<...>` / `sparse<...>` / `array<...>`.
#[derive(Debug, Clone)]
enum Lit<'a> {
    Int {
        neg: bool,
        text: &'a str,
        offset: usize,
    },
    Float {
        neg: bool,
        text: &'a str,
        offset: usize,
    },
    Bool(bool, usize),
    Str(Vec<u8>, usize),
    Complex(Box<Lit<'a>>, Box<Lit<'a>>),
}

impl Lit<'_> {
    fn offset(&self) -> usize {
        match self {
            Lit::Int { offset, .. } | Lit::Float { offset, .. } => *offset,
            Lit::Bool(_, o) | Lit::Str(_, o) => *o,
            Lit::Complex(a, _) => a.offset(),
        }
    }

    /// The literal, or both parts of a complex one.
    fn parts(&self) -> Vec<&Self> {
        match self {
            Lit::Complex(a, b) => vec![a, b],
            other => vec![other],
        }
    }
}

/// A parsed tensor literal: flat elements and the inferred shape.
struct TensorLit<'a> {
    elems: Vec<Lit<'a>>,
    shape: Vec<i64>,
    /// Whether the literal was a single element (not in brackets).
    scalar: bool,
}

impl<'a> Parser<'a> {
    /// Parses an attribute value; `ty` is a type already known for it (e.g. a dense type).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter_nested()?;
        let r = self.parse_attribute_inner(ty);
        self.exit_nested();
        r
    }

    /// Whether an optional attribute starts here: the tokens mlir-opt's optional-attribute
    /// parser accepts (not `array`, `strided` or `distinct`, which only a full attribute
    /// parse takes), or a type.
    pub fn at_attribute_start(&self) -> bool {
        match self.kind() {
            TokenKind::LBrace
            | TokenKind::LSquare
            | TokenKind::HashIdent
            | TokenKind::AtIdent
            | TokenKind::String
            | TokenKind::Integer
            | TokenKind::Float
            | TokenKind::Minus => true,
            TokenKind::BareIdent => {
                matches!(
                    self.cur_text(),
                    "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "sparse"
                        | "loc"
                        | "true"
                        | "false"
                        | "unit"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        }
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.kind() {
            TokenKind::LBrace => {
                let mut entries = Vec::new();
                self.parse_attr_dict(&mut entries)?;
                Ok(ctx.dictionary_attr(&entries))
            }
            TokenKind::LSquare => {
                let mut elems = Vec::new();
                self.advance();
                if !self.consume_if(TokenKind::RSquare) {
                    loop {
                        elems.push(self.parse_attribute(None)?);
                        if self.consume_if(TokenKind::Comma) {
                            continue;
                        }
                        if self.consume_if(TokenKind::RSquare) {
                            break;
                        }
                        return Err(self.wrong_token_error("expected ',' or ']'"));
                    }
                }
                Ok(ctx.array_attr(&elems))
            }
            TokenKind::HashIdent => self.parse_extended_attr(ty),
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::String => {
                let tok = self.advance();
                let bytes = unescape_string(tok.text(self.source()));
                // A trailing `: type` is only parsed when the caller gave no type.
                let mut sty = ty;
                if sty.is_none() && self.consume_if(TokenKind::Colon) {
                    sty = Some(self.parse_type()?);
                }
                // `none` is a string's type when none is written: one attribute either way.
                if sty.is_some_and(|t| matches!(t.kind(), ropt_ir::TypeKind::None)) {
                    sty = None;
                }
                Ok(ctx.string_attr_bytes(&bytes, sty))
            }
            TokenKind::Integer | TokenKind::Float | TokenKind::Minus => self.parse_number_attr(ty),
            TokenKind::BareIdent => {
                let text = self.cur_text();
                match text {
                    "true" | "false" => {
                        self.advance();
                        Ok(ctx.bool_attr(text == "true"))
                    }
                    "unit" => {
                        self.advance();
                        Ok(ctx.unit_attr())
                    }
                    "affine_map" | "affine_set" => self.parse_affine_attr(),
                    "dense" => self.parse_dense_attr(ty),
                    "dense_resource" => self.parse_dense_resource_attr(ty),
                    "array" => self.parse_dense_array_attr(),
                    "sparse" => self.parse_sparse_attr(ty),
                    "strided" => self.parse_strided_attr(),
                    "distinct" => self.parse_distinct_attr(ty),
                    "loc" => Ok(self.parse_location_attr()?.attr()),
                    _ => {
                        if self.at_type_start() {
                            let t = self.parse_type()?;
                            return Ok(ctx.type_attr(t));
                        }
                        Err(self.wrong_token_error("expected attribute value"))
                    }
                }
            }
            _ => {
                if self.at_type_start() {
                    let t = self.parse_type()?;
                    return Ok(ctx.type_attr(t));
                }
                Err(self.wrong_token_error("expected attribute value"))
            }
        }
    }

    /// Parses `{name = value, name, ...}` into `out` (unsorted), reporting duplicates.
    pub fn parse_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()> {
        let start_len = out.len();
        self.parse_comma_list(Delimiter::Braces, " in attribute dictionary", |p| {
            let tok = p.token();
            let name: std::borrow::Cow<'_, str> = match tok.kind {
                TokenKind::String => {
                    let b = unescape_string(tok.text(p.source()));
                    if b.is_empty() {
                        return Err(p.error_here("expected valid attribute name"));
                    }
                    String::from_utf8_lossy(&b).into_owned().into()
                }
                TokenKind::BareIdent => p.text(tok).into(),
                _ => return Err(p.wrong_token_error("expected attribute name")),
            };
            let ident = p.ctx.identifier(&name);
            if out[start_len..].iter().any(|n| n.name == ident) {
                return Err(p.error_here(format!("duplicate key '{name}' in dictionary attribute")));
            }
            p.advance();
            let value = if p.consume_if(TokenKind::Equal) {
                p.parse_attribute(None)?
            } else {
                p.ctx.unit_attr()
            };
            out.push(NamedAttribute::new(ident, value));
            Ok(())
        })
    }

    /// `#alias` or `#dialect.ident<...>` / `#dialect<...>` (optionally `: type`).
    fn parse_extended_attr(&mut self, _ty: Option<Type>) -> PResult<Attribute> {
        let tok = self.token();
        let name = self.text(tok).get(1..).unwrap_or_default();
        if let Some(a) = self.symbols.attr_alias(name) {
            self.advance();
            return Ok(a);
        }
        let (dialect, data) = self.parse_extended_symbol_body(tok)?;
        let Some((dialect, (data, data_offset))) = dialect.zip(data) else {
            let end = self.prev_end_for_error();
            return Err(self.error_at(end, format!("undefined symbol alias id '{name}'")));
        };
        let data = &*data;
        let mut aty = None;
        if self.consume_if(TokenKind::Colon) {
            aty = Some(self.parse_type()?);
        }
        if let Some(at) = self.unregistered_symbol_at(tok.start as usize, dialect, data_offset) {
            let ty = match aty {
                Some(t) => crate::printer::shim::type_to_string(t),
                None => "none".to_string(),
            };
            let msg = format!(
                "#\"{dialect}\"<\"{data}\"> : '{ty}' attribute created with unregistered dialect. \
                 {}",
                super::types::UNREGISTERED_HINT
            );
            return Err(self.error_at(at, msg));
        }
        if let Some(hooks) = ropt_ir::asm_interface::dialect_attr_hooks(self.ctx, dialect) {
            return match (hooks.parse)(self.ctx, dialect, data, aty) {
                Ok(a) => Ok(a),
                Err(errors) if errors.is_empty() => {
                    Err(self.error_at(data_offset, "invalid dialect attribute"))
                }
                Err(errors) => {
                    for e in errors {
                        self.error_at(data_offset + e.offset, e.message);
                    }
                    Err(super::core::ParseFailed)
                }
            };
        }
        Ok(self.ctx.opaque_attr(dialect, data, aty))
    }

    /// The name of the `@name` token here (unescaped when quoted), as bytes.
    fn symbol_name(&mut self) -> Vec<u8> {
        let tok = self.advance();
        let raw = tok.text(self.source()).get(1..).unwrap_or_default();
        if raw.first() == Some(&b'"') {
            unescape_string(raw)
        } else {
            raw.to_vec()
        }
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name();
        let mut nested: Vec<Vec<u8>> = Vec::new();
        // `::` is two `:` tokens (MLIR accepts `: :` too).
        while self.at(TokenKind::Colon) && self.peek_next().kind == TokenKind::Colon {
            self.advance();
            self.advance();
            if !self.at(TokenKind::AtIdent) {
                return Err(self.wrong_token_error("expected nested symbol reference identifier"));
            }
            nested.push(self.symbol_name());
        }
        let nested: Vec<&[u8]> = nested.iter().map(|s| s.as_slice()).collect();
        Ok(self.ctx.symbol_ref_attr_bytes(&root, &nested))
    }

    /// Parses an integer/float literal attribute, optionally negated and typed.
    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let neg = self.consume_if(TokenKind::Minus);
        let tok = self.token();
        if !matches!(tok.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.wrong_token_error("expected constant integer or floating point value"));
        }
        self.advance();
        let text = self.text(tok);
        // A trailing `: type` is only parsed when the caller gave no type.
        let mut ty = ty;
        if ty.is_none() && self.consume_if(TokenKind::Colon) {
            ty = Some(self.parse_type()?);
        }
        let offset = tok.start as usize;
        let lit = if tok.kind == TokenKind::Float {
            Lit::Float { neg, text, offset }
        } else {
            Lit::Int { neg, text, offset }
        };
        let ty = ty.unwrap_or_else(|| {
            if tok.kind == TokenKind::Float {
                self.ctx.f64_type()
            } else {
                self.ctx.i64_type()
            }
        });
        match ty.kind() {
            TypeKind::Float(k) => {
                let bits = self.float_lit_bits(&lit, *k)?;
                Ok(self.ctx.float_attr_bits(ty, bits))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                if tok.kind == TokenKind::Float {
                    return Err(
                        self.error_here("floating point value not valid for specified type")
                    );
                }
                let v =
                    self.int_lit_value(&lit, ty, "integer constant out of range for attribute")?;
                // A signless `i1` integer is the bool attribute (`0 : i1` is `false`), so
                // both spellings give one attribute, as in MLIR.
                if matches!(
                    ty.kind(),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    return Ok(self.ctx.bool_attr(!v.is_zero()));
                }
                Ok(self.ctx.integer_attr(ty, v))
            }
            // As mlir-opt: a float literal is reported after its type, an integer one at
            // the literal.
            _ if tok.kind == TokenKind::Float => {
                Err(self.error_here("floating point value not valid for specified type"))
            }
            _ => Err(self.error_at(offset, "integer literal not valid for specified type")),
        }
    }

    /// The value of an integer literal for an integer/index type.
    fn int_lit_value(&mut self, lit: &Lit<'_>, ty: Type, range_msg: &str) -> PResult<ApInt> {
        let (width, signed) = match ty.kind() {
            TypeKind::Integer { width, signedness } => (
                *width,
                match signedness {
                    Signedness::Signless => None,
                    Signedness::Signed => Some(true),
                    Signedness::Unsigned => Some(false),
                },
            ),
            // `index` literals must fit a signed 64-bit integer.
            _ => (64, Some(true)),
        };
        match lit {
            Lit::Int { neg, text, offset } => {
                let (digits, hex) = match text.strip_prefix("0x") {
                    Some(h) => (h, true),
                    None => (*text, false),
                };
                if *neg && signed == Some(false) {
                    return Err(self.error_at(
                        *offset,
                        "negative integer literal not valid for unsigned integer type",
                    ));
                }
                match ApInt::parse(digits, hex, *neg, width, signed) {
                    Some(v) => Ok(v),
                    None => Err(self.error_at(*offset, range_msg.to_string())),
                }
            }
            Lit::Bool(b, _) => Ok(ApInt::from_u64(width, *b as u64)),
            Lit::Float { offset, .. } => Err(self.error_at(
                *offset,
                "expected integer elements, but parsed floating-point",
            )),
            // mlir-opt reads a string where an integer should be as a value out of range.
            Lit::Str(_, o) => Err(self.error_at(*o, range_msg.to_string())),
            Lit::Complex(a, _) => {
                Err(self.error_at(a.offset(), "expected integer elements, but parsed complex"))
            }
        }
    }

    /// The bit pattern of a literal for a float type.
    fn float_lit_bits(&mut self, lit: &Lit<'_>, kind: ropt_ir::FloatKind) -> PResult<u128> {
        match lit {
            Lit::Float { neg, text, offset } => {
                let v: f64 = match text.parse() {
                    Ok(v) => v,
                    Err(_) => return Err(self.error_at(*offset, "floating point value too large")),
                };
                let v = if *neg { -v } else { v };
                Ok(ropt_numbers::float::from_f64(kind, v))
            }
            Lit::Int { neg, text, offset } => {
                if let Some(hex) = text.strip_prefix("0x") {
                    if *neg {
                        return Err(self.error_at(
                            *offset,
                            "hexadecimal float literal should not have a leading minus",
                        ));
                    }
                    let width = kind.width();
                    let v = u128::from_str_radix(hex, 16)
                        .ok()
                        .filter(|v| width >= 128 || *v >> width == 0);
                    return match v {
                        Some(v) => Ok(v),
                        None => Err(self
                            .error_at(*offset, "hexadecimal float constant out of range for type")),
                    };
                }
                let r = self.error_at(
                    *offset,
                    "unexpected decimal integer literal for a floating point value",
                );
                self.note_at(*offset, "add a trailing dot to make the literal a float");
                Err(r)
            }
            Lit::Bool(_, o) | Lit::Str(_, o) => {
                Err(self.error_at(*o, "expected floating point literal"))
            }
            Lit::Complex(a, _) => Err(self.error_at(
                a.offset(),
                "expected floating-point elements, but parsed complex",
            )),
        }
    }

    fn parse_lit_element(&mut self) -> PResult<Lit<'a>> {
        let off = self.offset();
        match self.kind() {
            TokenKind::Minus => {
                self.advance();
                let t = self.token();
                match t.kind {
                    TokenKind::Integer => {
                        self.advance();
                        Ok(Lit::Int {
                            neg: true,
                            text: self.text(t),
                            offset: t.start as usize,
                        })
                    }
                    TokenKind::Float => {
                        self.advance();
                        Ok(Lit::Float {
                            neg: true,
                            text: self.text(t),
                            offset: t.start as usize,
                        })
                    }
                    _ => Err(self.wrong_token_error("expected integer or floating point literal")),
                }
            }
            TokenKind::Integer => {
                let t = self.advance();
                Ok(Lit::Int {
                    neg: false,
                    text: self.text(t),
                    offset: off,
                })
            }
            TokenKind::Float => {
                let t = self.advance();
                Ok(Lit::Float {
                    neg: false,
                    text: self.text(t),
                    offset: off,
                })
            }
            TokenKind::String => {
                let t = self.advance();
                Ok(Lit::Str(unescape_string(t.text(self.source())), off))
            }
            TokenKind::BareIdent if self.at_keyword("true") || self.at_keyword("false") => {
                let b = self.at_keyword("true");
                self.advance();
                Ok(Lit::Bool(b, off))
            }
            TokenKind::LParen => {
                self.advance();
                let re = self.parse_lit_element()?;
                self.expect(TokenKind::Comma, "expected ',' between complex elements")?;
                let im = self.parse_lit_element()?;
                self.expect(TokenKind::RParen, "expected ')' after complex elements")?;
                Ok(Lit::Complex(Box::new(re), Box::new(im)))
            }
            _ => Err(self.error_here("expected element literal of primitive type")),
        }
    }

    /// Parses a (possibly nested) list literal or a single element.
    fn parse_tensor_literal(&mut self) -> PResult<TensorLit<'a>> {
        if !self.at(TokenKind::LSquare) {
            let e = self.parse_lit_element()?;
            return Ok(TensorLit {
                elems: vec![e],
                shape: vec![],
                scalar: true,
            });
        }
        let mut elems = Vec::new();
        let shape = self.parse_nested_list(&mut elems, 0)?;
        Ok(TensorLit {
            elems,
            shape,
            scalar: false,
        })
    }

    fn parse_nested_list(&mut self, elems: &mut Vec<Lit<'a>>, depth: u32) -> PResult<Vec<i64>> {
        if depth > super::core::MAX_NESTING {
            return Err(self.error_here("exceeded maximum nesting depth"));
        }
        let mut sub_shape: Option<Vec<i64>> = None;
        let mut count = 0i64;
        self.parse_comma_list(Delimiter::Square, "", |p| {
            let is_list = p.at(TokenKind::LSquare);
            count += 1;
            let s = if is_list {
                p.parse_nested_list(elems, depth + 1)?
            } else {
                elems.push(p.parse_lit_element()?);
                vec![]
            };
            match &sub_shape {
                None => sub_shape = Some(s),
                Some(prev) if *prev != s => {
                    return Err(p.error_here(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                _ => {}
            }
            Ok(())
        })?;
        let mut shape = vec![count];
        shape.extend(sub_shape.unwrap_or_default());
        Ok(shape)
    }

    fn shape_str(shape: &[i64]) -> String {
        let v: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        format!("[{}]", v.join(", "))
    }

    /// Encodes literal elements for element type `elem` into raw bytes.
    fn encode_elements(&mut self, elems: &[Lit<'_>], elem: Type) -> PResult<Vec<u8>> {
        let eb = dense_elem_bytes(elem).unwrap_or(1);
        let mut out = Vec::with_capacity(elems.len() * eb);
        for e in elems {
            self.encode_element(e, elem, &mut out)?;
        }
        Ok(out)
    }

    fn encode_element(&mut self, e: &Lit<'_>, elem: Type, out: &mut Vec<u8>) -> PResult<()> {
        match elem.kind() {
            TypeKind::Integer { .. } | TypeKind::Index => {
                if let (Lit::Int { offset, .. }, true) = (e, elem.is_signless_int(1)) {
                    // i1 accepts 0/1 integers too.
                    let v =
                        self.int_lit_value(e, elem, "integer constant out of range for type")?;
                    let _ = offset;
                    out.push(!v.is_zero() as u8);
                    return Ok(());
                }
                let v = self.int_lit_value(e, elem, "integer constant out of range for type")?;
                let n = dense_elem_bytes(elem).unwrap_or(1);
                let bytes = v.to_le_bytes();
                out.extend((0..n).map(|i| bytes.get(i).copied().unwrap_or(0)));
            }
            TypeKind::Float(k) => {
                let bits =
                    ropt_numbers::float::element_storage_bits(*k, self.float_lit_bits(e, *k)?);
                let n = (k.width() as usize).div_ceil(8);
                out.extend(&bits.to_le_bytes()[..n]);
            }
            TypeKind::Complex(inner) => match e {
                Lit::Complex(re, im) => {
                    self.encode_element(re, *inner, out)?;
                    self.encode_element(im, *inner, out)?;
                }
                _ => return Err(self.error_at(e.offset(), "expected complex element")),
            },
            _ => return Err(self.error_at(e.offset(), "expected integer or float elements")),
        }
        Ok(())
    }

    /// Builds a dense elements attribute of type `ty` from a parsed literal.
    fn build_dense(&mut self, lit: TensorLit<'_>, ty: Type, loc: usize) -> PResult<Attribute> {
        let Some(shape) = ty.shape() else {
            return Err(self.error_at(loc, "elements literal must be a shaped type"));
        };
        let elem = ty.element_type().unwrap_or(ty);
        let n = ty.num_elements().unwrap_or(0);
        if !lit.scalar && lit.shape != shape {
            return Err(self.error_at(
                loc,
                format!(
                    "inferred shape of elements literal ({}) does not match type ({})",
                    Self::shape_str(&lit.shape),
                    Self::shape_str(shape)
                ),
            ));
        }
        let is_string = lit.elems.first().is_some_and(|e| matches!(e, Lit::Str(..)));
        let numeric = matches!(
            elem.kind(),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if is_string && numeric && lit.scalar {
            return Err(self.error_at(
                lit.elems[0].offset(),
                "expected string containing hex digits starting with `0x`",
            ));
        }
        // Other element types take strings only (strings in a list of numbers are reported
        // as bad numbers, by `encode_element`).
        if !numeric {
            let mut strings = Vec::with_capacity(lit.elems.len());
            // The parts of a complex literal count as elements of their own.
            for e in lit.elems.iter().flat_map(Lit::parts) {
                match e {
                    Lit::Str(s, _) => strings.push(s.clone().into_boxed_slice()),
                    other => {
                        let got = match other {
                            Lit::Int { text, .. } | Lit::Float { text, .. } => text.to_string(),
                            Lit::Bool(b, _) => b.to_string(),
                            _ => "(".to_string(),
                        };
                        return Err(self.error_at(loc, format!("expected string token, got {got}")));
                    }
                }
            }
            if lit.scalar && n != 1 {
                let s = strings[0].clone();
                return Ok(self.ctx.dense_string_attr(ty, vec![s; n.max(1) as usize]));
            }
            return Ok(self.ctx.dense_string_attr(ty, strings));
        }
        if lit.elems.is_empty() {
            return Ok(self
                .ctx
                .dense_raw_attr(ty, dense_elem_bytes(elem).unwrap_or(1), &[]));
        }
        if let TypeKind::Complex(_) = elem.kind() {
            // Complex elements count twice; a non-complex literal gives one value each.
            let parsed: u64 = lit
                .elems
                .iter()
                .map(|e| if matches!(e, Lit::Complex(..)) { 2 } else { 1 })
                .sum();
            let expected = if lit.scalar { 2 } else { 2 * n };
            if parsed != expected {
                let shown = if lit.scalar { elem } else { ty };
                let ts = crate::printer::AliasState::default().type_to_string(shown);
                return Err(self.error_at(
                    loc,
                    format!(
                        "parsed {parsed} elements, but type ('{ts}') expected {expected} elements"
                    ),
                ));
            }
        }
        let eb = dense_elem_bytes(elem).unwrap_or(1);
        if !matches!(elem.kind(), TypeKind::Complex(_))
            && lit.elems.iter().any(|e| matches!(e, Lit::Complex(..)))
        {
            // mlir-opt reads both parts of a complex literal of a non-complex type as
            // elements of their own and keeps the first `n` of them.
            let flat: Vec<&Lit<'_>> = lit.elems.iter().flat_map(Lit::parts).collect();
            let mut bytes = Vec::with_capacity(flat.len() * eb);
            for e in &flat {
                self.encode_element(e, elem, &mut bytes)?;
            }
            if (flat.len() as u64) < n {
                // mlir-opt reads past its elements here; report the count.
                let ts = crate::printer::AliasState::default().type_to_string(ty);
                let parsed = flat.len();
                return Err(self.error_at(
                    loc,
                    format!("parsed {parsed} elements, but type ('{ts}') expected {n} elements"),
                ));
            }
            bytes.truncate(n as usize * eb);
            return Ok(self.ctx.dense_raw_attr(ty, eb, &bytes));
        }
        let bytes = self.encode_elements(&lit.elems, elem)?;
        if lit.scalar && n != 1 {
            // A splat literal.
            return Ok(self.ctx.attr(AttributeKind::DenseElements {
                ty,
                data: ropt_ir::DenseData::Raw {
                    splat: true,
                    bytes: bytes.into(),
                },
            }));
        }
        Ok(self.ctx.dense_raw_attr(ty, eb, &bytes))
    }

    /// Parses `: type` for elements attributes, or uses the given type.
    /// The type of an elements literal: `ty` if the caller gave one, else a `: type`.
    fn parse_elements_type(&mut self, ty: Option<Type>) -> PResult<(Type, usize)> {
        if let Some(t) = ty {
            return Ok((t, self.offset()));
        }
        if self.consume_if(TokenKind::Colon) {
            let off = self.offset();
            return Ok((self.parse_type()?, off));
        }
        Err(self.wrong_token_error("expected ':'"))
    }

    /// Checks the type of a `dense` or `sparse` literal as mlir-opt does, before the literal
    /// is read against it (errors point at the keyword, at `kw`).
    fn check_elements_type(&mut self, kw: usize, ty: Type) -> PResult<()> {
        if !ty.is_shaped() {
            return Err(self.error_at(kw, "elements literal must be a shaped type"));
        }
        if !ty.shape().is_some_and(|s| s.iter().all(|&d| d >= 0)) {
            return Err(self.error_at(kw, "elements literal type must have static shape"));
        }
        Ok(())
    }

    fn parse_dense_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let lit_loc = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut hex: Option<Result<Vec<u8>, usize>> = None;
        let mut hex_string = None;
        let lit = if self.at(TokenKind::Greater) {
            TensorLit {
                elems: vec![],
                shape: vec![0],
                scalar: false,
            }
        } else if self.at(TokenKind::String) && self.cur_text().starts_with("\"0x") {
            let t = self.advance();
            let s = self.text(t);
            let h = &s.as_bytes()[3..s.len() - 1];
            hex = Some(crate::bytes::decode_hex(h).ok_or(t.start as usize));
            // Elements of other types than numbers read it as a string.
            hex_string = Some(Lit::Str(unescape_string(s.as_bytes()), t.start as usize));
            TensorLit {
                elems: vec![],
                shape: vec![],
                scalar: true,
            }
        } else {
            self.parse_tensor_literal()?
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, _) = self.parse_elements_type(ty)?;
        self.check_elements_type(lit_loc, ty)?;
        let elem = ty.element_type().unwrap_or(ty);
        let numeric = matches!(
            elem.kind(),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        match (hex, hex_string) {
            (Some(_), Some(string)) if !numeric => {
                let lit = TensorLit {
                    elems: vec![string],
                    shape: vec![],
                    scalar: true,
                };
                return self.build_dense(lit, ty, lit_loc);
            }
            (Some(Ok(bytes)), _) => return self.dense_from_hex(bytes, ty, lit_loc),
            (Some(Err(at)), _) => {
                return Err(self.error_at(
                    at,
                    "expected string containing hex digits starting with `0x`",
                ));
            }
            _ => {}
        }
        if lit.elems.is_empty() && ty.num_elements() != Some(0) && !lit.scalar {
            return Err(self.error_at(
                lit_loc,
                format!(
                    "inferred shape of elements literal ({}) does not match type ({})",
                    Self::shape_str(&lit.shape),
                    Self::shape_str(ty.shape().unwrap_or(&[]))
                ),
            ));
        }
        if lit.elems.is_empty() {
            let elem = ty.element_type().unwrap_or(ty);
            return Ok(self
                .ctx
                .dense_raw_attr(ty, dense_elem_bytes(elem).unwrap_or(1), &[]));
        }
        self.build_dense(lit, ty, lit_loc)
    }

    /// Builds a dense elements attribute of type `ty` from the bytes of a `"0x..."` literal: the
    /// data holds every element, or one element to splat (`loc` is where a size error points).
    fn dense_from_hex(&mut self, bytes: Vec<u8>, ty: Type, loc: usize) -> PResult<Attribute> {
        let elem = ty.element_type().unwrap_or(ty);
        let eb = dense_elem_bytes(elem).unwrap_or(1);
        let n = ty.num_elements().unwrap_or(0) as usize;
        if matches!(elem.kind(), TypeKind::Integer { width: 1, .. }) {
            // One bit per element (of any signedness); one byte of all zeros or all ones (or any byte, for a
            // single element) is a splat. Equal bits are not made a splat (as in mlir-opt).
            let splat = bytes.len() == 1 && (n == 1 || bytes[0] == 0 || bytes[0] == 0xFF);
            if bytes.len() != n.div_ceil(8) && !splat {
                let ts = crate::printer::AliasState::default().type_to_string(ty);
                return Err(self.error_at(
                    loc,
                    format!("elements hex data size is invalid for provided type: '{ts}'"),
                ));
            }
            let bytes: Box<[u8]> = if splat {
                Box::new([(bytes[0] != 0) as u8])
            } else {
                (0..n).map(|i| (bytes[i / 8] >> (i % 8)) & 1).collect()
            };
            return Ok(self.ctx.attr(AttributeKind::DenseElements {
                ty,
                data: ropt_ir::DenseData::Raw { splat, bytes },
            }));
        }
        let raw = bytes;
        if raw.len() == eb * n || (n == 1 && raw.len() == eb) {
            return Ok(self.ctx.dense_raw_attr(ty, eb, &raw));
        }
        if raw.len() == eb {
            return Ok(self.ctx.attr(AttributeKind::DenseElements {
                ty,
                data: ropt_ir::DenseData::Raw {
                    splat: true,
                    bytes: raw[..eb].into(),
                },
            }));
        }
        let ts = crate::printer::AliasState::default().type_to_string(ty);
        Err(self.error_at(
            loc,
            format!("elements hex data size is invalid for provided type: '{ts}'"),
        ))
    }

    fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.aliasable = true;
        self.advance();
        self.expect(TokenKind::Less, "expected '<'")?;
        let t = self.token();
        let name = match t.kind {
            TokenKind::BareIdent => self.text(t).to_string(),
            TokenKind::String => {
                String::from_utf8_lossy(&unescape_string(t.text(self.source()))).into_owned()
            }
            _ => return Err(self.wrong_token_error("expected identifier key for 'resource' entry")),
        };
        self.advance();
        self.expect(TokenKind::Greater, "expected '>'")?;
        // An error points at the `:`.
        let at = self.offset();
        let (ty, _) = self.parse_elements_type(ty)?;
        if !ty.is_shaped() {
            return Err(self.error_at(at, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.dense_resource_attr(ty, &name))
    }

    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let tloc = self.offset();
        let elem = match self.parse_type() {
            Ok(t) => t,
            Err(f) => {
                self.error_at(tloc, "expected an integer or floating point type");
                return Err(f);
            }
        };
        if !matches!(elem.kind(), TypeKind::Integer { .. } | TypeKind::Float(_)) {
            let ts = crate::printer::AliasState::default().type_to_string(elem);
            return Err(self.error_at(tloc, format!("expected integer or float type, got: '{ts}'")));
        }
        if let Some(w) = elem.int_or_float_width()
            && w != 1
            && !w.is_multiple_of(8)
        {
            return Err(self.error_at(tloc, "element type bitwidth must be a multiple of 8"));
        }
        let mut bytes = Vec::new();
        let mut len = 0;
        if !self.at(TokenKind::Greater) && !self.at(TokenKind::Colon) {
            return Err(self.wrong_token_error("expected ':' after dense array type"));
        }
        if self.consume_if(TokenKind::Colon) {
            self.parse_dense_array_element(elem, &mut bytes)?;
            len += 1;
            while self.consume_if(TokenKind::Comma) {
                self.parse_dense_array_element(elem, &mut bytes)?;
                len += 1;
            }
        }
        self.expect(
            TokenKind::Greater,
            "expected '>' to close an array attribute",
        )?;
        Ok(self.ctx.dense_array_attr(elem, len, &bytes))
    }

    /// Parses one element of `array<T: ...>` and appends its bytes.
    fn parse_dense_array_element(&mut self, elem: Type, out: &mut Vec<u8>) -> PResult<()> {
        let start = self.offset();
        let neg = self.consume_if(TokenKind::Minus);
        let tok = self.token();
        match elem.kind() {
            TypeKind::Integer { width, .. } => {
                // 1-bit integers (of any signedness) take `true`/`false` only; a minus
                // before them is ignored, as mlir-opt does.
                if self.at_keyword("true") || self.at_keyword("false") {
                    if *width != 1 {
                        return Err(
                            self.error_here("expected i1 type for 'true' or 'false' values")
                        );
                    }
                    out.push(self.at_keyword("true") as u8);
                    self.advance();
                    return Ok(());
                }
                if !self.at(TokenKind::Integer) {
                    return Err(self.error_here("expected integer literal"));
                }
                self.advance();
                if *width == 1 {
                    // Reported after the number, where mlir-opt checks it.
                    return Err(self.error_here("expected 'true' or 'false' values for i1 type"));
                }
                let text = self.text(tok);
                let (digits, hex) = match text.strip_prefix("0x") {
                    Some(h) => (h, true),
                    None => (text, false),
                };
                let Some(v) = ApInt::parse(digits, hex, neg, *width, None) else {
                    return Err(self.error_here("integer constant out of range"));
                };
                let n = (*width as usize).div_ceil(8).max(1);
                let b = v.to_le_bytes();
                out.extend((0..n).map(|i| b.get(i).copied().unwrap_or(0)));
                Ok(())
            }
            TypeKind::Float(k) => {
                let lit = match tok.kind {
                    TokenKind::Float => Lit::Float {
                        neg,
                        text: self.text(tok),
                        offset: start,
                    },
                    TokenKind::Integer => Lit::Int {
                        neg,
                        text: self.text(tok),
                        offset: tok.start as usize,
                    },
                    // At the token itself, also at the end of the input.
                    _ => {
                        return Err(
                            self.error_at(tok.start as usize, "expected floating point literal")
                        );
                    }
                };
                self.advance();
                let bits =
                    ropt_numbers::float::element_storage_bits(*k, self.float_lit_bits(&lit, *k)?);
                let n = (k.width() as usize).div_ceil(8);
                out.extend(&bits.to_le_bytes()[..n]);
                Ok(())
            }
            _ => Err(self.error_here("expected integer or float type")),
        }
    }

    /// Verifies a built `sparse<indices, values>` attribute as mlir-opt does: the values are
    /// 1-d, there is one index of `rank` numbers per value, and every index is inside the
    /// shape (`kw` is where errors point).
    fn check_sparse(
        &mut self,
        kw: usize,
        ty: Type,
        indices: Attribute,
        values: Attribute,
    ) -> PResult<()> {
        let shape = ty.shape().unwrap_or(&[]);
        let rank = shape.len();
        let ishape = indices.ty().and_then(|t| t.shape()).unwrap_or(&[]);
        let vshape = values.ty().and_then(|t| t.shape()).unwrap_or(&[]);
        if vshape.len() != 1 {
            return Err(self.error_at(kw, "expected 1-d tensor for sparse element values"));
        }
        let indices_fit = match ishape.len() {
            2 => ishape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        };
        if !indices_fit || ishape[0] != vshape[0] {
            return Err(self.error_at(
                kw,
                format!(
                    "expected shape ({}); inferred shape of indices literal ({}); inferred shape of values literal ({})",
                    Self::shape_str(shape),
                    Self::shape_str(ishape),
                    Self::shape_str(vshape)
                ),
            ));
        }
        let AttributeKind::DenseElements {
            data: ropt_ir::DenseData::Raw { splat, bytes },
            ..
        } = indices.kind()
        else {
            return Ok(());
        };
        // Index numbers are read as unsigned, so a negative one is out of bounds.
        let nums: Vec<u64> = bytes
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        let inside = |idx: &[u64]| {
            idx.len() == rank
                && idx
                    .iter()
                    .zip(shape)
                    .all(|(&x, &d)| (x as i64) >= 0 && (x as i64) < d)
        };
        let bad = if *splat {
            let idx = vec![nums.first().copied().unwrap_or(0); rank];
            (!inside(&idx)).then_some((0, idx))
        } else {
            (0..ishape[0].max(0) as usize).find_map(|k| {
                let idx = nums.get(k * rank..(k + 1) * rank).unwrap_or(&[]);
                (!inside(idx)).then(|| (k, idx.to_vec()))
            })
        };
        if let Some((k, idx)) = bad {
            let ts = crate::printer::AliasState::default().type_to_string(ty);
            let idx: Vec<String> = idx.iter().map(|x| x.to_string()).collect();
            return Err(self.error_at(
                kw,
                format!(
                    "sparse index #{k} is not contained within the value shape, with index=[{}], and type='{ts}'",
                    idx.join(", ")
                ),
            ));
        }
        Ok(())
    }

    fn parse_sparse_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let iloc = self.offset();
        let (ilit, vlit, vloc) = if self.at(TokenKind::Greater) {
            (None, None, iloc)
        } else {
            let i = self.parse_tensor_literal()?;
            self.expect(TokenKind::Comma, "expected ','")?;
            let vloc = self.offset();
            let v = self.parse_tensor_literal()?;
            (Some(i), Some(v), vloc)
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let (ty, _) = self.parse_elements_type(ty)?;
        self.check_elements_type(kw, ty)?;
        let ctx = self.ctx;
        let i64t = ctx.i64_type();
        let elem = ty.element_type().unwrap_or(ty);
        let rank = ty.shape().map_or(0, |s| s.len()) as i64;
        let (indices, values) = match (ilit, vlit) {
            (Some(i), Some(v)) => {
                // A single index literal is one index of `rank` numbers (splat), as mlir-opt
                // infers it.
                let ishape = if i.scalar {
                    vec![1, rank]
                } else {
                    i.shape.clone()
                };
                let n_indices = ishape[0];
                let it = ctx.tensor_type(&ishape, i64t, None);
                let idx = self.build_dense(
                    TensorLit {
                        elems: i.elems,
                        shape: ishape,
                        scalar: i.scalar,
                    },
                    it,
                    iloc,
                )?;
                let numeric = matches!(
                    elem.kind(),
                    TypeKind::Integer { .. }
                        | TypeKind::Index
                        | TypeKind::Float(_)
                        | TypeKind::Complex(_)
                );
                let hex = match v.elems.as_slice() {
                    [Lit::Str(s, off)] if v.scalar && numeric && s.starts_with(b"0x") => {
                        match crate::bytes::decode_hex(&s[2..]) {
                            Some(b) => Some((b, *off)),
                            None => {
                                return Err(self.error_at(
                                    *off,
                                    "expected string containing hex digits starting with `0x`",
                                ));
                            }
                        }
                    }
                    _ => None,
                };
                let vals = if let Some((bytes, off)) = hex {
                    // Hex values hold one element per index (or one to splat).
                    let vt = ctx.tensor_type(&[n_indices], elem, None);
                    self.dense_from_hex(bytes, vt, off)?
                } else {
                    // A single value is splat over the indices.
                    let vshape = if v.scalar {
                        vec![n_indices]
                    } else {
                        v.shape.clone()
                    };
                    let vt = ctx.tensor_type(&vshape, elem, None);
                    self.build_dense(
                        TensorLit {
                            elems: v.elems,
                            shape: vshape.clone(),
                            scalar: v.scalar,
                        },
                        vt,
                        vloc,
                    )?
                };
                self.check_sparse(kw, ty, idx, vals)?;
                (idx, vals)
            }
            _ => {
                let it = ctx.tensor_type(&[0, rank], i64t, None);
                let vt = ctx.tensor_type(&[0], elem, None);
                (
                    ctx.dense_raw_attr(it, 8, &[]),
                    ctx.dense_raw_attr(vt, dense_elem_bytes(elem).unwrap_or(1), &[]),
                )
            }
        };
        Ok(ctx.attr(AttributeKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    fn parse_strided_attr(&mut self) -> PResult<Attribute> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'strided'")?;
        if !self.consume_if(TokenKind::LSquare) {
            return Err(self.wrong_token_error("expected '['"));
        }
        let mut strides = Vec::new();
        if !self.consume_if(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_strided_value()?);
                if self.consume_if(TokenKind::Comma) {
                    continue;
                }
                if !self.consume_if(TokenKind::RSquare) {
                    return Err(self.wrong_token_error("expected ']'"));
                }
                break;
            }
        }
        let mut offset = 0;
        if !self.at(TokenKind::Greater) {
            if !self.consume_if(TokenKind::Comma) {
                return Err(self.wrong_token_error("expected ','"));
            }
            if !self.consume_keyword_if("offset") {
                return Err(self.wrong_token_error("expected 'offset' after comma"));
            }
            if !self.consume_if(TokenKind::Colon) {
                return Err(self.wrong_token_error("expected ':' after 'offset'"));
            }
            offset = self.parse_strided_value()?;
        }
        if !self.consume_if(TokenKind::Greater) {
            return Err(self.wrong_token_error("expected '>'"));
        }
        Ok(self.ctx.strided_attr(&strides, offset))
    }

    /// A stride or offset: a 64-bit signed integer or `?`.
    fn parse_strided_value(&mut self) -> PResult<i64> {
        const MSG: &str = "expected a 64-bit signed integer or '?'";
        if self.consume_if(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let start = self.offset();
        let neg = self.consume_if(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.error_at(start, MSG));
        }
        let t = self.advance();
        let v = super::core::parse_integer_token(self.text(t));
        match v {
            Some(v) if neg && v <= (i64::MAX as u64) + 1 => Ok((v as i64).wrapping_neg()),
            Some(v) if !neg && v <= i64::MAX as u64 => Ok(v as i64),
            _ => Err(self.error_at(t.start as usize, MSG)),
        }
    }

    fn parse_distinct_attr(&mut self, _ty: Option<Type>) -> PResult<Attribute> {
        let kw = self.offset();
        self.aliasable = true;
        self.advance();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        let t = self.token();
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error("expected distinct ID"));
        }
        self.advance();
        let Some(id) = super::core::parse_integer_token(self.text(t)) else {
            return Err(self.error_at(t.start as usize, "expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            match self.parse_attribute(None) {
                Ok(a) => a,
                Err(f) => {
                    self.error_here("expected attribute");
                    return Err(f);
                }
            }
        };
        self.expect(
            TokenKind::Greater,
            "expected '>' to close distinct attribute",
        )?;
        if let Some(&existing) = self.symbols.distinct.get(&id) {
            if let AttributeKind::Distinct { referenced: r, .. } = existing.kind()
                && *r != referenced
            {
                let mut prev = String::new();
                crate::printer::AliasState::default().print_attribute(&mut prev, *r);
                return Err(self.error_at(
                    kw,
                    format!("referenced attribute does not match previous definition: {prev}"),
                ));
            }
            return Ok(existing);
        }
        let a = self.ctx.distinct_attr(referenced);
        self.symbols.distinct.insert(id, a);
        Ok(a)
    }

    /// Parses a top-level alias definition `#name = attr` or `!name = type`.
    pub fn parse_alias_definition(&mut self) -> PResult<()> {
        let tok = self.token();
        let is_type = tok.kind == TokenKind::BangIdent;
        let name = self.text(tok).get(1..).unwrap_or_default();
        if name.contains('.') {
            return Err(self.error_here(if is_type {
                "type names with a '.' are reserved for dialect-defined names"
            } else {
                "attribute names with a '.' are reserved for dialect-defined names"
            }));
        }
        let exists = if is_type {
            self.symbols.type_alias(name).is_some()
        } else {
            self.symbols.attr_alias(name).is_some()
        };
        if exists {
            return Err(self.error_here(format!(
                "redefinition of {} alias id '{name}'",
                if is_type { "type" } else { "attribute" }
            )));
        }
        self.advance();
        self.expect(
            TokenKind::Equal,
            if is_type {
                "expected '=' in type alias definition"
            } else {
                "expected '=' in attribute alias definition"
            },
        )?;
        if is_type {
            let t = self.parse_type()?;
            self.symbols
                .aliases
                .types
                .insert(name, (t, tok.start as usize));
        } else {
            let a = self.parse_attribute(None)?;
            self.symbols
                .aliases
                .attrs
                .insert(name, (a, tok.start as usize));
        }
        Ok(())
    }
}
