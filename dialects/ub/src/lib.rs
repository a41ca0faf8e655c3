//! The `ub` dialect: `ub.poison`, generated from `ub.td`, with its Rust hooks: the custom
//! format (`attr-dict (`<` $value^ `>`)? `:` type($result)`, the value defaulting to
//! `#ub.poison`), the folder (a constant: its value) and the constant materializer (a
//! poison value becomes `ub.poison` again).
//!
//! `#ub.poison` is kept as the opaque attribute of the dialect `ub` (ropt has no attribute
//! definitions for `ub`; it prints as MLIR prints it).

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, AttributeKind, Body, Context, Location, NamedAttribute, OperationState};
use ropt_ir::{OpId, Type};

/// The ODS-generated ops of `ub.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/ub.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut ropt_ir::Context) {
    generated::register(ctx);
}

/// `#ub.poison`, the default value of `ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.opaque_attr("ub", "poison", None)
}

/// Whether `attr` is an attribute of the `ub` dialect (a poison value).
fn is_poison_attr(attr: Attribute) -> bool {
    matches!(attr.kind(), AttributeKind::Opaque { dialect, .. } if dialect.as_str() == "ub")
}

/// Whether `attr` is `#ub.poison` itself.
fn is_default_poison(attr: Attribute) -> bool {
    matches!(attr.kind(), AttributeKind::Opaque { dialect, data, ty: None }
        if dialect.as_str() == "ub" && &**data == "poison")
}

/// The state of `ub.poison : ty` (with the default value).
pub fn poison(ctx: &Context, loc: Location, ty: Type) -> OperationState {
    PoisonOp::build(ctx, loc, ty, Some(poison_attr(ctx)))
}

impl PoisonOpHooks for PoisonOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: PoisonOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        OpFoldResult::constant(self.value_attr(body), out)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_poison(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_poison(printer, self.0)
    }
}

impl UbDialectHooks for UbDialect {
    fn materialize_constant(
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        is_poison_attr(value).then(|| PoisonOp::build(ctx, loc, ty, Some(value)))
    }
}

/// `attr-dict (`<` $value^ `>`)? `:` type($result)`; a `value` entry of the dictionary takes
/// the place of the value.
fn parse_poison(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let ctx = p.context();
    let mut value = poison_attr(ctx);
    if p.parse_optional_punct(Punct::Less) {
        let pos = p.current_pos();
        value = p.parse_attribute(None)?;
        if !is_poison_attr(value) {
            return Err(p.emit_error(pos, "invalid kind of attribute specified"));
        }
        p.parse_punct(Punct::Greater)?;
    }
    attrs.retain(|e| {
        if e.name.as_str() == "value" {
            value = e.value;
            false
        } else {
            true
        }
    });
    let ty = p.parse_colon_type()?;
    let ctx = p.context();
    let name = ctx.identifier("value");
    state.properties = Some(ctx.dictionary_attr(&[NamedAttribute::new(name, value)]));
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    state.result_types.push(ty);
    Ok(())
}

fn print_poison(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &["value"]);
    let body = p.body();
    let poison = PoisonOp(op);
    let value = poison.value_attr(body);
    // Invalid IR (no result) prints without panicking.
    let result = body.results(op).next().map(|r| body.value_type(r));
    if let Some(v) = value
        && !is_default_poison(v)
    {
        p.write_str(" <");
        p.print_attribute(v);
        p.write_str(">");
    }
    if let Some(ty) = result {
        p.write_str(" : ");
        p.print_type(ty);
    }
}
