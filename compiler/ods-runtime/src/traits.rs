//! The checks of MLIR's native op traits that ODS ops declare and the IR does
//! not verify itself (`HasParent`, `SameOperandsAndResultShape`,
//! `IsTerminator`, ...), with mlir-opt's messages. They read the op in place
//! and allocate nothing unless they fail.

use std::borrow::Cow;

use ropt_ir::{Body, OpId, Type, TypeKind};

/// A failed check: the message after `'dialect.op' op ` (or the whole message when
/// `bare`, as MLIR's `emitError`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The message.
    pub message: Cow<'static, str>,
    /// Reported without the `'dialect.op' op ` prefix.
    pub bare: bool,
}

impl From<&'static str> for Failure {
    fn from(message: &'static str) -> Self {
        Failure {
            message: Cow::Borrowed(message),
            bare: false,
        }
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure {
            message: Cow::Owned(message),
            bare: false,
        }
    }
}

pub use ropt_ods_model::model::NativeCheck;

/// Checks `op` against the native trait `check` (with the trait's parameters `params`);
/// the error is the message after `'dialect.op' op `.
pub fn check(check: NativeCheck, params: &str, body: &Body, op: OpId) -> Result<(), Failure> {
    let operands = || body.operands(op).map(|v| body.value_type(v));
    let results = || body.results(op).map(|v| body.value_type(v));
    let fail = |m: &'static str| Err(Failure::from(m));
    match check {
        NativeCheck::HasParent => has_parent(params, body, op),
        NativeCheck::SingleBlock => single_block(body, op),
        NativeCheck::NoRegionArguments => no_region_arguments(body, op),
        NativeCheck::IsTerminator => match body.parent_block(op) {
            Some(b) if body.last_op(b) == Some(op) => Ok(()),
            _ => fail("must be the last operation in the parent block"),
        },
        NativeCheck::SameTypeOperands => {
            let first = operands().next();
            if operands().all(|t| Some(t) == first) {
                Ok(())
            } else {
                fail("requires all operands to have the same type")
            }
        }
        NativeCheck::SameOperandsAndResultType => {
            at_least_one(body, op, true, true)?;
            let Some(first) = results().next() else {
                return Ok(());
            };
            let element = element_type_or_self(first);
            let encoding = encoding(first);
            for t in results().skip(1).chain(operands()) {
                if element_type_or_self(t) != element || !t.has_compatible_shape(first) {
                    return fail("requires the same type for all operands and results");
                }
                if encoding.is_some() && encoding != self::encoding(t) {
                    return fail("requires the same encoding for all operands and results");
                }
            }
            Ok(())
        }
        NativeCheck::SameOperandsShape => {
            at_least_one(body, op, true, false)?;
            if compatible_shapes(operands) {
                Ok(())
            } else {
                fail("requires the same shape for all operands")
            }
        }
        NativeCheck::SameOperandsAndResultShape => {
            at_least_one(body, op, true, true)?;
            if compatible_shapes(|| operands().chain(results())) {
                Ok(())
            } else {
                fail("requires the same shape for all operands and results")
            }
        }
        NativeCheck::SameOperandsElementType => {
            at_least_one(body, op, true, false)?;
            let first = operands().next().map(element_type_or_self);
            if operands().all(|t| Some(element_type_or_self(t)) == first) {
                Ok(())
            } else {
                fail("requires the same element type for all operands")
            }
        }
        NativeCheck::SameOperandsAndResultElementType => {
            at_least_one(body, op, true, true)?;
            let first = results().next().map(element_type_or_self);
            if results()
                .chain(operands())
                .all(|t| Some(element_type_or_self(t)) == first)
            {
                Ok(())
            } else {
                fail("requires the same element type for all operands and results")
            }
        }
        NativeCheck::SameOperandsAndResultRank => {
            at_least_one(body, op, true, false)?;
            let rank = |t: Type| t.shape().map(<[i64]>::len);
            let Some(r) = operands().chain(results()).find_map(rank) else {
                return Ok(());
            };
            if operands().filter_map(rank).any(|x| x != r) {
                return fail("operands don't have matching ranks");
            }
            if results().filter_map(rank).any(|x| x != r) {
                return fail("result type has different rank than operands");
            }
            Ok(())
        }
        NativeCheck::ResultsAreBoolLike => {
            let bool_like = |t: Type| {
                element_type_or_self(t)
                    .int_info()
                    .is_some_and(|(w, s)| w == 1 && s == ropt_ir::Signedness::Signless)
            };
            if results().all(bool_like) {
                Ok(())
            } else {
                fail("requires a bool result type")
            }
        }
        NativeCheck::ResultsAreFloatLike => {
            if results().all(|t| element_type_or_self(t).float_kind().is_some()) {
                Ok(())
            } else {
                fail("requires a floating point type")
            }
        }
        NativeCheck::Elementwise => elementwise(body, op),
        NativeCheck::ResultsBroadcastableShape => broadcastable(body, op),
    }
}

