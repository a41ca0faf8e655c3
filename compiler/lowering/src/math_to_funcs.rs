//! `-convert-math-to-funcs`: `math.ipowi`, `math.fpowi` and (with `convert-ctlz`) `math.ctlz`
//! on scalars replaced by calls of outlined software implementations (MLIR's
//! `ConvertMathToFuncs`). A walk of the module first appends, for each op kind and element
//! type met (in walk order), one private `linkonce_odr` function to the module:
//!
//! * `__mlir_math_ipowi_<T>(b, p)`: `1` for `p == 0`; for `p <= 0`: `1 / 0` when `b == 0`,
//!   `1` when `b == 1`, `+-1` by the parity of `p` when `b == -1`, else `0`; otherwise
//!   square-and-multiply in a `cf` loop;
//! * `__mlir_math_fpowi_<F>_<T>(b, p)`: square-and-multiply on `|p|` (the largest power for
//!   the smallest `p`, multiplied once more by `b`), inverted for a negative power;
//! * `__mlir_math_ctlz_<T>(x)`: the bit width for zero, else an `scf.for` shifting left while
//!   the top bit is clear.
//!
//! Then a partial conversion replaces each convertible op by a `func.call`. An `ipowi`/`ctlz`
//! converts when its element type is an integer type, an `fpowi` when its exponent's integer
//! width is at least `min-width-of-fpowi-exponent`.
//!
//! A convertible op no pattern lowers stays (dynamically) illegal and fails the pass with
//! mlir-opt's "failed to legalize" error, e.g. on a tensor. Not done: the vector forms, which
//! mlir-opt 22 unrolls with `vector.extract`/`insert` (ropt has no vector dialect yet): they
//! fail the same way.

use std::collections::HashSet;
use std::sync::Arc;

use ropt_conversion::{ConversionConfig, ConversionTarget};
use ropt_dialect_arith::attr::{float_attr, int_attr};
use ropt_dialect_arith::fold::Elems;
use ropt_dialect_arith::{
    AddIOp, AndIOp, CmpIOp, CmpIPredicate, ConstantOp, DivFOp, DivSIOp, MulFOp, MulIOp, SelectOp,
    ShLIOp, ShRUIOp, SubIOp,
};
use ropt_dialect_cf::{BranchOp, CondBranchOp};
use ropt_dialect_func::{CallOp, FuncOp, ReturnOp};
use ropt_dialect_math::{CountLeadingZerosOp, FPowIOp, IPowIOp};
use ropt_dialect_scf::{ForOp, IfOp, YieldOp};
use ropt_ir::apint::ApInt;
use ropt_ir::{
    BlockId, Body, Context, Location, NamedAttribute, OpId, OperationState, RegionId, Type, ValueId,
};
use ropt_numbers::apfloat::FloatBits;
use ropt_numbers::float::from_f64;
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::{FnPattern, MatchFailure, PatternInfo, PatternRewriter, RewritePatternSet};

/// `convert-math-to-funcs`.
pub static CONVERT_MATH_TO_FUNCS: PassInfo = PassInfo {
    argument: "convert-math-to-funcs",
    name: "ConvertMathToFuncs",
    description: "Convert Math operations to calls of outlined implementations.",
    anchor: Some("builtin.module"),
    options: &[
        OptionSpec::new(
            "min-width-of-fpowi-exponent",
            OptionKind::Uint,
            "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value",
        )
        .default_int(1),
        OptionSpec::new(
            "convert-ctlz",
            OptionKind::Bool,
            "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.",
        ),
        crate::TRACE_OPTION,
    ],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(MathToFuncs {
            min_fpowi_width: o.int("min-width-of-fpowi-exponent").clamp(0, u32::MAX as i64) as u32,
            convert_ctlz: o.bool("convert-ctlz"),
            trace: o.bool("trace-conversion"),
        })
    },
};

struct MathToFuncs {
    min_fpowi_width: u32,
    convert_ctlz: bool,
    trace: bool,
}

/// The kinds of op the pass outlines.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    IPowI,
    FPowI,
    Ctlz,
}

/// The element type of `ty` (itself for a scalar).
fn elem(ty: Type) -> Type {
    ty.element_type().unwrap_or(ty)
}

/// The spelling of an integer or float type in a function name.
fn type_name(ty: Type) -> Option<String> {
    if let Some(k) = ty.float_kind() {
        return Some(k.name().to_owned());
    }
    let (w, s) = ty.int_info()?;
    Some(match s {
        ropt_ir::Signedness::Signless => format!("i{w}"),
        ropt_ir::Signedness::Signed => format!("si{w}"),
        ropt_ir::Signedness::Unsigned => format!("ui{w}"),
    })
}

