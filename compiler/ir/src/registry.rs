//! The registry of dialects and operations known to a [`crate::Context`].
//!
//! Registration happens before any IR is built (it needs `&mut Context`, through
//! [`crate::Context::registry_mut`]); afterwards the registry is read-only and shared by every
//! thread without locks. Only the interning of *unregistered* operation names takes a lock.
//!
//! ```
//! use ropt_ir::registry::{DialectInfo, OpInfo, Traits};
//! let mut ctx = ropt_ir::Context::new();
//! let reg = ctx.registry_mut();
//! reg.register_dialect(DialectInfo::new("test"));
//! reg.register_op(OpInfo::new("test.ret").with_traits(Traits::TERMINATOR));
//! let name = ctx.registry().op_name("test.ret");
//! assert!(name.is_registered());
//! assert!(name.has_trait(Traits::TERMINATOR));
//! assert!(!ctx.registry().op_name("other.op").is_registered());
//! assert_eq!(ctx.registry().op_name("other.op"), ctx.registry().op_name("other.op"));
//! ```

use std::any::{Any, TypeId};
use std::sync::Mutex;

use rustc_hash::FxHashMap;

use crate::body::{Body, OpId, ValueId};
use crate::diagnostics::Diagnostic;
use crate::{Attribute, Context};

/// A set of the op traits the core knows about (a bitset; combine with `|`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Traits(pub u64);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Regions may not use values defined above; the op owns its own [`Body`].
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 0);
    /// The op terminates its block.
    pub const TERMINATOR: Traits = Traits(1 << 1);
    /// Blocks of the op's single-block regions need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    /// Every region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 3);
    /// The op's region is a symbol table (symbol names in it are unique).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 4);
    /// The op defines a symbol (a `sym_name` attribute).
    pub const SYMBOL: Traits = Traits(1 << 5);
    /// The op materializes a constant (folds to an attribute, has no operands).
    pub const CONSTANT_LIKE: Traits = Traits(1 << 6);
    /// Operand order does not matter.
    pub const COMMUTATIVE: Traits = Traits(1 << 7);
    /// The op returns control to its parent op (like `func.return`).
    pub const RETURN_LIKE: Traits = Traits(1 << 8);
    /// The op starts a new affine scope.
    pub const AFFINE_SCOPE: Traits = Traits(1 << 9);
    /// Stack allocations inside the op are freed when it exits.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 10);
    /// `f(f(x)) == f(x)`.
    pub const IDEMPOTENT: Traits = Traits(1 << 11);
    /// `f(f(x)) == x`.
    pub const INVOLUTION: Traits = Traits(1 << 12);
    /// Operands and results all have the same type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 13);
    /// The op has no side effects (MLIR's `Pure`).
    pub const PURE: Traits = Traits(1 << 14);
    /// The op has exactly one region whose single block has an implicit terminator.
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: Traits = Traits(1 << 15);
    /// The op may only appear in a region of the given parent (checked by its verifier).
    pub const HAS_PARENT: Traits = Traits(1 << 16);
    /// The op has no side effects other than allocation and may be speculated.
    pub const ALWAYS_SPECULATABLE: Traits = Traits(1 << 17);
    /// The op's memory effects are those of the ops nested in it (MLIR's
    /// `HasRecursiveMemoryEffects`).
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 18);
    /// The op applies element by element to vectors and tensors (MLIR's `Elementwise`).
    pub const ELEMENTWISE: Traits = Traits(1 << 19);

    /// True if every trait in `other` is in `self`.
    #[inline]
    pub fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        Traits(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for Traits {
    fn bitor_assign(&mut self, rhs: Traits) {
        self.0 |= rhs.0;
    }
}

/// Whether the blocks of a region follow SSA dominance (`SsaCfg`) or not (`Graph`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegionKind {
    /// Values must dominate their uses; blocks form a control-flow graph.
    SsaCfg,
    /// No dominance requirement; at most one block (for registered ops).
    Graph,
}

/// Checks invariants of one op; returns the first error found.
pub type VerifyFn = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

/// One result of folding: a constant or an existing value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpFoldResult {
    /// The result folds to this constant.
    Attribute(Attribute),
    /// The result folds to this existing value.
    Value(ValueId),
}

impl OpFoldResult {
    /// The folder of a constant op: its one result is `value`, when the op has it. Pushes it and
    /// returns `true`, else returns `false`.
    pub fn constant(value: Option<Attribute>, out: &mut Vec<OpFoldResult>) -> bool {
        match value {
            Some(v) => {
                out.push(OpFoldResult::Attribute(v));
                true
            }
            None => false,
        }
    }
}

