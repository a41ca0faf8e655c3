//! The registry side of folding: every op's fold hook (a [`FoldFn`](ropt_ir::registry::FoldFn)
//! adapting the folders of [`crate::ints`], [`crate::floats`] and [`crate::producers`]), the
//! dialect's constant materializer, and the rules of MLIR's folders that need the IR itself
//! (the ops defining the operands, flags, result types).

use crate::attr::{bool_attr, bool_elems, float_attr, float_elems, int_attr, int_elems};
use crate::floats::{self, FBin};
use crate::fold::{Elems, Fold};
use crate::ints::{self, CmpIFold, CmpIPredicate, MinMax, Producer, Shift};
use crate::producers::{self, Def, Forward};
use crate::{CmpFPredicate, RoundingMode};
use ropt_ir::apint::ApInt;
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, FloatKind, Location, OpId, OperationState, Signedness,
    Traits, Type, TypeKind, ValueId,
};
use ropt_numbers::apfloat::FloatBits;

/// Everything a fold hook works on.
struct Cx<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    op: OpId,
    consts: &'a [Option<Attribute>],
    out: &'a mut Vec<OpFoldResult>,
}

impl Cx<'_> {
    fn operand(&self, i: usize) -> ValueId {
        self.body.operand(self.op, i)
    }

    fn result_type(&self, i: usize) -> Type {
        self.body.value_type(self.body.result(self.op, i))
    }

    fn int(&self, i: usize) -> Option<Elems<ApInt>> {
        self.consts.get(i).copied().flatten().and_then(int_elems)
    }

    fn float(&self, i: usize) -> Option<Elems<FloatBits>> {
        self.consts.get(i).copied().flatten().and_then(float_elems)
    }

    fn attr(&self, name: &str) -> Option<Attribute> {
        self.body.attr(self.op, name)
    }

    fn value(&mut self, v: ValueId) -> bool {
        self.out.push(OpFoldResult::Value(v));
        true
    }

    fn constant(&mut self, a: Option<Attribute>) -> bool {
        match a {
            Some(a) => {
                self.out.push(OpFoldResult::Attribute(a));
                true
            }
            None => false,
        }
    }

    /// The op defining operand `i`, if any.
    fn producer(&self, i: usize) -> Option<OpId> {
        defining_op(self.body, self.operand(i))
    }

    /// Applies a folder's outcome for result `i`, building constants with `build`.
    fn apply<V>(
        &mut self,
        f: Fold<V>,
        build: impl FnOnce(&Context, Type, &V) -> Option<Attribute>,
    ) -> bool {
        match f {
            Fold::None => false,
            Fold::Constant(v) => {
                let a = build(self.ctx, self.result_type(self.out.len()), &v);
                self.constant(a)
            }
            Fold::Operand(i) => {
                let v = self.operand(i);
                self.value(v)
            }
            Fold::ProducerOperand => match self.producer(0).and_then(|p| cast_source(self.body, p))
            {
                Some(v) => self.value(v),
                None => false,
            },
            Fold::InPlaceBypassProducer => {
                match self.producer(0).and_then(|p| cast_source(self.body, p)) {
                    Some(v) => set_cast_source(self.body, self.op, v),
                    None => false,
                }
            }
        }
    }

    fn apply_int(&mut self, f: Fold<Elems<ApInt>>) -> bool {
        self.apply(f, int_attr)
    }

    fn apply_float(&mut self, f: Fold<Elems<FloatBits>>) -> bool {
        self.apply(f, float_attr)
    }

    fn apply_bool(&mut self, f: Fold<Elems<bool>>) -> bool {
        self.apply(f, bool_attr)
    }

    fn forward(&mut self, f: Forward<ValueId>) -> bool {
        let ty = self.result_type(0);
        match f {
            Forward::Value(v) => self.value(v),
            Forward::Zero => {
                let a = splat_int(self.ctx, ty, ropt_numbers::int::zero);
                self.constant(a)
            }
            Forward::AllOnes => {
                let a = splat_int(self.ctx, ty, ropt_numbers::int::all_ones);
                self.constant(a)
            }
        }
    }
}

/// The op defining `v` (not a block argument, not a value of an enclosing body).
fn defining_op(body: &Body, v: ValueId) -> Option<OpId> {
    if v.is_null() {
        return None;
    }
    body.defining_op(v)
}

/// The scalar (or element) type of `ty`.
pub fn element_type(ty: Type) -> Type {
    ty.element_type().unwrap_or(ty)
}

/// The bit width folding uses for an integer-like type (64 for `index`).
pub fn int_width(ty: Type) -> u32 {
    let e = element_type(ty);
    match e.kind() {
        TypeKind::Integer { width, .. } => *width,
        _ => ints::INDEX_WIDTH,
    }
}

/// A splat integer constant of type `ty` whose value `f` builds for the element width.
fn splat_int(ctx: &Context, ty: Type, f: impl Fn(u32) -> ApInt) -> Option<Attribute> {
    int_attr(ctx, ty, &Elems::Splat(f(int_width(ty))))
}

