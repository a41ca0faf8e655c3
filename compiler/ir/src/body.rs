//! The op tree: operations, blocks, regions and values stored in a [`Body`] arena.
//!
//! A [`Body`] holds every op, block, region and value of one isolated-from-above scope. Items are
//! named by `Copy` `u32` ids ([`OpId`], [`BlockId`], [`RegionId`], [`ValueId`]) that are only
//! meaningful relative to their body. The regions of an op whose registered info has
//! [`Traits::ISOLATED_FROM_ABOVE`] are stored in a separate `Body` owned by that op
//! ([`Body::nested_body`]); their ids are relative to that nested body, in which they are the
//! [`Body::top_regions`]. The root of a parsed file is a `Body` whose single top region holds
//! one block with the top-level op(s).
//!
//! Layout (why it is fast and small):
//! * ops in a block and blocks in a region are intrusive doubly linked lists (O(1) insert,
//!   erase, move);
//! * operands live in one arena of use nodes (`value`, `owner`, `prev`, `next`): each operand is
//!   a node of its value's use-list, so adding, removing and redirecting a use is O(1) and
//!   replace-all-uses-with is O(uses). An op's operands are a contiguous slice of that arena,
//!   and its results a contiguous range of values;
//! * successors, regions, discardable attributes and a nested body live in an out-of-line part
//!   that most ops lack, reached through the word that holds the properties, so creating such
//!   an op allocates nothing on the heap: one op with 2 operands and 1 result costs
//!   48 + 2 * 16 + 16 = 96 bytes;
//! * ops store no position: [`Body::is_before_in_block`] compares ids while a block's ops are
//!   in id order (as parsed), and numbers the ops of other blocks in a table made on demand.
//!
//! ```
//! use ropt_ir::{Body, Context, OperationState};
//! let ctx = Context::new();
//! let loc = ctx.unknown_loc();
//! let index = ctx.ty(ropt_ir::TypeKind::Index);
//! let (mut body, block) = Body::new_root();
//! // %0 = "test.source"() : () -> index
//! let src = body.create_op(
//!     OperationState::new(ctx.registry().op_name("test.source"), loc).with_result_types(&[index]),
//! );
//! body.append_op(block, src);
//! let v = body.result(src, 0);
//! // "test.sink"(%0, %0) : (index, index) -> ()
//! let sink = body.create_op(
//!     OperationState::new(ctx.registry().op_name("test.sink"), loc).with_operands(&[v, v]),
//! );
//! body.append_op(block, sink);
//! assert_eq!(body.ops(block).collect::<Vec<_>>(), vec![src, sink]);
//! assert_eq!(body.op(sink).name().as_str(), "test.sink");
//! assert_eq!(body.value_type(v), index);
//! assert_eq!(body.num_uses(v), 2);
//! assert!(body.users(v).all(|u| u == sink));
//! assert_eq!(body.defining_op(v), Some(src));
//! ```

use std::sync::atomic::{AtomicU8, AtomicU32, Ordering};

use crate::registry::OperationName;
use crate::{Attribute, Context, Location, NamedAttribute, Type};

pub(crate) const NONE: u32 = u32::MAX;
const ERASED: u32 = u32::MAX - 1;
const ARG_BIT: u32 = 1 << 31;
const ORDER_STRIDE: u32 = 16;

macro_rules! define_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);

        impl $name {
            /// The id's position in its arena.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }

            /// The id at arena position `index` (only meaningful for the body it came from).
            #[inline]
            pub fn from_index(index: usize) -> Self {
                $name(index as u32)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", stringify!($name), self.0)
            }
        }
    };
}

define_id!(
    /// An operation in a [`Body`].
    OpId
);
define_id!(
    /// A block in a [`Body`].
    BlockId
);
define_id!(
    /// A region in a [`Body`].
    RegionId
);
define_id!(
    /// A value (op result or block argument) in a [`Body`].
    ValueId
);

impl ValueId {
    /// The null value: what an operand holds after [`Body::drop_all_uses`] of its value.
    pub const NULL: ValueId = ValueId(NONE);

    /// True for [`ValueId::NULL`].
    #[inline]
    pub fn is_null(self) -> bool {
        self.0 == NONE
    }
}

#[inline]
fn opt<T>(raw: u32, f: impl FnOnce(u32) -> T) -> Option<T> {
    if raw >= ERASED { None } else { Some(f(raw)) }
}

/// An operation's data. Read it through [`Body::op`]; change it through `Body` methods.
///
/// 48 bytes: what every op has is inline, the rest (discardable attributes, successors,
/// regions, a nested body, operand or result counts of 65535 and more) is in an [`OpExtra`]
/// that most ops do not have, reached through the same word as the properties ([`OpData`]).
/// The position of an op in its block, for [`Body::is_before_in_block`], is not stored here
/// (see [`BlockOrder`]).
pub struct Operation {
    name: OperationName,
    loc: Location,
    data: OpData,
    parent: u32,
    prev: u32,
    next: u32,
    operand_start: u32,
    result_start: u32,
    /// The low 16 bits of the counts (the others are in the [`OpExtra`], if any).
    num_operands: u16,
    num_results: u16,
}

// The tag bit of `OpData` needs both pointees aligned to at least 2 bytes.
const _: () = assert!(
    std::mem::align_of::<crate::AttributeKind>() >= 2 && std::mem::align_of::<OpExtra>() >= 2
);
const _: () = assert!(std::mem::size_of::<Operation>() == 48);
// 40 bytes take a 48-byte malloc chunk (41 to 56 take 64).
const _: () = assert!(std::mem::size_of::<OpExtra>() <= 40);

/// An op's properties and out-of-line part in one word: null (neither), the address of the
/// properties attribute (no out-of-line part), or the address of a boxed [`OpExtra`] with the
/// low bit set (the properties are then in the `OpExtra`).
struct OpData(*mut u8);

// SAFETY: the word is null, a shared reference to immutable leaked uniqued storage (`Sync`),
// or an owned `Box<OpExtra>` (which is `Send` and `Sync`).
unsafe impl Send for OpData {}
// SAFETY: as above.
unsafe impl Sync for OpData {}

impl OpData {
    const EMPTY: OpData = OpData(std::ptr::null_mut());

    fn from_props(props: Option<Attribute>) -> OpData {
        match props {
            None => OpData::EMPTY,
            Some(a) => OpData(a.kind() as *const crate::AttributeKind as *mut u8),
        }
    }

    fn from_extra(extra: Box<OpExtra>) -> OpData {
        OpData((Box::into_raw(extra) as *mut u8).map_addr(|a| a | 1))
    }

    #[inline]
    fn is_extra(&self) -> bool {
        self.0.addr() & 1 != 0
    }

    #[inline]
    fn extra(&self) -> Option<&OpExtra> {
        if !self.is_extra() {
            return None;
        }
        // SAFETY: a tagged word is the address of the `Box<OpExtra>` this `OpData` owns.
        Some(unsafe { &*(self.0.map_addr(|a| a & !1) as *const OpExtra) })
    }

    #[inline]
    fn extra_mut(&mut self) -> Option<&mut OpExtra> {
        if !self.is_extra() {
            return None;
        }
        // SAFETY: as in `extra`, and `&mut self` makes the access unique.
        Some(unsafe { &mut *(self.0.map_addr(|a| a & !1) as *mut OpExtra) })
    }

    #[inline]
    fn props(&self) -> Option<Attribute> {
        if let Some(e) = self.extra() {
            return e.props;
        }
        if self.0.is_null() {
            return None;
        }
        // SAFETY: an untagged non-null word is the address of leaked uniqued attribute
        // storage (`from_props`).
        let kind: &'static crate::AttributeKind =
            unsafe { &*(self.0 as *const crate::AttributeKind) };
        Some(Attribute(crate::uniquer::Interned::from_static(kind)))
    }

    fn set_props(&mut self, props: Option<Attribute>) {
        match self.extra_mut() {
            Some(e) => e.props = props,
            None => *self = OpData::from_props(props),
        }
    }

    /// The out-of-line part, created (holding the properties) on first use.
    fn ensure_extra(&mut self) -> &mut OpExtra {
        if !self.is_extra() {
            let props = self.props();
            *self = OpData::from_extra(Box::new(OpExtra {
                props,
                ..OpExtra::EMPTY
            }));
        }
        self.extra_mut().expect("just created")
    }

    /// Takes the out-of-line part out (the properties stay).
    fn take_extra(&mut self) -> Option<Box<OpExtra>> {
        if !self.is_extra() {
            return None;
        }
        let raw = self.0.map_addr(|a| a & !1) as *mut OpExtra;
        // SAFETY: the tagged word owned this box; it is replaced right below, so it is
        // never freed twice.
        let extra = unsafe { Box::from_raw(raw) };
        std::mem::forget(std::mem::replace(self, OpData::from_props(extra.props)));
        Some(extra)
    }

    /// Drops the out-of-line part if it holds nothing but the properties.
    fn drop_extra_if_empty(&mut self) {
        if self.extra().is_some_and(|e| e.is_empty()) {
            drop(self.take_extra());
        }
    }

    fn clone_without_body(&self) -> OpData {
        match self.extra() {
            Some(e) => OpData::from_extra(Box::new(e.clone_without_body())),
            None => OpData(self.0),
        }
    }
}

impl Drop for OpData {
    fn drop(&mut self) {
        drop(self.take_extra());
    }
}

/// The parts of an op that most ops lack, kept out of line.
struct OpExtra {
    props: Option<Attribute>,
    attrs: Option<Attribute>,
    regions: RegionStore,
    succ_start: u32,
    num_succs: u32,
    num_regions: u32,
    /// The bits of the operand and result counts above the op's inline 16.
    hi_operands: u16,
    hi_results: u16,
}

impl OpExtra {
    const EMPTY: OpExtra = OpExtra {
        props: None,
        attrs: None,
        regions: RegionStore::EMPTY,
        succ_start: 0,
        num_succs: 0,
        num_regions: 0,
        hi_operands: 0,
        hi_results: 0,
    };

    /// True if it holds nothing the op could not hold inline.
    fn is_empty(&self) -> bool {
        self.attrs.is_none()
            && self.regions.body().is_none()
            && self.num_succs == 0
            && self.num_regions == 0
            && self.hi_operands == 0
            && self.hi_results == 0
    }

