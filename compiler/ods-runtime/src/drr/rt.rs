//! The run-time helpers of generated rules (`rtblgen -gen-rewriters`).
//!
//! A generated pattern walks its source tree with direct code (op-name
//! checks against names resolved once, operand defining ops, equal-value
//! checks) and builds its result tree op by op. What every rule needs is
//! here, so the generated code stays short: [`Rt`] (one application: the
//! rewriter, the matched ops for the fused location, the ops built so far to
//! undo a failed rewrite), [`Constraint`] (a constraint record's predicate,
//! parsed once and evaluated by the ODS predicate engine), constant
//! attributes ([`constant`]) and op creation ([`create_op`], shared with the
//! interpreter).

use std::cell::Cell;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::OnceLock;

use ropt_ir::{
    Attribute, Body, Context, Location, NamedAttribute, OpId, OperationName, OperationState, Type,
    ValueId,
};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use super::native::{FromNValue, NValue, NativeCx};
use crate::host::{Entity, IrHost};
use ropt_ods_model::model::Pred;
use ropt_ods_model::pred_eval::{CompiledPred, Dyn};

/// The predicate text of `APIntAttr` (as [`Pred::to_rust`] writes it).
const INTEGER_ATTR_PRED: &str = "($_self.is_integer_attr())";

/// What a constraint applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// A type constraint: `$_self` is a value's type.
    Type,
    /// An attribute (or other single-subject) constraint: `$_self` is the thing itself.
    Attr,
    /// A constraint over several symbols: `$0`, `$1`, ... .
    Multi,
}

/// A constraint record of a rule: its predicate text, parsed at first use, or the
/// constant a `ConstantAttr<...>` stands for.
pub struct Constraint {
    /// The record name (for readers of the generated code).
    pub name: &'static str,
    /// What `$_self` is.
    pub subject: Subject,
    /// The predicate as one expression (`$_self.is_integer_attr()`).
    pub pred: &'static str,
    /// For `ConstantAttr<...>`: builder kind, value type (`builderCall`) and value text.
    pub constant: Option<(&'static str, Option<&'static str>, &'static str)>,
    compiled: OnceLock<Option<CompiledPred>>,
}

impl Constraint {
    /// A constraint named `name` with predicate `pred` (see [`Pred::to_rust`]).
    pub const fn new(name: &'static str, subject: Subject, pred: &'static str) -> Self {
        Constraint {
            name,
            subject,
            pred,
            constant: None,
            compiled: OnceLock::new(),
        }
    }

    /// `ConstantAttr<...>` named `name`: an attribute equal to the constant of builder
    /// `kind` (`integer_attr`, ...), value type `value_type` and text `value`.
    pub const fn constant(
        name: &'static str,
        kind: &'static str,
        value_type: Option<&'static str>,
        value: &'static str,
    ) -> Self {
        Constraint {
            name,
            subject: Subject::Attr,
            pred: "true",
            constant: Some((kind, value_type, value)),
            compiled: OnceLock::new(),
        }
    }

    /// The attribute of a `ConstantAttr<...>` (`None` for other constraints, or when the
    /// value does not fit).
    pub fn constant_attr(&self, ctx: &Context) -> Option<Attribute> {
        let (kind, ty, value) = self.constant?;
        constant(ctx, kind, ty, value)
    }

