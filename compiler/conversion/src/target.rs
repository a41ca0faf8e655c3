//! [`ConversionTarget`]: which ops are legal after a conversion (MLIR's `ConversionTarget`).
//!
//! An op's legality is looked up by its name first, then by its dialect, then through the
//! unknown-op rule; an op with none of the three is *unknown* (neither legal nor illegal).
//! An action is `Legal`, `Illegal` or `Dynamic` (legal when the callback says so). A
//! dynamic callback answers `Some(legal)` or `None` (no opinion); several callbacks given
//! for the same op (or dialect) are asked newest first until one answers, and no answer
//! means illegal. A legal op marked recursively legal makes the driver skip every op nested
//! in it (a callback may restrict that per op).

use std::sync::Arc;

use ropt_ir::{Body, OpId, OperationName};
use rustc_hash::FxHashMap;

/// A legality callback: `Some(true)` legal, `Some(false)` illegal, `None` no opinion.
pub type LegalityFn = Arc<dyn Fn(&Body, OpId) -> Option<bool> + Send + Sync>;

/// What the target says of an op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when the callback says so.
    Dynamic,
    /// Must be converted.
    Illegal,
}

#[derive(Clone)]
struct Info {
    action: LegalizationAction,
    callback: Option<LegalityFn>,
}

/// Details of a legal op.
#[derive(Debug, Clone, Copy, Default)]
pub struct LegalOpDetails {
    /// The ops nested in this one are legal too and are not visited.
    pub is_recursively_legal: bool,
}

/// The legality rules of a conversion.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<&'static str, Info>,
    dialects: FxHashMap<String, Info>,
    unknown: Option<LegalityFn>,
    recursive: FxHashMap<&'static str, Option<LegalityFn>>,
}

/// Chains `new` before `old`: the first answer wins.
fn compose(new: LegalityFn, old: Option<LegalityFn>) -> LegalityFn {
    match old {
        None => new,
        Some(old) => Arc::new(move |b: &Body, o: OpId| new(b, o).or_else(|| old(b, o))),
    }
}

impl ConversionTarget {
    /// An empty target: every op is unknown.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the action of the op named `name` (keeping a callback already given).
    pub fn set_op_action(&mut self, name: &'static str, action: LegalizationAction) {
        let e = self.ops.entry(name).or_insert(Info {
            action,
            callback: None,
        });
        e.action = action;
    }

