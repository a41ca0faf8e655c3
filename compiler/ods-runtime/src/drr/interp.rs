//! The rewrite interpreter: one [`DrrPattern`] per rule of a [`RuleSet`],
//! a [`RewritePattern`] that walks the rule's source tree over the IR
//! (binding symbols, checking constraints, trying both orders of `either`)
//! and then builds its result trees through the [`PatternRewriter`].
//!
//! Semantics (those of mlir-tblgen's generated patterns):
//! * nested source dags match the defining ops of operands; a repeated name
//!   requires equal values; constraints on leaves are checked as written,
//!   extra constraints after the whole tree matched;
//! * the benefit is the number of matched ops plus `addBenefit`;
//! * result dags are built in order; the last declared values replace the
//!   root's results (an op replacing root results takes their types); other
//!   ops infer their result types from fixed types, `AllTypesMatch`,
//!   `TypesMatchWith` and `SameOperandsAndResultType`, or `returnType`;
//! * generated ops are located at the fused location of the matched ops
//!   unless a `location` directive says otherwise;
//! * matched ops other than the root are left to dead-code elimination.

use std::collections::HashMap;
use std::sync::Arc;

use ropt_ir::{Attribute, Body, Context, Location, OpId, Type, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternInfo, PatternRewriter, RewritePattern};

use super::native::{NValue, NativeCx};
use super::rules::{ArgSource, ConstraintInfo, ConstraintKind, NativeImpl, RuleSet};
use crate::host::{Entity, IrHost};
use ropt_ods_model::drr::model::{
    Build, LocationSpec, MatchArg, MatchNode, Pattern, ReturnType, SymRef,
};
use ropt_ods_model::drr::snippet::Snippet;
use ropt_ods_model::model::{ArgRef, OpDef, OpTrait, Variadicity};
use ropt_ods_model::pred_eval::{Dyn, Host};

/// One interpreted rule.
pub struct DrrPattern {
    set: Arc<RuleSet>,
    index: usize,
    info: PatternInfo,
}

impl DrrPattern {
    /// The pattern of rule `index` of `set` (its root is resolved in `ctx`).
    pub fn new(ctx: &Context, set: Arc<RuleSet>, index: usize) -> Self {
        let p = &set.patterns[index];
        let root = match &p.source {
            MatchNode::Op { op, .. } => set.model.ops[*op].name.clone(),
            MatchNode::Native { .. } => String::new().into(),
        };
        let benefit = p.benefit.clamp(0, u16::MAX as i64) as u16;
        let root = ctx.registry().op_name(&root);
        let mut generated = Vec::new();
        for b in &p.results {
            generated_ops(&set, b, ctx, &mut generated);
        }
        let info = PatternInfo::new(root, benefit, &p.def_name).with_generated_ops(&generated);
        DrrPattern { set, index, info }
    }

    /// Every rule of `set` as a pattern.
    pub fn all(ctx: &Context, set: &Arc<RuleSet>) -> Vec<DrrPattern> {
        (0..set.patterns.len())
            .map(|i| DrrPattern::new(ctx, set.clone(), i))
            .collect()
    }

    fn rule(&self) -> &Pattern {
        &self.set.patterns[self.index]
    }
}

fn generated_ops(set: &RuleSet, b: &Build, ctx: &Context, out: &mut Vec<ropt_ir::OperationName>) {
    match b {
        Build::Op { op, args, .. } => {
            let name = ctx.registry().op_name(&set.model.ops[*op].name);
            if !out.contains(&name) {
                out.push(name);
            }
            args.iter().for_each(|a| generated_ops(set, a, ctx, out));
        }
        Build::Native { args, .. } => args.iter().for_each(|a| generated_ops(set, a, ctx, out)),
        _ => {}
    }
}

impl RewritePattern for DrrPattern {
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        let rule = self.rule();
        let mut run = Run {
            set: &self.set,
            rule,
            rw: rewriter,
            binds: vec![None; rule.symbols.len()],
            matched: Vec::new(),
            root: op,
            created: Vec::new(),
        };
        // A plain "no match" carries no reason: building one per tried op would cost
        // more than the matching.
        if !run.match_node(&rule.source, op, true) || !run.extra_constraints() {
            return Err(MatchFailure);
        }
        match run.rewrite() {
            Some(()) => Ok(()),
            None => {
                // Undo what was built (newest first) so the IR is unchanged.
                for o in run.created.clone().into_iter().rev() {
                    if run.rw.body().results(o).all(|r| run.rw.body().use_empty(r)) {
                        run.rw.erase_op(o);
                    }
                }
                let _ = run.rw.notify_match_failure(
                    op,
                    format!("'{}' could not build its results", rule.def_name),
                );
                Err(MatchFailure)
            }
        }
    }
}