    fn compiled(&self) -> Option<&CompiledPred> {
        self.compiled
            .get_or_init(|| {
                ropt_ods_model::pred_eval::compile(&Pred::Leaf(self.pred.to_string().into())).ok()
            })
            .as_ref()
    }
}

/// One application of a generated rule.
pub struct Rt<'r, 'a> {
    /// The rewriter (`$_builder` of NativeCodeCalls).
    pub rw: &'r mut PatternRewriter<'a>,
    /// The matched root.
    pub root: OpId,
    matched: Matched,
    /// How many of the matched ops the fused location takes (see `Pattern::fused_ops`).
    fused_len: usize,
    created: Vec<OpId>,
    /// `fused_loc` of the matched ops, once computed (matching is over by then).
    fused: Cell<Option<Location>>,
}

/// The ops a match has bound so far: a few inline (most rules match one to four ops), the
/// rest on the heap. A rule is tried on every op of its root kind and most attempts fail
/// early, so recording must not allocate.
struct Matched {
    len: usize,
    inline: [OpId; MATCHED_INLINE],
    spill: Vec<OpId>,
}

const MATCHED_INLINE: usize = 6;

impl Matched {
    fn new() -> Self {
        Matched {
            len: 0,
            inline: [OpId::from_index(0); MATCHED_INLINE],
            spill: Vec::new(),
        }
    }

    fn push(&mut self, op: OpId) {
        if self.len < MATCHED_INLINE {
            self.inline[self.len] = op;
        } else {
            self.spill.truncate(self.len - MATCHED_INLINE);
            self.spill.push(op);
        }
        self.len += 1;
    }

    fn len(&self) -> usize {
        self.len
    }

    fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    fn iter(&self) -> impl Iterator<Item = OpId> + '_ {
        let n = self.len.min(MATCHED_INLINE);
        let spilled = self.len - n;
        self.inline[..n]
            .iter()
            .chain(self.spill[..spilled].iter())
            .copied()
    }
}

impl<'r, 'a> Rt<'r, 'a> {
    /// Starts matching at `root`, for a rule whose fused location takes `fused_len` of the
    /// matched ops.
    pub fn new(rw: &'r mut PatternRewriter<'a>, root: OpId, fused_len: usize) -> Self {
        Rt {
            rw,
            root,
            matched: Matched::new(),
            fused_len,
            created: Vec::new(),
            fused: Cell::new(None),
        }
    }

    /// The IR.
    pub fn body(&self) -> &Body {
        self.rw.body()
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.rw.context()
    }

    /// The unknown location (looked up once per rewriter).
    pub fn unknown_loc(&self) -> Location {
        self.rw.unknown_loc()
    }

    // --- Matching -----------------------------------------------------------------------------

    /// `op` if it is named `name` (recorded as matched: its location joins the fused one).
    pub fn op(&mut self, op: OpId, name: OperationName) -> Option<OpId> {
        let op = self.op_named(op, name)?;
        self.record(op);
        Some(op)
    }

    /// `op` if it is named `name`, not recorded yet: a nested op is recorded once its own
    /// operands matched ([`Rt::record`]), so the fused location lists the root, then the
    /// nested ops inner ones first, as mlir-tblgen's rewriters do.
    pub fn op_named(&self, op: OpId, name: OperationName) -> Option<OpId> {
        (self.rw.body().op_name(op) == name).then_some(op)
    }

    /// Records a matched op (its location joins the fused one).
    pub fn record(&mut self, op: OpId) {
        self.matched.push(op);
        self.fused.set(None);
    }

    /// The op defining `v`, if it is named `name`.
    pub fn def_op(&mut self, v: ValueId, name: OperationName) -> Option<OpId> {
        let op = self.rw.body().defining_op(v)?;
        self.op(op, name)
    }

    /// Operand `i` of an op whose operands are all single values.
    pub fn operand(&self, op: OpId, i: usize) -> Option<ValueId> {
        let body = self.body();
        (i < body.num_operands(op)).then(|| body.operand(op, i))
    }

    /// The values of operand definition `i` of `op`; `variable[d]` tells whether definition
    /// `d` is variadic or optional (sizes from `operandSegmentSizes` when present).
    pub fn operand_group(&self, op: OpId, variable: &[bool], i: usize) -> Vec<ValueId> {
        let body = self.body();
        let all: Vec<ValueId> = body.operands(op).collect();
        let sizes = body
            .attr(op, "operandSegmentSizes")
            .and_then(crate::host::dense_array_values);
        groups(variable, all.len(), sizes)
            .get(i)
            .and_then(|r| all.get(r.clone()))
            .map(<[ValueId]>::to_vec)
            .unwrap_or_default()
    }

