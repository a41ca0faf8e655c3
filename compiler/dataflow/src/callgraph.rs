//! The call graph of an op (MLIR's `CallGraph`): a node per callable region (the body of a
//! `func.func`), edges from a callable to the callables its calls reach, and two special
//! nodes: the external caller (with an edge to every callable not nested in another) and
//! the unknown callee (what calls to declarations, unresolved symbols and values reach).
//!
//! Nodes are made in the order a pre-order walk meets their callables; a callable nested in
//! another gets a child edge from it. Calls are resolved in a second walk, symbols through
//! the nearest symbol table around the call (nested references through nested tables), so a
//! call may name a callable defined after it. Edges of one kind to one node are kept once,
//! in the order they were found. Everything is iterative.

use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::registry::Traits;
use ropt_ir::{Attribute, AttributeKind, Body, Context, OpId, OperationName, RegionId};
use rustc_hash::FxHashMap;

/// A node of the call graph.
pub type NodeId = usize;

/// The node of the external caller.
pub const EXTERNAL: NodeId = 0;
/// The node of the unknown callee.
pub const UNKNOWN: NodeId = 1;

/// What an edge means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external caller to a callable anyone may call.
    Abstract,
    /// A call.
    Call,
    /// To a callable nested in the source's.
    Child,
}

/// A callable region.
#[derive(Debug, Clone)]
pub struct Node {
    /// The name of the callable op.
    pub op_name: OperationName,
    /// The number of the region among the op's regions.
    pub region_number: u32,
    /// The op's attributes (inherent and discardable, one dictionary).
    pub attributes: Option<Attribute>,
    /// The edges out of it, in order.
    pub edges: Vec<(EdgeKind, NodeId)>,
}

/// The call graph (see the module documentation).
#[derive(Debug, Clone)]
pub struct CallGraph {
    /// Every node; [`EXTERNAL`] and [`UNKNOWN`] first (with no op).
    pub nodes: Vec<Node>,
}

/// Where a walk is: an op of a body, the node it is attributed to, and the symbol tables
/// around it (innermost last).
struct Frame<'a> {
    body: &'a Body,
    op: OpId,
    node: Option<NodeId>,
    scopes: usize,
}

/// A symbol table met by a walk: the body holding its region, and the region.
struct Scope<'a> {
    body: &'a Body,
    region: Option<RegionId>,
}

/// The dictionary of every attribute of `op`, inherent and discardable, sorted by name
/// (MLIR's `getAttrDictionary`).
fn all_attributes(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let o = body.op(op);
    match (o.properties(), o.attributes()) {
        (Some(p), None) => Some(p),
        (None, a) => a,
        (Some(p), Some(a)) => {
            let (Some(p), Some(a)) = (p.as_dictionary(), a.as_dictionary()) else {
                return Some(p);
            };
            let mut all: Vec<ropt_ir::NamedAttribute> = p.iter().chain(a).copied().collect();
            all.sort_by(|x, y| x.name.as_str().cmp(y.name.as_str()));
            Some(ctx.dictionary_attr(&all))
        }
    }
}

impl CallGraph {
    /// The call graph of what `op` (of `body`) holds.
    pub fn new(ctx: &Context, body: &Body, op: OpId) -> CallGraph {
        let node = |op_name, region_number, attributes| Node {
            op_name,
            region_number,
            attributes,
            edges: Vec::new(),
        };
        let name = body.op_name(op);
        let mut g = CallGraph {
            nodes: vec![node(name, 0, None), node(name, 0, None)],
        };
        let mut regions: FxHashMap<(usize, RegionId), NodeId> = FxHashMap::default();
        g.walk(ctx, body, op, &mut regions, false);
        g.walk(ctx, body, op, &mut regions, true);
        g
    }

    fn add_edge(&mut self, from: NodeId, kind: EdgeKind, to: NodeId) {
        let edges = &mut self.nodes[from].edges;
        if !edges.contains(&(kind, to)) {
            edges.push((kind, to));
        }
    }