/// Tries to fold an op given its operands' constant values (`None`: not constant). Returns
/// `true` if it folded: either it pushed one [`OpFoldResult`] per result, or it pushed nothing
/// and updated the op in place.
pub type FoldFn =
    fn(&Context, &mut Body, OpId, &[Option<Attribute>], &mut Vec<OpFoldResult>) -> bool;

/// The fold hook of a constant-like op: it folds to its `value` attribute (`arith.constant`,
/// `func.constant`, ...).
pub fn fold_value_attr(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    match body.attr(op, "value") {
        Some(v) => {
            out.push(OpFoldResult::Attribute(v));
            true
        }
        None => false,
    }
}

/// Suggests SSA names for an op's results (MLIR's `getAsmResultNames`): calls the callback with
/// a result and its suggested name.
pub type ResultNamesFn = fn(&Body, OpId, &mut dyn FnMut(ValueId, &str));

/// Suggests SSA names for the arguments of the blocks in region number `index` of an op (MLIR's
/// `getAsmBlockArgumentNames`): calls the callback with an argument and its suggested name.
/// The arguments live in `body.regions_body(op)`.
pub type BlockArgNamesFn = fn(&Body, OpId, usize, &mut dyn FnMut(ValueId, &str));

/// The default values of an op's default-valued inherent attributes (an interface of its
/// [`OpInfo`]): the generic-form parser adds those the text leaves out, as MLIR fills in
/// default properties.
pub struct InherentDefaults(pub Vec<crate::NamedAttribute>);

/// Checks the inherent attributes of an op being parsed in generic form, as MLIR does while
/// it builds the op's properties: `given` is the `<{...}>` text's dictionary, if any; `props`
/// the properties built so far (the entries of `given`, else the inherent entries of the
/// attribute dictionary, plus the defaults of absent ones) and `attrs` the discardable
/// attributes, from which the hook drops the entries MLIR drops. The error is the whole
/// message, reported at the op's name.
pub type InherentAttrCheckFn = fn(
    &Context,
    &OpInfo,
    given: Option<Attribute>,
    props: &mut Option<Attribute>,
    attrs: &mut Option<Attribute>,
) -> Result<(), String>;

/// Gives the kind of the op's region number `index` (MLIR's `RegionKindInterface`).
pub type RegionKindFn = fn(u32) -> RegionKind;

/// Type-keyed interface implementations (each a leaked value of the interface's type).
#[derive(Default)]
pub struct Interfaces(FxHashMap<TypeId, &'static (dyn Any + Send + Sync)>);

impl Interfaces {
    /// Adds (or replaces) the implementation of interface `T`.
    pub fn insert<T: Any + Send + Sync>(&mut self, value: T) {
        let leaked: &'static T = Box::leak(Box::new(value));
        self.0.insert(TypeId::of::<T>(), leaked);
    }

    /// The implementation of interface `T`, if any.
    #[inline]
    pub fn get<T: Any + Send + Sync>(&self) -> Option<&'static T> {
        let v: &'static (dyn Any + Send + Sync) = *self.0.get(&TypeId::of::<T>())?;
        // SAFETY: `insert` files a value under its own type's id, so the value found under
        // `T`'s id is a `T` (this skips `downcast_ref`'s second, dynamic, type check).
        Some(unsafe { &*(v as *const (dyn Any + Send + Sync) as *const T) })
    }
}

/// What the registry knows about a registered operation.
pub struct OpInfo {
    /// The full name, `dialect.op`.
    pub name: String,
    /// The traits the op has.
    pub traits: Traits,
    /// Names of the inherent attributes (stored as properties), in declaration order.
    pub inherent_attrs: Vec<String>,
    /// Names of the op's property arguments (ODS `Property`s): stored as
    /// properties too, but an attribute dictionary does not set them (only
    /// `<{...}>` does).
    pub properties: Vec<String>,
    /// Interface implementations.
    pub interfaces: Interfaces,
    /// Op-specific invariants, run before nested ops are verified.
    pub verify: Option<VerifyFn>,
    /// Invariants involving nested ops, run after nested ops are verified.
    pub verify_regions: Option<VerifyFn>,
    /// Constant folding.
    pub fold: Option<FoldFn>,
    /// Result name suggestions for the printer.
    pub result_names: Option<ResultNamesFn>,
    /// Block argument name suggestions for the printer.
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Region kinds; `None` means every region is [`RegionKind::SsaCfg`].
    pub region_kind: Option<RegionKindFn>,
    /// Checks the inherent attributes of the generic form while parsing.
    pub check_inherent_attrs: Option<InherentAttrCheckFn>,
}

