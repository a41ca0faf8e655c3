//! The hook traits of a compiled dialect: for each op whose `.td` asks for Rust code, a trait
//! `<Op>Hooks` with one required method per request, which the dialect crate implements for
//! the typed op; and for a dialect with `hasConstantMaterializer`, a trait
//! `<Dialect>DialectHooks` implemented for the generated unit struct `<Dialect>Dialect`.
//!
//! | `.td` | required method | registered as |
//! |---|---|---|
//! | `hasFolder` | `fold(self, ctx, body, adaptor, out) -> bool` | `OpInfo::with_fold` |
//! | `hasVerifier` | `verify(self, ctx, body)` | `ExtraVerifier` (after the ODS checks) |
//! | `hasRegionVerifier` | `verify_regions(self, ctx, body)` | `OpInfo::with_verify_regions` |
//! | `hasCanonicalizer` | `canonicalization_patterns(ctx, set)` | `CanonicalizationPatterns` |
//! | `hasCanonicalizeMethod` (alone) | `canonicalize(self, rewriter)` | one pattern `<Op>::canonicalize` |
//! | `hasCustomAssemblyFormat` | `parse(parser, state)`, `print(self, printer)` | `OpAsmHooks` |
//! | `DeclareOpInterfaceMethods<I>` | see [`INTERFACES`] | the interface |
//! | `custom<Name>` in `assemblyFormat` | `parse_<name>(parser, args)`, `print_<name>(printer, op, args)` | `CustomDirectives` |
//! | `hasConstantMaterializer` | `materialize_constant(ctx, value, ty, loc)` | `ConstantMaterializer` |
//!
//! `register` wires exactly these. A flag without its method is a compile error at the
//! generated `register` (the trait's `on_unimplemented` message names the op and the
//! methods) or at the dialect's `impl` (rustc's "not all trait items implemented, missing:
//! `fold`"); a method without its flag is rustc's "method `fold` is not a member of trait
//! `AddIOpHooks`", or "cannot find trait `AddIOpHooks`" for an op that asks for nothing.

use std::fmt::Write;

use ropt_ods_model::model::{Model, OpDef, OpTrait};

/// The interfaces whose methods an op declares with `DeclareOpInterfaceMethods<I, [...]>`
/// that have a Rust form: (interface, the method names of `[...]` this entry stands for
/// (empty: any), the required method, its signature, how `info` gets it).
const INTERFACES: &[(&str, &[&str], &str, &str, &str)] = &[
    (
        "OpAsmOpInterface",
        &["getDefaultDialect"],
        "default_dialect",
        "fn default_dialect() -> &'static str",
        "",
    ),
    (
        "OpAsmOpInterface",
        &[],
        "asm_result_names",
        "fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str))",
        "info = info.with_result_names(|body, op, set| <S as H>::asm_result_names(S(op), body, set));",
    ),
    (
        "BranchOpInterface",
        &[],
        "branch_interface",
        "fn branch_interface() -> ropt_ir::rewrite_hooks::BranchOpInterface",
        "info = info.with_interface(<S as H>::branch_interface());",
    ),
    (
        "RegionBranchOpInterface",
        &[],
        "region_branch_interface",
        "fn region_branch_interface() -> ropt_ir::region_branch::RegionBranchOpInterface",
        "info = info.with_interface(<S as H>::region_branch_interface());",
    ),
    (
        "RegionBranchTerminatorOpInterface",
        &[],
        "region_branch_terminator_interface",
        "fn region_branch_terminator_interface() -> ropt_ir::region_branch::RegionBranchTerminatorOpInterface",
        "info = info.with_interface(<S as H>::region_branch_terminator_interface());",
    ),
    (
        "CallOpInterface",
        &[],
        "call_interface",
        "fn call_interface() -> ropt_ir::call_interfaces::CallOpInterface",
        "info = info.with_interface(<S as H>::call_interface());",
    ),
    (
        "CallableOpInterface",
        &[],
        "callable_interface",
        "fn callable_interface() -> ropt_ir::call_interfaces::CallableOpInterface",
        "info = info.with_interface(<S as H>::callable_interface());",
    ),
    (
        "SymbolUserOpInterface",
        &[],
        "verify_symbol_uses",
        "fn verify_symbol_uses(self, ctx: &Context, body: &Body, scope: &ropt_ir::symbol_table::SymbolScope<'_>) -> Result<(), ropt_ir::Diagnostic>",
        "info = info.with_interface(ropt_ir::symbol_table::SymbolUserInterface { verify_symbol_uses: |ctx, body, op, scope| <S as H>::verify_symbol_uses(S(op), ctx, body, scope) });",
    ),
    (
        "MemoryEffectOpInterface",
        &[],
        "memory_effects",
        "fn memory_effects(self, body: &Body, effects: &mut Vec<ropt_ir::effects::EffectInstance>)",
        "info = info.with_interface(ropt_ir::effects::MemoryEffectsInterface(|body, op, effects| <S as H>::memory_effects(S(op), body, effects)));",
    ),
    (
        "CastOpInterface",
        &[],
        "are_cast_compatible",
        "fn are_cast_compatible(inputs: &[Type], outputs: &[Type]) -> bool",
        "info = info.with_interface(ropt_ods_runtime::traits::CastOpInterface { are_cast_compatible: <S as H>::are_cast_compatible });",
    ),
];

