//! The verifier of an op instance against its [`OpDef`], for dialects loaded
//! at run time: the checks and messages of the verifier mlir-tblgen generates,
//! in the same order (the generated Rust verifiers follow the same plan).
//!
//! 1. present inherent attributes satisfy their constraints (sorted by name);
//! 2. counts of regions, results, successors and operands (the traits ODS
//!    implies: `requires one region`, `expected 2 operands, but found 1`...);
//! 3. structural native traits in the order they are listed: segment-size
//!    attributes (`AttrSizedOperandSegments`), then those the
//!    [`OpInstance`] checks (`HasParent`, `SingleBlock`, ...);
//! 4. required attributes are present (sorted by name);
//! 5. each operand, result, region and successor against its constraint
//!    (`operand #0 must be ..., but got '...'`), with the size checks of
//!    optional and variadic-of-variadic groups;
//! 6. predicate traits (`failed to verify that ...`);
//! 7. the other native traits in the order they are listed, checked by the
//!    [`OpInstance`] (`SameOperandsAndResultShape`, `IsTerminator`, ...).

use std::collections::HashMap;

use crate::model::Pred;
use crate::model::{OpDef, OpTrait, Variadicity};
use crate::pred_eval::{CompiledPred, Dyn, EvalError, Host, compile};

/// The op being verified, as the IR shows it.
pub trait OpInstance {
    /// Handles of values, types, attributes and regions (shared with the
    /// [`Host`] evaluating predicates).
    type Handle: Clone + PartialEq + std::fmt::Debug;
    /// The operand values.
    fn operands(&self) -> Vec<Self::Handle>;
    /// The result values.
    fn results(&self) -> Vec<Self::Handle>;
    /// The type of a value.
    fn value_type(&self, value: &Self::Handle) -> Self::Handle;
    /// The attribute (or property) named `name`, if set.
    fn attribute(&self, name: &str) -> Option<Self::Handle>;
    /// The elements of a dense `i32` array attribute.
    fn dense_i32_elements(&self, attr: &Self::Handle) -> Option<Vec<i64>>;
    /// The regions.
    fn regions(&self) -> Vec<Self::Handle>;
    /// The number of operands.
    fn num_operands(&self) -> usize {
        self.operands().len()
    }
    /// The number of results.
    fn num_results(&self) -> usize {
        self.results().len()
    }
    /// The number of regions.
    fn num_regions(&self) -> usize {
        self.regions().len()
    }
    /// The number of successor blocks.
    fn num_successors(&self) -> usize;
    /// A type as the IR prints it (`i32`).
    fn print_type(&self, ty: &Self::Handle) -> String;
    /// Checks the native trait `name` (with its parameters, e.g. the quoted op
    /// names of `HasParent`); the error is the whole message (usually starting
    /// with `'dialect.op' op `). Traits the instance does not know pass.
    fn native_trait(&self, name: &str, params: &str) -> Result<(), VerifyError> {
        let _ = (name, params);
        Ok(())
    }
}

/// A verification failure: the message after `error: `.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyError {
    /// `'dialect.op' op ...`.
    pub message: String,
}

/// What follows `region #N` in the error of a region that fails its constraint `summary`:
/// mlir-opt names the region only when it has a name.
pub fn region_failure(name: &str, summary: &str) -> String {
    match name {
        "" => format!("failed to verify constraint: {summary}"),
        _ => format!("('{name}') failed to verify constraint: {summary}"),
    }
}

/// Verifies `op` against `def`; predicates are evaluated with `host`.
/// (Compiles the definition's predicates each time: keep an [`OpVerifier`]
/// to verify many ops.)
pub fn verify<O, H>(def: &OpDef, op: &O, host: &H) -> Result<(), VerifyError>
where
    O: OpInstance,
    H: Host<Handle = O::Handle>,
{
    OpVerifier::new(def)?.verify(op, host)
}