    /// The single value of `values`.
    pub fn single(values: &[ValueId]) -> Option<ValueId> {
        match values {
            [v] => Some(*v),
            _ => None,
        }
    }

    /// Attribute `name` of `op`, or its default value; `None` when it is absent and
    /// `optional` is false, `Some(None)` when an optional one is absent.
    pub fn attr(&self, op: OpId, name: &str, optional: bool) -> Option<Option<Attribute>> {
        let body = self.body();
        let a = body.attr(op, name).or_else(|| default_attr(body, op, name));
        if a.is_none() && !optional {
            return None;
        }
        Some(a)
    }

    /// Property `name` of `op` (no default applies).
    pub fn prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.body().attr(op, name)
    }

    /// Property `name` of `op` with what it holds ([`prop_value`]).
    pub fn prop_value(&self, op: OpId, name: &str) -> Option<NValue> {
        prop_value(self.body(), op, name)
    }

    /// Whether `subject` satisfies constraint `c` (`Subject::Type` constraints on values see
    /// the value's type; an absent attribute is `None`).
    pub fn check(&self, c: &Constraint, subject: &NValue) -> bool {
        if c.constant.is_some() {
            return is_constant(self.ctx(), c.constant_attr(self.ctx()), subject);
        }
        // The most common constraint of generated rules (`APIntAttr`), without the predicate
        // engine.
        if c.pred == INTEGER_ATTR_PRED
            && let NValue::Attr(Some(a)) = subject
        {
            // As the predicate host answers it (a bool attribute is an integer attribute).
            return matches!(
                a.kind(),
                ropt_ir::AttributeKind::Integer { .. } | ropt_ir::AttributeKind::Bool(_)
            );
        }
        let d = match (c.subject, subject) {
            (Subject::Type, NValue::Value(v)) => {
                Dyn::Handle(Entity::Type(self.body().value_type(*v)))
            }
            (_, NValue::Values(vs)) => {
                return vs.iter().all(|v| self.check(c, &NValue::Value(*v)));
            }
            (_, NValue::Value(v)) => Dyn::Handle(Entity::Value(*v)),
            (_, NValue::Attr(Some(a))) => Dyn::Handle(Entity::Attr(*a)),
            (_, NValue::Attr(None)) => Dyn::None,
            (_, NValue::Type(t)) => Dyn::Handle(Entity::Type(*t)),
            (_, NValue::Prop(a, k)) => match crate::props::interface_value(k, *a) {
                Some(d) => d,
                None => return false,
            },
            _ => return false,
        };
        self.eval(c, d, &HashMap::new())
    }

    /// Whether constraint `c` holds for `args` (`$0`, `$1`, ...; `$_self` is the first).
    pub fn check_all(&self, c: &Constraint, args: &[NValue]) -> bool {
        if c.subject != Subject::Multi {
            return args.first().is_some_and(|a| self.check(c, a));
        }
        let mut vars = HashMap::new();
        let mut first = Dyn::None;
        for (i, v) in args.iter().enumerate() {
            let d = match v {
                NValue::Value(x) => Dyn::Handle(Entity::Value(*x)),
                NValue::Values(xs) if xs.len() == 1 => Dyn::Handle(Entity::Value(xs[0])),
                NValue::Attr(Some(a)) => Dyn::Handle(Entity::Attr(*a)),
                NValue::Attr(None) => Dyn::None,
                NValue::Type(t) => Dyn::Handle(Entity::Type(*t)),
                _ => continue,
            };
            if i == 0 {
                first = d.clone();
            }
            vars.insert(format!("${i}"), d);
        }
        self.eval(c, first, &vars)
    }

    fn eval(
        &self,
        c: &Constraint,
        subject: Dyn<Entity>,
        vars: &HashMap<String, Dyn<Entity>>,
    ) -> bool {
        let Some(pred) = c.compiled() else {
            return false;
        };
        let host = super::interp::RuleHost {
            ir: IrHost {
                ctx: self.ctx(),
                body: self.body(),
                op: self.root,
            },
        };
        pred.eval(subject, vars, &host).unwrap_or(false)
    }

    /// Runs a NativeCodeCall: `f` gets the helper context (`$_builder`) with `$_loc` and
    /// `$_self`; `None` (or `false`) makes the rule fail.
    pub fn call<R>(
        &mut self,
        loc: Location,
        self_op: OpId,
        f: impl FnOnce(&mut NativeCx<'_, '_>) -> Option<R>,
    ) -> Option<R> {
        let mut cx = NativeCx {
            rewriter: &mut *self.rw,
            loc,
            self_op,
        };
        f(&mut cx)
    }

    /// `(either a, b)`: `f` matches the first item against `x` and the second against `y`;
    /// when it fails it runs again with the operands swapped.
    pub fn either<T>(
        &mut self,
        x: ValueId,
        y: ValueId,
        mut f: impl FnMut(&mut Self, ValueId, ValueId) -> Option<T>,
    ) -> Option<T> {
        let mark = self.matched.len();
        if let Some(t) = f(self, x, y) {
            return Some(t);
        }
        self.matched.truncate(mark);
        self.fused.set(None);
        f(self, y, x)
    }

    // --- Symbols ------------------------------------------------------------------------------

    /// The results of `op` a symbol stands for: result group `index` (`$name__N`) or all;
    /// `variable[g]` tells whether result definition `g` is variadic (empty: all single).
    pub fn results(&self, op: OpId, index: Option<usize>, variable: &[bool]) -> NValue {
        let body = self.body();
        let all: Vec<ValueId> = body.results(op).collect();
        let vals: Vec<ValueId> = match index {
            None => all,
            Some(i) if !variable.iter().any(|&v| v) => all.get(i).copied().into_iter().collect(),
            Some(i) => {
                let sizes = body
                    .attr(op, "resultSegmentSizes")
                    .and_then(crate::host::dense_array_values);
                groups(variable, all.len(), sizes)
                    .get(i)
                    .and_then(|r| all.get(r.clone()))
                    .map(<[ValueId]>::to_vec)
                    .unwrap_or_default()
            }
        };
        match vals.as_slice() {
            [v] => NValue::Value(*v),
            _ => NValue::Values(vals),
        }
    }

    /// The type (or types) a `returnType $v` argument stands for.
    pub fn types_of(&self, v: &NValue) -> Option<Vec<Type>> {
        Some(match v {
            NValue::Type(t) => vec![*t],
            NValue::Attr(Some(a)) => vec![a.ty()?],
            v => v
                .values()
                .iter()
                .map(|&x| self.body().value_type(x))
                .collect(),
        })
    }

    /// The types of root result groups `groups` (all results single: result indices).
    pub fn root_types(&self, groups: Range<usize>, variable: &[bool]) -> Vec<Type> {
        let mut out = Vec::new();
        for g in groups {
            for v in self.results(self.root, Some(g), variable).values() {
                out.push(self.body().value_type(v));
            }
        }
        out
    }

    /// The type of a value.
    pub fn ty(&self, v: ValueId) -> Type {
        self.body().value_type(v)
    }

    /// A type from a `builderCall` snippet (`$_builder.integer_type(32)`).
    pub fn type_from_code(&self, code: &str) -> Option<Type> {
        crate::attrs::build_type(self.ctx(), code)
    }

    /// `ty` through a `TypesMatchWith` transform.
    pub fn transform(&self, transform: &str, ty: Type) -> Option<Type> {
        crate::attrs::apply_transform(self.ctx(), transform, ty)
    }

    // --- Building -----------------------------------------------------------------------------

    /// The fused location of the matched ops (where generated ops go by default).
    pub fn fused_loc(&self) -> Location {
        if let Some(l) = self.fused.get() {
            return l;
        }
        let locs: Vec<Location> = self
            .matched
            .iter()
            .take(self.fused_len)
            .map(|o| self.body().op_location(o))
            .collect();
        let l = self.ctx().fused_loc_simplified(&locs, None);
        self.fused.set(Some(l));
        l
    }

    /// A `location` directive: the fused locations of the ops defining `of` (unknown for
    /// block arguments), named `name` when given.
    pub fn location(&self, of: &[NValue], name: Option<&str>) -> Location {
        let mut locs = Vec::new();
        for v in of {
            let loc = v
                .values()
                .first()
                .and_then(|&x| self.body().defining_op(x))
                .map_or_else(|| self.unknown_loc(), |o| self.body().op_location(o));
            locs.push(loc);
        }
        let inner = (!locs.is_empty()).then(|| self.ctx().fused_loc_simplified(&locs, None));
        match (name, inner) {
            (Some(n), Some(l)) => self.ctx().name_loc(n, l),
            (Some(n), None) => self.ctx().name_loc(n, self.unknown_loc()),
            (None, Some(l)) => l,
            (None, None) => self.fused_loc(),
        }
    }

    /// Creates op `name` (see [`create_op`]) and remembers it to undo a failed rewrite.
    pub fn create(
        &mut self,
        name: OperationName,
        loc: Location,
        operands: &[&[ValueId]],
        attrs: &[(&str, Option<Attribute>)],
        types: Vec<Type>,
        spec: &OpSpec,
    ) -> OpId {
        let attrs: Vec<(String, Attribute)> = attrs
            .iter()
            .filter_map(|(n, a)| a.map(|a| (n.to_string(), a)))
            .collect();
        let groups: Vec<Vec<ValueId>> = operands.iter().map(|g| g.to_vec()).collect();
        let op = create_op(self.rw, name, loc, &groups, attrs, types, spec);
        self.created.push(op);
        op
    }

    /// Replaces the root by `values` (they must be as many as its results).
    pub fn replace(self, values: &[ValueId]) -> LogicalResult {
        if values.len() != self.body().num_results(self.root) {
            return self.fail("the rule's values do not match the root's results");
        }
        self.rw.replace_op(self.root, values);
        Ok(())
    }

    /// Ends a rewrite that could not complete: the ops built so far are erased (newest
    /// first), so the IR is unchanged.
    pub fn fail(self, why: &str) -> LogicalResult {
        for o in self.created.iter().rev() {
            if self
                .rw
                .body()
                .results(*o)
                .all(|r| self.rw.body().use_empty(r))
            {
                self.rw.erase_op(*o);
            }
        }
        let _ = self.rw.notify_match_failure(self.root, why);
        Err(MatchFailure)
    }
}