/// The constant held by the `ConstantLike` op defining `v`, read from its `value` attribute.
fn constant_of(body: &Body, v: ValueId) -> Option<Attribute> {
    let d = defining_op(body, v)?;
    if !body.op_name(d).has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    body.attr(d, "value")
}

/// Whether `v` is a constant integer (scalar or splat) satisfying `p`.
fn const_int_is(body: &Body, v: ValueId, p: impl Fn(&ApInt) -> bool) -> bool {
    constant_of(body, v)
        .and_then(int_elems)
        .is_some_and(|e| e.splat().is_some_and(p))
}

/// The overflow flags (`nsw`, `nuw`) in an op's `overflowFlags` attribute.
pub fn overflow_flags(flags: Option<Attribute>) -> (bool, bool) {
    let text: &str = match flags.map(|a| a.kind()) {
        Some(AttributeKind::Opaque { data, .. }) => data,
        _ => return (false, false),
    };
    let has = |flag: &str| {
        text.split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| w == flag)
    };
    (has("nsw"), has("nuw"))
}

/// Whether an op's `fastmath` flags include `contract` (`fast` does).
pub fn has_contract(fastmath: Option<Attribute>) -> bool {
    match fastmath.map(|a| a.kind()) {
        Some(AttributeKind::Opaque { data, .. }) => {
            let data: &str = data;
            data.split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| w == "contract" || w == "fast")
        }
        _ => false,
    }
}

/// Describes the op defining `v` for [`crate::producers`]; `not` classifies `xori x, -1` as
/// a bitwise not. Only the division folds look at multiplications (and none at comparisons):
/// other callers pass `mul: false` and get [`Def::Other`] for them, without reading their
/// attributes.
fn def_of(body: &Body, v: ValueId, not: bool, mul: bool) -> Def<ValueId> {
    let Some(d) = defining_op(body, v) else {
        return Def::Other;
    };
    if body.op_name(d).dialect() != "arith" {
        return Def::Other;
    }
    if let Some(o) = crate::AddIOp::cast(body, d) {
        Def::AddI(o.lhs(body), o.rhs(body))
    } else if let Some(o) = crate::SubIOp::cast(body, d) {
        Def::SubI(o.lhs(body), o.rhs(body))
    } else if let Some(o) = crate::XOrIOp::cast(body, d) {
        let (l, r) = (o.lhs(body), o.rhs(body));
        if not && const_int_is(body, r, ropt_numbers::int::is_all_ones) {
            Def::Not(l)
        } else {
            Def::XorI(l, r)
        }
    } else if !mul {
        Def::Other
    } else if let Some(o) = crate::MulIOp::cast(body, d) {
        let (nsw, nuw) = overflow_flags(o.overflow_flags_attr(body));
        Def::MulI {
            lhs: o.lhs(body),
            rhs: o.rhs(body),
            nuw,
            nsw,
        }
    } else if let Some(o) = crate::CmpIOp::cast(body, d) {
        match o.predicate(body) {
            Some(p) => Def::CmpI(p, o.lhs(body), o.rhs(body)),
            None => Def::Other,
        }
    } else {
        Def::Other
    }
}

/// `Some($then)` with `$c` the typed view of `$op` if it is one of the one-operand casts
/// whose folds forward or bypass a producer cast, else `None`.
macro_rules! each_cast {
    ($body:expr, $op:expr, |$c:ident| $then:expr) => {{
        if let Some($c) = crate::ExtUIOp::cast($body, $op) {
            Some($then)
        } else if let Some($c) = crate::ExtSIOp::cast($body, $op) {
            Some($then)
        } else if let Some($c) = crate::TruncIOp::cast($body, $op) {
            Some($then)
        } else if let Some($c) = crate::BitcastOp::cast($body, $op) {
            Some($then)
        } else if let Some($c) = crate::ExtFOp::cast($body, $op) {
            Some($then)
        } else if let Some($c) = crate::TruncFOp::cast($body, $op) {
            Some($then)
        } else {
            None
        }
    }};
}

/// The source of `op` if it is one of the casts whose folds look through a producer cast
/// (`arith.extui`, `extsi`, `trunci`, `bitcast`, `extf`, `truncf`), or the operand of an
/// `arith.negf` (`negf(negf x)`).
fn cast_source(body: &Body, op: OpId) -> Option<ValueId> {
    match crate::NegFOp::cast(body, op) {
        Some(n) => Some(n.operand(body)),
        None => each_cast!(body, op, |c| c.in_(body)),
    }
}

/// Makes `v` the source of the cast `op` (see [`cast_source`]); false if `op` is no such cast.
fn set_cast_source(body: &mut Body, op: OpId, v: ValueId) -> bool {
    each_cast!(body, op, |c| c.set_in_(body, v)).is_some()
}

/// The predicate of an `arith.cmpi`.
pub fn cmpi_predicate(body: &Body, op: OpId) -> Option<CmpIPredicate> {
    crate::CmpIOp(op).predicate(body)
}