/// One application of a rule.
struct Run<'s, 'r, 'a> {
    set: &'s RuleSet,
    rule: &'s Pattern,
    rw: &'r mut PatternRewriter<'a>,
    binds: Vec<Option<NValue>>,
    matched: Vec<OpId>,
    root: OpId,
    created: Vec<OpId>,
}

/// The predicate host of rules: the ODS vocabulary plus a few value,
/// attribute and type queries (`use_empty`, `has_one_use`,
/// `int_or_splat_is(n)`, `int_width`, `int_width_minus(other)`).
pub(crate) struct RuleHost<'a> {
    pub(crate) ir: IrHost<'a>,
}

/// The methods [`RuleHost`] adds to the IR host's for DRR constraints.
pub const RULE_METHODS: &[&str] = &[
    "use_empty",
    "has_one_use",
    "int_or_splat_is",
    "int_width",
    "int_width_minus",
];

impl Host for RuleHost<'_> {
    type Handle = Entity;

    fn call(&self, recv: &Entity, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
        let body = self.ir.body;
        match (*recv, method) {
            (Entity::Value(v), "use_empty") => Some(Dyn::Bool(body.use_empty(v))),
            (Entity::Value(v), "has_one_use") => Some(Dyn::Bool(body.has_one_use(v))),
            (Entity::Attr(a), "int_or_splat_is") => {
                let Some(Dyn::Int(n)) = args.first() else {
                    return None;
                };
                Some(Dyn::Bool(int_or_splat_is(a, *n)))
            }
            (Entity::Type(t), "int_width") => Some(int_width(t).map_or(Dyn::None, Dyn::Int)),
            (Entity::Type(t), "int_width_minus") => {
                let Some(Dyn::Handle(Entity::Type(u))) = args.first() else {
                    return None;
                };
                Some(match (int_width(t), int_width(*u)) {
                    (Some(a), Some(b)) => Dyn::Int(a - b),
                    _ => Dyn::None,
                })
            }
            _ => self.ir.call(recv, method, args),
        }
    }

    fn build(&self, method: &str, args: &[Dyn<Entity>]) -> Option<Dyn<Entity>> {
        let ctx = self.ir.ctx;
        let ty_arg = |i: usize| match args.get(i) {
            Some(Dyn::Handle(Entity::Type(t))) => Some(*t),
            _ => None,
        };
        let attr = |a: ropt_ir::Attribute| Some(Dyn::Handle(Entity::Attr(a)));
        let ty = |t: Type| Some(Dyn::Handle(Entity::Type(t)));
        match (method, args) {
            ("integer_attr", [_, Dyn::Int(v)]) => {
                let t = ty_arg(0)?;
                // The value wrapped to the type's width, as an APInt would hold it.
                attr(ctx.int_attr(t, *v as i64))
            }
            ("float_attr", [_, Dyn::Float(v)]) => attr(ctx.float_attr(ty_arg(0)?, *v)),
            ("float_attr", [_, Dyn::Int(v)]) => attr(ctx.float_attr(ty_arg(0)?, *v as f64)),
            ("bool_attr", [Dyn::Bool(b)]) => attr(ctx.bool_attr(*b)),
            ("string_attr", [Dyn::Str(s)]) => attr(ctx.string_attr(s)),
            ("unit_attr", []) => attr(ctx.unit_attr()),
            ("type_attr", [_]) => attr(ctx.type_attr(ty_arg(0)?)),
            ("integer_type", [Dyn::Int(w)]) => {
                ty(ctx.integer_type(u32::try_from(*w).ok()?, ropt_ir::Signedness::Signless))
            }
            ("index_type", []) => ty(ctx.index_type()),
            ("f32_type", []) => ty(ctx.float_type(ropt_ir::types::FloatKind::F32)),
            ("f64_type", []) => ty(ctx.float_type(ropt_ir::types::FloatKind::F64)),
            _ => None,
        }
    }
}

/// The width of an integer or index type, or of its elements.
fn int_width(t: Type) -> Option<i128> {
    let e = t.element_type().unwrap_or(t);
    match e.int_info() {
        Some((w, _)) => Some(w as i128),
        None if e.is_index() => Some(64),
        None => None,
    }
}

