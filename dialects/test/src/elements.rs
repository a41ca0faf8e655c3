//! `#test.i64_elements<[v, ...]> : tensor<Nxi64>`: the test dialect's elements attribute
//! (MLIR's `TestI64ElementsAttr`), 64-bit unsigned values of a rank-1 shaped type of `i64`.
//! It is stored as the dialect's opaque attribute in its canonical spelling and implements
//! the elements-attribute interface ([`ropt_ir::elements_attr`]): its values iterate as
//! `uint64_t` and `APInt`, not as `int64_t`.

use ropt_ir::apint::ApInt;
use ropt_ir::asm_interface::DialectAttrError;
use ropt_ir::elements_attr::{DialectElementsHooks, ElementIter};
use ropt_ir::types::{Signedness, TypeKind};
use ropt_ir::{Attribute, AttributeKind, Context, Type};

const MNEMONIC: &str = "i64_elements";

fn err(offset: usize, message: impl Into<String>) -> Vec<DialectAttrError> {
    vec![DialectAttrError {
        offset,
        message: message.into(),
    }]
}

/// How reading the values failed.
enum ValuesError {
    /// A malformed body: these errors end the parse.
    Syntax(Vec<DialectAttrError>),
    /// A value does not fit in 64 bits: as in mlir-opt, the list holds the values before it
    /// and the checks against the type still run after this error.
    TooLarge(Vec<DialectAttrError>, Vec<u64>),
}

impl From<Vec<DialectAttrError>> for ValuesError {
    fn from(e: Vec<DialectAttrError>) -> Self {
        ValuesError::Syntax(e)
    }
}

/// The values of a body `i64_elements<[...]>`, or the offset and message of its error.
fn parse_values(body: &str) -> Result<Vec<u64>, ValuesError> {
    let bytes = body.as_bytes();
    let mut pos = MNEMONIC.len();
    let skip = |pos: &mut usize| {
        while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
            *pos += 1;
        }
    };
    // Punctuation `c` after the previous token (ending at `*pos`); a missing one is
    // reported at that end, as MLIR places it.
    let eat = |pos: &mut usize, c: u8| -> Result<(), Vec<DialectAttrError>> {
        let end = *pos;
        let mut p = *pos;
        skip(&mut p);
        if bytes.get(p) == Some(&c) {
            *pos = p + 1;
            Ok(())
        } else {
            Err(err(end, format!("expected '{}'", c as char)))
        }
    };
    // An integer literal, if one comes next (a float literal is none), lexed as MLIR's
    // lexer does (`0x` and hexadecimal digits, or decimal digits), with its `-`. A negative
    // value is the two's complement of its magnitude, which must fit in four bits per
    // significant digit, plus a sign bit when the top one of those is set, at most 64 bits
    // (mlir-opt's reading through an `APInt`).
    let int = |pos: &mut usize| -> Result<Option<u64>, ValuesError> {
        let mut p = *pos;
        skip(&mut p);
        let start = p;
        let neg = bytes.get(p) == Some(&b'-');
        if neg {
            p += 1;
            skip(&mut p);
        }
        let hex = bytes.get(p) == Some(&b'0')
            && bytes.get(p + 1) == Some(&b'x')
            && bytes.get(p + 2).is_some_and(u8::is_ascii_hexdigit);
        let digits_start = if hex { p + 2 } else { p };
        let mut q = digits_start;
        while q < bytes.len()
            && (if hex {
                bytes[q].is_ascii_hexdigit()
            } else {
                bytes[q].is_ascii_digit()
            })
        {
            q += 1;
        }
        if q == digits_start || (!hex && bytes.get(q) == Some(&b'.')) {
            return Ok(None);
        }
        let digits = body[digits_start..q].trim_start_matches('0');
        let too_large = || ValuesError::TooLarge(err(start, "integer value too large"), Vec::new());
        let magnitude = u128::from_str_radix(
            if digits.is_empty() { "0" } else { digits },
            if hex { 16 } else { 10 },
        );
        let magnitude = match magnitude {
            Ok(m) if digits.len() <= 32 && m <= u64::MAX as u128 => m as u64,
            _ => return Err(too_large()),
        };
        let value = if neg {
            let mut width = 4 * digits.len() as u32;
            if width > 0 && width <= 64 && magnitude >> (width - 1) & 1 == 1 {
                width += 1;
            }
            if width > 64 {
                return Err(too_large());
            }
            magnitude.wrapping_neg()
        } else {
            magnitude
        };
        *pos = q;
        Ok(Some(value))
    };
    eat(&mut pos, b'<')?;
    eat(&mut pos, b'[')?;
    let mut values = Vec::new();
    loop {
        match int(&mut pos) {
            Ok(Some(v)) => values.push(v),
            Ok(None) => break,
            // The values read so far are kept.
            Err(ValuesError::TooLarge(e, _)) => return Err(ValuesError::TooLarge(e, values)),
            Err(e) => return Err(e),
        }
        let mut p = pos;
        skip(&mut p);
        if bytes.get(p) != Some(&b',') {
            break;
        }
        pos = p + 1;
    }
    eat(&mut pos, b']')?;
    eat(&mut pos, b'>')?;
    Ok(values)
}

