//! The solver: analyses registered on it compute *states* attached to lattice *anchors*
//! (values, program points, control-flow edges), and the solver runs them to a fixpoint.
//!
//! * A state is any `Default + 'static` type; its default is the state before anything is
//!   known. States of one type live in one table, created on first use of an anchor
//!   ([`Cx::get_or_create`]) and named by a typed [`StateId`].
//! * [`Cx::update`] changes a state; if the closure reports [`Change::Change`], everything
//!   that depends on it is queued: the work items recorded with [`Cx::depend`] (or
//!   [`Cx::get_for`]) in the order they were first recorded, then the subscribers of the
//!   state's table and of the state: for a value, each subscriber of the table
//!   ([`Cx::subscribe_users`]) at the point after each user of the value; for the start of a
//!   block, each content subscriber of the state ([`Cx::subscribe_block_content`], in load
//!   order) at the block's start and then after each of its ops; for a control-flow edge,
//!   each content subscriber at the start of the edge's target.
//! * A work item is a program point and an analysis; the worklist is first-in first-out
//!   and holds each item once. [`Solver::run`] initializes the analyses in the order they
//!   were loaded, then visits work items until none is left.
//!
//! An analysis reads the states of others (the dead-code analysis reads constants, constant
//! propagation reads which blocks are executable), so analyses cooperate through the
//! shared tables.

use std::any::{Any, TypeId};
use std::collections::VecDeque;
use std::marker::PhantomData;

use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::registry::Traits;
use ropt_ir::{AttributeKind, Diagnostic};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::program::{Blk, Op, OuterSymbol, Point, Program, Reg, Val};

/// Whether an update changed a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Nothing changed.
    NoChange,
    /// The state changed.
    Change,
}

impl Change {
    /// `Change` if `changed`.
    pub fn from(changed: bool) -> Change {
        if changed {
            Change::Change
        } else {
            Change::NoChange
        }
    }

    /// True for [`Change::Change`].
    pub fn changed(self) -> bool {
        self == Change::Change
    }
}

impl std::ops::BitOr for Change {
    type Output = Change;
    fn bitor(self, rhs: Change) -> Change {
        Change::from(self.changed() || rhs.changed())
    }
}

impl std::ops::BitOrAssign for Change {
    fn bitor_assign(&mut self, rhs: Change) {
        *self = *self | rhs;
    }
}

/// The index of an analysis in its solver.
pub type AnalysisId = u16;

/// A program point to visit with an analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WorkItem {
    /// The point.
    pub point: Point,
    /// The analysis.
    pub analysis: AnalysisId,
}

/// A control-flow edge between two blocks of one region.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CfgEdge {
    /// The block whose terminator branches.
    pub from: Blk,
    /// The successor.
    pub to: Blk,
}

/// What a state is attached to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// A value (sparse lattices).
    Value(Val),
    /// A program point (dense lattices, executability of blocks, predecessors).
    Point(Point),
    /// A control-flow edge (its executability).
    Edge(CfgEdge),
}

/// A typed handle of a state in its table.
pub struct StateId<T> {
    index: u32,
    _t: PhantomData<fn() -> T>,
}

impl<T> Clone for StateId<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for StateId<T> {}

/// A dataflow analysis, run by a [`Solver`].
pub trait Analysis {
    /// Sets the initial states and queues the first work items.
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic>;
    /// Visits a program point queued for this analysis.
    fn visit(&mut self, cx: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic>;
}

/// A state and who depends on it.
struct Entry<T> {
    anchor: Anchor,
    state: T,
    deps: Deps,
    /// The analyses subscribed to the content of the anchor's block (a bit per analysis).
    content: u64,
}

/// Work items to queue when a state changes, each once, in the order first added.
#[derive(Default)]
struct Deps {
    list: Vec<WorkItem>,
    /// Set when the list is long, to keep adding linear.
    set: Option<FxHashSet<WorkItem>>,
}

impl Deps {
    const LINEAR: usize = 16;

