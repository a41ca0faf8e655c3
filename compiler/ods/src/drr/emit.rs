//! The Rust of one rule: a `RewritePattern` whose `matches` walks the source
//! tree with direct code and whose `rewrite` builds the result trees op by op
//! (over the helpers of `ropt_ods_runtime::drr::rt`). It does what the
//! interpreter (`ropt_ods_runtime::drr::interp`) does, in the same order, so generated and
//! loaded rules give the same IR and locations.

use std::collections::BTreeMap;
use std::fmt::Write;

use ropt_ods_model::drr::model::{
    Build, LocationSpec, MatchArg, MatchNode, Pattern, ReturnType, SymRef,
};
use ropt_ods_model::drr::snippet::{Piece, Snippet};
use ropt_ods_model::model::{ArgRef, Model, OpDef, OpTrait, Variadicity};
use ropt_ods_model::records::{RecordSet, Value};

/// The Rust type a symbol (or a built value) has in generated code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `ValueId`.
    Value,
    /// `Vec<ValueId>`.
    Values,
    /// `Option<Attribute>`.
    Attr,
    /// `OpId` of an op of `model.ops[_]`.
    Op(usize),
    /// `NValue`.
    Any,
    /// `Type`.
    Type,
}

/// A constraint record used by the rules of a file, emitted once as a `static`.
pub(super) enum ConstraintDecl {
    /// A predicate (`None`: it always holds).
    Pred {
        subject: &'static str,
        pred: Option<String>,
    },
    /// `ConstantAttr<...>`: equal to this constant.
    Constant {
        kind: String,
        value_type: Option<String>,
        value: String,
    },
}

/// Resolves constraint record `name` for code generation.
pub(super) fn constraint_decl(records: &RecordSet, name: &str) -> Result<ConstraintDecl, String> {
    let info = ropt_ods_model::drr::resolve::constraint_info(records, name)?;
    if let Some(c) = info.constant {
        return Ok(ConstraintDecl::Constant {
            kind: c.kind,
            value_type: c.value_type,
            value: c.value,
        });
    }
    let subject = match info.kind {
        ropt_ods_model::drr::resolve::ConstraintKind::Type => "Type",
        ropt_ods_model::drr::resolve::ConstraintKind::Attr
        | ropt_ods_model::drr::resolve::ConstraintKind::Prop => "Attr",
        ropt_ods_model::drr::resolve::ConstraintKind::Other => "Multi",
    };
    let id = records
        .lookup(name)
        .ok_or_else(|| format!("unknown constraint '{name}'"))?;
    let pred = match records.get(id).field("predicate") {
        Some(Value::Def(p)) => {
            ropt_ods_model::lower::lower_pred(records, *p).map_err(|e| e.message)?
        }
        _ => ropt_ods_model::model::Pred::always(),
    };
    let text = pred.to_rust("$_self");
    let trivial = pred.is_trivially_true() || matches!(text.trim(), "true" | "(true)");
    Ok(ConstraintDecl::Pred {
        subject,
        pred: (!trivial).then_some(text),
    })
}

/// The Rust name of the static of constraint record `name`.
pub(super) fn constraint_static(name: &str) -> String {
    let mut s = String::from("C_");
    for c in name.chars() {
        s.push(if c.is_ascii_alphanumeric() {
            c.to_ascii_uppercase()
        } else {
            '_'
        });
    }
    s
}

/// A Rust identifier for rule `name`.
pub(super) fn type_name(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, 'R');
    }
    s
}

const RESERVED: &[&str] = &[
    "rt", "cx", "loc", "root", "types", "ops", "self", "Self", "values", "as", "break", "const",
    "continue", "crate", "else", "enum", "extern", "false", "fn", "for", "if", "impl", "in", "let",
    "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static", "struct", "super",
    "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn",
    "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized",
    "virtual", "yield", "try", "gen", "None", "Some", "NValue", "Rt",
];

/// The generator of one rule.
pub(super) struct RuleGen<'a> {
    model: &'a Model,
    /// Constraint records that always hold (no check is emitted).
    trivial: &'a [String],
    p: &'a Pattern,
    /// Op names the rule uses (index = slot of `self.ops`).
    op_names: Vec<String>,
    /// The local and kind of each bound symbol, once bound.
    syms: Vec<Option<(String, Kind)>>,
    out: String,
    indent: usize,
    tmp: usize,
}

