//! Checked rules made ready to run: a [`RuleSet`] holds the ODS model of the
//! ops, the checked [`Pattern`]s and everything their constraint, constant
//! and NativeCodeCall records resolve to, so that matching never looks a
//! record up again. Built by [`RuleSet::new`] from the records (interpreted
//! rules, `ropt --load-patterns`) or from embedded records by generated code,
//! which supplies compiled NativeCodeCalls.

use std::collections::HashMap;
use std::sync::Arc;

use ropt_ir::{Context, Type};

use super::native::{DynNative, NativeTable};
use ropt_ods_model::drr::model::Pattern;
pub use ropt_ods_model::drr::resolve::{ConstSpec, ConstraintInfo, ConstraintKind, expression};
use ropt_ods_model::drr::resolve::{collect_sites, resolve_rule};
use ropt_ods_model::drr::snippet::{Piece, Snippet};
use ropt_ods_model::lower::OdsError;
use ropt_ods_model::model::Model;
use ropt_ods_model::records::RecordSet;

/// How one argument of an interpreted helper call is obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgSource {
    /// `$_loc`.
    Loc,
    /// `$_self`.
    SelfOp,
    /// `$N`.
    Arg(usize),
    /// `$N...`.
    ArgsFrom(usize),
}

/// A NativeCodeCall ready to run.
#[derive(Clone)]
pub enum NativeImpl {
    /// A helper of a [`NativeTable`], called with these arguments.
    Helper(DynNative, Vec<ArgSource>),
    /// Generated code: called with the dag arguments as they are.
    Compiled(DynNative),
    /// An expression in the Rust subset of `CPred` (`$0`, `$1`, ... the dag arguments,
    /// `$_builder` creating attributes and types), evaluated by the interpreter.
    Expr(Arc<ropt_ods_model::pred_eval::CompiledExpr>),
}

/// The methods of `$_builder` in a NativeCodeCall expression.
pub const BUILDER_METHODS: &[&str] = &[
    "integer_attr",
    "float_attr",
    "bool_attr",
    "string_attr",
    "unit_attr",
    "type_attr",
    "integer_type",
    "index_type",
    "f32_type",
    "f64_type",
];

/// Key of a NativeCodeCall use: its expression and its number of dag args.
pub type NativeKey = (String, usize);

/// Checked rules with every record they use resolved.
pub struct RuleSet {
    /// The ops the rules refer to.
    pub model: Model,
    /// The rules, in definition order.
    pub patterns: Vec<Pattern>,
    /// Constraint records by name.
    pub constraints: HashMap<String, ConstraintInfo>,
    /// NativeCodeCalls by expression and argument count.
    pub natives: HashMap<NativeKey, NativeImpl>,
    /// Index in `model.ops` by op name.
    pub op_index: HashMap<String, usize>,
    /// The NativeCodeCall of each call site, by the address of its snippet in
    /// `patterns` (no key to build while matching).
    pub native_at: HashMap<usize, NativeImpl>,
}

impl RuleSet {
    /// The implementation of the NativeCodeCall `code` (a snippet of one of
    /// `self.patterns`), called with `nargs` dag arguments.
    pub fn native(&self, code: &Snippet, nargs: usize) -> Option<&NativeImpl> {
        match self.native_at.get(&(code as *const Snippet as usize)) {
            Some(n) => Some(n),
            None => self.natives.get(&(expression(code), nargs)),
        }
    }
}

/// Why a rule cannot run: its record and the message.
pub type ResolveError = OdsError;

/// Compiled NativeCodeCalls of generated code, by expression and arity.
pub type CompiledNatives = HashMap<NativeKey, DynNative>;

