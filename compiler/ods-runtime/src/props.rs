//! Op properties (`I64Prop`, `StringProp`, `ArrayProp<...>`, ...) at run time.
//!
//! A property lives in the op's properties dictionary as the attribute
//! MLIR's `convertToAttribute` makes of its value ([`PropKind`] says which),
//! so the generic form, equality and hashing need nothing more. What this
//! module adds, with mlir-opt 22's behaviour and wording:
//! - [`convert`]: an attribute given in generic form (`<{a = 3 : i32}>`) read
//!   as the property and normalized (`3 : i64`; an `int8_t` keeps the low 8
//!   bits), or MLIR's error;
//! - [`parse`] and [`parse_optional`]: the property's custom syntax (its
//!   `parser` and `optionalParser`), integers range-checked as MLIR's
//!   `parseInteger<T>` does;
//! - [`print`]: its custom syntax (`printer`);
//! - [`PropPlan`]: what an op precomputes per property (its initial value
//!   and its default, which printing leaves out).
//!
//! One deviation: a unit property given an attribute that is neither unit
//! nor boolean makes mlir-opt fail without a message; ropt says why.

use ropt_ir::apint::ApInt;
use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{Attribute, AttributeKind, Context, Identifier};
use ropt_ods_model::model::PropertyDef;
use ropt_ods_model::pred_eval::Dyn;
use ropt_ods_model::props::{PropKind, PropValue};

/// What an op precomputes for one of its properties.
#[derive(Debug)]
pub struct PropPlan {
    /// The property's name, interned.
    pub id: Identifier,
    /// What it holds.
    pub kind: PropKind,
    /// The value an op starts with.
    pub initial: Attribute,
    /// The default value, which custom formats leave out (without one, a
    /// format or `prop-dict` must give the property).
    pub default: Option<Attribute>,
}

impl PropPlan {
    /// The plan of `def`; `None` when ropt cannot store it (checked when a
    /// dialect loads, see [`crate::load_check`]).
    pub fn new(ctx: &Context, def: &PropertyDef) -> Option<PropPlan> {
        let kind = PropKind::decode(&def.kind)?;
        let value = |text: &str| PropValue::decode(text).map(|v| value_attr(ctx, &kind, &v));
        let default = if def.default.is_empty() {
            None
        } else {
            Some(value(&def.default)?)
        };
        Some(PropPlan {
            id: ctx.identifier(&def.name),
            initial: value(&def.initial).unwrap_or_else(|| value_attr(ctx, &kind, &kind.zero())),
            default,
            kind,
        })
    }
}

/// The attribute holding `value` as a property of `kind`.
pub fn value_attr(ctx: &Context, kind: &PropKind, value: &PropValue) -> Attribute {
    match (kind, value) {
        (PropKind::Int { bits, .. }, PropValue::Int(v)) => int_attr(ctx, *bits, *v),
        (PropKind::Bool, PropValue::Bool(b)) => ctx.bool_attr(*b),
        (PropKind::Unit, PropValue::Bool(true)) => ctx.unit_attr(),
        (PropKind::Unit, PropValue::Bool(false)) => ctx.bool_attr(false),
        (PropKind::Str, PropValue::Str(s)) => ctx.string_attr(s),
        (PropKind::DenseArray { bits }, PropValue::List(items)) => {
            let values: Vec<i128> = items
                .iter()
                .map(|v| match v {
                    PropValue::Int(i) => *i,
                    _ => 0,
                })
                .collect();
            dense_attr(ctx, *bits, &values)
        }
        (PropKind::Array(elem), PropValue::List(items)) => {
            let attrs: Vec<Attribute> = items.iter().map(|v| value_attr(ctx, elem, v)).collect();
            ctx.array_attr(&attrs)
        }
        (PropKind::Optional { .. }, PropValue::None) => ctx.array_attr(&[]),
        (PropKind::Optional { inner, .. }, PropValue::Some(v)) => {
            ctx.array_attr(&[value_attr(ctx, inner, v)])
        }
        (PropKind::Optional { inner, .. }, v) => ctx.array_attr(&[value_attr(ctx, inner, v)]),
        // A value of another kind (the model checked defaults): the kind's zero.
        (k, _) => value_attr(ctx, k, &k.zero()),
    }
}

