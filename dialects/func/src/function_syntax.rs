//! The custom syntax of function-like ops (MLIR's `function_interface_impl`), shared by every
//! op that keeps its signature in a function-type attribute:
//!
//! ```text
//! func.func [public|private|nested] @name(%arg0: i32 {dialect.attr} loc(..), ...)
//!     -> (f32 {dialect.attr}, ...) [attributes {...}] [{ body }]
//! func.func private @decl(i32 {dialect.attr}, i64) -> i32
//! ```
//!
//! Arguments are named (`%x: type`) when the op has a body and bare types when it is an
//! external declaration. Argument and result attribute dictionaries are kept in two arrays of
//! dictionaries (one entry per argument/result, present only when one of them is non-empty).
//! The names of the attributes involved are given by [`FunctionAttrNames`], so other
//! function-like ops can reuse [`parse_function_op`] and [`print_function_op`].

use ropt_ir::asm_interface::{Argument, AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{Attribute, Context, NamedAttribute, OpId, OperationState, Type};

/// The attribute holding the symbol name.
pub const SYM_NAME: &str = "sym_name";
/// The attribute holding the symbol visibility.
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// The names of the inherent attributes a function-like op keeps its signature in.
#[derive(Debug, Clone, Copy)]
pub struct FunctionAttrNames {
    /// The `TypeAttr` of the function type.
    pub function_type: &'static str,
    /// The array of argument attribute dictionaries.
    pub arg_attrs: &'static str,
    /// The array of result attribute dictionaries.
    pub res_attrs: &'static str,
}

/// The attribute names of `func.func` (and of most function-like ops).
pub const FUNC_ATTR_NAMES: FunctionAttrNames = FunctionAttrNames {
    function_type: "function_type",
    arg_attrs: "arg_attrs",
    res_attrs: "res_attrs",
};

/// One parsed argument or result: its type, attribute dictionary and (for arguments) name.
struct Param {
    ty: Type,
    attrs: Option<Attribute>,
    arg: Option<Argument>,
}

/// Parses what follows the op name of a function-like op into `state`: the optional
/// visibility keyword, the symbol name, the signature, `attributes {...}` and the optional
/// body. The argument/result attribute arrays and the other inherent attributes
/// (`inherent`, e.g. `no_inline`) written in the attribute dictionary become properties.
pub fn parse_function_op(
    p: &mut dyn OpAsmParser,
    state: &mut OperationState,
    names: &FunctionAttrNames,
    inherent: &[&str],
) -> AsmResult<()> {
    let mut props: Vec<(&str, Attribute)> = Vec::new();
    for vis in ["public", "private", "nested"] {
        if p.parse_optional_keyword(vis) {
            props.push((SYM_VISIBILITY, p.context().string_attr(vis)));
            break;
        }
    }
    let name_pos = p.current_pos();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(name_pos, "expected valid '@'-identifier for symbol name"));
    };
    props.push((SYM_NAME, p.context().string_attr_bytes(&name, None)));

    let args = parse_arguments(p)?;
    let results = if p.parse_optional_punct(Punct::Arrow) {
        parse_results(p)?
    } else {
        Vec::new()
    };
    let ctx = p.context();
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let outputs: Vec<Type> = results.iter().map(|r| r.ty).collect();
    props.push((
        names.function_type,
        ctx.type_attr(ctx.function_type(&inputs, &outputs)),
    ));

    let dict_pos = p.current_pos();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    for disallowed in [SYM_VISIBILITY, SYM_NAME, names.function_type] {
        if attrs.iter().any(|a| a.name.as_str() == disallowed) {
            let msg = format!(
                "'{disallowed}' is an inferred attribute and should not be specified in the \
                 explicit attribute dictionary"
            );
            return Err(p.emit_error(dict_pos, &msg));
        }
    }
    let ctx = p.context();
    if let Some(a) = attr_array(ctx, &args) {
        props.push((names.arg_attrs, a));
    }
    if let Some(a) = attr_array(ctx, &results) {
        props.push((names.res_attrs, a));
    }

    // The body: its entry block gets the named arguments.
    let entry_args: Vec<Argument> = args.into_iter().filter_map(|a| a.arg).collect();
    // A present body must have a block: `{}` is an error, not a declaration.
    let body_pos = p.current_pos();
    match p.parse_optional_region(&entry_args)? {
        Some(region) if p.region_is_empty(region) => {
            return Err(p.emit_error(body_pos, "expected non-empty function body"));
        }
        Some(region) => state.regions.push(region),
        None => state.num_new_regions = 1,
    }

    let ctx = p.context();
    let mut discardable = Vec::new();
    for a in attrs {
        let name = a.name.as_str();
        if inherent.contains(&name) || name == names.arg_attrs || name == names.res_attrs {
            if props.iter().any(|(n, _)| *n == name) {
                // Reported at the op name, as mlir-opt does.
                let msg = format!("attribute '{name}' occurs more than once in the attribute list");
                let pos = p.op_name_pos();
                return Err(p.emit_error(pos, &msg));
            }
            props.push((name, a.value));
        } else {
            discardable.push(a);
        }
    }
    state.properties = Some(dictionary(ctx, props));
    if !discardable.is_empty() {
        discardable.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        state.attributes = Some(ctx.dictionary_attr(&discardable));
    }
    Ok(())
}