/// The predicate of an `arith.cmpf`.
pub fn cmpf_predicate(body: &Body, op: OpId) -> Option<CmpFPredicate> {
    crate::CmpFOp(op).predicate(body)
}

/// What defines the operand of an integer cast, for the cast folders.
fn cast_producer(body: &Body, v: ValueId) -> Producer {
    let Some(d) = defining_op(body, v) else {
        return Producer::Other;
    };
    if body.op_name(d).dialect() != "arith" {
        Producer::Other
    } else if let Some(o) = crate::ExtUIOp::cast(body, d) {
        Producer::ExtUI(int_width(body.value_type(o.in_(body))))
    } else if let Some(o) = crate::ExtSIOp::cast(body, d) {
        Producer::ExtSI(int_width(body.value_type(o.in_(body))))
    } else if crate::TruncIOp::cast(body, d).is_some() {
        Producer::TruncI
    } else {
        Producer::Other
    }
}

/// Whether every value of float kind `a` is exactly representable in kind `b` (LLVM's
/// `APFloatBase::isRepresentableBy`: exponent range and precision).
pub fn representable_by(a: FloatKind, b: FloatKind) -> bool {
    // (max exponent, min exponent, precision in bits including the implicit one)
    fn sem(k: FloatKind) -> (i32, i32, u32) {
        use FloatKind::*;
        match k {
            F16 => (15, -14, 11),
            BF16 => (127, -126, 8),
            F32 => (127, -126, 24),
            F64 => (1023, -1022, 53),
            F80 => (16383, -16382, 64),
            F128 => (16383, -16382, 113),
            TF32 => (127, -126, 11),
            F8E5M2 => (15, -14, 3),
            F8E4M3 => (7, -6, 4),
            F8E4M3FN => (8, -6, 4),
            F8E5M2FNUZ => (15, -15, 3),
            F8E4M3FNUZ => (7, -7, 4),
            F8E4M3B11FNUZ => (4, -10, 4),
            F8E3M4 => (3, -2, 5),
            F8E8M0FNU => (127, -127, 1),
            F6E2M3FN => (2, 0, 4),
            F6E3M2FN => (4, -2, 3),
            F4E2M1FN => (2, 0, 2),
        }
    }
    let (amax, amin, ap) = sem(a);
    let (bmax, bmin, bp) = sem(b);
    amax <= bmax && amin >= bmin && ap <= bp
}

/// The fold hook of a constant op (shared with the other dialects' constants).
pub use ropt_ir::registry::fold_value_attr;

/// The op an `arith` folder folds ([`fold`] dispatches on it; each op's `fold` hook names
/// its own variant).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[allow(missing_docs)]
pub enum ArithOp {
    AddFOp,
    AddIOp,
    AddUIExtendedOp,
    AndIOp,
    BitcastOp,
    CeilDivSIOp,
    CeilDivUIOp,
    CmpFOp,
    CmpIOp,
    DivFOp,
    DivSIOp,
    DivUIOp,
    ExtFOp,
    ExtSIOp,
    ExtUIOp,
    FPToSIOp,
    FPToUIOp,
    FloorDivSIOp,
    IndexCastOp,
    IndexCastUIOp,
    MaxNumFOp,
    MaxSIOp,
    MaxUIOp,
    MaximumFOp,
    MinNumFOp,
    MinSIOp,
    MinUIOp,
    MinimumFOp,
    MulFOp,
    MulIOp,
    MulSIExtendedOp,
    MulUIExtendedOp,
    NegFOp,
    OrIOp,
    RemFOp,
    RemSIOp,
    RemUIOp,
    SIToFPOp,
    SelectOp,
    ShLIOp,
    ShRSIOp,
    ShRUIOp,
    SubFOp,
    SubIOp,
    TruncFOp,
    TruncIOp,
    UIToFPOp,
    XOrIOp,
}

/// The `arith` fold hook of every op with a folder.
pub fn fold(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    kind: ArithOp,
    consts: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    let mut cx = Cx {
        ctx,
        body,
        op,
        consts,
        out,
    };
    if cx.body.num_operands(op) == 0 || cx.body.num_results(op) == 0 {
        return false;
    }
    let folded = fold_op(&mut cx, kind);
    if folded {
        return true;
    }
    // CastOpInterface: a cast to the operand's own type is the operand.
    if cx.body.num_operands(op) == 1
        && cx.body.num_results(op) == 1
        && cx
            .body
            .op_name(op)
            .interface::<ropt_ods_runtime::traits::CastOpInterface>()
            .is_some()
        && cx.body.value_type(cx.operand(0)) == cx.result_type(0)
    {
        let v = cx.operand(0);
        return cx.value(v);
    }
    false
}