    /// A copy without the nested body.
    fn clone_without_body(&self) -> OpExtra {
        OpExtra {
            props: self.props,
            attrs: self.attrs,
            regions: RegionStore::local(self.regions.start()),
            ..*self
        }
    }
}

/// Where an op's regions are, in one word: the op's own nested [`Body`] (isolated-from-above
/// ops; a boxed body's address), or `num_regions` entries of the body's region lists from a
/// start (`start << 1 | 1`; the start is [`NONE`] once a nested body was taken out).
struct RegionStore(*mut u8);

// SAFETY: the word is plain bits or an owned `Box<Body>`, which is `Send` and `Sync`.
unsafe impl Send for RegionStore {}
// SAFETY: as above.
unsafe impl Sync for RegionStore {}

impl RegionStore {
    const EMPTY: RegionStore = RegionStore(std::ptr::without_provenance_mut(1));

    fn local(start: u32) -> RegionStore {
        RegionStore(std::ptr::without_provenance_mut(
            ((start as usize) << 1) | 1,
        ))
    }

    fn nested(body: Box<Body>) -> RegionStore {
        RegionStore(Box::into_raw(body) as *mut u8)
    }

    #[inline]
    fn is_local(&self) -> bool {
        self.0.addr() & 1 != 0
    }

    /// The first entry in the region lists ([`NONE`] for a nested body).
    #[inline]
    fn start(&self) -> u32 {
        if self.is_local() {
            (self.0.addr() >> 1) as u32
        } else {
            NONE
        }
    }

    fn set_start(&mut self, start: u32) {
        debug_assert!(self.is_local());
        *self = RegionStore::local(start);
    }

    #[inline]
    fn body(&self) -> Option<&Body> {
        if self.is_local() {
            return None;
        }
        // SAFETY: an untagged word is the address of the `Box<Body>` this store owns.
        Some(unsafe { &*(self.0 as *const Body) })
    }

    #[inline]
    fn body_mut(&mut self) -> Option<&mut Body> {
        if self.is_local() {
            return None;
        }
        // SAFETY: as in `body`, and `&mut self` makes the access unique.
        Some(unsafe { &mut *(self.0 as *mut Body) })
    }

    /// Takes the nested body out (the start becomes [`NONE`]).
    fn take_body(&mut self) -> Option<Box<Body>> {
        if self.is_local() {
            return None;
        }
        // SAFETY: the untagged word owned this box; it is replaced right below, so it is
        // never freed twice.
        let body = unsafe { Box::from_raw(self.0 as *mut Body) };
        self.0 = RegionStore::local(NONE).0;
        Some(body)
    }
}

impl Drop for RegionStore {
    fn drop(&mut self) {
        drop(self.take_body());
    }
}

impl Operation {
    /// The op's name.
    #[inline]
    pub fn name(&self) -> OperationName {
        self.name
    }
    /// The op's location.
    #[inline]
    pub fn location(&self) -> Location {
        self.loc
    }
    /// The discardable attribute dictionary (`None` when empty).
    #[inline]
    pub fn attributes(&self) -> Option<Attribute> {
        self.data.extra().and_then(|e| e.attrs)
    }
    /// The properties: the inherent attributes (registered ops) or the opaque `<{...}>`
    /// attribute (unregistered ops).
    #[inline]
    pub fn properties(&self) -> Option<Attribute> {
        self.data.props()
    }
    /// The block containing the op, if it is inserted in one.
    #[inline]
    pub fn parent_block(&self) -> Option<BlockId> {
        opt(self.parent, BlockId)
    }
    /// Number of operands.
    #[inline]
    pub fn num_operands(&self) -> usize {
        self.operand_count() as usize
    }
    /// Number of results.
    #[inline]
    pub fn num_results(&self) -> usize {
        self.result_count() as usize
    }
    /// Number of successors.
    #[inline]
    pub fn num_successors(&self) -> usize {
        self.data.extra().map_or(0, |e| e.num_succs as usize)
    }
    /// Number of regions.
    #[inline]
    pub fn num_regions(&self) -> usize {
        self.data.extra().map_or(0, |e| e.num_regions as usize)
    }
    /// True if the op's regions are stored in its own nested [`Body`].
    #[inline]
    pub fn has_nested_body(&self) -> bool {
        self.nested().is_some()
    }

    #[inline]
    fn operand_count(&self) -> u32 {
        let hi = self.data.extra().map_or(0, |e| e.hi_operands);
        self.num_operands as u32 | (hi as u32) << 16
    }

    #[inline]
    fn result_count(&self) -> u32 {
        let hi = self.data.extra().map_or(0, |e| e.hi_results);
        self.num_results as u32 | (hi as u32) << 16
    }

    fn set_operand_count(&mut self, n: u32) {
        self.num_operands = self.split_count(n, |e| &mut e.hi_operands);
    }

    fn set_result_count(&mut self, n: u32) {
        self.num_results = self.split_count(n, |e| &mut e.hi_results);
    }

    /// The low 16 bits of the count `n`; its high bits go to the field `hi` of the out-of-line
    /// part, which is made only when they are not zero.
    fn split_count(&mut self, n: u32, hi: fn(&mut OpExtra) -> &mut u16) -> u16 {
        let high = (n >> 16) as u16;
        if high != 0 {
            *hi(self.data.ensure_extra()) = high;
        } else if let Some(e) = self.data.extra_mut() {
            *hi(e) = 0;
        }
        n as u16
    }

    #[inline]
    fn nested(&self) -> Option<&Body> {
        self.data.extra().and_then(|e| e.regions.body())
    }

    #[inline]
    fn nested_mut(&mut self) -> Option<&mut Body> {
        self.data.extra_mut().and_then(|e| e.regions.body_mut())
    }

    #[inline]
    fn take_nested(&mut self) -> Option<Box<Body>> {
        self.data.extra_mut().and_then(|e| e.regions.take_body())
    }

    /// The first successor slot and the number of successors.
    #[inline]
    fn succ_range(&self) -> (u32, u32) {
        self.data
            .extra()
            .map_or((0, 0), |e| (e.succ_start, e.num_succs))
    }

    /// The out-of-line part, created on first use.
    fn extra_mut(&mut self) -> &mut OpExtra {
        self.data.ensure_extra()
    }

    /// Sets the discardable attributes (dropping an out-of-line part left empty).
    fn set_attrs(&mut self, attrs: Option<Attribute>) {
        if attrs.is_none() && !self.data.is_extra() {
            return;
        }
        self.extra_mut().attrs = attrs;
        self.data.drop_extra_if_empty();
    }
    /// True if the op was erased (its id must no longer be used).
    #[inline]
    pub fn is_erased(&self) -> bool {
        self.parent == ERASED
    }
}

/// A block's data. Read it through [`Body::block`].
pub struct Block {
    parent: u32,
    prev: u32,
    next: u32,
    first_op: u32,
    last_op: u32,
    first_pred: u32,
    /// The arguments are `args_len` entries of the body's argument arenas from `args_start`,
    /// with room for `args_cap` (see [`Body::reserve_argument_slot`]).
    args_start: u32,
    args_len: u32,
    args_cap: u32,
    /// What is known of the order of its ops (a [`BlockOrder`] state).
    order: AtomicU8,
}

/// How [`Body::is_before_in_block`] orders the ops of a block, per block (`Block::order`):
/// most blocks list their ops in increasing id order (a parser appends ops as it creates
/// them), and then comparing ids is enough; the others are numbered in the body's order
/// table (`Body::order_table`), made on first need, so that ops carry no order field.
struct BlockOrder;

impl BlockOrder {
    /// Not known: found out on the next query.
    const UNKNOWN: u8 = 0;
    /// The ops are in increasing id order.
    const BY_ID: u8 = 1;
    /// The order table numbers the ops in order.
    const BY_TABLE: u8 = 2;
}

impl Block {
    /// The region containing the block, if it is inserted in one.
    #[inline]
    pub fn parent_region(&self) -> Option<RegionId> {
        opt(self.parent, RegionId)
    }
    /// Number of block arguments.
    #[inline]
    pub fn num_arguments(&self) -> usize {
        self.args_len as usize
    }
    #[inline]
    fn args_range(&self) -> std::ops::Range<usize> {
        self.args_start as usize..(self.args_start + self.args_len) as usize
    }
    /// The first op, if any.
    #[inline]
    pub fn first_op(&self) -> Option<OpId> {
        opt(self.first_op, OpId)
    }
    /// The last op (the terminator in a well-formed SSACFG block), if any.
    #[inline]
    pub fn last_op(&self) -> Option<OpId> {
        opt(self.last_op, OpId)
    }
    /// True if the block has no ops.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.first_op == NONE
    }
    /// True if the block was erased.
    #[inline]
    pub fn is_erased(&self) -> bool {
        self.parent == ERASED
    }
}

/// A region's data. Read it through [`Body::region`].
#[derive(Clone, Copy)]
pub struct Region {
    parent_op: u32,
    index: u32,
    first_block: u32,
    last_block: u32,
}

impl Region {
    /// The op owning the region, if it is in this body (`None` for top regions and detached
    /// regions).
    #[inline]
    pub fn parent_op(&self) -> Option<OpId> {
        opt(self.parent_op, OpId)
    }
    /// The region's position among its op's regions.
    #[inline]
    pub fn index(&self) -> u32 {
        self.index
    }
    /// The first (entry) block, if any.
    #[inline]
    pub fn first_block(&self) -> Option<BlockId> {
        opt(self.first_block, BlockId)
    }
    /// The last block, if any.
    #[inline]
    pub fn last_block(&self) -> Option<BlockId> {
        opt(self.last_block, BlockId)
    }
    /// True if the region has no blocks.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.first_block == NONE
    }
}

#[derive(Clone, Copy)]
struct ValueData {
    ty: Type,
    first_use: u32,
    /// The defining op, or the owning block with [`ARG_BIT`] set ([`ERASED_ARG`] once erased).
    /// The result or argument number is not stored: see [`Body::value_def`].
    owner: u32,
}

/// The owner of an erased block argument.
const ERASED_ARG: u32 = NONE;

