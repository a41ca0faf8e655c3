//! The `index` dialect: ops generated from `index.td`, with their Rust hooks (`hooks`: folders,
//! constants, result names, the cast verifier; `canonicalize`: patterns).
//!
//! `index` has no fixed width: a fold is valid only if it gives the same result for 64-bit and
//! 32-bit indices. Every binary op and `cmp` is therefore evaluated twice, on the 64-bit
//! operands and on their low 32 bits; it folds (to the 64-bit result) only when the 32-bit
//! result equals the 64-bit result truncated (for `cmp`: when both agree).
//!
//! Casts to `index` extend or truncate to 64 bits. Casts from `index` to `iN` compute the
//! result from the 64-bit and the 32-bit value and fold when they agree; but mlir-opt can only
//! materialize `index` and `i1` constants in this dialect, so only `i1` results appear folded
//! in its output ([`materializable`]).

use ropt_dialect_arith::fold::{Elems, Fold, binary, unary};
use ropt_dialect_arith::ints::CmpIPredicate;
use ropt_ir::apint::ApInt;
use ropt_numbers::int;

/// An index (or integer) constant operand; index values are 64-bit `ApInt`s.
pub type Arg<'a> = Option<&'a Elems<ApInt>>;

/// The binary ops of `index`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `index.add`.
    Add,
    /// `index.sub`.
    Sub,
    /// `index.mul`.
    Mul,
    /// `index.divs`.
    DivS,
    /// `index.divu`.
    DivU,
    /// `index.ceildivs`.
    CeilDivS,
    /// `index.ceildivu`.
    CeilDivU,
    /// `index.floordivs`.
    FloorDivS,
    /// `index.rems`.
    RemS,
    /// `index.remu`.
    RemU,
    /// `index.maxs`.
    MaxS,
    /// `index.maxu`.
    MaxU,
    /// `index.mins`.
    MinS,
    /// `index.minu`.
    MinU,
    /// `index.shl`.
    Shl,
    /// `index.shrs`.
    ShrS,
    /// `index.shru`.
    ShrU,
    /// `index.and`.
    And,
    /// `index.or`.
    Or,
    /// `index.xor`.
    Xor,
}

/// Evaluates `op` at the width of the operands; `None` on division by zero or a shift by at
/// least the width. Signed division wraps (`MIN / -1` is `MIN`).
pub fn eval(op: BinOp, a: &ApInt, b: &ApInt) -> Option<ApInt> {
    use std::cmp::Ordering::*;
    let w = a.width();
    let one = int::one(w);
    Some(match op {
        BinOp::Add => int::add(a, b),
        BinOp::Sub => int::sub(a, b),
        BinOp::Mul => int::mul(a, b),
        BinOp::DivS => int::sdivrem(a, b)?.0,
        BinOp::DivU => int::udivrem(a, b)?.0,
        BinOp::RemS => int::sdivrem(a, b)?.1,
        BinOp::RemU => int::udivrem(a, b)?.1,
        BinOp::CeilDivU => {
            let (q, r) = int::udivrem(a, b)?;
            if r.is_zero() { q } else { int::add(&q, &one) }
        }
        BinOp::CeilDivS => {
            // MLIR's wrapping formula: `(a - 1) / b + 1` for positive operands, `(a + 1) / b +
            // 1` for negative ones, `-(-a / b)` for mixed signs (so `MIN / 2` is `-MIN / 2`).
            if b.is_zero() {
                return None;
            }
            let (a_neg, b_neg) = (a.is_negative(), b.is_negative());
            if a.is_zero() {
                int::zero(w)
            } else if !a_neg && !b_neg {
                int::add(&int::sdivrem(&int::sub(a, &one), b)?.0, &one)
            } else if a_neg && b_neg {
                int::add(&int::sdivrem(&int::add(a, &one), b)?.0, &one)
            } else {
                int::neg(&int::sdivrem(&int::neg(a), b)?.0)
            }
        }
        BinOp::FloorDivS => {
            let (q, r) = int::sdivrem(a, b)?;
            if !r.is_zero() && a.is_negative() != b.is_negative() {
                int::sub(&q, &one)
            } else {
                q
            }
        }
        BinOp::MaxS => if int::scmp(a, b) == Less { b } else { a }.clone(),
        BinOp::MaxU => if int::ucmp(a, b) == Less { b } else { a }.clone(),
        BinOp::MinS => if int::scmp(a, b) == Greater { b } else { a }.clone(),
        BinOp::MinU => if int::ucmp(a, b) == Greater { b } else { a }.clone(),
        BinOp::Shl => int::shl(a, int::shift_amount(a, b)?),
        BinOp::ShrS => int::ashr(a, int::shift_amount(a, b)?),
        BinOp::ShrU => int::lshr(a, int::shift_amount(a, b)?),
        BinOp::And => int::and(a, b),
        BinOp::Or => int::or(a, b),
        BinOp::Xor => int::xor(a, b),
    })
}

