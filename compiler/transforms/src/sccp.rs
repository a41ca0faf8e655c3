//! The `sccp` pass (MLIR's `SCCP`): sparse conditional constant propagation over the op it
//! runs on, then every value found constant is replaced by a constant op.
//!
//! The analysis is [`DeadCodeAnalysis`] with [`SparseConstantPropagation`], across calls.
//! The rewrite walks the blocks from a work stack (a region's blocks in order, the regions
//! an op opens after its block, the last region first): each result found constant is
//! replaced by a constant materialized by the dialect that folded it, at the start of the
//! entry block of the closest region owned by an isolated-from-above op (one constant per
//! value, dialect and type there, unknown location, each new one placed first); an op whose
//! results were all replaced and that has no effect is erased; then the block's arguments
//! found constant are replaced. Values of dead code were never visited and stay.
//!
//! With threads, the top-level functions of a module that no call connects to another
//! callable are solved and rewritten in parallel, each on its own
//! ([`ropt_dataflow::split`]): nothing flows into or out of them, so the result is the same.

use ropt_dataflow::constant::{ConstantValue, SparseConstantPropagation};
use ropt_dataflow::program::{Blk, BodyIx, Op, Program, Reg, TopInfo, Val};
use ropt_dataflow::sparse::ForwardDriver;
use ropt_dataflow::split::{Split, independent_callables};
use ropt_dataflow::{Anchor, DeadCodeAnalysis, Solver};
use ropt_ir::effects::would_op_be_trivially_dead;
use ropt_ir::rewrite_hooks::ConstantMaterializer;
use ropt_ir::{Attribute, AttributeKind, Body, Context, OpId, RegionId, Type, ValueId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};
use rustc_hash::FxHashMap;

/// `sccp`.
pub static SCCP: PassInfo = PassInfo {
    argument: "sccp",
    name: "SCCP",
    description: "Sparse Conditional Constant Propagation",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Sccp),
};

struct Sccp;

impl Pass for Sccp {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let top = TopInfo::of(body, op);
        let split = match cx.parallel() {
            true => independent_callables(ctx, body, op, &top),
            false => Split::default(),
        };
        let rb = body.regions_body_mut(op);
        let result = run_sccp(ctx, rb, top, &split.excluded).and_then(|()| {
            let mut tasks: Vec<(OpId, &mut Body)> = rb
                .nested_bodies_mut()
                .filter(|(o, _)| split.independent.contains_key(o))
                .collect();
            let infos = &split.independent;
            ropt_ir::threads::pool().install(|| {
                use rayon::prelude::*;
                tasks
                    .par_iter_mut()
                    .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
                    .map(|(o, fbody)| run_sccp(ctx, fbody, infos[o].clone(), &[]))
                    .collect::<Result<Vec<()>, _>>()
            })?;
            Ok(())
        });
        result.map_err(|d| {
            cx.emit(d);
            PassFailure
        })
    }
}

/// Runs the analysis over the regions of the op described by `top` (they live in `body`),
/// leaving out the ops `excluded` of those regions, and rewrites them.
pub fn run_sccp(
    ctx: &Context,
    body: &mut Body,
    top: TopInfo,
    excluded: &[OpId],
) -> Result<(), ropt_ir::Diagnostic> {
    let mut program = Program::new(ctx, body, top);
    for &op in excluded {
        program.exclude(op);
    }
    let mut solver = Solver::new(program);
    solver.load(DeadCodeAnalysis);
    solver.load(ForwardDriver::new(SparseConstantPropagation::default()));
    solver.run()?;
    rewrite(ctx, &mut solver);
    Ok(())
}