/// The verifier of one op definition, with its predicates compiled once.
pub struct OpVerifier<'a> {
    def: &'a OpDef,
    /// Compiled predicates, sorted by the address of the model's `Pred`.
    compiled: Compiled,
    /// Indices of the stored (not derived) attributes, sorted by name.
    sorted_attrs: Vec<usize>,
    /// Whether predicate traits need the op's named values bound.
    needs_bindings: bool,
    /// Results of constraints on uniqued types and attributes, by (predicate, key).
    cache: ResultCache,
}

/// Constraint results by (predicate address, [`Host::cache_key`]).
#[derive(Default)]
struct ResultCache(std::sync::RwLock<rustc_hash::FxHashMap<(usize, usize), bool>>);

impl ResultCache {
    /// Entries kept at most (the cache is cleared when full).
    const LIMIT: usize = 4096;

    fn get(&self, key: (usize, usize)) -> Option<bool> {
        self.0.read().ok()?.get(&key).copied()
    }

    fn put(&self, key: (usize, usize), value: bool) {
        if let Ok(mut m) = self.0.write() {
            if m.len() >= Self::LIMIT {
                m.clear();
            }
            m.insert(key, value);
        }
    }
}

/// Compiled predicates keyed by the address of their `Pred`.
type Compiled = Vec<(*const Pred, CompiledPred)>;

impl<'a> OpVerifier<'a> {
    /// Compiles every predicate of `def`.
    pub fn new(def: &'a OpDef) -> Result<Self, VerifyError> {
        let mut preds: Vec<&Pred> = Vec::new();
        preds.extend(def.attributes.iter().map(|a| &a.constraint.pred));
        preds.extend(def.attributes.iter().map(|a| &a.constraint.storage_pred));
        preds.extend(
            def.operands
                .iter()
                .chain(&def.results)
                .map(|v| &v.constraint.pred),
        );
        preds.extend(def.regions.iter().map(|r| &r.pred));
        for t in &def.traits {
            if let OpTrait::Pred { pred, .. } = t {
                preds.push(pred);
            }
        }
        let mut compiled: Compiled = Vec::new();
        for p in preds {
            let c = compile(p).map_err(|e| VerifyError {
                message: format!(
                    "'{}' op cannot evaluate constraint `{}`: {}",
                    def.name, e.expr, e.message
                ),
            })?;
            compiled.push((p as *const Pred, c));
        }
        compiled.sort_by_key(|(p, _)| *p as usize);
        compiled.dedup_by_key(|(p, _)| *p as usize);
        let mut sorted_attrs: Vec<usize> = (0..def.attributes.len())
            .filter(|&i| !def.attributes[i].constraint.is_derived)
            .collect();
        sorted_attrs.sort_by(|&a, &b| def.attributes[a].name.cmp(&def.attributes[b].name));
        let needs_bindings = def.traits.iter().any(|t| matches!(t, OpTrait::Pred { .. }));
        Ok(OpVerifier {
            def,
            compiled,
            sorted_attrs,
            needs_bindings,
            cache: ResultCache::default(),
        })
    }