/// The types a NativeCodeCall in a `returnType` yields.
pub fn as_types(v: &NValue) -> Option<Vec<Type>> {
    match v {
        NValue::Type(t) => Some(vec![*t]),
        NValue::Types(ts) => Some(ts.clone()),
        _ => None,
    }
}

/// Adds the values a top-level result dag declares (each value of a multi-result call is
/// one declared value; a void call declares none).
pub fn declare(values: &mut Vec<Vec<ValueId>>, v: NValue) {
    match v {
        NValue::Many(items) => values.extend(items.iter().map(NValue::values)),
        NValue::Unit => {}
        v => values.push(v.values()),
    }
}

/// A symbol used before a value was bound to it: the rule does not apply.
pub fn unbound() -> Option<NValue> {
    None
}

/// Result types that cannot be inferred (variadic results): the rule does not apply.
pub fn unbound_types() -> Option<Vec<Type>> {
    None
}

/// Reads a NativeCodeCall argument as the type the helper takes.
pub fn arg<T: FromNValue>(v: &NValue) -> Option<T> {
    T::from_nvalue(v)
}

/// The captures of a NativeCodeCall in a source pattern: its result split into `n` values.
pub fn captures(got: NValue, n: usize) -> Option<Vec<NValue>> {
    Some(match (n, got) {
        (0, _) => Vec::new(),
        (1, NValue::Many(mut v)) if v.len() == 1 => vec![v.remove(0)],
        (1, v) => vec![v],
        (n, NValue::Many(v)) if v.len() == n => v,
        _ => return None,
    })
}