    fn add(&mut self, item: WorkItem) {
        match &mut self.set {
            Some(set) => {
                if set.insert(item) {
                    self.list.push(item);
                }
            }
            None => {
                if self.list.contains(&item) {
                    return;
                }
                self.list.push(item);
                if self.list.len() > Self::LINEAR {
                    self.set = Some(self.list.iter().copied().collect());
                }
            }
        }
    }
}

/// The states of one type.
struct Table<T> {
    /// Dense anchor index -> entry index (`u32::MAX`: none).
    slots: Vec<u32>,
    entries: Vec<Entry<T>>,
    user_subscribers: Vec<AnalysisId>,
}

impl<T: Default> Table<T> {
    /// The entry index for dense anchor index `dense`, created if needed.
    fn slot(&mut self, dense: usize, anchor: Anchor) -> u32 {
        if dense >= self.slots.len() {
            self.slots.resize(dense + 1, u32::MAX);
        }
        let mut slot = self.slots[dense];
        if slot == u32::MAX {
            slot = self.entries.len() as u32;
            self.slots[dense] = slot;
            self.entries.push(Entry {
                anchor,
                state: T::default(),
                deps: Deps::default(),
                content: 0,
            });
        }
        slot
    }
}

impl<T> Default for Table<T> {
    fn default() -> Self {
        Table {
            slots: Vec::new(),
            entries: Vec::new(),
            user_subscribers: Vec::new(),
        }
    }
}

/// The analyses whose bits are set in `mask`, in load order.
fn analyses_in(mask: u64) -> impl Iterator<Item = AnalysisId> {
    (0..64u16).filter(move |&a| mask & (1 << a) != 0)
}

/// What a call resolves to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolved {
    /// An op of the program: the symbol a call names, or the op defining its callee value.
    Op(Op),
    /// A symbol of a symbol table around the top op.
    Outside(OuterSymbol),
    /// Nothing known.
    Unresolved,
}

/// The solver's state besides the IR and the analyses.
pub struct Core {
    tables: Vec<Box<dyn Any>>,
    table_types: Vec<TypeId>,
    worklist: VecDeque<WorkItem>,
    /// Per analysis, a bit per program point: queued.
    queued: Vec<Vec<u64>>,
    edges: FxHashMap<CfgEdge, u32>,
    num_static: usize,
    interprocedural: bool,
    /// Symbol tables seen (table op -> its symbols by name).
    symbol_tables: FxHashMap<Option<Op>, FxHashMap<&'static [u8], Op>>,
    scratch: Vec<WorkItem>,
    changed: Vec<u32>,
    /// While an analysis that visits every point in its initialization runs it: the
    /// analysis and the points it has visited so far (see [`Cx::initializing_everything`]).
    init: Option<(AnalysisId, Vec<u64>)>,
}

impl Core {
    fn new(ir: &Program<'_>) -> Core {
        Core {
            tables: Vec::new(),
            table_types: Vec::new(),
            worklist: VecDeque::new(),
            queued: Vec::new(),
            edges: FxHashMap::default(),
            num_static: ir.num_values() + ir.num_points(),
            interprocedural: true,
            symbol_tables: FxHashMap::default(),
            scratch: Vec::new(),
            changed: Vec::new(),
            init: None,
        }
    }