impl RuleSet {
    /// Resolves the records `patterns` use. NativeCodeCalls come from
    /// `compiled` when present there, else from `table` by function name
    /// (an unknown helper is an error at the rule).
    pub fn new(
        records: &RecordSet,
        model: Model,
        patterns: Vec<Pattern>,
        table: &NativeTable,
        compiled: &CompiledNatives,
    ) -> Result<Arc<RuleSet>, Vec<ResolveError>> {
        let op_index = model
            .ops
            .iter()
            .enumerate()
            .map(|(i, o)| (o.name.to_string(), i))
            .collect();
        let mut set = RuleSet {
            native_at: HashMap::new(),
            op_index,
            model,
            patterns: Vec::new(),
            constraints: HashMap::new(),
            natives: HashMap::new(),
        };
        let mut errors = Vec::new();
        for p in &patterns {
            let mut failed = None;
            let known: Vec<String> = set.constraints.keys().cloned().collect();
            match resolve_rule(records, &set.model, p, &mut set.constraints) {
                Err(message) => failed = Some(message),
                Ok(_) if let Some(m) = uninterpretable(&set.constraints, &known) => {
                    failed = Some(m)
                }
                Ok(calls) => {
                    for (code, nargs) in calls {
                        let key = (expression(&code), nargs);
                        if set.natives.contains_key(&key) {
                            continue;
                        }
                        if let Some(f) = compiled.get(&key) {
                            set.natives.insert(key, NativeImpl::Compiled(f.clone()));
                            continue;
                        }
                        match native_impl(&code, nargs, table) {
                            Ok(imp) => {
                                set.natives.insert(key, imp);
                            }
                            Err(msg) => {
                                failed = Some(msg);
                                break;
                            }
                        }
                    }
                }
            }
            match failed {
                Some(message) => errors.push(OdsError {
                    pos: p.pos,
                    message,
                    format: None,
                }),
                None => set.patterns.push(p.clone()),
            }
        }
        // The patterns no longer move: key each call site by its snippet's address.
        let mut sites = Vec::new();
        for p in &set.patterns {
            collect_sites(p, &mut sites);
        }
        for (code, nargs) in sites {
            if let Some(imp) = set.natives.get(&(expression(code), nargs)) {
                set.native_at
                    .insert(code as *const Snippet as usize, imp.clone());
            }
        }
        if errors.is_empty() {
            Ok(Arc::new(set))
        } else {
            Err(errors)
        }
    }
}

/// Reads `name($_builder, $0, ...)` as a call of helper `name` of `table`.
fn helper(code: &Snippet, table: &NativeTable) -> Result<NativeImpl, String> {
    let expr = expression(code);
    // `NativeCodeCallIdentity`: the argument itself.
    if code.pieces == [Piece::Arg(0)]
        && let Some(f) = table.get("identity")
    {
        return Ok(NativeImpl::Helper(f.clone(), vec![ArgSource::Arg(0)]));
    }
    let fail = |why: &str| {
        Err(format!(
            "NativeCodeCall '{expr}' cannot be interpreted: {why} (generate Rust with rtblgen -gen-rewriters to call arbitrary code)"
        ))
    };
    let Some(Piece::Text(head)) = code.pieces.first() else {
        return fail("expected a call `name($_builder, $0, ...)`");
    };
    let Some(callee) = head.trim_start().strip_suffix('(') else {
        return fail("expected a call `name($_builder, $0, ...)`");
    };
    let callee = callee.trim();
    let name = callee.rsplit("::").next().unwrap_or(callee);
    let valid = !name.is_empty()
        && callee
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':');
    if !valid {
        return fail("expected a call `name($_builder, $0, ...)`");
    }
    let mut sources = Vec::new();
    let mut expect_sep = false;
    let rest = &code.pieces[1..];
    for (i, p) in rest.iter().enumerate() {
        let last = i + 1 == rest.len();
        match p {
            Piece::Text(t) => {
                let t = t.trim();
                if last && t == ")" {
                    expect_sep = false;
                    continue;
                }
                if t != "," || !expect_sep {
                    return fail("its arguments must be placeholders");
                }
                expect_sep = false;
                continue;
            }
            _ if expect_sep => return fail("its arguments must be placeholders"),
            Piece::Builder => {}
            Piece::Loc => sources.push(ArgSource::Loc),
            Piece::SelfOp => sources.push(ArgSource::SelfOp),
            Piece::Arg(n) => sources.push(ArgSource::Arg(*n)),
            Piece::ArgsFrom(n) => sources.push(ArgSource::ArgsFrom(*n)),
        }
        expect_sep = true;
        if last {
            return fail("expected a call `name($_builder, $0, ...)`");
        }
    }
    if !matches!(code.pieces.last(), Some(Piece::Text(t)) if t.trim_end().ends_with(')')) {
        return fail("expected a call `name($_builder, $0, ...)`");
    }
    match table.get(name) {
        Some(f) => Ok(NativeImpl::Helper(f.clone(), sources)),
        None => fail(&format!("'{name}' is not a known helper")),
    }
}

