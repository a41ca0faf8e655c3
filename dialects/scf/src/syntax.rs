//! The hand-written textual forms of the scf ops (MLIR's `hasCustomAssemblyFormat`), written
//! against the `OpAsmParser` / `OpAsmPrinter` traits. Each parse hook mirrors the printer next
//! to it; what mlir-opt prints (spacing included) is what the printer writes.

use ropt_ir::asm_interface::{
    Argument, AsmResult, ListDelimiter, OpAsmParser, OpAsmPrinter, Punct, SourcePos,
    UnresolvedOperand,
};
use ropt_ir::{
    Body, Context, Location, NamedAttribute, OpId, OperationState, RegionId, Type, ValueId,
};

use crate::util::dense_i64s;
use crate::{ExecuteRegionOp, ForOp, ForallOp, InParallelOp, ParallelOp, ReduceOp, YieldOp};

/// [`store_attrs`] for an op whose syntax gives `props` as attributes, as MLIR's parser
/// builds them: one repeated in the attribute dictionary is mlir-opt's error at the op name.
fn store_given_attrs(
    p: &mut dyn OpAsmParser,
    state: &mut OperationState,
    props: Vec<NamedAttribute>,
    attrs: Vec<NamedAttribute>,
    inherent: &[&str],
) -> AsmResult<()> {
    if let Some(a) = attrs
        .iter()
        .find(|a| props.iter().any(|p| p.name == a.name))
    {
        let msg = format!(
            "attribute '{}' occurs more than once in the attribute list",
            a.name.as_str()
        );
        let pos = p.op_name_pos();
        return Err(p.emit_error(pos, &msg));
    }
    store_attrs(p.context(), state, props, attrs, inherent);
    Ok(())
}

/// Splits parsed attributes into the op's properties (its inherent attribute names) and its
/// discardable dictionary, and stores both in `state`.
fn store_attrs(
    ctx: &Context,
    state: &mut OperationState,
    mut props: Vec<NamedAttribute>,
    attrs: Vec<NamedAttribute>,
    inherent: &[&str],
) {
    let mut rest = Vec::new();
    for a in attrs {
        if inherent.contains(&a.name.as_str()) {
            props.retain(|p| p.name != a.name);
            props.push(a);
        } else {
            rest.retain(|p: &NamedAttribute| p.name != a.name);
            rest.push(a);
        }
    }
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    rest.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    if !rest.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&rest));
    }
}

/// The position of the op name (MLIR's `getNameLoc`), found by walking back from `after`
/// (the token after the name) to the position whose location is the op's location.
fn op_name_pos(p: &mut dyn OpAsmParser, after: SourcePos, op_loc: Location) -> SourcePos {
    let start = after.0.saturating_sub(256);
    (start..after.0)
        .rev()
        .map(SourcePos)
        .find(|&pos| p.location_of(pos) == op_loc)
        .unwrap_or(after)
}

/// MLIR's `ensureTerminator` for `SingleBlockImplicitTerminator` ops: gives `region` an
/// entry block and ends it with an operand-less `terminator` op when its last op is not a
/// terminator.
fn ensure_terminator(p: &mut dyn OpAsmParser, region: RegionId, terminator: &str, loc: Location) {
    p.ensure_entry_block(region);
    crate::util::append_implicit_terminator(p, region, terminator, loc);
}

/// Parses the region whose entry block has `args`, given the types `types` in order (the
/// one place the scf parsers type region arguments). With `terminator`, the region gets an
/// entry block ending with that op when it has none (MLIR's `ensureTerminator`).
fn parse_body_region(
    p: &mut dyn OpAsmParser,
    mut args: Vec<Argument>,
    types: impl IntoIterator<Item = Type>,
    terminator: Option<(&str, Location)>,
) -> AsmResult<RegionId> {
    for (a, t) in args.iter_mut().zip(types) {
        a.ty = Some(t);
    }
    let region = p.parse_region(&args)?;
    if let Some((name, loc)) = terminator {
        ensure_terminator(p, region, name, loc);
    }
    Ok(region)
}

/// Resolves `operands`, all of type `ty`, appending them to `out`.
fn resolve_all(
    p: &mut dyn OpAsmParser,
    operands: &[UnresolvedOperand],
    ty: Type,
    out: &mut Vec<ValueId>,
) -> AsmResult<()> {
    for o in operands {
        out.push(p.resolve_operand(o, ty)?);
    }
    Ok(())
}