/// What the pass converts: the kind and the outlined function's name, for a convertible op.
#[derive(Clone, Copy)]
struct Rules {
    min_fpowi_width: u32,
    convert_ctlz: bool,
}

impl Rules {
    fn classify(self, body: &Body, op: OpId) -> Option<(Kind, Vec<Type>)> {
        let name = body.op_name(op);
        let kind = match name.as_str() {
            IPowIOp::NAME => Kind::IPowI,
            FPowIOp::NAME => Kind::FPowI,
            CountLeadingZerosOp::NAME if self.convert_ctlz => Kind::Ctlz,
            _ => return None,
        };
        if body.num_results(op) != 1 {
            return None;
        }
        let result = elem(body.value_type(body.result(op, 0)));
        match kind {
            Kind::IPowI | Kind::Ctlz => {
                result.int_info()?;
                Some((kind, vec![result]))
            }
            Kind::FPowI => {
                if body.num_operands(op) != 2 {
                    return None;
                }
                let exp = elem(body.value_type(body.operand(op, 1)));
                let (w, _) = exp.int_info()?;
                result.float_kind()?;
                (w >= self.min_fpowi_width).then(|| (kind, vec![result, exp]))
            }
        }
    }
}

fn func_name(kind: Kind, types: &[Type]) -> Option<String> {
    let mut name = String::from(match kind {
        Kind::IPowI => "__mlir_math_ipowi",
        Kind::FPowI => "__mlir_math_fpowi",
        Kind::Ctlz => "__mlir_math_ctlz",
    });
    for &t in types {
        name.push('_');
        name.push_str(&type_name(t)?);
    }
    Some(name)
}

/// The ops of `regions` of `body` and of every body nested in them, in walk order.
fn walk(body: &Body, regions: &[RegionId], f: &mut dyn FnMut(&Body, OpId)) {
    for &r in regions {
        for op in ropt_rewrite::walk::region_postorder(body, r) {
            if let Some(nested) = body.nested_body(op) {
                walk(nested, nested.top_regions(), f);
            }
            f(body, op);
        }
    }
}

impl Pass for MathToFuncs {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let rules = Rules {
            min_fpowi_width: self.min_fpowi_width,
            convert_ctlz: self.convert_ctlz,
        };
        let module_loc = body.op_location(op);
        // The functions to outline, in walk order.
        let mut wanted: Vec<(Kind, Vec<Type>, String)> = Vec::new();
        {
            let mb = body.regions_body(op);
            let mut seen = HashSet::new();
            walk(mb, mb.top_regions(), &mut |b, o| {
                if let Some((kind, types)) = rules.classify(b, o)
                    && let Some(name) = func_name(kind, &types)
                    && seen.insert(name.clone())
                {
                    wanted.push((kind, types, name));
                }
            });
        }
        if !wanted.is_empty() {
            let mb = body.regions_body_mut(op);
            let Some(block) = mb.top_regions().first().and_then(|&r| mb.entry_block(r)) else {
                return Ok(());
            };
            for (kind, types, name) in &wanted {
                let state = match kind {
                    Kind::IPowI => ipowi_func(ctx, module_loc, name, types[0]),
                    Kind::FPowI => fpowi_func(ctx, module_loc, name, types[0], types[1]),
                    Kind::Ctlz => ctlz_func(ctx, module_loc, name, types[0]),
                };
                let f = mb.create_op(state);
                mb.append_op(block, f);
            }
        }

        let mut set = RewritePatternSet::new();
        let r = ctx.registry();
        let mut roots = vec![
            (IPowIOp::NAME, "IPowIOpLowering"),
            (FPowIOp::NAME, "FPowIOpLowering"),
        ];
        if self.convert_ctlz {
            roots.push((CountLeadingZerosOp::NAME, "CtlzOpLowering"));
        }
        for (root, pname) in roots {
            set.add(FnPattern::new(
                PatternInfo::new(r.op_name(root), 1, pname),
                move |o: OpId, rw: &mut PatternRewriter<'_>| lower_to_call(rules, o, rw),
            ));
        }
        let patterns = set.freeze(&[], &[]);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["arith", "cf", "func", "scf", "vector"]);
        let legal = Arc::new(move |b: &Body, o: OpId| Some(rules.classify(b, o).is_none()));
        let l = legal.clone();
        target.add_dynamically_legal_op(IPowIOp::NAME, move |b, o| l(b, o));
        let l = legal.clone();
        target.add_dynamically_legal_op(FPowIOp::NAME, move |b, o| l(b, o));
        if self.convert_ctlz {
            target.add_dynamically_legal_op(CountLeadingZerosOp::NAME, move |b, o| legal(b, o));
        }
        let config = ConversionConfig {
            trace: self.trace,
            ..ConversionConfig::default()
        };
        crate::run_partial_conversion(ctx, body, op, cx, &target, &patterns, config)
    }
}

