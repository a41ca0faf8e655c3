//! The checks a dialect loaded at run time (`--load-dialect`) passes before it is registered,
//! so that nothing it declares is silently ignored: what a run-time dialect cannot do (Rust
//! hooks), predicates the interpreter cannot evaluate, defaults it cannot build, and ops that
//! another definition registered already.

use ropt_ir::Context;
use ropt_ods_model::methods::{BUILTIN_METHODS, HOST_METHODS};
use ropt_ods_model::model::{Model, OpDef, OpTrait, Pred};
use ropt_ods_model::{OdsError, pred_eval};

/// Why a dialect loaded at run time cannot have Rust hooks, and what it does have.
const NO_RUST: &str = "a dialect loaded at run time has no Rust code (it verifies its \
                       constraints, traits and predicates, parses and prints its assembly \
                       format, and is rewritten by DRR rules given with --load-patterns); \
                       compile the dialect for Rust hooks";

/// Why the interpreter cannot evaluate `pred` whose leaves may name `vars` (with their `$`),
/// if it cannot: a leaf that does not parse, an unknown variable, an unknown method.
pub fn pred_problem(pred: &Pred, vars: &[String]) -> Option<String> {
    match pred_eval::compile(pred) {
        Err(e) => Some(format!(
            "predicate `{}` is not in the Rust subset a run-time dialect evaluates ({})",
            e.expr.trim(),
            e.message
        )),
        Ok(compiled) => compiled_problem(&compiled, &|v| vars.iter().any(|n| n == v), &[]),
    }
}

/// Why the interpreter cannot evaluate the parsed predicate `pred` (see [`pred_problem`]);
/// `known` says which variables a leaf may name.
pub fn compiled_problem(
    pred: &pred_eval::CompiledPred,
    known: &dyn Fn(&str) -> bool,
    extra_methods: &[&str],
) -> Option<String> {
    for text in pred.leaves() {
        let (used, methods) = pred_eval::leaf_names(text)?;
        if let Some(v) = used.iter().find(|v| !known(v)) {
            return Some(format!(
                "predicate `{}` names the unknown variable '{v}'",
                text.trim()
            ));
        }
        let known_method = |m: &String| {
            [HOST_METHODS, BUILTIN_METHODS, extra_methods]
                .iter()
                .any(|l| l.contains(&m.as_str()))
        };
        if let Some(m) = methods.iter().find(|m| !known_method(m)) {
            return Some(format!(
                "predicate `{}` calls the method '{m}', which a run-time dialect does not have",
                text.trim()
            ));
        }
    }
    None
}