/// Whether `a` is an integer, or a splat of one, equal to `n` modulo its width.
pub fn int_or_splat_is(a: Attribute, n: i128) -> bool {
    use ropt_ir::{AttributeKind, DenseData};
    let (width, bytes): (u32, Vec<u8>) = match a.kind() {
        AttributeKind::Integer { value, .. } => (value.width(), value.to_le_bytes()),
        AttributeKind::DenseElements {
            ty,
            data: DenseData::Raw { splat: true, bytes },
        } => match ty.element_type().and_then(|e| {
            if e.is_index() {
                Some(64)
            } else {
                e.int_info().map(|(w, _)| w)
            }
        }) {
            Some(w) => (w, bytes.to_vec()),
            None => return false,
        },
        _ => return false,
    };
    let want = n.to_le_bytes();
    for bit in 0..width as usize {
        let have = bytes.get(bit / 8).is_some_and(|b| b >> (bit % 8) & 1 == 1);
        let expect = if bit < 128 {
            want[bit / 8] >> (bit % 8) & 1 == 1
        } else {
            n < 0
        };
        if have != expect {
            return false;
        }
    }
    true
}

impl<'s> Run<'s, '_, '_> {
    fn body(&self) -> &Body {
        self.rw.body()
    }

    fn ctx(&self) -> &Context {
        self.rw.context()
    }

    // --- Matching ------------------------------------------------------------------------------

    fn bind(&mut self, sym: Option<usize>, v: NValue) -> bool {
        let Some(s) = sym else { return true };
        match &self.binds[s] {
            Some(old) => *old == v,
            None => {
                self.binds[s] = Some(v);
                true
            }
        }
    }

    /// Matches `op` against `node`. The root is recorded as matched first, a nested op after
    /// its operands, as mlir-tblgen's rewriters do (the order of the fused location).
    fn match_node(&mut self, node: &MatchNode, op: OpId, root: bool) -> bool {
        match node {
            MatchNode::Op {
                op: idx,
                name,
                args,
            } => {
                let def = &self.set.model.ops[*idx];
                if self.body().op_name(op).as_str() != def.name {
                    return false;
                }
                if root {
                    self.matched.push(op);
                }
                if !self.bind(*name, NValue::Op(op)) {
                    return false;
                }
                let groups = operand_groups(self.body(), op, def);
                let mut k = 0;
                for a in args {
                    if let MatchArg::Either(items) = a {
                        let (Some(x), Some(y)) = (items.first(), items.get(1)) else {
                            return false;
                        };
                        let saved = (self.binds.clone(), self.matched.len());
                        if self.match_arg(x, def, op, &groups, k)
                            && self.match_arg(y, def, op, &groups, k + 1)
                        {
                            k += 2;
                            continue;
                        }
                        self.binds = saved.0;
                        self.matched.truncate(saved.1);
                        if !(self.match_arg(x, def, op, &groups, k + 1)
                            && self.match_arg(y, def, op, &groups, k))
                        {
                            return false;
                        }
                        k += 2;
                        continue;
                    }
                    if !self.match_arg(a, def, op, &groups, k) {
                        return false;
                    }
                    k += 1;
                }
                if !root {
                    self.matched.push(op);
                }
                true
            }
            MatchNode::Native { code, args } => {
                // No op is built while matching: `$_loc` is unknown there.
                let loc = self.ctx().unknown_loc();
                let got = self.call_native(code, args.len(), &[], op, loc);
                let Some(got) = got else { return false };
                let captured = match (args.len(), got) {
                    (0, _) => Vec::new(),
                    (1, NValue::Many(mut v)) if v.len() == 1 => vec![v.remove(0)],
                    (1, v) => vec![v],
                    (n, NValue::Many(v)) if v.len() == n => v,
                    _ => return false,
                };
                for (a, v) in args.iter().zip(captured) {
                    let MatchArg::Leaf { constraint, sym } = a else {
                        return false;
                    };
                    if let Some(c) = constraint
                        && !self.check_leaf(c, &v)
                    {
                        return false;
                    }
                    if !self.bind(*sym, v) {
                        return false;
                    }
                }
                if !root {
                    self.matched.push(op);
                }
                true
            }
        }
    }

