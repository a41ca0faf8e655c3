//! What a checked rule refers to, resolved without the IR: its constraint
//! and constant records ([`constraint_info`]), whether the ops it builds get
//! result types ([`resolve_rule`]), and its NativeCodeCall sites. The run
//! time's rule sets and the code generator's checks of `-gen-rewriters` both
//! resolve through here, so a rule the generator accepts is one the
//! interpreter can run.

use std::collections::HashMap;

use super::model::{Build, MatchArg, MatchNode, Pattern, ReturnType};
use super::snippet::{Piece, Snippet};
use crate::lower::OdsError;
use crate::model::{Model, Pred};
use crate::pred_eval::{CompiledPred, compile};
use crate::records::{RecordSet, Value};

/// Resolves what rule `p` uses besides its NativeCodeCalls: the result types of
/// the ops it builds must be given or inferable, and its constraint and constant
/// records must be known (each one resolved is added to `constraints`, so a
/// record shared by several rules is resolved once). Returns the rule's
/// NativeCodeCalls (snippet and number of dag arguments) in order, or the
/// first failure's message.
pub fn resolve_rule(
    records: &RecordSet,
    model: &Model,
    p: &Pattern,
    constraints: &mut HashMap<String, ConstraintInfo>,
) -> Result<Vec<(Snippet, usize)>, String> {
    let mut names = Vec::new();
    let mut calls = Vec::new();
    collect(p, &mut names, &mut calls);
    check_result_types(p, model)?;
    for name in names {
        if let std::collections::hash_map::Entry::Vacant(e) = constraints.entry(name) {
            let info = constraint_info(records, e.key())?;
            e.insert(info);
        }
    }
    Ok(calls)
}

/// Checks that every rule of `patterns` resolves ([`resolve_rule`]), leaving
/// NativeCodeCalls to the Rust compiler (what generated rules need); errors
/// at the failing rules.
pub fn check_rules(
    records: &RecordSet,
    model: &Model,
    patterns: &[Pattern],
) -> Result<(), Vec<OdsError>> {
    let mut constraints = HashMap::new();
    let errors: Vec<OdsError> = patterns
        .iter()
        .filter_map(|p| {
            resolve_rule(records, model, p, &mut constraints)
                .err()
                .map(|message| OdsError {
                    pos: p.pos,
                    message,
                    format: None,
                })
        })
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// What a constraint record constrains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A type constraint: `$_self` is the value's type.
    Type,
    /// An attribute constraint: `$_self` is the attribute.
    Attr,
    /// A property (`I64Prop`, `ConfinedProp<...>`, `ConstantProp<...>`): `$_self` is the
    /// property's value (an integer, boolean, string, list or option).
    Prop,
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
pub fn collect_sites<'p>(p: &'p Pattern, out: &mut Vec<(&'p Snippet, usize)>) {
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

/// The constraint records and NativeCodeCalls a rule uses, in the order a match and
/// its rewrite reach them.
pub fn collect(p: &Pattern, names: &mut Vec<String>, calls: &mut Vec<(Snippet, usize)>) {
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

/// The constant of `ConstantAttr<Enum, "value">` for an enum attribute `attr` stored as an
/// integer or a string: `value` names a case by its symbol (`Pred::slt` or `slt`) or string.
fn enum_constant(
    records: &RecordSet,
    attr: crate::records::RecId,
    value: &str,
) -> Result<ConstSpec, String> {
    let enum_name = &records.get(attr).name;
    let wanted = value.trim().rsplit("::").next().unwrap_or("").trim();
    let cases = match records.get(attr).field("enumerants") {
        Some(Value::List(cases)) => cases.as_slice(),
        _ => &[],
    };
    let case = cases.iter().find_map(|c| {
        let Value::Def(c) = c else { return None };
        let matches = str_of(records, *c, "symbol").as_deref() == Some(wanted)
            || str_of(records, *c, "str").as_deref() == Some(wanted);
        matches.then_some(*c)
    });
    let Some(case) = case else {
        return Err(format!(
            "constant attribute '{value}' of '{enum_name}' names no case of the enum"
        ));
    };
    if records.get(attr).is_a("StrEnumAttr") {
        let text = str_of(records, case, "str").unwrap_or_default();
        return Ok(ConstSpec {
            kind: "string_attr".into(),
            value_type: None,
            value: format!("\"{text}\""),
        });
    }
    let value_type = match records.get(attr).field("valueType") {
        Some(Value::Def(t)) => str_of(records, *t, "builderCall").filter(|s| !s.is_empty()),
        _ => None,
    };
    let int = match records.get(case).field("value") {
        Some(Value::Int(i)) => Some(*i),
        _ => None,
    };
    match (value_type, int) {
        (Some(ty), Some(int)) => Ok(ConstSpec {
            kind: "integer_attr".into(),
            value_type: Some(ty),
            value: int.to_string(),
        }),
        _ => Err(format!(
            "constant attribute '{value}' of '{enum_name}' cannot be interpreted (an enum \
             stored neither as an integer nor as a string)"
        )),
    }
}

fn str_of(records: &RecordSet, id: crate::records::RecId, field: &str) -> Option<String> {
    match records.get(id).field(field) {
        Some(Value::Str(s)) => Some(s.clone()),
        _ => None,
    }
}

/// Resolves constraint (or constant) record `name`.
pub fn constraint_info(records: &RecordSet, name: &str) -> Result<ConstraintInfo, String> {
    let Some(id) = records.lookup(name) else {
        return Err(format!("unknown constraint '{name}'"));
    };
    let r = records.get(id);
    let kind = if r.is_a("TypeConstraint") {
        ConstraintKind::Type
    } else if r.is_a("AttrConstraint") {
        ConstraintKind::Attr
    } else if r.is_a("Property") {
        ConstraintKind::Prop
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
        if records.get(attr).is_a("EnumInfo") {
            let spec = enum_constant(records, attr, &value)?;
            return Ok(ConstraintInfo {
                kind: ConstraintKind::Attr,
                pred: None,
                constant: Some(spec),
                summary,
            });
        }
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
    // A constant property builds as the attribute of its literal, which the property
    // it is given to converts (an integer is read at the property's width).
    let constant = match str_of(records, id, "value").filter(|_| r.is_a("ConstantProp")) {
        Some(value) => {
            let v = value.trim();
            let (kind, value_type) = if v == "true" || v == "false" {
                ("bool_attr", None)
            } else if v.starts_with('"') {
                ("string_attr", None)
            } else {
                (
                    "integer_attr",
                    Some("$_builder.integer_type(64)".to_string()),
                )
            };
            Some(ConstSpec {
                kind: kind.into(),
                value_type,
                value: v.to_string(),
            })
        }
        None => None,
    };
    if !r.is_a("Constraint") && !r.is_a("Property") {
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
        constant,
        summary,
    })
}
