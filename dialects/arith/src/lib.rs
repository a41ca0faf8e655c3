//! The `arith` dialect: its ops generated from `arith.td` (ODS) and the Rust hooks MLIR
//! writes in C++: folders, the constant materializer, verifiers, `arith.select`'s syntax and
//! result names.
//!
//! * [`attr`]: builtin attributes to and from folder values;
//! * [`fold`]: the [`Fold`](fold::Fold) outcome and element-wise constants;
//! * [`ints`], [`floats`]: the folders of the integer and float ops;
//! * [`producers`]: the folds that look through the operands' defining ops;
//! * [`hooks`]: the fold hooks and constant materializer registered with the ops;
//! * [`verify`]: the Rust halves of the verifiers;
//! * [`asm`]: `arith.select`'s custom syntax and the result names;

pub mod asm;
pub mod attr;
pub mod canonicalization;
pub mod floats;
pub mod fold;
pub mod hooks;
pub mod ints;
#[doc(hidden)]
pub mod producers;
pub mod select;
pub mod verify;

#[cfg(test)]
mod tests;

/// The ODS-generated ops of `arith.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/arith.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut ropt_ir::Context) {
    generated::register(ctx);
}

/// The hooks of the ops that share their Rust code: the folders of [`hooks::fold`], the
/// canonicalization patterns of [`canonicalization`], the cast compatibility of
/// [`verify::cast_compatible`] and result names of [`asm`].
macro_rules! op_hooks {
    ($($op:ident: $hooks:ident, $adaptor:ident { $($method:ident $(= $arg:ident)?),* })*) => {$(
        impl $hooks for $op {
            $(op_hooks!(@$method $op, $adaptor $(, $arg)?);)*
        }
    )*};
    (@fold $op:ident, $adaptor:ident) => {
        fn fold(
            self,
            ctx: &Context,
            body: &mut Body,
            adaptor: $adaptor<'_>,
            out: &mut Vec<OpFoldResult>,
        ) -> bool {
            hooks::fold(ctx, body, self.0, hooks::ArithOp::$op, adaptor.operands, out)
        }
    };
    (@canonicalization_patterns $op:ident, $adaptor:ident) => {
        fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
            <$op as canonicalization::RootedRules>::add_rules(ctx, set);
        }
    };
    // mlir-opt's one `cmpf` pattern (a comparison of an int-to-float cast with a float
    // constant) is not written yet: the op adds none.
    (@no_canonicalization_patterns $op:ident, $adaptor:ident) => {
        fn canonicalization_patterns(_: &Context, _: &mut RewritePatternSet) {}
    };
    (@are_cast_compatible $op:ident, $adaptor:ident, $kind:ident) => {
        fn are_cast_compatible(inputs: &[Type], outputs: &[Type]) -> bool {
            verify::cast_compatible(verify::CastKind::$kind, inputs, outputs)
        }
    };
    (@asm_result_names $op:ident, $adaptor:ident, $f:ident) => {
        fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
            asm::$f(body, self.0, set)
        }
    };
}

