//! The `complex` dialect: ops generated from `complex.td`, with their Rust hooks (`hooks`:
//! verifiers, folders, the canonicalization patterns, the constant materializer).
//!
//! A complex constant is the array attribute `[re, im]` of two float (or integer) attributes
//! of the element type; `complex<T>` itself is a builtin type. As in mlir-opt 22, the folders
//! simplify inverse pairs (`neg(neg(a))`, `conj(conj(a))`, `log(exp(a))`, `exp(log(a))`,
//! `add(sub(a, b), b)`, `sub(add(a, b), b)`, `create(re(z), im(z))`), adding or subtracting a
//! zero constant and multiplying or dividing by one; they compute nothing.

mod hooks;
mod number;

/// The ODS-generated ops of `complex.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/complex.rs"));
}

pub use generated::*;
pub use hooks::{constant_parts, no_fastmath};
pub use number::number;

use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, Diagnostic, Location, OperationState, Type, ValueId};
use ropt_rewrite::RewritePatternSet;

impl ConstantOpHooks for ConstantOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: ConstantOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        OpFoldResult::constant(self.value_attr(body), out)
    }

    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        hooks::verify_constant(ctx, body, self)
    }

    fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
        set(body.result(self.0, 0), "cst");
    }
}

impl BitcastOpHooks for BitcastOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: BitcastOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        let from = self.operand(body);
        hooks::to_value(
            body.value_type(from) == body.value_type(body.result(self.0, 0)),
            from,
            out,
        )
    }

    fn verify(self, _: &Context, body: &Body) -> Result<(), Diagnostic> {
        hooks::verify_bitcast(body, self)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        set.add_fn(ctx, "MergeComplexBitcast", hooks::merge_complex_bitcast);
        set.add_fn(ctx, "MergeArithBitcast", hooks::merge_arith_bitcast);
    }
}

impl CreateOpHooks for CreateOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: CreateOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        let re = hooks::def::<ReOp>(body, self.real(body));
        let im = hooks::def::<ImOp>(body, self.imaginary(body));
        match (re, im) {
            (Some(re), Some(im)) if re.complex(body) == im.complex(body) => {
                hooks::to_value(true, re.complex(body), out)
            }
            _ => false,
        }
    }
}

impl ReOpHooks for ReOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        a: ReOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        hooks::fold_part(body, self.complex(body), a.complex(), 0, out)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        set.add_fn(ctx, "FoldComponentNeg", |op: ReOp, rw| {
            hooks::part_of_neg(op.0, op.complex(rw.body()), 0, rw)
        });
    }
}

impl ImOpHooks for ImOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        a: ImOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        hooks::fold_part(body, self.complex(body), a.complex(), 1, out)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        set.add_fn(ctx, "FoldComponentNeg", |op: ImOp, rw| {
            hooks::part_of_neg(op.0, op.complex(rw.body()), 1, rw)
        });
    }
}

impl AddOpHooks for AddOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: AddOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        let (lhs, rhs) = (self.lhs(body), self.rhs(body));
        // (a - b) + b and b + (a - b) are a.
        if let Some(sub) = hooks::def::<SubOp>(body, lhs)
            && sub.rhs(body) == rhs
        {
            return hooks::to_value(true, sub.lhs(body), out);
        }
        if let Some(sub) = hooks::def::<SubOp>(body, rhs)
            && sub.rhs(body) == lhs
        {
            return hooks::to_value(true, sub.lhs(body), out);
        }
        hooks::to_value(hooks::is_constant(body, rhs, hooks::Parts::Zero), lhs, out)
    }
}

impl SubOpHooks for SubOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: SubOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        let (lhs, rhs) = (self.lhs(body), self.rhs(body));
        // (a + b) - b is a.
        if let Some(add) = hooks::def::<AddOp>(body, lhs)
            && add.rhs(body) == rhs
        {
            return hooks::to_value(true, add.lhs(body), out);
        }
        hooks::to_value(hooks::is_constant(body, rhs, hooks::Parts::Zero), lhs, out)
    }
}

impl MulOpHooks for MulOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: MulOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        let (lhs, rhs) = (self.lhs(body), self.rhs(body));
        hooks::to_value(hooks::is_constant(body, rhs, hooks::Parts::One), lhs, out)
    }
}

impl DivOpHooks for DivOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        a: DivOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        // Unlike `mul`, `div` reads the folded constant of its divisor.
        let one = a
            .rhs()
            .is_some_and(|c| hooks::parts_are(c, hooks::Parts::One));
        hooks::to_value(one, self.lhs(body), out)
    }
}

/// The folder of an op that undoes the op `Inverse`: `op(inverse(a))` is `a`.
macro_rules! inverse_folder {
    ($op:ident, $hooks:ident, $adaptor:ident, $inverse:ident) => {
        impl $hooks for $op {
            fn fold(
                self,
                _: &Context,
                body: &mut Body,
                _: $adaptor<'_>,
                out: &mut Vec<OpFoldResult>,
            ) -> bool {
                match hooks::def::<$inverse>(body, self.complex(body)) {
                    Some(inner) => hooks::to_value(true, inner.complex(body), out),
                    None => false,
                }
            }
        }
    };
}

inverse_folder!(NegOp, NegOpHooks, NegOpFoldAdaptor, NegOp);
inverse_folder!(ConjOp, ConjOpHooks, ConjOpFoldAdaptor, ConjOp);
inverse_folder!(LogOp, LogOpHooks, LogOpFoldAdaptor, ExpOp);
inverse_folder!(ExpOp, ExpOpHooks, ExpOpFoldAdaptor, LogOp);

impl ComplexDialectHooks for ComplexDialect {
    fn materialize_constant(
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        hooks::materialize(ctx, value, ty, loc)
    }
}

/// Registers the dialect (with the parser of `#complex.number`) and its ops in `ctx`. The
/// dialect's registration is made here, so it also carries the constant materializer (the
/// ODS run time adds its hooks only to a dialect it registers itself).
pub fn register(ctx: &mut Context) {
    if ctx.registry().dialect("complex").is_none() {
        let info = ropt_ir::DialectInfo::new("complex")
            .with_interface(ropt_ir::asm_interface::DialectAttrHooks {
                parse: number::parse,
            })
            .with_interface(ropt_ir::rewrite_hooks::ConstantMaterializer(
                <ComplexDialect as ComplexDialectHooks>::materialize_constant,
            ));
        ctx.registry_mut().register_dialect(info);
    }
    generated::register(ctx);
}