/// One required method of an op's hook trait.
struct Method {
    /// Its name.
    name: &'static str,
    /// What asks for it (`hasFolder`, `DeclareOpInterfaceMethods<CastOpInterface>`).
    reason: String,
    /// Its signature.
    signature: String,
}

/// The required methods of `def`'s hook trait, in a fixed order.
fn methods(def: &OpDef, s: &str) -> Vec<Method> {
    let mut out = Vec::new();
    let mut add = |name, reason: &str, signature: String| {
        out.push(Method {
            name,
            reason: reason.to_string(),
            signature,
        })
    };
    if def.has_folder {
        add(
            "fold",
            "hasFolder",
            format!(
                "fn fold(self, ctx: &Context, body: &mut Body, adaptor: {s}FoldAdaptor<'_>, out: &mut Vec<ropt_ir::registry::OpFoldResult>) -> bool"
            ),
        );
    }
    if def.has_verifier {
        add(
            "verify",
            "hasVerifier",
            "fn verify(self, ctx: &Context, body: &Body) -> Result<(), ropt_ir::Diagnostic>".into(),
        );
    }
    if def.has_region_verifier {
        add(
            "verify_regions",
            "hasRegionVerifier",
            "fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), ropt_ir::Diagnostic>"
                .into(),
        );
    }
    if def.has_canonicalizer {
        add(
            "canonicalization_patterns",
            "hasCanonicalizer",
            "fn canonicalization_patterns(ctx: &Context, set: &mut ropt_rewrite::RewritePatternSet)"
                .into(),
        );
    } else if def.has_canonicalize_method {
        add(
            "canonicalize",
            "hasCanonicalizeMethod",
            "fn canonicalize(self, rewriter: &mut ropt_rewrite::PatternRewriter<'_>) -> ropt_rewrite::LogicalResult".into(),
        );
    }
    if def.has_custom_assembly_format {
        add(
            "parse",
            "hasCustomAssemblyFormat",
            "fn parse(parser: &mut dyn ropt_ir::asm_interface::OpAsmParser, state: &mut OperationState) -> ropt_ir::asm_interface::AsmResult<()>".into(),
        );
        add(
            "print",
            "hasCustomAssemblyFormat",
            "fn print(self, printer: &mut dyn ropt_ir::asm_interface::OpAsmPrinter)".into(),
        );
    }
    for (entry, reason) in interface_entries(def) {
        add(entry.2, &reason, entry.3.to_string());
    }
    for name in custom_directives(def) {
        let reason = format!("custom<{name}> in assemblyFormat");
        let n = super::snake(&name);
        out.push(Method {
            name: "",
            reason: reason.clone(),
            signature: format!("fn parse_{n}(parser: &mut dyn ropt_ir::asm_interface::OpAsmParser, args: &mut [ropt_ods_runtime::custom::CustomArg]) -> ropt_ir::asm_interface::AsmResult<()>"),
        });
        out.push(Method {
            name: "",
            reason,
            signature: format!("fn print_{n}(printer: &mut dyn ropt_ir::asm_interface::OpAsmPrinter, op: OpId, args: &[ropt_ods_runtime::custom::PrintArg])"),
        });
    }
    out
}