/// The position of `v` among `args` (block arguments are usually consecutive values, so the
/// first guess almost always hits).
#[inline]
fn arg_position(args: &[ValueId], v: ValueId) -> u32 {
    if let Some(first) = args.first() {
        let guess = v.0.wrapping_sub(first.0) as usize;
        if args.get(guess) == Some(&v) {
            return guess as u32;
        }
    }
    args.iter().position(|&a| a == v).map_or(0, |i| i as u32)
}

#[derive(Clone, Copy)]
struct Operand {
    value: u32,
    owner: u32,
    prev: u32,
    next: u32,
}

/// Where a value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result number `index` of `op`.
    OpResult {
        /// The defining op.
        op: OpId,
        /// The result number.
        index: u32,
    },
    /// Argument number `index` of `block`.
    BlockArgument {
        /// The owning block.
        block: BlockId,
        /// The argument number.
        index: u32,
    },
}

/// One use of a value: operand number `operand_index` of `owner`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Use {
    /// The op using the value.
    pub owner: OpId,
    /// Which of its operands.
    pub operand_index: u32,
}

/// Everything needed to create an op with [`Body::create_op`].
pub struct OperationState {
    /// The op name.
    pub name: OperationName,
    /// The location.
    pub location: Location,
    /// Operand values.
    pub operands: Vec<ValueId>,
    /// Result types (one result per type).
    pub result_types: Vec<Type>,
    /// Discardable attribute dictionary (`None` when empty).
    pub attributes: Option<Attribute>,
    /// Properties (see [`Operation::properties`]).
    pub properties: Option<Attribute>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// Detached regions (from [`Body::create_region`]) the op adopts, in order. For an
    /// isolated-from-above op they must be regions of [`OperationState::body`].
    pub regions: Vec<RegionId>,
    /// Number of fresh empty regions to add after [`OperationState::regions`].
    pub num_new_regions: u32,
    /// For an isolated-from-above op: the body that holds its regions (a fresh one is made
    /// when `None`). Must be `None` for other ops.
    pub body: Option<Box<Body>>,
}

impl OperationState {
    /// A state with no operands, results, attributes, successors or regions.
    pub fn new(name: OperationName, location: Location) -> Self {
        OperationState {
            name,
            location,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: None,
            properties: None,
            successors: Vec::new(),
            regions: Vec::new(),
            num_new_regions: 0,
            body: None,
        }
    }

    /// Empties the state for reuse (keeps the vectors' capacity).
    pub fn reset(&mut self, name: OperationName, location: Location) {
        self.name = name;
        self.location = location;
        self.operands.clear();
        self.result_types.clear();
        self.attributes = None;
        self.properties = None;
        self.successors.clear();
        self.regions.clear();
        self.num_new_regions = 0;
        self.body = None;
    }

    /// Adds operands.
    pub fn with_operands(mut self, values: &[ValueId]) -> Self {
        self.operands.extend_from_slice(values);
        self
    }
    /// Adds result types.
    pub fn with_result_types(mut self, types: &[Type]) -> Self {
        self.result_types.extend_from_slice(types);
        self
    }
    /// Sets the discardable attribute dictionary.
    pub fn with_attributes(mut self, dict: Attribute) -> Self {
        self.attributes = Some(dict);
        self
    }
    /// Sets the properties.
    pub fn with_properties(mut self, props: Attribute) -> Self {
        self.properties = Some(props);
        self
    }
    /// Adds successors.
    pub fn with_successors(mut self, blocks: &[BlockId]) -> Self {
        self.successors.extend_from_slice(blocks);
        self
    }
    /// Adds `n` fresh empty regions.
    pub fn with_new_regions(mut self, n: u32) -> Self {
        self.num_new_regions += n;
        self
    }
    /// Adopts detached regions.
    pub fn with_regions(mut self, regions: &[RegionId]) -> Self {
        self.regions.extend_from_slice(regions);
        self
    }
    /// Sets the nested body of an isolated-from-above op.
    pub fn with_body(mut self, body: Body) -> Self {
        self.body = Some(Box::new(body));
        self
    }
}

/// The arena of one isolated-from-above scope; see the module docs.
#[derive(Default)]
pub struct Body {
    ops: Vec<Operation>,
    blocks: Vec<Block>,
    regions: Vec<Region>,
    values: Vec<ValueData>,
    operands: Vec<Operand>,
    block_operands: Vec<Operand>,
    /// The arguments of all blocks and their locations (see [`Block`]).
    block_args: Vec<ValueId>,
    block_arg_locs: Vec<Location>,
    region_lists: Vec<RegionId>,
    top_regions: Vec<RegionId>,
    owner: Option<OperationName>,
    live_ops: usize,
    /// Order numbers of ops, for the blocks in [`BlockOrder::BY_TABLE`] order (made on the
    /// first query that needs it; as long as the ops once made).
    order_table: std::sync::OnceLock<Vec<AtomicU32>>,
}

impl Drop for Body {
    /// Drops nested bodies iteratively so that deep nesting cannot overflow the stack.
    fn drop(&mut self) {
        let mut stack: Vec<Box<Body>> = Vec::new();
        for op in &mut self.ops {
            if let Some(b) = op.take_nested() {
                stack.push(b);
            }
        }
        while let Some(mut b) = stack.pop() {
            for op in &mut b.ops {
                if let Some(n) = op.take_nested() {
                    stack.push(n);
                }
            }
        }
    }
}

/// An iterator over a contiguous range of values (an op's results).
#[derive(Debug, Clone)]
pub struct ValueRange {
    next: u32,
    end: u32,
}

impl Iterator for ValueRange {
    type Item = ValueId;
    #[inline]
    fn next(&mut self) -> Option<ValueId> {
        if self.next < self.end {
            self.next += 1;
            Some(ValueId(self.next - 1))
        } else {
            None
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.end - self.next) as usize;
        (n, Some(n))
    }
}
impl ExactSizeIterator for ValueRange {}
impl DoubleEndedIterator for ValueRange {
    fn next_back(&mut self) -> Option<ValueId> {
        if self.next < self.end {
            self.end -= 1;
            Some(ValueId(self.end))
        } else {
            None
        }
    }
}

/// Iterates the ops of a block (see [`Body::ops`]).
pub struct OpIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    #[inline]
    fn next(&mut self) -> Option<OpId> {
        if self.cur == NONE {
            return None;
        }
        let id = OpId(self.cur);
        self.cur = self.body.ops[self.cur as usize].next;
        Some(id)
    }
}

/// Iterates the blocks of a region (see [`Body::blocks`]).
pub struct BlockIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    #[inline]
    fn next(&mut self) -> Option<BlockId> {
        if self.cur == NONE {
            return None;
        }
        let id = BlockId(self.cur);
        self.cur = self.body.blocks[self.cur as usize].next;
        Some(id)
    }
}

/// Iterates the uses of a value (see [`Body::uses`]), most recently added first.
pub struct UseIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for UseIter<'_> {
    type Item = Use;
    #[inline]
    fn next(&mut self) -> Option<Use> {
        if self.cur == NONE {
            return None;
        }
        let slot = self.body.operands[self.cur as usize];
        let op = &self.body.ops[slot.owner as usize];
        let u = Use {
            owner: OpId(slot.owner),
            operand_index: self.cur - op.operand_start,
        };
        self.cur = slot.next;
        Some(u)
    }
}

/// Iterates the predecessors of a block: `(terminator, successor index)` pairs.
pub struct PredIter<'a> {
    body: &'a Body,
    cur: u32,
}

impl Iterator for PredIter<'_> {
    type Item = (OpId, u32);
    #[inline]
    fn next(&mut self) -> Option<(OpId, u32)> {
        if self.cur == NONE {
            return None;
        }
        let slot = self.body.block_operands[self.cur as usize];
        let op = &self.body.ops[slot.owner as usize];
        let r = (OpId(slot.owner), self.cur - op.succ_range().0);
        self.cur = slot.next;
        Some(r)
    }
}

/// `dict` with `name` set to `value` (or removed); `None` for an empty dictionary.
fn update_dict(
    ctx: &Context,
    dict: Option<Attribute>,
    name: &str,
    value: Option<Attribute>,
) -> Option<Attribute> {
    let mut entries: Vec<NamedAttribute> = dict
        .and_then(|d| d.as_dictionary())
        .map(|d| d.to_vec())
        .unwrap_or_default();
    let pos = entries.binary_search_by(|e| e.name.as_str().cmp(name));
    match (pos, value) {
        (Ok(i), Some(v)) => entries[i].value = v,
        (Ok(i), None) => {
            entries.remove(i);
        }
        (Err(i), Some(v)) => entries.insert(i, NamedAttribute::new(ctx.identifier(name), v)),
        (Err(_), None) => return dict,
    }
    if entries.is_empty() {
        None
    } else {
        Some(ctx.dictionary_attr(&entries))
    }
}

// ---------------------------------------------------------------------------------------------
// Use-list primitives (shared by value operands and block operands).

fn link_use(slots: &mut [Operand], head: &mut u32, slot: u32) {
    let old = *head;
    let s = &mut slots[slot as usize];
    s.prev = NONE;
    s.next = old;
    if old != NONE {
        slots[old as usize].prev = slot;
    }
    *head = slot;
}

fn unlink_use(slots: &mut [Operand], head: &mut u32, slot: u32) {
    let Operand { prev, next, .. } = slots[slot as usize];
    if prev == NONE {
        *head = next;
    } else {
        slots[prev as usize].next = next;
    }
    if next != NONE {
        slots[next as usize].prev = prev;
    }
    let s = &mut slots[slot as usize];
    s.prev = NONE;
    s.next = NONE;
}

