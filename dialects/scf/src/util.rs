//! Small helpers shared by the syntax, verifiers and patterns.

use ropt_ir::asm_interface::OpAsmParser;
use ropt_ir::{Attribute, AttributeKind, Body, Context, Location, OpId, RegionId, Traits};

/// An `array<i64: ...>` attribute.
pub fn dense_i64s(ctx: &Context, values: &[i64]) -> Attribute {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.dense_array_attr(ctx.int_type(64), values.len(), &bytes)
}

/// The elements of an `array<i64: ...>` attribute (empty for anything else).
pub fn i64s_of(attr: Attribute) -> Vec<i64> {
    match attr.kind() {
        AttributeKind::DenseArray { len, data, .. } if data.len() == len * 8 => data
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect(),
        _ => Vec::new(),
    }
}

/// The elements of an `array<i32: ...>` attribute (empty for anything else).
pub fn i32s_of(attr: Attribute) -> Vec<i32> {
    match attr.kind() {
        AttributeKind::DenseArray { len, data, .. } if data.len() == len * 4 => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap_or([0; 4])))
            .collect(),
        _ => Vec::new(),
    }
}

/// The `cases` of an `scf.index_switch`.
pub fn cases(body: &Body, op: OpId) -> Vec<i64> {
    crate::IndexSwitchOp(op)
        .cases_attr(body)
        .map(i64s_of)
        .unwrap_or_default()
}

/// True if `op` is a terminator (by its registered traits).
pub fn is_terminator(body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(Traits::TERMINATOR)
}

/// Appends the implicit terminator `name` (at `loc`) to the last block of `region` unless it
/// already ends with a terminator, first giving the region an entry block if it has none.
/// `scf.forall.in_parallel` is built with its single region holding one empty block.
pub fn append_implicit_terminator(
    p: &mut dyn OpAsmParser,
    region: RegionId,
    name: &str,
    loc: Location,
) {
    let num_regions = u32::from(name == crate::InParallelOp::NAME);
    p.ensure_terminator(region, name, num_regions, loc);
}

/// The integer value of `v` when a `ConstantLike` op defines it with an integer `value`
/// attribute (MLIR's `getConstantIntValue`, without folding).
pub fn constant_int_value(body: &Body, v: ropt_ir::ValueId) -> Option<i64> {
    let def = body.defining_op(v)?;
    if !body.op_name(def).has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    match body.attr(def, "value")?.kind() {
        AttributeKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_i64_round_trip() {
        let ctx = Context::new();
        let values = [0, -5, i64::MIN, i64::MAX, 42];
        let attr = dense_i64s(&ctx, &values);
        assert_eq!(i64s_of(attr), values);
        assert!(i32s_of(attr).is_empty(), "an i64 array is not read as i32s");
        assert!(i64s_of(ctx.unit_attr()).is_empty());
    }

    #[test]
    fn dense_i32_read() {
        let ctx = Context::new();
        let bytes: Vec<u8> = [1i32, 2, -3, 0]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        let attr = ctx.dense_array_attr(ctx.int_type(32), 4, &bytes);
        assert_eq!(i32s_of(attr), [1, 2, -3, 0]);
    }
}