fn fold_op(cx: &mut Cx<'_>, kind: ArithOp) -> bool {
    let (l, r) = (cx.int(0), cx.int(1));
    let (lv, rv) = (
        cx.operand(0),
        if cx.body.num_operands(cx.op) > 1 {
            cx.operand(1)
        } else {
            ValueId::from_index(0)
        },
    );
    let same = cx.body.num_operands(cx.op) > 1 && lv == rv;
    let width = int_width(cx.result_type(0));
    let (l, r) = (l.as_ref(), r.as_ref());
    match kind {
        ArithOp::AddIOp => {
            if let f @ Fold::Operand(_) = ints::addi(None, r) {
                return cx.apply_int(f);
            }
            let (ld, rd) = (
                def_of(cx.body, lv, false, false),
                def_of(cx.body, rv, false, false),
            );
            if let Some(f) = producers::addi(lv, rv, ld, rd) {
                return cx.forward(f);
            }
            cx.apply_int(ints::addi(l, r))
        }
        ArithOp::SubIOp => {
            if let f @ (Fold::Operand(_) | Fold::Constant(_)) = ints::subi(None, r, same, width) {
                return cx.apply_int(f);
            }
            if let Some(f) = producers::subi(lv, rv, def_of(cx.body, lv, false, false)) {
                return cx.forward(f);
            }
            cx.apply_int(ints::subi(l, r, same, width))
        }
        ArithOp::MulIOp => cx.apply_int(ints::muli(l, r)),
        ArithOp::DivUIOp | ArithOp::DivSIOp => {
            let signed = kind == ArithOp::DivSIOp;
            if let f @ Fold::Operand(_) = ints::divui(None, r) {
                return cx.apply_int(f);
            }
            if let Some(f) = producers::div(signed, rv, def_of(cx.body, lv, false, true)) {
                return cx.forward(f);
            }
            cx.apply_int(if signed {
                ints::divsi(l, r)
            } else {
                ints::divui(l, r)
            })
        }
        ArithOp::CeilDivUIOp => cx.apply_int(ints::ceildivui(l, r)),
        ArithOp::CeilDivSIOp => cx.apply_int(ints::ceildivsi(l, r)),
        ArithOp::FloorDivSIOp => {
            if let f @ Fold::Operand(_) = ints::floordivsi(None, r) {
                return cx.apply_int(f);
            }
            match (l, r) {
                (Some(a), Some(b)) => cx.apply_int(fold_last_status(a, b, floordivsi_element)),
                _ => false,
            }
        }
        ArithOp::RemUIOp => cx.apply_int(ints::remui(l, r, width)),
        ArithOp::RemSIOp => cx.apply_int(ints::remsi(l, r, width)),
        ArithOp::AndIOp | ArithOp::OrIOp => {
            let and = kind == ArithOp::AndIOp;
            // Identities on a constant rhs come first.
            let id = if and {
                ints::andi(None, r, false)
            } else {
                ints::ori(None, r, false)
            };
            if id.is_fold() {
                // `or(x, -1)` folds to the constant attribute itself.
                if !and && id == Fold::Operand(1) {
                    let c = crate::OrIOpFoldAdaptor {
                        operands: cx.consts,
                    }
                    .rhs();
                    return cx.constant(c);
                }
                return cx.apply_int(id);
            }
            let (ld, rd) = (
                def_of(cx.body, lv, true, false),
                def_of(cx.body, rv, true, false),
            );
            let f = if and {
                producers::andi(lv, rv, ld, rd)
            } else {
                producers::ori(lv, rv, ld, rd)
            };
            if let Some(f) = f {
                // `or(x, not x)` is the all-ones operand of the `not`.
                if !and {
                    for v in [lv, rv] {
                        // A `not` is an `arith.xori` whose right operand is all ones.
                        if let Some(d) = defining_op(cx.body, v)
                            && let Def::Not(_) = def_of(cx.body, v, true, false)
                            && let Some(not) = crate::XOrIOp::cast(cx.body, d)
                        {
                            let ones = not.rhs(cx.body);
                            return cx.value(ones);
                        }
                    }
                }
                return cx.forward(f);
            }
            if and && let Some(v) = and_of_and(cx.body, lv, rv) {
                return cx.value(v);
            }
            // `x & x` / `x | x` is left to the `Idempotent` trait folder, which runs only
            // when this folder does not fold (MLIR folds two constants first).
            cx.apply_int(if and {
                ints::andi(l, r, false)
            } else {
                ints::ori(l, r, false)
            })
        }
        ArithOp::XOrIOp => {
            if let f @ (Fold::Operand(_) | Fold::Constant(_)) = ints::xori(None, r, same, width) {
                return cx.apply_int(f);
            }
            if let Some(f) = producers::xori(lv, rv, def_of(cx.body, lv, false, false)) {
                return cx.forward(f);
            }
            if let Def::XorI(a, b) = def_of(cx.body, rv, false, false) {
                if b == lv {
                    return cx.value(a);
                }
                if a == lv {
                    return cx.value(b);
                }
            }
            cx.apply_int(ints::xori(l, r, same, width))
        }
        ArithOp::ShLIOp | ArithOp::ShRUIOp | ArithOp::ShRSIOp => {
            let shift = match kind {
                ArithOp::ShLIOp => Shift::Left,
                ArithOp::ShRUIOp => Shift::RightUnsigned,
                _ => Shift::RightSigned,
            };
            if let f @ Fold::Operand(_) = ints::shift(shift, None, r) {
                return cx.apply_int(f);
            }
            match (l, r) {
                (Some(a), Some(b)) => {
                    cx.apply_int(fold_last_status(a, b, |x, y| shift_element(shift, x, y)))
                }
                _ => false,
            }
        }
        ArithOp::MaxSIOp => cx.apply_int(ints::min_max(MinMax::MaxS, l, r, same)),
        ArithOp::MaxUIOp => cx.apply_int(ints::min_max(MinMax::MaxU, l, r, same)),
        ArithOp::MinSIOp => cx.apply_int(ints::min_max(MinMax::MinS, l, r, same)),
        ArithOp::MinUIOp => cx.apply_int(ints::min_max(MinMax::MinU, l, r, same)),
        ArithOp::AddUIExtendedOp => {
            let (sum, carry) = ints::addui_extended(l, r);
            fold_pair(cx, sum, carry.map(bools_to_ints))
        }
        ArithOp::MulUIExtendedOp => {
            let (lo, hi) = ints::mului_extended(l, r, width);
            fold_pair(cx, lo, hi)
        }
        ArithOp::MulSIExtendedOp => {
            let (lo, hi) = ints::mulsi_extended(l, r);
            fold_pair(cx, lo, hi)
        }
        ArithOp::ExtUIOp => {
            let p = cast_producer(cx.body, lv);
            cx.apply_int(ints::extui(l, p, width))
        }
        ArithOp::ExtSIOp => {
            let p = cast_producer(cx.body, lv);
            cx.apply_int(ints::extsi(l, p, width))
        }
        ArithOp::TruncIOp => {
            let p = cast_producer(cx.body, lv);
            cx.apply_int(ints::trunci(l, p, width))
        }
        ArithOp::IndexCastOp => cx.apply_int(ints::index_cast(l, width)),
        ArithOp::IndexCastUIOp => cx.apply_int(ints::index_castui(l, width)),
        ArithOp::CmpIOp => fold_cmpi(cx, l, r, lv, rv, same),
        ArithOp::SelectOp => fold_select(cx),
        ArithOp::BitcastOp => fold_bitcast(cx),
        _ => fold_float(cx, kind, lv, same),
    }
}