impl<'a> RuleGen<'a> {
    /// A generator for rule `p`.
    pub(super) fn new(model: &'a Model, p: &'a Pattern, trivial: &'a [String]) -> Self {
        RuleGen {
            model,
            trivial,
            p,
            op_names: Vec::new(),
            syms: vec![None; p.symbols.len()],
            out: String::new(),
            indent: 2,
            tmp: 0,
        }
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.tmp += 1;
        format!("{prefix}{}", self.tmp)
    }

    /// `self.ops[i]` for op `name`, with the name as a comment.
    fn op_slot(&mut self, name: &str) -> String {
        let i = match self.op_names.iter().position(|n| n == name) {
            Some(i) => i,
            None => {
                self.op_names.push(name.to_string());
                self.op_names.len() - 1
            }
        };
        format!("self.ops[{i}] /* {name} */")
    }

    fn sym_local(&self, s: usize) -> String {
        let name = &self.p.symbols[s].name;
        let valid = !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && !RESERVED.contains(&name.as_str());
        let temp_like = [
            "op", "t", "n", "a", "v", "g", "d", "e", "loc", "self_op", "args",
        ]
        .iter()
        .any(|p| {
            name.strip_prefix(p)
                .is_some_and(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit()))
        });
        if valid && !temp_like {
            name.clone()
        } else {
            format!(
                "s_{}",
                name.chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                    .collect::<String>()
            )
        }
    }

    /// Binds symbol `sym` to `expr` of `kind`, or checks it equals its earlier binding.
    fn bind(&mut self, sym: Option<usize>, expr: &str, kind: Kind) {
        let Some(s) = sym else { return };
        match self.syms[s].clone() {
            None => {
                let local = self.sym_local(s);
                self.line(&format!("let {local} = {expr};"));
                self.syms[s] = Some((local, kind));
            }
            Some((local, k)) if k == kind || matches!((k, kind), (Kind::Op(_), Kind::Op(_))) => {
                self.line(&format!("if {local} != {expr} {{"));
                self.line("    return None;");
                self.line("}");
            }
            Some((local, k)) => {
                let tmp = self.fresh("t");
                self.line(&format!("let {tmp} = {expr};"));
                let a = to_any(&local, k);
                let b = to_any(&tmp, kind);
                self.line(&format!("if {a} != {b} {{"));
                self.line("    return None;");
                self.line("}");
            }
        }
    }

    fn check_leaf(&mut self, constraint: &Option<String>, nv: &str) {
        if let Some(c) = constraint
            && !self.trivial.contains(c)
        {
            let st = constraint_static(c);
            self.line(&format!("if !rt.check(&{st}, &{nv}) {{"));
            self.line("    return None;");
            self.line("}");
        }
    }

    // --- Matching -----------------------------------------------------------------------------

    /// `matches`: binds the symbols of the source tree rooted at `rt.root`.
    pub(super) fn gen_match(&mut self) {
        let root = self.p.source.clone();
        match &root {
            MatchNode::Op { .. } => self.match_node(&root, "rt.root", true),
            MatchNode::Native { .. } => self.line("return None;"),
        }
        for (name, refs) in &self.p.constraints {
            let mut args = Vec::new();
            for r in refs {
                args.push(self.resolve_any(*r));
            }
            let st = constraint_static(name);
            self.line(&format!(
                "if !rt.check_all(&{st}, &[{}]) {{",
                args.join(", ")
            ));
            self.line("    return None;");
            self.line("}");
        }
    }

    /// Matches the op `op_expr` against `node`. The root is recorded as matched first, a
    /// nested op after its operands (see `Rt::op_named`).
    fn match_node(&mut self, node: &MatchNode, op_expr: &str, root: bool) {
        match node {
            MatchNode::Op { op, name, args } => {
                let def = &self.model.ops[*op];
                let slot = self.op_slot(&def.name);
                let local = self.fresh("op");
                let check = if root { "op" } else { "op_named" };
                self.line(&format!("let {local} = rt.{check}({op_expr}, {slot})?;"));
                self.bind(*name, &local, Kind::Op(*op));
                let all_single = def
                    .operands
                    .iter()
                    .all(|o| o.variadicity == Variadicity::Single);
                let variable = variable_list(def.operands.iter().map(|o| o.is_variable_length()));
                let mut k = 0;
                for a in args {
                    if let MatchArg::Either(items) = a {
                        self.match_either(def, &local, all_single, &variable, items, k);
                        k += 2;
                        continue;
                    }
                    self.match_arg(a, def, &local, all_single, &variable, k);
                    k += 1;
                }
                if !root {
                    self.line(&format!("rt.record({local});"));
                }
            }
            MatchNode::Native { code, args } => {
                let got = self.fresh("n");
                let call = self.native_call(code, &[], "rt.unknown_loc()", op_expr);
                self.line(&format!("let {got} = {call};"));
                let caps = self.fresh("n");
                self.line(&format!(
                    "let {caps} = rt::captures({got}, {})?;",
                    args.len()
                ));
                for (i, a) in args.iter().enumerate() {
                    let MatchArg::Leaf { constraint, sym } = a else {
                        self.line("return None;");
                        return;
                    };
                    let v = format!("{caps}[{i}]");
                    self.check_leaf(constraint, &v);
                    self.bind(*sym, &format!("{v}.clone()"), Kind::Any);
                }
                if !root {
                    self.line(&format!("rt.record({op_expr});"));
                }
            }
        }
    }

    /// The expression of operand definition `i` of `op`: one value or the group.
    fn operand_expr(&self, op: &str, all_single: bool, variable: &str, i: usize) -> (String, bool) {
        if all_single {
            (format!("rt.operand({op}, {i})?"), true)
        } else {
            (format!("rt.operand_group({op}, {variable}, {i})"), false)
        }
    }

    fn match_arg(
        &mut self,
        a: &MatchArg,
        def: &OpDef,
        op: &str,
        all_single: bool,
        variable: &str,
        k: usize,
    ) {
        match def.arguments.get(k) {
            Some(ArgRef::Operand(i)) => {
                let single_def = def.operands[*i].variadicity == Variadicity::Single;
                let (expr, is_single) = self.operand_expr(op, all_single, variable, *i);
                if is_single {
                    self.match_value(a, &expr);
                } else if single_def {
                    self.match_value(a, &format!("Rt::single(&{expr})?"));
                } else {
                    self.match_range(a, &expr);
                }
            }
            Some(ArgRef::Attribute(i)) => {
                let ad = &def.attributes[*i];
                let MatchArg::Leaf { constraint, sym } = a else {
                    self.line("return None;");
                    return;
                };
                let optional = ad.constraint.is_optional || ad.constraint.default_value.is_some();
                let checked = constraint
                    .as_ref()
                    .is_some_and(|c| !self.trivial.contains(c));
                if !checked && sym.is_some_and(|s| self.syms[s].is_none()) {
                    let expr = format!("rt.attr({op}, {:?}, {optional})?", ad.name);
                    self.bind(*sym, &expr, Kind::Attr);
                    return;
                }
                let local = self.fresh("a");
                self.line(&format!(
                    "let {local} = rt.attr({op}, {:?}, {optional})?;",
                    ad.name
                ));
                self.check_leaf(constraint, &format!("NValue::Attr({local})"));
                self.bind(*sym, &local, Kind::Attr);
            }
            Some(ArgRef::Property(i)) => {
                let name = def.properties[*i].name.clone();
                let MatchArg::Leaf { sym, constraint } = a else {
                    self.line("return None;");
                    return;
                };
                let local = self.fresh("p");
                self.line(&format!("let {local} = rt.prop_value({op}, {name:?})?;"));
                self.check_leaf(constraint, &local);
                self.bind(*sym, &format!("{local}.attr()"), Kind::Attr);
            }
            None => self.line("return None;"),
        }
    }

    /// Matches a single operand value `expr`.
    fn match_value(&mut self, a: &MatchArg, expr: &str) {
        match a {
            MatchArg::Leaf { constraint, sym } => {
                if constraint.is_none() && sym.is_none() {
                    return;
                }
                let checked = constraint
                    .as_ref()
                    .is_some_and(|c| !self.trivial.contains(c));
                if !checked && sym.is_none() {
                    return;
                }
                if !checked && sym.is_some_and(|s| self.syms[s].is_none()) {
                    self.bind(*sym, expr, Kind::Value);
                    return;
                }
                let v = self.fresh("v");
                self.line(&format!("let {v} = {expr};"));
                self.check_leaf(constraint, &format!("NValue::Value({v})"));
                self.bind(*sym, &v, Kind::Value);
            }
            MatchArg::Nested(node) => {
                let d = self.fresh("d");
                self.line(&format!("let {d} = rt.body().defining_op({expr})?;"));
                self.match_node(node, &d, false);
            }
            MatchArg::Variadic { .. } | MatchArg::Either(_) => self.line("return None;"),
        }
    }

    /// Matches a variadic (or optional) operand group `expr`.
    fn match_range(&mut self, a: &MatchArg, expr: &str) {
        let g = self.fresh("g");
        self.line(&format!("let {g} = {expr};"));
        match a {
            MatchArg::Leaf { constraint, sym } => {
                if constraint.is_some() {
                    self.line(&format!("for &v in &{g} {{"));
                    self.indent += 1;
                    self.check_leaf(constraint, "NValue::Value(v)");
                    self.indent -= 1;
                    self.line("}");
                }
                self.bind(*sym, &format!("{g}.clone()"), Kind::Values);
            }
            MatchArg::Nested(_) => {
                self.match_value(a, &format!("Rt::single(&{g})?"));
            }
            MatchArg::Variadic { sym, items } => {
                self.line(&format!("if {g}.len() != {} {{", items.len()));
                self.line("    return None;");
                self.line("}");
                self.bind(*sym, &format!("{g}.clone()"), Kind::Values);
                for (i, item) in items.iter().enumerate() {
                    self.match_value(item, &format!("{g}[{i}]"));
                }
            }
            MatchArg::Either(_) => self.line("return None;"),
        }
    }

    /// `(either x, y)` on operands `k` and `k + 1`: a closure tried in both orders,
    /// returning the symbols it binds.
    fn match_either(
        &mut self,
        def: &OpDef,
        op: &str,
        all_single: bool,
        variable: &str,
        items: &[MatchArg],
        k: usize,
    ) {
        let (Some(x), Some(y)) = (items.first(), items.get(1)) else {
            self.line("return None;");
            return;
        };
        let operand = |k: usize| match def.arguments.get(k) {
            Some(ArgRef::Operand(i)) => Some(*i),
            _ => None,
        };
        let (Some(i), Some(j)) = (operand(k), operand(k + 1)) else {
            self.line("return None;");
            return;
        };
        let (ei, si) = self.operand_expr(op, all_single, variable, i);
        let (ej, sj) = self.operand_expr(op, all_single, variable, j);
        let ei = if si {
            ei
        } else {
            format!("Rt::single(&{ei})?")
        };
        let ej = if sj {
            ej
        } else {
            format!("Rt::single(&{ej})?")
        };
        let before: Vec<bool> = self.syms.iter().map(Option::is_some).collect();
        // Generate the body into a separate buffer to learn what it binds.
        let saved = std::mem::take(&mut self.out);
        let (ex, ey) = (self.fresh("e"), self.fresh("e"));
        self.indent += 1;
        self.match_value(x, &ex);
        self.match_value(y, &ey);
        self.indent -= 1;
        let body = std::mem::replace(&mut self.out, saved);
        let new: Vec<(String, Kind)> = self
            .syms
            .iter()
            .zip(&before)
            .filter(|(_, b)| !**b)
            .filter_map(|(s, _)| s.clone())
            .collect();
        let names: Vec<&str> = new.iter().map(|(n, _)| n.as_str()).collect();
        let tuple = if names.len() == 1 {
            names[0].to_string()
        } else {
            format!("({})", names.join(", "))
        };
        self.line(&format!(
            "let {tuple} = rt.either({ei}, {ej}, |rt, {ex}, {ey}| {{"
        ));
        self.out.push_str(&body);
        self.line(&format!("    Some({tuple})"));
        self.line("})?;");
    }

    // --- Symbols ------------------------------------------------------------------------------

    /// A symbol use as an expression and its kind (op symbols stand for their results).
    fn resolve(&mut self, r: SymRef) -> (String, Kind) {
        let Some((local, kind)) = self.syms.get(r.sym).cloned().flatten() else {
            return ("rt::unbound()?".into(), Kind::Any);
        };
        match kind {
            Kind::Op(op) => {
                let variable = variable_list(
                    self.model.ops[op]
                        .results
                        .iter()
                        .map(|d| d.is_variable_length()),
                );
                let index = match r.index {
                    Some(i) => format!("Some({i})"),
                    None => "None".into(),
                };
                (
                    format!("rt.results({local}, {index}, {variable})"),
                    Kind::Any,
                )
            }
            Kind::Any => match r.index {
                Some(i) => (format!("rt::pick(&{local}, Some({i}))?"), Kind::Any),
                None => (format!("rt::pick(&{local}, None)?"), Kind::Any),
            },
            k => (local, k),
        }
    }

    fn resolve_any(&mut self, r: SymRef) -> String {
        let (e, k) = self.resolve(r);
        to_any(&e, k)
    }

    // --- Building -----------------------------------------------------------------------------

    /// `rewrite`: builds the result trees and returns the values replacing the root.
    pub(super) fn gen_rewrite(&mut self) {
        let p = self.p;
        let counts: Vec<usize> = p.results.iter().map(|b| declared(self.model, b)).collect();
        let total: usize = counts.iter().sum();
        let Some(start) = total.checked_sub(p.num_replacements) else {
            self.line("None");
            return;
        };
        let root_variable = match &p.source {
            MatchNode::Op { op, .. } => variable_list(
                self.model.ops[*op]
                    .results
                    .iter()
                    .map(|d| d.is_variable_length()),
            ),
            MatchNode::Native { .. } => "&[]".into(),
        };
        self.line("let mut values: Vec<Vec<ValueId>> = Vec::new();");
        let mut offset = 0;
        for (b, n) in p.results.iter().zip(&counts) {
            let replaces = (offset >= start).then(|| offset - start);
            let root_types = match (b, replaces) {
                (Build::Op { .. }, Some(first)) => Some(format!(
                    "rt.root_types({first}..{}, {root_variable})",
                    first + n
                )),
                _ => None,
            };
            let (e, kind) = self.build(b, root_types);
            match (b, kind) {
                (Build::Op { .. }, Kind::Op(op)) => {
                    let variable = variable_list(
                        self.model.ops[op]
                            .results
                            .iter()
                            .map(|d| d.is_variable_length()),
                    );
                    for g in 0..*n {
                        self.line(&format!(
                            "values.push(rt.results({e}, Some({g}), {variable}).values());"
                        ));
                    }
                }
                (_, k) => {
                    let any = to_any(&e, k);
                    self.line(&format!("rt::declare(&mut values, {any});"));
                }
            }
            offset += n;
        }
        self.line(&format!(
            "let keep = values.len().checked_sub({})?;",
            p.num_replacements
        ));
        self.line("let replacing: Vec<ValueId> = values.drain(keep..).flatten().collect();");
        self.line("if replacing.len() != rt.body().num_results(rt.root) {");
        self.line("    return None;");
        self.line("}");
        for s in &p.supplemental {
            self.build(s, None);
        }
        self.line("Some(replacing)");
    }

    fn location(&mut self, spec: &Option<LocationSpec>) -> String {
        let Some(spec) = spec else {
            return "rt.fused_loc()".into();
        };
        let mut of = Vec::new();
        for r in &spec.syms {
            of.push(self.resolve_any(*r));
        }
        let name = match &spec.name {
            Some(n) => format!("Some({n:?})"),
            None => "None".into(),
        };
        format!("rt.location(&[{}], {name})", of.join(", "))
    }

    /// Emits the code of a result node; returns the local holding it and its kind.
    fn build(&mut self, b: &Build, root_types: Option<String>) -> (String, Kind) {
        match b {
            Build::Op {
                op,
                name,
                args,
                return_types,
                location,
            } => {
                let def = &self.model.ops[*op];
                let mut groups: Vec<String> = vec!["&[]".into(); def.operands.len()];
                let mut attrs: Vec<(String, String)> = Vec::new();
                let mut operand_locals: BTreeMap<usize, (String, bool)> = BTreeMap::new();
                for (a, arg) in args.iter().zip(&def.arguments) {
                    let (e, k) = self.build(a, None);
                    match arg {
                        ArgRef::Operand(i) => {
                            let single = def.operands[*i].variadicity == Variadicity::Single;
                            let local = self.fresh("v");
                            if single && k == Kind::Value && is_ident(&e) {
                                groups[*i] = format!("&[{e}]");
                                operand_locals.insert(*i, (e, true));
                                continue;
                            }
                            if single {
                                let conv = to_value(&e, k);
                                self.line(&format!("let {local} = {conv};"));
                                groups[*i] = format!("&[{local}]");
                            } else {
                                let conv = to_values(&e, k);
                                self.line(&format!("let {local} = {conv};"));
                                groups[*i] = format!("&{local}");
                            }
                            operand_locals.insert(*i, (local, single));
                        }
                        ArgRef::Attribute(i) => {
                            let local = self.fresh("a");
                            let conv = to_attr(&e, k);
                            self.line(&format!("let {local} = {conv};"));
                            attrs.push(((def.attributes[*i].name.clone()).to_string(), local));
                        }
                        ArgRef::Property(i) => {
                            let local = self.fresh("a");
                            let conv = to_attr(&e, k);
                            self.line(&format!("let {local} = {conv};"));
                            attrs.push(((def.properties[*i].name.clone()).to_string(), local));
                        }
                    }
                }
                let types = if !return_types.is_empty() {
                    self.return_types(return_types)
                } else if let Some(t) = root_types {
                    t
                } else {
                    infer_types(def, &operand_locals, &attrs)
                };
                let t = self.fresh("t");
                self.line(&format!("let {t} = {types};"));
                let loc = self.location(location);
                let slot = self.op_slot(&def.name);
                let attr_list: Vec<String> =
                    attrs.iter().map(|(n, l)| format!("({n:?}, {l})")).collect();
                let spec = format!(
                    "&rt::OpSpec {{ sized_segments: {}, regions: {} }}",
                    def.has_trait("AttrSizedOperandSegments"),
                    def.regions.len()
                );
                let local = self.fresh("op");
                self.line(&format!(
                    "let {local} = rt.create({slot}, {loc}, &[{}], &[{}], {t}, {spec});",
                    groups.join(", "),
                    attr_list.join(", ")
                ));
                if let Some(s) = name {
                    let sl = self.sym_local(*s);
                    self.line(&format!("let {sl} = {local};"));
                    self.syms[*s] = Some((sl, Kind::Op(*op)));
                }
                (local, Kind::Op(*op))
            }
            Build::Native {
                code,
                name,
                args,
                location,
                ..
            } => {
                let mut vals = Vec::new();
                for a in args {
                    let (e, k) = self.build(a, None);
                    vals.push(to_any(&e, k));
                }
                let loc = self.location(location);
                let l = self.fresh("loc");
                self.line(&format!("let {l} = {loc};"));
                let call = self.native_call(code, &vals, &l, "rt.root");
                let local = self.fresh("n");
                self.line(&format!("let {local} = {call};"));
                if let Some(s) = name {
                    let sl = self.sym_local(*s);
                    self.line(&format!("let {sl} = {local}.clone();"));
                    self.syms[*s] = Some((sl, Kind::Any));
                }
                (local, Kind::Any)
            }
            Build::ReplaceWithValue(r) | Build::Ref(r) => self.resolve(*r),
            Build::Constant(name) => (
                format!("Some({}.constant_attr(rt.ctx())?)", constraint_static(name)),
                Kind::Attr,
            ),
            Build::Literal(s) => (format!("rt.type_from_code({s:?})?"), Kind::Type),
        }
    }

    fn return_types(&mut self, rts: &[ReturnType]) -> String {
        let mut parts = Vec::new();
        for rt in rts {
            match rt {
                ReturnType::Of(r) => {
                    let e = self.resolve_any(*r);
                    parts.push(format!("rt.types_of(&{e})?"));
                }
                ReturnType::Code(c) if c.is_empty() => {}
                ReturnType::Code(c) => parts.push(format!("vec![rt.type_from_code({c:?})?]")),
                ReturnType::Native(b) => {
                    let (e, k) = self.build(b, None);
                    let any = to_any(&e, k);
                    parts.push(format!("rt::as_types(&{any})?"));
                }
            }
        }
        match parts.len() {
            0 => "Vec::new()".into(),
            1 => parts.remove(0),
            _ => format!("[{}].concat()", parts.join(", ")),
        }
    }

    /// A NativeCodeCall as an `Option<NValue>`-returning call, `?`-ed.
    fn native_call(&mut self, code: &Snippet, args: &[String], loc: &str, self_op: &str) -> String {
        if code.pieces == [Piece::Arg(0)] {
            return match args.first() {
                Some(a) => format!("{a}.clone()"),
                None => "rt::unbound()?".into(),
            };
        }
        let arr = if args.is_empty() {
            None
        } else {
            let a = self.fresh("args");
            self.line(&format!("let {a} = [{}];", args.join(", ")));
            Some(a)
        };
        let n = args.len().max(code.max_arg().map_or(0, |m| m + 1));
        let rendered: Vec<String> = (0..n)
            .map(|i| match &arr {
                Some(a) if i < args.len() => format!("rt::arg(&{a}[{i}])?"),
                _ => "rt::unbound()?".into(),
            })
            .collect();
        let self_local = self.fresh("self_op");
        let loc_local = self.fresh("loc");
        self.line(&format!(
            "let ({self_local}, {loc_local}) = ({self_op}, {loc});"
        ));
        let expr = code.render("cx", &loc_local, &self_local, &rendered);
        format!("rt.call({loc_local}, {self_local}, |cx| IntoNValue::into_nvalue({expr}))?")
    }

    /// The op names used, in slot order.
    pub(super) fn op_names(&self) -> &[String] {
        &self.op_names
    }

    /// The generated code so far (and resets it).
    pub(super) fn take(&mut self) -> String {
        std::mem::take(&mut self.out)
    }

    /// Marks the symbols bound by the source pattern as the `matches` tuple and returns
    /// `(tuple pattern, tuple type)`.
    pub(super) fn bound_tuple(&self) -> (String, String) {
        let mut names = Vec::new();
        let mut types = Vec::new();
        for (name, kind) in self.syms.iter().flatten() {
            names.push(name.clone());
            types.push(rust_type(*kind).to_string());
        }
        if names.len() == 1 {
            (names.remove(0), types.remove(0))
        } else {
            (
                format!("({})", names.join(", ")),
                format!("({})", types.join(", ")),
            )
        }
    }
}

