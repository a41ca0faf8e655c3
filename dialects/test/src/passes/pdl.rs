//! `test-pdl-bytecode-pass` (MLIR's `TestPDLByteCodePass`): the module's `module @patterns`
//! is taken out of the IR and compiled to PDL bytecode (lowered from `pdl` to `pdl_interp`
//! first when it holds `pdl.pattern`s), and its patterns are applied greedily to the body of
//! `module @ir`, with the native functions MLIR's pass registers ([`test_natives`]). Without
//! both modules the pass does nothing.
//!
//! The functions of `@ir` are rewritten on the worker threads, each on its own (the patterns
//! cannot see across an isolated op), after the ops directly in `@ir`; the result does not
//! depend on the number of threads.

use ropt_ir::{Body, Context, OpId, RegionId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use ropt_pdl_bytecode::{Args, NativeFunctions, NativeResult, PdlPatternModule, Results};
use ropt_rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult, PatternRewriter,
    RewritePatternSet, apply_patterns_and_fold_greedily, apply_patterns_and_fold_greedily_shallow,
};

anonymous_pass!(
    TEST_PDL_BYTECODE_PASS,
    "test-pdl-bytecode-pass",
    "TestPDLByteCodePass",
    "Test PDL ByteCode functionality",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(TestPdlByteCode)
);

/// Registers the pass.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PDL_BYTECODE_PASS);
}

struct TestPdlByteCode;

/// The op name of `op`, if it is `name` (`"test.op"` checks).
fn named(rw: &PatternRewriter<'_>, op: Option<OpId>, name: &str) -> bool {
    op.is_some_and(|o| rw.body().op_name(o).as_str() == name)
}

/// The native constraints and rewrites of MLIR's test pass:
///
/// * `single_entity_constraint(op)`: `op` is a `test.op`;
///   `multi_entity_constraint(a, b)`: `b` is;
///   `multi_entity_var_constraint(values, types)`: two values and two types;
/// * `op_constr_return_attr(op)` gives `"test.success"`, `op_constr_return_type(op)` gives
///   `f32`, `op_constr_return_type_range(op, n)` gives `n` times `f32`, each only when `op`
///   is a `test.success_op`; `op_multiple_returns_failure` and
///   `op_constr_return_value_range` never hold (the latter is meant to give the operands of
///   a `test.success_op`, but holds for no op in mlir-opt 22);
/// * rewrites: `creator(op)` makes a `test.success` at `op`'s location; `var_creator(op)`
///   gives `op`'s operands and their types; `type_creator` gives `f32`, `str_creator` the
///   attribute `"test.str"`, `null_attr_creator` a null attribute; `rewriter(op, v)` makes
///   `"test.success"(v)` at `op`'s location and erases `op`.
pub fn test_natives() -> NativeFunctions {
    let mut n = NativeFunctions::new();
    n.register_constraint("multi_entity_constraint", |rw, a, _| {
        named(rw, a.op(1), "test.op")
    });
    n.register_constraint("single_entity_constraint", |rw, a, _| {
        named(rw, a.op(0), "test.op")
    });
    n.register_constraint("multi_entity_var_constraint", |_, a, _| {
        a.values(0).is_some_and(|v| v.len() == 2) && a.types(1).is_some_and(|t| t.len() == 2)
    });
    n.register_constraint("op_constr_return_attr", |rw, a, r: &mut Results| {
        if !named(rw, a.op(0), "test.success_op") {
            return false;
        }
        r.push(NativeResult::Attribute(
            rw.context().string_attr("test.success"),
        ));
        true
    });
    n.register_constraint("op_constr_return_type", |rw, a, r: &mut Results| {
        if !named(rw, a.op(0), "test.success_op") {
            return false;
        }
        r.push(NativeResult::Type(rw.context().f32_type()));
        true
    });
    n.register_constraint("op_multiple_returns_failure", |_, _, _| false);
    n.register_constraint("op_constr_return_type_range", |rw, a, r: &mut Results| {
        if !named(rw, a.op(0), "test.success_op") {
            return false;
        }
        let count = a
            .attr(1)
            .and_then(|x| x.as_int())
            .and_then(|i| i.to_i64())
            .unwrap_or(0)
            .clamp(0, 1 << 16) as usize;
        r.push(NativeResult::Types(vec![rw.context().f32_type(); count]));
        true
    });
    // mlir-opt 22's version of this constraint never holds.
    n.register_constraint("op_constr_return_value_range", |_, _, _| false);
    n.register_rewrite(
        "creator",
        |rw, a: &Args<'_>, r: &mut Results| -> LogicalResult {
            let loc = a
                .op(0)
                .map_or_else(|| rw.unknown_loc(), |o| rw.body().op_location(o));
            let op = rw.create_op("test.success", loc, &[], &[]);
            r.push(NativeResult::Operation(op));
            Ok(())
        },
    );
    n.register_rewrite("var_creator", |rw, a, r| {
        let operands: Vec<_> = a
            .op(0)
            .map(|o| rw.body().operands(o).collect())
            .unwrap_or_default();
        let types = operands.iter().map(|&v| rw.body().value_type(v)).collect();
        r.push(NativeResult::Values(operands));
        r.push(NativeResult::Types(types));
        Ok(())
    });
    n.register_rewrite("type_creator", |rw, _, r| {
        r.push(NativeResult::Type(rw.context().f32_type()));
        Ok(())
    });
    n.register_rewrite("str_creator", |rw, _, r| {
        r.push(NativeResult::Attribute(
            rw.context().string_attr("test.str"),
        ));
        Ok(())
    });
    n.register_rewrite("null_attr_creator", |_, _, r| {
        r.push(NativeResult::Null);
        Ok(())
    });
    n.register_rewrite("rewriter", |rw, a, _| {
        let (Some(root), Some(input)) = (a.op(0), a.value(1)) else {
            return Err(ropt_rewrite::MatchFailure);
        };
        let loc = rw.body().op_location(root);
        rw.create_op("test.success", loc, &[input], &[]);
        rw.erase_op(root);
        Ok(())
    });
    n
}