    fn table_index<T: 'static>(&mut self) -> usize {
        let ty = TypeId::of::<T>();
        if let Some(i) = self.table_types.iter().position(|&t| t == ty) {
            return i;
        }
        self.table_types.push(ty);
        self.tables.push(Box::new(Table::<T>::default()));
        self.tables.len() - 1
    }

    fn table<T: 'static>(&self) -> Option<&Table<T>> {
        let ty = TypeId::of::<T>();
        let i = self.table_types.iter().position(|&t| t == ty)?;
        self.tables[i].downcast_ref()
    }

    fn table_mut<T: 'static>(&mut self) -> &mut Table<T> {
        let i = self.table_index::<T>();
        self.tables[i]
            .downcast_mut()
            .expect("a table holds states of its type")
    }

    /// The dense index of an anchor (`create`: give a new edge an index).
    fn dense(&mut self, ir: &Program<'_>, a: Anchor, create: bool) -> Option<usize> {
        match a {
            Anchor::Value(v) => ir.value_index(v),
            Anchor::Point(p) => Some(ir.num_values() + ir.point_index(p)),
            Anchor::Edge(e) => {
                let next = self.edges.len() as u32;
                let id = match create {
                    true => *self.edges.entry(e).or_insert(next),
                    false => *self.edges.get(&e)?,
                };
                Some(self.num_static + id as usize)
            }
        }
    }

    fn lookup_dense(&self, ir: &Program<'_>, a: Anchor) -> Option<usize> {
        match a {
            Anchor::Value(v) => ir.value_index(v),
            Anchor::Point(p) => Some(ir.num_values() + ir.point_index(p)),
            Anchor::Edge(e) => Some(self.num_static + *self.edges.get(&e)? as usize),
        }
    }

    fn enqueue(&mut self, ir: &Program<'_>, item: WorkItem) {
        let i = ir.point_index(item.point);
        if let Some((a, seen)) = &self.init
            && *a == item.analysis
            && seen.get(i / 64).is_none_or(|w| w & (1 << (i % 64)) == 0)
        {
            // The initialization visits the point later and sees the change then.
            return;
        }
        let bits = &mut self.queued[item.analysis as usize];
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        if word >= bits.len() {
            bits.resize(word + 1, 0);
        }
        if bits[word] & bit == 0 {
            bits[word] |= bit;
            self.worklist.push_back(item);
        }
    }

    fn pop(&mut self, ir: &Program<'_>) -> Option<WorkItem> {
        let item = self.worklist.pop_front()?;
        let i = ir.point_index(item.point);
        self.queued[item.analysis as usize][i / 64] &= !(1u64 << (i % 64));
        Some(item)
    }
}

/// What an analysis works with while it runs: the IR and the states.
pub struct Cx<'s, 'a> {
    ir: &'s mut Program<'a>,
    core: &'s mut Core,
    current: AnalysisId,
}