fn is_ident(e: &str) -> bool {
    !e.is_empty() && e.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn rust_type(k: Kind) -> &'static str {
    match k {
        Kind::Value => "ValueId",
        Kind::Values => "Vec<ValueId>",
        Kind::Attr => "Option<Attribute>",
        Kind::Op(_) => "OpId",
        Kind::Any => "NValue",
        Kind::Type => "Type",
    }
}

/// `&[]` when every definition is single, else `&[false, true, ...]`.
fn variable_list(it: impl Iterator<Item = bool>) -> String {
    let v: Vec<bool> = it.collect();
    if v.iter().all(|b| !b) {
        "&[]".into()
    } else {
        format!(
            "&[{}]",
            v.iter().map(bool::to_string).collect::<Vec<_>>().join(", ")
        )
    }
}

/// `e` (of kind `k`) as an `NValue`.
fn to_any(e: &str, k: Kind) -> String {
    match k {
        Kind::Value => format!("NValue::Value({e})"),
        Kind::Values => format!("NValue::Values({e}.clone())"),
        Kind::Attr => format!("NValue::Attr({e})"),
        Kind::Op(_) => format!("rt.results({e}, None, &[])"),
        Kind::Any => e.to_string(),
        Kind::Type => format!("NValue::Type({e})"),
    }
}