/// An integer attribute of `bits` bits holding the low bits of `v`.
fn int_attr(ctx: &Context, bits: u32, v: i128) -> Attribute {
    let truncated = (v as u64) & mask(bits);
    ctx.integer_attr(ctx.int_type(bits), ApInt::from_u64(bits, truncated))
}

/// A dense array of `bits`-bit integers.
fn dense_attr(ctx: &Context, bits: u32, values: &[i128]) -> Attribute {
    let bytes: Vec<u8> = values
        .iter()
        .flat_map(|v| {
            (*v as u64)
                .to_le_bytes()
                .into_iter()
                .take(bits as usize / 8)
        })
        .collect();
    ctx.dense_array_attr(ctx.int_type(bits), values.len(), &bytes)
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// The integer an integer attribute holds, its low 64 bits sign-extended
/// (`true` is -1, as a 1-bit integer).
fn int_of(a: Attribute) -> Option<i128> {
    match a.kind() {
        AttributeKind::Integer { value, .. } => Some(match value.to_i64() {
            Some(v) => v as i128,
            None => value.limbs()[0] as i64 as i128,
        }),
        AttributeKind::Bool(b) => Some(if *b { -1 } else { 0 }),
        _ => None,
    }
}

/// `attr`, given for a property of `kind` in a properties dictionary, as the
/// property stores it; the error is MLIR's message.
pub fn convert(ctx: &Context, kind: &PropKind, attr: Attribute) -> Result<Attribute, String> {
    match kind {
        PropKind::Int { bits, .. } => match int_of(attr) {
            Some(v) => Ok(int_attr(ctx, *bits, v)),
            None => Err("expected IntegerAttr for key `value`".into()),
        },
        // MLIR 22 reports a bad boolean with the string property's words.
        PropKind::Bool => match attr.kind() {
            AttributeKind::Bool(_) => Ok(attr),
            _ => Err("expected string property to come from string attribute".into()),
        },
        PropKind::Str => match attr.kind() {
            AttributeKind::String { .. } => {
                Ok(ctx.string_attr_bytes(attr.as_bytes().unwrap_or(&[]), None))
            }
            _ => Err("expected string property to come from string attribute".into()),
        },
        PropKind::Unit => match attr.kind() {
            AttributeKind::Unit | AttributeKind::Bool(false) => Ok(attr),
            AttributeKind::Bool(true) => Ok(ctx.unit_attr()),
            _ => Err("expected a unit or boolean attribute".into()),
        },
        PropKind::DenseArray { bits } => match attr.kind() {
            AttributeKind::DenseArray { elem, .. }
                if elem.int_info().is_some_and(|(w, _)| w == *bits) =>
            {
                Ok(attr)
            }
            _ => Err(format!("expected DenseI{bits}ArrayAttr for key `value`")),
        },
        PropKind::Array(elem) => {
            let Some(items) = attr.as_array() else {
                return Err("expected array attribute".into());
            };
            let items = items
                .iter()
                .map(|a| convert(ctx, elem, *a))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(ctx.array_attr(&items))
        }
        PropKind::Optional { inner, .. } => {
            let Some(items) = attr.as_array() else {
                return Err("expected optional properties to materialize as arrays".into());
            };
            match items {
                [] => Ok(attr),
                [a] => Ok(ctx.array_attr(&[convert(ctx, inner, *a)?])),
                _ => Err("expected optional properties to become 0- or 1-element arrays".into()),
            }
        }
    }
}

/// The value of an integer literal read at `width` (see
/// [`OpAsmParser::parse_optional_int_literal`]) as an integer of `kind`, as
/// MLIR's `parseInteger<T>` keeps it: `None` when the value does not
/// survive the round trip through `T` (MLIR's "integer value too large").
fn fit_int(kind: &PropKind, value: i128, width: u32) -> Option<i128> {
    let (bits, signed, is_bool) = match kind {
        PropKind::Int { bits, signed } => (*bits, *signed, false),
        // A C++ `bool` is 8 bits wide, and any non-zero value converts to 1.
        _ => (8, false, true),
    };
    let low = (value as u64 & mask(bits)) as i128;
    let kept = if is_bool {
        i128::from(low != 0)
    } else if signed && bits < 128 && (low >> (bits - 1)) & 1 == 1 {
        low - (1i128 << bits)
    } else {
        low
    };
    let diff = value.wrapping_sub(kept);
    let same = if width >= 127 {
        diff == 0
    } else {
        diff & ((1i128 << width) - 1) == 0
    };
    same.then_some(kept)
}

/// An integer (or boolean) of `kind` if one is next.
fn parse_optional_int(p: &mut dyn OpAsmParser, kind: &PropKind) -> AsmResult<Option<i128>> {
    let pos = p.current_pos();
    let Some((value, width)) = p.parse_optional_int_literal()? else {
        return Ok(None);
    };
    match fit_int(kind, value, width) {
        Some(v) => Ok(Some(v)),
        None => Err(p.emit_error(pos, "integer value too large")),
    }
}

/// The attribute of integer `v` (a boolean for [`PropKind::Bool`]).
fn int_value_attr(ctx: &Context, kind: &PropKind, v: i128) -> Attribute {
    match kind {
        PropKind::Int { bits, .. } => int_attr(ctx, *bits, v),
        _ => ctx.bool_attr(v != 0),
    }
}

/// Parses a property of `kind` where it must be written (its `parser`).
pub fn parse(p: &mut dyn OpAsmParser, kind: &PropKind) -> AsmResult<Attribute> {
    match kind {
        PropKind::Int { .. } | PropKind::Bool => match parse_optional_int(p, kind)? {
            Some(v) => Ok(int_value_attr(p.context(), kind, v)),
            None => {
                let pos = p.current_pos();
                Err(p.emit_error(pos, "expected integer value"))
            }
        },
        PropKind::Str => match p.parse_optional_string() {
            Some(s) => Ok(p.context().string_attr(&s)),
            None => {
                let pos = p.current_pos();
                Err(p.emit_error(pos, "expected string"))
            }
        },
        PropKind::Unit => match parse_optional(p, kind)? {
            Some(a) => Ok(a),
            None => {
                let pos = p.current_pos();
                Err(p.emit_error(pos, "expected 'unit' or 'unit_absent'"))
            }
        },
        PropKind::DenseArray { .. } | PropKind::Array(_) => {
            p.parse_punct(Punct::LSquare)?;
            parse_list_rest(p, kind)
        }
        PropKind::Optional { inner, general } => {
            if !*general {
                if p.parse_optional_keyword("none") {
                    return Ok(p.context().array_attr(&[]));
                }
                // The inner property must be there: its absence fails silently, and the
                // caller says which property was expected.
                return match parse_optional(p, inner)? {
                    Some(a) => Ok(p.context().array_attr(&[a])),
                    None => Err(ropt_ir::asm_interface::AsmError),
                };
            }
            match parse_general_optional(p, inner)? {
                Some(a) => Ok(a),
                None => {
                    let pos = p.current_pos();
                    Err(p.emit_error(pos, "expected 'none' or 'some<prop>'"))
                }
            }
        }
    }
}

/// `none` or `some<inner>` if one is next.
fn parse_general_optional(
    p: &mut dyn OpAsmParser,
    inner: &PropKind,
) -> AsmResult<Option<Attribute>> {
    if p.parse_optional_keyword("none") {
        return Ok(Some(p.context().array_attr(&[])));
    }
    if !p.parse_optional_keyword("some") {
        return Ok(None);
    }
    p.parse_punct(Punct::Less)?;
    let a = parse(p, inner)?;
    p.parse_punct(Punct::Greater)?;
    Ok(Some(p.context().array_attr(&[a])))
}

/// The elements and `]` of a list property whose `[` was just parsed.
fn parse_list_rest(p: &mut dyn OpAsmParser, kind: &PropKind) -> AsmResult<Attribute> {
    let elem = match kind {
        PropKind::Array(elem) => elem.as_ref(),
        PropKind::DenseArray { bits } => &PropKind::Int {
            bits: *bits,
            signed: true,
        },
        _ => kind,
    };
    let mut items = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            items.push(parse(p, elem)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let ctx = p.context();
    Ok(match kind {
        PropKind::DenseArray { bits } => {
            let values: Vec<i128> = items.iter().filter_map(|a| int_of(*a)).collect();
            dense_attr(ctx, *bits, &values)
        }
        _ => ctx.array_attr(&items),
    })
}

/// Parses a property of `kind` if one is next (its `optionalParser`), as
/// the first element of an optional group.
pub fn parse_optional(p: &mut dyn OpAsmParser, kind: &PropKind) -> AsmResult<Option<Attribute>> {
    match kind {
        PropKind::Int { .. } | PropKind::Bool => {
            Ok(parse_optional_int(p, kind)?.map(|v| int_value_attr(p.context(), kind, v)))
        }
        PropKind::Str => Ok(p
            .parse_optional_string()
            .map(|s| p.context().string_attr(&s))),
        PropKind::Unit => Ok(if p.parse_optional_keyword("unit") {
            Some(p.context().unit_attr())
        } else if p.parse_optional_keyword("unit_absent") {
            Some(p.context().bool_attr(false))
        } else {
            None
        }),
        PropKind::DenseArray { .. } | PropKind::Array(_) => {
            if !p.parse_optional_punct(Punct::LSquare) {
                return Ok(None);
            }
            parse_list_rest(p, kind).map(Some)
        }
        PropKind::Optional { inner, general } => {
            if *general {
                return parse_general_optional(p, inner);
            }
            if p.parse_optional_keyword("none") {
                return Ok(Some(p.context().array_attr(&[])));
            }
            Ok(parse_optional(p, inner)?.map(|a| p.context().array_attr(&[a])))
        }
    }
}

/// The value a predicate on a property of `kind` sees as `$_self` (its
/// interface value: an integer, boolean, string, list or option).
pub fn interface_value(kind: &PropKind, value: Attribute) -> Option<Dyn<crate::host::Entity>> {
    Some(match kind {
        PropKind::Int { bits, signed } => {
            let v = int_of(value)?;
            Dyn::Int(if *signed {
                v
            } else {
                ((v as u64) & mask(*bits)) as i128
            })
        }
        PropKind::Bool => Dyn::Bool(value.as_bool() == Some(true)),
        PropKind::Unit => Dyn::Bool(matches!(value.kind(), AttributeKind::Unit)),
        PropKind::Str => Dyn::Str(value.as_str()?.to_owned()),
        PropKind::DenseArray { .. } => Dyn::List(
            crate::host::dense_array_values(value)?
                .into_iter()
                .map(Dyn::Int)
                .collect(),
        ),
        PropKind::Array(elem) => Dyn::List(
            (value.as_array()?.iter())
                .map(|a| interface_value(elem, *a))
                .collect::<Option<Vec<_>>>()?,
        ),
        PropKind::Optional { inner, .. } => match value.as_array()? {
            [a] => Dyn::Some(Box::new(interface_value(inner, *a)?)),
            _ => Dyn::None,
        },
    })
}

/// The integer an integer property holds (generated accessors; 0 when unset).
pub fn int_value(a: Option<Attribute>) -> i128 {
    a.and_then(int_of).unwrap_or(0)
}

/// Whether a boolean or unit property is set (generated accessors).
pub fn bool_value(a: Option<Attribute>) -> bool {
    a.is_some_and(|a| matches!(a.kind(), AttributeKind::Unit | AttributeKind::Bool(true)))
}

/// The string a string property holds (generated accessors).
pub fn str_value(a: Option<Attribute>) -> &'static str {
    a.and_then(Attribute::as_str).unwrap_or("")
}

/// The integers a dense-array property holds (generated accessors).
pub fn ints_value(a: Option<Attribute>) -> Vec<i64> {
    (a.and_then(crate::host::dense_array_values)
        .unwrap_or_default()
        .into_iter())
    .map(|v| v as i64)
    .collect()
}

/// The attribute holding `value` as a property of the kind `kind` encodes
/// ([`PropKind::encode`]; generated setters).
pub fn attr_of(ctx: &Context, kind: &str, value: &PropValue) -> Attribute {
    match PropKind::decode(kind) {
        Some(k) => value_attr(ctx, &k, value),
        None => ctx.unit_attr(),
    }
}

/// Prints property value `value` of `kind` in its custom syntax.
pub fn print(p: &mut dyn OpAsmPrinter, kind: &PropKind, value: Attribute) {
    match kind {
        PropKind::Int { bits, signed } => {
            let v = int_of(value).unwrap_or(0);
            let text = if *signed {
                v.to_string()
            } else {
                ((v as u64) & mask(*bits)).to_string()
            };
            p.write_str(&text);
        }
        PropKind::Bool => p.write_str(if value.as_bool() == Some(true) {
            "true"
        } else {
            "false"
        }),
        PropKind::Unit => p.write_str(if matches!(value.kind(), AttributeKind::Unit) {
            "unit"
        } else {
            "unit_absent"
        }),
        PropKind::Str => p.print_attribute(value),
        PropKind::DenseArray { .. } => {
            let values = crate::host::dense_array_values(value).unwrap_or_default();
            let text: Vec<String> = values.iter().map(i128::to_string).collect();
            p.write_str("[");
            p.write_str(&text.join(", "));
            p.write_str("]");
        }
        PropKind::Array(elem) => {
            p.write_str("[");
            for (i, a) in value.as_array().unwrap_or(&[]).iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print(p, elem, *a);
            }
            p.write_str("]");
        }
        PropKind::Optional { inner, general } => match value.as_array() {
            Some([a]) => {
                if *general {
                    p.write_str("some<");
                    print(p, inner, *a);
                    p.write_str(">");
                } else {
                    print(p, inner, *a);
                }
            }
            _ => p.write_str("none"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_fit_as_mlir_parse_integer_checks() {
        let i8k = PropKind::Int {
            bits: 8,
            signed: true,
        };
        let u8k = PropKind::Int {
            bits: 8,
            signed: false,
        };
        // (value, width) as the parser reads `127`, `200`, `-128`, `-1`, `-128`.
        assert_eq!(fit_int(&i8k, 127, 12), Some(127));
        assert_eq!(fit_int(&i8k, 200, 12), None);
        assert_eq!(fit_int(&i8k, -128, 12), Some(-128));
        assert_eq!(fit_int(&u8k, -1, 4), Some(255));
        assert_eq!(fit_int(&u8k, -128, 12), None);
        assert_eq!(fit_int(&u8k, 255, 12), Some(255));
        assert_eq!(fit_int(&u8k, 256, 12), None);
        // `bool`: 0 and 1 (and `true`, read as a 1-bit -1).
        assert_eq!(fit_int(&PropKind::Bool, 1, 4), Some(1));
        assert_eq!(fit_int(&PropKind::Bool, 5, 4), None);
        assert_eq!(fit_int(&PropKind::Bool, -1, 1), Some(1));
        assert_eq!(fit_int(&PropKind::Bool, -1, 4), None);
        let i64k = PropKind::Int {
            bits: 64,
            signed: true,
        };
        assert_eq!(fit_int(&i64k, -1, 1), Some(-1));
        assert_eq!(fit_int(&i64k, 1 << 63, 76), None);
    }
}