    /// The first stored attribute, in name order, that `attr` gives and that
    /// fails its storage predicate (`storage`: the property conversion of the
    /// generic form) or its constraint (the attribute dictionary's inherent
    /// attributes): its index in the definition's attributes.
    pub fn first_bad_attr<H: Host>(
        &self,
        host: &H,
        attr: impl Fn(&str) -> Option<H::Handle>,
        storage: bool,
    ) -> Result<Option<usize>, VerifyError> {
        for &i in &self.sorted_attrs {
            let a = &self.def.attributes[i];
            let Some(value) = attr(&a.name) else { continue };
            let pred = if storage {
                &a.constraint.storage_pred
            } else {
                &a.constraint.pred
            };
            if !holds(self.def, &self.compiled, &self.cache, host, pred, value)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    /// Whether `ty` satisfies the type constraint of operand (`result` false) or result
    /// `index` (true when there is no such value).
    pub fn value_type_holds<H: Host>(
        &self,
        host: &H,
        result: bool,
        index: usize,
        ty: H::Handle,
    ) -> Result<bool, VerifyError> {
        let defs = if result {
            &self.def.results
        } else {
            &self.def.operands
        };
        match defs.get(index) {
            Some(d) => holds(
                self.def,
                &self.compiled,
                &self.cache,
                host,
                &d.constraint.pred,
                ty,
            ),
            None => Ok(true),
        }
    }

    /// Whether `value` can be stored in attribute `index` (its storage predicate,
    /// MLIR's storage class).
    pub fn attr_storage_holds<H: Host>(
        &self,
        host: &H,
        index: usize,
        value: H::Handle,
    ) -> Result<bool, VerifyError> {
        match self.def.attributes.get(index) {
            Some(a) => holds(
                self.def,
                &self.compiled,
                &self.cache,
                host,
                &a.constraint.storage_pred,
                value,
            ),
            None => Ok(true),
        }
    }

    /// Verifies `op`; predicates are evaluated with `host`.
    pub fn verify<O, H>(&self, op: &O, host: &H) -> Result<(), VerifyError>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        self.on(op, host).run()
    }

    fn on<'v, O, H>(&'v self, op: &'v O, host: &'v H) -> Verifier<'v, O, H>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        Verifier {
            def: self.def,
            op,
            host,
            compiled: &self.compiled,
            sorted_attrs: &self.sorted_attrs,
            needs_bindings: self.needs_bindings,
            cache: &self.cache,
        }
    }

    /// Step 2 alone: the counts of regions, results, successors and operands.
    pub fn check_counts<O, H>(&self, op: &O, host: &H) -> Result<(), VerifyError>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        self.on(op, host).check_counts()
    }

    /// One native trait check (`AttrSizedOperandSegments` or one the
    /// instance checks).
    pub fn check_native<O, H>(
        &self,
        op: &O,
        host: &H,
        name: &str,
        params: &str,
    ) -> Result<(), VerifyError>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        let v = self.on(op, host);
        match name {
            "AttrSizedOperandSegments" => v
                .segment_sizes("operand", "operandSegmentSizes", op.num_operands())
                .map(drop),
            "AttrSizedResultSegments" => v
                .segment_sizes("result", "resultSegmentSizes", op.num_results())
                .map(drop),
            _ => op.native_trait(name, params),
        }
    }

    /// The number of values in each operand (`results` false) or result group.
    pub fn value_groups<O, H>(
        &self,
        op: &O,
        host: &H,
        results: bool,
    ) -> Result<Vec<usize>, VerifyError>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        let v = self.on(op, host);
        if results {
            v.groups(&self.def.results, op.num_results(), "result")
        } else {
            v.groups(&self.def.operands, op.num_operands(), "operand")
        }
    }

    /// The size checks of operand (`results` false) or result group `group`,
    /// of `count` values starting at value `start`.
    pub fn check_group<O, H>(
        &self,
        op: &O,
        host: &H,
        results: bool,
        group: usize,
        start: usize,
        count: usize,
    ) -> Result<(), VerifyError>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        let (kind, d) = if results {
            ("result", &self.def.results[group])
        } else {
            ("operand", &self.def.operands[group])
        };
        self.on(op, host).check_group(kind, d, start, count)
    }

    /// Step 6 alone: the predicate traits, with the op's named values bound.
    pub fn check_pred_traits<O, H>(&self, op: &O, host: &H) -> Result<(), VerifyError>
    where
        O: OpInstance,
        H: Host<Handle = O::Handle>,
    {
        let v = self.on(op, host);
        let mut bindings: HashMap<String, Dyn<O::Handle>> = HashMap::new();
        for (results, defs) in [(false, &self.def.operands), (true, &self.def.results)] {
            let values = if results { op.results() } else { op.operands() };
            let groups = self.value_groups(op, host, results)?;
            v.bind(defs, &values, &groups, &mut bindings);
        }
        v.check_pred_traits(bindings)
    }
}