/// A sorted dictionary of `(name, value)` pairs.
fn dictionary(ctx: &Context, mut entries: Vec<(&str, Attribute)>) -> Attribute {
    entries.sort_by(|a, b| a.0.cmp(b.0));
    let named: Vec<NamedAttribute> = entries
        .into_iter()
        .map(|(n, v)| NamedAttribute::new(ctx.identifier(n), v))
        .collect();
    ctx.dictionary_attr(&named)
}

/// The array of attribute dictionaries of `params`, or `None` when all are empty.
fn attr_array(ctx: &Context, params: &[Param]) -> Option<Attribute> {
    let non_empty =
        |a: &Option<Attribute>| a.is_some_and(|d| d.as_dictionary().is_some_and(|e| !e.is_empty()));
    if !params.iter().any(|p| non_empty(&p.attrs)) {
        return None;
    }
    let empty = ctx.dictionary_attr(&[]);
    let dicts: Vec<Attribute> = params
        .iter()
        .map(|p| {
            if non_empty(&p.attrs) {
                p.attrs.unwrap_or(empty)
            } else {
                empty
            }
        })
        .collect();
    Some(ctx.array_attr(&dicts))
}

/// An attribute dictionary `{...}` if one is next.
fn optional_dict(p: &mut dyn OpAsmParser) -> AsmResult<Option<Attribute>> {
    let mut entries = Vec::new();
    let before = p.current_pos();
    p.parse_optional_attr_dict(&mut entries)?;
    if p.current_pos() == before {
        return Ok(None);
    }
    entries.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    Ok(Some(p.context().dictionary_attr(&entries)))
}

