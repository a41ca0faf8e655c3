//! Conversion patterns (MLIR's `ConversionPattern`) and the conversion rewriter's operations
//! that know about type conversion (MLIR's `ConversionPatternRewriter`).
//!
//! A [`ConversionPattern`] is handed the *remapped operands* of its op: for each operand, the
//! values that replaced it so far (an operand produced by an op that a pattern replaced by
//! values of other types is seen as those values; one value can become several, or none),
//! converted to the pattern's type converter's types where they differ (through an
//! unrealized cast the driver resolves later). Without a type converter the operands are the
//! latest replacement values as they are.
//!
//! The rewriter functions here ([`replace_op`], [`replace_op_with_multiple`],
//! [`convert_region_types`], [`apply_signature_conversion`]) keep the IR valid while types
//! change: users of a replaced value that has another type see a
//! `builtin.unrealized_conversion_cast` back to the old type (a *source* materialization),
//! which the driver erases when unused at the end, folds away when it cancels with another
//! cast, or replaces through the type converter's materializations.

use std::sync::Arc;

use ropt_ir::{BlockId, Location, OpId, RegionId, Type, ValueDef, ValueId};
use ropt_rewrite::{
    LogicalResult, PatternInfo, PatternRewriter, RewritePattern, RewritePatternSet,
};

use crate::driver::{CastKind, ConversionState};
use crate::type_converter::{SignatureConversion, TypeConverter};

/// A pattern that sees the remapped operands of its op.
pub trait ConversionPattern: Send + Sync {
    /// The pattern's description.
    fn info(&self) -> &PatternInfo;
    /// The type converter the operands are converted with.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }
    /// Matches and rewrites `op`, whose operand `i` is now `operands[i]`.
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Vec<ValueId>],
        rw: &mut PatternRewriter<'_>,
    ) -> LogicalResult;
}

/// A conversion pattern whose rewrite is a function or closure `f` (called with the op, its
/// remapped operands and the rewriter), with the type converter its operands are converted
/// with, if any. A closure needing the converter captures its own handle to it.
pub struct FnConversionPattern<F> {
    info: PatternInfo,
    converter: Option<Arc<TypeConverter>>,
    f: F,
}

impl<F> FnConversionPattern<F>
where
    F: Fn(OpId, &[Vec<ValueId>], &mut PatternRewriter<'_>) -> LogicalResult + Send + Sync,
{
    /// The pattern described by `info` applying `f`, its operands converted by `converter`.
    pub fn new(info: PatternInfo, converter: Option<Arc<TypeConverter>>, f: F) -> Self {
        FnConversionPattern { info, converter, f }
    }
}

impl<F> ConversionPattern for FnConversionPattern<F>
where
    F: Fn(OpId, &[Vec<ValueId>], &mut PatternRewriter<'_>) -> LogicalResult + Send + Sync,
{
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.converter.as_ref()
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Vec<ValueId>],
        rw: &mut PatternRewriter<'_>,
    ) -> LogicalResult {
        (self.f)(op, operands, rw)
    }
}

/// The remapped operands as one value each (`None` if one was replaced by several values or
/// none), the slice the ODS-generated adaptors (`XOpAdaptor { operands }`) are built on.
pub fn one_to_one(operands: &[Vec<ValueId>]) -> Option<Vec<ValueId>> {
    operands
        .iter()
        .map(|v| (v.len() == 1).then(|| v[0]))
        .collect()
}

struct Adapter<P>(P);

impl<P: ConversionPattern> RewritePattern for Adapter<P> {
    fn info(&self) -> &PatternInfo {
        self.0.info()
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
        let converter = self.0.type_converter().cloned();
        let before = rw.num_changes();
        let Some(operands) = remapped_operands(rw, op, converter.as_ref()) else {
            return rw.notify_match_failure(op, "failed to remap operands");
        };
        let remap = rw.num_changes() - before;
        if let Some(s) = state(rw) {
            s.remap_changes += remap;
        }
        let outer = state(rw).map(|s| std::mem::replace(&mut s.current_converter, converter));
        let result = self.0.match_and_rewrite(op, &operands, rw);
        if let (Some(s), Some(outer)) = (state(rw), outer) {
            s.current_converter = outer;
        }
        result
    }
}