/// Whether `subject` satisfies `pred` (a predicate of `def`), cached by the
/// subject's [`Host::cache_key`].
fn holds<H: Host>(
    def: &OpDef,
    compiled: &Compiled,
    cache: &ResultCache,
    host: &H,
    pred: &Pred,
    subject: H::Handle,
) -> Result<bool, VerifyError> {
    let key = host
        .cache_key(&subject)
        .map(|k| (pred as *const Pred as usize, k));
    if let Some(v) = key.and_then(|k| cache.get(k)) {
        return Ok(v);
    }
    let v = eval(
        def,
        compiled,
        host,
        pred,
        Dyn::Handle(subject),
        &HashMap::new(),
    )?;
    if let Some(k) = key {
        cache.put(k, v);
    }
    Ok(v)
}

/// Evaluates the compiled form of `pred` (a predicate of `def`).
fn eval<H: Host>(
    def: &OpDef,
    compiled: &Compiled,
    host: &H,
    pred: &Pred,
    subject: Dyn<H::Handle>,
    vars: &HashMap<String, Dyn<H::Handle>>,
) -> Result<bool, VerifyError> {
    let key = pred as *const Pred as usize;
    let c = compiled
        .binary_search_by_key(&key, |(p, _)| *p as usize)
        .ok()
        .map(|i| &compiled[i].1)
        .ok_or_else(|| VerifyError {
            message: format!("'{}' op has a predicate that was not compiled", def.name),
        })?;
    c.eval(subject, vars, host).map_err(|e| eval_error(def, e))
}

fn eval_error(def: &OpDef, e: EvalError) -> VerifyError {
    VerifyError {
        message: format!(
            "'{}' op cannot evaluate constraint `{}`: {}",
            def.name, e.expr, e.message
        ),
    }
}

struct Verifier<'a, O: OpInstance, H> {
    def: &'a OpDef,
    op: &'a O,
    host: &'a H,
    compiled: &'a Compiled,
    sorted_attrs: &'a [usize],
    needs_bindings: bool,
    cache: &'a ResultCache,
}

