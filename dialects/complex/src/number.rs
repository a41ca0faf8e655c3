//! `#complex.number<:T re, im>`: a complex number attribute of type `complex<T>` (MLIR's
//! `complex::NumberAttr`). It is stored as the dialect's opaque attribute in its canonical
//! spelling, with the parts printed as float attributes of `T` print
//! (`#complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>`). The parts are read
//! as decimal float literals, like MLIR, through a double rounded to `T` (so a part printed
//! in hexadecimal, an infinity or NaN of `T`, reads back as the double of those bits: as in
//! mlir-opt, it does not round-trip).

use ropt_asm::printer::shim::attr_to_string;
use ropt_ir::asm_interface::DialectAttrError;
use ropt_ir::{Attribute, Context, Type};
use ropt_numbers::float::FloatKind;

fn err(offset: usize, message: &str) -> Vec<DialectAttrError> {
    vec![DialectAttrError {
        offset,
        message: message.to_string(),
    }]
}

/// A cursor over the body of the attribute.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn skip_ws(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// Takes `c`; when it is missing, the error goes at the end of the previous token (as
    /// MLIR places a missing punctuation's error), which is returned.
    fn eat(&mut self, c: char) -> Result<(), usize> {
        let end_of_previous = self.pos;
        self.skip_ws();
        if self.text[self.pos..].starts_with(c) {
            self.pos += c.len_utf8();
            Ok(())
        } else {
            Err(end_of_previous)
        }
    }

    /// The next run of characters that may form a keyword or a number.
    fn word(&mut self) -> (usize, &'a str) {
        self.skip_ws();
        let start = self.pos;
        let rest = &self.text[start..];
        let len = rest
            .char_indices()
            .find(|&(i, c)| {
                !(c.is_ascii_alphanumeric()
                    || c == '.'
                    || c == '_'
                    || ((c == '-' || c == '+') && (i == 0 || rest[..i].ends_with(['e', 'E']))))
            })
            .map_or(rest.len(), |(i, _)| i);
        self.pos += len;
        (start, &rest[..len])
    }

    /// A float literal (an integer literal is an error, as in MLIR); a hexadecimal literal is
    /// the bit pattern of a double, as MLIR's `parseFloat` reads it.
    fn float(&mut self) -> Result<f64, Vec<DialectAttrError>> {
        let (at, w) = self.word();
        if let Some(hex) = w.strip_prefix("0x") {
            return u64::from_str_radix(hex, 16)
                .map(f64::from_bits)
                .map_err(|_| err(at, "expected floating point literal"));
        }
        let digits = w.strip_prefix('-').unwrap_or(w);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err(
                at,
                "unexpected decimal integer literal for a floating point value",
            ));
        }
        let looks_float = digits.starts_with(|c: char| c.is_ascii_digit())
            && digits.contains('.')
            && !digits.starts_with("0x");
        match w.parse::<f64>() {
            Ok(v) if looks_float => Ok(v),
            _ => Err(err(at, "expected floating point literal")),
        }
    }
}

/// Parses `number<:T re, im>` (the body after `#complex.`), with the type written after the
/// attribute, if any.
pub(crate) fn parse(
    ctx: &Context,
    _dialect: &str,
    body: &str,
    ty: Option<Type>,
) -> Result<Attribute, Vec<DialectAttrError>> {
    let mut c = Cursor { text: body, pos: 0 };
    let (at, name) = c.word();
    if name != "number" {
        return Err(err(
            at,
            &format!("unknown attribute `{name}` in dialect `complex`"),
        ));
    }
    c.eat('<').map_err(|at| err(at, "expected '<'"))?;
    c.eat(':').map_err(|at| err(at, "expected ':'"))?;
    let (at, ty_name) = c.word();
    let Some(kind) = FloatKind::from_name(ty_name) else {
        return Err(err(at, "expected a float type"));
    };
    let elem = ctx.float_type(kind);
    let re = c.float()?;
    c.eat(',').map_err(|at| err(at, "expected ','"))?;
    let im = c.float()?;
    c.eat('>').map_err(|at| err(at, "expected '>'"))?;
    c.skip_ws();
    if c.pos != body.len() {
        return Err(err(c.pos, "expected end of attribute"));
    }
    let complex = ctx.complex_type(elem);
    if ty.is_some_and(|t| t != complex) {
        return Err(err(
            0,
            "the attribute's type must be the complex type of its parts",
        ));
    }
    Ok(number(ctx, kind, re, im))
}

/// `#complex.number<:T re, im> : complex<T>`, the parts rounded to `T`.
pub fn number(ctx: &Context, kind: FloatKind, re: f64, im: f64) -> Attribute {
    let elem = ctx.float_type(kind);
    let part = |v: f64| {
        let text = attr_to_string(ctx.float_attr(elem, v));
        let suffix = format!(" : {}", kind.name());
        text.strip_suffix(&suffix)
            .map(str::to_string)
            .unwrap_or(text)
    };
    let data = format!("number<:{} {}, {}>", kind.name(), part(re), part(im));
    ctx.opaque_attr("complex", &data, Some(ctx.complex_type(elem)))
}