op_hooks! {
    AddFOp: AddFOpHooks, AddFOpFoldAdaptor { fold }
    AddIOp: AddIOpHooks, AddIOpFoldAdaptor { fold, canonicalization_patterns }
    AddUIExtendedOp: AddUIExtendedOpHooks, AddUIExtendedOpFoldAdaptor { fold, canonicalization_patterns, asm_result_names = sum_overflow_names }
    AndIOp: AndIOpHooks, AndIOpFoldAdaptor { fold, canonicalization_patterns }
    BitcastOp: BitcastOpHooks, BitcastOpFoldAdaptor { fold, canonicalization_patterns, are_cast_compatible = Bitcast }
    CeilDivSIOp: CeilDivSIOpHooks, CeilDivSIOpFoldAdaptor { fold }
    CeilDivUIOp: CeilDivUIOpHooks, CeilDivUIOpFoldAdaptor { fold }
    CmpFOp: CmpFOpHooks, CmpFOpFoldAdaptor { fold, no_canonicalization_patterns }
    CmpIOp: CmpIOpHooks, CmpIOpFoldAdaptor { fold, canonicalization_patterns }
    DivFOp: DivFOpHooks, DivFOpFoldAdaptor { fold, canonicalization_patterns }
    DivSIOp: DivSIOpHooks, DivSIOpFoldAdaptor { fold }
    DivUIOp: DivUIOpHooks, DivUIOpFoldAdaptor { fold }
    ExtFOp: ExtFOpHooks, ExtFOpFoldAdaptor { fold, are_cast_compatible = ExtF }
    ExtSIOp: ExtSIOpHooks, ExtSIOpFoldAdaptor { fold, canonicalization_patterns, are_cast_compatible = ExtI }
    ExtUIOp: ExtUIOpHooks, ExtUIOpFoldAdaptor { fold, are_cast_compatible = ExtI }
    FPToSIOp: FPToSIOpHooks, FPToSIOpFoldAdaptor { fold, are_cast_compatible = FpToInt }
    FPToUIOp: FPToUIOpHooks, FPToUIOpFoldAdaptor { fold, are_cast_compatible = FpToInt }
    FloorDivSIOp: FloorDivSIOpHooks, FloorDivSIOpFoldAdaptor { fold }
    IndexCastOp: IndexCastOpHooks, IndexCastOpFoldAdaptor { fold, canonicalization_patterns, are_cast_compatible = IndexCast }
    IndexCastUIOp: IndexCastUIOpHooks, IndexCastUIOpFoldAdaptor { fold, canonicalization_patterns, are_cast_compatible = IndexCast }
    MaxNumFOp: MaxNumFOpHooks, MaxNumFOpFoldAdaptor { fold }
    MaxSIOp: MaxSIOpHooks, MaxSIOpFoldAdaptor { fold }
    MaxUIOp: MaxUIOpHooks, MaxUIOpFoldAdaptor { fold }
    MaximumFOp: MaximumFOpHooks, MaximumFOpFoldAdaptor { fold }
    MinNumFOp: MinNumFOpHooks, MinNumFOpFoldAdaptor { fold }
    MinSIOp: MinSIOpHooks, MinSIOpFoldAdaptor { fold }
    MinUIOp: MinUIOpHooks, MinUIOpFoldAdaptor { fold }
    MinimumFOp: MinimumFOpHooks, MinimumFOpFoldAdaptor { fold }
    MulFOp: MulFOpHooks, MulFOpFoldAdaptor { fold, canonicalization_patterns }
    MulIOp: MulIOpHooks, MulIOpFoldAdaptor { fold, canonicalization_patterns, asm_result_names = muli_result_names }
    MulSIExtendedOp: MulSIExtendedOpHooks, MulSIExtendedOpFoldAdaptor { fold, canonicalization_patterns, asm_result_names = low_high_names }
    MulUIExtendedOp: MulUIExtendedOpHooks, MulUIExtendedOpFoldAdaptor { fold, canonicalization_patterns, asm_result_names = low_high_names }
    NegFOp: NegFOpHooks, NegFOpFoldAdaptor { fold }
    OrIOp: OrIOpHooks, OrIOpFoldAdaptor { fold, canonicalization_patterns }
    RemFOp: RemFOpHooks, RemFOpFoldAdaptor { fold }
    RemSIOp: RemSIOpHooks, RemSIOpFoldAdaptor { fold }
    RemUIOp: RemUIOpHooks, RemUIOpFoldAdaptor { fold }
    SIToFPOp: SIToFPOpHooks, SIToFPOpFoldAdaptor { fold, are_cast_compatible = IntToFp }
    ScalingExtFOp: ScalingExtFOpHooks, ScalingExtFOpFoldAdaptor { are_cast_compatible = ScalingExtF }
    ScalingTruncFOp: ScalingTruncFOpHooks, ScalingTruncFOpFoldAdaptor { are_cast_compatible = ScalingTruncF }
    ShLIOp: ShLIOpHooks, ShLIOpFoldAdaptor { fold }
    ShRSIOp: ShRSIOpHooks, ShRSIOpFoldAdaptor { fold }
    ShRUIOp: ShRUIOpHooks, ShRUIOpFoldAdaptor { fold }
    SubFOp: SubFOpHooks, SubFOpFoldAdaptor { fold }
    SubIOp: SubIOpHooks, SubIOpFoldAdaptor { fold, canonicalization_patterns }
    TruncFOp: TruncFOpHooks, TruncFOpFoldAdaptor { fold, canonicalization_patterns, are_cast_compatible = TruncF }
    TruncIOp: TruncIOpHooks, TruncIOpFoldAdaptor { fold, canonicalization_patterns, are_cast_compatible = TruncI }
    UIToFPOp: UIToFPOpHooks, UIToFPOpFoldAdaptor { fold, are_cast_compatible = IntToFp }
    XOrIOp: XOrIOpHooks, XOrIOpFoldAdaptor { fold, canonicalization_patterns }
}

impl ArithDialectHooks for ArithDialect {
    fn materialize_constant(
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        hooks::materialize(ctx, value, ty, loc)
    }
}

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
        verify::verify_constant(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        asm::parse_constant(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        asm::print_constant(printer, self.0)
    }

    fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
        asm::constant_result_names(body, self.0, set)
    }
}

impl SelectOpHooks for SelectOp {
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        adaptor: SelectOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        hooks::fold(
            ctx,
            body,
            self.0,
            hooks::ArithOp::SelectOp,
            adaptor.operands,
            out,
        )
    }

    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify::verify_select(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        select::select_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        asm::parse_select(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        asm::print_select(printer, self.0)
    }
}

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, Diagnostic, Location, OperationState, Type, ValueId};
use ropt_rewrite::RewritePatternSet;