    /// Marks the ops named in `names` legal.
    pub fn add_legal_ops(&mut self, names: &[&'static str]) {
        for n in names {
            self.set_op_action(n, LegalizationAction::Legal);
        }
    }

    /// Marks the ops named in `names` illegal.
    pub fn add_illegal_ops(&mut self, names: &[&'static str]) {
        for n in names {
            self.set_op_action(n, LegalizationAction::Illegal);
        }
    }

    /// Marks the op named `name` dynamically legal by `f`.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &'static str,
        f: impl Fn(&Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        let e = self.ops.entry(name).or_insert(Info {
            action: LegalizationAction::Dynamic,
            callback: None,
        });
        e.action = LegalizationAction::Dynamic;
        e.callback = Some(compose(Arc::new(f), e.callback.take()));
    }

    /// Sets the action of every op of the dialects in `dialects`.
    pub fn set_dialect_action(&mut self, dialects: &[&str], action: LegalizationAction) {
        for d in dialects {
            let e = self.dialects.entry((*d).to_owned()).or_insert(Info {
                action,
                callback: None,
            });
            e.action = action;
        }
    }

    /// Marks the dialects in `dialects` legal.
    pub fn add_legal_dialects(&mut self, dialects: &[&str]) {
        self.set_dialect_action(dialects, LegalizationAction::Legal);
    }

    /// Marks the dialects in `dialects` illegal.
    pub fn add_illegal_dialects(&mut self, dialects: &[&str]) {
        self.set_dialect_action(dialects, LegalizationAction::Illegal);
    }

    /// Marks the ops of `dialect` dynamically legal by `f`.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        f: impl Fn(&Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        let e = self.dialects.entry(dialect.to_owned()).or_insert(Info {
            action: LegalizationAction::Dynamic,
            callback: None,
        });
        e.action = LegalizationAction::Dynamic;
        e.callback = Some(compose(Arc::new(f), e.callback.take()));
    }

    /// Makes ops known to no other rule dynamically legal by `f`.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Body, OpId) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.unknown = Some(compose(Arc::new(f), self.unknown.take()));
    }

    /// Marks the (legal) op named `name` recursively legal, when `f` (if any) allows it.
    pub fn mark_op_recursively_legal(&mut self, name: &'static str, f: Option<LegalityFn>) {
        self.recursive.insert(name, f);
    }

    fn info(&self, name: OperationName) -> Option<(LegalizationAction, Option<&LegalityFn>, bool)> {
        if let Some(i) = self.ops.get(name.as_str()) {
            let recursive = self.recursive.contains_key(name.as_str());
            return Some((i.action, i.callback.as_ref(), recursive));
        }
        if let Some(i) = self.dialects.get(name.dialect()) {
            return Some((i.action, i.callback.as_ref(), false));
        }
        self.unknown
            .as_ref()
            .map(|f| (LegalizationAction::Dynamic, Some(f), false))
    }

    /// The action for `name`, if any rule covers it.
    pub fn op_action(&self, name: OperationName) -> Option<LegalizationAction> {
        self.info(name).map(|(a, _, _)| a)
    }

    /// `Some` if `op` is legal.
    pub fn is_legal(&self, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        self.resolve(body.op_name(op)).is_legal(body, op)
    }

    /// True if `op` is explicitly illegal: marked illegal, or dynamically legal with a
    /// callback that says it is not (MLIR's `isIllegal`).
    pub fn is_illegal(&self, body: &Body, op: OpId) -> bool {
        self.resolve(body.op_name(op)).is_illegal_op(body, op)
    }

    /// The rules for ops named `name`, looked up once (a driver keeps them per name, so that
    /// the string-keyed tables are not searched for every op).
    pub fn resolve(&self, name: OperationName) -> ResolvedLegality {
        let Some((action, callback, recursive)) = self.info(name) else {
            return ResolvedLegality::default();
        };
        ResolvedLegality {
            rule: Some((action, callback.cloned())),
            recursive: recursive.then(|| self.recursive.get(name.as_str()).cloned().flatten()),
        }
    }
}

/// The rules of a [`ConversionTarget`] for one op name (see [`ConversionTarget::resolve`]).
#[derive(Clone, Default)]
pub struct ResolvedLegality {
    /// The action and its callback; `None`: no rule (the op is unknown).
    rule: Option<(LegalizationAction, Option<LegalityFn>)>,
    /// Recursively legal, with the callback that may restrict it.
    recursive: Option<Option<LegalityFn>>,
}

impl ResolvedLegality {
    /// `Some` if `op` (of the resolved name) is legal.
    pub fn is_legal(&self, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        let (action, callback) = self.rule.as_ref()?;
        let legal = match action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => {
                callback.as_ref().and_then(|f| f(body, op)).unwrap_or(false)
            }
        };
        if !legal {
            return None;
        }
        let is_recursively_legal = match &self.recursive {
            None => false,
            Some(Some(f)) => f(body, op).unwrap_or(true),
            Some(None) => true,
        };
        Some(LegalOpDetails {
            is_recursively_legal,
        })
    }

    /// True if the ops of the resolved name are marked illegal.
    pub fn is_illegal(&self) -> bool {
        matches!(self.rule, Some((LegalizationAction::Illegal, _)))
    }

    /// True if `op` (of the resolved name) is explicitly illegal: marked illegal, or
    /// dynamically legal with a callback that answers that it is not.
    pub fn is_illegal_op(&self, body: &Body, op: OpId) -> bool {
        match &self.rule {
            Some((LegalizationAction::Illegal, _)) => true,
            Some((LegalizationAction::Dynamic, Some(f))) => f(body, op) == Some(false),
            _ => false,
        }
    }
}