/// The value `index` of a NativeCodeCall's result (`$name__N`), or all of it.
pub fn pick(v: &NValue, index: Option<usize>) -> Option<NValue> {
    match (v, index) {
        (NValue::Many(items), Some(i)) => items.get(i).cloned(),
        (NValue::Many(items), None) if items.len() == 1 => Some(items[0].clone()),
        (v, _) => Some(v.clone()),
    }
}

/// What op creation needs to know of an op beyond its name.
#[derive(Debug, Clone, Copy, Default)]
pub struct OpSpec {
    /// It has `AttrSizedOperandSegments` (write `operandSegmentSizes`).
    pub sized_segments: bool,
    /// Its number of regions.
    pub regions: u32,
}

/// Creates an op at the rewriter's insertion point: operand groups, attributes (inherent
/// ones become properties; default-valued ones left out are filled in, as the parser does;
/// `operandSegmentSizes` for ops with `AttrSizedOperandSegments`), result types, regions.
pub fn create_op(
    rw: &mut PatternRewriter<'_>,
    name: OperationName,
    loc: Location,
    groups: &[Vec<ValueId>],
    mut attrs: Vec<(String, Attribute)>,
    types: Vec<Type>,
    spec: &OpSpec,
) -> OpId {
    let ctx = rw.context();
    if spec.sized_segments {
        let mut bytes = Vec::new();
        for g in groups {
            bytes.extend_from_slice(&(g.len() as i32).to_le_bytes());
        }
        let i32t = ctx.integer_type(32, ropt_ir::Signedness::Signless);
        attrs.push((
            "operandSegmentSizes".into(),
            ctx.dense_array_attr(i32t, groups.len(), &bytes),
        ));
    }
    if let Some(rt) = name.interface::<crate::RuntimeOp>() {
        for (n, v) in &rt.defaults {
            if !attrs.iter().any(|(a, _)| a == n) {
                attrs.push((n.to_string(), *v));
            }
        }
        // Properties are stored as they hold values (a constant or computed integer at
        // the property's width) and start with their initial values.
        for p in rt.plan.props.iter().flatten() {
            match attrs.iter_mut().find(|(a, _)| a == p.id.as_str()) {
                Some((_, v)) => {
                    if let Ok(c) = crate::props::convert(ctx, &p.kind, *v) {
                        *v = c;
                    }
                }
                None => attrs.push((p.id.as_str().to_string(), p.initial)),
            }
        }
    }
    let inherent = |n: &str| name.info().is_some_and(|i| i.is_inherent(n));
    let mut props = Vec::new();
    let mut discardable = Vec::new();
    for (n, v) in attrs {
        let na = NamedAttribute::new(ctx.identifier(&n), v);
        if inherent(&n) {
            props.push(na);
        } else {
            discardable.push(na);
        }
    }
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    discardable.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    let operands: Vec<ValueId> = groups.iter().flatten().copied().collect();
    let mut state = OperationState::new(name, loc)
        .with_operands(&operands)
        .with_result_types(&types);
    if !props.is_empty() {
        state = state.with_properties(ctx.dictionary_attr(&props));
    }
    if !discardable.is_empty() {
        state = state.with_attributes(ctx.dictionary_attr(&discardable));
    }
    state = state.with_new_regions(spec.regions);
    rw.create(state)
}