/// Evaluates `op` on 64-bit index values, and folds when the 32-bit evaluation agrees.
pub fn eval_index(op: BinOp, a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let r64 = eval(op, &int::trunc(a, 64), &int::trunc(b, 64))?;
    let r32 = eval(op, &int::trunc(a, 32), &int::trunc(b, 32))?;
    (int::trunc(&r64, 32) == r32).then_some(r64)
}

/// Folds a binary op: constants first (see [`eval_index`]); then `add x, 0`, `sub x, 0` and
/// `mul x, 1` give `x`, and `mul x, 0` gives the constant 0.
pub fn fold_binary(op: BinOp, l: Arg, r: Arg) -> Fold<Elems<ApInt>> {
    let folded = binary(l, r, |a, b| eval_index(op, a, b));
    if folded.is_fold() {
        return folded;
    }
    if let Some(c) = r.and_then(Elems::splat) {
        match op {
            BinOp::Add | BinOp::Sub if c.is_zero() => return Fold::Operand(0),
            BinOp::Mul if int::is_one(c) => return Fold::Operand(0),
            // A new zero constant, not the operand (so the operand may die: mlir-opt 22).
            BinOp::Mul if c.is_zero() => return Fold::Constant(Elems::Splat(c.clone())),
            _ => {}
        }
    }
    Fold::None
}

/// Folds `index.cmp`: a value compared with itself gives the predicate's reflexive value;
/// constants fold when the 64-bit and 32-bit comparisons agree.
pub fn fold_cmp(pred: CmpIPredicate, l: Arg, r: Arg, same: bool) -> Fold<Elems<bool>> {
    if same {
        return Fold::Constant(Elems::Splat(pred.reflexive()));
    }
    binary(l, r, |a, b| {
        let r64 = pred.eval(&int::trunc(a, 64), &int::trunc(b, 64));
        let r32 = pred.eval(&int::trunc(a, 32), &int::trunc(b, 32));
        (r64 == r32).then_some(r64)
    })
}

/// `index.casts` (`signed`) or `index.castu` of an integer constant to `index`: extends or
/// truncates to 64 bits.
pub fn fold_cast_to_index(a: Arg, signed: bool) -> Fold<Elems<ApInt>> {
    unary(a, |v| {
        Some(if signed {
            int::sext(v, 64)
        } else {
            int::zext(v, 64)
        })
    })
}

/// `index.casts` / `index.castu` of an index constant to `iN`: folds when the casts of the
/// 64-bit and of the 32-bit value agree. See [`materializable`].
pub fn fold_cast_from_index(a: Arg, signed: bool, width: u32) -> Fold<Elems<ApInt>> {
    unary(a, |v| {
        let cast = |x: &ApInt| {
            if signed {
                int::sext(x, width)
            } else {
                int::zext(x, width)
            }
        };
        let r64 = cast(&int::trunc(v, 64));
        let r32 = cast(&int::trunc(v, 32));
        (r64 == r32).then_some(r64)
    })
}

/// Whether the `index` dialect can materialize a folded constant of an integer type of
/// `width` bits (`None`: the `index` type): only `index` and `i1`.
pub fn materializable(width: Option<u32>) -> bool {
    matches!(width, None | Some(1))
}

mod canonicalize;
mod hooks;
pub mod range;

#[cfg(test)]
mod tests;

/// The ODS-generated ops of `index.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/index.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut ropt_ir::Context) {
    generated::register(ctx);
}