    /// One walk (MLIR's `computeCallGraph`): make the nodes, or resolve the calls.
    fn walk<'a>(
        &mut self,
        ctx: &Context,
        body: &'a Body,
        op: OpId,
        regions: &mut FxHashMap<(usize, RegionId), NodeId>,
        resolve: bool,
    ) {
        let mut scopes: Vec<Scope<'a>> = Vec::new();
        let mut tables: FxHashMap<(usize, RegionId), FxHashMap<&'static [u8], OpId>> =
            FxHashMap::default();
        let mut stack = vec![Frame {
            body,
            op,
            node: None,
            scopes: 0,
        }];
        while let Some(f) = stack.pop() {
            scopes.truncate(f.scopes);
            let name = f.body.op_name(f.op);
            if let Some(call) = name.interface::<CallOpInterface>() {
                if resolve && let Some(from) = f.node {
                    let to = self.resolve(f.body, f.op, call, &scopes, &mut tables, regions);
                    self.add_edge(from, EdgeKind::Call, to);
                }
                continue;
            }
            let rb = f.body.regions_body(f.op);
            let mut node = f.node;
            if let Some(callable) = name.interface::<CallableOpInterface>() {
                let Some(region) = (callable.body_region)(f.body, f.op) else {
                    continue;
                };
                let key = (rb as *const Body as usize, region);
                node = Some(match regions.get(&key) {
                    Some(&n) => n,
                    None => {
                        let n = self.nodes.len();
                        let number = rb.region(region).index();
                        self.nodes.push(Node {
                            op_name: name,
                            region_number: number,
                            attributes: all_attributes(ctx, f.body, f.op),
                            edges: Vec::new(),
                        });
                        regions.insert(key, n);
                        match f.node {
                            Some(parent) => self.add_edge(parent, EdgeKind::Child, n),
                            None => self.add_edge(EXTERNAL, EdgeKind::Abstract, n),
                        }
                        n
                    }
                });
            }
            if name.has_trait(Traits::SYMBOL_TABLE) {
                scopes.push(Scope {
                    body: rb,
                    region: f.body.regions(f.op).first().copied(),
                });
            }
            let depth = scopes.len();
            let mut nested: Vec<Frame<'a>> = Vec::new();
            for &r in f.body.regions(f.op) {
                for b in rb.blocks(r) {
                    nested.extend(rb.ops(b).map(|o| Frame {
                        body: rb,
                        op: o,
                        node,
                        scopes: depth,
                    }));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
    }

    /// The node a call reaches (MLIR's `resolveCallable`).
    fn resolve(
        &self,
        body: &Body,
        call_op: OpId,
        call: &CallOpInterface,
        scopes: &[Scope<'_>],
        tables: &mut FxHashMap<(usize, RegionId), FxHashMap<&'static [u8], OpId>>,
        regions: &FxHashMap<(usize, RegionId), NodeId>,
    ) -> NodeId {
        let Some(Callee::Symbol(sym)) = (call.callee)(body, call_op) else {
            return UNKNOWN;
        };
        let AttributeKind::SymbolRef { root, nested } = sym.kind() else {
            return UNKNOWN;
        };
        let Some(scope) = scopes.last() else {
            return UNKNOWN;
        };
        let (mut tb, mut region) = (scope.body, scope.region);
        let names = std::iter::once(root).chain(nested.iter());
        let mut found: Option<(&Body, OpId)> = None;
        for n in names {
            let Some(r) = region else { return UNKNOWN };
            let table = tables
                .entry((tb as *const Body as usize, r))
                .or_insert_with(|| symbols(tb, r));
            let Some(&op) = table.get(n.as_bytes()) else {
                return UNKNOWN;
            };
            found = Some((tb, op));
            region = tb.regions(op).first().copied();
            tb = tb.regions_body(op);
        }
        let Some((fb, f)) = found else {
            return UNKNOWN;
        };
        let Some(callable) = fb.op_name(f).interface::<CallableOpInterface>() else {
            return UNKNOWN;
        };
        let Some(region) = (callable.body_region)(fb, f) else {
            return UNKNOWN;
        };
        let rb = fb.regions_body(f);
        regions
            .get(&(rb as *const Body as usize, region))
            .copied()
            .unwrap_or(UNKNOWN)
    }

    /// The strongly connected components reachable from the external caller, in the order
    /// LLVM's `scc_iterator` gives them (each after those it reaches), each listed in the
    /// order its nodes leave Tarjan's stack.
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        const DONE: u32 = u32::MAX;
        let mut number = vec![0u32; self.nodes.len()];
        let mut next = 0u32;
        let mut on_stack: Vec<NodeId> = Vec::new();
        // (node, next edge, lowest number reached).
        let mut visit: Vec<(NodeId, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        next += 1;
        number[EXTERNAL] = next;
        on_stack.push(EXTERNAL);
        visit.push((EXTERNAL, 0, next));
        while let Some(&(n, edge, _)) = visit.last() {
            if let Some(&(_, child)) = self.nodes[n].edges.get(edge) {
                let top = visit.len() - 1;
                visit[top].1 += 1;
                if number[child] == 0 {
                    next += 1;
                    number[child] = next;
                    on_stack.push(child);
                    visit.push((child, 0, next));
                } else if number[child] < visit[top].2 {
                    visit[top].2 = number[child];
                }
                continue;
            }
            let (n, _, low) = visit.pop().expect("a node being visited");
            if let Some(parent) = visit.last_mut()
                && parent.2 > low
            {
                parent.2 = low;
            }
            if low != number[n] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = on_stack.pop().expect("the component is on the stack");
                number[m] = DONE;
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// The symbols directly in `region` of `body` (the first definition of a name wins).
fn symbols(body: &Body, region: RegionId) -> FxHashMap<&'static [u8], OpId> {
    let mut map = FxHashMap::default();
    for b in body.blocks(region) {
        for op in body.ops(b) {
            if let Some(name) =
                ropt_ir::symbol_table::symbol_name_attr(body, op).and_then(|a| a.as_bytes())
            {
                map.entry(name).or_insert(op);
            }
        }
    }
    map
}