/// The names of the `custom<Name>` directives of `def`'s format, in order, once each.
fn custom_directives(def: &OpDef) -> Vec<String> {
    use ropt_ods_model::format::{Element, Item};
    let mut names = Vec::new();
    let mut stack: Vec<&Item> = def
        .format
        .iter()
        .flat_map(|f| f.items.iter().rev())
        .collect();
    while let Some(item) = stack.pop() {
        match &item.element {
            Element::Custom { name, .. } if !names.iter().any(|n| n == name) => {
                names.push(name.to_string())
            }
            Element::Optional { then, else_, .. } => {
                stack.extend(else_.iter().rev());
                stack.extend(then.iter().rev());
            }
            Element::OIList(clauses) => {
                stack.extend(clauses.iter().rev().flat_map(|c| c.iter().rev()))
            }
            _ => {}
        }
    }
    names
}

type Entry = (
    &'static str,
    &'static [&'static str],
    &'static str,
    &'static str,
    &'static str,
);

/// The [`INTERFACES`] entries `def` declares, with what asks for each.
fn interface_entries(def: &OpDef) -> Vec<(&'static Entry, String)> {
    let mut out = Vec::new();
    for t in &def.traits {
        let OpTrait::Interface {
            name,
            overridden,
            declares_methods: true,
        } = t
        else {
            continue;
        };
        let reason = if overridden.is_empty() {
            format!("DeclareOpInterfaceMethods<{name}>")
        } else {
            format!(
                "DeclareOpInterfaceMethods<{name}, [{}]>",
                overridden
                    .iter()
                    .map(|m| format!("\"{m}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        // The first entry of the interface whose method list overlaps the declared one
        // (an entry with no list takes the rest).
        let entry = INTERFACES
            .iter()
            .filter(|e| e.0 == name)
            .find(|e| e.1.is_empty() || overridden.iter().any(|m| e.1.contains(&m.as_str())));
        if let Some(e) = entry
            && !out.iter().any(|(x, _): &(&Entry, String)| x.2 == e.2)
        {
            out.push((e, reason));
        }
    }
    out
}

/// The name of the function `signature` declares.
fn method_name(signature: &str) -> &str {
    let rest = signature.strip_prefix("fn ").unwrap_or(signature);
    &rest[..rest.find('(').unwrap_or(rest.len())]
}

/// Emits `def`'s fold adaptor and hook trait, and its wiring function `wire_<s>` into
/// `wires` (returns whether the op has hooks).
pub(super) fn emit_op_hooks(def: &OpDef, s: &str, out: &mut String, wires: &mut String) -> bool {
    if def.has_folder {
        emit_fold_adaptor(def, s, out);
    }
    let methods = methods(def, s);
    if methods.is_empty() {
        return false;
    }
    let h = format!("{s}Hooks");
    let list = methods
        .iter()
        .map(|m| method_name(&m.signature))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = writeln!(
        out,
        "/// The Rust hooks that the `.td` of `{}` asks for; the dialect crate implements this \
         trait for [`{s}`], and `register` wires each method.\n\
         #[diagnostic::on_unimplemented(\n\
         \x20   message = \"`{}` asks for Rust hooks in its .td: implement `{h}` for `{s}` (methods: {list})\",\n\
         \x20   label = \"`{h}` is not implemented for `{s}`\"\n\
         )]\n\
         pub trait {h}: Sized {{",
        def.name, def.name
    );
    for m in &methods {
        let _ = writeln!(out, "    /// For `{}`.\n    {};", m.reason, m.signature);
    }
    let _ = writeln!(out, "}}\n");
    let has = |n: &str| methods.iter().any(|m| m.name == n);
    let mut body = String::new();
    if has("fold") {
        body.push_str("    info = info.with_fold(|ctx, body, op, consts, out| <S as H>::fold(S(op), ctx, body, SA { operands: consts }, out));\n");
    }
    match (has("verify"), has("are_cast_compatible")) {
        (true, true) => body.push_str("    info = info.with_interface(ropt_ods_runtime::ExtraVerifier(|ctx, body, op| { ropt_ods_runtime::traits::verify_cast_op(body, op, <S as H>::are_cast_compatible)?; <S as H>::verify(S(op), ctx, body) }));\n"),
        (true, false) => body.push_str("    info = info.with_interface(ropt_ods_runtime::ExtraVerifier(|ctx, body, op| <S as H>::verify(S(op), ctx, body)));\n"),
        (false, true) => body.push_str("    info = info.with_interface(ropt_ods_runtime::ExtraVerifier(|_, body, op| ropt_ods_runtime::traits::verify_cast_op(body, op, <S as H>::are_cast_compatible)));\n"),
        (false, false) => {}
    }
    if has("verify_regions") {
        body.push_str("    info = info.with_verify_regions(|ctx, body, op| <S as H>::verify_regions(S(op), ctx, body));\n");
    }
    if has("canonicalization_patterns") {
        body.push_str("    info = info.with_interface(ropt_rewrite::CanonicalizationPatterns(<S as H>::canonicalization_patterns));\n");
    }
    if has("canonicalize") {
        let _ = writeln!(
            body,
            "    info = info.with_interface(ropt_rewrite::CanonicalizationPatterns(|ctx, set| {{\n\
             \x20       let root = ctx.registry().op_name(S::NAME);\n\
             \x20       let info = ropt_rewrite::PatternInfo::new(root, 1, \"{s}::canonicalize\");\n\
             \x20       set.add(ropt_rewrite::FnPattern::new(info, |op, rewriter| <S as H>::canonicalize(S(op), rewriter)));\n\
             \x20   }}));"
        );
    }
    if has("parse") || has("default_dialect") {
        let parse = if has("parse") {
            "Some(<S as H>::parse)"
        } else {
            "base.parse"
        };
        let print = if has("parse") {
            "Some(|printer, op| <S as H>::print(S(op), printer))"
        } else {
            "base.print"
        };
        let dialect = if has("default_dialect") {
            "Some(<S as H>::default_dialect())"
        } else {
            "base.default_dialect"
        };
        if !(has("parse") && has("default_dialect")) {
            body.push_str("    let base = info.interfaces.get::<ropt_ir::asm_interface::OpAsmHooks>().copied().unwrap_or_default();\n");
        }
        let _ = writeln!(
            body,
            "    info = info.with_interface(ropt_ir::asm_interface::OpAsmHooks {{ parse: {parse}, print: {print}, default_dialect: {dialect} }});"
        );
    }
    for (entry, _) in interface_entries(def) {
        if !entry.4.is_empty() {
            let _ = writeln!(body, "    {}", entry.4);
        }
    }
    let directives: Vec<String> = custom_directives(def)
        .iter()
        .map(|name| {
            let n = super::snake(name);
            format!(
                "        ropt_ods_runtime::custom::CustomDirective {{ name: {name:?}, parse: <S as H>::parse_{n}, print: <S as H>::print_{n} }},\n"
            )
        })
        .collect();
    if !directives.is_empty() {
        let _ = writeln!(
            body,
            "    const DIRECTIVES: &[ropt_ods_runtime::custom::CustomDirective] = &[\n{}    ];\n\
             \x20   info = info.with_interface(ropt_ods_runtime::custom::CustomDirectives(DIRECTIVES));",
            directives.concat()
        );
    }
    let adaptor = if has("fold") {
        format!("    #[allow(unused)]\n    type SA<'a> = {s}FoldAdaptor<'a>;\n")
    } else {
        String::new()
    };
    let _ = writeln!(
        wires,
        "/// Adds the hooks of [`{h}`] to the registration of `{}`.\n\
         #[allow(unused_mut, clippy::redundant_closure)]\n\
         fn wire_{w}(mut info: ropt_ir::OpInfo) -> ropt_ir::OpInfo {{\n\
         \x20   use self::{s} as S;\n{adaptor}\
         \x20   use {h} as H;\n{body}\
         \x20   info\n}}\n",
        def.name,
        w = super::snake(s)
    );
    true
}

/// The fold adaptor of `def`: the constant values of the operands (`None`: not constant), by
/// name when no operand is variadic.
fn emit_fold_adaptor(def: &OpDef, s: &str, out: &mut String) {
    let _ = writeln!(
        out,
        "/// The constant values of the operands of a `{}` being folded (`None`: not a constant).\n\
         #[derive(Debug, Clone, Copy)]\n\
         pub struct {s}FoldAdaptor<'a> {{\n\
         \x20   /// Every operand's constant value, in order.\n\
         \x20   pub operands: &'a [Option<Attribute>],\n\
         }}\n\n\
         impl {s}FoldAdaptor<'_> {{",
        def.name
    );
    if !def.operands.iter().any(|o| o.is_variable_length()) {
        for (i, o) in def.operands.iter().enumerate() {
            let name = super::value_name(&o.name, "operand", i);
            let _ = writeln!(
                out,
                "    /// The constant value of operand `{}`, if it is one.\n\
                 \x20   pub fn {name}(&self) -> Option<Attribute> {{\n\
                 \x20       self.operands.get({i}).copied().flatten()\n\
                 \x20   }}",
                o.name
            );
        }
    }
    let _ = writeln!(out, "}}\n");
}

/// Emits the dialect hook traits of `model` (one per dialect with `hasConstantMaterializer`)
/// and their wiring into `wires`: a function `wire_dialect_<i>` for dialect `i`.
pub(super) fn emit_dialect_hooks(model: &Model, out: &mut String, wires: &mut String) -> Vec<bool> {
    let mut wired = Vec::new();
    for (i, d) in model.dialects.iter().enumerate() {
        // Only the dialects whose ops the model defines (not those it includes for their
        // enums or attributes).
        if !d.has_constant_materializer || !model.ops.iter().any(|op| op.dialect == i) {
            wired.push(false);
            continue;
        }
        let name = super::camel(&d.name);
        let ty = format!("{name}Dialect");
        let h = format!("{name}DialectHooks");
        let _ = writeln!(
            out,
            "/// The `{}` dialect (implements [`{h}`]).\n\
             #[derive(Debug, Clone, Copy)]\n\
             pub struct {ty};\n\n\
             /// The Rust hooks that the `.td` of the `{}` dialect asks for.\n\
             #[diagnostic::on_unimplemented(\n\
             \x20   message = \"dialect `{}` asks for Rust hooks in its .td: implement `{h}` for `{ty}` (methods: materialize_constant)\",\n\
             \x20   label = \"`{h}` is not implemented for `{ty}`\"\n\
             )]\n\
             pub trait {h} {{\n\
             \x20   /// For `hasConstantMaterializer`: the constant op for `value` of type `ty`, if the \
             dialect can build one.\n\
             \x20   fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState>;\n\
             }}\n",
            d.name, d.name, d.name
        );
        let _ = writeln!(
            wires,
            "/// Adds the hooks of [`{h}`] to the registration of the `{}` dialect.\n\
             fn wire_dialect_{i}(info: ropt_ir::DialectInfo) -> ropt_ir::DialectInfo {{\n\
             \x20   info.with_interface(ropt_ir::rewrite_hooks::ConstantMaterializer(<{ty} as {h}>::materialize_constant))\n\
             }}\n",
            d.name
        );
        wired.push(true);
    }
    wired
}
