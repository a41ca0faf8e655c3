//! `test-recursive-types` (on functions, `mlir/test/lib/IR/TestTypes.cpp` upstream): in
//! `@create` it makes `!test.test_rec<some_long_and_unique_name, ...>` its own body, checks
//! that the body cannot change afterwards, and puts a `test.dummy_type_test_op` of that type
//! at the start of the function; `@roundtrip` is left alone and any other function is an
//! error (`unexpected function name`), as in mlir-opt 22.

use ropt_ir::{Body, Context, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

use crate::DummyTypeTestOp;
use crate::rec_types::{rec_type, set_rec_body};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_RECURSIVE_TYPES);
}

anonymous_pass!(
    TEST_RECURSIVE_TYPES,
    "test-recursive-types",
    "TestRecursiveTypesPass",
    "Test support for recursive types",
    anchor = Some("func.func"),
    |_: &PassOptions| Box::new(RecursiveTypes)
);

struct RecursiveTypes;

impl Pass for RecursiveTypes {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let name = ropt_ir::symbol_table::symbol_name(body, op).unwrap_or_default();
        let fail = |cx: &mut PassContext<'_>, body: &Body, msg: &str, op_error: bool| {
            let d = if op_error {
                cx.op_error(ctx, body, op, msg)
            } else {
                cx.error_at_op(ctx, body, op, msg)
            };
            cx.emit(d);
            Err(PassFailure)
        };
        match name.as_str() {
            "roundtrip" => return Ok(()),
            "create" => {}
            _ => return fail(cx, body, "unexpected function name", true),
        }
        let ty = rec_type(ctx, "some_long_and_unique_name");
        if !set_rec_body(ty, ty) {
            return fail(cx, body, "expected to be able to set the type body", false);
        }
        if !set_rec_body(ty, ty) {
            let msg = "expected to be able to set the type body to the same value";
            return fail(cx, body, msg, false);
        }
        if set_rec_body(ty, ctx.index_type()) {
            return fail(
                cx,
                body,
                "not expected to be able to change function body",
                false,
            );
        }
        if rec_type(ctx, "some_long_and_unique_name") != ty {
            return fail(cx, body, "expected type to be uniqued", false);
        }
        let Some(&region) = body.regions(op).first() else {
            return Ok(());
        };
        let loc = body.op_location(op);
        let rb = body.regions_body_mut(op);
        let Some(entry) = rb.entry_block(region) else {
            return Ok(());
        };
        let new = rb.create_op(DummyTypeTestOp::build(ctx, loc, ty));
        rb.prepend_op(entry, new);
        Ok(())
    }
}
