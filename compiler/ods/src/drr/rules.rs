//! Checked rules made ready to run: a [`RuleSet`] holds the ODS model of the
//! ops, the checked [`Pattern`]s and everything their constraint, constant
//! and NativeCodeCall records resolve to, so that matching never looks a
//! record up again. Built by [`RuleSet::new`] from the records (interpreted
//! rules, `ropt --load-patterns`) or from embedded records by generated code,
//! which supplies compiled NativeCodeCalls.

use std::collections::HashMap;
use std::sync::Arc;

use ropt_ir::{Attribute, Context, Type};

use super::model::{Build, MatchArg, MatchNode, Pattern, ReturnType};
use super::native::{DynNative, NativeTable};
use super::snippet::{Piece, Snippet};
use crate::lower::OdsError;
use crate::model::{Model, Pred};
use crate::pred_eval::{CompiledPred, compile};
use crate::records::{RecordSet, Value};

/// What a constraint record constrains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A type constraint: `$_self` is the value's type.
    Type,
    /// An attribute constraint: `$_self` is the attribute.
    Attr,
    /// Any other constraint: `$0`, `$1`, ... are its arguments.
    Other,
}

/// A resolved constraint record.
#[derive(Debug, Clone)]
pub struct ConstraintInfo {
    /// What it applies to.
    pub kind: ConstraintKind,
    /// Its predicate, parsed (`None`: it holds trivially).
    pub pred: Option<CompiledPred>,
    /// For `ConstantAttr<...>`: the constant the attribute must equal.
    pub constant: Option<ConstSpec>,
    /// Its summary.
    pub summary: String,
}

/// How to build the attribute of a `ConstantAttr<Attr, "value">`.
#[derive(Debug, Clone, PartialEq)]
pub struct ConstSpec {
    /// The builder kind (`integer_attr`, `float_attr`, `bool_attr`,
    /// `string_attr`, `unit_attr`).
    pub kind: String,
    /// The value's type, as a `builderCall` snippet (integers and floats).
    pub value_type: Option<String>,
    /// The value text.
    pub value: String,
}