    /// Matches argument `k` (in ODS `arguments` order) of `op`.
    fn match_arg(
        &mut self,
        a: &MatchArg,
        def: &OpDef,
        op: OpId,
        groups: &Groups,
        k: usize,
    ) -> bool {
        match def.arguments.get(k) {
            Some(ArgRef::Operand(i)) => {
                let Some(values) = groups.get(*i) else {
                    return false;
                };
                let variable = def.operands[*i].variadicity != Variadicity::Single;
                self.match_operand(a, values, variable)
            }
            Some(ArgRef::Attribute(i)) => {
                let ad = &def.attributes[*i];
                let attr = self
                    .body()
                    .attr(op, &ad.name)
                    .or_else(|| super::rt::default_attr(self.body(), op, &ad.name));
                let MatchArg::Leaf { constraint, sym } = a else {
                    return false;
                };
                let may_be_absent =
                    ad.constraint.is_optional || ad.constraint.default_value.is_some();
                if attr.is_none() && !may_be_absent {
                    return false;
                }
                let v = NValue::Attr(attr);
                if let Some(c) = constraint
                    && !self.check_leaf(c, &v)
                {
                    return false;
                }
                self.bind(*sym, v)
            }
            Some(ArgRef::Property(i)) => {
                let name = &def.properties[*i].name;
                let MatchArg::Leaf { sym, constraint } = a else {
                    return false;
                };
                let Some(v) = super::rt::prop_value(self.body(), op, name) else {
                    return false;
                };
                if let Some(c) = constraint
                    && !self.check_leaf(c, &v)
                {
                    return false;
                }
                self.bind(*sym, v)
            }
            None => false,
        }
    }

    fn match_operand(&mut self, a: &MatchArg, values: &[ValueId], variable: bool) -> bool {
        match a {
            MatchArg::Leaf { constraint, sym } => {
                let v = if variable {
                    NValue::Values(values.to_vec())
                } else {
                    match values {
                        [v] => NValue::Value(*v),
                        _ => return false,
                    }
                };
                if let Some(c) = constraint {
                    for &x in values {
                        if !self.check_leaf(c, &NValue::Value(x)) {
                            return false;
                        }
                    }
                }
                self.bind(*sym, v)
            }
            MatchArg::Nested(node) => {
                let [v] = values else { return false };
                let Some(def_op) = self.body().defining_op(*v) else {
                    return false;
                };
                self.match_node(node, def_op, false)
            }
            MatchArg::Variadic { sym, items } => {
                if items.len() != values.len() {
                    return false;
                }
                if !self.bind(*sym, NValue::Values(values.to_vec())) {
                    return false;
                }
                items
                    .iter()
                    .zip(values)
                    .all(|(item, v)| self.match_operand(item, std::slice::from_ref(v), false))
            }
            MatchArg::Either(_) => false,
        }
    }

    fn constraint(&self, name: &str) -> Option<&ConstraintInfo> {
        self.set.constraints.get(name)
    }

    /// Checks the constraint on a leaf (type constraints see the value's type).
    fn check_leaf(&self, name: &str, v: &NValue) -> bool {
        let Some(info) = self.constraint(name) else {
            return false;
        };
        if let Some(spec) = &info.constant {
            return super::rt::is_constant(self.ctx(), super::rt::constant_of(self.ctx(), spec), v);
        }
        let subject = match (info.kind, v) {
            (ConstraintKind::Type, NValue::Value(x)) => Entity::Type(self.body().value_type(*x)),
            (_, NValue::Value(x)) => Entity::Value(*x),
            (_, NValue::Attr(Some(a))) => Entity::Attr(*a),
            // An absent optional attribute: `$_self` is `None` (`IsNullAttr` holds, any
            // predicate asking something of the attribute fails).
            (_, NValue::Attr(None)) => {
                return self.eval(info, Dyn::None, &HashMap::new());
            }
            // A property: its value.
            (_, NValue::Prop(a, k)) => {
                return crate::props::interface_value(k, *a)
                    .is_some_and(|d| self.eval(info, d, &HashMap::new()));
            }
            (_, NValue::Type(t)) => Entity::Type(*t),
            _ => return info.pred.is_none(),
        };
        self.eval(info, Dyn::Handle(subject), &HashMap::new())
    }

    fn eval(
        &self,
        info: &ConstraintInfo,
        subject: Dyn<Entity>,
        vars: &HashMap<String, Dyn<Entity>>,
    ) -> bool {
        let Some(pred) = &info.pred else { return true };
        let host = RuleHost {
            ir: IrHost {
                ctx: self.ctx(),
                body: self.body(),
                op: self.root,
            },
        };
        pred.eval(subject, vars, &host).unwrap_or(false)
    }

    fn extra_constraints(&mut self) -> bool {
        for (name, refs) in &self.rule.constraints {
            let Some(info) = self.constraint(name) else {
                return false;
            };
            let mut vals = Vec::new();
            for r in refs {
                match self.resolve(*r) {
                    Some(v) => vals.push(v),
                    None => return false,
                }
            }
            let ok = match info.kind {
                ConstraintKind::Type | ConstraintKind::Attr | ConstraintKind::Prop => {
                    vals.first().is_some_and(|v| self.check_leaf(name, v))
                }
                ConstraintKind::Other => {
                    let mut vars = HashMap::new();
                    for (i, v) in vals.iter().enumerate() {
                        match self.entity(v) {
                            Some(e) => {
                                vars.insert(format!("${i}"), Dyn::Handle(e));
                            }
                            None if *v == NValue::Attr(None) => {
                                vars.insert(format!("${i}"), Dyn::None);
                            }
                            None => {}
                        }
                    }
                    let subject = vals
                        .first()
                        .and_then(|v| self.entity(v))
                        .map_or(Dyn::None, Dyn::Handle);
                    self.eval(info, subject, &vars)
                }
            };
            if !ok {
                return false;
            }
        }
        true
    }