/// Whether `ty` is a rank-1 shaped type (vector, tensor or memref) of signless `i64`.
fn valid_type(ty: Type) -> bool {
    ty.is_shaped()
        && ty.shape().is_some_and(|s| s.len() == 1)
        && ty.element_type().is_some_and(|e| {
            matches!(
                e.kind(),
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            )
        })
}

/// Parses `i64_elements<[...]>` (the body after `#test.`) with the type written after it.
pub(crate) fn parse(
    ctx: &Context,
    _dialect: &str,
    body: &str,
    ty: Option<Type>,
) -> Result<Attribute, Vec<DialectAttrError>> {
    let mnemonic = ropt_ods_runtime::dialect_attrs::mnemonic_of(body);
    if mnemonic != MNEMONIC {
        if mnemonic.is_empty() {
            return Err(err(0, "expected valid keyword"));
        }
        return Err(err(
            0,
            format!("unknown attribute `{mnemonic}` in dialect `test`"),
        ));
    }
    let (values, mut errors) = match parse_values(body) {
        Ok(values) => (values, Vec::new()),
        Err(ValuesError::Syntax(errors)) => return Err(errors),
        Err(ValuesError::TooLarge(errors, values)) => (values, errors),
    };
    let Some(ty) = ty.filter(|t| valid_type(*t)) else {
        let shown = ty.map_or_else(
            || "none".to_string(),
            ropt_asm::printer::shim::type_to_string,
        );
        errors.extend(err(
            0,
            format!("expected single rank 64-bit shape type, but got: '{shown}'"),
        ));
        return Err(errors);
    };
    // The size of the one dimension (`i64::MIN` when dynamic, as mlir-opt prints it).
    let expected = ty.shape().and_then(|s| s.first().copied()).unwrap_or(0);
    if i64::try_from(values.len()) != Ok(expected) {
        errors.extend(err(
            0,
            format!(
                "number of elements does not match the provided shape type, got: {}, but expected: {expected}",
                values.len()
            ),
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(i64_elements(ctx, &values, ty))
}

/// `#test.i64_elements<[values]> : ty`.
pub fn i64_elements(ctx: &Context, values: &[u64], ty: Type) -> Attribute {
    let list: Vec<String> = values.iter().map(u64::to_string).collect();
    let data = format!("{MNEMONIC}<[{}]>", list.join(", "));
    ctx.opaque_attr("test", &data, Some(ty))
}

/// The type and values of an `i64_elements` attribute.
fn decode(attr: Attribute) -> Option<(Type, Vec<u64>)> {
    let AttributeKind::Opaque { data, ty, .. } = attr.kind() else {
        return None;
    };
    let ty = (*ty)?;
    if !data.starts_with(MNEMONIC) || !valid_type(ty) {
        return None;
    }
    parse_values(data).ok().map(|v| (ty, v))
}

fn shaped_type(_: &Context, attr: Attribute) -> Option<Type> {
    decode(attr).map(|(ty, _)| ty)
}

fn values(_: &Context, attr: Attribute, iter: ElementIter) -> Option<Vec<ApInt>> {
    if iter == ElementIter::I64 {
        return None;
    }
    let (_, values) = decode(attr)?;
    Some(values.into_iter().map(|v| ApInt::from_u64(64, v)).collect())
}

/// The elements-attribute interface of the test dialect's attributes.
pub fn elements_hooks() -> DialectElementsHooks {
    DialectElementsHooks {
        shaped_type,
        values,
    }
}