impl OpInfo {
    /// Info for `name` with no traits and no hooks.
    pub fn new(name: &str) -> Self {
        OpInfo {
            name: name.to_owned(),
            traits: Traits::NONE,
            inherent_attrs: Vec::new(),
            properties: Vec::new(),
            interfaces: Interfaces::default(),
            verify: None,
            verify_regions: None,
            fold: None,
            result_names: None,
            block_arg_names: None,
            region_kind: None,
            check_inherent_attrs: None,
        }
    }

    /// Adds traits.
    pub fn with_traits(mut self, traits: Traits) -> Self {
        self.traits |= traits;
        self
    }

    /// Sets the inherent attribute names.
    pub fn with_inherent_attrs(mut self, names: &[&str]) -> Self {
        self.inherent_attrs = names.iter().map(|s| s.to_string()).collect();
        self
    }

    /// Sets the property argument names.
    pub fn with_properties(mut self, names: &[&str]) -> Self {
        self.properties = names.iter().map(|s| s.to_string()).collect();
        self
    }

    /// Whether `name` is an inherent attribute or a property of the op.
    pub fn is_inherent(&self, name: &str) -> bool {
        self.inherent_attrs
            .iter()
            .chain(&self.properties)
            .any(|n| n == name)
    }

    /// Sets the verify hook.
    pub fn with_verify(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }

    /// Sets the region verify hook.
    pub fn with_verify_regions(mut self, f: VerifyFn) -> Self {
        self.verify_regions = Some(f);
        self
    }

    /// Sets the fold hook.
    pub fn with_fold(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }

    /// Sets the result-name hook.
    pub fn with_result_names(mut self, f: ResultNamesFn) -> Self {
        self.result_names = Some(f);
        self
    }

    /// Sets the block-argument-name hook.
    pub fn with_block_arg_names(mut self, f: BlockArgNamesFn) -> Self {
        self.block_arg_names = Some(f);
        self
    }

    /// Sets the region kinds (MLIR's `RegionKindInterface`).
    pub fn with_region_kind(mut self, f: RegionKindFn) -> Self {
        self.region_kind = Some(f);
        self
    }

    /// Sets the parse-time check of the inherent attributes.
    pub fn with_check_inherent_attrs(mut self, f: InherentAttrCheckFn) -> Self {
        self.check_inherent_attrs = Some(f);
        self
    }

    /// Adds an interface implementation.
    pub fn with_interface<T: Any + Send + Sync>(mut self, value: T) -> Self {
        self.interfaces.insert(value);
        self
    }

    /// The dialect namespace (the part of the name before the first `.`).
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or("", |(d, _)| d)
    }
}

/// What the registry knows about a dialect.
pub struct DialectInfo {
    /// The namespace (`builtin`, `func`, ...).
    pub name: String,
    /// Whether ops of this dialect that are not registered are accepted by the verifier.
    pub allow_unknown_ops: bool,
    /// Whether types of this dialect that are not registered are accepted by the parser.
    pub allow_unknown_types: bool,
    /// Interface implementations (e.g. asm hooks for dialect types/attributes).
    pub interfaces: Interfaces,
    /// Checks a discardable attribute named `<dialect>.<name>` on any op (MLIR's
    /// `verifyOperationAttribute`), run by the verifier when it enters the op.
    pub verify_op_attribute: Option<DialectAttrVerifyFn>,
    /// Checks an attribute named `<dialect>.<name>` of a function's argument or result
    /// (MLIR's `verifyRegionArgAttribute` and `verifyRegionResultAttribute`), run by the
    /// function interface's verifier.
    pub verify_region_attribute: Option<DialectRegionAttrVerifyFn>,
}

/// Checks one dialect-prefixed attribute of the argument (`result`: of the result) `index`
/// of the function `OpId`.
pub type DialectRegionAttrVerifyFn =
    fn(&Context, &Body, OpId, ValuePosition, crate::NamedAttribute) -> Result<(), Diagnostic>;

/// Which argument or result of a function an attribute is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValuePosition {
    /// A result (else an argument).
    pub result: bool,
    /// Its index.
    pub index: usize,
}

/// Checks one dialect-prefixed discardable attribute of an op.
pub type DialectAttrVerifyFn =
    fn(&Context, &Body, OpId, crate::NamedAttribute) -> Result<(), Diagnostic>;