/// Replaces a scalar convertible op by a call of its outlined function.
fn lower_to_call(rules: Rules, op: OpId, rw: &mut PatternRewriter<'_>) -> Result<(), MatchFailure> {
    let body = rw.body();
    if body.value_type(body.result(op, 0)).is_vector_or_tensor() {
        return rw.notify_match_failure(op, "non-scalar operation");
    }
    let Some((kind, types)) = rules.classify(body, op) else {
        return Err(MatchFailure);
    };
    let Some(name) = func_name(kind, &types) else {
        return rw.notify_match_failure(op, "missing software implementation");
    };
    let ctx = rw.context();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let result = body.value_type(body.result(op, 0));
    let loc = body.op_location(op);
    let callee = ctx.symbol_ref_attr(&name, &[]);
    let state = CallOp::build(
        ctx,
        loc,
        &[result],
        &operands,
        Some(callee),
        None,
        None,
        None,
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// Builds the body of an outlined function: blocks appended to one region in creation
/// order, ops appended to the current block, all at one location.
struct FnBuilder<'a> {
    ctx: &'a Context,
    body: Body,
    region: RegionId,
    block: BlockId,
    loc: Location,
}

impl<'a> FnBuilder<'a> {
    /// A function body whose entry block takes `inputs`.
    fn new(ctx: &'a Context, loc: Location, inputs: &[Type]) -> Self {
        let mut body = Body::new();
        let region = body.add_top_region();
        let block = body.create_block();
        body.append_block(region, block);
        for &t in inputs {
            body.add_block_argument(block, t, loc);
        }
        FnBuilder {
            ctx,
            body,
            region,
            block,
            loc,
        }
    }

    fn arg(&self, block: BlockId, i: usize) -> ValueId {
        self.body.block_arguments(block)[i]
    }

    /// A new block at the end of `region` taking `args`; it becomes the current block.
    fn block_in(&mut self, region: RegionId, args: &[Type]) -> BlockId {
        let b = self.body.create_block();
        self.body.append_block(region, b);
        for &t in args {
            self.body.add_block_argument(b, t, self.loc);
        }
        self.block = b;
        b
    }

    fn new_block(&mut self, args: &[Type]) -> BlockId {
        self.block_in(self.region, args)
    }

    fn op(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(state);
        self.body.append_op(self.block, op);
        op
    }

    fn v(&mut self, state: OperationState) -> ValueId {
        let op = self.op(state);
        self.body.result(op, 0)
    }

    fn ty(&self, v: ValueId) -> Type {
        self.body.value_type(v)
    }

    fn int(&mut self, ty: Type, value: ApInt) -> ValueId {
        let attr = int_attr(self.ctx, ty, &Elems::Splat(value));
        self.v(ConstantOp::build(self.ctx, self.loc, ty, attr))
    }

    fn int_i64(&mut self, ty: Type, value: i64) -> ValueId {
        let w = ty.int_info().map_or(64, |(w, _)| w);
        self.int(ty, ApInt::from_i64(w, value))
    }

    fn float(&mut self, ty: Type, value: f64) -> ValueId {
        let kind = ty.float_kind().expect("a float type");
        let attr = float_attr(
            self.ctx,
            ty,
            &Elems::Splat(FloatBits::new(kind, from_f64(kind, value))),
        );
        self.v(ConstantOp::build(self.ctx, self.loc, ty, attr))
    }

    fn cmpi(&mut self, p: CmpIPredicate, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.ctx;
        let pred = ctx.int_attr(ctx.int_type(64), p.value());
        self.v(CmpIOp::build(
            ctx,
            self.loc,
            ctx.i1_type(),
            a,
            b,
            Some(pred),
        ))
    }

    fn andi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.v(AndIOp::build(self.ctx, self.loc, ty, a, b))
    }

    fn shrui(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.v(ShRUIOp::build(self.ctx, self.loc, ty, a, b, None))
    }

    fn ret(&mut self, values: &[ValueId]) {
        self.op(ReturnOp::build(self.ctx, self.loc, values));
    }

    fn br(&mut self, dest: BlockId, args: &[ValueId]) {
        self.op(BranchOp::build(self.ctx, self.loc, args, &[dest]));
    }

    #[allow(clippy::too_many_arguments)]
    fn cond_br(
        &mut self,
        at: BlockId,
        c: ValueId,
        t: BlockId,
        t_args: &[ValueId],
        f: BlockId,
        f_args: &[ValueId],
    ) {
        let state = CondBranchOp::build(self.ctx, self.loc, c, t_args, f_args, None, &[t, f]);
        let op = self.body.create_op(state);
        self.body.append_op(at, op);
    }

    fn parent_block(&self, v: ValueId) -> BlockId {
        let op = self.body.defining_op(v).expect("an op result");
        self.body.parent_block(op).expect("an op in a block")
    }

    /// The `func.func private @name` with this body, `linkonce_odr` for the LLVM dialect.
    fn finish(self, name: &str, inputs: &[Type], result: Type) -> OperationState {
        let ctx = self.ctx;
        let ty = ctx.type_attr(ctx.function_type(inputs, &[result]));
        let mut st = FuncOp::build(
            ctx,
            self.loc,
            Some(ctx.string_attr(name)),
            Some(ty),
            Some(ctx.string_attr("private")),
            None,
            None,
            None,
        );
        st = st.with_attributes(ctx.dictionary_attr(&[NamedAttribute::new(
            ctx.identifier("llvm.linkage"),
            ctx.opaque_attr("llvm", "linkage<linkonce_odr>", None),
        )]));
        st.num_new_regions = 0;
        st.regions.push(self.region);
        st.body = Some(Box::new(self.body));
        st
    }
}

