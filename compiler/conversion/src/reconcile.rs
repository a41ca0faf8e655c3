//! `-reconcile-unrealized-casts` (MLIR's `reconcileUnrealizedCasts`): erases the
//! `builtin.unrealized_conversion_cast` ops that cancel out.
//!
//! Every cast of the tree goes on a worklist (in walk order), processed from its end: a
//! cast with no uses is erased (the casts defining its inputs go back on the worklist); a
//! cast whose result types equal the input types of itself or of a cast up its chain (each
//! link a cast whose results are exactly the inputs of the next) is replaced by those inputs
//! and erased. Casts that stay are left as they are.

use ropt_ir::{Body, Context, OpId, OperationName};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};
use rustc_hash::FxHashSet;

/// The cast op's name.
pub const CAST: &str = "builtin.unrealized_conversion_cast";

/// `reconcile-unrealized-casts`.
pub static RECONCILE_UNREALIZED_CASTS: PassInfo = PassInfo {
    argument: "reconcile-unrealized-casts",
    name: "ReconcileUnrealizedCastsPass",
    description: "Simplify and eliminate unrealized conversion casts",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Reconcile),
};

struct Reconcile;

impl Pass for Reconcile {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let cast = ctx.registry().op_name(CAST);
        let mut stack: Vec<&mut Body> = vec![body.regions_body_mut(op)];
        while let Some(b) = stack.pop() {
            let casts: Vec<OpId> = (0..b.op_capacity())
                .map(OpId::from_index)
                .filter(|&o| !b.is_erased(o) && b.op_name(o) == cast)
                .collect();
            if !casts.is_empty() {
                let order = walk_order(b, &casts);
                reconcile_casts(b, cast, &order);
            }
            stack.extend(b.nested_bodies_mut().map(|(_, nb)| nb));
        }
        Ok(())
    }
}

/// `casts` sorted in walk (pre-)order of `body`.
fn walk_order(body: &Body, casts: &[OpId]) -> Vec<OpId> {
    let set: FxHashSet<OpId> = casts.iter().copied().collect();
    let mut out = Vec::with_capacity(casts.len());
    let mut stack: Vec<OpId> = Vec::new();
    for &r in body.top_regions().iter().rev() {
        for b in body.blocks(r).collect::<Vec<_>>().into_iter().rev() {
            stack.extend(body.ops_rev(b));
        }
    }
    while let Some(o) = stack.pop() {
        if set.contains(&o) {
            out.push(o);
        }
        if body.op(o).has_nested_body() {
            continue;
        }
        for &r in body.regions(o).iter().rev() {
            for b in body.blocks(r).collect::<Vec<_>>().into_iter().rev() {
                stack.extend(body.ops_rev(b));
            }
        }
    }
    out
}

/// Reconciles `casts` (ops named `cast` in `body`), as described in the module docs.
pub fn reconcile_casts(body: &mut Body, cast: OperationName, casts: &[OpId]) {
    let mut worklist: Vec<OpId> = Vec::with_capacity(casts.len());
    let mut queued: FxHashSet<OpId> = FxHashSet::default();
    for &c in casts {
        if queued.insert(c) {
            worklist.push(c);
        }
    }
    let is_cast = |body: &Body, o: Option<OpId>| o.filter(|&o| body.op_name(o) == cast);
    while let Some(c) = worklist.pop() {
        queued.remove(&c);
        if body.is_erased(c) {
            continue;
        }
        let enqueue = |body: &Body, worklist: &mut Vec<OpId>, queued: &mut FxHashSet<OpId>| {
            for v in body.operands(c) {
                if let Some(d) = is_cast(body, body.defining_op(v))
                    && queued.insert(d)
                {
                    worklist.push(d);
                }
            }
        };
        if body.op_results_unused(c) {
            enqueue(body, &mut worklist, &mut queued);
            body.erase_op(c);
            continue;
        }
        let result_types: Vec<_> = body.result_types(c);
        let mut next = Some(c);
        while let Some(n) = next {
            let inputs: Vec<_> = body.operands(n).collect();
            if inputs.len() == result_types.len()
                && inputs
                    .iter()
                    .zip(&result_types)
                    .all(|(&v, &t)| body.value_type(v) == t)
            {
                enqueue(body, &mut worklist, &mut queued);
                let results: Vec<_> = body.results(c).collect();
                for (r, v) in results.into_iter().zip(inputs) {
                    body.replace_all_uses_with(r, v);
                }
                body.erase_op(c);
                break;
            }
            next = input_cast(body, cast, n);
        }
    }
}

/// The cast whose results are exactly the inputs of `c`, in order.
fn input_cast(body: &Body, cast: OperationName, c: OpId) -> Option<OpId> {
    let first = body.operands(c).next()?;
    let d = body
        .defining_op(first)
        .filter(|&d| body.op_name(d) == cast)?;
    (body.num_results(d) == body.num_operands(c)
        && body.results(d).zip(body.operands(c)).all(|(r, v)| r == v))
    .then_some(d)
}
