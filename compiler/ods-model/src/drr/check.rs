//! Lowering and checking of `Pattern` records (see the module docs of
//! [`crate::drr`]). Each rule stops at its first error, reported at the
//! rule's position with mlir-tblgen's wording.

use std::collections::HashMap;

use super::model::*;
use super::snippet::{Piece, Snippet};
use crate::lower::OdsError;
use crate::model::{ArgRef, Model, Variadicity};
use crate::records::{Dag, Pos, RecId, Record, RecordSet, Value};

type Result<T> = std::result::Result<T, OdsError>;

/// Checks every `Pattern` record (in definition order) against `model`.
/// On failure, returns the first error of each failing rule.
pub fn check_patterns(
    records: &RecordSet,
    model: &Model,
) -> std::result::Result<Vec<Pattern>, Vec<OdsError>> {
    let ops: HashMap<&str, usize> = model
        .ops
        .iter()
        .enumerate()
        .map(|(i, o)| (o.def_name.as_str(), i))
        .collect();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (_, r) in records.iter().filter(|(_, r)| r.is_a("Pattern")) {
        let mut c = Checker {
            records,
            model,
            ops: &ops,
            pos: r.pos,
            symbols: Vec::new(),
            matched_ops: 0,
            nesting: 0,
        };
        match c.pattern(r) {
            Ok(p) => out.push(p),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

struct Checker<'a> {
    records: &'a RecordSet,
    model: &'a Model,
    ops: &'a HashMap<&'a str, usize>,
    pos: Pos,
    symbols: Vec<Symbol>,
    matched_ops: i64,
    nesting: usize,
}

/// Deepest dag nesting accepted in a rule.
pub const MAX_NESTING: usize = 256;

/// Splits `name__N` into `name` and `N`.
fn split_index(name: &str) -> (&str, Option<usize>) {
    if let Some(i) = name.rfind("__") {
        let (base, digits) = (&name[..i], &name[i + 2..]);
        if !base.is_empty() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return (base, digits.parse().ok());
        }
    }
    (name, None)
}

/// What heads a dag.
enum Head<'a> {
    Op(usize),
    Native(&'a Record),
    Directive(&'a str),
    Other(&'a Record),
}

impl<'a> Checker<'a> {
    fn err<T>(&self, message: impl Into<String>) -> Result<T> {
        Err(OdsError {
            pos: self.pos,
            message: message.into(),
            format: None,
        })
    }

    fn rec(&self, id: RecId) -> &'a Record {
        self.records.get(id)
    }

    fn head(&self, dag: &'a Dag) -> Result<Head<'a>> {
        let Value::Def(id) = *dag.op else {
            return self.err("expected a record as dag operator");
        };
        let r = self.rec(id);
        if let Some(&i) = self.ops.get(r.name.as_str()) {
            return Ok(Head::Op(i));
        }
        if r.is_a("NativeCodeCall") {
            return Ok(Head::Native(r));
        }
        if r.is_a("DagDirective") {
            return Ok(Head::Directive(r.name.as_str()));
        }
        Ok(Head::Other(r))
    }

    fn not_an_op<T>(&self, r: &Record) -> Result<T> {
        Err(OdsError {
            pos: r.pos,
            message: format!(
                "Record `{}' does not have a field named `opDialect'!\n",
                r.name
            ),
            format: None,
        })
    }

    fn lookup(&self, name: &str) -> Option<SymId> {
        self.symbols.iter().position(|s| s.name == name)
    }

    fn bind(&mut self, name: &str, kind: SymbolKind, in_source: bool) -> Result<SymId> {
        let (base, _) = split_index(name);
        if let Some(id) = self.lookup(base) {
            // Repeated operand names in the source mean "equal values".
            let same_operand = in_source
                && kind == SymbolKind::Operand
                && self.symbols[id].kind == SymbolKind::Operand;
            if same_operand {
                return Ok(id);
            }
            return self.err(format!("symbol '{base}' bound more than once"));
        }
        self.symbols.push(Symbol {
            name: base.to_string(),
            kind,
            in_source,
        });
        Ok(self.symbols.len() - 1)
    }

    fn reference(&self, name: &str) -> Result<SymRef> {
        let (base, index) = split_index(name);
        let Some(sym) = self.lookup(base) else {
            return self.err(format!("referencing unbound symbol '{base}'"));
        };
        if let Some(i) = index {
            let count = match self.symbols[sym].kind {
                SymbolKind::OpResults { count, .. } | SymbolKind::NativeResults { count } => count,
                _ => 1,
            };
            if i >= count {
                return self.err(format!(
                    "symbol '{base}' has {count} value(s), cannot reference value #{i}"
                ));
            }
        }
        Ok(SymRef { sym, index })
    }

    fn pattern(&mut self, r: &'a Record) -> Result<Pattern> {
        let Some(Value::Dag(src)) = r.field("sourcePattern") else {
            return self.err("expected a dag as source pattern");
        };
        let source = self.match_node(src, true)?;
        let benefit_delta = match r.field("benefitDelta") {
            Some(Value::Dag(d)) => match dag_args(d) {
                [(Value::Int(n), _)] => *n,
                _ => return self.err("The 'addBenefit' takes and only takes one integer value"),
            },
            _ => 0,
        };
        let mut constraints = Vec::new();
        for d in dags(r.field("constraints")) {
            constraints.push(self.constraint(d)?);
        }
        let needed = match &source {
            MatchNode::Op { op, .. } => self.model.ops[*op].results.len(),
            MatchNode::Native { .. } => 0,
        };
        let result_dags: Vec<&'a Dag> = dags(r.field("resultPatterns")).collect();
        let mut counts = Vec::new();
        for d in &result_dags {
            counts.push(self.head_count(d)?);
        }
        let total: usize = counts.iter().sum();
        if total < needed {
            return self.err("not enough values generated to replace the matched op");
        }
        // The replacing values are the trailing `needed`; no dag may straddle.
        let mut start = total - needed;
        let mut replacing = Vec::new();
        for (d, n) in result_dags.iter().zip(&counts) {
            if start > 0 && start < *n {
                let name = dag_name(d).map_or("", |n| split_index(n).0);
                return self.err(format!(
                    "cannot use the same multi-result op '{name}' to generate both auxiliary values and values to be used for replacing the matched op"
                ));
            }
            replacing.push(start == 0);
            start = start.saturating_sub(*n);
        }
        let mut results = Vec::new();
        for (d, replacing) in result_dags.into_iter().zip(replacing) {
            // The root's replacements take the root's types.
            if replacing
                && matches!(self.head(d)?, Head::Op(_))
                && dag_args(d)
                    .iter()
                    .any(|(v, _)| matches!(v, Value::Dag(i) if self.is_directive(i, "returnType")))
            {
                return self.err("Cannot specify explicit return types in an op whose return values replace the source pattern's root op");
            }
            results.push(self.build_dag(d, 0)?);
        }
        let mut supplemental = Vec::new();
        for d in dags(r.field("supplementalPatterns")) {
            supplemental.push(self.build_dag(d, 0)?);
        }
        Ok(Pattern {
            def_name: r.name.clone(),
            pos: r.pos,
            source,
            results,
            num_replacements: needed,
            constraints,
            supplemental,
            benefit: self.matched_ops + benefit_delta,
            fused_ops: usize::try_from(self.matched_ops).unwrap_or(0),
            symbols: std::mem::take(&mut self.symbols),
        })
    }

    /// How many declared values the result dag `d` yields.
    fn head_count(&self, d: &'a Dag) -> Result<usize> {
        Ok(match self.head(d)? {
            Head::Op(op) => self.model.ops[op].results.len(),
            Head::Native(r) => match r.field("numReturns") {
                Some(Value::Int(n)) => (*n).max(0) as usize,
                _ => 1,
            },
            _ => 1,
        })
    }

    fn constraint(&mut self, d: &'a Dag) -> Result<(String, Vec<SymRef>)> {
        let r = match *d.op {
            Value::Def(id) => self.rec(id),
            _ => return self.err("expected a constraint record"),
        };
        if !r.is_a("Constraint") {
            return self.err(format!("Expected a constraint but got: {}", r.name));
        }
        let is_single = r.is_a("TypeConstraint") || r.is_a("AttrConstraint");
        if is_single && dag_args(d).len() != 1 {
            let what = if r.is_a("TypeConstraint") {
                "type"
            } else {
                "attribute"
            };
            return self.err(format!("{what} constraint requires exactly one argument"));
        }
        let mut refs = Vec::new();
        for (v, name) in dag_args(d) {
            match (v, name) {
                (Value::Unset, Some(n)) => refs.push(self.reference(n)?),
                _ => {
                    return self
                        .err("operands to additional constraints can only be symbol references");
                }
            }
        }
        Ok((r.name.clone(), refs))
    }

    fn match_node(&mut self, d: &'a Dag, _root: bool) -> Result<MatchNode> {
        self.enter()?;
        let node = self.match_node_inner(d);
        self.nesting -= 1;
        node
    }

    /// Counts one more level of dag nesting; too deep a rule is an error
    /// (instead of a stack overflow).
    fn enter(&mut self) -> Result<()> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return self.err(format!(
                "pattern dags nested deeper than {MAX_NESTING} levels"
            ));
        }
        Ok(())
    }

    fn match_node_inner(&mut self, d: &'a Dag) -> Result<MatchNode> {
        let name = dag_name(d);
        match self.head(d)? {
            Head::Op(op) => {
                self.matched_ops += 1;
                let def = &self.model.ops[op];
                let sym = match name {
                    Some(n) => Some(self.bind(
                        n,
                        SymbolKind::OpResults {
                            op,
                            count: def.results.len(),
                        },
                        true,
                    )?),
                    None => None,
                };
                let count: usize = dag_args(d)
                    .iter()
                    .map(|(v, _)| match v {
                        // mlir-tblgen counts an `either` as two arguments.
                        Value::Dag(inner) if self.is_directive(inner, "either") => 2,
                        _ => 1,
                    })
                    .sum();
                if count != def.arguments.len() {
                    return self.err(format!(
                        "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                        def.name,
                        count,
                        def.arguments.len()
                    ));
                }
                let mut args = Vec::new();
                let mut k = 0;
                for (v, n) in dag_args(d).iter() {
                    if let Value::Dag(inner) = v
                        && self.is_directive(inner, "either")
                    {
                        if dag_args(inner).len() != 2 {
                            return self.err("either directive must take exactly two arguments");
                        }
                        let all_operands = (k..k + 2)
                            .all(|j| matches!(def.arguments.get(j), Some(ArgRef::Operand(_))));
                        if !all_operands {
                            return self.err("either can only be applied on operand");
                        }
                        let mut items = Vec::new();
                        for (iv, iname) in dag_args(inner) {
                            items.push(self.match_arg(iv, iname.as_deref(), true)?);
                        }
                        k += dag_args(inner).len();
                        args.push(MatchArg::Either(items));
                        continue;
                    }
                    let is_operand = matches!(def.arguments.get(k), Some(ArgRef::Operand(_)));
                    if let Value::Dag(inner) = v
                        && self.is_directive(inner, "variadic")
                    {
                        let (index, variadic) = match def.arguments.get(k) {
                            Some(ArgRef::Operand(i)) => {
                                (*i, def.operands[*i].variadicity == Variadicity::Variadic)
                            }
                            _ => (k, false),
                        };
                        if !variadic {
                            return self.err(format!(
                                "variadic DAG construct can't match op {}'s non-variadic operand #{index}",
                                def.name
                            ));
                        }
                    }
                    args.push(self.match_arg(v, n.as_deref(), is_operand)?);
                    k += 1;
                }
                Ok(MatchNode::Op {
                    op,
                    name: sym,
                    args,
                })
            }
            Head::Native(r) => {
                if let Some(n) = name {
                    return self.err(format!(
                        "binding symbol '{n}' to NativecodeCall in MatchPattern is not supported"
                    ));
                }
                let mut args = Vec::new();
                for (v, n) in dag_args(d).iter() {
                    let attribute =
                        matches!(v, Value::Def(id) if self.rec(*id).is_a("AttrConstraint"));
                    let sym = match n {
                        Some(n) if n != "_" => {
                            Some(self.bind(n, SymbolKind::NativeCapture { attribute }, true)?)
                        }
                        _ => None,
                    };
                    args.push(MatchArg::Leaf {
                        constraint: self.constraint_name(v),
                        sym,
                    });
                }
                let code = self.snippet(r, args.len())?;
                Ok(MatchNode::Native { code, args })
            }
            Head::Directive(_) => self.err("encountered non-op, non-NativeCodeCall match."),
            Head::Other(r) => self.not_an_op(r),
        }
    }

    /// The expression of NativeCodeCall `r` used with `num_args` arguments.
    /// (mlir-tblgen leaves a missing argument to the C++ compiler.)
    fn snippet(&self, r: &Record, num_args: usize) -> Result<Snippet> {
        let expr = str_field(r, "expression");
        let code = Snippet::parse(&expr);
        for p in &code.pieces {
            let (n, ok) = match *p {
                Piece::Arg(n) => (n, n < num_args),
                Piece::ArgsFrom(n) => (n, n <= num_args),
                _ => continue,
            };
            if !ok {
                return self.err(format!(
                    "NativeCodeCall '{expr}' uses ${n} but is given {num_args} argument(s)"
                ));
            }
        }
        Ok(code)
    }

    fn is_directive(&self, d: &Dag, name: &str) -> bool {
        matches!(*d.op, Value::Def(id) if self.rec(id).name == name && self.rec(id).is_a("DagDirective"))
    }

    fn constraint_name(&self, v: &Value) -> Option<String> {
        match v {
            Value::Def(id) => Some(self.rec(*id).name.clone()),
            _ => None,
        }
    }

    fn match_arg(
        &mut self,
        v: &'a Value,
        name: Option<&str>,
        is_operand: bool,
    ) -> Result<MatchArg> {
        if let Value::Dag(d) = v {
            if self.is_directive(d, "variadic") {
                let sym = match dag_name(d) {
                    Some(n) => Some(self.bind(n, SymbolKind::VariadicRange, true)?),
                    None => None,
                };
                let mut items = Vec::new();
                for (iv, iname) in dag_args(d) {
                    items.push(self.match_arg(iv, iname.as_deref(), true)?);
                }
                return Ok(MatchArg::Variadic { sym, items });
            }
            return Ok(MatchArg::Nested(Box::new(self.match_node(d, false)?)));
        }
        let kind = if is_operand {
            SymbolKind::Operand
        } else {
            SymbolKind::Attribute
        };
        let sym = match name {
            Some(n) if n != "_" => Some(self.bind(n, kind, true)?),
            _ => None,
        };
        Ok(MatchArg::Leaf {
            constraint: self.constraint_name(v),
            sym,
        })
    }

    /// Lowers a result (or supplemental) dag; `depth` 0 is a top-level one.
    fn build_dag(&mut self, d: &'a Dag, depth: usize) -> Result<Build> {
        self.enter()?;
        let node = self.build_dag_inner(d, depth);
        self.nesting -= 1;
        node
    }

    fn build_dag_inner(&mut self, d: &'a Dag, depth: usize) -> Result<Build> {
        let name = dag_name(d);
        match self.head(d)? {
            Head::Op(op) => {
                let def = &self.model.ops[op];
                let all = dag_args(d);
                let directives = all
                    .iter()
                    .filter(|(v, _)| {
                        matches!(v, Value::Dag(i) if self.is_directive(i, "location")
                            || self.is_directive(i, "returnType"))
                    })
                    .count();
                if all.len() - directives != def.arguments.len() {
                    return self.err(format!(
                        "op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                        def.name,
                        all.len(),
                        def.arguments.len()
                    ));
                }
                let (plain, location, return_types) = self.trailing(d)?;
                if plain.len() != def.arguments.len() {
                    return self.err(format!(
                        "resultant op '{}' argument number mismatch: {} in pattern vs. {} in definition",
                        def.name,
                        plain.len(),
                        def.arguments.len()
                    ));
                }
                let mut args = Vec::new();
                for (v, n) in plain {
                    args.push(self.build_arg(v, n.as_deref(), depth)?);
                }
                let sym = match name {
                    Some(n) => Some(self.bind(
                        n,
                        SymbolKind::OpResults {
                            op,
                            count: def.results.len(),
                        },
                        false,
                    )?),
                    None => None,
                };
                Ok(Build::Op {
                    op,
                    name: sym,
                    args,
                    return_types,
                    location,
                })
            }
            Head::Native(r) => {
                let (plain, location, _) = self.trailing(d)?;
                let mut args = Vec::new();
                for (v, n) in plain {
                    args.push(self.build_arg(v, n.as_deref(), depth)?);
                }
                let returns = match r.field("numReturns") {
                    Some(Value::Int(n)) => (*n).max(0) as usize,
                    _ => 1,
                };
                let sym = match name {
                    Some(n) => {
                        Some(self.bind(n, SymbolKind::NativeResults { count: returns }, false)?)
                    }
                    None => None,
                };
                let code = self.snippet(r, args.len())?;
                Ok(Build::Native {
                    code,
                    returns,
                    name: sym,
                    args,
                    location,
                })
            }
            Head::Directive("replaceWithValue") => {
                if dag_args(d).len() != 1 {
                    return self.err("replaceWithValue directive must take exactly one argument");
                }
                let n = dag_args(d)[0].1.as_deref().unwrap_or("");
                Ok(Build::ReplaceWithValue(self.reference(n)?))
            }
            Head::Directive(other) if depth > 0 => {
                self.err(format!("'{other}' directive is not allowed here"))
            }
            Head::Directive(other) => match *d.op {
                // mlir-tblgen reads a top-level directive as an op.
                Value::Def(id) => self.not_an_op(self.rec(id)),
                _ => self.err(format!("'{other}' directive is not allowed here")),
            },
            Head::Other(r) => self.not_an_op(r),
        }
    }

    fn build_arg(&mut self, v: &'a Value, name: Option<&str>, depth: usize) -> Result<Build> {
        match v {
            Value::Dag(d) => self.build_dag(d, depth + 1),
            Value::Str(s) => Ok(Build::Literal(s.clone())),
            Value::Def(id) if name.is_none() => Ok(Build::Constant(self.rec(*id).name.clone())),
            _ => match name {
                Some(n) => Ok(Build::Ref(self.reference(n)?)),
                None => self.err("referencing unbound symbol ''"),
            },
        }
    }

    /// Splits the trailing `location`/`returnType` directives off `d`'s args.
    #[allow(clippy::type_complexity)]
    fn trailing(
        &mut self,
        d: &'a Dag,
    ) -> Result<(
        &'a [(Value, Option<String>)],
        Option<LocationSpec>,
        Vec<ReturnType>,
    )> {
        let mut end = dag_args(d).len();
        let mut location = None;
        let mut return_types = Vec::new();
        while end > 0 {
            let Value::Dag(inner) = &dag_args(d)[end - 1].0 else {
                break;
            };
            if self.is_directive(inner, "location") {
                if location.is_some() {
                    return self.err("`location` directive can only be specified once");
                }
                location = Some(self.location(inner)?);
            } else if self.is_directive(inner, "returnType") {
                let mut rts = Vec::new();
                for (v, n) in dag_args(inner) {
                    rts.push(match (v, n) {
                        (Value::Str(s), _) => ReturnType::Code(s.clone()),
                        (Value::Dag(nd), _) => ReturnType::Native(Box::new(self.build_dag(nd, 1)?)),
                        (_, Some(n)) => ReturnType::Of(self.reference(n)?),
                        // mlir-tblgen reads any other argument as an empty symbol.
                        _ => return self.err("referencing unbound symbol ''"),
                    });
                }
                rts.extend(return_types);
                return_types = rts;
                // An empty `(returnType)` still counts as explicit types.
                if return_types.is_empty() {
                    return_types.push(ReturnType::Code(String::new()));
                }
            } else {
                break;
            }
            end -= 1;
        }
        Ok((&dag_args(d)[..end], location, return_types))
    }

    fn location(&self, d: &Dag) -> Result<LocationSpec> {
        if dag_args(d).is_empty() {
            return self.err("At least one argument to location directive required");
        }
        let mut spec = LocationSpec {
            syms: Vec::new(),
            name: None,
        };
        for (v, n) in dag_args(d).iter() {
            match (v, n) {
                (Value::Str(s), _) => spec.name = Some(s.clone()),
                (_, Some(n)) => spec.syms.push(self.reference(n)?),
                // mlir-tblgen reads any other argument as an empty symbol.
                _ => return self.err("referencing unbound symbol ''"),
            }
        }
        Ok(spec)
    }
}

/// The name given to the dag as a whole (`(Op:$name ...)`): the record view
/// has no slot for it, so [`super::records::from_keeper`] appends it as a
/// last argument named [`super::records::OP_NAME_ARG`]`name`.
fn dag_name(d: &Dag) -> Option<&str> {
    match d.args.last() {
        Some((Value::Unset, Some(n))) => n.strip_prefix(super::records::OP_NAME_ARG),
        _ => None,
    }
}

/// The arguments of `d` without the appended dag name.
fn dag_args(d: &Dag) -> &[(Value, Option<String>)] {
    match dag_name(d) {
        Some(_) => &d.args[..d.args.len() - 1],
        None => &d.args,
    }
}

fn dags(v: Option<&Value>) -> impl Iterator<Item = &Dag> {
    let items: &[Value] = match v {
        Some(Value::List(items)) => items,
        _ => &[],
    };
    items.iter().filter_map(|v| match v {
        Value::Dag(d) => Some(d),
        _ => None,
    })
}

fn str_field(r: &Record, name: &str) -> String {
    match r.field(name) {
        Some(Value::Str(s)) => s.clone(),
        _ => String::new(),
    }
}