/// Moves a linked slot from `from` to `to` (a fresh slot), fixing its neighbours.
fn relocate_use(slots: &mut [Operand], head: &mut u32, from: u32, to: u32) {
    let s = slots[from as usize];
    slots[to as usize] = s;
    if s.value == NONE {
        return;
    }
    if s.prev == NONE {
        *head = to;
    } else {
        slots[s.prev as usize].next = to;
    }
    if s.next != NONE {
        slots[s.next as usize].prev = to;
    }
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    /// A root body for a parsed file: one top region holding one empty block.
    pub fn new_root() -> (Self, BlockId) {
        let mut body = Body::new();
        let region = body.add_top_region();
        let block = body.create_block();
        body.append_block(region, block);
        (body, block)
    }

    /// The name of the isolated-from-above op owning this body (`None` for a root body).
    pub fn owner_name(&self) -> Option<OperationName> {
        self.owner
    }

    /// The regions that are not nested in any op of this body: the owner op's regions, or the
    /// root region(s).
    pub fn top_regions(&self) -> &[RegionId] {
        &self.top_regions
    }

    /// Creates a new top region (for root bodies, or for a body being built for an
    /// isolated-from-above op).
    pub fn add_top_region(&mut self) -> RegionId {
        let r = self.create_region();
        self.regions[r.index()].index = self.top_regions.len() as u32;
        self.top_regions.push(r);
        r
    }

    /// Reserves room for `ops` more ops with `operands` operands and `values` results or
    /// block arguments in total (e.g. estimated from the input size by a parser).
    pub fn reserve(&mut self, ops: usize, operands: usize, values: usize) {
        self.ops.reserve(ops);
        self.operands.reserve(operands);
        self.values.reserve(values);
    }

    /// Gives back the arenas' unused room (a parser grows them by doubling, which leaves up
    /// to half of each unused). Called when a finished body is attached to its op: across
    /// the thousands of functions of a large module that room is a quarter of the IR's
    /// memory. Arenas within an eighth of their length of full are left alone; the large
    /// buffers of the others are kept for the next bodies to grow into (`body/spare.rs`).
    pub fn shrink_to_fit(&mut self) {
        fn shrink<T>(v: &mut Vec<T>) {
            if v.capacity() - v.len() > v.len() / 8 {
                v.shrink_to_fit();
            }
        }
        spare::OPS.trim(&mut self.ops);
        spare::VALUES.trim(&mut self.values);
        spare::OPERANDS.trim(&mut self.operands);
        shrink(&mut self.blocks);
        shrink(&mut self.regions);
        shrink(&mut self.block_operands);
        shrink(&mut self.block_args);
        shrink(&mut self.block_arg_locs);
        shrink(&mut self.region_lists);
        shrink(&mut self.top_regions);
    }

    /// Number of live (not erased) ops in this body, not counting nested bodies.
    pub fn num_live_ops(&self) -> usize {
        self.live_ops
    }

    // --- Data access -------------------------------------------------------------------------

    /// The op's data. Panics on an erased op.
    #[inline]
    #[track_caller]
    pub fn op(&self, op: OpId) -> &Operation {
        let o = &self.ops[op.index()];
        assert!(o.parent != ERASED, "use of erased op {op:?}");
        o
    }

    /// True if the op was erased (its id must no longer be used otherwise).
    #[inline]
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op.index()].parent == ERASED
    }

    /// The block's data.
    #[inline]
    pub fn block(&self, block: BlockId) -> &Block {
        &self.blocks[block.index()]
    }

    /// The region's data.
    #[inline]
    pub fn region(&self, region: RegionId) -> &Region {
        &self.regions[region.index()]
    }

    /// Number of op slots (live or erased); ids are below this.
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Number of block slots; ids are below this.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    /// Number of region slots; ids are below this.
    pub fn region_capacity(&self) -> usize {
        self.regions.len()
    }

    /// Number of value slots; ids are below this.
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    // --- Creation ----------------------------------------------------------------------------

    /// Creates a detached op (insert it with [`Body::append_op`] and friends).
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_from(&mut state)
    }

    /// Like [`Body::create_op`] but reads a reusable state: takes `state.body`, leaves the
    /// other fields untouched.
    pub fn create_op_from(&mut self, state: &mut OperationState) -> OpId {
        let id = self.ops.len() as u32;
        assert!(id < ERASED, "too many ops in one body");
        spare::reserve(&spare::OPS, &mut self.ops, 1);
        spare::reserve(&spare::OPERANDS, &mut self.operands, state.operands.len());
        spare::reserve(&spare::VALUES, &mut self.values, state.result_types.len());
        // Operands.
        let operand_start = self.operands.len() as u32;
        for (i, &v) in state.operands.iter().enumerate() {
            let slot = operand_start + i as u32;
            self.operands.push(Operand {
                value: v.0,
                owner: id,
                prev: NONE,
                next: NONE,
            });
            if !v.is_null() {
                let head = &mut self.values[v.index()].first_use;
                link_use(&mut self.operands, head, slot);
            }
        }
        // Results.
        let result_start = self.values.len() as u32;
        for &ty in &state.result_types {
            self.values.push(ValueData {
                ty,
                first_use: NONE,
                owner: id,
            });
        }
        // Successors.
        let succ_start = self.block_operands.len() as u32;
        for (i, &b) in state.successors.iter().enumerate() {
            let slot = succ_start + i as u32;
            self.block_operands.push(Operand {
                value: b.0,
                owner: id,
                prev: NONE,
                next: NONE,
            });
            let head = &mut self.blocks[b.index()].first_pred;
            link_use(&mut self.block_operands, head, slot);
        }
        // Regions.
        let num_regions = state.regions.len() as u32 + state.num_new_regions;
        let (nested, region_start) = if state.name.is_isolated_from_above() && num_regions > 0 {
            assert!(
                state.body.is_some() || state.regions.is_empty(),
                "the regions of an isolated-from-above op must come with their body"
            );
            let mut nested = state.body.take().unwrap_or_default();
            nested.shrink_to_fit();
            nested.owner = Some(state.name);
            nested.top_regions.clear();
            for &r in &state.regions {
                nested.adopt_top_region(r);
            }
            for _ in 0..state.num_new_regions {
                nested.add_top_region();
            }
            (Some(nested), NONE)
        } else {
            assert!(
                state.body.is_none(),
                "a nested body is only for isolated-from-above ops with regions"
            );
            let start = self.region_lists.len() as u32;
            for (i, &r) in state.regions.iter().enumerate() {
                let reg = &mut self.regions[r.index()];
                assert!(
                    reg.parent_op == NONE,
                    "region {r:?} already has a parent op"
                );
                reg.parent_op = id;
                reg.index = i as u32;
                self.region_lists.push(r);
            }
            for i in 0..state.num_new_regions {
                let r = self.create_region();
                let reg = &mut self.regions[r.index()];
                reg.parent_op = id;
                reg.index = state.regions.len() as u32 + i;
                self.region_lists.push(r);
            }
            (None, start)
        };
        let extra = OpExtra {
            props: None,
            hi_operands: 0,
            hi_results: 0,
            attrs: state.attributes,
            regions: match nested {
                Some(b) => RegionStore::nested(b),
                None => RegionStore::local(region_start),
            },
            succ_start,
            num_succs: state.successors.len() as u32,
            num_regions,
        };
        let mut op = Operation {
            name: state.name,
            loc: state.location,
            data: if extra.is_empty() {
                OpData::from_props(state.properties)
            } else {
                OpData::from_extra(Box::new(OpExtra {
                    props: state.properties,
                    ..extra
                }))
            },
            parent: NONE,
            prev: NONE,
            next: NONE,
            operand_start,
            num_operands: 0,
            result_start,
            num_results: 0,
        };
        op.set_operand_count(state.operands.len() as u32);
        op.set_result_count(state.result_types.len() as u32);
        self.ops.push(op);
        if let Some(t) = self.order_table.get_mut() {
            t.push(AtomicU32::new(0));
        }
        self.live_ops += 1;
        OpId(id)
    }

    fn adopt_top_region(&mut self, r: RegionId) {
        let reg = &mut self.regions[r.index()];
        assert!(
            reg.parent_op == NONE,
            "region {r:?} already has a parent op"
        );
        reg.index = self.top_regions.len() as u32;
        self.top_regions.push(r);
    }

    /// Creates a detached, empty block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        let id = self.blocks.len() as u32;
        assert!(id < ARG_BIT, "too many blocks in one body");
        self.blocks.push(Block {
            parent: NONE,
            prev: NONE,
            next: NONE,
            first_op: NONE,
            last_op: NONE,
            first_pred: NONE,
            args_start: 0,
            args_len: 0,
            args_cap: 0,
            order: AtomicU8::new(BlockOrder::BY_ID),
        });
        BlockId(id)
    }

    /// Creates a detached, empty region (give it to an op through [`OperationState::regions`]).
    pub fn create_region(&mut self) -> RegionId {
        let id = self.regions.len() as u32;
        self.regions.push(Region {
            parent_op: NONE,
            index: 0,
            first_block: NONE,
            last_block: NONE,
        });
        RegionId(id)
    }

    /// Appends an argument to a block.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Location) -> ValueId {
        let n = self.blocks[block.index()].num_arguments();
        self.insert_block_argument(block, n, ty, loc)
    }

    /// Inserts an argument at position `index` of a block.
    pub fn insert_block_argument(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: Location,
    ) -> ValueId {
        let v = ValueId(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            first_use: NONE,
            owner: ARG_BIT | block.0,
        });
        let n = self.blocks[block.index()].num_arguments();
        assert!(index <= n, "block argument index {index} out of range");
        self.reserve_argument_slot(block, loc);
        let b = &mut self.blocks[block.index()];
        let s = b.args_start as usize;
        b.args_len += 1;
        self.block_args.copy_within(s + index..s + n, s + index + 1);
        self.block_arg_locs
            .copy_within(s + index..s + n, s + index + 1);
        self.block_args[s + index] = v;
        self.block_arg_locs[s + index] = loc;
        v
    }

    /// Makes room for one more argument of `block` in the argument arenas: in place when its
    /// arguments end the arenas, else by moving them to the end with room to double (the old
    /// slots stay unused, so repeated growth is amortized). `fill` pads new slots.
    fn reserve_argument_slot(&mut self, block: BlockId, fill: Location) {
        let b = &self.blocks[block.index()];
        if b.args_len < b.args_cap {
            return;
        }
        let end = self.block_args.len();
        let (start, len, cap) = (
            b.args_start as usize,
            b.args_len as usize,
            b.args_cap as usize,
        );
        if cap == 0 || start + cap == end {
            // Grow in place at the end of the arenas.
            let start = if cap == 0 { end } else { start };
            self.block_args.push(ValueId::NULL);
            self.block_arg_locs.push(fill);
            let b = &mut self.blocks[block.index()];
            b.args_start = start as u32;
            b.args_cap = cap as u32 + 1;
            return;
        }
        let new_cap = (2 * len).max(4);
        self.block_args.extend_from_within(start..start + len);
        self.block_arg_locs.extend_from_within(start..start + len);
        self.block_args.resize(end + new_cap, ValueId::NULL);
        self.block_arg_locs.resize(end + new_cap, fill);
        let b = &mut self.blocks[block.index()];
        b.args_start = end as u32;
        b.args_cap = new_cap as u32;
    }

    /// Erases argument `index` of a block. Panics if it still has uses.
    #[track_caller]
    pub fn erase_block_argument(&mut self, block: BlockId, index: usize) {
        let b = &mut self.blocks[block.index()];
        let r = b.args_range();
        assert!(index < r.len(), "block argument index {index} out of range");
        b.args_len -= 1;
        let v = self.block_args[r.start + index];
        self.block_args
            .copy_within(r.start + index + 1..r.end, r.start + index);
        self.block_arg_locs
            .copy_within(r.start + index + 1..r.end, r.start + index);
        assert!(
            self.values[v.index()].first_use == NONE,
            "erasing a block argument that still has uses"
        );
        self.values[v.index()].owner = ERASED_ARG;
    }

    /// Sets the location of block argument `index`.
    pub fn set_argument_location(&mut self, block: BlockId, index: usize, loc: Location) {
        let r = self.blocks[block.index()].args_range();
        self.block_arg_locs[r][index] = loc;
    }

    // --- Insertion / removal -----------------------------------------------------------------

    fn link_op(&mut self, op: OpId, block: BlockId, prev: u32, next: u32) {
        let o = &mut self.ops[op.index()];
        assert!(
            o.parent == NONE,
            "op {op:?} is already in a block (or erased)"
        );
        o.parent = block.0;
        o.prev = prev;
        o.next = next;
        if prev == NONE {
            self.blocks[block.index()].first_op = op.0;
        } else {
            self.ops[prev as usize].next = op.0;
        }
        if next == NONE {
            self.blocks[block.index()].last_op = op.0;
        } else {
            self.ops[next as usize].prev = op.0;
        }
        self.assign_order(op, block, prev, next);
    }

    /// Keeps the block's order information valid after linking `op` between `prev` and
    /// `next`, or marks it unknown.
    fn assign_order(&mut self, op: OpId, block: BlockId, prev: u32, next: u32) {
        let state = self.blocks[block.index()].order.load(Ordering::Acquire);
        let keep = match state {
            BlockOrder::BY_ID => (prev == NONE || prev < op.0) && (next == NONE || op.0 < next),
            BlockOrder::BY_TABLE => {
                let n = self.ops.len();
                let Some(t) = self.order_table.get_mut() else {
                    unreachable!("a block is ordered by a table that does not exist")
                };
                if t.len() < n {
                    t.resize_with(n, || AtomicU32::new(0));
                }
                let lo = if prev == NONE {
                    0
                } else {
                    *t[prev as usize].get_mut()
                };
                let order = if next == NONE {
                    lo.checked_add(ORDER_STRIDE)
                } else {
                    let hi = *t[next as usize].get_mut();
                    (hi > lo + 1).then(|| lo + (hi - lo) / 2)
                };
                match order {
                    Some(o) => {
                        *t[op.index()].get_mut() = o;
                        true
                    }
                    None => false,
                }
            }
            _ => true,
        };
        if !keep {
            *self.blocks[block.index()].order.get_mut() = BlockOrder::UNKNOWN;
        }
    }

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.blocks[block.index()].last_op;
        self.link_op(op, block, last, NONE);
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.blocks[block.index()].first_op;
        self.link_op(op, block, NONE, first);
    }

    /// Inserts a detached op right before `anchor` (which must be in a block).
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let a = &self.ops[anchor.index()];
        let block = a.parent_block().expect("anchor op is not in a block");
        let prev = a.prev;
        self.link_op(op, block, prev, anchor.0);
    }

    /// Inserts a detached op right after `anchor` (which must be in a block).
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let a = &self.ops[anchor.index()];
        let block = a.parent_block().expect("anchor op is not in a block");
        let next = a.next;
        self.link_op(op, block, anchor.0, next);
    }

    /// Unlinks an op from its block; it stays alive, detached (re-insert it or erase it).
    pub fn remove_op(&mut self, op: OpId) {
        let o = &self.ops[op.index()];
        let Some(block) = o.parent_block() else {
            return;
        };
        let (prev, next) = (o.prev, o.next);
        if prev == NONE {
            self.blocks[block.index()].first_op = next;
        } else {
            self.ops[prev as usize].next = next;
        }
        if next == NONE {
            self.blocks[block.index()].last_op = prev;
        } else {
            self.ops[next as usize].prev = prev;
        }
        let o = &mut self.ops[op.index()];
        o.parent = NONE;
        o.prev = NONE;
        o.next = NONE;
    }

    /// Moves an op (in a block or detached) to just before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.remove_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves an op (in a block or detached) to just after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        self.remove_op(op);
        self.insert_op_after(anchor, op);
    }

    /// Moves an op (in a block or detached) to the end of `block`.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        self.remove_op(op);
        self.append_op(block, op);
    }

    fn link_block(&mut self, block: BlockId, region: RegionId, prev: u32, next: u32) {
        let b = &mut self.blocks[block.index()];
        assert!(
            b.parent == NONE,
            "block {block:?} is already in a region (or erased)"
        );
        b.parent = region.0;
        b.prev = prev;
        b.next = next;
        if prev == NONE {
            self.regions[region.index()].first_block = block.0;
        } else {
            self.blocks[prev as usize].next = block.0;
        }
        if next == NONE {
            self.regions[region.index()].last_block = block.0;
        } else {
            self.blocks[next as usize].prev = block.0;
        }
    }

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region.index()].last_block;
        self.link_block(block, region, last, NONE);
    }

    /// Inserts a detached block at the start of `region`.
    pub fn prepend_block(&mut self, region: RegionId, block: BlockId) {
        let first = self.regions[region.index()].first_block;
        self.link_block(block, region, NONE, first);
    }

    /// Inserts a detached block right before `anchor`.
    pub fn insert_block_before(&mut self, anchor: BlockId, block: BlockId) {
        let a = &self.blocks[anchor.index()];
        let region = a.parent_region().expect("anchor block is not in a region");
        let prev = a.prev;
        self.link_block(block, region, prev, anchor.0);
    }

    /// Inserts a detached block right after `anchor`.
    pub fn insert_block_after(&mut self, anchor: BlockId, block: BlockId) {
        let a = &self.blocks[anchor.index()];
        let region = a.parent_region().expect("anchor block is not in a region");
        let next = a.next;
        self.link_block(block, region, anchor.0, next);
    }

    /// Unlinks a block from its region; it stays alive, detached.
    pub fn remove_block(&mut self, block: BlockId) {
        let b = &self.blocks[block.index()];
        let Some(region) = b.parent_region() else {
            return;
        };
        let (prev, next) = (b.prev, b.next);
        if prev == NONE {
            self.regions[region.index()].first_block = next;
        } else {
            self.blocks[prev as usize].next = next;
        }
        if next == NONE {
            self.regions[region.index()].last_block = prev;
        } else {
            self.blocks[next as usize].prev = prev;
        }
        let b = &mut self.blocks[block.index()];
        b.parent = NONE;
        b.prev = NONE;
        b.next = NONE;
    }

    /// Moves all blocks of `from` to the end of `to` (MLIR's `Region::takeBody` when `to` is
    /// empty).
    pub fn move_region_blocks(&mut self, from: RegionId, to: RegionId) {
        while let Some(b) = self.region(from).first_block() {
            self.remove_block(b);
            self.append_block(to, b);
        }
    }

    // --- Op accessors ------------------------------------------------------------------------

    /// The op's name (shorthand for `body.op(op).name()`).
    #[inline]
    pub fn op_name(&self, op: OpId) -> OperationName {
        self.op(op).name
    }

    /// The op's location.
    #[inline]
    pub fn op_location(&self, op: OpId) -> Location {
        self.op(op).loc
    }

    /// Sets the op's location.
    pub fn set_op_location(&mut self, op: OpId, loc: Location) {
        self.ops[op.index()].loc = loc;
    }

    /// Sets the discardable attribute dictionary (`None` for empty).
    pub fn set_attributes(&mut self, op: OpId, dict: Option<Attribute>) {
        self.ops[op.index()].set_attrs(dict);
    }

    /// Sets the properties.
    pub fn set_properties(&mut self, op: OpId, props: Option<Attribute>) {
        self.ops[op.index()].data.set_props(props);
    }

    /// The discardable attribute `name`, if present.
    pub fn discardable_attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.op(op).attributes().and_then(|d| d.get(name))
    }

    /// The inherent attribute `name` (an entry of the properties dictionary), if present.
    pub fn inherent_attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.op(op).data.props().and_then(|d| d.get(name))
    }

    /// Every attribute of the op, inherent (a registered op's properties) and discardable,
    /// sorted by name (MLIR's `getAttrs`).
    pub fn all_attributes(&self, op: OpId) -> Vec<crate::NamedAttribute> {
        let o = self.op(op);
        let mut entries: Vec<crate::NamedAttribute> = Vec::new();
        if o.name.is_registered() {
            entries.extend(
                o.properties()
                    .and_then(|p| p.as_dictionary())
                    .unwrap_or(&[]),
            );
        }
        entries.extend(
            o.attributes()
                .and_then(|a| a.as_dictionary())
                .unwrap_or(&[]),
        );
        entries.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        entries
    }

    /// The attribute `name`: inherent first, then discardable (MLIR's `getAttr`).
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.inherent_attr(op, name)
            .or_else(|| self.discardable_attr(op, name))
    }

    /// Sets (or with `None` removes) the discardable attribute `name`.
    pub fn set_discardable_attr(
        &mut self,
        ctx: &Context,
        op: OpId,
        name: &str,
        value: Option<Attribute>,
    ) {
        let dict = self.ops[op.index()].attributes();
        self.ops[op.index()].set_attrs(update_dict(ctx, dict, name, value));
    }

    /// Sets (or with `None` removes) the inherent attribute `name` in the properties
    /// dictionary.
    pub fn set_inherent_attr(
        &mut self,
        ctx: &Context,
        op: OpId,
        name: &str,
        value: Option<Attribute>,
    ) {
        let dict = self.ops[op.index()].data.props();
        let dict = update_dict(ctx, dict, name, value);
        self.ops[op.index()].data.set_props(dict);
    }

    /// Sets (or removes) attribute `name`: inherent if the op is registered and declares it as
    /// inherent, discardable otherwise (MLIR's `setAttr`).
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Option<Attribute>) {
        let inherent = self.op(op).name.info().is_some_and(|i| i.is_inherent(name));
        if inherent {
            self.set_inherent_attr(ctx, op, name, value);
        } else {
            self.set_discardable_attr(ctx, op, name, value);
        }
    }

    /// The op's operands (a null operand appears as [`ValueId::NULL`]).
    #[inline]
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + Clone + '_ {
        let o = self.op(op);
        let s = o.operand_start as usize;
        self.operands[s..s + o.operand_count() as usize]
            .iter()
            .map(|x| ValueId(x.value))
    }

    /// Operand number `index`.
    #[inline]
    #[track_caller]
    pub fn operand(&self, op: OpId, index: usize) -> ValueId {
        let o = self.op(op);
        assert!(
            index < o.operand_count() as usize,
            "operand index out of range"
        );
        ValueId(self.operands[o.operand_start as usize + index].value)
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operand_count() as usize
    }

    /// The op's results.
    #[inline]
    pub fn results(&self, op: OpId) -> ValueRange {
        let o = self.op(op);
        ValueRange {
            next: o.result_start,
            end: o.result_start + o.result_count(),
        }
    }

    /// The types of the op's results, in order.
    pub fn result_types(&self, op: OpId) -> Vec<Type> {
        self.results(op).map(|r| self.value_type(r)).collect()
    }

    /// Result number `index`.
    #[inline]
    #[track_caller]
    pub fn result(&self, op: OpId, index: usize) -> ValueId {
        let o = self.op(op);
        assert!(
            index < o.result_count() as usize,
            "result index out of range"
        );
        ValueId(o.result_start + index as u32)
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).result_count() as usize
    }

    /// The op's successor blocks.
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + Clone + '_ {
        let (s, n) = self.op(op).succ_range();
        self.block_operands[s as usize..(s + n) as usize]
            .iter()
            .map(|x| BlockId(x.value))
    }

    /// Successor number `index`.
    #[track_caller]
    pub fn successor(&self, op: OpId, index: usize) -> BlockId {
        let (s, n) = self.op(op).succ_range();
        assert!(index < n as usize, "successor index out of range");
        BlockId(self.block_operands[s as usize + index].value)
    }

    /// Number of successors.
    pub fn num_successors(&self, op: OpId) -> usize {
        self.op(op).num_successors()
    }

    /// The op's regions. For an op with a nested body the ids are relative to
    /// [`Body::nested_body`]; use [`Body::regions_body`] to get the right body.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        let Some(e) = self.op(op).data.extra() else {
            return &[];
        };
        match e.regions.body() {
            Some(b) => &b.top_regions,
            None => {
                assert!(
                    e.regions.start() != NONE,
                    "the regions of op {op:?} are in a nested body that was taken out"
                );
                let s = e.regions.start() as usize;
                &self.region_lists[s..s + e.num_regions as usize]
            }
        }
    }

    /// Region number `index` (see [`Body::regions`] for which body it belongs to).
    #[track_caller]
    pub fn op_region(&self, op: OpId, index: usize) -> RegionId {
        self.regions(op)[index]
    }

    /// Number of regions.
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op(op).num_regions()
    }

    /// The body owning an isolated-from-above op's regions.
    pub fn nested_body(&self, op: OpId) -> Option<&Body> {
        self.op(op).nested()
    }

    /// Mutable access to an isolated-from-above op's body.
    pub fn nested_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.ops[op.index()].nested_mut()
    }

    /// The body that holds `op`'s regions: its nested body, or `self`.
    pub fn regions_body(&self, op: OpId) -> &Body {
        self.nested_body(op).unwrap_or(self)
    }

    /// Mutable version of [`Body::regions_body`].
    pub fn regions_body_mut(&mut self, op: OpId) -> &mut Body {
        if self.ops[op.index()].has_nested_body() {
            self.ops[op.index()].nested_mut().expect("checked")
        } else {
            self
        }
    }

    /// Every live op of this body that owns a nested body, with mutable access to that body.
    /// The borrows are disjoint, so the bodies can be processed in parallel.
    pub fn nested_bodies_mut(&mut self) -> impl Iterator<Item = (OpId, &mut Body)> {
        self.ops
            .iter_mut()
            .enumerate()
            .filter(|(_, o)| o.parent != ERASED)
            .filter_map(|(i, o)| o.nested_mut().map(|b| (OpId(i as u32), b)))
    }

    /// Every live op of this body that owns a nested body, with that body.
    pub fn nested_bodies(&self) -> impl Iterator<Item = (OpId, &Body)> {
        self.ops
            .iter()
            .enumerate()
            .filter(|(_, o)| o.parent != ERASED)
            .filter_map(|(i, o)| o.nested().map(|b| (OpId(i as u32), b)))
    }

    /// Takes an op's nested body out (e.g. to process it on another thread); put it back with
    /// [`Body::put_nested_body`].
    pub fn take_nested_body(&mut self, op: OpId) -> Option<Box<Body>> {
        self.ops[op.index()].take_nested()
    }

    /// Puts back a body taken with [`Body::take_nested_body`].
    pub fn put_nested_body(&mut self, op: OpId, body: Box<Body>) {
        let o = &mut self.ops[op.index()];
        assert!(!o.has_nested_body(), "op {op:?} already has a nested body");
        o.extra_mut().regions = RegionStore::nested(body);
    }

    /// Replaces the nested body of the isolated-from-above op `op` with `body`, built apart
    /// from it (a parser fills the bodies of functions on other threads), whose top regions
    /// are `regions`, in order. Returns the replaced body; gives `body` back if `op` has none.
    pub fn replace_nested_body(
        &mut self,
        op: OpId,
        mut body: Box<Body>,
        regions: &[RegionId],
    ) -> Result<Box<Body>, Box<Body>> {
        let Some(old) = self.take_nested_body(op) else {
            return Err(body);
        };
        body.owner = old.owner;
        body.top_regions.clear();
        for &r in regions {
            body.adopt_top_region(r);
        }
        body.shrink_to_fit();
        self.put_nested_body(op, body);
        Ok(old)
    }

    /// The block containing the op.
    #[inline]
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent_block()
    }

    /// The region containing the op.
    #[inline]
    pub fn parent_region(&self, op: OpId) -> Option<RegionId> {
        self.parent_block(op)
            .and_then(|b| self.blocks[b.index()].parent_region())
    }

    /// The op containing the op, within this body (`None` at the body's top level).
    #[inline]
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.parent_region(op)
            .and_then(|r| self.regions[r.index()].parent_op())
    }

    /// The next op in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        opt(self.op(op).next, OpId)
    }

    /// The previous op in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        opt(self.op(op).prev, OpId)
    }

    /// True if `ancestor` is `op` or contains it (within this body).
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // --- Block / region accessors ------------------------------------------------------------

    /// The ops of a block, in order.
    #[inline]
    pub fn ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            body: self,
            cur: self.blocks[block.index()].first_op,
        }
    }

    /// The ops of a block, in reverse order.
    pub fn ops_rev(&self, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.blocks[block.index()].last_op;
        std::iter::from_fn(move || {
            if cur == NONE {
                return None;
            }
            let id = OpId(cur);
            cur = self.ops[cur as usize].prev;
            Some(id)
        })
    }

    /// The first op of a block.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first_op()
    }

    /// The last op of a block.
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last_op()
    }

    /// The block's arguments.
    #[inline]
    pub fn block_arguments(&self, block: BlockId) -> &[ValueId] {
        &self.block_args[self.blocks[block.index()].args_range()]
    }

    /// The locations of the block's arguments.
    #[inline]
    pub fn block_argument_locations(&self, block: BlockId) -> &[Location] {
        &self.block_arg_locs[self.blocks[block.index()].args_range()]
    }

    /// Argument number `index` of a block.
    #[inline]
    pub fn block_argument(&self, block: BlockId, index: usize) -> ValueId {
        self.block_arguments(block)[index]
    }

    /// The location of argument number `index` of a block.
    #[inline]
    pub fn argument_location(&self, block: BlockId, index: usize) -> Location {
        self.block_argument_locations(block)[index]
    }

    /// Number of block arguments.
    #[inline]
    pub fn num_block_arguments(&self, block: BlockId) -> usize {
        self.blocks[block.index()].num_arguments()
    }

    /// The region containing a block.
    #[inline]
    pub fn block_parent_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent_region()
    }

    /// The op containing a block (within this body).
    #[inline]
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.block_parent_region(block)
            .and_then(|r| self.regions[r.index()].parent_op())
    }

    /// The name of the op containing a block: its parent op in this body, or the owner of
    /// the body for a block of one of its top regions (`None` for an unlinked block or a
    /// root body's top block).
    pub fn block_parent_name(&self, block: BlockId) -> Option<OperationName> {
        let region = self.block_parent_region(block)?;
        match self.regions[region.index()].parent_op() {
            Some(op) => Some(self.op_name(op)),
            None => self.owner,
        }
    }

    /// The next block in the same region.
    #[inline]
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].next, BlockId)
    }

    /// The previous block in the same region.
    #[inline]
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        opt(self.blocks[block.index()].prev, BlockId)
    }

    /// The blocks that branch to `block`: `(terminator, successor index)`, most recent first.
    pub fn predecessors(&self, block: BlockId) -> PredIter<'_> {
        PredIter {
            body: self,
            cur: self.blocks[block.index()].first_pred,
        }
    }

    /// True if nothing branches to the block.
    pub fn has_no_predecessors(&self, block: BlockId) -> bool {
        self.blocks[block.index()].first_pred == NONE
    }

    /// The blocks of a region, in order.
    #[inline]
    pub fn blocks(&self, region: RegionId) -> BlockIter<'_> {
        BlockIter {
            body: self,
            cur: self.regions[region.index()].first_block,
        }
    }

    /// The entry (first) block of a region.
    #[inline]
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.index()].first_block()
    }

    /// The op owning a region (within this body).
    #[inline]
    pub fn region_parent_op(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent_op()
    }

    /// True if `ancestor` is `region` or contains it (within this body).
    pub fn region_is_ancestor(&self, ancestor: RegionId, mut region: RegionId) -> bool {
        loop {
            if region == ancestor {
                return true;
            }
            match self
                .region_parent_op(region)
                .and_then(|op| self.parent_region(op))
            {
                Some(r) => region = r,
                None => return false,
            }
        }
    }

    // --- Values ------------------------------------------------------------------------------

    /// The type of a value.
    #[inline]
    #[track_caller]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v.index()].ty
    }

    /// Changes the type of a value.
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v.index()].ty = ty;
    }

    /// Where the value comes from.
    #[inline]
    pub fn value_def(&self, v: ValueId) -> ValueDef {
        let owner = self.values[v.index()].owner;
        if owner & ARG_BIT != 0 {
            let block = owner & !ARG_BIT;
            let index = match self.blocks.get(block as usize) {
                Some(b) if owner != ERASED_ARG => arg_position(&self.block_args[b.args_range()], v),
                _ => 0,
            };
            ValueDef::BlockArgument {
                block: BlockId(if owner == ERASED_ARG { NONE } else { block }),
                index,
            }
        } else {
            ValueDef::OpResult {
                op: OpId(owner),
                index: v.0 - self.ops[owner as usize].result_start,
            }
        }
    }

    /// The op defining the value (`None` for block arguments).
    #[inline]
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        // O(1): the argument position (a search) is not needed here.
        let owner = self.values[v.index()].owner;
        (owner & ARG_BIT == 0).then_some(OpId(owner))
    }

    /// The block in which the value is defined.
    pub fn value_parent_block(&self, v: ValueId) -> Option<BlockId> {
        let owner = self.values[v.index()].owner;
        if owner & ARG_BIT == 0 {
            self.parent_block(OpId(owner))
        } else if owner == ERASED_ARG {
            Some(BlockId(NONE))
        } else {
            Some(BlockId(owner & !ARG_BIT))
        }
    }

    /// The region in which the value is defined.
    pub fn value_parent_region(&self, v: ValueId) -> Option<RegionId> {
        self.value_parent_block(v)
            .and_then(|b| self.block_parent_region(b))
    }

    /// The uses of a value, most recently added first (like MLIR's use-lists).
    #[inline]
    pub fn uses(&self, v: ValueId) -> UseIter<'_> {
        UseIter {
            body: self,
            cur: self.values[v.index()].first_use,
        }
    }

    /// The ops using a value (an op appears once per use).
    pub fn users(&self, v: ValueId) -> impl Iterator<Item = OpId> + '_ {
        self.uses(v).map(|u| u.owner)
    }

    /// True if the value has no uses.
    #[inline]
    pub fn use_empty(&self, v: ValueId) -> bool {
        self.values[v.index()].first_use == NONE
    }

    /// True if the value has exactly one use.
    pub fn has_one_use(&self, v: ValueId) -> bool {
        let f = self.values[v.index()].first_use;
        f != NONE && self.operands[f as usize].next == NONE
    }

    /// Number of uses (O(uses)).
    pub fn num_uses(&self, v: ValueId) -> usize {
        self.uses(v).count()
    }

    /// True if no result of the op has a use.
    pub fn op_results_unused(&self, op: OpId) -> bool {
        self.results(op).all(|v| self.use_empty(v))
    }

    // --- Operand / successor mutation --------------------------------------------------------

    /// Sets operand number `index` to `v`.
    #[track_caller]
    pub fn set_operand(&mut self, op: OpId, index: usize, v: ValueId) {
        let o = &self.ops[op.index()];
        assert!(
            index < o.operand_count() as usize,
            "operand index out of range"
        );
        let slot = o.operand_start + index as u32;
        self.redirect_use(slot, v);
    }

    fn redirect_use(&mut self, slot: u32, v: ValueId) {
        let old = self.operands[slot as usize].value;
        if old == v.0 {
            return;
        }
        if old != NONE {
            let head = &mut self.values[old as usize].first_use;
            unlink_use(&mut self.operands, head, slot);
        }
        self.operands[slot as usize].value = v.0;
        if !v.is_null() {
            let head = &mut self.values[v.index()].first_use;
            link_use(&mut self.operands, head, slot);
        }
    }

    /// Replaces all operands of the op.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        let o = &self.ops[op.index()];
        let (start, n) = (o.operand_start, o.operand_count() as usize);
        let common = n.min(values.len());
        for (i, &v) in values[..common].iter().enumerate() {
            self.redirect_use(start + i as u32, v);
        }
        if n > common {
            self.erase_operands(op, common, n - common);
        } else {
            self.insert_operands(op, common, &values[common..]);
        }
    }

    /// Inserts operands at position `index`.
    #[track_caller]
    pub fn insert_operands(&mut self, op: OpId, index: usize, values: &[ValueId]) {
        let o = &self.ops[op.index()];
        let (start, n) = (o.operand_start, o.operand_count());
        assert!(index <= n as usize, "operand index out of range");
        if values.is_empty() {
            return;
        }
        let k = values.len() as u32;
        let blank = Operand {
            value: NONE,
            owner: op.0,
            prev: NONE,
            next: NONE,
        };
        if (start + n) as usize == self.operands.len() {
            // The list ends the arena: grow it in place, shifting the tail up.
            self.operands
                .resize(self.operands.len() + k as usize, blank);
            for i in (index as u32..n).rev() {
                let from = start + i;
                self.move_operand_slot(from, from + k);
            }
            for (j, &v) in values.iter().enumerate() {
                let slot = start + index as u32 + j as u32;
                self.operands[slot as usize] = blank;
                self.redirect_use(slot, v);
            }
            self.ops[op.index()].set_operand_count(n + k);
            return;
        }
        // Relocate the operand list to the end of the arena with room for the new ones.
        let new_start = self.operands.len() as u32;
        let total = n + values.len() as u32;
        self.operands.resize(
            (new_start + total) as usize,
            Operand {
                value: NONE,
                owner: op.0,
                prev: NONE,
                next: NONE,
            },
        );
        let index = index as u32;
        for i in 0..n {
            let to = if i < index {
                i
            } else {
                i + values.len() as u32
            };
            self.move_operand_slot(start + i, new_start + to);
        }
        for (k, &v) in values.iter().enumerate() {
            let slot = new_start + index + k as u32;
            self.operands[slot as usize] = Operand {
                value: NONE,
                owner: op.0,
                prev: NONE,
                next: NONE,
            };
            self.redirect_use(slot, v);
        }
        let o = &mut self.ops[op.index()];
        o.operand_start = new_start;
        o.set_operand_count(total);
    }

    /// Moves operand slot `from` to slot `to` (keeping its place in its use-list) and
    /// clears `from`.
    fn move_operand_slot(&mut self, from: u32, to: u32) {
        let value = self.operands[from as usize].value;
        if value == NONE {
            self.operands[to as usize] = self.operands[from as usize];
        } else {
            let head = &mut self.values[value as usize].first_use;
            relocate_use(&mut self.operands, head, from, to);
        }
        self.operands[from as usize].value = NONE;
    }

    /// Appends one operand.
    pub fn push_operand(&mut self, op: OpId, v: ValueId) {
        let n = self.ops[op.index()].operand_count() as usize;
        self.insert_operands(op, n, &[v]);
    }

    /// Erases `count` operands starting at `index`.
    #[track_caller]
    pub fn erase_operands(&mut self, op: OpId, index: usize, count: usize) {
        let o = &self.ops[op.index()];
        let (start, n) = (o.operand_start, o.operand_count());
        assert!(index + count <= n as usize, "operand index out of range");
        for i in index..index + count {
            self.redirect_use(start + i as u32, ValueId::NULL);
        }
        // Shift the tail down over the erased slots.
        for i in (index + count) as u32..n {
            let from = start + i;
            self.move_operand_slot(from, from - count as u32);
        }
        self.ops[op.index()].set_operand_count(n - count as u32);
    }

    /// Erases operand number `index`.
    pub fn erase_operand(&mut self, op: OpId, index: usize) {
        self.erase_operands(op, index, 1);
    }

    /// Sets successor number `index` to `block`.
    #[track_caller]
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let (s, n) = self.ops[op.index()].succ_range();
        assert!(index < n as usize, "successor index out of range");
        let slot = s + index as u32;
        let old = self.block_operands[slot as usize].value;
        if old != NONE {
            let head = &mut self.blocks[old as usize].first_pred;
            unlink_use(&mut self.block_operands, head, slot);
        }
        self.block_operands[slot as usize].value = block.0;
        let head = &mut self.blocks[block.index()].first_pred;
        link_use(&mut self.block_operands, head, slot);
    }

    /// Redirects every use of `from` to `to`.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while self.values[from.index()].first_use != NONE {
            let slot = self.values[from.index()].first_use;
            self.redirect_use(slot, to);
        }
    }

    /// Redirects every use of `from` to `to`, keeping their order, and places them in
    /// `to`'s use-list just before (newer than) `older`, a use of `to`, or after all of
    /// them when `older` is `None`. Returns the newest use moved (`older` when `from` had
    /// none), or `Err` (nothing changed) when `older` is not a use of `to`.
    #[allow(clippy::result_unit_err)]
    pub fn splice_uses(
        &mut self,
        from: ValueId,
        to: ValueId,
        older: Option<Use>,
    ) -> Result<Option<Use>, ()> {
        let older_slot = match older {
            Some(u) => {
                let o = self.ops.get(u.owner.index()).ok_or(())?;
                if u.operand_index >= o.operand_count() {
                    return Err(());
                }
                let slot = o.operand_start + u.operand_index;
                if self.operands[slot as usize].value != to.0 {
                    return Err(());
                }
                slot
            }
            None => NONE,
        };
        let first = self.values[from.index()].first_use;
        if from == to || to.is_null() || first == NONE {
            return if from == to || first == NONE {
                Ok(older)
            } else {
                Err(())
            };
        }
        let mut last = first;
        loop {
            let s = &mut self.operands[last as usize];
            s.value = to.0;
            if s.next == NONE {
                break;
            }
            last = s.next;
        }
        self.values[from.index()].first_use = NONE;
        // The use just newer than `older` (or the oldest use when `older` is `None`).
        let newer = if older_slot != NONE {
            self.operands[older_slot as usize].prev
        } else {
            let mut cur = self.values[to.index()].first_use;
            let mut prev = NONE;
            while cur != NONE {
                prev = cur;
                cur = self.operands[cur as usize].next;
            }
            prev
        };
        self.operands[first as usize].prev = newer;
        if newer == NONE {
            self.values[to.index()].first_use = first;
        } else {
            self.operands[newer as usize].next = first;
        }
        self.operands[last as usize].next = older_slot;
        if older_slot != NONE {
            self.operands[older_slot as usize].prev = last;
        }
        let owner = self.operands[first as usize].owner;
        Ok(Some(Use {
            owner: OpId(owner),
            operand_index: first - self.ops[owner as usize].operand_start,
        }))
    }

    /// Redirects the uses of `from` for which `pred` is true to `to`.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, Use) -> bool,
    ) {
        if from == to {
            return;
        }
        let mut cur = self.values[from.index()].first_use;
        while cur != NONE {
            let slot = self.operands[cur as usize];
            let next = slot.next;
            let u = Use {
                owner: OpId(slot.owner),
                operand_index: cur - self.ops[slot.owner as usize].operand_start,
            };
            if pred(self, u) {
                self.redirect_use(cur, to);
            }
            cur = next;
        }
    }

    /// Replaces every use of the results of `op` by the corresponding value of `with`.
    #[track_caller]
    pub fn replace_op_uses_with(&mut self, op: OpId, with: &[ValueId]) {
        let results: Vec<ValueId> = self.results(op).collect();
        assert_eq!(results.len(), with.len(), "result count mismatch");
        for (r, &w) in results.into_iter().zip(with) {
            self.replace_all_uses_with(r, w);
        }
    }

    /// Sets every operand using `v` to [`ValueId::NULL`].
    pub fn drop_all_uses(&mut self, v: ValueId) {
        self.replace_all_uses_with(v, ValueId::NULL);
    }

    /// Drops the op's own operands and successors (not those of nested ops).
    fn drop_own_references(&mut self, op: OpId) {
        let o = &self.ops[op.index()];
        let (start, n) = (o.operand_start, o.operand_count());
        let (sstart, sn) = o.succ_range();
        for slot in start..start + n {
            self.redirect_use(slot, ValueId::NULL);
        }
        for slot in sstart..sstart + sn {
            let old = self.block_operands[slot as usize].value;
            if old != NONE {
                let head = &mut self.blocks[old as usize].first_pred;
                unlink_use(&mut self.block_operands, head, slot);
                self.block_operands[slot as usize].value = NONE;
            }
        }
    }

    /// Collects `op` and every op nested in it (within this body), pre-order.
    fn subtree_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = vec![op];
        let mut i = 0;
        while i < out.len() {
            let cur = out[i];
            i += 1;
            if self.ops[cur.index()].has_nested_body() {
                continue;
            }
            for &r in self.regions(cur) {
                for b in self.blocks(r) {
                    out.extend(self.ops(b));
                }
            }
        }
        out
    }

    /// Drops the operands and successors of `op` and of every op nested in it (MLIR's
    /// `dropAllReferences`), so cyclic references inside can be erased.
    pub fn drop_all_references(&mut self, op: OpId) {
        for o in self.subtree_ops(op) {
            self.drop_own_references(o);
        }
    }

    // --- Erasure -----------------------------------------------------------------------------

    /// Erases an op and everything nested in it. Panics if a value defined by the op or inside
    /// it is still used outside it (a programmer error).
    #[track_caller]
    pub fn erase_op(&mut self, op: OpId) {
        assert!(
            self.ops[op.index()].parent != ERASED,
            "erasing an erased op {op:?}"
        );
        if self.ops[op.index()].num_regions() == 0 {
            // Fast path: a leaf op.
            self.drop_own_references(op);
            for v in self.results(op) {
                assert!(
                    self.use_empty(v),
                    "erasing op '{}' whose result is still used",
                    self.ops[op.index()].name
                );
            }
            self.remove_op(op);
            let data = &mut self.ops[op.index()];
            data.parent = ERASED;
            self.live_ops -= 1;
            return;
        }
        let subtree = self.subtree_ops(op);
        for &o in &subtree {
            self.drop_own_references(o);
        }
        for &o in &subtree {
            for v in self.results(o) {
                assert!(
                    self.use_empty(v),
                    "erasing op '{}' whose result is still used",
                    self.ops[o.index()].name
                );
            }
        }
        // Block arguments of nested blocks must be unused too.
        for &o in &subtree {
            if self.ops[o.index()].has_nested_body() {
                continue;
            }
            for &r in self.regions(o) {
                for b in self.blocks(r) {
                    for &a in self.block_arguments(b) {
                        assert!(
                            self.values[a.index()].first_use == NONE,
                            "erasing a block argument that is still used"
                        );
                    }
                }
            }
        }
        self.remove_op(op);
        for &o in &subtree {
            if !self.ops[o.index()].has_nested_body() {
                let regions: Vec<RegionId> = self.regions(o).to_vec();
                for r in regions {
                    let blocks: Vec<BlockId> = self.blocks(r).collect();
                    for b in blocks {
                        let blk = &mut self.blocks[b.index()];
                        blk.parent = ERASED;
                        blk.first_op = NONE;
                        blk.last_op = NONE;
                    }
                    let reg = &mut self.regions[r.index()];
                    reg.first_block = NONE;
                    reg.last_block = NONE;
                }
            }
            let data = &mut self.ops[o.index()];
            data.parent = ERASED;
            if let Some(e) = data.data.extra_mut() {
                drop(e.regions.take_body());
            }
            data.prev = NONE;
            data.next = NONE;
            self.live_ops -= 1;
        }
    }

    /// Erases a block and its ops. Panics if the block still has predecessors, or its
    /// arguments or the values defined in it are still used outside it.
    #[track_caller]
    pub fn erase_block(&mut self, block: BlockId) {
        // Drop references of all ops first so values used only inside the block are free.
        let ops: Vec<OpId> = self.ops(block).collect();
        for &o in &ops {
            self.drop_all_references(o);
        }
        for &o in ops.iter().rev() {
            self.erase_op(o);
        }
        assert!(
            self.has_no_predecessors(block),
            "erasing a block that is still a successor"
        );
        for &a in self.block_arguments(block) {
            assert!(
                self.values[a.index()].first_use == NONE,
                "erasing a block argument that is still used"
            );
        }
        self.remove_block(block);
        self.blocks[block.index()].parent = ERASED;
    }

    /// Replaces every use of `op`'s results by `values`, then erases `op` (MLIR's
    /// `replaceOp`).
    #[track_caller]
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        self.replace_op_uses_with(op, values);
        self.erase_op(op);
    }

    /// Moves every block of `region` into `dest`, before `before` (at the end when `None`),
    /// like MLIR's `inlineRegionBefore`.
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(b) = self.region(region).first_block() {
            self.remove_block(b);
            match before {
                Some(anchor) => self.insert_block_before(anchor, b),
                None => self.append_block(dest, b),
            }
        }
    }

    /// Moves the ops of `source` into `dest` before `before` (at the end when `None`),
    /// replacing uses of `source`'s arguments by `args`, then erases `source` (MLIR's
    /// `inlineBlockBefore`). Panics if `source` still has predecessors.
    #[track_caller]
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        let old_args = self.block_arguments(source).to_vec();
        assert_eq!(old_args.len(), args.len(), "block argument count mismatch");
        for (&from, &to) in old_args.iter().zip(args) {
            self.replace_all_uses_with(from, to);
        }
        while let Some(op) = self.first_op(source) {
            self.remove_op(op);
            match before {
                Some(anchor) => self.insert_op_before(anchor, op),
                None => self.append_op(dest, op),
            }
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` and erases `source` (MLIR's `mergeBlocks`).
    #[track_caller]
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `op`: `op` and everything after it move to a new block inserted
    /// right after `block`, which is returned. The new block has no arguments.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        assert_eq!(self.parent_block(op), Some(block), "op is not in the block");
        let new = self.create_block();
        if self.block_parent_region(block).is_some() {
            self.insert_block_after(block, new);
        }
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.next_op(o);
            self.remove_op(o);
            self.append_op(new, o);
        }
        new
    }

    // --- Ordering ----------------------------------------------------------------------------

    /// True if `a` comes before `b`; both must be in the same block. Compares ids when the
    /// block's ops are in id order, else order numbers cached per block (see [`BlockOrder`]),
    /// recomputed lazily after insertions that ran out of room.
    #[track_caller]
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let block = self.op(a).parent_block().expect("op is not in a block");
        assert_eq!(self.op(b).parent, block.0, "ops are not in the same block");
        let blk = &self.blocks[block.index()];
        let mut state = blk.order.load(Ordering::Acquire);
        if state == BlockOrder::UNKNOWN {
            let mut last = None;
            let by_id = self.ops(block).all(|o| {
                let ok = last.is_none_or(|l| l < o.0);
                last = Some(o.0);
                ok
            });
            state = if by_id {
                BlockOrder::BY_ID
            } else {
                let table = self
                    .order_table
                    .get_or_init(|| (0..self.ops.len()).map(|_| AtomicU32::new(0)).collect());
                let mut order = 0u32;
                for o in self.ops(block) {
                    order = order.saturating_add(ORDER_STRIDE);
                    table[o.index()].store(order, Ordering::Relaxed);
                }
                BlockOrder::BY_TABLE
            };
            blk.order.store(state, Ordering::Release);
        }
        if state == BlockOrder::BY_ID {
            return a.0 < b.0;
        }
        let table = self
            .order_table
            .get()
            .expect("order table made with the state");
        table[a.index()].load(Ordering::Relaxed) < table[b.index()].load(Ordering::Relaxed)
    }
}

mod absorb;
mod clone;
mod compact;
mod dump;
mod spare;
pub use absorb::BodyOffsets;
pub use clone::IrMapping;

#[cfg(test)]
mod tests;
