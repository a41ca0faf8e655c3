//! The generated verifier of an op: one Rust function per op running the
//! checks of [`ropt_ods_model::verify`] in the same order (seed 004's), with its
//! attribute, operand, result and region constraints compiled to Rust over
//! the wrappers of `ropt_ods_runtime::verify_gen`; the steps every op shares
//! (counts, segment sizes, native traits, predicate traits) are calls to
//! that module's `Check`. An op whose constraints use Rust the wrappers do
//! not provide keeps the interpreted verifier.

use std::fmt::Write;

use ropt_ods_model::model::{OpDef, OpTrait, Pred, ValueDef, Variadicity};

/// `pred` as a Rust expression over the variable `s`, if every leaf uses
/// only `$_self` and the methods the wrappers provide.
fn rust_pred(pred: &Pred) -> Option<String> {
    let text = pred.to_rust("$_self");
    let (vars, methods) = ropt_ods_model::pred_eval::leaf_names(&text)?;
    let ok = vars.iter().all(|v| v == "$_self")
        && methods.iter().all(|m| ropt_ods_model::methods::compiles(m));
    ok.then(|| pred.to_rust("s"))
}

/// Rust string literal.
fn lit(s: &str) -> String {
    format!("{s:?}")
}

/// The generated verifier of `def` (a function `verify_generated` in the
/// op's `impl`), or `None` when a constraint needs the interpreter.
pub fn emit_verifier(def: &OpDef, out: &mut String) -> Option<()> {
    let mut body = String::new();
    let mut attrs: Vec<_> = def
        .attributes
        .iter()
        .filter(|a| !a.constraint.is_derived)
        .collect();
    attrs.sort_by(|a, b| a.name.cmp(&b.name));
    // 1. Present inherent attributes.
    for a in &attrs {
        if a.constraint.pred.is_trivially_true() {
            continue;
        }
        let p = rust_pred(&a.constraint.pred)?;
        let _ = writeln!(
            body,
            "        if let Some(s) = v.attr({n}) && !{p} {{\n            return v.attr_fail({n}, {sum});\n        }}",
            n = lit(&a.name),
            sum = lit(&a.constraint.summary)
        );
    }
    // 2. Counts.
    body.push_str("        v.counts()?;\n");
    // 3. Structural native traits.
    natives(def, true, &mut body);
    // 4. Required attributes.
    for a in &attrs {
        if !a.constraint.is_optional && a.constraint.default_value.is_none() {
            let _ = writeln!(body, "        v.require({})?;", lit(&a.name));
        }
    }
    // 5. Operands, results, regions.
    for (results, defs, kind) in [
        (false, &def.operands, "operand"),
        (true, &def.results, "result"),
    ] {
        values(results, defs, kind, &mut body)?;
    }
    if def.regions.iter().any(|r| !r.pred.is_trivially_true()) {
        let fixed = def.regions.iter().filter(|r| !r.is_variadic).count();
        body.push_str("        let regions = v.regions();\n        let mut index = 0;\n");
        for r in &def.regions {
            let count = if r.is_variadic {
                format!("regions.len().saturating_sub({fixed})")
            } else {
                "1".into()
            };
            let p = rust_pred(&r.pred)?;
            let text = ropt_ods_model::verify::region_failure(&r.name, &r.summary);
            let msg = format!("region #{{index}} {text}");
            let _ = writeln!(
                body,
                "        for &s in regions.iter().skip(index).take({count}) {{\n            if !{p} {{\n                return v.fail(format!({}));\n            }}\n            index += 1;\n        }}",
                lit(&msg)
            );
        }
        body.push_str("        let _ = index;\n");
    }
    // 6. Predicate traits.
    if def.traits.iter().any(|t| matches!(t, OpTrait::Pred { .. })) {
        body.push_str("        v.pred_traits()?;\n");
    }
    // 7. The other native traits.
    natives(def, false, &mut body);
    let _ = writeln!(
        out,
        "    /// The op's ODS verifier, generated (`ROPT_ODS_INTERPRET=1` runs the interpreter's).\n    #[allow(unused_imports, unused_variables, unused_parens, clippy::all)]\n    pub fn verify_generated(ctx: &Context, body: &Body, op: OpId) -> Result<(), ropt_ir::Diagnostic> {{\n        use ropt_ods_runtime::verify_gen::{{A, R, T}};\n        let v = ropt_ods_runtime::verify_gen::Check::new(ctx, body, op, Self::NAME);\n{body}        Ok(())\n    }}"
    );
    Some(())
}

/// The checks of the native traits that are (`structural`) or are not
/// structural, in the order they are listed.
fn natives(def: &OpDef, structural: bool, out: &mut String) {
    for t in &def.traits {
        let (name, params, s) = match t {
            OpTrait::Native {
                name,
                params,
                structural,
            } => (name.as_str(), params.as_str(), *structural),
            // `isOptionalSymbol` declared: the op may have no `sym_name` (a module).
            OpTrait::Interface {
                name, overridden, ..
            } if name == "SymbolOpInterface" => {
                let optional = overridden.iter().any(|m| m == "isOptionalSymbol");
                (name.as_str(), if optional { "optional" } else { "" }, false)
            }
            _ => continue,
        };
        let known = matches!(
            name,
            "AttrSizedOperandSegments" | "AttrSizedResultSegments" | "SymbolOpInterface"
        ) || ropt_ods_model::model::NativeCheck::of(name).is_some();
        if s == structural && known {
            let _ = writeln!(out, "        v.native({}, {})?;", lit(name), lit(params));
        }
    }
}

/// The checks of the operand (result) groups `defs`.
fn values(results: bool, defs: &[ValueDef], kind: &str, out: &mut String) -> Option<()> {
    if defs.is_empty() {
        return Some(());
    }
    let var = if results { "res" } else { "opd" };
    let _ = writeln!(
        out,
        "        let {var} = v.num({results});\n        let groups = v.groups({results})?;\n        let mut index = 0;"
    );
    for (g, d) in defs.iter().enumerate() {
        let checks_group = matches!(
            d.variadicity,
            Variadicity::Optional | Variadicity::VariadicOfVariadic(_)
        );
        let trivial = d.constraint.pred.is_trivially_true();
        if !checks_group && trivial {
            let _ = writeln!(out, "        index = (index + groups[{g}]).min({var});");
            continue;
        }
        let _ = writeln!(out, "        let n = groups[{g}];");
        if checks_group {
            let _ = writeln!(out, "        v.group({results}, {g}, index, n)?;");
        }
        if trivial {
            let _ = writeln!(out, "        index = (index + n).min({var});");
            continue;
        }
        let p = rust_pred(&d.constraint.pred)?;
        let _ = writeln!(
            out,
            "        let end = (index + n).min({var});\n        for (i, s) in v.types({results}, index, end) {{\n            if !{p} {{\n                return v.value_fail({k}, i, {sum}, s);\n            }}\n        }}\n        index = end;",
            k = lit(kind),
            sum = lit(&d.verifier_summary)
        );
    }
    out.push_str("        let _ = index;\n");
    Some(())
}
