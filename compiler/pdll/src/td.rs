//! ODS import: what `#include "x.td"` takes from TableGen records.
//!
//! mlir-pdll reads a `.td` include with the TableGen front end and keeps a small view of it
//! (its `processTdIncludeRecords`): every `Op` def becomes an [`Operation`] of the ODS
//! [`Context`] (name, summary, C++ class, operand/result groups and attributes with their
//! constraints, whether it infers its result types), and every named `Attr`, `Type` and
//! `OpInterface` def becomes a native constraint declaration callable from PDLL (its C++ body
//! is the constraint's predicate). This module computes that view from `ropt-tablegen`'s
//! records; the parser turns [`NativeConstraint`]s into AST declarations.
//!
//! The records may be written against MLIR's `mlir/IR/OpBase.td` or against ropt's base
//! library (`compiler/ods/include/ropt`): both have the classes mlir-pdll looks for (`Op`,
//! `Dialect`, `TypeConstraint`, `Attr`, `Type`, `OpInterface`, `Variadic`, `Optional`,
//! `OpVariable`, `TraitList`, `AllTypesMatch`, `CPred` and the combined predicates). Where
//! MLIR names a C++ entity (`cppNamespace`, `cppType`, `cppInterfaceName`), ropt's library
//! has the Rust one (`rustModule`, `rustType`, `rustInterfaceName`), which is read instead.

use ropt_tablegen::RecordKeeper;
use ropt_tablegen::record::{Init, InitData, RecId, RecordKind, compare_numeric};
use rustc_hash::FxHashMap;

use crate::ods::{Attribute, Constraint, Context, OperandOrResult, Operation, VariableLength};
use crate::source::Loc;

/// What kind of value a [`NativeConstraint`] constrains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConstraintKind {
    /// An attribute (from an `Attr` def).
    Attr,
    /// A type (from a `Type` def).
    Type,
    /// An operation (from an `OpInterface` def).
    Op,
}

/// A native constraint an ODS include declares.
#[derive(Debug, Clone)]
pub struct NativeConstraint {
    /// Its name (the def's).
    pub name: String,
    /// Where the def is (one position).
    pub loc: Loc,
    /// What it constrains.
    pub kind: ConstraintKind,
    /// Its C++ body.
    pub code: String,
}

/// Deepest predicate tree (and `TraitList` nesting) followed; deeper parts are dropped.
const MAX_DEPTH: usize = 256;

/// Reads the records of one `.td` include into `ctx` and returns the native constraints it
/// declares, in mlir-pdll's order (`Attr` defs, then `Type` defs, then `OpInterface` defs,
/// each sorted by name). `loc` maps a TableGen position to a PDLL location; `skip` says
/// whether a name is already declared (such defs are not declared again).
pub fn import(
    kp: &RecordKeeper,
    ctx: &mut Context,
    loc: &dyn Fn(u32) -> Loc,
    skip: &dyn Fn(&str) -> bool,
) -> Vec<NativeConstraint> {
    let r = Reader::new(kp);
    let derived = |class: &str| {
        let mut defs = kp.all_derived_definitions(class);
        defs.sort_by(|&a, &b| compare_numeric(&kp.rec_name(a), &kp.rec_name(b)));
        defs
    };
    for op in derived("Op") {
        r.operation(op, ctx, loc);
    }
    let mut out = Vec::new();
    let skipped = |d: RecId, name: &str| {
        kp.rec(d).kind == RecordKind::AnonymousDef
            || name.starts_with("anonymous_")
            || skip(name)
            || r.is_a(d, "DeclareInterfaceMethods")
    };
    for (class, kind) in [
        ("Attr", ConstraintKind::Attr),
        ("Type", ConstraintKind::Type),
    ] {
        for d in derived(class) {
            let name = kp.rec_name(d);
            if skipped(d, &name) {
                continue;
            }
            let cond = r.condition(d);
            out.push(NativeConstraint {
                name,
                loc: loc(r.pos(d)),
                kind,
                code: self_subst(&format!("return ::mlir::success({cond});")),
            });
        }
    }
    for d in derived("OpInterface") {
        let name = kp.rec_name(d);
        if skipped(d, &name) {
            continue;
        }
        let ns = r
            .str(d, "cppNamespace")
            .or_else(|| r.str(d, "rustModule"))
            .unwrap_or_default();
        let iface = r
            .str(d, "cppInterfaceName")
            .or_else(|| r.str(d, "rustInterfaceName"))
            .unwrap_or_default();
        out.push(NativeConstraint {
            name,
            loc: loc(r.pos(d)),
            kind: ConstraintKind::Op,
            code: format!("return ::mlir::success(llvm::isa<{ns}::{iface}>(self));"),
        });
    }
    out
}

