//! The handle types of the `pdl` dialect (`!pdl.attribute`, `!pdl.operation`, `!pdl.type`,
//! `!pdl.value`, and `!pdl.range<T>` of one of them), shared with `pdl_interp`.
//!
//! They are stored as types of the `pdl` dialect whose data is their canonical spelling
//! (`value`, `range<type>`); [`parse`] is the dialect's type parser, which accepts what
//! mlir-opt 22 accepts (blanks around the element, `!pdl<value>`, anything after a
//! parameterless mnemonic) and reports what it reports, at the same places.

use ropt_ir::asm_interface::DialectAttrError;
use ropt_ir::{Context, Type, TypeKind};

/// The mnemonics of the handle types (every type but `range`).
pub const HANDLES: [&str; 4] = ["attribute", "operation", "type", "value"];

/// `!pdl.<handle>`.
pub fn handle(ctx: &Context, name: &str) -> Type {
    ctx.opaque_type("pdl", name)
}

/// `!pdl.range<elem>` for a handle type `elem`.
pub fn range_of(ctx: &Context, elem: Type) -> Type {
    ctx.opaque_type("pdl", &format!("range<{}>", data(elem).unwrap_or("")))
}

/// The data of a `pdl` type (`value`, `range<type>`), or `None` for other types.
pub fn data(ty: Type) -> Option<&'static str> {
    match ty.kind() {
        TypeKind::Opaque { dialect, data } if dialect.as_str() == "pdl" => Some(data),
        _ => None,
    }
}

/// Whether `ty` is a `!pdl.range<...>`.
pub fn is_range(ty: Type) -> bool {
    data(ty).is_some_and(|d| d.starts_with("range<"))
}

/// The element type of a range, or `ty` itself (MLIR's `getRangeElementTypeOrSelf`).
pub fn element_or_self(ctx: &Context, ty: Type) -> Type {
    match data(ty).and_then(|d| d.strip_prefix("range<")?.strip_suffix('>')) {
        Some(elem) => handle(ctx, elem),
        None => ty,
    }
}

/// A cursor over a type body.
struct Cursor<'a> {
    body: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn skip_blanks(&mut self) {
        while self.body.get(self.pos).is_some_and(u8::is_ascii_whitespace) {
            self.pos += 1;
        }
    }

    /// A bare identifier after blanks, as MLIR's lexer reads one.
    fn keyword(&mut self) -> Option<&'a str> {
        self.skip_blanks();
        let start = self.pos;
        let first = *self.body.get(start)?;
        if !(first.is_ascii_alphabetic() || first == b'_') {
            return None;
        }
        let is_part = |c: &u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.');
        while self.body.get(self.pos).is_some_and(is_part) {
            self.pos += 1;
        }
        std::str::from_utf8(&self.body[start..self.pos]).ok()
    }

    fn expect(&mut self, c: u8) -> Result<(), DialectAttrError> {
        self.skip_blanks();
        if self.body.get(self.pos) == Some(&c) {
            self.pos += 1;
            return Ok(());
        }
        Err(error(self.pos, format!("expected '{}'", c as char)))
    }
}

fn error(offset: usize, message: String) -> DialectAttrError {
    DialectAttrError { offset, message }
}

/// The dialect's type parser (a [`ropt_ir::asm_interface::DialectTypeParseFn`]).
pub fn parse(ctx: &Context, _dialect: &str, body: &str) -> Result<Type, Vec<DialectAttrError>> {
    let mut c = Cursor {
        body: body.as_bytes(),
        pos: 0,
    };
    parse_type(ctx, &mut c).map_err(|e| vec![e])
}

fn parse_type(ctx: &Context, c: &mut Cursor) -> Result<Type, DialectAttrError> {
    let at = c.pos;
    let Some(kw) = c.keyword() else {
        return Err(error(c.pos, "expected valid keyword".into()));
    };
    if HANDLES.contains(&kw) {
        return Ok(handle(ctx, kw));
    }
    if kw != "range" {
        return Err(error(at, format!("unknown  type `{kw}` in dialect `pdl`")));
    }
    // `range<range<...<elem>...>>`: read down to the innermost element, then check each
    // level from the inside out (the first error mlir-opt's recursive parser reports).
    let mut element_starts = Vec::new();
    let elem = loop {
        c.expect(b'<')?;
        c.skip_blanks();
        let elem_at = c.pos;
        let Some(kw) = c.keyword() else {
            return Err(error(c.pos, "expected valid keyword".into()));
        };
        if kw == "range" {
            element_starts.push(elem_at);
            continue;
        }
        if !HANDLES.contains(&kw) {
            return Err(error(at, format!("invalid 'pdl' type: `{kw}'")));
        }
        break handle(ctx, kw);
    };
    let range = range_of(ctx, elem);
    c.expect(b'>')?;
    if let Some(&inner_at) = element_starts.last() {
        return Err(error(
            inner_at,
            format!(
                "element of pdl.range cannot be another range, but got'!pdl.{}'",
                data(range).unwrap_or("")
            ),
        ));
    }
    Ok(range)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(body: &str) -> Result<String, (usize, String)> {
        let ctx = Context::new();
        parse(&ctx, "pdl", body)
            .map(|t| data(t).unwrap_or("").to_owned())
            .map_err(|e| (e[0].offset, e[0].message.clone()))
    }

    #[test]
    fn canonical_spellings() {
        assert_eq!(parsed("value"), Ok("value".into()));
        assert_eq!(parsed("range< type >"), Ok("range<type>".into()));
        assert_eq!(parsed("value<x>"), Ok("value".into()));
    }

    #[test]
    fn errors_at_mlir_opt_places() {
        assert_eq!(parsed("foo").unwrap_err().0, 0);
        assert_eq!(
            parsed("range<i32>").unwrap_err(),
            (0, "invalid 'pdl' type: `i32'".into())
        );
        assert_eq!(
            parsed("range<value x>").unwrap_err(),
            (12, "expected '>'".into())
        );
        assert_eq!(parsed("range").unwrap_err(), (5, "expected '<'".into()));
        assert_eq!(parsed("range<range<value>>").unwrap_err().0, 6);
        let deep = format!("{}value{}", "range<".repeat(10_000), ">".repeat(10_000));
        assert!(parsed(&deep).is_err());
    }
}