/// Whether `subject` equals `constant` (`ConstantAttr<...>`, `ConstantProp<...>`: a
/// property compares the constant as it would store it).
pub fn is_constant(ctx: &Context, constant: Option<Attribute>, subject: &NValue) -> bool {
    let Some(c) = constant else {
        return false;
    };
    match subject {
        NValue::Prop(a, kind) => crate::props::convert(ctx, kind, c).ok() == Some(*a),
        _ => subject.attr() == Some(c),
    }
}

/// Property `name` of `op`, with what it holds (an op of a dialect ropt registered from
/// ODS; its properties are always set).
pub fn prop_value(body: &Body, op: OpId, name: &str) -> Option<NValue> {
    let rt: &'static crate::RuntimeOp = body.op_name(op).interface::<crate::RuntimeOp>()?;
    let plan = rt
        .plan
        .props
        .iter()
        .flatten()
        .find(|p| p.id.as_str() == name)?;
    let value = body.attr(op, name).unwrap_or(plan.initial);
    Some(NValue::Prop(value, &plan.kind))
}

/// `value` given to property `i` of a new op of `def`, as the property stores it (an
/// integer computed by a NativeCodeCall is read at the property's width); `None` when it
/// cannot hold it.
pub fn prop_arg(
    ctx: &Context,
    def: &ropt_ods_model::model::OpDef,
    i: usize,
    value: Attribute,
) -> Option<Attribute> {
    let kind = ropt_ods_model::props::PropKind::decode(&def.properties.get(i)?.kind)?;
    crate::props::convert(ctx, &kind, value).ok()
}