/// Folds two integer constants element by element the way MLIR 22's shift and `floordivsi`
/// folders do: `f` gives each element's value and whether it is valid, and only the validity
/// of the *last* element decides whether the op folds (MLIR's status flag is overwritten by
/// every element).
fn fold_last_status(
    a: &Elems<ApInt>,
    b: &Elems<ApInt>,
    f: impl Fn(&ApInt, &ApInt) -> (ApInt, bool),
) -> Fold<Elems<ApInt>> {
    let (result, ok) = match (a, b) {
        (Elems::Splat(x), Elems::Splat(y)) => {
            let (v, ok) = f(x, y);
            (Elems::Splat(v), ok)
        }
        _ => {
            let n = match (a, b) {
                (Elems::Dense(x), Elems::Dense(y)) if x.len() != y.len() => return Fold::None,
                (Elems::Dense(v), _) | (_, Elems::Dense(v)) => v.len(),
                _ => 0,
            };
            let at = |e: &Elems<ApInt>, i: usize| match e {
                Elems::Splat(v) => v.clone(),
                Elems::Dense(v) => v[i].clone(),
            };
            let mut ok = true;
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                let (v, valid) = f(&at(a, i), &at(b, i));
                ok = valid;
                out.push(v);
            }
            (Elems::Dense(out), ok)
        }
    };
    if ok {
        Fold::Constant(result)
    } else {
        Fold::None
    }
}

/// One element of a constant `arith.floordivsi`: a zero divisor gives the dividend, `MIN / -1`
/// wraps to `MIN`; both are invalid.
fn floordivsi_element(x: &ApInt, y: &ApInt) -> (ApInt, bool) {
    if y.is_zero() || ropt_numbers::int::sdiv_overflows(x, y) {
        return (x.clone(), false);
    }
    match ints::floor_div_s(x, y) {
        Some(q) => (q, true),
        None => (x.clone(), false),
    }
}

/// One element of a constant shift: amounts of at least the width shift everything out (the
/// sign fills for `shrsi`) and are invalid.
fn shift_element(kind: Shift, x: &ApInt, y: &ApInt) -> (ApInt, bool) {
    let w = x.width();
    let n = ropt_numbers::int::shift_amount(x, y);
    let amount = n.unwrap_or(w);
    let v = match kind {
        Shift::Left => ropt_numbers::int::shl(x, amount.min(w)),
        Shift::RightUnsigned => ropt_numbers::int::lshr(x, amount.min(w)),
        Shift::RightSigned => ropt_numbers::int::ashr(x, amount.min(w)),
    };
    (v, n.is_some())
}

