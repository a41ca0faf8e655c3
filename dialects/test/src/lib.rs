//! The `test` dialect, generated from `test.td` by the ODS code generator
//! (see `build.rs`): typed op wrappers, enums, default builders and
//! [`register`], which registers the ops through the ODS run time.

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/test.rs"));
}

pub use generated::*;

mod custom_props;
pub mod elements;
pub mod passes;
pub mod rec_types;

/// Registers the dialect (with `#test.i64_elements`, [`elements`]), its ops (the generated
/// registration) and the syntax of its recursive types ([`rec_types`]).
pub fn register(ctx: &mut ropt_ir::Context) {
    rec_types::install();
    if ctx.registry().dialect("test").is_none() {
        // Registered here so that it carries the parser of `#test.i64_elements` and its
        // elements-attribute interface; the flags are those of `test.td`'s dialect.
        let mut info = ropt_ir::DialectInfo::new("test")
            .with_interface(ropt_ir::asm_interface::DialectAttrHooks {
                parse: elements::parse,
            })
            .with_interface(elements::elements_hooks())
            .with_verify_op_attribute(|_, body, op, attr| reject_invalid_attr(body, op, attr))
            .with_verify_region_attribute(|_, body, op, _, attr| {
                reject_invalid_attr(body, op, attr)
            });
        info.allow_unknown_ops = true;
        info.allow_unknown_types = true;
        ctx.registry_mut().register_dialect(info);
    }
    generated::register(ctx);
}

/// The test dialect's check of its attributes on ops and on function arguments and results:
/// `test.invalid_attr` is rejected, as MLIR's test dialect does.
fn reject_invalid_attr(
    body: &ropt_ir::Body,
    op: ropt_ir::OpId,
    attr: ropt_ir::NamedAttribute,
) -> Result<(), ropt_ir::Diagnostic> {
    if attr.name.as_str() != "test.invalid_attr" {
        return Ok(());
    }
    let message = "invalid to use 'test.invalid_attr'";
    Err(ropt_ir::Diagnostic::error(body.op_location(op), message))
}

#[cfg(test)]
mod tests;

impl DynamicOneOperandTwoResultsOpHooks for DynamicOneOperandTwoResultsOp {
    fn verify(
        self,
        _ctx: &ropt_ir::Context,
        body: &ropt_ir::Body,
    ) -> Result<(), ropt_ir::Diagnostic> {
        passes::patterns::verify_one_operand_two_results(body, self.0)
    }
}

/// Names each non-empty result group of `op` after its ODS result, as mlir-opt's test
/// dialect names the results of its ops with result segments. The groups come from
/// `resultSegmentSizes` as the format interpreter reads them, so that unverified IR (sizes
/// that do not add up) prints too.
fn name_result_groups(
    body: &ropt_ir::Body,
    op: ropt_ir::OpId,
    set: &mut dyn FnMut(ropt_ir::ValueId, &str),
) {
    let Some(rt) = body.op_name(op).interface::<ropt_ods_runtime::RuntimeOp>() else {
        return;
    };
    let groups = ropt_ods_runtime::asm::result_groups(rt, body, op);
    for (def, range) in rt.def.results.iter().zip(groups) {
        if range.start < range.end {
            set(body.result(op, range.start), &def.name);
        }
    }
}

impl AttrSizedResultsOpHooks for AttrSizedResultsOp {
    fn asm_result_names(self, body: &ropt_ir::Body, set: &mut dyn FnMut(ropt_ir::ValueId, &str)) {
        name_result_groups(body, self.0, set);
    }
}

impl VariadicSegmentPropOpHooks for VariadicSegmentPropOp {
    fn asm_result_names(self, body: &ropt_ir::Body, set: &mut dyn FnMut(ropt_ir::ValueId, &str)) {
        name_result_groups(body, self.0, set);
    }
}

impl ConstantOpHooks for ConstantOp {
    fn fold(
        self,
        _: &ropt_ir::Context,
        body: &mut ropt_ir::Body,
        _: ConstantOpFoldAdaptor<'_>,
        out: &mut Vec<ropt_ir::registry::OpFoldResult>,
    ) -> bool {
        ropt_ir::registry::OpFoldResult::constant(self.value_attr(body), out)
    }
}

impl CallOpHooks for CallOp {
    fn verify_symbol_uses(
        self,
        _ctx: &ropt_ir::Context,
        body: &ropt_ir::Body,
        scope: &ropt_ir::symbol_table::SymbolScope<'_>,
    ) -> Result<(), ropt_ir::Diagnostic> {
        let callee = self.callee_attr(body);
        let name = callee
            .and_then(ropt_ir::symbol_table::symbol_ref_parts)
            .map(|(root, _)| root)
            .unwrap_or_default();
        let found = scope
            .lookup(name)
            .filter(|(b, f)| ropt_ir::function_interface::function_type(b, *f).is_some());
        if found.is_some() {
            return Ok(());
        }
        let msg = [&b"'"[..], name, b"' does not reference a valid function"].concat();
        Err(ropt_ir::verifier::op_error_bytes(body, self.0, &msg))
    }
}
