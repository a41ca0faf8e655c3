//! The custom syntax of the builtin dialect's ops, `builtin.module` and
//! `builtin.unrealized_conversion_cast` (the one place it is written), and
//! [`register_builtin`], a minimal hand-written registration of both ops for users of
//! this crate that do not link the ODS-generated builtin dialect (`ropt-dialect-builtin`,
//! whose registration reuses these hooks and is the one tools use). The parser needs
//! `builtin.module` registered: every file is parsed into one.

use ropt_ir::asm_interface::{AsmResult, ListDelimiter, OpAsmHooks, OpAsmParser, OpAsmPrinter};
use ropt_ir::{
    AttributeKind, Body, Context, Diagnostic, DialectInfo, NamedAttribute, OpId, OpInfo,
    OperationState, Traits,
};

/// Registers the builtin dialect and its ops (idempotent; does nothing when the ODS
/// definitions are registered already).
pub fn register_builtin(ctx: &mut Context) {
    if ctx.registry().lookup_op("builtin.module").is_some() {
        return;
    }
    let reg = ctx.registry_mut();
    reg.register_dialect(DialectInfo::new("builtin"));
    reg.register_op(
        OpInfo::new("builtin.module")
            .with_traits(
                Traits::ISOLATED_FROM_ABOVE
                    | Traits::SYMBOL_TABLE
                    | Traits::SYMBOL
                    | Traits::NO_TERMINATOR
                    | Traits::SINGLE_BLOCK
                    | Traits::AFFINE_SCOPE,
            )
            .with_inherent_attrs(&["sym_name", "sym_visibility"])
            .with_verify(verify_module)
            .with_region_kind(|_| ropt_ir::RegionKind::Graph)
            .with_interface(OpAsmHooks {
                parse: Some(parse_module),
                print: Some(print_module),
                default_dialect: Some("builtin"),
            }),
    );
    reg.register_op(
        OpInfo::new("builtin.unrealized_conversion_cast")
            .with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE)
            .with_verify(verify_cast)
            .with_interface(OpAsmHooks {
                parse: Some(parse_cast),
                print: Some(print_cast),
                default_dialect: None,
            }),
    );
}

/// Parses `module @name attributes {...} { ... }` after the op name.
pub fn parse_module(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let mut props = Vec::new();
    if let Some(name) = p.parse_optional_symbol_name() {
        let ctx = p.context();
        props.push(NamedAttribute::new(
            ctx.identifier("sym_name"),
            ctx.string_attr_bytes(&name, None),
        ));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    let region = p.parse_region(&[])?;
    p.ensure_entry_block(region);
    let ctx = p.context();
    state.regions.push(region);
    split_inherent(ctx, &mut attrs, &mut props, &["sym_name", "sym_visibility"]);
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(&props));
    }
    if !attrs.is_empty() {
        attrs.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    Ok(())
}

/// Moves inherent attributes out of a parsed attribute dictionary into the properties.
fn split_inherent(
    _ctx: &Context,
    attrs: &mut Vec<NamedAttribute>,
    props: &mut Vec<NamedAttribute>,
    names: &[&str],
) {
    let mut i = 0;
    while i < attrs.len() {
        if names.contains(&attrs[i].name.as_str()) {
            let a = attrs.remove(i);
            props.retain(|p| p.name != a.name);
            props.push(a);
        } else {
            i += 1;
        }
    }
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
}

/// Prints a module after its name.
pub fn print_module(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let mut name = None;
    if let Some(props) = body.op(op).properties()
        && let AttributeKind::Dictionary(entries) = props.kind()
    {
        for e in entries.iter() {
            if e.name.as_str() == "sym_name"
                && let AttributeKind::String { value, .. } = e.value.kind()
            {
                name = Some(value);
            }
        }
    }
    if let Some(name) = name {
        p.write_str(" ");
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write_str(" ");
    p.print_region(op, 0, false, false);
}

/// The module's checks in mlir-opt's order: its traits, its attribute and region
/// constraints, then [`verify_module_attributes`].
pub fn verify_module(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    use ropt_ir::verifier::{
        op_error, verify_no_region_arguments, verify_one_region, verify_single_block,
        verify_zero_operands, verify_zero_results, verify_zero_successors,
    };
    // Traits, in the order of the op's definition.
    verify_one_region(body, op)?;
    verify_zero_results(body, op)?;
    verify_zero_successors(body, op)?;
    verify_zero_operands(body, op)?;
    verify_single_block(body, op)?;
    verify_no_region_arguments(body, op)?;
    // Inherent attributes.
    if let Some(props) = body.op(op).properties()
        && let AttributeKind::Dictionary(entries) = props.kind()
    {
        for e in entries.iter() {
            let name = e.name.as_str();
            if (name == "sym_name" || name == "sym_visibility")
                && !matches!(e.value.kind(), AttributeKind::String { .. })
            {
                return Err(op_error(
                    body,
                    op,
                    format!("attribute '{name}' failed to satisfy constraint: string attribute"),
                ));
            }
        }
    }
    // Region constraint: exactly one block.
    let rb = body.regions_body(op);
    if rb.blocks(body.regions(op)[0]).count() != 1 {
        return Err(op_error(
            body,
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    verify_module_attributes(_ctx, body, op)
}

/// The module's own check (the Rust half of its `hasVerifier`): its discardable attributes
/// have dialect-prefixed names.
pub fn verify_module_attributes(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    use ropt_ir::verifier::op_error;
    if let Some(attrs) = body.op(op).attributes()
        && let AttributeKind::Dictionary(entries) = attrs.kind()
    {
        for e in entries.iter() {
            if !e.name.as_str().contains('.') {
                return Err(op_error(
                    body,
                    op,
                    format!(
                        "can only contain attributes with dialect-prefixed names, found: '{}'",
                        e.name.as_str()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Parses `%r = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32 {attrs}` after
/// the op name.
pub fn parse_cast(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let operands_pos = p.current_pos();
    let operands = p.parse_operand_list(ListDelimiter::None)?;
    let mut types = Vec::new();
    if !operands.is_empty() {
        types = p.parse_colon_type_list()?;
    }
    p.parse_keyword("to")?;
    let results = p.parse_type_list()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if operands.len() != types.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            operands.len(),
            types.len()
        );
        return Err(p.emit_error(operands_pos, &msg));
    }
    let mut values = Vec::new();
    for (o, &t) in operands.iter().zip(&types) {
        values.push(p.resolve_operand(o, t)?);
    }
    state.operands = values;
    state.result_types = results;
    if !attrs.is_empty() {
        attrs.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        state.attributes = Some(p.context().dictionary_attr(&attrs));
    }
    Ok(())
}

/// Prints an `unrealized_conversion_cast` after its name.
pub fn print_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let operands: Vec<_> = body.operands(op).collect();
    let in_types: Vec<_> = operands.iter().map(|&v| body.value_type(v)).collect();
    let out_types: Vec<_> = body.result_types(op);
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
        p.write_str(" : ");
        p.print_types(&in_types);
    }
    p.write_str(" to ");
    p.print_types(&out_types);
    p.print_optional_attr_dict(op, &[]);
}

/// The cast's own check (MLIR's cast-op interface): at least one result.
pub fn verify_cast(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_results(op) == 0 {
        return Err(ropt_ir::verifier::op_error(
            body,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}