impl<O, H> Verifier<'_, O, H>
where
    O: OpInstance,
    H: Host<Handle = O::Handle>,
{
    fn fail<T>(&self, message: impl AsRef<str>) -> Result<T, VerifyError> {
        Err(VerifyError {
            message: format!("'{}' op {}", self.def.name, message.as_ref()),
        })
    }

    fn holds(&self, pred: &Pred, subject: O::Handle) -> Result<bool, VerifyError> {
        holds(
            self.def,
            self.compiled,
            self.cache,
            self.host,
            pred,
            subject,
        )
    }

    fn eval(
        &self,
        pred: &Pred,
        subject: Dyn<O::Handle>,
        vars: &HashMap<String, Dyn<O::Handle>>,
    ) -> Result<bool, VerifyError> {
        eval(self.def, self.compiled, self.host, pred, subject, vars)
    }

    fn run(&self) -> Result<(), VerifyError> {
        let def = self.def;
        // Stored (not derived) attributes, sorted by name.
        let attrs = self.sorted_attrs.iter().map(|&i| &def.attributes[i]);
        // 1. Present inherent attributes.
        for a in attrs.clone() {
            if let Some(value) = self.op.attribute(&a.name)
                && !self.holds(&a.constraint.pred, value)?
            {
                return self.fail(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.constraint.summary
                ));
            }
        }
        // 2. Counts.
        self.check_counts()?;
        // 3. Structural native traits.
        self.check_native_traits(true)?;
        // 4. Required attributes.
        for a in attrs {
            let required = !a.constraint.is_optional && a.constraint.default_value.is_none();
            if required && self.op.attribute(&a.name).is_none() {
                return self.fail(format!("requires attribute '{}'", a.name));
            }
        }
        // 5. Operands, results, regions, successors.
        let operands = self.op.operands();
        let operand_groups = self.groups(&def.operands, operands.len(), "operand")?;
        let mut bindings: HashMap<String, Dyn<O::Handle>> = HashMap::new();
        self.check_values(
            "operand",
            &def.operands,
            &operands,
            &operand_groups,
            &mut bindings,
        )?;
        let results = self.op.results();
        let result_groups = self.groups(&def.results, results.len(), "result")?;
        self.check_values(
            "result",
            &def.results,
            &results,
            &result_groups,
            &mut bindings,
        )?;
        let regions = self.op.regions();
        let fixed = def.regions.iter().filter(|r| !r.is_variadic).count();
        let mut index = 0;
        for r in &def.regions {
            let count = if r.is_variadic {
                regions.len().saturating_sub(fixed)
            } else {
                1
            };
            for region in regions.iter().skip(index).take(count) {
                if !self.holds(&r.pred, region.clone())? {
                    return self.fail(format!(
                        "region #{index} {}",
                        region_failure(&r.name, &r.summary)
                    ));
                }
                index += 1;
            }
        }
        if self.needs_bindings {
            // 6. Predicate traits.
            self.check_pred_traits(bindings)?;
        }
        // 7. The other native traits.
        self.check_native_traits(false)
    }

    /// The predicate traits, with the named operands and results `bindings`.
    fn check_pred_traits(
        &self,
        mut bindings: HashMap<String, Dyn<O::Handle>>,
    ) -> Result<(), VerifyError> {
        for a in &self.def.attributes {
            if let Some(v) = self.op.attribute(&a.name) {
                bindings.insert(format!("${}", a.name), Dyn::Handle(v));
            }
        }
        for t in &self.def.traits {
            if let OpTrait::Pred {
                summary,
                pred,
                types_match,
                types_match_with,
            } = t
            {
                // A type equality naming an absent optional operand or result holds (MLIR's
                // `OptionalTypesMatchWith` guards its comparison so).
                let absent = |n: &crate::text::Str| {
                    !bindings.contains_key(&format!("${n}"))
                        && (self.def.operand_index(n).is_some()
                            || self.def.result_index(n).is_some())
                };
                let names = types_match_with.iter().flat_map(|(l, r, _)| [l, r]);
                if types_match.iter().chain(names).any(absent) {
                    continue;
                }
                let ok = self.eval(pred, Dyn::None, &bindings)?;
                if !ok {
                    return self.fail(format!("failed to verify that {summary}"));
                }
            }
        }
        Ok(())
    }

    /// Binds the named groups of `defs` (sizes `groups`) over `values`.
    fn bind(
        &self,
        defs: &[crate::model::ValueDef],
        values: &[O::Handle],
        groups: &[usize],
        bindings: &mut HashMap<String, Dyn<O::Handle>>,
    ) {
        let mut index = 0;
        for (d, &count) in defs.iter().zip(groups) {
            let start = index.min(values.len());
            let group = &values[start..(start + count).min(values.len())];
            index += group.len();
            if d.name.is_empty() {
                continue;
            }
            let bound = if matches!(d.variadicity, Variadicity::Single | Variadicity::Optional) {
                group.first().map(|v| Dyn::Handle(v.clone()))
            } else {
                Some(Dyn::List(
                    group.iter().map(|v| Dyn::Handle(v.clone())).collect(),
                ))
            };
            if let Some(b) = bound {
                bindings.insert(format!("${}", d.name), b);
            }
        }
    }

    /// The size checks of one group (`d`) of `count` values from `index`.
    fn check_group(
        &self,
        kind: &str,
        d: &crate::model::ValueDef,
        index: usize,
        count: usize,
    ) -> Result<(), VerifyError> {
        match &d.variadicity {
            Variadicity::Optional if count > 1 => self.fail(format!(
                "{kind} group starting at #{index} requires 0 or 1 element, but found {count}"
            )),
            Variadicity::VariadicOfVariadic(attr) => {
                if self
                    .op
                    .attribute(attr)
                    .and_then(|a| self.op.dense_i32_elements(&a))
                    .is_none()
                {
                    return self.fail(format!("requires dense i32 array attribute '{attr}'"));
                }
                self.checked_sizes(&d.name, attr, count, None).map(drop)
            }
            _ => Ok(()),
        }
    }

    /// The native traits that are (`structural`) or are not structural, in
    /// the order they are listed.
    fn check_native_traits(&self, structural: bool) -> Result<(), VerifyError> {
        for t in &self.def.traits {
            let (name, params, s) = match t {
                OpTrait::Native {
                    name,
                    params,
                    structural,
                } => (name, params.as_str(), *structural),
                // Interfaces whose verifier the instance knows.
                // `isOptionalSymbol` declared: the op may have no `sym_name` (a module).
                OpTrait::Interface {
                    name, overridden, ..
                } if name == "SymbolOpInterface" => {
                    let optional = overridden.iter().any(|m| m == "isOptionalSymbol");
                    (name, if optional { "optional" } else { "" }, false)
                }
                _ => continue,
            };
            if s != structural {
                continue;
            }
            match name.as_str() {
                "AttrSizedOperandSegments" => {
                    let total = self.op.num_operands();
                    self.segment_sizes("operand", "operandSegmentSizes", total)?;
                }
                "AttrSizedResultSegments" => {
                    let total = self.op.num_results();
                    self.segment_sizes("result", "resultSegmentSizes", total)?;
                }
                _ => self.op.native_trait(name, params)?,
            }
        }
        Ok(())
    }

    /// The sizes held by the segment-size attribute `attr` (all zero when it
    /// is absent or has another number of elements than `len`), checked to be
    /// non-negative and to add up to `total` values named `what`.
    fn checked_sizes(
        &self,
        what: &str,
        attr: &str,
        total: usize,
        len: Option<usize>,
    ) -> Result<Vec<usize>, VerifyError> {
        let sizes = self
            .op
            .attribute(attr)
            .and_then(|a| self.op.dense_i32_elements(&a))
            .filter(|s| len.is_none_or(|n| s.len() == n))
            .unwrap_or_else(|| vec![0; len.unwrap_or(0)]);
        if sizes.iter().any(|&s| s < 0) {
            return self.fail(format!("'{attr}' attribute cannot have negative elements"));
        }
        let sum: i64 = sizes.iter().sum();
        if usize::try_from(sum).ok() != Some(total) {
            return self.fail(format!(
                "{what} count ({total}) does not match with the total size ({sum}) specified \
                 in attribute '{attr}'"
            ));
        }
        Ok(sizes.into_iter().map(|s| s as usize).collect())
    }

    /// The checked sizes of an `AttrSized{Operand,Result}Segments` attribute.
    fn segment_sizes(
        &self,
        kind: &str,
        attr: &str,
        total: usize,
    ) -> Result<Vec<usize>, VerifyError> {
        let defs = if kind == "operand" {
            &self.def.operands
        } else {
            &self.def.results
        };
        self.checked_sizes(kind, attr, total, Some(defs.len()))
    }

    /// The count checks ODS implies, in mlir-tblgen's order.
    fn check_counts(&self) -> Result<(), VerifyError> {
        let def = self.def;
        let regions = self.op.num_regions();
        let fixed_regions = def.regions.iter().filter(|r| !r.is_variadic).count();
        if def.regions.iter().any(|r| r.is_variadic) {
            if regions < fixed_regions {
                return self.fail(format!("expected at least {fixed_regions} regions"));
            }
        } else if regions != fixed_regions {
            return match fixed_regions {
                0 => self.fail("requires zero regions"),
                1 => self.fail("requires one region"),
                n => self.fail(format!("expected {n} regions")),
            };
        }
        let results = self.op.num_results();
        let fixed_results = def
            .results
            .iter()
            .filter(|r| !r.is_variable_length())
            .count();
        if def.results.iter().any(|r| r.is_variable_length()) {
            if results < fixed_results {
                return self.fail(format!("expected {fixed_results} or more results"));
            }
        } else if results != fixed_results {
            return match fixed_results {
                0 => self.fail("requires zero results"),
                1 => self.fail("requires one result"),
                n => self.fail(format!("expected {n} results")),
            };
        }
        let successors = self.op.num_successors();
        let fixed_successors = def.successors.iter().filter(|s| !s.is_variadic).count();
        if def.successors.iter().any(|s| s.is_variadic) {
            if successors < fixed_successors {
                return self.fail(format!(
                    "requires at least {fixed_successors} successors but found {successors}"
                ));
            }
        } else if successors != fixed_successors {
            let noun = if fixed_successors == 1 {
                "successor"
            } else {
                "successors"
            };
            return self.fail(format!(
                "requires {fixed_successors} {noun} but found {successors}"
            ));
        }
        let operands = self.op.num_operands();
        let fixed_operands = def
            .operands
            .iter()
            .filter(|o| !o.is_variable_length())
            .count();
        if def.operands.iter().any(|o| o.is_variable_length()) {
            if operands < fixed_operands {
                return self.fail(format!(
                    "expected {fixed_operands} or more operands, but found {operands}"
                ));
            }
        } else if operands != fixed_operands {
            return match fixed_operands {
                0 => self.fail("requires zero operands"),
                1 => self.fail("requires a single operand"),
                n => self.fail(format!("expected {n} operands, but found {operands}")),
            };
        }
        Ok(())
    }

    /// The number of values in each operand (result) group.
    fn groups(
        &self,
        defs: &[crate::model::ValueDef],
        total: usize,
        kind: &str,
    ) -> Result<Vec<usize>, VerifyError> {
        let variable = defs.iter().filter(|d| d.is_variable_length()).count();
        let fixed = defs.len() - variable;
        let (segments_trait, attr_name) = if kind == "operand" {
            ("AttrSizedOperandSegments", "operandSegmentSizes")
        } else {
            ("AttrSizedResultSegments", "resultSegmentSizes")
        };
        if self.def.has_trait(segments_trait) {
            return self.segment_sizes(kind, attr_name, total);
        }
        let each = total
            .saturating_sub(fixed)
            .checked_div(variable)
            .unwrap_or(0);
        Ok(defs
            .iter()
            .map(|d| if d.is_variable_length() { each } else { 1 })
            .collect())
    }

    fn check_values(
        &self,
        kind: &str,
        defs: &[crate::model::ValueDef],
        values: &[O::Handle],
        groups: &[usize],
        bindings: &mut HashMap<String, Dyn<O::Handle>>,
    ) -> Result<(), VerifyError> {
        let mut index = 0;
        for (d, &count) in defs.iter().zip(groups) {
            let start = index.min(values.len());
            let group = &values[start..(start + count).min(values.len())];
            let single = matches!(d.variadicity, Variadicity::Single | Variadicity::Optional);
            self.check_group(kind, d, index, group.len())?;
            if self.needs_bindings && !d.name.is_empty() {
                let bound = if single {
                    group.first().map(|v| Dyn::Handle(v.clone()))
                } else {
                    Some(Dyn::List(
                        group.iter().map(|v| Dyn::Handle(v.clone())).collect(),
                    ))
                };
                if let Some(b) = bound {
                    bindings.insert(format!("${}", d.name), b);
                }
            }
            for v in group {
                let ty = self.op.value_type(v);
                if !self.holds(&d.constraint.pred, ty.clone())? {
                    return self.fail(format!(
                        "{kind} #{index} must be {}, but got '{}'",
                        d.verifier_summary,
                        self.op.print_type(&ty)
                    ));
                }
                index += 1;
            }
        }
        Ok(())
    }
}
