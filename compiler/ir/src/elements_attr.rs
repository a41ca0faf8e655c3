//! The elements-attribute interface (MLIR's `ElementsAttr`): attributes holding the elements
//! of a shaped type, and iteration over those elements as 64-bit signed, 64-bit unsigned or
//! arbitrary-width integers. The builtin `dense`, `sparse` and `dense_resource` attributes
//! are elements attributes; a dialect makes its own attributes ones by registering
//! [`DialectElementsHooks`] as an interface of its [`crate::DialectInfo`]. Dense arrays
//! (`array<i32: ...>`) are not.

use crate::attributes::DenseData;
use crate::types::{Signedness, TypeKind};
use crate::{Attribute, AttributeKind, Context, Type};
use ropt_numbers::apint::ApInt;

/// How the elements are asked for (the C++ element type of MLIR's `try_value_begin<T>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElementIter {
    /// `int64_t`: only 64-bit elements that are not unsigned.
    I64,
    /// `uint64_t`: only 64-bit elements that are not signed.
    U64,
    /// `APInt`: integer elements of any width.
    ApInt,
}

/// The elements-attribute interface of a dialect's attributes.
#[derive(Debug, Clone, Copy)]
pub struct DialectElementsHooks {
    /// The shaped type of `attr` if it is one of the dialect's elements attributes.
    pub shaped_type: fn(&Context, Attribute) -> Option<Type>,
    /// The elements of `attr` as `iter` asks for them, or `None` when the attribute cannot
    /// give them so.
    pub values: fn(&Context, Attribute, ElementIter) -> Option<Vec<ApInt>>,
}

fn dialect_hooks(ctx: &Context, attr: Attribute) -> Option<DialectElementsHooks> {
    let AttributeKind::Opaque { dialect, .. } = attr.kind() else {
        return None;
    };
    let registry = ctx.registry();
    let info = registry.dialect(dialect.as_str())?;
    info.interfaces.get::<DialectElementsHooks>().copied()
}

/// The shaped type of `attr` if it is an elements attribute.
pub fn elements_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match attr.kind() {
        AttributeKind::DenseElements { ty, .. }
        | AttributeKind::DenseResource { ty, .. }
        | AttributeKind::Sparse { ty, .. } => Some(*ty),
        AttributeKind::Opaque { .. } => (dialect_hooks(ctx, attr)?.shaped_type)(ctx, attr),
        _ => None,
    }
}

/// Whether elements of type `elem` can be iterated as `iter` asks (MLIR's check of the
/// element's width and signedness against the C++ type).
pub fn iterable_as(elem: Type, iter: ElementIter) -> bool {
    let TypeKind::Integer { width, signedness } = *elem.kind() else {
        return matches!(elem.kind(), TypeKind::Index) && iter == ElementIter::ApInt;
    };
    match iter {
        ElementIter::I64 => width == 64 && signedness != Signedness::Unsigned,
        ElementIter::U64 => width == 64 && signedness != Signedness::Signed,
        ElementIter::ApInt => true,
    }
}

/// The bit width of `ty`'s integer elements, if they can be read as `iter` (64 for an
/// element type without one).
fn iterable_width(ty: Type, iter: ElementIter) -> Option<u32> {
    let elem = ty.element_type()?;
    if !iterable_as(elem, iter) {
        return None;
    }
    Some(match elem.kind() {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    })
}

/// The integer elements of a dense attribute of type `ty`, splats expanded.
/// An empty one of integers reads as any integer kind (mlir-opt 22 checks no width then).
fn dense_ints(ty: Type, data: &DenseData, iter: ElementIter) -> Option<Vec<ApInt>> {
    let is_int = matches!(ty.element_type()?.kind(), TypeKind::Integer { .. });
    if is_int && ty.num_elements() == Some(0) {
        return Some(Vec::new());
    }
    let width = iterable_width(ty, iter)?;
    let DenseData::Raw { splat, bytes } = data else {
        return None;
    };
    let n = usize::try_from(ty.num_elements()?).ok()?;
    let size = (width as usize).div_ceil(8).max(1);
    let read = |i: usize| ApInt::from_le_bytes(width, &bytes[i * size..(i + 1) * size]);
    if *splat {
        if bytes.len() < size {
            return Some(Vec::new());
        }
        let v = read(0);
        return Some(vec![v; n]);
    }
    let stored = bytes.len() / size;
    Some((0..n.min(stored)).map(read).collect())
}

/// The elements of a sparse attribute: zero everywhere but at its indices.
fn sparse_ints(
    ty: Type,
    indices: Attribute,
    values: Attribute,
    iter: ElementIter,
) -> Option<Vec<ApInt>> {
    let AttributeKind::DenseElements {
        ty: vty,
        data: vdata,
    } = values.kind()
    else {
        return None;
    };
    let width = iterable_width(ty, iter)?;
    let vals = dense_ints(*vty, vdata, ElementIter::ApInt)?;
    let shape = ty.shape()?;
    let n = usize::try_from(ty.num_elements()?).ok()?;
    let mut out = vec![ApInt::from_u64(width, 0); n];
    let AttributeKind::DenseElements {
        ty: ity,
        data: idata,
    } = indices.kind()
    else {
        return Some(out);
    };
    let idx = dense_ints(*ity, idata, ElementIter::ApInt)?;
    let rank = shape.len();
    if rank == 0 {
        if let (Some(v), Some(slot)) = (vals.first(), out.first_mut()) {
            *slot = v.clone();
        }
        return Some(out);
    }
    for (k, point) in idx.chunks(rank).enumerate() {
        let mut linear: i64 = 0;
        for (&d, i) in shape.iter().zip(point) {
            let i = i.to_i64()?;
            if i < 0 || i >= d {
                return None;
            }
            linear = linear.checked_mul(d)?.checked_add(i)?;
        }
        let v = vals.get(k).or(vals.first())?;
        *out.get_mut(linear as usize)? = v.clone();
    }
    Some(out)
}

/// The elements of `attr` as `iter` asks for them; `None` when `attr` is no elements
/// attribute or cannot give its elements so (strings, floats, resources, widths or
/// signedness `iter` rejects).
pub fn element_values(ctx: &Context, attr: Attribute, iter: ElementIter) -> Option<Vec<ApInt>> {
    match attr.kind() {
        AttributeKind::DenseElements { ty, data } => dense_ints(*ty, data, iter),
        AttributeKind::Sparse {
            ty,
            indices,
            values,
        } => sparse_ints(*ty, *indices, *values, iter),
        AttributeKind::Opaque { .. } => (dialect_hooks(ctx, attr)?.values)(ctx, attr, iter),
        _ => None,
    }
}