/// The `operandSegmentSizes` property for operand groups of `sizes`.
pub(crate) fn segment_sizes(ctx: &Context, sizes: &[usize]) -> NamedAttribute {
    let bytes: Vec<u8> = sizes
        .iter()
        .flat_map(|&n| (n as i32).to_le_bytes())
        .collect();
    NamedAttribute::new(
        ctx.identifier("operandSegmentSizes"),
        ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes),
    )
}

/// Parses `(%arg = %operand, ...)` (MLIR's `parseAssignmentList`), after the `(`.
fn parse_assignment_list_body(
    p: &mut dyn OpAsmParser,
    args: &mut Vec<Argument>,
    operands: &mut Vec<UnresolvedOperand>,
) -> AsmResult<()> {
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(());
    }
    loop {
        args.push(p.parse_argument(false, false)?);
        p.parse_punct(Punct::Equal)?;
        operands.push(p.parse_operand()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)
}

/// Parses the types after `->`: `(t, ...)`, `()` or one type.
fn parse_function_result_types(p: &mut dyn OpAsmParser) -> AsmResult<Vec<Type>> {
    if p.parse_optional_punct(Punct::LParen) {
        if p.parse_optional_punct(Punct::RParen) {
            return Ok(Vec::new());
        }
        let types = p.parse_type_list()?;
        p.parse_punct(Punct::RParen)?;
        return Ok(types);
    }
    Ok(vec![p.parse_type()?])
}

/// Parses `-> types` if present.
fn parse_optional_arrow_type_list(p: &mut dyn OpAsmParser) -> AsmResult<Vec<Type>> {
    if p.parse_optional_punct(Punct::Arrow) {
        parse_function_result_types(p)
    } else {
        Ok(Vec::new())
    }
}

/// Writes result types as after `->`: one non-function type bare, otherwise in parentheses.
fn print_result_types(p: &mut dyn OpAsmPrinter, types: &[Type]) {
    if types.len() == 1 && !types[0].is_function() {
        p.print_type(types[0]);
    } else {
        p.write_str("(");
        p.print_types(types);
        p.write_str(")");
    }
}

