//! The custom syntax of `cf.switch` (its ODS format's `custom<SwitchOpCases>` directive, written
//! out together with the rest of the format):
//!
//! ```text
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   -3: ^bb3(%b, %c : i32, f32)
//! ] {attrs}
//! ```
//!
//! Case values are read as 64-bit signed integers and stored at the flag's width
//! (sign-extended or truncated, as mlir-opt does); they print as unsigned numbers of that
//! width (capped at 2^64 - 1).

use ropt_asm::printer::shim::type_to_string;
use ropt_ir::apint::ApInt;
use ropt_ir::asm_interface::{
    AsmResult, ListDelimiter, OpAsmParser, OpAsmPrinter, Punct, SourcePos, UnresolvedOperand,
};
use ropt_ir::{
    Attribute, AttributeKind, BlockId, Body, Context, DenseData, OpId, OperationState, Type,
    ValueId,
};

use crate::SwitchOp;
use crate::layout::{CASE_SEGMENTS, OPERAND_SEGMENTS, i32_array_attr, successor_operands};

/// The case values of a `cf.switch` (`None` when it has no `case_values`).
pub(crate) fn case_values(body: &Body, op: SwitchOp) -> Option<Vec<ApInt>> {
    dense_ints(op.case_values_attr(body)?)
}

/// The elements of an integer `dense<...>` attribute.
pub(crate) fn dense_ints(attr: Attribute) -> Option<Vec<ApInt>> {
    let AttributeKind::DenseElements {
        ty,
        data: DenseData::Raw { splat, bytes },
    } = attr.kind()
    else {
        return None;
    };
    let (width, _) = ty.element_type()?.int_info()?;
    let count = ty.num_elements()? as usize;
    let size = (width as usize).div_ceil(8).max(1);
    let element = |i: usize| {
        let at = if *splat { 0 } else { i * size };
        bytes
            .get(at..at + size)
            .map(|b| ApInt::from_le_bytes(width, b))
    };
    (0..count).map(element).collect()
}

/// `dense<values> : vector<N x ty>`, or `None` when there are no values.
pub(crate) fn case_values_attr(ctx: &Context, ty: Type, values: &[ApInt]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let size = ty
        .int_info()
        .map_or(1, |(w, _)| (w as usize).div_ceil(8).max(1));
    let bytes: Vec<u8> = values.iter().flat_map(ApInt::to_le_bytes).collect();
    let vector = ctx.vector_type(&[values.len() as i64], ty, &[false]);
    Some(ctx.dense_raw_attr(vector, size, &bytes))
}

/// One case of a `cf.switch`: value, destination, operands.
pub(crate) type Case = (ApInt, BlockId, Vec<ValueId>);

/// Fills the state of a `cf.switch` on `flag` (MLIR's builder from case values and per-case
/// operands); the properties are replaced, the rest appended.
pub(crate) fn fill_switch(
    ctx: &Context,
    state: &mut OperationState,
    flag: (ValueId, Type),
    default: (BlockId, &[ValueId]),
    cases: &[Case],
) {
    let (flag, flag_ty) = flag;
    let mut props = Vec::new();
    let values: Vec<ApInt> = cases.iter().map(|c| c.0.clone()).collect();
    if let Some(v) = case_values_attr(ctx, flag_ty, &values) {
        props.push(ropt_ir::NamedAttribute::new(
            ctx.identifier("case_values"),
            v,
        ));
    }
    let case_segments: Vec<i32> = cases.iter().map(|c| c.2.len() as i32).collect();
    let case_count: usize = cases.iter().map(|c| c.2.len()).sum();
    props.push(ropt_ir::NamedAttribute::new(
        ctx.identifier(CASE_SEGMENTS),
        i32_array_attr(ctx, &case_segments),
    ));
    props.push(ropt_ir::NamedAttribute::new(
        ctx.identifier(OPERAND_SEGMENTS),
        i32_array_attr(ctx, &[1, default.1.len() as i32, case_count as i32]),
    ));
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    state.properties = Some(ctx.dictionary_attr(&props));
    state.operands.push(flag);
    state.operands.extend_from_slice(default.1);
    state.successors.push(default.0);
    for (_, dest, operands) in cases {
        state.operands.extend_from_slice(operands);
        state.successors.push(*dest);
    }
}