/// The constants the rewrite made, by (body, scope region, dialect, value, type).
#[derive(Default)]
struct Folder {
    table: FxHashMap<(BodyIx, RegionId, &'static str, Attribute, Type), OpId>,
}

impl Folder {
    /// A constant op for `value` of type `ty` from `dialect`, for use in `block`: an existing
    /// one of this folder, or a new one at the start of the scope's entry block.
    fn get_or_create(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        block: Blk,
        dialect: &'static str,
        value: Attribute,
        ty: Type,
    ) -> Option<ValueId> {
        let region = ropt_rewrite::fold::insertion_region(body, block.id)?;
        let value = match value.kind() {
            AttributeKind::Bool(b) => ctx.integer_attr(
                ctx.int_type(1),
                ropt_ir::apint::ApInt::from_u64(1, *b as u64),
            ),
            _ => value,
        };
        let key = (block.body, region, dialect, value, ty);
        if let Some(&c) = self.table.get(&key) {
            return Some(body.result(c, 0));
        }
        let materialize = ctx
            .registry()
            .dialect(dialect)?
            .interfaces
            .get::<ConstantMaterializer>()?;
        let state = (materialize.0)(ctx, value, ty, ctx.unknown_loc())?;
        let entry = body.entry_block(region)?;
        let c = body.create_op(state);
        body.prepend_op(entry, c);
        let made = body.op_name(c).dialect();
        if made != dialect {
            let other = (block.body, region, made, value, ty);
            if let Some(&existing) = self.table.get(&other) {
                body.erase_op(c);
                self.table.insert(key, existing);
                return Some(body.result(existing, 0));
            }
            self.table.insert(other, c);
        }
        self.table.insert(key, c);
        Some(body.result(c, 0))
    }
}

/// Replaces `v` (used in `block`) by a constant if the analysis found it one.
fn replace_with_constant(
    ctx: &Context,
    solver: &mut Solver<'_>,
    folder: &mut Folder,
    block: Blk,
    v: Val,
) -> bool {
    let Some(&ConstantValue::Constant { value, dialect }) =
        solver.lookup::<ConstantValue>(Anchor::Value(v))
    else {
        return false;
    };
    let body = solver.ir_mut().body_mut(v.body);
    let ty = body.value_type(v.id);
    let Some(c) = folder.get_or_create(ctx, body, block, dialect, value, ty) else {
        return false;
    };
    body.replace_all_uses_with(v.id, c);
    true
}

/// The rewrite (see the module documentation).
fn rewrite(ctx: &Context, solver: &mut Solver<'_>) {
    let mut folder = Folder::default();
    let mut worklist: Vec<Blk> = Vec::new();
    let push = |ir: &Program<'_>, worklist: &mut Vec<Blk>, regions: Vec<Reg>| {
        for r in regions {
            worklist.extend(ir.blocks(r).into_iter().rev());
        }
    };
    let top = solver.ir().top_regions();
    push(solver.ir(), &mut worklist, top);
    while let Some(block) = worklist.pop() {
        let mut cur = solver.ir().body(block.body).first_op(block.id);
        while let Some(op) = cur {
            let body = solver.ir().body(block.body);
            cur = body.next_op(op);
            let results = body.results(op);
            let mut replaced_all = results.len() != 0;
            for r in results {
                let v = Val {
                    body: block.body,
                    id: r,
                };
                replaced_all &= replace_with_constant(ctx, solver, &mut folder, block, v);
            }
            let op = Op {
                body: block.body,
                id: op,
            };
            if solver.ir().is_excluded(op) {
                continue;
            }
            let body = solver.ir_mut().body_mut(block.body);
            if replaced_all && would_op_be_trivially_dead(body, op.id) {
                body.erase_op(op.id);
                continue;
            }
            if body.num_regions(op.id) != 0 {
                let regions = solver.ir().regions(op);
                push(solver.ir(), &mut worklist, regions);
            }
        }
        let args = solver.ir().arguments(block);
        for a in args {
            replace_with_constant(ctx, solver, &mut folder, block, a);
        }
    }
}

#[cfg(test)]
mod tests {
    use ropt_asm::parser::ops::{ParseOptions, parse_module};
    use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
    use ropt_dataflow::TopInfo;
    use ropt_ir::Context;

    use super::run_sccp;

    fn context() -> Context {
        let mut ctx = Context::new();
        ropt_dialects::register_all(&mut ctx);
        ctx
    }

    fn parse(ctx: &Context, src: &str) -> ropt_asm::parser::ops::ParsedModule {
        parse_module(
            ctx,
            src.as_bytes(),
            0,
            "t.mlir",
            ParseOptions {
                allow_unregistered: true,
                ..Default::default()
            },
            ctx.unknown_loc(),
        )
        .unwrap_or_else(|d| panic!("{}", d[0].message))
    }

    #[test]
    fn sccp_rewrites_to_constants() {
        let ctx = context();
        let mut m = parse(
            &ctx,
            r#"func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.constant false
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%s : i32)
^bb1(%x: i32):
  return %x : i32
}"#,
        );
        let top = TopInfo::of(&m.body, m.module);
        run_sccp(&ctx, m.body.regions_body_mut(m.module), top, &[]).unwrap();
        let text = print_top_level(&ctx, &m.body, m.module, OpPrintOptions::default());
        // Both successors are one block, so the live edge brings both values: %x is
        // unknown. The constants are made again at the top (the last first); the old ones
        // are gone.
        assert_eq!(
            text,
            r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %false = arith.constant false
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    cf.cond_br %false, ^bb1(%arg0 : i32), ^bb1(%c3_i32 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %0 : i32
  }
}
"#
        );
    }
}