/// Adds a conversion pattern to `set`.
pub fn add_conversion_pattern(
    set: &mut RewritePatternSet,
    pattern: impl ConversionPattern + 'static,
) {
    set.add(Adapter(pattern));
}

/// The driver's state behind `rw` (`None` outside a conversion).
fn state<'r>(rw: &'r mut PatternRewriter<'_>) -> Option<&'r mut ConversionState> {
    rw.listener_any()?.downcast_mut::<ConversionState>()
}

/// Whether the conversion `rw` works for allows pattern rollback (`true` outside a
/// conversion). mlir-opt 22 notes an in-place modification made around a signature
/// conversion before the conversion's notes with rollback, after them without.
pub fn rollback_allowed(rw: &mut PatternRewriter<'_>) -> bool {
    state(rw).is_none_or(|s| s.rollback)
}

/// The type converter of the conversion pattern `rw` is applying (`None` outside one, or
/// for a pattern without a converter).
pub fn current_type_converter(rw: &mut PatternRewriter<'_>) -> Option<Arc<TypeConverter>> {
    state(rw).and_then(|s| s.current_converter.clone())
}

/// The values `v` stands for now: the inputs of the driver's cast defining it (following a
/// chain of 1:1 casts: a value replaced several times), else `v`.
fn mapped(rw: &mut PatternRewriter<'_>, v: ValueId) -> Vec<ValueId> {
    let mut v = v;
    // Bounded: each step goes to an older cast's input.
    for _ in 0..1024 {
        let def = match rw.body().value_def(v) {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArgument { .. } => None,
        };
        let Some(d) = def else { break };
        if rw.body().num_results(d) != 1 || !state(rw).is_some_and(|s| s.is_source_cast(d)) {
            break;
        }
        let inputs: Vec<ValueId> = rw.body().operands(d).collect();
        match inputs.as_slice() {
            [one] => v = *one,
            _ => return inputs,
        }
    }
    vec![v]
}

/// The remapped operands of `op` (see the module docs), or `None` if an operand's type
/// cannot be converted.
pub fn remapped_operands(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    converter: Option<&Arc<TypeConverter>>,
) -> Option<Vec<Vec<ValueId>>> {
    let operands: Vec<ValueId> = rw.body().operands(op).collect();
    let loc = rw.body().op_location(op);
    let mut out = Vec::with_capacity(operands.len());
    for v in operands {
        let values = mapped(rw, v);
        let Some(conv) = converter else {
            out.push(values);
            continue;
        };
        let desired = conv.convert_type(rw.body().value_type(v))?;
        let types: Vec<Type> = values.iter().map(|&x| rw.body().value_type(x)).collect();
        if types == desired {
            out.push(values);
            continue;
        }
        // Target materialization from the values that replaced it.
        let saved = rw.insertion_point();
        set_insertion_point_after_values(rw, &values);
        let cast = create_cast(
            rw,
            &values,
            &desired,
            loc,
            Some(conv.clone()),
            CastKind::Target,
        );
        rw.restore_insertion_point(saved);
        out.push(cast);
    }
    Some(out)
}

/// Puts the insertion point right after the definition of the last of `values` (the start of
/// the block for a block argument).
fn set_insertion_point_after_values(rw: &mut PatternRewriter<'_>, values: &[ValueId]) {
    let mut best: Option<(BlockId, Option<OpId>)> = None;
    for &v in values {
        let point = match rw.body().value_def(v) {
            ValueDef::OpResult { op, .. } => {
                (rw.body().parent_block(op).expect("op in a block"), Some(op))
            }
            ValueDef::BlockArgument { block, .. } => (block, None),
        };
        best = match best {
            Some((b, Some(o))) if b == point.0 => match point.1 {
                Some(p) if rw.body().is_before_in_block(o, p) => Some(point),
                _ => Some((b, Some(o))),
            },
            Some((b, None)) if b == point.0 => Some(point),
            _ => Some(point),
        };
    }
    match best {
        Some((_, Some(op))) => rw.set_insertion_point_after(op),
        Some((b, None)) => rw.set_insertion_point_to_start(b),
        None => {}
    }
}