/// Reads a NativeCodeCall as a helper call ([`helper`]) or else as an expression of the
/// `CPred` subset over its `nargs` arguments; the error is the helper's when the text is no
/// expression at all, else what the expression lacks.
fn native_impl(code: &Snippet, nargs: usize, table: &NativeTable) -> Result<NativeImpl, String> {
    let as_helper = helper(code, table);
    if as_helper.is_ok() {
        return as_helper;
    }
    let expr = expression(code);
    let Ok(compiled) = ropt_ods_model::pred_eval::compile_expr(&expr) else {
        return as_helper;
    };
    let Some((vars, methods)) = ropt_ods_model::pred_eval::leaf_names(&expr) else {
        return as_helper;
    };
    let arg = |v: &str| {
        v.strip_prefix('$')
            .and_then(|n| n.parse::<usize>().ok())
            .is_some_and(|n| n < nargs)
    };
    let fail = |why: String| {
        Err(format!(
            "NativeCodeCall '{expr}' cannot be interpreted: {why} (generate Rust with rtblgen -gen-rewriters to call arbitrary code)"
        ))
    };
    if let Some(v) = vars.iter().find(|v| *v != "$_builder" && !arg(v)) {
        return fail(format!("it names the unknown variable '{v}'"));
    }
    let known = |m: &String| {
        [
            ropt_ods_model::methods::HOST_METHODS,
            ropt_ods_model::methods::BUILTIN_METHODS,
            super::interp::RULE_METHODS,
            BUILDER_METHODS,
        ]
        .iter()
        .any(|l| l.contains(&m.as_str()))
    };
    if let Some(m) = methods.iter().find(|m| !known(m)) {
        return fail(format!(
            "it calls the method '{m}', which the interpreter does not have"
        ));
    }
    Ok(NativeImpl::Expr(Arc::new(compiled)))
}

/// A type built from a `returnType` string (`$_builder.integer_type(32)`).
pub fn type_from_code(ctx: &Context, code: &str) -> Option<Type> {
    crate::attrs::build_type(ctx, code)
}

/// The problem of a constraint the interpreter cannot evaluate among those of `constraints`
/// that are not in `checked` (a method it does not have, a variable other than `$_self` and
/// the arguments `$0`, `$1`, ...): such a rule would never match.
fn uninterpretable(
    constraints: &HashMap<String, ropt_ods_model::drr::resolve::ConstraintInfo>,
    checked: &[String],
) -> Option<String> {
    let known = |v: &str| {
        v == "$_self"
            || v.strip_prefix('$')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    let mut names: Vec<&String> = constraints
        .keys()
        .filter(|n| !checked.contains(n))
        .collect();
    names.sort();
    names.into_iter().find_map(|name| {
        let pred = constraints[name].pred.as_ref()?;
        let why = crate::load_check::compiled_problem(pred, &known, super::interp::RULE_METHODS)?;
        Some(format!("constraint '{name}' cannot be interpreted: {why}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An interpreted rule set rejects a helper it does not know, at the rule.
    #[test]
    fn unknown_helper_is_an_error() {
        let rules = r#"
include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def Call : NativeCodeCall<"helper($_builder, $0)">;
def R1 : Pat<(AOp $x), (AOp (Call $x))>;
def R2 : Pat<(AOp $x), (AOp $x)>;
"#;
        let kp = ropt_ods_model::library::read_records("rules.td", rules.to_string(), &[])
            .expect("rules read");
        let set = ropt_ods_model::drr::records::from_keeper(&kp);
        let (model, patterns) = ropt_ods_model::drr::check_keeper(&kp).expect("rules check");
        let table = NativeTable::with_builtins();
        let errs = match RuleSet::new(&set, model, patterns, &table, &Default::default()) {
            Err(e) => e,
            Ok(_) => panic!("expected an error"),
        };
        assert_eq!(errs.len(), 1);
        assert!(
            errs[0].message.contains("'helper' is not a known helper"),
            "{}",
            errs[0].message
        );
    }
}