/// `__mlir_math_ipowi_<T>`.
fn ipowi_func(ctx: &Context, loc: Location, name: &str, t: Type) -> OperationState {
    let mut b = FnBuilder::new(ctx, loc, &[t, t]);
    let entry = b.block;
    let (base, power) = (b.arg(entry, 0), b.arg(entry, 1));
    let zero = b.int_i64(t, 0);
    let one = b.int_i64(t, 1);
    let minus_one = b.int_i64(t, -1);

    // if (p == 0) return 1;
    let p_is_zero = b.cmpi(CmpIPredicate::Eq, power, zero);
    let then = b.new_block(&[]);
    b.ret(&[one]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(entry, p_is_zero, then, &[], fallthrough, &[]);

    // if (p <= 0) {
    let p_is_neg = b.cmpi(CmpIPredicate::Sle, power, zero);
    let neg_block = fallthrough;
    //   if (b == 0) return 1 / 0;
    let b_zero_block = b.new_block(&[]);
    let b_is_zero = b.cmpi(CmpIPredicate::Eq, base, zero);
    let then = b.new_block(&[]);
    let div = b.v(DivSIOp::build(ctx, loc, t, one, zero, None));
    b.ret(&[div]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(b_zero_block, b_is_zero, then, &[], fallthrough, &[]);
    //   if (b == 1) return 1;
    let at = fallthrough;
    let b_is_one = b.cmpi(CmpIPredicate::Eq, base, one);
    let then = b.new_block(&[]);
    b.ret(&[one]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(at, b_is_one, then, &[], fallthrough, &[]);
    //   if (b == -1) return p & 1 ? -1 : 1;
    let at_minus_one = fallthrough;
    let b_is_minus_one = b.cmpi(CmpIPredicate::Eq, base, minus_one);
    let odd_block = b.new_block(&[]);
    let low = b.andi(power, one);
    let p_is_odd = b.cmpi(CmpIPredicate::Ne, low, zero);
    let then = b.new_block(&[]);
    b.ret(&[minus_one]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(odd_block, p_is_odd, then, &[], fallthrough, &[]);
    b.ret(&[one]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(
        at_minus_one,
        b_is_minus_one,
        odd_block,
        &[],
        fallthrough,
        &[],
    );
    //   return 0;
    // }
    b.ret(&[zero]);
    let header = b.new_block(&[t, t, t]);
    b.cond_br(
        neg_block,
        p_is_neg,
        b_zero_block,
        &[],
        header,
        &[one, base, power],
    );

    // The loop.
    let (result, base_tmp, power_tmp) = (b.arg(header, 0), b.arg(header, 1), b.arg(header, 2));
    let low = b.andi(power_tmp, one);
    let odd = b.cmpi(CmpIPredicate::Ne, low, zero);
    let then = b.new_block(&[]);
    let product = b.v(MulIOp::build(ctx, loc, t, result, base_tmp, None));
    let merged_block = b.new_block(&[t]);
    b.block = then;
    b.br(merged_block, &[product]);
    b.cond_br(header, odd, then, &[], merged_block, &[result]);
    let merged = b.arg(merged_block, 0);
    b.block = merged_block;
    let shifted = b.shrui(power_tmp, one);
    let done = b.cmpi(CmpIPredicate::Eq, shifted, zero);
    let then = b.new_block(&[]);
    b.ret(&[merged]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(merged_block, done, then, &[], fallthrough, &[]);
    let squared = b.v(MulIOp::build(ctx, loc, t, base_tmp, base_tmp, None));
    b.br(header, &[merged, squared, shifted]);
    b.finish(name, &[t, t], t)
}

/// `__mlir_math_fpowi_<F>_<T>`.
fn fpowi_func(ctx: &Context, loc: Location, name: &str, f: Type, t: Type) -> OperationState {
    let width = t.int_info().map_or(64, |(w, _)| w);
    let mut b = FnBuilder::new(ctx, loc, &[f, t]);
    let entry = b.block;
    let (base, power) = (b.arg(entry, 0), b.arg(entry, 1));
    let one_b = b.float(f, 1.0);
    let zero_p = b.int_i64(t, 0);
    let one_p = b.int_i64(t, 1);
    let min = if width == 0 {
        ApInt::from_u64(0, 0)
    } else {
        ApInt::from_limbs(width, one_shifted(width - 1))
    };
    let min_p = b.int(t, min);
    let max = if width == 0 {
        ApInt::from_u64(0, 0)
    } else {
        ApInt::from_limbs(width, low_ones(width - 1))
    };
    let max_p = b.int(t, max);

    // if (p == 0) return 1;
    let p_is_zero = b.cmpi(CmpIPredicate::Eq, power, zero_p);
    let then = b.new_block(&[]);
    b.ret(&[one_b]);
    let fallthrough = b.new_block(&[]);
    b.cond_br(entry, p_is_zero, then, &[], fallthrough, &[]);

    let p_is_neg = b.cmpi(CmpIPredicate::Sle, power, zero_p);
    let p_is_min = b.cmpi(CmpIPredicate::Eq, power, min_p);
    let neg_p = b.v(SubIOp::build(ctx, loc, t, zero_p, power, None));
    let p_init = b.v(SelectOp::build(ctx, loc, t, p_is_neg, neg_p, power));
    let p_init = b.v(SelectOp::build(ctx, loc, t, p_is_min, max_p, p_init));
    let init_block = b.block;

    let header = b.new_block(&[f, f, t]);
    b.block = init_block;
    b.br(header, &[one_b, base, p_init]);
    b.block = header;
    let (result, base_tmp, power_tmp) = (b.arg(header, 0), b.arg(header, 1), b.arg(header, 2));
    let low = b.andi(power_tmp, one_p);
    let odd = b.cmpi(CmpIPredicate::Ne, low, zero_p);
    let then = b.new_block(&[]);
    let product = b.v(MulFOp::build(ctx, loc, f, result, base_tmp, None));
    let merged_block = b.new_block(&[f]);
    b.block = then;
    b.br(merged_block, &[product]);
    b.cond_br(header, odd, then, &[], merged_block, &[result]);
    let merged = b.arg(merged_block, 0);
    b.block = merged_block;
    let shifted = b.shrui(power_tmp, one_p);
    let done = b.cmpi(CmpIPredicate::Eq, shifted, zero_p);
    let done_block = b.parent_block(done);
    let fallthrough = b.new_block(&[]);
    let squared = b.v(MulFOp::build(ctx, loc, f, base_tmp, base_tmp, None));
    b.br(header, &[merged, squared, shifted]);
    let exit = b.new_block(&[f]);
    b.cond_br(done_block, done, exit, &[merged], fallthrough, &[]);

    // if (isMin) result *= b;
    let r = b.arg(exit, 0);
    let then = b.new_block(&[]);
    let after_min = b.new_block(&[f]);
    b.cond_br(exit, p_is_min, then, &[], after_min, &[r]);
    b.block = then;
    let r2 = b.v(MulFOp::build(ctx, loc, f, r, base, None));
    b.br(after_min, &[r2]);

    // if (isNegativePower) result = 1 / result;
    let r = b.arg(after_min, 0);
    let then = b.new_block(&[]);
    let ret_block = b.new_block(&[f]);
    b.cond_br(after_min, p_is_neg, then, &[], ret_block, &[r]);
    b.block = then;
    let inv = b.v(DivFOp::build(ctx, loc, f, one_b, r, None));
    b.br(ret_block, &[inv]);
    b.block = ret_block;
    let r = b.arg(ret_block, 0);
    b.ret(&[r]);
    b.finish(name, &[f, t], f)
}

/// The limbs of `1 << bit`.
fn one_shifted(bit: u32) -> Vec<u64> {
    let mut limbs = vec![0u64; (bit / 64 + 1) as usize];
    limbs[(bit / 64) as usize] = 1 << (bit % 64);
    limbs
}

/// The limbs of `(1 << n) - 1`.
fn low_ones(n: u32) -> Vec<u64> {
    let mut limbs = vec![0u64; (n / 64 + 1) as usize];
    for i in 0..n {
        limbs[(i / 64) as usize] |= 1 << (i % 64);
    }
    limbs
}

/// An `scf.if` on `c` yielding `results`, with empty then/else blocks (returned).
fn scf_if(b: &mut FnBuilder<'_>, c: ValueId, results: &[Type]) -> (OpId, BlockId, BlockId) {
    let then_r = b.body.create_region();
    let else_r = b.body.create_region();
    let mut st = OperationState::new(b.ctx.registry().op_name(IfOp::NAME), b.loc);
    st.operands.push(c);
    st.result_types.extend_from_slice(results);
    st.regions.push(then_r);
    st.regions.push(else_r);
    let op = b.op(st);
    let outer = b.block;
    let then_b = b.block_in(then_r, &[]);
    let else_b = b.block_in(else_r, &[]);
    b.block = outer;
    (op, then_b, else_b)
}

/// `__mlir_math_ctlz_<T>`.
fn ctlz_func(ctx: &Context, loc: Location, name: &str, t: Type) -> OperationState {
    let width = t.int_info().map_or(64, |(w, _)| w) as i64;
    let index = ctx.index_type();
    let mut b = FnBuilder::new(ctx, loc, &[t]);
    let entry = b.block;
    let arg = b.arg(entry, 0);
    let bits = b.int_i64(t, width);
    let zero = b.int_i64(t, 0);
    let is_zero = b.cmpi(CmpIPredicate::Eq, arg, zero);
    let (if_op, then_b, else_b) = scf_if(&mut b, is_zero, &[t]);
    b.block = then_b;
    b.op(YieldOp::build(ctx, loc, &[bits]));

    b.block = else_b;
    let one_index = b.v(ConstantOp::build(ctx, loc, index, Some(ctx.index_attr(1))));
    let one = b.int_i64(t, 1);
    let bits_index = b.v(ConstantOp::build(
        ctx,
        loc,
        index,
        Some(ctx.index_attr(width)),
    ));
    let n = b.int_i64(t, 0);
    let loop_region = b.body.create_region();
    let mut st = OperationState::new(ctx.registry().op_name(ForOp::NAME), loc);
    st.operands
        .extend_from_slice(&[one_index, bits_index, one_index, arg, n]);
    st.result_types.extend_from_slice(&[t, t]);
    st.regions.push(loop_region);
    let for_op = b.op(st);
    let loop_block = b.block_in(loop_region, &[index, t, t]);
    let (arg_iter, n_iter) = (b.arg(loop_block, 1), b.arg(loop_block, 2));
    let negative = b.cmpi(CmpIPredicate::Slt, arg_iter, zero);
    let (inner_if, inner_then, inner_else) = scf_if(&mut b, negative, &[t, t]);
    b.block = inner_then;
    b.op(YieldOp::build(ctx, loc, &[arg_iter, n_iter]));
    b.block = inner_else;
    let n_next = b.v(AddIOp::build(ctx, loc, t, n_iter, one, None));
    let arg_next = b.v(ShLIOp::build(ctx, loc, t, arg_iter, one, None));
    b.op(YieldOp::build(ctx, loc, &[arg_next, n_next]));
    b.block = loop_block;
    let inner: Vec<ValueId> = b.body.results(inner_if).collect();
    b.op(YieldOp::build(ctx, loc, &inner));
    b.block = else_b;
    let count = b.body.result(for_op, 1);
    b.op(YieldOp::build(ctx, loc, &[count]));
    b.block = entry;
    let r = b.body.result(if_op, 0);
    b.ret(&[r]);
    b.finish(name, &[t], t)
}
