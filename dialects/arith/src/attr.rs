//! Conversions between builtin attributes (the constant operands and results of folders) and
//! the folders' [`Elems`] values: scalar `IntegerAttr`/`FloatAttr`/`BoolAttr`, and `dense<...>`
//! elements (splat or not) of vectors and tensors.

use crate::fold::Elems;
use ropt_ir::apint::ApInt;
use ropt_ir::{Attribute, AttributeKind, Context, DenseData, Type, TypeKind};
use ropt_numbers::apfloat::FloatBits;

/// The raw element bytes of a dense attribute, with the element type and whether it is a
/// splat.
fn dense_raw(attr: Attribute) -> Option<(Type, bool, &'static [u8])> {
    match attr.kind() {
        AttributeKind::DenseElements {
            ty,
            data: DenseData::Raw { splat, bytes },
        } => Some((ty.element_type()?, *splat, bytes)),
        _ => None,
    }
}

fn elem_bytes(width: u32) -> usize {
    (width as usize).div_ceil(8).max(1)
}

fn decode<T>(splat: bool, bytes: &[u8], width: u32, f: impl Fn(&[u8]) -> T) -> Option<Elems<T>> {
    let n = elem_bytes(width);
    if !bytes.len().is_multiple_of(n) || bytes.is_empty() {
        return None;
    }
    Some(if splat {
        Elems::Splat(f(&bytes[..n]))
    } else {
        Elems::Dense(bytes.chunks(n).map(f).collect())
    })
}

/// The integer (or index, or `i1`) constant held by `attr`.
pub fn int_elems(attr: Attribute) -> Option<Elems<ApInt>> {
    match attr.kind() {
        AttributeKind::Integer { value, .. } => Some(Elems::Splat(value.clone())),
        AttributeKind::Bool(b) => Some(Elems::Splat(ApInt::from_u64(1, *b as u64))),
        _ => {
            let (elem, splat, bytes) = dense_raw(attr)?;
            let width = match elem.kind() {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            decode(splat, bytes, width, |b| ApInt::from_le_bytes(width, b))
        }
    }
}

/// The `i1` constant held by `attr`, as booleans.
pub fn bool_elems(attr: Attribute) -> Option<Elems<bool>> {
    let v = int_elems(attr)?;
    if v.splat().is_some_and(|x| x.width() != 1) {
        return None;
    }
    v.map(|x| (x.width() == 1).then(|| !x.is_zero()))
}

/// The float constant held by `attr`.
pub fn float_elems(attr: Attribute) -> Option<Elems<FloatBits>> {
    match attr.kind() {
        AttributeKind::Float { ty, bits } => {
            Some(Elems::Splat(FloatBits::new(ty.float_kind()?, *bits)))
        }
        _ => {
            let (elem, splat, bytes) = dense_raw(attr)?;
            let kind = elem.float_kind()?;
            decode(splat, bytes, kind.width(), |b| {
                let mut buf = [0u8; 16];
                buf[..b.len()].copy_from_slice(b);
                FloatBits::new(kind, u128::from_le_bytes(buf))
            })
        }
    }
}

/// Builds the attribute of type `ty` (scalar, or a static vector/tensor) for an integer
/// result.
pub fn int_attr(ctx: &Context, ty: Type, v: &Elems<ApInt>) -> Option<Attribute> {
    if ty.is_int_or_index() {
        return Some(ctx.integer_attr(ty, v.splat()?.clone()));
    }
    let width = ty.element_type()?.int_or_float_width()?;
    dense(ctx, ty, width, v, |x| x.to_le_bytes())
}

/// Builds the `i1` attribute of type `ty` for a boolean result.
pub fn bool_attr(ctx: &Context, ty: Type, v: &Elems<bool>) -> Option<Attribute> {
    int_attr(ctx, ty, &v.map(|b| Some(ApInt::from_u64(1, *b as u64)))?)
}

/// Builds the attribute of type `ty` for a float result.
pub fn float_attr(ctx: &Context, ty: Type, v: &Elems<FloatBits>) -> Option<Attribute> {
    if ty.float_kind().is_some() {
        return Some(ctx.float_attr_bits(ty, v.splat()?.bits));
    }
    let width = ty.element_type()?.float_kind()?.width();
    dense(ctx, ty, width, v, |x| x.bits.to_le_bytes().to_vec())
}

fn dense<T>(
    ctx: &Context,
    ty: Type,
    width: u32,
    v: &Elems<T>,
    bytes: impl Fn(&T) -> Vec<u8>,
) -> Option<Attribute> {
    let shape = ty.shape()?;
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    let count: usize = shape.iter().map(|&d| d as usize).product();
    let n = elem_bytes(width);
    let mut out = Vec::new();
    match v {
        Elems::Splat(x) => {
            let mut b = bytes(x);
            b.resize(n, 0);
            for _ in 0..count.max(1) {
                out.extend_from_slice(&b);
            }
        }
        Elems::Dense(xs) => {
            if xs.len() != count {
                return None;
            }
            for x in xs {
                let mut b = bytes(x);
                b.resize(n, 0);
                out.extend_from_slice(&b);
            }
        }
    }
    Some(ctx.dense_raw_attr(ty, n, &out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ints;
    use ropt_ir::{FloatKind, Signedness};

    #[test]
    fn round_trips_scalars_and_dense() {
        let ctx = Context::new();
        let i8t = ctx.integer_type(8, Signedness::Signless);
        let a = ctx.integer_attr(i8t, ApInt::from_i64(8, -3));
        assert_eq!(int_elems(a), Some(Elems::Splat(ApInt::from_i64(8, -3))));
        assert_eq!(int_attr(&ctx, i8t, &int_elems(a).unwrap()), Some(a));
        let f32t = ctx.float_type(FloatKind::F32);
        let f = ctx.float_attr_bits(f32t, 0x3F80_0000);
        let fe = float_elems(f).unwrap();
        assert_eq!(
            fe,
            Elems::Splat(FloatBits::new(FloatKind::F32, 0x3F80_0000))
        );
        assert_eq!(float_attr(&ctx, f32t, &fe), Some(f));
    }

    #[test]
    fn folds_dense_vectors_through_attributes() {
        let ctx = Context::new();
        let i8t = ctx.integer_type(8, Signedness::Signless);
        let vt = ctx.vector_type(&[3], i8t, &[]);
        let lhs = ctx.dense_raw_attr(vt, 1, &[1, 127, 255]);
        let rhs = ctx.dense_raw_attr(vt, 1, &[1, 1, 1]);
        let (l, r) = (int_elems(lhs).unwrap(), int_elems(rhs).unwrap());
        assert!(matches!(r, Elems::Splat(_)));
        let folded = match ints::addi(Some(&l), Some(&r)) {
            crate::fold::Fold::Constant(c) => c,
            other => panic!("{other:?}"),
        };
        let out = int_attr(&ctx, vt, &folded).unwrap();
        assert_eq!(out, ctx.dense_raw_attr(vt, 1, &[2, 128, 0]));
        // A splat result fills the shape.
        let splat = int_attr(&ctx, vt, &Elems::Splat(ApInt::from_i64(8, 7))).unwrap();
        assert_eq!(int_elems(splat), Some(Elems::Splat(ApInt::from_i64(8, 7))));
    }
}