/// `and(a, and(a, b))`, `and(and(a, b), b)`, ...: the inner `and` when it already has the
/// outer op's other operand.
fn and_of_and(body: &Body, lv: ValueId, rv: ValueId) -> Option<ValueId> {
    for (inner, other) in [(lv, rv), (rv, lv)] {
        let Some(d) = defining_op(body, inner).and_then(|d| crate::AndIOp::cast(body, d)) else {
            continue;
        };
        if d.lhs(body) == other || d.rhs(body) == other {
            return Some(inner);
        }
    }
    None
}

fn bools_to_ints(e: Elems<bool>) -> Elems<ApInt> {
    let one = |b: bool| ApInt::from_u64(1, b as u64);
    match e {
        Elems::Splat(b) => Elems::Splat(one(b)),
        Elems::Dense(v) => Elems::Dense(v.into_iter().map(one).collect()),
    }
}

/// Folds a two-result op when both results fold.
fn fold_pair(cx: &mut Cx<'_>, a: Fold<Elems<ApInt>>, b: Fold<Elems<ApInt>>) -> bool {
    if !a.is_fold() || !b.is_fold() {
        return false;
    }
    let start = cx.out.len();
    if cx.apply_int(a) && cx.apply_int(b) {
        return true;
    }
    cx.out.truncate(start);
    false
}

fn fold_cmpi(
    cx: &mut Cx<'_>,
    l: Option<&Elems<ApInt>>,
    r: Option<&Elems<ApInt>>,
    lv: ValueId,
    rv: ValueId,
    same: bool,
) -> bool {
    let Some(pred) = crate::CmpIOp(cx.op).predicate(cx.body) else {
        return false;
    };
    if !same {
        let lhs_is_i1 = int_width(cx.body.value_type(lv)) == 1
            && !element_type(cx.body.value_type(lv)).is_index();
        let splat = |a: Option<&Elems<ApInt>>, p: fn(&ApInt) -> bool| {
            a.and_then(Elems::splat).is_some_and(p)
        };
        if splat(r, ApInt::is_zero) && pred == CmpIPredicate::Ne {
            let p = cast_producer(cx.body, lv);
            if matches!(p, Producer::ExtSI(1) | Producer::ExtUI(1)) {
                return cx.apply_int(Fold::ProducerOperand);
            }
            if lhs_is_i1 {
                return cx.value(lv);
            }
        }
        if splat(r, ropt_numbers::int::is_one) && pred == CmpIPredicate::Eq && lhs_is_i1 {
            return cx.value(lv);
        }
    }
    match ints::cmpi(pred, l, r, same, Producer::Other) {
        CmpIFold::Constant(c) => cx.apply_bool(Fold::Constant(c)),
        CmpIFold::ProducerOperand => cx.apply_int(Fold::ProducerOperand),
        CmpIFold::SwapOperands(p) => {
            let cmp = crate::CmpIOp(cx.op);
            cmp.set_predicate(cx.ctx, cx.body, p);
            cmp.set_lhs(cx.body, rv);
            cmp.set_rhs(cx.body, lv);
            true
        }
        CmpIFold::None => false,
    }
}

fn fold_select(cx: &mut Cx<'_>) -> bool {
    let select = crate::SelectOp(cx.op);
    let (c, t, f) = (
        select.condition(cx.body),
        select.true_value(cx.body),
        select.false_value(cx.body),
    );
    if t == f {
        return cx.value(t);
    }
    let consts = crate::SelectOpFoldAdaptor {
        operands: cx.consts,
    };
    let (tc, fc) = (consts.true_value(), consts.false_value());
    let cond = consts.condition().and_then(bool_elems);
    match cond.as_ref().and_then(Elems::splat) {
        Some(true) => return cx.value(t),
        Some(false) => return cx.value(f),
        None => {}
    }
    let ty = cx.result_type(0);
    if ty.is_signless_int(1) {
        let tc = tc.and_then(int_elems).and_then(|e| e.splat().cloned());
        let fc = fc.and_then(int_elems).and_then(|e| e.splat().cloned());
        if tc.as_ref().is_some_and(ropt_numbers::int::is_one)
            && fc.as_ref().is_some_and(ApInt::is_zero)
        {
            return cx.value(c);
        }
    }
    if let Some(cmp) = defining_op(cx.body, c).and_then(|d| crate::CmpIOp::cast(cx.body, d))
        && let Some(pred @ (CmpIPredicate::Eq | CmpIPredicate::Ne)) = cmp.predicate(cx.body)
    {
        let (a, b) = (cmp.lhs(cx.body), cmp.rhs(cx.body));
        if (a == t && b == f) || (b == t && a == f) {
            return cx.value(if pred == CmpIPredicate::Ne { t } else { f });
        }
    }
    // Element-wise select of dense constants by a non-splat constant condition.
    let dense = |a: Option<Attribute>| {
        a.is_some_and(|a| matches!(a.kind(), AttributeKind::DenseElements { .. }))
    };
    if let Some(cond @ Elems::Dense(_)) = cond.as_ref()
        && dense(tc)
        && dense(fc)
    {
        let (t, f) = (tc.and_then(int_elems), fc.and_then(int_elems));
        if let (Some(tv), Some(fv)) = (t, f) {
            let f = ints::select(Some(cond), Some(&tv), Some(&fv), false, false);
            return cx.apply_int(f);
        }
        let (t, f) = (tc.and_then(float_elems), fc.and_then(float_elems));
        if let (Some(tv), Some(fv)) = (t, f) {
            let f = ints::select(Some(cond), Some(&tv), Some(&fv), false, false);
            return cx.apply_float(f);
        }
    }
    false
}