    fn entity(&self, v: &NValue) -> Option<Entity> {
        match v {
            NValue::Value(x) => Some(Entity::Value(*x)),
            NValue::Values(xs) if xs.len() == 1 => Some(Entity::Value(xs[0])),
            NValue::Attr(Some(a)) => Some(Entity::Attr(*a)),
            NValue::Type(t) => Some(Entity::Type(*t)),
            _ => None,
        }
    }

    /// The value a symbol reference stands for.
    fn resolve(&self, r: SymRef) -> Option<NValue> {
        let b = self.binds.get(r.sym)?.as_ref()?;
        Some(match (b, r.index) {
            (NValue::Op(op), index) => {
                let body = self.body();
                let vals: Vec<ValueId> = match index {
                    Some(i) => {
                        let def = self.op_def(*op);
                        match def {
                            Some(d) => result_group(body, *op, d, i),
                            None => body.results(*op).nth(i).into_iter().collect(),
                        }
                    }
                    None => body.results(*op).collect(),
                };
                if vals.len() == 1 {
                    NValue::Value(vals[0])
                } else {
                    NValue::Values(vals)
                }
            }
            (NValue::Many(items), Some(i)) => items.get(i)?.clone(),
            (NValue::Many(items), None) if items.len() == 1 => items[0].clone(),
            (v, _) => v.clone(),
        })
    }