impl<'s, 'a> Cx<'s, 'a> {
    /// The IR.
    pub fn ir(&self) -> &Program<'a> {
        self.ir
    }

    /// The IR, mutably (for folding; the analysis must leave it as it found it).
    pub fn ir_mut(&mut self) -> &mut Program<'a> {
        self.ir
    }

    /// The analysis running.
    pub fn current(&self) -> AnalysisId {
        self.current
    }

    /// Whether analyses follow calls into callees (MLIR's interprocedural solver config).
    pub fn interprocedural(&self) -> bool {
        self.core.interprocedural
    }

    /// The state of type `T` at `anchor`, created if needed.
    pub fn get_or_create<T: Default + 'static>(&mut self, anchor: Anchor) -> StateId<T> {
        let dense = self
            .core
            .dense(self.ir, anchor, true)
            .expect("an anchor of the program");
        let slot = self.core.table_mut::<T>().slot(dense, anchor);
        StateId {
            index: slot,
            _t: PhantomData,
        }
    }

    /// Appends copies of the `T` states of `values` to `out` (creating missing ones), with a
    /// dependency of `dependent` on each when given. One table access for all of them.
    pub fn states_of<T: Default + Clone + 'static>(
        &mut self,
        values: &[Val],
        dependent: Option<Point>,
        out: &mut Vec<T>,
    ) {
        let analysis = self.current;
        let ir = &*self.ir;
        let table = self.core.table_mut::<T>();
        for &v in values {
            let dense = ir.value_index(v).expect("a value of the program");
            let slot = table.slot(dense, Anchor::Value(v));
            let entry = &mut table.entries[slot as usize];
            if let Some(point) = dependent {
                entry.deps.add(WorkItem { point, analysis });
            }
            out.push(entry.state.clone());
        }
    }

    /// Stores `new[i]` as the `T` state of `values[i]` where it differs, and queues what
    /// depends on those that changed.
    pub fn store_states<T: Default + PartialEq + 'static>(
        &mut self,
        values: &[Val],
        new: &mut Vec<T>,
    ) {
        let mut changed = std::mem::take(&mut self.core.changed);
        changed.clear();
        {
            let ir = &*self.ir;
            let table = self.core.table_mut::<T>();
            for (&v, n) in values.iter().zip(new.drain(..)) {
                let dense = ir.value_index(v).expect("a value of the program");
                let slot = table.slot(dense, Anchor::Value(v));
                let entry = &mut table.entries[slot as usize];
                if entry.state != n {
                    entry.state = n;
                    changed.push(slot);
                }
            }
        }
        for &slot in &changed {
            self.propagate::<T>(StateId {
                index: slot,
                _t: PhantomData,
            });
        }
        self.core.changed = changed;
    }

    /// The state of type `T` at `anchor`, if it exists.
    pub fn lookup<T: Default + 'static>(&self, anchor: Anchor) -> Option<&T> {
        lookup(self.ir, self.core, anchor)
    }

    /// A state.
    pub fn state<T: Default + 'static>(&self, id: StateId<T>) -> &T {
        &self
            .core
            .table::<T>()
            .expect("a state of this table")
            .entries[id.index as usize]
            .state
    }

    /// Records that the current analysis must visit `point` again when `id` changes.
    pub fn depend<T: Default + 'static>(&mut self, id: StateId<T>, point: Point) {
        let item = WorkItem {
            point,
            analysis: self.current,
        };
        self.core.table_mut::<T>().entries[id.index as usize]
            .deps
            .add(item);
    }

    /// The state at `anchor`, created if needed, with a dependency of `point` on it.
    pub fn get_for<T: Default + 'static>(&mut self, point: Point, anchor: Anchor) -> StateId<T> {
        let id = self.get_or_create(anchor);
        self.depend(id, point);
        id
    }

    /// The current analysis visits the users of any value whose `T` state changes.
    pub fn subscribe_users<T: Default + 'static>(&mut self) {
        let a = self.current;
        let subs = &mut self.core.table_mut::<T>().user_subscribers;
        if !subs.contains(&a) {
            subs.push(a);
        }
    }

    /// The current analysis visits a block (its start and the point after each op) when
    /// state `id` of the block's start changes, or the edge's target when `id` is the
    /// state of an edge.
    pub fn subscribe_block_content<T: Default + 'static>(&mut self, id: StateId<T>) {
        let a = self.current;
        self.core.table_mut::<T>().entries[id.index as usize].content |= 1 << a;
    }

    /// Declares that the current analysis's initialization visits every program point of
    /// the program (each marked with [`Cx::initialized`] just before its visit): until it
    /// ends, work items of the analysis at points not visited yet are dropped, since the
    /// visit to come sees what changed. (Saves visiting most ops twice.)
    pub fn initializing_everything(&mut self) {
        self.core.init = Some((self.current, Vec::new()));
    }

    /// Marks `point` as visited by the initialization (see
    /// [`Cx::initializing_everything`]).
    pub fn initialized(&mut self, point: Point) {
        if let Some((_, seen)) = &mut self.core.init {
            let i = self.ir.point_index(point);
            if i / 64 >= seen.len() {
                seen.resize(i / 64 + 1, 0);
            }
            seen[i / 64] |= 1 << (i % 64);
        }
    }

    /// Queues a work item.
    pub fn enqueue(&mut self, item: WorkItem) {
        self.core.enqueue(self.ir, item);
    }

    /// Changes a state with `f`; if it reports a change, queues what depends on the state.
    pub fn update<T: Default + 'static>(
        &mut self,
        id: StateId<T>,
        f: impl FnOnce(&mut T) -> Change,
    ) -> Change {
        let table = self.core.table_mut::<T>();
        let entry = &mut table.entries[id.index as usize];
        let change = f(&mut entry.state);
        if change.changed() {
            self.propagate::<T>(id);
        }
        change
    }

    /// Queues what depends on state `id` (it changed).
    fn propagate<T: Default + 'static>(&mut self, id: StateId<T>) {
        let mut items = std::mem::take(&mut self.core.scratch);
        items.clear();
        let table = self.core.table_mut::<T>();
        let entry = &table.entries[id.index as usize];
        items.extend_from_slice(&entry.deps.list);
        let (anchor, content) = (entry.anchor, entry.content);
        let ir = &*self.ir;
        match anchor {
            Anchor::Value(v) if !table.user_subscribers.is_empty() => {
                let body = ir.body(v.body);
                for u in body.uses(v.id) {
                    let user = Op {
                        body: v.body,
                        id: u.owner,
                    };
                    let point = ir.after(user);
                    for &analysis in &table.user_subscribers {
                        items.push(WorkItem { point, analysis });
                    }
                }
            }
            Anchor::Point(p) if content != 0 && ir.is_block_start(p) => {
                for analysis in analyses_in(content) {
                    items.push(WorkItem { point: p, analysis });
                }
                let block = ir.point_block(p);
                let body = ir.body(block.body);
                for analysis in analyses_in(content) {
                    for op in body.ops(block.id) {
                        let point = ir.after(Op {
                            body: block.body,
                            id: op,
                        });
                        items.push(WorkItem { point, analysis });
                    }
                }
            }
            Anchor::Edge(e) if content != 0 => {
                let point = ir.block_start(e.to);
                for analysis in analyses_in(content) {
                    items.push(WorkItem { point, analysis });
                }
            }
            _ => {}
        }
        for &item in &items {
            self.core.enqueue(ir, item);
        }
        self.core.scratch = items;
    }

    /// What the call `call` calls (MLIR's `resolveCallableInTable`): for a symbol, the op
    /// it names in the nearest symbol table around the call; for a value, the op defining
    /// it.
    pub fn resolve_call(&mut self, call: Op) -> Resolved {
        let ir = &*self.ir;
        let body = ir.body(call.body);
        let Some(iface) = body.op_name(call.id).interface::<CallOpInterface>() else {
            return Resolved::Unresolved;
        };
        match (iface.callee)(body, call.id) {
            Some(Callee::Value(v)) => match body.defining_op(v) {
                Some(id) => Resolved::Op(Op {
                    body: call.body,
                    id,
                }),
                None => Resolved::Unresolved,
            },
            Some(Callee::Symbol(sym)) => self.resolve_symbol(call, sym),
            None => Resolved::Unresolved,
        }
    }

    /// True if `call` calls a callable with no body (a declaration), in the program or
    /// outside it: analyses treat such calls with their external-call hook.
    pub fn calls_declaration(&mut self, call: Op) -> bool {
        match self.resolve_call(call) {
            Resolved::Op(c) => {
                let body = self.ir.body(c.body);
                body.op_name(c.id)
                    .interface::<CallableOpInterface>()
                    .is_some_and(|i| (i.body_region)(body, c.id).is_none())
            }
            Resolved::Outside(s) => s.callable && !s.has_body,
            Resolved::Unresolved => false,
        }
    }

    /// Resolves a symbol reference from `from` (MLIR's `lookupNearestSymbolFrom`).
    pub fn resolve_symbol(&mut self, from: Op, sym: ropt_ir::Attribute) -> Resolved {
        let AttributeKind::SymbolRef { root, nested } = sym.kind() else {
            return Resolved::Unresolved;
        };
        // The nearest symbol table: `from` itself or an op around it.
        let mut cur = Some(from);
        let table = loop {
            match cur {
                Some(op) => {
                    let name = self.ir.op_name(op);
                    if potentially_unknown_symbol_table(self.ir, op) {
                        return Resolved::Unresolved;
                    }
                    if name.has_trait(Traits::SYMBOL_TABLE) {
                        break Some(op);
                    }
                    cur = self.ir.parent_op(op);
                }
                None => {
                    if self.ir.top().name.has_trait(Traits::SYMBOL_TABLE) {
                        break None;
                    }
                    return match (
                        nested.is_empty(),
                        self.ir.top().outer_symbols.get(root.as_bytes()),
                    ) {
                        (true, Some(&s)) => Resolved::Outside(s),
                        _ => Resolved::Unresolved,
                    };
                }
            }
        };
        let mut found = self.symbol_in(table, root.as_bytes());
        for n in nested.iter() {
            let Some(op) = found else { break };
            if !self.ir.op_name(op).has_trait(Traits::SYMBOL_TABLE) {
                return Resolved::Unresolved;
            }
            found = self.symbol_in(Some(op), n.as_bytes());
        }
        found.map_or(Resolved::Unresolved, Resolved::Op)
    }

    /// The symbol `name` directly in the symbol table `table` (`None`: the top op).
    pub fn symbol_in(&mut self, table: Option<Op>, name: &[u8]) -> Option<Op> {
        if !self.core.symbol_tables.contains_key(&table) {
            let regions = match table {
                Some(op) => self.ir.regions(op),
                None => self.ir.top_regions(),
            };
            let mut map = FxHashMap::default();
            if let Some(&r) = regions.first() {
                collect_symbols(self.ir, r, &mut map);
            }
            self.core.symbol_tables.insert(table, map);
        }
        self.core.symbol_tables[&table].get(name).copied()
    }
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an unregistered op of an unknown dialect with
/// one region.
fn potentially_unknown_symbol_table(ir: &Program<'_>, op: Op) -> bool {
    let name = ir.op_name(op);
    ir.body(op.body).num_regions(op.id) == 1
        && !name.is_registered()
        && ir.context().registry().dialect(name.dialect()).is_none()
}