/// `(%a: i32 {attrs} loc(..), ...)` or `(i32 {attrs}, ...)`: all named or all unnamed, as
/// decided by the first argument.
fn parse_arguments(p: &mut dyn OpAsmParser) -> AsmResult<Vec<Param>> {
    p.parse_punct(Punct::LParen)?;
    let mut out: Vec<Param> = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(out);
    }
    loop {
        let pos = p.current_pos();
        let named = out.first().map(|a| a.arg.is_some());
        match p.parse_optional_operand()? {
            Some(operand) => {
                if named == Some(false) {
                    return Err(p.emit_error(pos, "expected type instead of SSA identifier"));
                }
                p.parse_punct(Punct::Colon)?;
                let ty = p.parse_type()?;
                let attrs = optional_dict(p)?;
                let loc = p.parse_optional_location()?;
                out.push(Param {
                    ty,
                    attrs,
                    arg: Some(Argument {
                        operand,
                        ty: Some(ty),
                        attrs,
                        loc,
                    }),
                });
            }
            None => {
                if named == Some(true) {
                    return Err(p.emit_error(pos, "expected SSA identifier"));
                }
                let ty = p.parse_type()?;
                let attrs = optional_dict(p)?;
                p.parse_optional_location()?;
                out.push(Param {
                    ty,
                    attrs,
                    arg: None,
                });
            }
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok(out)
}

/// The results after `->`: one bare type, or `(type {attrs}, ...)`.
fn parse_results(p: &mut dyn OpAsmParser) -> AsmResult<Vec<Param>> {
    if !p.parse_optional_punct(Punct::LParen) {
        let ty = p.parse_type()?;
        return Ok(vec![Param {
            ty,
            attrs: None,
            arg: None,
        }]);
    }
    let mut out = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(out);
    }
    loop {
        let ty = p.parse_type()?;
        let attrs = optional_dict(p)?;
        out.push(Param {
            ty,
            attrs,
            arg: None,
        });
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok(out)
}

/// Prints a function-like op after its name (the inverse of [`parse_function_op`]);
/// `elided` are further attributes the op prints elsewhere.
pub fn print_function_op(
    p: &mut dyn OpAsmPrinter,
    op: OpId,
    names: &FunctionAttrNames,
    elided: &[&str],
) {
    let body = p.body();
    let vis = body.attr(op, SYM_VISIBILITY).and_then(|a| a.as_str());
    let name = body
        .attr(op, SYM_NAME)
        .and_then(|a| a.as_bytes())
        .unwrap_or_default();
    let fty = body
        .attr(op, names.function_type)
        .and_then(|a| a.as_type())
        .filter(|t| t.is_function());
    let (inputs, results): (&[Type], &[Type]) = match fty {
        Some(t) => (t.inputs(), t.results()),
        None => (&[], &[]),
    };
    let arg_attrs = dict_list(body.attr(op, names.arg_attrs));
    let res_attrs = dict_list(body.attr(op, names.res_attrs));
    let region = body.regions(op).first().copied();
    let has_body = region.is_some_and(|r| body.regions_body(op).entry_block(r).is_some());

    if let Some(vis) = vis {
        p.write_str(" ");
        p.write_str(vis);
    }
    p.write_str(" ");
    p.print_symbol_name(name);
    p.write_str("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if has_body {
            p.print_region_argument_name(op, 0, i);
            p.write_str(": ");
        }
        p.print_type(ty);
        print_param_attrs(p, arg_attrs.get(i).copied());
        if has_body {
            // ` loc(...)` under -mlir-print-debuginfo, as MLIR's printRegionArgument.
            p.print_region_argument_location(op, 0, i);
        }
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let any_attrs = results
            .iter()
            .enumerate()
            .any(|(i, _)| res_attrs.get(i).is_some_and(|d| !is_empty_dict(*d)));
        if results.len() == 1 && !any_attrs && !results[0].is_function() {
            p.print_type(results[0]);
        } else {
            p.write_str("(");
            for (i, &ty) in results.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_type(ty);
                print_param_attrs(p, res_attrs.get(i).copied());
            }
            p.write_str(")");
        }
    }
    let mut skip = vec![
        SYM_VISIBILITY,
        SYM_NAME,
        names.function_type,
        names.arg_attrs,
        names.res_attrs,
    ];
    skip.extend_from_slice(elided);
    p.print_optional_attr_dict_with_keyword(op, &skip);
    if has_body {
        p.write_str(" ");
        p.print_region(op, 0, false, true);
    }
}

fn print_param_attrs(p: &mut dyn OpAsmPrinter, dict: Option<Attribute>) {
    if let Some(d) = dict.filter(|d| !is_empty_dict(*d)) {
        p.write_str(" ");
        p.print_attribute(d);
    }
}

fn is_empty_dict(a: Attribute) -> bool {
    a.as_dictionary().is_none_or(|e| e.is_empty())
}

/// The elements of an array attribute (empty for anything else).
fn dict_list(a: Option<Attribute>) -> Vec<Attribute> {
    a.and_then(|a| a.as_array())
        .map(<[Attribute]>::to_vec)
        .unwrap_or_default()
}