    fn op_def(&self, op: OpId) -> Option<&'s OpDef> {
        let name = self.body().op_name(op);
        let set: &'s RuleSet = self.set;
        set.op_index.get(name.as_str()).map(|&i| &set.model.ops[i])
    }

    // --- Native calls --------------------------------------------------------------------------

    fn call_native(
        &mut self,
        code: &Snippet,
        nargs: usize,
        args: &[NValue],
        self_op: OpId,
        loc: Location,
    ) -> Option<NValue> {
        let imp = self.set.native(code, nargs)?.clone();
        if let NativeImpl::Expr(e) = &imp {
            return self.eval_native(e, args);
        }
        let mut cx = NativeCx {
            rewriter: &mut *self.rw,
            loc,
            self_op,
        };
        match imp {
            NativeImpl::Compiled(f) => f(&mut cx, args),
            NativeImpl::Expr(_) => None,
            NativeImpl::Helper(f, sources) => {
                let mut actual = Vec::new();
                for s in sources {
                    match s {
                        ArgSource::Loc => actual.push(NValue::Loc(loc)),
                        ArgSource::SelfOp => actual.push(NValue::Op(self_op)),
                        ArgSource::Arg(n) => actual.push(args.get(n)?.clone()),
                        ArgSource::ArgsFrom(n) => actual.extend(args.get(n..)?.iter().cloned()),
                    }
                }
                f(&mut cx, &actual)
            }
        }
    }

    /// A NativeCodeCall written as an expression of the `CPred` subset: `$0`, `$1`, ... are
    /// `args` (values, attributes, types); its value is an attribute, a type or a value
    /// (`None`, and the rule does not apply, when it cannot be evaluated).
    fn eval_native(
        &self,
        e: &ropt_ods_model::pred_eval::CompiledExpr,
        args: &[NValue],
    ) -> Option<NValue> {
        let mut vars = HashMap::new();
        for (i, a) in args.iter().enumerate() {
            let d = match a {
                NValue::Attr(None) => Dyn::None,
                NValue::Prop(x, k) => crate::props::interface_value(k, *x)?,
                _ => Dyn::Handle(self.entity(a).or(match a {
                    NValue::Type(t) => Some(Entity::Type(*t)),
                    _ => None,
                })?),
            };
            vars.insert(format!("${i}"), d);
        }
        let host = RuleHost {
            ir: IrHost {
                ctx: self.ctx(),
                body: self.body(),
                op: self.root,
            },
        };
        let ctx = self.ctx();
        match e.eval(&vars, &host).ok()? {
            Dyn::Handle(Entity::Attr(a)) => Some(NValue::Attr(Some(a))),
            Dyn::Handle(Entity::Type(t)) => Some(NValue::Type(t)),
            Dyn::Handle(Entity::Value(v)) => Some(NValue::Value(v)),
            Dyn::Bool(b) => Some(NValue::Attr(Some(ctx.bool_attr(b)))),
            Dyn::Str(s) => Some(NValue::Attr(Some(ctx.string_attr(&s)))),
            // A property's value (a property argument reads it at its width).
            Dyn::Int(i) => Some(NValue::Attr(Some(ctx.int_attr(ctx.int_type(64), i as i64)))),
            _ => None,
        }
    }

    // --- Building ------------------------------------------------------------------------------

    /// The fused location of the matched ops (as many as the rule has op nodes).
    fn default_loc(&self) -> Location {
        let locs: Vec<Location> = self
            .matched
            .iter()
            .take(self.rule.fused_ops)
            .map(|&o| self.body().op_location(o))
            .collect();
        self.ctx().fused_loc_simplified(&locs, None)
    }

    fn location(&self, spec: &Option<LocationSpec>) -> Option<Location> {
        let Some(spec) = spec else {
            return Some(self.default_loc());
        };
        let mut locs = Vec::new();
        for r in &spec.syms {
            let v = self.resolve(*r)?;
            let loc = match &v {
                NValue::Op(o) => self.body().op_location(*o),
                _ => {
                    let x = *v.values().first()?;
                    match self.body().defining_op(x) {
                        Some(o) => self.body().op_location(o),
                        None => self.ctx().unknown_loc(),
                    }
                }
            };
            locs.push(loc);
        }
        let inner = if locs.is_empty() {
            None
        } else {
            Some(self.ctx().fused_loc_simplified(&locs, None))
        };
        Some(match (&spec.name, inner) {
            (Some(n), Some(l)) => self.ctx().name_loc(n, l),
            (Some(n), None) => {
                let u = self.ctx().unknown_loc();
                self.ctx().name_loc(n, u)
            }
            (None, Some(l)) => l,
            (None, None) => self.default_loc(),
        })
    }

    /// Builds the result trees and replaces the root.
    fn rewrite(&mut self) -> Option<()> {
        let rule = self.rule;
        let counts: Vec<usize> = rule.results.iter().map(|b| self.declared(b)).collect();
        let total: usize = counts.iter().sum();
        let start = total.checked_sub(rule.num_replacements)?;
        let root_def = self.op_def(self.root);
        let mut declared: Vec<Vec<ValueId>> = Vec::new();
        let mut offset = 0;
        for (b, n) in rule.results.iter().zip(&counts) {
            // Which root result groups this dag replaces (if any).
            let replaces = (offset >= start).then(|| offset - start);
            let got = match (b, replaces) {
                (Build::Op { .. }, Some(first)) => {
                    let types: Vec<Type> = (first..first + n)
                        .flat_map(|g| match root_def {
                            Some(d) => result_group(self.body(), self.root, d, g),
                            None => self.body().results(self.root).nth(g).into_iter().collect(),
                        })
                        .map(|v| self.body().value_type(v))
                        .collect();
                    self.build(b, Some(types))?
                }
                _ => self.build(b, None)?,
            };
            match (b, &got) {
                (Build::Op { .. }, NValue::Op(o)) => {
                    let o = *o;
                    let def = self.op_def(o);
                    for g in 0..*n {
                        declared.push(match def {
                            Some(d) => result_group(self.body(), o, d, g),
                            None => self.body().results(o).nth(g).into_iter().collect(),
                        });
                    }
                }
                (_, NValue::Many(items)) => {
                    declared.extend(items.iter().map(NValue::values));
                }
                (_, NValue::Unit) => {}
                (_, v) => declared.push(v.values()),
            }
            offset += n;
        }
        let replacing: Vec<ValueId> = declared
            .get(declared.len().checked_sub(rule.num_replacements)?..)?
            .iter()
            .flatten()
            .copied()
            .collect();
        if replacing.len() != self.body().num_results(self.root) {
            return None;
        }
        for s in &rule.supplemental {
            self.build(s, None)?;
        }
        self.rw.replace_op(self.root, &replacing);
        Some(())
    }

    /// How many declared values a top-level result dag yields.
    fn declared(&self, b: &Build) -> usize {
        match b {
            Build::Op { op, .. } => self.set.model.ops[*op].results.len(),
            Build::Native { returns, .. } => *returns,
            _ => 1,
        }
    }

    /// Builds a result node. Ops yield [`NValue::Op`]; `root_types` are the
    /// types of the root results an op replaces.
    fn build(&mut self, b: &Build, root_types: Option<Vec<Type>>) -> Option<NValue> {
        match b {
            Build::Op {
                op,
                name,
                args,
                return_types,
                location,
            } => {
                let def = &self.set.model.ops[*op];
                let mut groups: Vec<Vec<ValueId>> = vec![Vec::new(); def.operands.len()];
                let mut attrs: Vec<(String, Attribute)> = Vec::new();
                for (a, arg) in args.iter().zip(&def.arguments) {
                    let v = self.build(a, None)?;
                    let v = match v {
                        NValue::Op(o) => {
                            let rs: Vec<ValueId> = self.body().results(o).collect();
                            NValue::Values(rs)
                        }
                        v => v,
                    };
                    match arg {
                        ArgRef::Operand(i) => {
                            let vals = v.values();
                            let single = def.operands[*i].variadicity == Variadicity::Single;
                            if single && vals.len() != 1 {
                                return None;
                            }
                            groups[*i] = vals;
                        }
                        ArgRef::Attribute(i) => {
                            if let Some(x) = v.attr() {
                                attrs.push(((def.attributes[*i].name.clone()).to_string(), x));
                            }
                        }
                        ArgRef::Property(i) => {
                            if let Some(x) = v.attr() {
                                let x = super::rt::prop_arg(self.ctx(), def, *i, x)?;
                                attrs.push(((def.properties[*i].name.clone()).to_string(), x));
                            }
                        }
                    }
                }
                let types = if !return_types.is_empty() {
                    self.return_types(return_types)?
                } else if let Some(t) = root_types {
                    t
                } else {
                    infer_types(self.ctx(), self.body(), def, &groups, &attrs)?
                };
                let loc = self.location(location)?;
                let new = self.create(def, loc, &groups, attrs, types)?;
                self.created.push(new);
                if let Some(s) = name {
                    self.binds[*s] = Some(NValue::Op(new));
                }
                Some(NValue::Op(new))
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
                    let v = self.build(a, None)?;
                    vals.push(match v {
                        NValue::Op(o) => {
                            let rs: Vec<ValueId> = self.body().results(o).collect();
                            if rs.len() == 1 {
                                NValue::Value(rs[0])
                            } else {
                                NValue::Values(rs)
                            }
                        }
                        v => v,
                    });
                }
                let loc = self.location(location)?;
                let root = self.root;
                let got = self.call_native(code, args.len(), &vals, root, loc)?;
                if let Some(s) = name {
                    self.binds[*s] = Some(got.clone());
                }
                Some(got)
            }
            Build::ReplaceWithValue(r) | Build::Ref(r) => self.resolve(*r),
            Build::Constant(name) => {
                let spec = self.constraint(name)?.constant.as_ref()?;
                Some(NValue::Attr(Some(super::rt::constant_of(
                    self.ctx(),
                    spec,
                )?)))
            }
            Build::Literal(s) => super::rules::type_from_code(self.ctx(), s).map(NValue::Type),
        }
    }

    fn return_types(&mut self, rts: &[ReturnType]) -> Option<Vec<Type>> {
        let mut out = Vec::new();
        for rt in rts {
            match rt {
                ReturnType::Of(r) => {
                    let v = self.resolve(*r)?;
                    match v {
                        NValue::Type(t) => out.push(t),
                        NValue::Attr(Some(a)) => out.push(a.ty()?),
                        v => {
                            for x in v.values() {
                                out.push(self.body().value_type(x));
                            }
                        }
                    }
                }
                ReturnType::Code(c) if c.is_empty() => {}
                ReturnType::Code(c) => out.push(super::rules::type_from_code(self.ctx(), c)?),
                ReturnType::Native(b) => match self.build(b, None)? {
                    NValue::Type(t) => out.push(t),
                    NValue::Types(ts) => out.extend(ts),
                    _ => return None,
                },
            }
        }
        Some(out)
    }

    /// Creates an op of `def` at the insertion point.
    fn create(
        &mut self,
        def: &OpDef,
        loc: Location,
        groups: &[Vec<ValueId>],
        attrs: Vec<(String, Attribute)>,
        types: Vec<Type>,
    ) -> Option<OpId> {
        let name = self.ctx().registry().op_name(&def.name);
        let spec = super::rt::OpSpec {
            sized_segments: def.has_trait("AttrSizedOperandSegments"),
            regions: def.regions.len() as u32,
        };
        Some(super::rt::create_op(
            self.rw, name, loc, groups, attrs, types, &spec,
        ))
    }
}