/// `(%a, %b : i32, f32)` after a successor, if present.
fn parse_successor_operands(
    p: &mut dyn OpAsmParser,
) -> AsmResult<(Vec<UnresolvedOperand>, Vec<Type>)> {
    if !p.parse_optional_punct(Punct::LParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list(ListDelimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_punct(Punct::RParen)?;
    Ok((operands, types))
}

/// A case value: an integer literal, optionally negative, or `true` (-1) / `false` (0).
fn parse_case_value(p: &mut dyn OpAsmParser) -> AsmResult<i64> {
    if p.parse_optional_keyword("true") {
        return Ok(-1);
    }
    if p.parse_optional_keyword("false") {
        return Ok(0);
    }
    let pos = p.current_pos();
    let other_punct = [
        Punct::LParen,
        Punct::RParen,
        Punct::LBrace,
        Punct::RBrace,
        Punct::LSquare,
        Punct::RSquare,
        Punct::Less,
        Punct::Greater,
        Punct::Colon,
        Punct::Comma,
        Punct::Equal,
        Punct::Arrow,
        Punct::Question,
        Punct::Star,
        Punct::Plus,
        Punct::VerticalBar,
        Punct::Ellipsis,
    ];
    if p.parse_optional_any_keyword().is_some()
        || other_punct.iter().any(|&t| p.parse_optional_punct(t))
    {
        return Err(p.emit_error(pos, "expected integer value"));
    }
    p.parse_integer()
}

/// Parses what follows `cf.switch`.
pub(crate) fn parse(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty_pos = p.current_pos();
    let flag_ty = p.parse_type()?;
    if !flag_ty.is_integer() {
        let msg = format!(
            "invalid kind of type specified: expected builtin.integer, but found '{}'",
            type_to_string(flag_ty)
        );
        return Err(p.emit_error(ty_pos, &msg));
    }
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    let cases_pos = p.current_pos();
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let default_dest = p.parse_successor()?;
    let default_operands = parse_successor_operands(p)?;
    let width = flag_ty.int_info().map_or(64, |(w, _)| w);
    let mut cases = Vec::new();
    while p.parse_optional_punct(Punct::Comma) {
        let value = ApInt::from_i64(width, parse_case_value(p)?);
        p.parse_punct(Punct::Colon)?;
        let dest = p.parse_successor()?;
        let operands = parse_successor_operands(p)?;
        cases.push((value, dest, operands));
    }
    p.parse_punct(Punct::RSquare)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;

    // Resolve the operands in declaration order: flag, default operands, case operands.
    let flag = p.resolve_operand(&flag, flag_ty)?;
    let mut default_values = Vec::new();
    resolve(p, &default_operands, cases_pos, &mut default_values)?;
    let mut resolved = Vec::with_capacity(cases.len());
    for (value, dest, operands) in cases {
        let mut values = Vec::new();
        resolve(p, &operands, cases_pos, &mut values)?;
        resolved.push((value, dest, values));
    }
    let ctx = p.context();
    fill_switch(
        ctx,
        state,
        (flag, flag_ty),
        (default_dest, &default_values),
        &resolved,
    );
    // Inherent names in the attribute dictionary are properties, replacing what the cases
    // gave (as mlir-opt moves them); the rest stay discardable.
    let (inherent, discardable): (Vec<_>, Vec<_>) = attrs.into_iter().partition(|a| {
        matches!(
            a.name.as_str(),
            "case_values" | CASE_SEGMENTS | OPERAND_SEGMENTS
        )
    });
    if !inherent.is_empty() {
        let mut props: Vec<_> = state
            .properties
            .and_then(|d| d.as_dictionary())
            .unwrap_or_default()
            .iter()
            .filter(|p| !inherent.iter().any(|a| a.name == p.name))
            .copied()
            .collect();
        props.extend(inherent);
        props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    if !discardable.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&discardable));
    }
    Ok(())
}

/// Resolves a successor's operands against its types.
fn resolve(
    p: &mut dyn OpAsmParser,
    (operands, types): &(Vec<UnresolvedOperand>, Vec<Type>),
    pos: SourcePos,
    out: &mut Vec<ValueId>,
) -> AsmResult<()> {
    if operands.len() != types.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            operands.len(),
            types.len()
        );
        return Err(p.emit_error(pos, &msg));
    }
    for (o, &t) in operands.iter().zip(types) {
        out.push(p.resolve_operand(o, t)?);
    }
    Ok(())
}

/// `^bb1` or `^bb1(%a, %b : i32, f32)`.
fn print_successor(p: &mut dyn OpAsmPrinter, dest: BlockId, operands: &[ValueId]) {
    p.print_successor(dest);
    if operands.is_empty() {
        return;
    }
    let types: Vec<Type> = operands.iter().map(|&v| p.body().value_type(v)).collect();
    p.write_str("(");
    p.print_operands(operands);
    p.write_str(" : ");
    p.print_types(&types);
    p.write_str(")");
}

/// Prints what follows `cf.switch`.
pub(crate) fn print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let Some(flag) = body.operands(op).next() else {
        return;
    };
    let flag_ty = body.value_type(flag);
    let successors: Vec<BlockId> = body.successors(op).collect();
    let operands: Vec<Vec<ValueId>> = (0..successors.len())
        .map(|i| successor_operands(body, op, i))
        .collect();
    let values = case_values(body, SwitchOp(op));
    p.write_str(" ");
    p.print_operand(flag);
    p.write_str(" : ");
    p.print_type(flag_ty);
    p.write_str(", [");
    p.print_newline();
    p.write_str("  default: ");
    if let Some(&dest) = successors.first() {
        print_successor(p, dest, &operands[0]);
    }
    if let Some(values) = values {
        for (i, v) in values.iter().enumerate() {
            let Some(&dest) = successors.get(i + 1) else {
                break;
            };
            p.write_str(",");
            p.print_newline();
            p.write_str(&format!("  {}: ", v.to_u64().unwrap_or(u64::MAX)));
            print_successor(p, dest, &operands[i + 1]);
        }
        p.print_newline();
    }
    p.write_str("]");
    p.print_optional_attr_dict(op, &["case_values", CASE_SEGMENTS, OPERAND_SEGMENTS]);
}