fn fold_bitcast(cx: &mut Cx<'_>) -> bool {
    let consts = crate::BitcastOpFoldAdaptor {
        operands: cx.consts,
    };
    let Some(a) = consts.in_() else {
        return false;
    };
    let ty = cx.result_type(0);
    let out = match a.kind() {
        AttributeKind::DenseElements {
            data: ropt_ir::DenseData::Raw { bytes, .. },
            ..
        } => {
            let Some(w) = element_type(ty).int_or_float_width() else {
                return false;
            };
            if ty.shape().is_none() {
                return false;
            }
            let n = (w as usize).div_ceil(8).max(1);
            let count = ty.num_elements().unwrap_or(0) as usize;
            let mut full = Vec::with_capacity(n * count.max(1));
            if bytes.len() == n {
                for _ in 0..count.max(1) {
                    full.extend_from_slice(bytes);
                }
            } else {
                full.extend_from_slice(bytes);
            }
            Some(cx.ctx.dense_raw_attr(ty, n, &full))
        }
        _ if ty.shape().is_some() || ty.element_type().is_some() => None,
        AttributeKind::Float { bits, .. } => match ty.kind() {
            TypeKind::Float(_) => Some(cx.ctx.float_attr_bits(ty, *bits)),
            TypeKind::Integer { width, .. } => Some(
                cx.ctx
                    .integer_attr(ty, ropt_numbers::int::from_u128(*width, *bits)),
            ),
            _ => None,
        },
        AttributeKind::Integer { value, .. } => match ty.kind() {
            TypeKind::Float(_) => {
                let bits = ropt_numbers::int::to_u128(value).unwrap_or(0);
                Some(cx.ctx.float_attr_bits(ty, bits))
            }
            TypeKind::Integer { .. } => Some(cx.ctx.integer_attr(ty, value.clone())),
            _ => None,
        },
        _ => None,
    };
    cx.constant(out)
}

fn fold_float(cx: &mut Cx<'_>, which: ArithOp, lv: ValueId, same: bool) -> bool {
    let (l, r) = (cx.float(0), cx.float(1));
    let (l, r) = (l.as_ref(), r.as_ref());
    let rty = cx.result_type(0);
    let bin = |op| Some(op);
    let fbin = match which {
        ArithOp::AddFOp => bin(FBin::Add),
        ArithOp::SubFOp => bin(FBin::Sub),
        ArithOp::MulFOp => bin(FBin::Mul),
        ArithOp::DivFOp => bin(FBin::Div),
        ArithOp::RemFOp => bin(FBin::Rem),
        ArithOp::MaximumFOp => bin(FBin::Maximum),
        ArithOp::MinimumFOp => bin(FBin::Minimum),
        ArithOp::MaxNumFOp => bin(FBin::MaxNum),
        ArithOp::MinNumFOp => bin(FBin::MinNum),
        _ => None,
    };
    if let Some(op) = fbin {
        return cx.apply_float(floats::fbin(op, l, r, same, RoundingMode::ToNearestEven));
    }
    let kind = element_type(rty).float_kind();
    match which {
        ArithOp::NegFOp => {
            let producer_is_negf =
                defining_op(cx.body, lv).is_some_and(|d| crate::NegFOp::cast(cx.body, d).is_some());
            cx.apply_float(floats::negf(l, producer_is_negf))
        }
        ArithOp::CmpFOp => {
            // Only scalar float attributes fold.
            let scalar = |a: Option<Attribute>| {
                a.filter(|a| matches!(a.kind(), AttributeKind::Float { .. }))
                    .and_then(float_elems)
            };
            let consts = crate::CmpFOpFoldAdaptor {
                operands: cx.consts,
            };
            let (l, r) = (scalar(consts.lhs()), scalar(consts.rhs()));
            match crate::CmpFOp(cx.op).predicate(cx.body) {
                Some(p) => cx.apply_bool(floats::cmpf(p, l.as_ref(), r.as_ref())),
                None => false,
            }
        }
        ArithOp::ExtFOp => {
            if let Some(d) =
                defining_op(cx.body, lv).and_then(|d| crate::TruncFOp::cast(cx.body, d))
            {
                let src = d.in_(cx.body);
                if cx.body.value_type(src) == rty
                    && has_contract(d.fastmath_attr(cx.body))
                    && has_contract(crate::ExtFOp(cx.op).fastmath_attr(cx.body))
                {
                    return cx.value(src);
                }
            }
            match kind {
                Some(k) => cx.apply_float(floats::extf(l, k)),
                None => false,
            }
        }
        ArithOp::TruncFOp => {
            let Some(k) = kind else { return false };
            if let Some(ext) =
                defining_op(cx.body, lv).and_then(|d| crate::ExtFOp::cast(cx.body, d))
            {
                let src = ext.in_(cx.body);
                let src_k = element_type(cx.body.value_type(src)).float_kind();
                let mid_k = element_type(cx.body.value_type(lv)).float_kind();
                if let (Some(s), Some(m)) = (src_k, mid_k)
                    && representable_by(s, m)
                {
                    if s.width() > k.width() {
                        crate::TruncFOp(cx.op).set_in_(cx.body, src);
                        return true;
                    }
                    if s == k {
                        return cx.value(src);
                    }
                }
            }
            let mode = cx
                .attr("roundingmode")
                .and_then(|a| a.as_int()?.to_i64())
                .and_then(RoundingMode::from_i64)
                .unwrap_or(RoundingMode::ToNearestEven);
            cx.apply_float(floats::truncf(l, k, mode, None))
        }
        ArithOp::UIToFPOp | ArithOp::SIToFPOp => {
            let a = cx.int(0);
            match kind {
                Some(k) => {
                    cx.apply_float(floats::int_to_fp(a.as_ref(), which == ArithOp::SIToFPOp, k))
                }
                None => false,
            }
        }
        ArithOp::FPToUIOp | ArithOp::FPToSIOp => {
            let w = int_width(rty);
            cx.apply_int(floats::fp_to_int(l, which == ArithOp::FPToSIOp, w))
        }
        _ => false,
    }
}