fn collect_symbols(ir: &Program<'_>, region: Reg, map: &mut FxHashMap<&'static [u8], Op>) {
    let body = ir.body(region.body);
    for b in body.blocks(region.id) {
        for id in body.ops(b) {
            if let Some(name) =
                ropt_ir::symbol_table::symbol_name_attr(body, id).and_then(|a| a.as_bytes())
            {
                map.entry(name).or_insert(Op {
                    body: region.body,
                    id,
                });
            }
        }
    }
}

fn lookup<'c, T: Default + 'static>(
    ir: &Program<'_>,
    core: &'c Core,
    anchor: Anchor,
) -> Option<&'c T> {
    let table = core.table::<T>()?;
    let dense = core.lookup_dense(ir, anchor)?;
    let slot = *table.slots.get(dense)?;
    (slot != u32::MAX).then(|| &table.entries[slot as usize].state)
}

/// Runs analyses over a program to a fixpoint.
pub struct Solver<'a> {
    ir: Program<'a>,
    analyses: Vec<Box<dyn Analysis + 'a>>,
    core: Core,
}

impl<'a> Solver<'a> {
    /// A solver over `ir` with no analysis loaded.
    pub fn new(ir: Program<'a>) -> Self {
        let core = Core::new(&ir);
        Solver {
            ir,
            analyses: Vec::new(),
            core,
        }
    }