/// Creates an unrealized cast of `inputs` to `types` that the driver tracks.
pub(crate) fn create_cast(
    rw: &mut PatternRewriter<'_>,
    inputs: &[ValueId],
    types: &[Type],
    loc: Location,
    converter: Option<Arc<TypeConverter>>,
    kind: CastKind,
) -> Vec<ValueId> {
    let name = rw.op_name(crate::reconcile::CAST);
    let state = ropt_ir::OperationState::new(name, loc)
        .with_operands(inputs)
        .with_result_types(types);
    let cast = rw.create(state);
    if let Some(s) = state_of(rw) {
        s.add_cast(cast, converter, kind);
    }
    rw.body().results(cast).collect()
}

/// With rollback, a replaced value `r` used only by the driver's source casts is replaced
/// by `vals` inside each of them (its operand spliced out): a chain of 1:N replacements ends
/// in one cast of all the final values, as mlir-opt 22 materializes the chain at the end.
/// Returns whether it did so.
fn splice_into_casts(rw: &mut PatternRewriter<'_>, r: ValueId, vals: &[ValueId]) -> bool {
    if vals.is_empty() {
        return false;
    }
    let users: Vec<OpId> = rw.body().uses(r).map(|u| u.owner).collect();
    let Some(s) = state(rw) else {
        return false;
    };
    if !s.rollback || !users.iter().all(|&u| s.is_source_cast(u)) {
        return false;
    }
    let mut seen = Vec::new();
    for u in users {
        if seen.contains(&u) {
            continue;
        }
        seen.push(u);
        let operands: Vec<ValueId> = rw
            .body()
            .operands(u)
            .flat_map(|o| if o == r { vals.to_vec() } else { vec![o] })
            .collect();
        // The driver's casts are not reported: no note.
        rw.modify_op_in_place(u, |b| b.set_operands(u, &operands));
    }
    true
}

fn state_of<'r>(rw: &'r mut PatternRewriter<'_>) -> Option<&'r mut ConversionState> {
    state(rw)
}

/// Replaces `op` by `values` (one per result); a value of another type than its result is
/// seen by the remaining users through a source materialization.
pub fn replace_op(rw: &mut PatternRewriter<'_>, op: OpId, values: &[ValueId]) {
    let multi: Vec<Vec<ValueId>> = values.iter().map(|&v| vec![v]).collect();
    replace_op_with_multiple(rw, op, &multi);
}

/// Replaces `op` by `values`: result `i` by the values `values[i]` (1:N; none drops it).
pub fn replace_op_with_multiple(rw: &mut PatternRewriter<'_>, op: OpId, values: &[Vec<ValueId>]) {
    let results: Vec<ValueId> = rw.body().results(op).collect();
    assert_eq!(results.len(), values.len(), "replacement count mismatch");
    let name = rw.body().op_name(op);
    if let Some(s) = state(rw) {
        s.note(
            crate::driver::Notification::OperationReplaced(name),
            Some(op),
        );
        s.replacing = Some(op);
    }
    let loc = rw.body().op_location(op);
    let mut direct = Vec::with_capacity(results.len());
    for (&r, vals) in results.iter().zip(values) {
        let ty = rw.body().value_type(r);
        if vals.len() == 1 && rw.body().value_type(vals[0]) == ty {
            direct.push(vals[0]);
            continue;
        }
        if rw.body().use_empty(r) {
            direct.push(ropt_ir::ValueId::NULL);
            continue;
        }
        if splice_into_casts(rw, r, vals) {
            direct.push(ropt_ir::ValueId::NULL);
            continue;
        }
        let saved = rw.insertion_point();
        if vals.is_empty() {
            rw.set_insertion_point(op);
        } else {
            set_insertion_point_after_values(rw, vals);
        }
        let cast = create_cast(rw, vals, &[ty], loc, None, CastKind::Source);
        rw.restore_insertion_point(saved);
        direct.push(cast[0]);
    }
    for ((&r, &v), vals) in results.iter().zip(&direct).zip(values) {
        if v.is_null() {
            continue;
        }
        let same_type = vals.len() == 1 && vals[0] == v;
        if same_type || state(rw).is_none() {
            rw.replace_all_uses_with(r, v);
            continue;
        }
        // Through a cast: the users' notes depend on whether they are still there at the end.
        let users: Vec<OpId> = rw.body().uses(r).map(|u| u.owner).collect();
        rw.replace_all_uses_unnotified(r, v);
        for u in users {
            let name = rw.body().op_name(u);
            if let Some(s) = state(rw) {
                s.note_replaced_user(name, u);
            }
        }
    }
    rw.erase_op(op);
}