/// `verifyAtLeastNOperands(1)` / `verifyAtLeastNResults(1)`.
fn at_least_one(body: &Body, op: OpId, operands: bool, results: bool) -> Result<(), Failure> {
    if operands && body.num_operands(op) == 0 {
        return Err("expected 1 or more operands, but found 0".into());
    }
    if results && body.num_results(op) == 0 {
        return Err("expected 1 or more results".into());
    }
    Ok(())
}

/// `HasParent`: the parent op is one of the quoted names of `params`.
fn has_parent(params: &str, body: &Body, op: OpId) -> Result<(), Failure> {
    let names = || params.split(',').map(|n| n.trim().trim_matches('"'));
    let parent = match body.parent_op(op) {
        Some(p) => Some(body.op_name(p)),
        None => body.owner_name(),
    };
    if parent.is_some_and(|p| names().any(|n| n == p.as_str())) {
        return Ok(());
    }
    let list: Vec<&str> = names().collect();
    Err(if list.len() == 1 {
        format!("expects parent op '{}'", list[0])
    } else {
        format!("expects parent op to be one of '{}'", list.join(", "))
    }
    .into())
}

/// `SingleBlock`.
fn single_block(body: &Body, op: OpId) -> Result<(), Failure> {
    let rb = body.regions_body(op);
    let no_terminator = body.op_name(op).has_trait(ropt_ir::Traits::NO_TERMINATOR);
    for (i, &r) in body.regions(op).iter().enumerate() {
        let mut blocks = rb.blocks(r);
        let Some(first) = blocks.next() else {
            continue;
        };
        if blocks.next().is_some() {
            return Err(format!("expects region #{i} to have 0 or 1 blocks").into());
        }
        if !no_terminator && rb.block(first).is_empty() {
            return Err("expects a non-empty block".into());
        }
    }
    Ok(())
}

/// `NoRegionArguments`.
fn no_region_arguments(body: &Body, op: OpId) -> Result<(), Failure> {
    let rb = body.regions_body(op);
    let regions = body.regions(op);
    for (i, &r) in regions.iter().enumerate() {
        if let Some(entry) = rb.entry_block(r)
            && rb.num_block_arguments(entry) != 0
        {
            return Err(if regions.len() > 1 {
                format!("region #{i} should have no arguments").into()
            } else {
                "region should have no arguments".into()
            });
        }
    }
    Ok(())
}