impl DialectInfo {
    /// A dialect with no hooks that rejects unknown ops and types.
    pub fn new(name: &str) -> Self {
        DialectInfo {
            name: name.to_owned(),
            allow_unknown_ops: false,
            allow_unknown_types: false,
            interfaces: Interfaces::default(),
            verify_op_attribute: None,
            verify_region_attribute: None,
        }
    }

    /// Sets the discardable-attribute verifier.
    pub fn with_verify_op_attribute(mut self, f: DialectAttrVerifyFn) -> Self {
        self.verify_op_attribute = Some(f);
        self
    }

    /// Sets the argument and result attribute verifier.
    pub fn with_verify_region_attribute(mut self, f: DialectRegionAttrVerifyFn) -> Self {
        self.verify_region_attribute = Some(f);
        self
    }

    /// Adds an interface implementation.
    pub fn with_interface<T: Any + Send + Sync>(mut self, value: T) -> Self {
        self.interfaces.insert(value);
        self
    }
}

/// The storage behind an [`OperationName`].
pub struct OpNameData {
    name: Box<str>,
    dialect_len: usize,
    info: Option<OpInfo>,
    /// The exact bytes of an unregistered name that is not UTF-8 (`name` is then their lossy
    /// text, used only for diagnostics and the dialect prefix).
    bytes: Option<Box<[u8]>>,
}

/// An interned operation name, registered or not. `Copy`; equality is identity.
#[derive(Clone, Copy)]
pub struct OperationName(&'static OpNameData);

impl OperationName {
    /// The full name (`dialect.op`).
    #[inline]
    pub fn as_str(self) -> &'static str {
        &self.0.name
    }

    /// The exact bytes of the name: those of [`Self::as_str`] but for an unregistered name
    /// that is not UTF-8 (`"t.\FF"()`), which keeps its bytes as mlir-opt does.
    #[inline]
    pub fn as_bytes(self) -> &'static [u8] {
        match &self.0.bytes {
            Some(b) => b,
            None => self.0.name.as_bytes(),
        }
    }

    /// The dialect namespace (before the first `.`; the whole name if there is no `.`).
    pub fn dialect(self) -> &'static str {
        &self.0.name[..self.0.dialect_len]
    }

    /// The name without the dialect prefix.
    pub fn op_name(self) -> &'static str {
        let n = &self.0.name;
        if self.0.dialect_len < n.len() {
            &n[self.0.dialect_len + 1..]
        } else {
            n
        }
    }

    /// The registered info, if the op is registered.
    #[inline]
    pub fn info(self) -> Option<&'static OpInfo> {
        self.0.info.as_ref()
    }

    /// True if the op is registered.
    #[inline]
    pub fn is_registered(self) -> bool {
        self.0.info.is_some()
    }

    /// True if the op is registered with all of `traits`.
    #[inline]
    pub fn has_trait(self, traits: Traits) -> bool {
        self.info().is_some_and(|i| i.traits.contains(traits))
    }

    /// True if the op may have `traits`: registered with them, or unregistered (MLIR's
    /// `mightHaveTrait`).
    #[inline]
    pub fn might_have_trait(self, traits: Traits) -> bool {
        self.info().is_none_or(|i| i.traits.contains(traits))
    }

    /// True if the op's regions live in their own [`Body`].
    #[inline]
    pub fn is_isolated_from_above(self) -> bool {
        self.has_trait(Traits::ISOLATED_FROM_ABOVE)
    }

    /// The kind of region number `index`.
    pub fn region_kind(self, index: u32) -> RegionKind {
        match self.info().and_then(|i| i.region_kind) {
            Some(f) => f(index),
            None => RegionKind::SsaCfg,
        }
    }

    /// The implementation of interface `T`, if the op is registered with it.
    pub fn interface<T: Any + Send + Sync>(self) -> Option<&'static T> {
        self.info().and_then(|i| i.interfaces.get::<T>())
    }
}

impl PartialEq for OperationName {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for OperationName {}
impl std::hash::Hash for OperationName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.0 as *const OpNameData as usize).hash(state)
    }
}
impl std::fmt::Debug for OperationName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OperationName({:?})", self.as_str())
    }
}
impl std::fmt::Display for OperationName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

fn leak_name(name: &str, info: Option<OpInfo>, bytes: Option<Box<[u8]>>) -> OperationName {
    let dialect_len = name.find('.').unwrap_or(name.len());
    OperationName(Box::leak(Box::new(OpNameData {
        name: name.into(),
        dialect_len,
        info,
        bytes,
    })))
}

/// Registered dialects and operations, plus the interned unregistered op names.
#[derive(Default)]
pub struct Registry {
    dialects: FxHashMap<Box<str>, &'static DialectInfo>,
    dialect_order: Vec<&'static DialectInfo>,
    ops: FxHashMap<Box<str>, OperationName>,
    unregistered: Mutex<FxHashMap<Box<[u8]>, OperationName>>,
}