/// `e` as the one value of a single operand (`?`: the rule fails otherwise).
fn to_value(e: &str, k: Kind) -> String {
    match k {
        Kind::Value => e.to_string(),
        _ => format!("Rt::single(&{}.values())?", to_any(e, k)),
    }
}

/// `e` as the values of a variadic operand.
fn to_values(e: &str, k: Kind) -> String {
    match k {
        Kind::Value => format!("vec![{e}]"),
        Kind::Values => format!("{e}.clone()"),
        _ => format!("{}.values()", to_any(e, k)),
    }
}

/// `e` as an optional attribute.
fn to_attr(e: &str, k: Kind) -> String {
    match k {
        Kind::Attr => e.to_string(),
        Kind::Any => format!("{e}.attr()"),
        _ => "None".into(),
    }
}

/// How many declared values a top-level result dag yields.
fn declared(model: &Model, b: &Build) -> usize {
    match b {
        Build::Op { op, .. } => model.ops[*op].results.len(),
        Build::Native { returns, .. } => *returns,
        _ => 1,
    }
}

/// The result types of a new op that does not replace the root, as the interpreter infers
/// them: a fixed type, `AllTypesMatch` / `TypesMatchWith` with an argument, or
/// `SameOperandsAndResultType`; tried in that order per result.
fn infer_types(
    def: &OpDef,
    operands: &BTreeMap<usize, (String, bool)>,
    attrs: &[(String, String)],
) -> String {
    // The type of the operand or attribute named `n`, as an `Option<Type>` expression.
    let known = |n: &str| -> Option<String> {
        if let Some(i) = def.operands.iter().position(|o| o.name == n) {
            return Some(match operands.get(&i) {
                Some((l, true)) => format!("Some(rt.ty({l}))"),
                Some((l, false)) => format!("{l}.first().map(|&v| rt.ty(v))"),
                None => "None".into(),
            });
        }
        attrs
            .iter()
            .find(|(a, _)| a == n)
            .map(|(_, l)| format!("{l}.and_then(|a| a.ty())"))
    };
    let mut types = Vec::new();
    for r in &def.results {
        if r.variadicity != Variadicity::Single {
            return "rt::unbound_types()?".into();
        }
        let mut chain: Vec<String> = Vec::new();
        if let Some(c) = &r.constraint.builder_call {
            chain.push(format!("rt.type_from_code({c:?})"));
        }
        for t in &def.traits {
            if let OpTrait::Pred {
                types_match,
                types_match_with,
                ..
            } = t
            {
                if types_match.contains(&r.name) {
                    for n in types_match.iter().filter(|n| **n != r.name) {
                        chain.extend(known(n));
                    }
                }
                if let Some((lhs, rhs, transform)) = types_match_with
                    && *rhs == r.name
                    && let Some(k) = known(lhs)
                {
                    chain.push(format!("{k}.and_then(|t| rt.transform({transform:?}, t))"));
                }
            }
        }
        if def.has_trait("SameOperandsAndResultType") {
            let first = (0..def.operands.len()).find_map(|i| operands.get(&i));
            if let Some((l, single)) = first {
                chain.push(if *single {
                    format!("Some(rt.ty({l}))")
                } else {
                    // The first value of any group (groups may be empty).
                    let all: Vec<String> = operands
                        .values()
                        .map(|(l, s)| {
                            if *s {
                                format!("std::slice::from_ref(&{l})")
                            } else {
                                format!("&{l}[..]")
                            }
                        })
                        .collect();
                    format!(
                        "[{}].iter().flat_map(|g| g.iter()).next().map(|&v| rt.ty(v))",
                        all.join(", ")
                    )
                });
            }
        }
        let expr = match chain.len() {
            0 => "None::<Type>".to_string(),
            _ => {
                let mut e = chain[0].clone();
                for c in &chain[1..] {
                    e = format!("{e}.or_else(|| {c})");
                }
                e
            }
        };
        types.push(format!("{expr}?"));
    }
    format!("vec![{}]", types.join(", "))
}

/// The body of a generated module's constraint statics.
pub(super) fn emit_constraint(out: &mut String, name: &str, decl: &ConstraintDecl) {
    let st = constraint_static(name);
    match decl {
        ConstraintDecl::Pred { subject, pred } => {
            let pred = pred.as_deref().unwrap_or("true");
            let _ = writeln!(
                out,
                "static {st}: rt::Constraint = rt::Constraint::new({name:?}, rt::Subject::{subject}, {pred:?});"
            );
        }
        ConstraintDecl::Constant {
            kind,
            value_type,
            value,
        } => {
            let vt = match value_type {
                Some(v) => format!("Some({v:?})"),
                None => "None".into(),
            };
            let _ = writeln!(
                out,
                "static {st}: rt::Constraint = rt::Constraint::constant({name:?}, {kind:?}, {vt}, {value:?});"
            );
        }
    }
}