/// Converts the argument types of `block` as `conversion` says: the block gets the converted
/// arguments, and the uses of an old argument see it through a source materialization
/// (unless it converts to itself).
///
/// In a conversion the rewriter's notifications are those of mlir-opt 22, which moves the
/// block's ops into a new block: the block inserted, each op inserted (with rollback at an
/// unknown position, without from before the next op), the block erased; the users of the
/// old arguments are not noted (with rollback, those left when their body is done are).
pub fn apply_signature_conversion(
    rw: &mut PatternRewriter<'_>,
    block: BlockId,
    conversion: &SignatureConversion,
    converter: Option<&Arc<TypeConverter>>,
) {
    apply_signature_conversion_noted(rw, block, conversion, converter, true);
}

/// [`apply_signature_conversion`]; `note_moves` false when the notifications were given
/// already ([`convert_isolated_entry_signature`]).
pub(crate) fn apply_signature_conversion_noted(
    rw: &mut PatternRewriter<'_>,
    block: BlockId,
    conversion: &SignatureConversion,
    converter: Option<&Arc<TypeConverter>>,
    note_moves: bool,
) {
    use crate::driver::{Notification, PreviousPosition};
    let noted = note_moves && state(rw).is_some_and(|s| s.notes_len_if_recorded().is_some());
    let rollback = state(rw).is_none_or(|s| s.rollback);
    if noted {
        let body = rw.body();
        let parent = body.block_parent_name(block);
        let ops: Vec<OpId> = body.ops(block).collect();
        let mut notes = vec![Notification::BlockInserted(parent, false)];
        for (i, &o) in ops.iter().enumerate() {
            let previous = match ops.get(i + 1) {
                _ if rollback => PreviousPosition::Unknown,
                Some(&next) => PreviousPosition::Before(body.op_name(next)),
                None => PreviousPosition::LastInBlock,
            };
            notes.push(Notification::OperationInserted(body.op_name(o), previous));
        }
        if let Some(s) = state(rw) {
            for n in notes {
                s.note(n, None);
            }
        }
    }
    let old: Vec<ValueId> = rw.body().block_arguments(block).to_vec();
    let locs: Vec<Location> = rw.body().block_argument_locations(block).to_vec();
    let n = old.len();
    let mut new_args = Vec::with_capacity(n);
    for (i, range) in conversion.ranges.iter().enumerate().take(n) {
        if let Some(values) = conversion.remapped_values(i) {
            new_args.push(values.to_vec());
            continue;
        }
        let args: Vec<ValueId> = conversion.types[range.clone()]
            .iter()
            .map(|&t| rw.add_block_argument(block, t, locs[i]))
            .collect();
        new_args.push(args);
    }
    // Each cast goes to the start of the block, before those made for earlier arguments.
    // With rollback, those standing for dropped arguments come after the others (mlir-opt
    // makes them first, the others when the conversion ends).
    let dropped = new_args.iter().map(|a| rollback && a.is_empty());
    let order: Vec<usize> = dropped
        .clone()
        .enumerate()
        .filter(|&(_, d)| d)
        .chain(dropped.enumerate().filter(|&(_, d)| !d))
        .map(|(i, _)| i)
        .collect();
    for i in order {
        let arg = old[i];
        let new_args = &new_args[i];
        let ty = rw.body().value_type(arg);
        let new_types: Vec<Type> = new_args.iter().map(|&a| rw.body().value_type(a)).collect();
        if new_types.len() == 1 && new_types[0] == ty {
            replace_arg_uses(rw, arg, new_args[0], noted, rollback);
            continue;
        }
        if rw.body().use_empty(arg) {
            continue;
        }
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_start(block);
        let cast = create_cast(
            rw,
            new_args,
            &[ty],
            locs[i],
            converter.cloned(),
            CastKind::Source,
        );
        rw.restore_insertion_point(saved);
        replace_arg_uses(rw, arg, cast[0], noted, rollback);
    }
    for i in (0..n).rev() {
        rw.erase_block_argument(block, i);
    }
    if noted && let Some(s) = state(rw) {
        s.note(Notification::BlockErased, None);
    }
}