/// The module named `name` directly in `region` of `body`.
fn module_named(body: &Body, region: RegionId, name: &str) -> Option<OpId> {
    body.blocks(region).flat_map(|b| body.ops(b)).find(|&op| {
        body.op_name(op).as_str() == "builtin.module"
            && body.attr(op, "sym_name").and_then(|a| a.as_str()) == Some(name)
    })
}

impl Pass for TestPdlByteCode {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let Some(&region) = body.regions(op).first() else {
            return Ok(());
        };
        let rb = body.regions_body_mut(op);
        let (Some(patterns), Some(ir)) = (
            module_named(rb, region, "patterns"),
            module_named(rb, region, "ir"),
        ) else {
            return Ok(());
        };
        let module = PdlPatternModule::from_pdl_module(ctx, rb, patterns, &test_natives());
        // The pattern module leaves the IR (as MLIR's pass removes it).
        rb.erase_op(patterns);
        let module = match module {
            Ok(m) => m,
            Err(diags) => {
                for d in diags {
                    cx.emit(d);
                }
                return Err(PassFailure);
            }
        };
        let mut set = RewritePatternSet::new();
        module.add_to(&mut set);
        let frozen = set.freeze(&[], &[]);
        let Some(ir_body) = rb.nested_body_mut(ir) else {
            return Ok(());
        };
        apply_greedily(ctx, ir_body, &frozen, cx.parallel());
        Ok(())
    }
}

/// Applies `patterns` to the ops of `body` (a module's), then to the body of each isolated
/// op in it (its functions), on the worker threads when `parallel`.
pub(crate) fn apply_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenRewritePatternSet,
    parallel: bool,
) {
    // MLIR's `applyPatternsGreedily` defaults: bottom-up.
    let config = GreedyRewriteConfig {
        top_down: false,
        ..GreedyRewriteConfig::default()
    };
    let tops = body.top_regions().to_vec();
    apply_patterns_and_fold_greedily_shallow(ctx, body, &tops, patterns, &config);
    let run = |b: &mut Body| {
        let regions = b.top_regions().to_vec();
        apply_patterns_and_fold_greedily(ctx, b, &regions, patterns, &config);
    };
    let mut nested: Vec<&mut Body> = body.nested_bodies_mut().map(|(_, b)| b).collect();
    if parallel && nested.len() > 1 {
        use rayon::prelude::*;
        ropt_ir::threads::pool().install(|| nested.par_iter_mut().for_each(|b| run(b)));
    } else {
        for b in nested {
            run(b);
        }
    }
}