/// The default value of an absent default-valued attribute of `op`.
pub fn default_attr(body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    let rt = body.op_name(op).interface::<crate::RuntimeOp>()?;
    rt.defaults
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| *v)
}

/// The value ranges of each definition (`variable[d]`: variadic or optional) among `total`
/// values, from segment `sizes` when given, else splitting the rest evenly.
pub fn groups(variable: &[bool], total: usize, sizes: Option<Vec<i128>>) -> Vec<Range<usize>> {
    let counts: Vec<usize> = match sizes {
        Some(s) if s.len() == variable.len() => s
            .into_iter()
            .map(|n| usize::try_from(n).unwrap_or(0))
            .collect(),
        _ => {
            let nvar = variable.iter().filter(|&&v| v).count();
            let fixed = variable.len() - nvar;
            let each = total.saturating_sub(fixed).checked_div(nvar).unwrap_or(0);
            variable.iter().map(|&v| if v { each } else { 1 }).collect()
        }
    };
    let mut start = 0;
    counts
        .iter()
        .map(|c| {
            let s = start.min(total);
            start += c;
            s..start.min(total)
        })
        .collect()
}

/// A constant attribute (`ConstantAttr<...>`) of builder `kind` (`integer_attr`, ...),
/// value type `value_type` (a `builderCall`) and text `value`.
pub fn constant(
    ctx: &Context,
    kind: &str,
    value_type: Option<&str>,
    value: &str,
) -> Option<Attribute> {
    let text = value.trim();
    let ty = || value_type.and_then(|c| crate::attrs::build_type(ctx, c));
    match kind {
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

/// The constant of a `ConstantAttr<...>` record ([`constant`] of its parts).
pub fn constant_of(ctx: &Context, spec: &super::rules::ConstSpec) -> Option<Attribute> {
    constant(ctx, &spec.kind, spec.value_type.as_deref(), &spec.value)
}

/// Resolves `name` in `ctx` (generated patterns resolve their op names once).
pub fn op_name(ctx: &Context, name: &str) -> OperationName {
    ctx.registry().op_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_split_variadic_values() {
        assert_eq!(
            groups(&[false, true, false], 5, None),
            vec![0..1, 1..4, 4..5]
        );
        assert_eq!(groups(&[true, true], 4, Some(vec![1, 3])), vec![0..1, 1..4]);
        assert_eq!(groups(&[false], 0, None), vec![0..0]);
    }

    #[test]
    fn captures_and_pick() {
        let v = NValue::Many(vec![NValue::Unit, NValue::Attr(None)]);
        assert_eq!(captures(v.clone(), 2).map(|c| c.len()), Some(2));
        assert_eq!(captures(v.clone(), 3), None);
        assert_eq!(pick(&v, Some(1)), Some(NValue::Attr(None)));
        assert_eq!(pick(&NValue::Unit, None), Some(NValue::Unit));
    }
}