/// The hooks of the binary ops: the folder of each, and the reassociation of constants for
/// those with `hasCanonicalizeMethod`.
macro_rules! binary_op_hooks {
    ($($op:ident: $hooks:ident, $adaptor:ident => $kind:ident $(, $canonicalize:ident)?;)*) => {$(
        impl $hooks for $op {
            fn fold(
                self,
                ctx: &Context,
                body: &mut Body,
                adaptor: $adaptor<'_>,
                out: &mut Vec<OpFoldResult>,
            ) -> bool {
                hooks::fold_binary(BinOp::$kind, ctx, body, self.0, adaptor.operands, out)
            }
            $(binary_op_hooks!(@$canonicalize $kind);)?
        }
    )*};
    (@canonicalize $kind:ident) => {
        fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
            canonicalize::reassociate(BinOp::$kind, self, rewriter)
        }
    };
}

binary_op_hooks! {
    AddOp: AddOpHooks, AddOpFoldAdaptor => Add, canonicalize;
    SubOp: SubOpHooks, SubOpFoldAdaptor => Sub;
    MulOp: MulOpHooks, MulOpFoldAdaptor => Mul, canonicalize;
    DivSOp: DivSOpHooks, DivSOpFoldAdaptor => DivS;
    DivUOp: DivUOpHooks, DivUOpFoldAdaptor => DivU;
    CeilDivSOp: CeilDivSOpHooks, CeilDivSOpFoldAdaptor => CeilDivS;
    CeilDivUOp: CeilDivUOpHooks, CeilDivUOpFoldAdaptor => CeilDivU;
    FloorDivSOp: FloorDivSOpHooks, FloorDivSOpFoldAdaptor => FloorDivS;
    RemSOp: RemSOpHooks, RemSOpFoldAdaptor => RemS;
    RemUOp: RemUOpHooks, RemUOpFoldAdaptor => RemU;
    MaxSOp: MaxSOpHooks, MaxSOpFoldAdaptor => MaxS, canonicalize;
    MaxUOp: MaxUOpHooks, MaxUOpFoldAdaptor => MaxU, canonicalize;
    MinSOp: MinSOpHooks, MinSOpFoldAdaptor => MinS, canonicalize;
    MinUOp: MinUOpHooks, MinUOpFoldAdaptor => MinU, canonicalize;
    ShlOp: ShlOpHooks, ShlOpFoldAdaptor => Shl;
    ShrSOp: ShrSOpHooks, ShrSOpFoldAdaptor => ShrS;
    ShrUOp: ShrUOpHooks, ShrUOpFoldAdaptor => ShrU;
    AndOp: AndOpHooks, AndOpFoldAdaptor => And, canonicalize;
    OrOp: OrOpHooks, OrOpFoldAdaptor => Or, canonicalize;
    XOrOp: XOrOpHooks, XOrOpFoldAdaptor => Xor, canonicalize;
}

impl IndexDialectHooks for IndexDialect {
    fn materialize_constant(
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        hooks::materialize(ctx, value, ty, loc)
    }
}

impl CastSOpHooks for CastSOp {
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        adaptor: CastSOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        hooks::fold_cast(true, ctx, body, self.0, adaptor.operands, out)
    }

    fn are_cast_compatible(inputs: &[Type], outputs: &[Type]) -> bool {
        hooks::cast_compatible(inputs, outputs)
    }
}

impl CastUOpHooks for CastUOp {
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        adaptor: CastUOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        hooks::fold_cast(false, ctx, body, self.0, adaptor.operands, out)
    }

    fn are_cast_compatible(inputs: &[Type], outputs: &[Type]) -> bool {
        hooks::cast_compatible(inputs, outputs)
    }
}

impl CmpOpHooks for CmpOp {
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        adaptor: CmpOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        hooks::fold_cmp(ctx, body, self, adaptor.operands, out)
    }

    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        canonicalize::cmp_of_sub(self.0, rewriter)
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
        fold_to_value(self.value_attr(body), out)
    }

    fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
        hooks::constant_names(body, self.0, set)
    }
}

impl BoolConstantOpHooks for BoolConstantOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: BoolConstantOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        fold_to_value(self.value_attr(body), out)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        hooks::parse_bool_constant(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        hooks::print_bool_constant(printer, self.0)
    }

    fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
        hooks::bool_constant_names(body, self.0, set)
    }
}

/// The fold of a constant: its `value`.
fn fold_to_value(value: Option<Attribute>, out: &mut Vec<OpFoldResult>) -> bool {
    match value {
        Some(v) => {
            out.push(OpFoldResult::Attribute(v));
            true
        }
        None => false,
    }
}

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, Location, OperationState, Type, ValueId};
use ropt_rewrite::{LogicalResult, PatternRewriter};