/// The values of each operand definition of an op.
enum Groups {
    /// Every definition is a single value: the operands themselves.
    Single(Vec<ValueId>),
    /// The values of each definition.
    Grouped(Vec<Vec<ValueId>>),
}

impl Groups {
    /// The values of definition `i`.
    fn get(&self, i: usize) -> Option<&[ValueId]> {
        match self {
            Groups::Single(all) => all.get(i).map(std::slice::from_ref),
            Groups::Grouped(g) => g.get(i).map(Vec::as_slice),
        }
    }
}

/// The values of each operand definition of `op`.
fn operand_groups(body: &Body, op: OpId, def: &OpDef) -> Groups {
    let all: Vec<ValueId> = body.operands(op).collect();
    if def
        .operands
        .iter()
        .all(|o| o.variadicity == Variadicity::Single)
    {
        return Groups::Single(all);
    }
    let sizes = body
        .attr(op, "operandSegmentSizes")
        .and_then(crate::host::dense_array_values);
    Groups::Grouped(
        crate::asm::value_groups(&def.operands, all.len(), sizes)
            .into_iter()
            .map(|r| all.get(r).map(<[ValueId]>::to_vec).unwrap_or_default())
            .collect(),
    )
}

/// The values of result definition `g` of `op`.
fn result_group(body: &Body, op: OpId, def: &OpDef, g: usize) -> Vec<ValueId> {
    let all: Vec<ValueId> = body.results(op).collect();
    if def
        .results
        .iter()
        .all(|o| o.variadicity == Variadicity::Single)
    {
        return all.get(g).copied().into_iter().collect();
    }
    let sizes = body
        .attr(op, "resultSegmentSizes")
        .and_then(crate::host::dense_array_values);
    crate::asm::value_groups(&def.results, all.len(), sizes)
        .get(g)
        .and_then(|r| all.get(r.clone()))
        .map(<[ValueId]>::to_vec)
        .unwrap_or_default()
}