    /// Sets whether analyses follow calls into their callees (default: yes).
    pub fn set_interprocedural(&mut self, on: bool) {
        self.core.interprocedural = on;
    }

    /// Loads an analysis; analyses are initialized in the order they were loaded.
    ///
    /// Panics beyond 64 analyses.
    pub fn load(&mut self, analysis: impl Analysis + 'a) -> AnalysisId {
        assert!(self.analyses.len() < 64, "at most 64 analyses per solver");
        self.analyses.push(Box::new(analysis));
        self.core.queued.push(Vec::new());
        (self.analyses.len() - 1) as AnalysisId
    }

    /// Initializes every analysis, then visits work items until none is left.
    pub fn run(&mut self) -> Result<(), Diagnostic> {
        for (i, a) in self.analyses.iter_mut().enumerate() {
            let mut cx = Cx {
                ir: &mut self.ir,
                core: &mut self.core,
                current: i as AnalysisId,
            };
            let r = a.initialize(&mut cx);
            self.core.init = None;
            r?;
        }
        while let Some(item) = self.core.pop(&self.ir) {
            let mut cx = Cx {
                ir: &mut self.ir,
                core: &mut self.core,
                current: item.analysis,
            };
            self.analyses[item.analysis as usize].visit(&mut cx, item.point)?;
        }
        Ok(())
    }

    /// The IR.
    pub fn ir(&self) -> &Program<'a> {
        &self.ir
    }

    /// The IR, mutably (after the run: to rewrite it).
    pub fn ir_mut(&mut self) -> &mut Program<'a> {
        &mut self.ir
    }

    /// The state of type `T` at `anchor`, if any analysis made one.
    pub fn lookup<T: Default + 'static>(&self, anchor: Anchor) -> Option<&T> {
        lookup(&self.ir, &self.core, anchor)
    }
}