/// The problems of `model`, loaded at run time into `ctx`: each is located at its op.
pub fn check(ctx: &Context, model: &Model) -> Vec<OdsError> {
    let mut errors = Vec::new();
    for op in &model.ops {
        let mut fail = |message: String| {
            errors.push(OdsError {
                pos: op.pos,
                message,
                format: None,
            })
        };
        if let Some(registered) = ctx.registry().lookup_op(&op.name) {
            match registered.interface::<crate::RuntimeOp>() {
                Some(rt) if same_definition(rt.def, op) => {}
                _ => fail(format!(
                    "op '{}' is already registered with another definition; a dialect loaded \
                     at run time cannot redefine it",
                    op.name
                )),
            }
            // The registered op stays: its hooks and predicates are not this file's.
            continue;
        }
        for (flag, set, what) in [
            ("hasVerifier", op.has_verifier, "a Rust `verify` hook"),
            (
                "hasRegionVerifier",
                op.has_region_verifier,
                "a Rust `verify_regions` hook",
            ),
            ("hasFolder", op.has_folder, "a Rust `fold` hook"),
            (
                "hasCanonicalizer",
                op.has_canonicalizer,
                "Rust canonicalization patterns",
            ),
            (
                "hasCanonicalizeMethod",
                op.has_canonicalize_method,
                "a Rust `canonicalize` hook",
            ),
        ] {
            if set {
                fail(format!(
                    "op '{}' sets {flag}, which needs {what}: {NO_RUST}",
                    op.name
                ));
            }
        }
        for t in &op.traits {
            if let OpTrait::Interface {
                name,
                declares_methods: true,
                ..
            } = t
            {
                fail(format!(
                    "op '{}' declares methods of {name} (DeclareOpInterfaceMethods), which \
                     need Rust code: {NO_RUST}",
                    op.name
                ));
            }
        }
        for p in op.properties.iter().filter(|p| p.kind.is_empty()) {
            fail(format!(
                "op '{}': property '{}' ({}) stores `{}`, which a dialect loaded at run time \
                 cannot hold; use the base library's properties (IntProp, BoolProp, UnitProp, \
                 StringProp, ArrayProp, IntArrayProp, OptionalProp, DefaultValuedProp, \
                 ConfinedProp) or an attribute",
                op.name, p.name, p.def_name, p.storage_type
            ));
        }
        let self_only = ["$_self".to_string()];
        for v in op.operands.iter().chain(&op.results) {
            if let Some(p) = pred_problem(&v.constraint.pred, &self_only) {
                fail(format!("op '{}': '{}': {p}", op.name, v.name));
            }
        }
        for a in &op.attributes {
            if let Some(p) = pred_problem(&a.constraint.pred, &self_only) {
                fail(format!("op '{}': attribute '{}': {p}", op.name, a.name));
            }
            if let Some(text) = &a.constraint.default_value
                && !a.constraint.is_unit
                && crate::attrs::default_attr(ctx, model, a).is_none()
            {
                let builds = crate::attrs::builds_defaults(model, a);
                fail(if builds {
                    format!(
                        "op '{}': attribute '{}': default value `{}` is not a valid {}",
                        op.name,
                        a.name,
                        text.trim(),
                        a.constraint.summary
                    )
                } else {
                    format!(
                        "op '{}': attribute '{}': a run-time dialect cannot build the default \
                         value `{}` (only integer, float, boolean, string and enum defaults)",
                        op.name,
                        a.name,
                        text.trim()
                    )
                });
            }
        }
        for r in &op.regions {
            if let Some(p) = pred_problem(&r.pred, &self_only) {
                fail(format!("op '{}': region '{}': {p}", op.name, r.name));
            }
        }
        let mut names: Vec<String> = vec!["$_self".into(), "$_op".into()];
        names.extend(
            op.operands
                .iter()
                .chain(&op.results)
                .map(|v| &v.name)
                .chain(op.attributes.iter().map(|a| &a.name))
                .chain(op.regions.iter().map(|r| &r.name))
                .filter(|n| !n.is_empty())
                .map(|n| format!("${n}")),
        );
        for t in &op.traits {
            if let OpTrait::Pred { summary, pred, .. } = t
                && let Some(p) = pred_problem(pred, &names)
            {
                fail(format!("op '{}': trait '{summary}': {p}", op.name));
            }
        }
    }
    // In the file's order.
    errors.sort_by_key(|e| e.pos);
    errors
}

/// Whether the registered op `a` and the loaded op `b` have the same definition (loading a
/// dialect's own `.td` over its compiled form changes nothing): equal but for their
/// documentation, record names and positions.
fn same_definition(a: &OpDef, b: &OpDef) -> bool {
    let shape = |op: &OpDef| {
        let mut op = op.clone();
        op.pos = 0;
        op.def_name.clear();
        op.dialect = 0;
        op.summary.clear();
        op.description.clear();
        op.doc = Default::default();
        for v in op.operands.iter_mut().chain(op.results.iter_mut()) {
            v.summary.clear();
        }
        for at in &mut op.attributes {
            at.summary.clear();
        }
        mask_anonymous(&format!("{op:?}"))
    };
    shape(a) == shape(b)
}

/// `text` with the numbers of anonymous records (`anonymous_378`) dropped: they depend on
/// what else the file defines.
fn mask_anonymous(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("anonymous_") {
        out.push_str(&rest[..i + "anonymous_".len()]);
        rest = rest[i + "anonymous_".len()..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anonymous_numbers_are_masked() {
        assert_eq!(
            mask_anonymous("anonymous_12 x anonymous_3y"),
            "anonymous_ x anonymous_y"
        );
    }

    #[test]
    fn predicate_problems() {
        let vars = ["$_self".to_string(), "$a".to_string()];
        let leaf = |s: &str| Pred::Leaf(s.into());
        assert_eq!(pred_problem(&leaf("$_self.is_integer()"), &vars), None);
        assert_eq!(pred_problem(&leaf("$a.ty().rank().is_some()"), &vars), None);
        let unknown_var = pred_problem(&leaf("$b.ty() == $a.ty()"), &vars).unwrap();
        assert!(
            unknown_var.contains("unknown variable '$b'"),
            "{unknown_var}"
        );
        let unknown_method = pred_problem(&leaf("$_self.frobnicate()"), &vars).unwrap();
        assert!(
            unknown_method.contains("method 'frobnicate'"),
            "{unknown_method}"
        );
        let unparsed = pred_problem(&leaf("$_self.is_integer("), &vars).unwrap();
        assert!(unparsed.contains("not in the Rust subset"), "{unparsed}");
        // Substitutions apply before the check.
        let subst = Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "$a.ty()".into(),
            child: Box::new(leaf("$_self.is_index()")),
        };
        assert_eq!(pred_problem(&subst, &["$a".to_string()]), None);
    }
}