/// The result types of a new op named `name` with `operands` and `attrs`, as far as its ODS
/// definition lets them be inferred (fixed types, `AllTypesMatch`, `TypesMatchWith`,
/// `SameOperandsAndResultType`); `None` when they cannot be (or `name` has no definition).
/// The operands are split into the definition's groups as the op's segment sizes say.
pub fn infer_result_types(
    ctx: &Context,
    body: &Body,
    name: ropt_ir::OperationName,
    operands: &[ValueId],
    attrs: &[(String, Attribute)],
) -> Option<Vec<Type>> {
    let def = name.interface::<crate::RuntimeOp>()?.def;
    let sizes = attrs
        .iter()
        .find(|(n, _)| n == "operandSegmentSizes")
        .and_then(|(_, a)| crate::host::dense_array_values(*a));
    let groups: Vec<Vec<ValueId>> = crate::asm::value_groups(&def.operands, operands.len(), sizes)
        .into_iter()
        .map(|r| operands.get(r).map(<[ValueId]>::to_vec).unwrap_or_default())
        .collect();
    infer_types(ctx, body, def, &groups, attrs)
}

/// The result types of a new op of `def` that does not replace the root.
fn infer_types(
    ctx: &Context,
    body: &Body,
    def: &OpDef,
    groups: &[Vec<ValueId>],
    attrs: &[(String, Attribute)],
) -> Option<Vec<Type>> {
    // The type of the operand or attribute named `n`.
    let known = |n: &str| -> Option<Type> {
        if let Some(i) = def.operands.iter().position(|o| o.name == n) {
            return groups.get(i)?.first().map(|&v| body.value_type(v));
        }
        crate::attrs::typed_attr_type(ctx, attrs.iter().find(|(a, _)| a == n)?.1)
    };
    let mut out = Vec::new();
    for r in &def.results {
        if r.variadicity != Variadicity::Single {
            return None;
        }
        let mut ty = r
            .constraint
            .builder_call
            .as_deref()
            .and_then(|c| crate::attrs::build_type(ctx, c));
        for t in &def.traits {
            if ty.is_some() {
                break;
            }
            if let OpTrait::Pred {
                types_match,
                types_match_with,
                ..
            } = t
            {
                if types_match.contains(&r.name) {
                    ty = types_match
                        .iter()
                        .filter(|n| **n != r.name)
                        .find_map(|n| known(n));
                }
                if ty.is_none()
                    && let Some((lhs, rhs, transform)) = types_match_with
                    && *rhs == r.name
                {
                    ty = known(lhs).and_then(|t| crate::attrs::apply_transform(ctx, transform, t));
                }
            }
        }
        if ty.is_none() && def.has_trait("SameOperandsAndResultType") {
            ty = groups.iter().flatten().next().map(|&v| body.value_type(v));
        }
        out.push(ty?);
    }
    Some(out)
}