/// `Elementwise`.
fn elementwise(body: &Body, op: OpId) -> Result<(), Failure> {
    let mappable = |t: &Type| {
        matches!(
            t.kind(),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    };
    let operands = || {
        body.operands(op)
            .map(|v| body.value_type(v))
            .filter(mappable)
    };
    let results = || body.results(op).map(|v| body.value_type(v));
    let mapped_results = || results().filter(mappable);
    let fail = |m: &'static str| Err(Failure::from(m));
    let (ins, outs) = (operands().count(), mapped_results().count());
    if ins == 0 && outs == 0 {
        return Ok(());
    }
    if ins == 0 {
        return fail("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if outs == 0 {
        return fail(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if outs != body.num_results(op) {
        return fail("if an operand is non-scalar, then all results must be non-scalar");
    }
    let all = || operands().chain(mapped_results());
    let kind = |t: Type| std::mem::discriminant(t.kind());
    let first = all().next().map(kind);
    if !all().all(|t| Some(kind(t)) == first) || !compatible_shapes(all) {
        return fail("all non-scalar operands/results must have the same shape and base type");
    }
    Ok(())
}

/// `ResultsBroadcastableShape` (MLIR's `verifyCompatibleOperandBroadcast`).
fn broadcastable(body: &Body, op: OpId) -> Result<(), Failure> {
    let operands = || body.operands(op).map(|v| body.value_type(v));
    let results = || body.results(op).map(|v| body.value_type(v));
    let is_tensor = |t: &Type| {
        matches!(
            t.kind(),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    };
    let is_vector = |t: &Type| matches!(t.kind(), TypeKind::Vector { .. });
    if operands().chain(results()).any(|t| is_tensor(&t))
        && operands().chain(results()).any(|t| is_vector(&t))
    {
        return Err(Failure {
            message: Cow::Borrowed("cannot broadcast vector with tensor"),
            bare: true,
        });
    }
    let ranked = |t: &Type| matches!(t.kind(), TypeKind::RankedTensor { .. });
    let mut shape: Vec<i64> = Vec::new();
    let mut any = false;
    for t in operands().filter(ranked) {
        let dims = t.shape().unwrap_or_default();
        if !any {
            shape = dims.to_vec();
            any = true;
        }
        if !broadcast_shapes(&mut shape, dims) {
            return Err("operands don't have broadcast-compatible shapes".into());
        }
    }
    if !any {
        return Ok(());
    }
    let show = |dims: &[i64]| {
        dims.iter()
            .map(|&d| {
                if d < 0 {
                    "?".to_string()
                } else {
                    d.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("x")
    };
    for t in results().filter(ranked) {
        let dims = t.shape().unwrap_or_default();
        let suffix = &dims[dims.len().saturating_sub(shape.len())..];
        let compatible = suffix.len() == shape.len()
            && suffix
                .iter()
                .zip(&shape)
                .all(|(&e, &i)| e < 0 || i < 0 || e == i);
        if !compatible {
            return Err(format!(
                "result type '{}' not broadcast compatible with broadcasted operands's shapes '{}'",
                show(dims),
                show(&shape)
            )
            .into());
        }
    }
    Ok(())
}

/// Broadcasts `shape` with `other` in place (numpy rules, a dynamic size taking the
/// other when that is known to be greater than 1); false when they do not broadcast.
fn broadcast_shapes(shape: &mut Vec<i64>, other: &[i64]) -> bool {
    let (a, b) = (shape.clone(), other);
    let mut out = if a.len() > b.len() {
        a.clone()
    } else {
        b.to_vec()
    };
    let n = out.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = &mut out[n - 1 - k];
        if x < 0 || y < 0 {
            *r = if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                -1
            };
        } else if x == y || y == 1 {
            *r = x;
        } else if x == 1 {
            *r = y;
        } else {
            return false;
        }
    }
    *shape = out;
    true
}

/// The element type of a shaped type, else the type itself.
fn element_type_or_self(t: Type) -> Type {
    t.element_type().unwrap_or(t)
}

/// The encoding of a ranked tensor type.
fn encoding(t: Type) -> Option<ropt_ir::Attribute> {
    match t.kind() {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShapes` over a list: all shaped or none; not a mix of
/// scalable vectors and other types; the ranked shapes of one rank whose static sizes
/// agree in each dimension.
fn compatible_shapes<I: Iterator<Item = Type>>(types: impl Fn() -> I) -> bool {
    let (n, shaped) = types().fold((0, 0), |(n, s), t| (n + 1, s + t.is_shaped() as usize));
    if shaped == 0 {
        return true;
    }
    if shaped != n {
        return false;
    }
    let scalable = |t: Type| matches!(t.kind(), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let n_scalable = types().filter(|&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != n {
        return false;
    }
    let mut ranked = types().filter_map(|t| t.shape());
    let Some(first) = ranked.next() else {
        return true;
    };
    if ranked.any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut fixed = types()
            .filter_map(|t| t.shape())
            .map(|s| s[i])
            .filter(|&d| d >= 0);
        match fixed.next() {
            Some(d) => fixed.all(|e| e == d),
            None => true,
        }
    })
}

/// MLIR's `CastOpInterface` of an op whose `.td` declares its methods (registered by the
/// generated code of compiled dialects).
#[derive(Debug, Clone, Copy)]
pub struct CastOpInterface {
    /// Whether the op may cast `inputs` to `outputs`.
    pub are_cast_compatible: fn(&[ropt_ir::Type], &[ropt_ir::Type]) -> bool,
}

/// The verifier `CastOpInterface` adds (MLIR's `verifyCastInterfaceOp`): at least one result,
/// and operand and result types that `compatible` accepts.
pub fn verify_cast_op(
    body: &ropt_ir::Body,
    op: ropt_ir::OpId,
    compatible: fn(&[ropt_ir::Type], &[ropt_ir::Type]) -> bool,
) -> Result<(), ropt_ir::Diagnostic> {
    use ropt_ir::verifier::op_error;
    let ins: Vec<ropt_ir::Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let outs: Vec<ropt_ir::Type> = body.result_types(op);
    if outs.is_empty() {
        return Err(op_error(
            body,
            op,
            "expected at least one result for cast operation",
        ));
    }
    if compatible(&ins, &outs) {
        return Ok(());
    }
    let quoted = |t: ropt_ir::Type| format!("'{}'", ropt_asm::printer::shim::type_to_string(t));
    let list = |ts: &[ropt_ir::Type]| ts.iter().map(|&t| quoted(t)).collect::<Vec<_>>().join(", ");
    let operands = match ins.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", quoted(ins[0])),
        _ => format!("s {}", list(&ins)),
    };
    let results = if outs.len() == 1 { " " } else { "s " };
    Err(op_error(
        body,
        op,
        format!(
            "operand type{operands} and result type{results}{} are cast incompatible",
            list(&outs)
        ),
    ))
}