/// Replaces the uses of the old block argument `arg` by `v`: noted as modifications unless
/// `noted` (the moves were noted instead: then with rollback each user is noted as a user
/// of a replaced value, left out if it is gone when its body is done).
fn replace_arg_uses(
    rw: &mut PatternRewriter<'_>,
    arg: ValueId,
    v: ValueId,
    noted: bool,
    rollback: bool,
) {
    if !noted {
        rw.replace_all_uses_with(arg, v);
        return;
    }
    let users: Vec<OpId> = rw.body().uses(arg).map(|u| u.owner).collect();
    rw.replace_all_uses_unnotified(arg, v);
    if rollback {
        for u in users {
            let name = rw.body().op_name(u);
            if let Some(s) = state(rw) {
                s.note_replaced_user(name, u);
            }
        }
    }
}

/// Converts the entry block's argument types of `region` with `converter`; fails if one
/// cannot be converted.
pub fn convert_region_types(
    rw: &mut PatternRewriter<'_>,
    region: RegionId,
    converter: &Arc<TypeConverter>,
) -> LogicalResult {
    let Some(entry) = rw.body().entry_block(region) else {
        return Ok(());
    };
    let types: Vec<Type> = rw
        .body()
        .block_arguments(entry)
        .iter()
        .map(|&a| rw.body().value_type(a))
        .collect();
    let Some(sig) = converter.convert_signature(&types) else {
        return Err(ropt_rewrite::MatchFailure);
    };
    apply_signature_conversion(rw, entry, &sig, Some(converter));
    Ok(())
}

/// Converts the entry block's arguments of the body of `op`, an op isolated from above whose
/// regions a pattern on it cannot reach, as `conversion` says: the driver applies the
/// conversion ([`apply_signature_conversion`]) when it enters that body. The rewriter's
/// notifications are given now, as MLIR's rewriter gives them (a new block, the old
/// block's ops moved into it, the old block erased). Fails outside a conversion.
pub fn convert_isolated_entry_signature(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    conversion: SignatureConversion,
    converter: Option<&Arc<TypeConverter>>,
) -> LogicalResult {
    use crate::driver::{Notification, PreviousPosition};
    let owner = rw.body().op_name(op);
    let rollback = state(rw).is_none_or(|s| s.rollback);
    // The notes, and the users of the old arguments (noted as modified after the ops).
    let mut notes = Vec::new();
    let mut users = Vec::new();
    if rw.body().op(op).has_nested_body() {
        let nested = rw.body().regions_body(op);
        if let Some(entry) = nested
            .top_regions()
            .first()
            .and_then(|&r| nested.entry_block(r))
        {
            notes.push(Notification::BlockInserted(Some(owner), false));
            // With rollback the block's ops move at once, without their positions; without,
            // one at a time, each from before the next one.
            let ops: Vec<OpId> = nested.ops(entry).collect();
            for (i, &o) in ops.iter().enumerate() {
                let previous = match ops.get(i + 1) {
                    _ if rollback => PreviousPosition::Unknown,
                    Some(&next) => PreviousPosition::Before(nested.op_name(next)),
                    None => PreviousPosition::LastInBlock,
                };
                notes.push(Notification::OperationInserted(nested.op_name(o), previous));
            }
            if rollback {
                let args = nested.block_arguments(entry);
                for (&a, range) in args.iter().zip(&conversion.ranges) {
                    let kept = conversion.types[range.clone()] == [nested.value_type(a)];
                    let sole = !kept && nested.uses(a).count() == 1;
                    for u in nested.uses(a) {
                        users.push((nested.op_name(u.owner), u.owner, sole));
                    }
                }
            }
        }
    }
    let converter = converter.cloned();
    let Some(s) = state(rw) else {
        return Err(ropt_rewrite::MatchFailure);
    };
    if notes.is_empty() {
        return Ok(());
    }
    for n in notes {
        s.note(n, None);
    }
    // With rollback, each user of an old argument is noted as modified (but some sole
    // users, see `ConversionState::user_notes`).
    for (name, user, sole) in users {
        s.note_user(name, op, user, sole);
    }
    s.note(Notification::BlockErased, None);
    let converter = converter.or_else(|| s.current_converter.clone());
    s.pending.push((op, conversion, converter));
    Ok(())
}
