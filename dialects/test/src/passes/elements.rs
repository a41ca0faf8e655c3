//! `test-elements-attr-interface` (on modules, `mlir/test/lib/IR/TestBuiltinAttributeInterfaces.cpp`
//! upstream): for every op (post-order) and every attribute of it (inherent and discardable,
//! sorted by name) that is an elements attribute, four errors at the op listing the
//! attribute's elements as `int64_t`, `uint64_t`, `APInt` and `IntegerAttr` values, or why
//! they cannot be listed so.

use ropt_ir::elements_attr::{ElementIter, element_values, elements_type};
use ropt_ir::{Body, Context, Diagnostic, OpId, WalkOrder, WalkResult};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_ELEMENTS_ATTR_INTERFACE);
}

anonymous_pass!(
    TEST_ELEMENTS_ATTR_INTERFACE,
    "test-elements-attr-interface",
    "TestElementsAttrInterface",
    "Test ElementsAttr interface support.",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(ElementsAttrInterface)
);

struct ElementsAttrInterface;

/// The four lines of one elements attribute, after `Test iterating `.
fn listings(ctx: &Context, attr: ropt_ir::Attribute) -> Vec<String> {
    let ty = elements_type(ctx, attr);
    let is_int = ty
        .and_then(|t| t.element_type())
        .is_some_and(|e| e.is_integer());
    let mut out = Vec::with_capacity(4);
    for (label, iter) in [
        ("int64_t", ElementIter::I64),
        ("uint64_t", ElementIter::U64),
        ("APInt", ElementIter::ApInt),
        ("IntegerAttr", ElementIter::ApInt),
    ] {
        let text = if !is_int {
            "expected element type to be an integer type".to_string()
        } else {
            match element_values(ctx, attr, iter) {
                None => "unable to iterate type".to_string(),
                Some(values) => {
                    let elem = ty.and_then(|t| t.element_type());
                    let items: Vec<String> = values
                        .into_iter()
                        .map(|v| match (label, elem) {
                            ("IntegerAttr", Some(e)) => {
                                ropt_asm::printer::shim::attr_to_string(ctx.integer_attr(e, v))
                            }
                            ("uint64_t", _) => v.to_decimal(false),
                            _ => v.to_decimal(true),
                        })
                        .collect();
                    items.join(", ")
                }
            }
        };
        out.push(format!("Test iterating `{label}`: {text}"));
    }
    out
}

impl Pass for ElementsAttrInterface {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        let error_at = cx.error_at_op_fn();
        let mut diags: Vec<Diagnostic> = Vec::new();
        body.walk_ops(op, WalkOrder::PostOrder, |b, o| {
            for named in b.all_attributes(o) {
                if elements_type(ctx, named.value).is_none() {
                    continue;
                }
                for line in listings(ctx, named.value) {
                    diags.push(error_at(ctx, b, o, &line));
                }
            }
            WalkResult::Advance
        });
        for d in diags {
            cx.emit(d);
        }
        Ok(())
    }
}
