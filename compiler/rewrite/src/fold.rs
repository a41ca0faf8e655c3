//! Folding: constant values of ops (MLIR's `m_Constant`), folding an op through its fold hook
//! and trait folders, and the constant table ([`OperationFolder`]) that deduplicates
//! constants and hoists them to the start of their scope's entry block.
//!
//! Like MLIR's folder, moving and relocating constants bypasses the listener (the driver
//! does not revisit them); replacing a duplicate is notified.

use ropt_ir::apint::ApInt;
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, Location, OpId, RegionId, Traits, Type, ValueId,
};
use rustc_hash::FxHashMap;

use crate::rewriter::PatternRewriter;

/// The integer held by the `ConstantLike` op defining `v` (MLIR's `m_ConstantInt`): its folded
/// value, or its `value` attribute, as an integer or boolean. Reading it changes nothing (the
/// modification the fold hook may need is cancelled).
pub fn constant_int(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<ApInt> {
    match constant_attr(rw, v)?.kind() {
        AttributeKind::Integer { value, .. } => Some(value.clone()),
        AttributeKind::Bool(b) => Some(ApInt::from_u64(1, *b as u64)),
        _ => None,
    }
}

/// The attribute of the `ConstantLike` op defining `v` (MLIR's `m_Constant`): its folded
/// value, or its `value` attribute. Reading it changes nothing (the modification the fold
/// hook may need is cancelled).
pub fn constant_attr(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<Attribute> {
    if v.is_null() {
        return None;
    }
    let def = rw.body().defining_op(v)?;
    if !rw.body().op_name(def).has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    let ctx = rw.context();
    rw.start_op_modification(def);
    let folded = constant_value(ctx, rw.body_for_modification(), def);
    rw.cancel_op_modification(def);
    folded.or_else(|| rw.body().attr(def, "value"))
}

/// The constant table's form of a value: `true`/`false` parsed as a bool attribute are the
/// same value as an `i1` integer attribute (in MLIR a bool attribute is an `i1` integer
/// attribute), so `<{value = false}>` and a folded `false` share one constant.
fn table_value(ctx: &Context, value: Attribute) -> Attribute {
    match value.kind() {
        AttributeKind::Bool(b) => ctx.integer_attr(ctx.int_type(1), ApInt::from_u64(1, *b as u64)),
        _ => value,
    }
}

/// The value of a `ConstantLike` op (its fold hook called with no operand constants).
pub fn constant_value(ctx: &Context, body: &mut Body, op: OpId) -> Option<Attribute> {
    let name = body.op_name(op);
    if !name.has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    let fold = name.info()?.fold?;
    // A reused buffer (taken, so that a hook folding constants itself gets its own).
    let mut out = FOLD_OUT.take();
    out.clear();
    let value = if fold(ctx, body, op, &[], &mut out) {
        match out.first() {
            Some(OpFoldResult::Attribute(a)) => Some(*a),
            _ => None,
        }
    } else {
        None
    };
    FOLD_OUT.set(out);
    value
}

thread_local! {
    static FOLD_OUT: std::cell::Cell<Vec<OpFoldResult>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The constant value of `v`, if a `ConstantLike` op defines it.
pub fn value_constant(ctx: &Context, body: &mut Body, v: ValueId) -> Option<Attribute> {
    if v.is_null() {
        return None;
    }
    let def = body.defining_op(v)?;
    constant_value(ctx, body, def)
}

/// Folds `op` (MLIR's `Operation::fold`): its fold hook with the constant values of its
/// operands, then, when the hook did not fold, the trait folders (involution and
/// idempotence for single-result ops, constants last for any commutative op). Returns `true` if it
/// folded: `results` has one entry per result, or is empty when `op` changed in place.
pub fn fold_op(ctx: &Context, body: &mut Body, op: OpId, results: &mut Vec<OpFoldResult>) -> bool {
    fold_op_with(ctx, body, op, results, &mut FoldScratch::default())
}

/// Buffers [`fold_op_with`] reuses from one op to the next, and the constant values of the
/// ops it has seen (by op index). A driver keeping one across ops must call
/// [`FoldScratch::forget`] for every op it sees modified or erased.
#[derive(Default)]
pub struct FoldScratch {
    operands: Vec<ValueId>,
    consts: Vec<Option<Attribute>>,
    /// `constant_value` of op `i`, if computed: `None` not known yet.
    known: Vec<Option<Option<Attribute>>>,
}

impl FoldScratch {
    /// Forgets what is known of `op` (it changed, or is gone).
    pub fn forget(&mut self, op: OpId) {
        if let Some(k) = self.known.get_mut(op.index()) {
            *k = None;
        }
    }

    /// The constant value of `v` (see [`value_constant`]), remembered per defining op.
    fn value_constant(&mut self, ctx: &Context, body: &mut Body, v: ValueId) -> Option<Attribute> {
        if v.is_null() {
            return None;
        }
        let def = body.defining_op(v)?;
        if let Some(Some(known)) = self.known.get(def.index()) {
            return *known;
        }
        let value = constant_value(ctx, body, def);
        if def.index() >= self.known.len() {
            self.known.resize(def.index() + 1, None);
        }
        self.known[def.index()] = Some(value);
        value
    }
}

/// [`fold_op`] with reused buffers.
pub fn fold_op_with(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    results: &mut Vec<OpFoldResult>,
    scratch: &mut FoldScratch,
) -> bool {
    results.clear();
    let name = body.op_name(op);
    let Some(info) = name.info() else {
        return false;
    };
    let trait_folders = info.traits.contains(Traits::COMMUTATIVE)
        || (body.num_results(op) == 1 && info.traits.0 & SINGLE_RESULT_TRAIT_FOLDERS != 0);
    if info.fold.is_none() && !trait_folders {
        return false;
    }
    let mut operands = std::mem::take(&mut scratch.operands);
    let mut consts = std::mem::take(&mut scratch.consts);
    operands.clear();
    operands.extend(body.operands(op));
    consts.clear();
    for &v in operands.iter() {
        consts.push(scratch.value_constant(ctx, body, v));
    }
    let folded = fold_with_constants(ctx, body, op, info, &operands, &consts, results);
    scratch.operands = operands;
    scratch.consts = consts;
    folded
}

/// Folds `op` given the constant values of its operands (`None`: not constant) instead of
/// those of their defining ops, as constant propagation does (MLIR's `Operation::fold` with
/// the operands it is handed): the fold hook, then the trait folders. Returns `true` if it
/// folded: `results` has one entry per result, or is empty when `op` changed in place.
pub fn fold_op_with_constants(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    consts: &[Option<Attribute>],
    results: &mut Vec<OpFoldResult>,
) -> bool {
    results.clear();
    let Some(info) = body.op_name(op).info() else {
        return false;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    fold_with_constants(ctx, body, op, info, &operands, consts, results)
}

/// The rest of [`fold_op_with`], once the operands' constants are known.
fn fold_with_constants(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    info: &ropt_ir::registry::OpInfo,
    operands: &[ValueId],
    consts: &[Option<Attribute>],
    results: &mut Vec<OpFoldResult>,
) -> bool {
    let mut folded = false;
    if let Some(f) = info.fold {
        folded = f(ctx, body, op, consts, results);
        if folded && !results.is_empty() {
            // A fold to the op's own single result is an in-place fold.
            let own = body.num_results(op) == 1
                && matches!(results[0], OpFoldResult::Value(v) if v == body.result(op, 0));
            if !own {
                return true;
            }
            results.clear();
        }
    }
    if let Some(v) = fold_traits(body, op, operands, consts, info.traits) {
        match v {
            Some(v) => results.push(OpFoldResult::Value(v)),
            None => results.clear(),
        }
        return true;
    }
    folded
}

/// The traits whose folders apply to single-result ops only (bits of [`Traits`]).
const SINGLE_RESULT_TRAIT_FOLDERS: u64 = Traits::INVOLUTION.0 | Traits::IDEMPOTENT.0;

/// Trait folders; `Some(Some(v))`: replace by `v`, `Some(None)`: changed in place.
fn fold_traits(
    body: &mut Body,
    op: OpId,
    operands: &[ValueId],
    consts: &[Option<Attribute>],
    traits: Traits,
) -> Option<Option<ValueId>> {
    let name = body.op_name(op);
    let single_result = body.num_results(op) == 1;
    let same_op_arg = |body: &Body| {
        operands
            .first()
            .and_then(|&v| (!v.is_null()).then(|| body.defining_op(v)).flatten())
            .filter(|&d| body.op_name(d) == name)
    };
    if traits.contains(Traits::INVOLUTION)
        && single_result
        && operands.len() == 1
        && let Some(d) = same_op_arg(body)
        && body.num_operands(d) == 1
    {
        return Some(Some(body.operand(d, 0)));
    }
    if traits.contains(Traits::IDEMPOTENT) && single_result {
        if operands.len() == 1 {
            if same_op_arg(body).is_some() {
                return Some(Some(operands[0]));
            }
        } else if operands.len() == 2 && operands[0] == operands[1] {
            return Some(Some(operands[0]));
        }
    }
    if traits.contains(Traits::COMMUTATIVE) && operands.len() >= 2 {
        // Move constant operands to the end, keeping relative order: only needed (and only
        // worth a buffer) when a non-constant follows a constant.
        let first_const = consts.iter().position(|c| c.is_some())?;
        if consts[first_const..].iter().all(|c| c.is_some()) {
            return None;
        }
        let mut reordered: Vec<ValueId> = Vec::with_capacity(operands.len());
        reordered.extend_from_slice(&operands[..first_const]);
        let tail = first_const..operands.len();
        reordered.extend(
            tail.clone()
                .filter(|&i| consts[i].is_none())
                .map(|i| operands[i]),
        );
        reordered.extend(tail.filter(|&i| consts[i].is_some()).map(|i| operands[i]));
        if reordered != operands {
            body.set_operands(op, &reordered);
            return Some(None);
        }
    }
    None
}

/// The region constants for an op in `block` are placed in: the closest enclosing region
/// whose parent op is (or might be) isolated from above, or a top region of the body.
pub fn insertion_region(body: &Body, block: ropt_ir::BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let region = body.block_parent_region(block)?;
        let Some(parent) = body.region_parent_op(region) else {
            return Some(region);
        };
        let name = body.op_name(parent);
        if name.might_have_trait(Traits::ISOLATED_FROM_ABOVE) {
            return Some(region);
        }
        block = body.parent_block(parent)?;
    }
}

/// The table of uniqued constants of one rewrite iteration (MLIR's `OperationFolder`).
#[derive(Default)]
pub struct OperationFolder {
    /// (scope region, dialect, value, type) -> constant op.
    table: FxHashMap<(RegionId, &'static str, Attribute, Type), OpId>,
    /// Constants this folder keeps (the ones in `table`), by op index.
    owned: Vec<bool>,
    /// A known constant was moved or replaced by an equal one.
    changed_ir: bool,
}

impl OperationFolder {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether recording known constants moved or erased any (MLIR counts that as a change).
    pub fn changed_ir(&self) -> bool {
        self.changed_ir
    }

    fn is_owned(&self, op: Option<OpId>) -> bool {
        op.is_some_and(|o| self.owned.get(o.index()).copied().unwrap_or(false))
    }

    /// Forgets every constant (keeping the buffers), as [`OperationFolder::new`] would.
    pub fn clear(&mut self) {
        self.table.clear();
        self.owned.clear();
        self.changed_ir = false;
    }

    /// Records the existing constant `op` of value `value` (MLIR's `insertKnownConstant`).
    /// Returns `false` if an equal constant was already known: `op` was then replaced by it
    /// and erased. Otherwise `op` is kept and, if needed, moved to the start of its scope's
    /// entry block (its location then becomes unknown).
    pub fn insert_known_constant(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        value: Attribute,
        unknown: Location,
    ) -> bool {
        let body = rewriter.body();
        let Some(block) = body.parent_block(op) else {
            return true;
        };
        let first = body.first_op(block);
        if self.is_owned(Some(op)) {
            if first != Some(op) && !self.is_owned(body.prev_op(op)) {
                let anchor = first.expect("block has ops");
                rewriter.body_mut_raw().move_op_before(op, anchor);
                self.changed_ir = true;
            }
            return true;
        }
        let Some(region) = insertion_region(body, block) else {
            return true;
        };
        let name = body.op_name(op);
        let ty = body.value_type(body.result(op, 0));
        let key = (
            region,
            name.dialect(),
            table_value(rewriter.context(), value),
            ty,
        );
        if let Some(&existing) = self.table.get(&key) {
            let with: Vec<ValueId> = rewriter.body().results(existing).collect();
            rewriter.replace_op(op, &with);
            rewriter.body_mut_raw().set_op_location(existing, unknown);
            self.changed_ir = true;
            return false;
        }
        // Constants move to the start of the scope's entry block; from another block they
        // lose their location.
        let body = rewriter.body();
        let entry = body.entry_block(region).expect("scope region has a block");
        let entry_first = body.first_op(entry).expect("entry block has ops");
        if block != entry {
            let raw = rewriter.body_mut_raw();
            raw.move_op_before(op, entry_first);
            raw.set_op_location(op, unknown);
            self.changed_ir = true;
        } else if entry_first != op && !self.is_owned(body.prev_op(op)) {
            rewriter.body_mut_raw().move_op_before(op, entry_first);
            self.changed_ir = true;
        }
        self.table.insert(key, op);
        if op.index() >= self.owned.len() {
            self.owned.resize(op.index() + 1, false);
        }
        self.owned[op.index()] = true;
        true
    }
}