/// Formats `fmt` as mlir-tblgen's `tgfmt` does with only `$_self` bound (to `self`):
/// `$$` is a `$`, other placeholders stay, marked as unsubstituted.
fn self_subst(fmt: &str) -> String {
    const NO_SUBST: &str = "<no-subst-found>";
    let b = fmt.as_bytes();
    let mut out = String::with_capacity(fmt.len());
    let mut i = 0;
    while i < b.len() {
        let Some(d) = fmt[i..].find('$').map(|d| d + i) else {
            out.push_str(&fmt[i..]);
            break;
        };
        out.push_str(&fmt[i..d]);
        if d + 1 == b.len() {
            out.push('$');
            break;
        }
        if b[d + 1] == b'$' {
            out.push('$');
            i = d + 2;
            continue;
        }
        let digits = b[d + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 {
            let mut end = d + 1 + digits;
            if fmt[end..].starts_with("...") {
                end += 3;
            }
            out.push_str(&fmt[d..end]);
            out.push_str(NO_SUBST);
            i = end;
            continue;
        }
        let len = b[d + 1..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
            .count();
        let end = d + 1 + len;
        match &fmt[d + 1..end] {
            "" => out.push('$'),
            "_self" => out.push_str("self"),
            spec => {
                out.push('$');
                out.push_str(spec);
                out.push_str(NO_SUBST);
            }
        }
        i = end;
    }
    out
}

/// A node of a predicate tree, as mlir-tblgen simplifies it.
enum PredNode {
    Leaf(String),
    True,
    False,
    And(Vec<PredNode>),
    Or(Vec<PredNode>),
    Not(Vec<PredNode>),
    Subst(Vec<PredNode>),
    Concat(String, Vec<PredNode>, String),
}

struct Reader<'k> {
    kp: &'k RecordKeeper,
    classes: FxHashMap<&'static str, Option<RecId>>,
}

impl<'k> Reader<'k> {
    fn new(kp: &'k RecordKeeper) -> Self {
        let mut classes = FxHashMap::default();
        for c in [
            "Op",
            "OpVariable",
            "TypeConstraint",
            "Attr",
            "DerivedAttr",
            "Variadic",
            "Optional",
            "TraitList",
            "AllTypesMatch",
            "CombinedPred",
            "CPred",
            "DeclareInterfaceMethods",
            "OpInterface",
            "Interface",
        ] {
            classes.insert(c, kp.classes.get(c).copied());
        }
        Reader { kp, classes }
    }

    fn is_a(&self, r: RecId, class: &'static str) -> bool {
        let c = match self.classes.get(class) {
            Some(c) => *c,
            None => self.kp.classes.get(class).copied(),
        };
        c.is_some_and(|c| self.kp.has_super(r, c))
    }

    fn pos(&self, r: RecId) -> u32 {
        self.kp.rec(r).locs.first().copied().unwrap_or(0)
    }

    fn field(&self, r: RecId, name: &str) -> Option<&'k InitData> {
        self.kp.field_value(r, name).map(|i| self.kp.data(i))
    }

    fn str(&self, r: RecId, name: &str) -> Option<String> {
        match self.field(r, name)? {
            InitData::Str(s, _) => Some(self.kp.interner.get(*s).to_string()),
            _ => None,
        }
    }

    fn def(&self, r: RecId, name: &str) -> Option<RecId> {
        match self.field(r, name)? {
            InitData::Def(d) => Some(*d),
            _ => None,
        }
    }

    fn bit(&self, r: RecId, name: &str) -> bool {
        match self.field(r, name) {
            Some(InitData::Bit(b)) => *b,
            Some(InitData::Int(i)) => *i != 0,
            _ => false,
        }
    }

    fn list(&self, r: RecId, name: &str) -> Vec<Init> {
        match self.field(r, name) {
            Some(InitData::List(items, _)) => items.to_vec(),
            _ => Vec::new(),
        }
    }

    fn def_of(&self, i: Init) -> Option<RecId> {
        match self.kp.data(i) {
            InitData::Def(d) => Some(*d),
            _ => None,
        }
    }

    /// The arguments of dag field `name` with their names.
    fn dag(&self, r: RecId, name: &str) -> Vec<(Option<RecId>, String)> {
        match self.field(r, name) {
            Some(InitData::Dag(_, _, args)) => args
                .iter()
                .map(|(v, n)| {
                    (
                        self.def_of(*v),
                        n.map(|s| self.kp.interner.get(s).to_string())
                            .unwrap_or_default(),
                    )
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn is_anonymous(&self, r: RecId) -> bool {
        self.kp.rec(r).kind == RecordKind::AnonymousDef
            || matches!(self.kp.data(self.kp.rec(r).name), InitData::AnonName(_))
    }

    /// mlir-tblgen's `Constraint::getDefName`: an anonymous constraint is named after its
    /// base (`baseType` or `baseAttr`), when it has one.
    fn def_name(&self, r: RecId, base_field: &str, depth: usize) -> String {
        if depth < MAX_DEPTH
            && self.is_anonymous(r)
            && let Some(b) = self.def(r, base_field)
        {
            return self.def_name(b, base_field, depth + 1);
        }
        self.kp.rec_name(r)
    }

    /// mlir-tblgen's `Constraint::getUniqueDefName`.
    fn unique_name(&self, r: RecId, base_field: &str) -> String {
        let name = self.kp.rec_name(r);
        if !self.is_anonymous(r) {
            return name;
        }
        match self.def(r, base_field) {
            Some(b) => format!("{}({name})", self.def_name(b, base_field, 1)),
            None => name,
        }
    }

    fn summary(&self, r: RecId) -> String {
        self.str(r, "summary")
            .unwrap_or_else(|| self.kp.rec_name(r))
    }

    /// Looks through an `OpVariable` (`Arg<...>`, `Res<...>`) to its constraint.
    fn constraint_of(&self, r: RecId) -> RecId {
        if self.is_a(r, "OpVariable")
            && let Some(c) = self.def(r, "constraint")
        {
            return c;
        }
        r
    }

    fn type_constraint(&self, ctx: &mut Context, r: RecId) -> String {
        let name = self.unique_name(r, "baseType");
        if !ctx.type_constraints.contains_key(&name) {
            let cpp_class = self
                .str(r, "cppType")
                .or_else(|| self.str(r, "rustType"))
                .unwrap_or_default();
            let summary = self.summary(r);
            ctx.type_constraints
                .insert(name.clone(), Constraint { summary, cpp_class });
        }
        name
    }

    fn attr_constraint(&self, ctx: &mut Context, r: RecId) -> String {
        let name = self.unique_name(r, "baseAttr");
        if !ctx.attr_constraints.contains_key(&name) {
            let cpp_class = match self.str(r, "storageType") {
                Some(t) if !t.trim().is_empty() => t.trim().to_string(),
                _ => "::mlir::Attribute".to_string(),
            };
            let summary = self.summary(r);
            ctx.attr_constraints
                .insert(name.clone(), Constraint { summary, cpp_class });
        }
        name
    }

    fn length(&self, r: RecId) -> VariableLength {
        if self.is_a(r, "Optional") {
            VariableLength::Optional
        } else if self.is_a(r, "Variadic") {
            VariableLength::Variadic
        } else {
            VariableLength::Single
        }
    }

    /// Reads the `Op` def `d` into `ctx` (unless an operation of its name is known).
    fn operation(&self, d: RecId, ctx: &mut Context, loc: &dyn Fn(u32) -> Loc) {
        let dialect = self
            .def(d, "opDialect")
            .and_then(|x| self.str(x, "name"))
            .unwrap_or_default();
        let op_name = self.str(d, "opName").unwrap_or_default();
        let name = if dialect.is_empty() {
            op_name
        } else {
            format!("{dialect}.{op_name}")
        };
        if ctx.has_operation(&name) {
            return;
        }
        let def_name = self.kp.rec_name(d);
        let class = match def_name.split_once('_') {
            Some(("", _)) | None => def_name.clone(),
            Some((prefix, "")) => prefix.to_string(),
            Some((_, rest)) => rest.to_string(),
        };
        let ns = self
            .str(d, "cppNamespace")
            .or_else(|| self.str(d, "rustModule"))
            .unwrap_or_default();
        let native_class = if ns.is_empty() {
            class
        } else {
            format!("{ns}::{class}")
        };
        let mut operands = Vec::new();
        let mut attributes = Vec::new();
        // Names of arguments (index >= 0) and results (index < 0), for `AllTypesMatch`.
        let mut index: FxHashMap<String, i64> = FxHashMap::default();
        let mut single_operand = false;
        for (i, (arg, arg_name)) in self.dag(d, "arguments").into_iter().enumerate() {
            let Some(arg) = arg else { continue };
            let c = self.constraint_of(arg);
            if self.is_a(c, "TypeConstraint") {
                let length = self.length(c);
                single_operand |= length == VariableLength::Single;
                operands.push(OperandOrResult {
                    name: arg_name.clone(),
                    length,
                    constraint: self.type_constraint(ctx, c),
                });
            } else if self.is_a(c, "Attr") {
                attributes.push(Attribute {
                    name: arg_name.clone(),
                    optional: self.bit(c, "isOptional"),
                    constraint: self.attr_constraint(ctx, c),
                });
            } else {
                continue;
            }
            if !arg_name.is_empty() {
                index.insert(arg_name, i as i64);
            }
        }
        // Derived attributes: fields holding a `DerivedAttr`.
        for v in &self.kp.rec(d).values {
            if v.template_arg {
                continue;
            }
            if let Some(a) = self.def_of(v.value)
                && self.is_a(a, "DerivedAttr")
            {
                attributes.push(Attribute {
                    name: self.kp.name_string(v.name),
                    optional: self.bit(a, "isOptional"),
                    constraint: self.attr_constraint(ctx, a),
                });
            }
        }
        let mut results = Vec::new();
        let mut buildable = Vec::new();
        for (i, (res, res_name)) in self.dag(d, "results").into_iter().enumerate() {
            let Some(res) = res else { continue };
            let c = self.constraint_of(res);
            let length = self.length(c);
            buildable.push(self.str(c, "builderCall").is_some_and(|b| !b.is_empty()));
            results.push(OperandOrResult {
                name: res_name.clone(),
                length,
                constraint: self.type_constraint(ctx, c),
            });
            if !res_name.is_empty() {
                index.insert(res_name, -1 - i as i64);
            }
        }
        let traits = self.traits(d);
        let infers_result_types = traits.iter().any(|&t| self.is_infer_type_trait(t))
            || self.infers_from_structure(&traits, &results, &buildable, single_operand, &index);
        ctx.insert_operation(Operation {
            name,
            loc: {
                let p = loc(self.pos(d));
                Loc::new(p.start, p.start + 1)
            },
            operands,
            results,
            infers_result_types,
            attributes,
            summary: self.str(d, "summary").unwrap_or_default(),
            native_class,
        });
    }

    /// The traits of op `d`, `TraitList`s flattened, duplicates dropped.
    fn traits(&self, d: RecId) -> Vec<RecId> {
        let mut out = Vec::new();
        let mut stack: Vec<(Vec<Init>, usize)> = vec![(self.list(d, "traits"), 0)];
        while let Some((items, i)) = stack.pop() {
            let Some(&item) = items.get(i) else { continue };
            stack.push((items, i + 1));
            let Some(t) = self.def_of(item) else { continue };
            if self.is_a(t, "TraitList") {
                if stack.len() < MAX_DEPTH {
                    stack.push((self.list(t, "traits"), 0));
                }
                continue;
            }
            if !out.contains(&t) {
                out.push(t);
            }
            // An interface brings its base interfaces.
            if self.is_a(t, "Interface") && stack.len() < MAX_DEPTH {
                stack.push((self.list(t, "baseInterfaces"), 0));
            }
        }
        out
    }

    /// Whether trait `t` is `::mlir::InferTypeOpInterface::Trait` (for ropt's library: the
    /// `InferTypeOpInterface` interface trait).
    fn is_infer_type_trait(&self, t: RecId) -> bool {
        let trait_name = self.str(t, "trait").unwrap_or_default();
        match self.str(t, "cppNamespace") {
            Some(ns) => {
                let full = if ns.is_empty() {
                    trait_name
                } else {
                    format!("{ns}::{trait_name}")
                };
                full == "::mlir::InferTypeOpInterface::Trait"
            }
            None => trait_name == "InferTypeOpInterfaceTrait",
        }
    }

    fn trait_qualified_is(&self, t: RecId, name: &str) -> bool {
        let trait_name = self.str(t, "trait").unwrap_or_default();
        let ns = self.str(t, "cppNamespace").unwrap_or_default();
        if ns.is_empty() {
            trait_name == name
        } else {
            format!("{ns}::{trait_name}") == name
        }
    }

    /// mlir-tblgen's type inference: with `InferTypeOpInterface` defined, an op whose
    /// results are all single gets the interface when `SameOperandsAndResultType` has a
    /// single operand to follow, or when each result's type is buildable or tied by
    /// `AllTypesMatch` to an argument.
    fn infers_from_structure(
        &self,
        traits: &[RecId],
        results: &[OperandOrResult],
        buildable: &[bool],
        single_operand: bool,
        index: &FxHashMap<String, i64>,
    ) -> bool {
        if !self.kp.defs.contains_key("InferTypeOpInterface")
            || results.is_empty()
            || results.iter().any(|r| r.length != VariableLength::Single)
        {
            return false;
        }
        let same = traits.iter().any(|&t| {
            self.trait_qualified_is(t, "::mlir::OpTrait::SameOperandsAndResultType")
                || self.str(t, "trait").as_deref() == Some("SameOperandsAndResultType")
        });
        if same {
            return single_operand;
        }
        // Union-find over argument (>= 0) and result (< 0) indices.
        let mut parent: FxHashMap<i64, i64> = FxHashMap::default();
        let mut members: Vec<i64> = Vec::new();
        fn find(parent: &FxHashMap<i64, i64>, mut x: i64) -> i64 {
            let mut steps = 0;
            while let Some(&p) = parent.get(&x) {
                if p == x || steps > 1 << 16 {
                    break;
                }
                x = p;
                steps += 1;
            }
            x
        }
        for &t in traits {
            if self.is_infer_type_trait(t) {
                return false;
            }
            if !self.is_a(t, "AllTypesMatch") {
                continue;
            }
            let values: Vec<i64> = self
                .list(t, "values")
                .iter()
                .filter_map(|&i| match self.kp.data(i) {
                    InitData::Str(s, _) => {
                        Some(index.get(self.kp.interner.get(*s)).copied().unwrap_or(0))
                    }
                    _ => None,
                })
                .collect();
            let Some(&first) = values.first() else {
                continue;
            };
            for v in values {
                let (root, x) = (find(&parent, first), find(&parent, v));
                members.push(v);
                if x != root {
                    parent.insert(x, root);
                }
            }
        }
        (0..results.len()).all(|i| {
            let me = find(&parent, -1 - i as i64);
            buildable[i] || members.iter().any(|&m| m >= 0 && find(&parent, m) == me)
        })
    }

    /// The C++ condition of constraint `d`'s predicate, as mlir-tblgen's
    /// `Pred::getCondition` builds and simplifies it.
    fn condition(&self, d: RecId) -> String {
        let Some(p) = self.def(d, "predicate") else {
            return String::new();
        };
        let tree = self.build(p, &[], 0);
        let tree = simplify(tree);
        let mut out = String::new();
        combined(&tree, &mut out);
        out
    }

    fn build(&self, p: RecId, substs: &[(String, String)], depth: usize) -> PredNode {
        if !self.is_a(p, "CombinedPred") {
            let mut e = self.str(p, "predExpr").unwrap_or_default();
            substitute(&mut e, substs);
            return PredNode::Leaf(e);
        }
        let kind = self
            .def(p, "kind")
            .map(|k| self.kp.rec_name(k))
            .unwrap_or_default();
        let mut inner = substs.to_vec();
        let (mut prefix, mut suffix) = (String::new(), String::new());
        match kind.as_str() {
            "PredCombinerSubstLeaves" => inner.push((
                self.str(p, "pattern").unwrap_or_default(),
                self.str(p, "replacement").unwrap_or_default(),
            )),
            "PredCombinerConcat" => {
                prefix = self.str(p, "prefix").unwrap_or_default();
                substitute(&mut prefix, substs);
                suffix = self.str(p, "suffix").unwrap_or_default();
                substitute(&mut suffix, substs);
            }
            _ => {}
        }
        let children: Vec<PredNode> = if depth < MAX_DEPTH {
            self.list(p, "children")
                .iter()
                .filter_map(|&c| self.def_of(c))
                .map(|c| self.build(c, &inner, depth + 1))
                .collect()
        } else {
            Vec::new()
        };
        match kind.as_str() {
            "PredCombinerOr" => PredNode::Or(children),
            "PredCombinerNot" => PredNode::Not(children),
            "PredCombinerSubstLeaves" => PredNode::Subst(children),
            "PredCombinerConcat" => PredNode::Concat(prefix, children, suffix),
            _ => PredNode::And(children),
        }
    }
}

/// Applies `substs` (innermost last) to `s`, innermost first, without rescanning
/// replacements.
fn substitute(s: &mut String, substs: &[(String, String)]) {
    for (pat, rep) in substs.iter().rev() {
        if pat.is_empty() {
            continue;
        }
        let mut pos = 0;
        while let Some(f) = s[pos..].find(pat.as_str()) {
            let at = pos + f;
            s.replace_range(at..at + pat.len(), rep);
            pos = at + rep.len();
        }
    }
}

/// mlir-tblgen's `propagateGroundTruth` with no known predicates: empty `And`/`Or` become
/// `true`/`false`, and constant children collapse or drop out of `And`/`Or` (not below a
/// substitution).
fn simplify(node: PredNode) -> PredNode {
    match node {
        PredNode::And(c) => fold(c, true),
        PredNode::Or(c) => fold(c, false),
        PredNode::Not(c) => PredNode::Not(c.into_iter().map(simplify).collect()),
        PredNode::Concat(p, c, s) => PredNode::Concat(p, c.into_iter().map(simplify).collect(), s),
        other => other,
    }
}

fn fold(children: Vec<PredNode>, is_and: bool) -> PredNode {
    if children.is_empty() {
        return if is_and {
            PredNode::True
        } else {
            PredNode::False
        };
    }
    let mut kept = Vec::new();
    for c in children {
        let c = simplify(c);
        let (collapse, erase) = match (&c, is_and) {
            (PredNode::False, true) | (PredNode::True, false) => (true, false),
            (PredNode::True, true) | (PredNode::False, false) => (false, true),
            _ => (false, false),
        };
        if collapse {
            return if is_and {
                PredNode::False
            } else {
                PredNode::True
            };
        }
        if !erase {
            kept.push(c);
        }
    }
    if is_and {
        PredNode::And(kept)
    } else {
        PredNode::Or(kept)
    }
}

fn combine_binary(children: &[String], op: &str, init: &str, out: &mut String) {
    match children {
        [] => out.push_str(init),
        [one] => out.push_str(one),
        [first, rest @ ..] => {
            out.push('(');
            out.push_str(first);
            out.push(')');
            for c in rest {
                out.push(' ');
                out.push_str(op);
                out.push_str(" (");
                out.push_str(c);
                out.push(')');
            }
        }
    }
}

/// mlir-tblgen's `getCombinedCondition`.
fn combined(node: &PredNode, out: &mut String) {
    let kids = |c: &[PredNode]| -> Vec<String> {
        c.iter()
            .map(|n| {
                let mut s = String::new();
                combined(n, &mut s);
                s
            })
            .collect()
    };
    match node {
        PredNode::Leaf(e) => out.push_str(e),
        PredNode::True => out.push_str("true"),
        PredNode::False => out.push_str("false"),
        PredNode::And(c) => combine_binary(&kids(c), "&&", "true", out),
        PredNode::Or(c) => combine_binary(&kids(c), "||", "false", out),
        PredNode::Not(c) => {
            out.push_str("!(");
            out.push_str(kids(c).first().map_or("", |s| s));
            out.push(')');
        }
        PredNode::Subst(c) => out.push_str(kids(c).first().map_or("", |s| s)),
        PredNode::Concat(p, c, s) => {
            out.push_str(p);
            out.push_str(kids(c).first().map_or("", |s| s));
            out.push_str(s);
        }
    }
}