/// Writes `<prefix>(%arg = %init, ...)` when there are initializers.
fn print_initialization_list(
    p: &mut dyn OpAsmPrinter,
    args: &[ValueId],
    inits: &[ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

fn types_of(body: &Body, values: &[ValueId]) -> Vec<Type> {
    values.iter().map(|&v| body.value_type(v)).collect()
}

fn entry_args(body: &Body, op: OpId, index: usize) -> Vec<ValueId> {
    let rb = body.regions_body(op);
    match body.regions(op).get(index).and_then(|&r| rb.entry_block(r)) {
        Some(b) => rb.block_arguments(b).to_vec(),
        None => Vec::new(),
    }
}

/// Prints region `index` of `op`, or an empty region when the op has no such region (the
/// printers must not panic on IR that does not verify).
fn print_region(p: &mut dyn OpAsmPrinter, op: OpId, index: usize, entry_args: bool, terms: bool) {
    if index < p.body().regions(op).len() {
        p.print_region(op, index, entry_args, terms);
    } else {
        p.write_str("{");
        p.print_newline();
        p.write_str("}");
    }
}

/// Writes operand `index` of `op`, or `<<NULL VALUE>>` (as the generic form writes a missing
/// value) when the op has fewer operands.
fn print_operand_at(p: &mut dyn OpAsmPrinter, op: OpId, index: usize) {
    let value = p.body().operands(op).nth(index);
    match value {
        Some(v) => p.print_operand(v),
        None => p.write_str("<<NULL VALUE>>"),
    }
}

// --- scf.for ------------------------------------------------------------------------------

/// `scf.for [unsigned] %iv = %lb to %ub step %s [iter_args(...) -> (types)] [: type] {..}`.
pub fn parse_for(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let name_pos = p.current_pos();
    let mut props = Vec::new();
    if p.parse_optional_keyword("unsigned") {
        let ctx = p.context();
        props.push(NamedAttribute::new(
            ctx.identifier("unsignedCmp"),
            ctx.unit_attr(),
        ));
    }
    let iv = p.parse_argument(false, false)?;
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args = vec![iv];
    let mut inits = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    if has_iter_args {
        p.parse_punct(Punct::LParen)?;
        parse_assignment_list_body(p, &mut args, &mut inits)?;
        state.result_types = p.parse_arrow_type_list()?;
    }
    if args.len() != state.result_types.len() + 1 {
        let at = op_name_pos(p, name_pos, state.location);
        return Err(p.emit_error(
            at,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        p.context().index_type()
    };
    let types = std::iter::once(ty).chain(state.result_types.iter().copied());
    let terminator = Some((YieldOp::NAME, state.location));
    let region = parse_body_region(p, args, types.collect::<Vec<_>>(), terminator)?;
    state.regions.push(region);
    let mut operands = Vec::new();
    resolve_all(p, &[lb, ub, step], ty, &mut operands)?;
    let result_types = state.result_types.clone();
    for (o, &t) in inits.iter().zip(&result_types) {
        operands.push(p.resolve_operand(o, t)?);
    }
    state.operands = operands;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    store_given_attrs(p, state, props, attrs, &["unsignedCmp"])?;
    Ok(())
}

/// Prints `scf.for`.
pub fn print_for(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let unsigned = ForOp(op).unsigned_cmp(body);
    let args = entry_args(body, op, 0);
    let inits = operands.get(3..).unwrap_or(&[]).to_vec();
    let init_types = types_of(body, &inits);
    let iv_ty = args.first().map(|&a| body.value_type(a));
    if unsigned {
        p.write_str(" unsigned");
    }
    p.write_str(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    for (i, sep) in [" = ", " to ", " step "].into_iter().enumerate() {
        p.write_str(sep);
        if let Some(&v) = operands.get(i) {
            p.print_operand(v);
        }
    }
    print_initialization_list(p, args.get(1..).unwrap_or(&[]), &inits, " iter_args");
    if !inits.is_empty() {
        p.write_str(" -> (");
        p.print_types(&init_types);
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(t) = iv_ty
        && !t.is_index()
    {
        p.write_str(" : ");
        p.print_type(t);
        p.write_str(" ");
    }
    print_region(p, op, 0, false, !inits.is_empty());
    p.print_optional_attr_dict(op, &["unsignedCmp"]);
}

// --- scf.if -------------------------------------------------------------------------------

/// `scf.if %c [-> (types)] {..} [else {..}] attr-dict`.
pub fn parse_if(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.context().int_type(1);
    let c = p.resolve_operand(&cond, i1)?;
    state.operands.push(c);
    state.result_types = parse_optional_arrow_type_list(p)?;
    let then = p.parse_region(&[])?;
    ensure_terminator(p, then, YieldOp::NAME, state.location);
    state.regions.push(then);
    if p.parse_optional_keyword("else") {
        let els = p.parse_region(&[])?;
        ensure_terminator(p, els, YieldOp::NAME, state.location);
        state.regions.push(els);
    } else {
        state.num_new_regions = 1;
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    store_attrs(p.context(), state, Vec::new(), attrs, &[]);
    Ok(())
}

/// Prints `scf.if`.
pub fn print_if(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let types: Vec<Type> = body.result_types(op);
    let else_empty = {
        let rb = body.regions_body(op);
        body.regions(op)
            .get(1)
            .is_none_or(|&r| rb.entry_block(r).is_none())
    };
    p.write_str(" ");
    print_operand_at(p, op, 0);
    let terminators = !types.is_empty();
    if terminators {
        p.write_str(" -> (");
        p.print_types(&types);
        p.write_str(")");
    }
    p.write_str(" ");
    print_region(p, op, 0, false, terminators);
    if !else_empty {
        p.write_str(" else ");
        print_region(p, op, 1, false, terminators);
    }
    p.print_optional_attr_dict(op, &[]);
}

// --- scf.while ----------------------------------------------------------------------------

/// `scf.while [(%a = %init, ...)] : (types) -> types {..} do {..} [attributes {..}]`.
pub fn parse_while(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    if p.parse_optional_punct(Punct::LParen) {
        parse_assignment_list_body(p, &mut args, &mut inits)?;
    }
    let type_pos = p.current_pos();
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    if !ty.is_function() {
        let shown = ropt_asm::printer::shim::type_to_string(ty);
        return Err(p.emit_error(
            type_pos,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found '{shown}'"
            ),
        ));
    }
    let (inputs, results) = (ty.inputs().to_vec(), ty.results().to_vec());
    state.result_types = results;
    if inputs.len() != inits.len() {
        return Err(p.emit_error(
            type_pos,
            &format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        ));
    }
    let pos = p.current_pos();
    let mut operands = Vec::new();
    p.resolve_operands(&inits, &inputs, pos, &mut operands)?;
    state.operands = operands;
    let before = parse_body_region(p, args, inputs, None)?;
    state.regions.push(before);
    p.parse_keyword("do")?;
    let after = parse_body_region(p, Vec::new(), [], None)?;
    state.regions.push(after);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    store_attrs(p.context(), state, Vec::new(), attrs, &[]);
    Ok(())
}

/// Prints `scf.while`.
pub fn print_while(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let args = entry_args(body, op, 0);
    let in_types = types_of(body, &inits);
    let out_types: Vec<Type> = body.result_types(op);
    if !inits.is_empty() {
        p.write_str(" ");
    }
    print_initialization_list(p, &args, &inits, "");
    p.write_str(" : (");
    p.print_types(&in_types);
    p.write_str(") -> ");
    print_result_types(p, &out_types);
    p.write_str(" ");
    print_region(p, op, 0, false, true);
    p.write_str(" do ");
    print_region(p, op, 1, true, true);
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

// --- scf.execute_region -------------------------------------------------------------------

/// `scf.execute_region [-> types] [no_inline] {..} attr-dict`.
pub fn parse_execute_region(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    state.result_types = parse_optional_arrow_type_list(p)?;
    let mut props = Vec::new();
    if p.parse_optional_keyword("no_inline") {
        let ctx = p.context();
        props.push(NamedAttribute::new(
            ctx.identifier("no_inline"),
            ctx.unit_attr(),
        ));
    }
    let region = p.parse_region(&[])?;
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    store_given_attrs(p, state, props, attrs, &["no_inline"])?;
    Ok(())
}

/// Prints `scf.execute_region`.
pub fn print_execute_region(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let types: Vec<Type> = body.result_types(op);
    let no_inline = ExecuteRegionOp(op).no_inline(body);
    if !types.is_empty() {
        p.write_str(" -> ");
        print_result_types(p, &types);
    }
    p.write_str(" ");
    if no_inline {
        p.write_str("no_inline ");
    }
    print_region(p, op, 0, false, true);
    p.print_optional_attr_dict(op, &["no_inline"]);
}

// --- scf.index_switch ---------------------------------------------------------------------

/// `scf.index_switch %i attr-dict [-> types] (case N {..})* default {..}`.
pub fn parse_index_switch(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let arg = p.parse_operand()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if p.parse_optional_punct(Punct::Arrow) {
        state.result_types = p.parse_type_list()?;
    }
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.parse_optional_keyword("case") {
        cases.push(p.parse_integer()?);
        case_regions.push(p.parse_region(&[])?);
    }
    p.parse_keyword("default")?;
    let default = p.parse_region(&[])?;
    ensure_terminator(p, default, YieldOp::NAME, state.location);
    state.regions.push(default);
    state.regions.extend(case_regions);
    let ctx = p.context();
    let index = ctx.index_type();
    let v = p.resolve_operand(&arg, index)?;
    state.operands.push(v);
    let ctx = p.context();
    let props = vec![NamedAttribute::new(
        ctx.identifier("cases"),
        dense_i64s(ctx, &cases),
    )];
    store_attrs(ctx, state, props, attrs, &["cases"]);
    Ok(())
}

/// Prints `scf.index_switch`.
pub fn print_index_switch(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let types: Vec<Type> = body.result_types(op);
    let cases = crate::util::cases(body, op);
    let default_terminator = {
        let rb = body.regions_body(op);
        let default = body.regions(op).first();
        match default
            .and_then(|&r| rb.entry_block(r))
            .and_then(|b| rb.last_op(b))
        {
            Some(t) => {
                rb.num_operands(t) != 0 || rb.op(t).attributes().is_some() || rb.num_results(t) != 0
            }
            None => true,
        }
    };
    p.write_str(" ");
    print_operand_at(p, op, 0);
    p.print_optional_attr_dict(op, &["cases"]);
    if !types.is_empty() {
        p.write_str(" -> ");
        p.print_types(&types);
    }
    p.write_str(" ");
    for (i, c) in cases.iter().enumerate() {
        p.print_newline();
        p.write_str(&format!("case {c} "));
        print_region(p, op, i + 1, false, true);
    }
    p.print_newline();
    p.write_str("default ");
    print_region(p, op, 0, true, default_terminator);
}

// --- scf.parallel -------------------------------------------------------------------------

/// Parses `(%a, ...)` with exactly `n` operands.
fn parse_paren_operands(p: &mut dyn OpAsmParser, n: usize) -> AsmResult<Vec<UnresolvedOperand>> {
    let pos = p.current_pos();
    let ops = p.parse_operand_list(ListDelimiter::Paren)?;
    if ops.len() != n {
        return Err(p.emit_error(pos, &format!("expected {n} operands")));
    }
    Ok(ops)
}

/// `scf.parallel (%i, ...) = (lbs) to (ubs) step (steps) [init (vals)] [-> types] {..}`.
pub fn parse_parallel(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let ivs = p.parse_argument_list(ListDelimiter::Paren, false, false)?;
    let index = p.context().index_type();
    let mut operands = Vec::new();
    p.parse_punct(Punct::Equal)?;
    let lower = parse_paren_operands(p, ivs.len())?;
    resolve_all(p, &lower, index, &mut operands)?;
    p.parse_keyword("to")?;
    let upper = parse_paren_operands(p, ivs.len())?;
    resolve_all(p, &upper, index, &mut operands)?;
    p.parse_keyword("step")?;
    let steps = parse_paren_operands(p, ivs.len())?;
    resolve_all(p, &steps, index, &mut operands)?;
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list(ListDelimiter::Paren)?;
    }
    state.result_types = parse_optional_arrow_type_list(p)?;
    let n = ivs.len();
    let terminator = Some((ReduceOp::NAME, state.location));
    let region = parse_body_region(p, ivs, std::iter::repeat_n(index, n), terminator)?;
    state.regions.push(region);
    let sizes = [lower.len(), upper.len(), steps.len(), inits.len()];
    let props = vec![segment_sizes(p.context(), &sizes)];
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let pos = p.current_pos();
    let types = state.result_types.clone();
    p.resolve_operands(&inits, &types, pos, &mut operands)?;
    state.operands = operands;
    store_given_attrs(p, state, props, attrs, &["operandSegmentSizes"])?;
    Ok(())
}

/// Prints `scf.parallel`.
pub fn print_parallel(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let ivs = entry_args(body, op, 0);
    let types: Vec<Type> = body.result_types(op);
    let par = ParallelOp(op);
    let groups = [
        par.lower_bound(body),
        par.upper_bound(body),
        par.step(body),
        par.init_vals(body),
    ];
    p.write_str(" (");
    p.print_operands(&ivs);
    p.write_str(") = (");
    p.print_operands(&groups[0]);
    p.write_str(") to (");
    p.print_operands(&groups[1]);
    p.write_str(") step (");
    p.print_operands(&groups[2]);
    p.write_str(")");
    if !groups[3].is_empty() {
        p.write_str(" init (");
        p.print_operands(&groups[3]);
        p.write_str(")");
    }
    if !types.is_empty() {
        p.write_str(" -> ");
        print_result_types(p, &types);
    }
    p.write_str(" ");
    print_region(p, op, 0, false, true);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

// --- scf.forall, scf.forall.in_parallel -----------------------------------------------------

/// The static value standing for a dynamic (SSA) entry (`ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// Parses `(a, 4, %b, ...)`: SSA values (recorded as [`DYNAMIC`]) and integers.
fn parse_dynamic_index_list(
    p: &mut dyn OpAsmParser,
    values: &mut Vec<UnresolvedOperand>,
    statics: &mut Vec<i64>,
) -> AsmResult<()> {
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(());
    }
    loop {
        if let Some(v) = p.parse_optional_operand()? {
            values.push(v);
            statics.push(DYNAMIC);
        } else {
            statics.push(p.parse_integer()?);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)
}

/// Writes `(a, 4, ...)` from the static list, taking SSA values for [`DYNAMIC`] entries.
fn print_dynamic_index_list(p: &mut dyn OpAsmPrinter, values: &[ValueId], statics: &[i64]) {
    p.write_str("(");
    let mut next = values.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = next.next() {
                p.print_operand(v);
            }
        } else {
            p.write_str(&s.to_string());
        }
    }
    p.write_str(")");
}

/// `scf.forall (%i, ...) in (ubs)` or `= (lbs) to (ubs) step (steps)`, then
/// `[shared_outs(%o = %t, ...) -> (types)] {..} attr-dict`.
pub fn parse_forall(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let mut ivs = p.parse_argument_list(ListDelimiter::Paren, false, false)?;
    let num_ivs = ivs.len();
    let index = p.context().index_type();
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    let (mut slbs, mut subs, mut ssteps) = (Vec::new(), Vec::new(), Vec::new());
    let mut operands = Vec::new();
    if p.parse_optional_keyword("in") {
        parse_dynamic_index_list(p, &mut ubs, &mut subs)?;
        resolve_all(p, &ubs, index, &mut operands)?;
        slbs = vec![0; ivs.len()];
        ssteps = vec![1; ivs.len()];
    } else {
        p.parse_punct(Punct::Equal)?;
        parse_dynamic_index_list(p, &mut lbs, &mut slbs)?;
        resolve_all(p, &lbs, index, &mut operands)?;
        p.parse_keyword("to")?;
        parse_dynamic_index_list(p, &mut ubs, &mut subs)?;
        resolve_all(p, &ubs, index, &mut operands)?;
        p.parse_keyword("step")?;
        parse_dynamic_index_list(p, &mut steps, &mut ssteps)?;
        resolve_all(p, &steps, index, &mut operands)?;
    }
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let outs_pos = p.current_pos();
    if p.parse_optional_keyword("shared_outs") {
        p.parse_punct(Punct::LParen)?;
        parse_assignment_list_body(p, &mut out_args, &mut outs)?;
        state.result_types = parse_optional_arrow_type_list(p)?;
        let types = state.result_types.clone();
        p.resolve_operands(&outs, &types, outs_pos, &mut operands)?;
    }
    ivs.extend(out_args);
    let types: Vec<Type> = std::iter::repeat_n(index, num_ivs)
        .chain(state.result_types.iter().copied())
        .collect();
    let terminator = Some((InParallelOp::NAME, state.location));
    let region = parse_body_region(p, ivs, types, terminator)?;
    state.regions.push(region);
    state.operands = operands;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let ctx = p.context();
    let sizes = [lbs.len(), ubs.len(), steps.len(), outs.len()];
    let props = vec![
        segment_sizes(ctx, &sizes),
        NamedAttribute::new(ctx.identifier("staticLowerBound"), dense_i64s(ctx, &slbs)),
        NamedAttribute::new(ctx.identifier("staticStep"), dense_i64s(ctx, &ssteps)),
        NamedAttribute::new(ctx.identifier("staticUpperBound"), dense_i64s(ctx, &subs)),
    ];
    store_given_attrs(
        p,
        state,
        props,
        attrs,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
            "mapping",
        ],
    )
}

/// Prints `scf.forall`.
pub fn print_forall(p: &mut dyn OpAsmPrinter, op: OpId) {
    use crate::util::i64s_of;
    let body = p.body();
    let args = entry_args(body, op, 0);
    let f = ForallOp(op);
    let list = |a: Option<ropt_ir::Attribute>| a.map(i64s_of).unwrap_or_default();
    let (slbs, subs, ssteps) = (
        list(f.static_lower_bound_attr(body)),
        list(f.static_upper_bound_attr(body)),
        list(f.static_step_attr(body)),
    );
    let groups = [
        f.dynamic_lower_bound(body),
        f.dynamic_upper_bound(body),
        f.dynamic_step(body),
        f.outputs(body),
    ];
    let rank = subs.len();
    let types: Vec<Type> = body.result_types(op);
    let normalized = slbs.iter().all(|&v| v == 0) && ssteps.iter().all(|&v| v == 1);
    p.write_str(" (");
    p.print_operands(args.get(..rank.min(args.len())).unwrap_or(&[]));
    if normalized {
        p.write_str(") in ");
        print_dynamic_index_list(p, &groups[1], &subs);
    } else {
        p.write_str(") = ");
        print_dynamic_index_list(p, &groups[0], &slbs);
        p.write_str(" to ");
        print_dynamic_index_list(p, &groups[1], &subs);
        p.write_str(" step ");
        print_dynamic_index_list(p, &groups[2], &ssteps);
    }
    let out_args = args.get(rank.min(args.len())..).unwrap_or(&[]).to_vec();
    print_initialization_list(p, &out_args, &groups[3], " shared_outs");
    p.write_str(" ");
    if !out_args.is_empty() {
        p.write_str("-> (");
        p.print_types(&types);
        p.write_str(") ");
    }
    print_region(p, op, 0, false, !types.is_empty());
    p.print_optional_attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// `scf.forall.in_parallel {..} attr-dict`.
pub fn parse_in_parallel(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let region = p.parse_region(&[])?;
    p.ensure_entry_block(region);
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    store_attrs(p.context(), state, Vec::new(), attrs, &[]);
    Ok(())
}

/// Prints `scf.forall.in_parallel`.
pub fn print_in_parallel(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write_str(" ");
    print_region(p, op, 0, false, false);
    p.print_optional_attr_dict(op, &[]);
}