/// The dialect's constant materializer (MLIR's `arith::ConstantOp::materialize`): an
/// `arith.constant` for an integer, float or elements attribute of exactly type `ty` (signless
/// integers only).
pub fn materialize(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    let typed = match value.kind() {
        AttributeKind::Bool(b) => {
            if !ty.is_signless_int(1) {
                return None;
            }
            ctx.integer_attr(ty, ApInt::from_u64(1, *b as u64))
        }
        AttributeKind::Integer { .. }
        | AttributeKind::Float { .. }
        | AttributeKind::DenseElements { .. }
        | AttributeKind::DenseResource { .. }
        | AttributeKind::Sparse { .. } => value,
        _ => return None,
    };
    if typed.ty() != Some(ty) {
        return None;
    }
    if let TypeKind::Integer { signedness, .. } = element_type(ty).kind()
        && *signedness != Signedness::Signless
    {
        return None;
    }
    Some(crate::ConstantOp::build(ctx, loc, ty, Some(typed)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i7(v: i64) -> ApInt {
        ApInt::from_i64(7, v)
    }

    #[test]
    fn representability_follows_exponent_range_and_precision() {
        use FloatKind::*;
        assert!(representable_by(F16, F32));
        assert!(representable_by(BF16, F32));
        assert!(!representable_by(F16, BF16));
        assert!(!representable_by(BF16, F16));
        assert!(representable_by(F8E5M2, F16));
        assert!(!representable_by(F32, TF32));
        assert!(representable_by(F4E2M1FN, F6E2M3FN));
    }

    #[test]
    fn last_element_decides_shift_folds() {
        let a = Elems::Dense(vec![i7(5), i7(6)]);
        // An out-of-range amount first, a valid one last: folds (the first shifts out).
        let b = Elems::Dense(vec![i7(9), i7(1)]);
        let f = fold_last_status(&a, &b, |x, y| shift_element(Shift::Left, x, y));
        assert_eq!(f, Fold::Constant(Elems::Dense(vec![i7(0), i7(12)])));
        // A valid amount first, an out-of-range one last: no fold.
        let b = Elems::Dense(vec![i7(1), i7(9)]);
        let f = fold_last_status(&a, &b, |x, y| shift_element(Shift::Left, x, y));
        assert_eq!(f, Fold::None);
        // Splats are one element.
        let f = fold_last_status(&Elems::Splat(i7(-8)), &Elems::Splat(i7(1)), |x, y| {
            shift_element(Shift::RightSigned, x, y)
        });
        assert_eq!(f, Fold::Constant(Elems::Splat(i7(-4))));
    }

    #[test]
    fn floordivsi_zero_divisor_keeps_dividend_unless_last() {
        let a = Elems::Splat(i7(-62));
        let b = Elems::Dense(vec![i7(62), i7(0), i7(-57), i7(-8)]);
        let f = fold_last_status(&a, &b, floordivsi_element);
        assert_eq!(
            f,
            Fold::Constant(Elems::Dense(vec![i7(-1), i7(-62), i7(1), i7(7)]))
        );
        let b = Elems::Dense(vec![i7(62), i7(0)]);
        assert_eq!(fold_last_status(&a, &b, floordivsi_element), Fold::None);
        // MIN / -1 overflows.
        let f = fold_last_status(
            &Elems::Splat(i7(-64)),
            &Elems::Splat(i7(-1)),
            floordivsi_element,
        );
        assert_eq!(f, Fold::None);
    }
}