impl Registry {
    /// Registers a dialect (replacing a previous one of the same name).
    pub fn register_dialect(&mut self, info: DialectInfo) -> &'static DialectInfo {
        let leaked: &'static DialectInfo = Box::leak(Box::new(info));
        if self
            .dialects
            .insert(leaked.name.as_str().into(), leaked)
            .is_none()
        {
            self.dialect_order.push(leaked);
        } else if let Some(slot) = self
            .dialect_order
            .iter_mut()
            .find(|d| d.name == leaked.name)
        {
            *slot = leaked;
        }
        leaked
    }

    /// Registers an op and returns its name handle.
    ///
    /// Panics if an op of that name was already registered or was already used unregistered
    /// (registration must precede IR construction).
    pub fn register_op(&mut self, info: OpInfo) -> OperationName {
        let name = info.name.clone();
        assert!(
            !self.ops.contains_key(name.as_str()),
            "op '{name}' registered twice"
        );
        let unreg = self
            .unregistered
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        assert!(
            !unreg.contains_key(name.as_bytes()),
            "op '{name}' registered after it was used as an unregistered op"
        );
        let handle = leak_name(&name, Some(info), None);
        self.ops.insert(name.into_boxed_str(), handle);
        handle
    }

    /// The dialect named `name`, if registered.
    pub fn dialect(&self, name: &str) -> Option<&'static DialectInfo> {
        self.dialects.get(name).copied()
    }

    /// All registered dialects, in registration order.
    pub fn dialects(&self) -> impl Iterator<Item = &'static DialectInfo> + '_ {
        self.dialect_order.iter().copied()
    }

    /// The registered op named `name`, if any (lock-free).
    pub fn lookup_op(&self, name: &str) -> Option<OperationName> {
        self.ops.get(name).copied()
    }

    /// All registered ops (in no particular order).
    pub fn registered_ops(&self) -> impl Iterator<Item = OperationName> + '_ {
        self.ops.values().copied()
    }

    /// The handle of `name`: the registered op if there is one, otherwise an interned
    /// unregistered name (equal names give equal handles).
    pub fn op_name(&self, name: &str) -> OperationName {
        if let Some(&n) = self.ops.get(name) {
            return n;
        }
        let mut map = self.unregistered.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&n) = map.get(name.as_bytes()) {
            return n;
        }
        let handle = leak_name(name, None, None);
        map.insert(name.as_bytes().into(), handle);
        handle
    }

    /// [`Self::op_name`] for a name given as bytes; one that is not UTF-8 is an unregistered
    /// name keeping its bytes (see [`OperationName::as_bytes`]).
    pub fn op_name_bytes(&self, name: &[u8]) -> OperationName {
        if let Ok(text) = std::str::from_utf8(name) {
            return self.op_name(text);
        }
        let mut map = self.unregistered.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&n) = map.get(name) {
            return n;
        }
        let handle = leak_name(&String::from_utf8_lossy(name), None, Some(name.into()));
        map.insert(name.into(), handle);
        handle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_traits() {
        let mut ctx = Context::new();
        ctx.registry_mut().register_dialect(DialectInfo::new("t"));
        let m = ctx.registry_mut().register_op(
            OpInfo::new("t.mod")
                .with_traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL_TABLE)
                .with_interface(42u32),
        );
        let r = ctx.registry();
        assert_eq!(r.op_name("t.mod"), m);
        assert_eq!(m.dialect(), "t");
        assert_eq!(m.op_name(), "mod");
        assert!(m.is_isolated_from_above());
        assert!(m.has_trait(Traits::SYMBOL_TABLE));
        assert!(!m.has_trait(Traits::TERMINATOR));
        assert_eq!(m.interface::<u32>(), Some(&42));
        assert_eq!(m.interface::<u64>(), None);
        let u = r.op_name("foo.bar.baz");
        assert!(!u.is_registered());
        assert!(u.might_have_trait(Traits::TERMINATOR));
        assert_eq!(u.dialect(), "foo");
        assert_eq!(u.op_name(), "bar.baz");
        assert_eq!(u, r.op_name("foo.bar.baz"));
        assert_ne!(u, m);
        assert!(r.dialect("t").is_some());
        assert!(r.dialect("foo").is_none());
        let nodot = r.op_name("nodot");
        assert_eq!(nodot.dialect(), "nodot");
        assert_eq!(nodot.op_name(), "nodot");
    }
}