impl ConstSpec {
    /// Builds the attribute (`None` when the text does not fit the kind).
    pub fn build(&self, ctx: &Context) -> Option<Attribute> {
        let text = self.value.trim();
        let ty = || {
            self.value_type
                .as_deref()
                .and_then(|c| crate::runtime::attrs::build_type(ctx, c))
        };
        match self.kind.as_str() {
            "integer_attr" => {
                let v: i64 = match text {
                    "true" => 1,
                    "false" => 0,
                    t => t.parse().ok()?,
                };
                Some(ctx.int_attr(ty()?, v))
            }
            "float_attr" => Some(ctx.float_attr(ty()?, text.parse().ok()?)),
            "bool_attr" => Some(ctx.bool_attr(text.parse().ok()?)),
            "string_attr" => Some(ctx.string_attr(text.strip_prefix('"')?.strip_suffix('"')?)),
            "unit_attr" => (text == "true").then(|| ctx.unit_attr()),
            _ => None,
        }
    }
}

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
}

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
            .map(|(i, o)| (o.name.clone(), i))
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
            let mut names = Vec::new();
            let mut calls = Vec::new();
            collect(p, &mut names, &mut calls);
            let mut failed = check_result_types(p, &set.model).err();
            for name in names {
                if failed.is_some() {
                    break;
                }
                if set.constraints.contains_key(&name) {
                    continue;
                }
                match constraint_info(records, &name) {
                    Ok(info) => {
                        set.constraints.insert(name, info);
                    }
                    Err(msg) => {
                        failed = Some(msg);
                        break;
                    }
                }
            }
            if failed.is_none() {
                for (code, nargs) in calls {
                    let key = (expression(&code), nargs);
                    if set.natives.contains_key(&key) {
                        continue;
                    }
                    if let Some(f) = compiled.get(&key) {
                        set.natives.insert(key, NativeImpl::Compiled(f.clone()));
                        continue;
                    }
                    match helper(&code, table) {
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

/// The Rust text of a snippet (placeholders written back).
pub fn expression(code: &Snippet) -> String {
    let mut s = String::new();
    for p in &code.pieces {
        match p {
            Piece::Text(t) => s.push_str(t),
            Piece::Builder => s.push_str("$_builder"),
            Piece::Loc => s.push_str("$_loc"),
            Piece::SelfOp => s.push_str("$_self"),
            Piece::Arg(n) => s.push_str(&format!("${n}")),
            Piece::ArgsFrom(n) => s.push_str(&format!("${n}...")),
        }
    }
    s
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

/// Whether the result types of a new op of `def` can be inferred (what
/// the interpreter's type inference knows: fixed types, `AllTypesMatch` /
/// `TypesMatchWith` with an argument, `SameOperandsAndResultType`).
fn inferable(def: &crate::model::OpDef) -> bool {
    use crate::model::{OpTrait, Variadicity};
    let is_arg = |n: &str| {
        def.operands.iter().any(|o| o.name == n) || def.attributes.iter().any(|a| a.name == n)
    };
    def.results.iter().all(|r| {
        if r.variadicity != Variadicity::Single {
            return false;
        }
        if r.constraint.builder_call.is_some() {
            return true;
        }
        if def.has_trait("SameOperandsAndResultType") && !def.operands.is_empty() {
            return true;
        }
        def.traits.iter().any(|t| match t {
            OpTrait::Pred {
                types_match,
                types_match_with,
                ..
            } => {
                (types_match.contains(&r.name) && types_match.iter().any(|n| is_arg(n)))
                    || types_match_with
                        .as_ref()
                        .is_some_and(|(lhs, rhs, _)| *rhs == r.name && is_arg(lhs))
            }
            _ => false,
        })
    })
}

/// Every op a rule builds without replacing the root's results must have
/// explicit (`returnType`) or inferable result types.
fn check_result_types(p: &Pattern, model: &Model) -> Result<(), String> {
    fn walk(b: &Build, replacing: bool, model: &Model) -> Result<(), String> {
        match b {
            Build::Op {
                op,
                args,
                return_types,
                ..
            } => {
                let def = &model.ops[*op];
                if !replacing && return_types.is_empty() && !inferable(def) {
                    return Err(format!(
                        "cannot infer the result types of '{}' built by this rule: give them with a returnType directive",
                        def.name
                    ));
                }
                for a in args {
                    walk(a, false, model)?;
                }
                for rt in return_types {
                    if let ReturnType::Native(n) = rt {
                        walk(n, false, model)?;
                    }
                }
                Ok(())
            }
            Build::Native { args, .. } => args.iter().try_for_each(|a| walk(a, false, model)),
            _ => Ok(()),
        }
    }
    let counts: Vec<usize> = p
        .results
        .iter()
        .map(|b| match b {
            Build::Op { op, .. } => model.ops[*op].results.len(),
            Build::Native { returns, .. } => *returns,
            _ => 1,
        })
        .collect();
    let total: usize = counts.iter().sum();
    let start = total.saturating_sub(p.num_replacements);
    let mut offset = 0;
    for (b, n) in p.results.iter().zip(counts) {
        walk(b, offset >= start && n > 0, model)?;
        offset += n;
    }
    for b in &p.supplemental {
        walk(b, false, model)?;
    }
    Ok(())
}

/// The NativeCodeCall sites of a rule (snippet and dag argument count).
fn collect_sites<'p>(p: &'p Pattern, out: &mut Vec<(&'p Snippet, usize)>) {
    fn arg<'p>(a: &'p MatchArg, out: &mut Vec<(&'p Snippet, usize)>) {
        match a {
            MatchArg::Leaf { .. } => {}
            MatchArg::Nested(n) => node(n, out),
            MatchArg::Either(items) | MatchArg::Variadic { items, .. } => {
                items.iter().for_each(|i| arg(i, out))
            }
        }
    }
    fn node<'p>(n: &'p MatchNode, out: &mut Vec<(&'p Snippet, usize)>) {
        match n {
            MatchNode::Op { args, .. } => args.iter().for_each(|a| arg(a, out)),
            MatchNode::Native { code, args } => out.push((code, args.len())),
        }
    }
    fn build<'p>(b: &'p Build, out: &mut Vec<(&'p Snippet, usize)>) {
        match b {
            Build::Op {
                args, return_types, ..
            } => {
                args.iter().for_each(|a| build(a, out));
                for rt in return_types {
                    if let ReturnType::Native(n) = rt {
                        build(n, out);
                    }
                }
            }
            Build::Native { code, args, .. } => {
                out.push((code, args.len()));
                args.iter().for_each(|a| build(a, out));
            }
            _ => {}
        }
    }
    node(&p.source, out);
    p.results.iter().for_each(|b| build(b, out));
    p.supplemental.iter().for_each(|b| build(b, out));
}

/// The constraint records and NativeCodeCalls a rule uses.
fn collect(p: &Pattern, names: &mut Vec<String>, calls: &mut Vec<(Snippet, usize)>) {
    fn arg(a: &MatchArg, names: &mut Vec<String>, calls: &mut Vec<(Snippet, usize)>) {
        match a {
            MatchArg::Leaf { constraint, .. } => names.extend(constraint.iter().cloned()),
            MatchArg::Nested(n) => node(n, names, calls),
            MatchArg::Either(items) | MatchArg::Variadic { items, .. } => {
                items.iter().for_each(|i| arg(i, names, calls))
            }
        }
    }
    fn node(n: &MatchNode, names: &mut Vec<String>, calls: &mut Vec<(Snippet, usize)>) {
        match n {
            MatchNode::Op { args, .. } => args.iter().for_each(|a| arg(a, names, calls)),
            MatchNode::Native { code, args } => {
                calls.push((code.clone(), args.len()));
                args.iter().for_each(|a| arg(a, names, calls));
            }
        }
    }
    fn build(b: &Build, names: &mut Vec<String>, calls: &mut Vec<(Snippet, usize)>) {
        match b {
            Build::Op {
                args, return_types, ..
            } => {
                args.iter().for_each(|a| build(a, names, calls));
                for rt in return_types {
                    if let ReturnType::Native(n) = rt {
                        build(n, names, calls);
                    }
                }
            }
            Build::Native { code, args, .. } => {
                calls.push((code.clone(), args.len()));
                args.iter().for_each(|a| build(a, names, calls));
            }
            Build::Constant(name) => names.push(name.clone()),
            Build::ReplaceWithValue(_) | Build::Ref(_) | Build::Literal(_) => {}
        }
    }
    node(&p.source, names, calls);
    for (c, _) in &p.constraints {
        names.push(c.clone());
    }
    p.results.iter().for_each(|b| build(b, names, calls));
    p.supplemental.iter().for_each(|b| build(b, names, calls));
}

pub(crate) fn str_of(
    records: &RecordSet,
    id: crate::records::RecId,
    field: &str,
) -> Option<String> {
    match records.get(id).field(field) {
        Some(Value::Str(s)) => Some(s.clone()),
        _ => None,
    }
}

/// Resolves constraint (or constant) record `name`.
pub(crate) fn constraint_info(records: &RecordSet, name: &str) -> Result<ConstraintInfo, String> {
    let Some(id) = records.lookup(name) else {
        return Err(format!("unknown constraint '{name}'"));
    };
    let r = records.get(id);
    let kind = if r.is_a("TypeConstraint") {
        ConstraintKind::Type
    } else if r.is_a("AttrConstraint") {
        ConstraintKind::Attr
    } else {
        ConstraintKind::Other
    };
    let summary = str_of(records, id, "summary").unwrap_or_default();
    if r.is_a("ConstantAttr") {
        let value = str_of(records, id, "value").unwrap_or_default();
        let attr = match r.field("attr") {
            Some(Value::Def(a)) => *a,
            _ => return Err(format!("constant '{name}' has no attribute kind")),
        };
        let call = str_of(records, attr, "constBuilderCall").unwrap_or_default();
        let call = call.trim();
        let kind_name = call
            .strip_prefix("$_builder.")
            .and_then(|c| c.split('(').next())
            .map(str::to_string)
            .or_else(|| {
                call.ends_with("$_builder.unit_attr())")
                    .then(|| "unit_attr".into())
            })
            .unwrap_or_default();
        let value_type = match records.get(attr).field("valueType") {
            Some(Value::Def(t)) => str_of(records, *t, "builderCall").filter(|s| !s.is_empty()),
            _ => None,
        };
        let spec = ConstSpec {
            kind: kind_name,
            value_type,
            value,
        };
        let known = [
            "integer_attr",
            "float_attr",
            "bool_attr",
            "string_attr",
            "unit_attr",
        ];
        if !known.contains(&spec.kind.as_str()) {
            return Err(format!(
                "constant attribute '{}' of '{}' cannot be interpreted (its builder is '{call}')",
                spec.value,
                records.get(attr).name
            ));
        }
        return Ok(ConstraintInfo {
            kind: ConstraintKind::Attr,
            pred: None,
            constant: Some(spec),
            summary,
        });
    }
    if !r.is_a("Constraint") {
        return Err(format!("'{name}' is not a constraint"));
    }
    let pred = match r.field("predicate") {
        Some(Value::Def(p)) => crate::lower::lower_pred(records, *p).map_err(|e| e.message)?,
        _ => Pred::always(),
    };
    let pred = if pred.is_trivially_true() {
        None
    } else {
        Some(compile(&pred).map_err(|e| {
            format!(
                "constraint '{name}' cannot be interpreted: {} in '{}'",
                e.message, e.expr
            )
        })?)
    };
    Ok(ConstraintInfo {
        kind,
        pred,
        constant: None,
        summary,
    })
}

/// A type built from a `returnType` string (`$_builder.integer_type(32)`).
pub fn type_from_code(ctx: &Context, code: &str) -> Option<Type> {
    crate::runtime::attrs::build_type(ctx, code)
}
