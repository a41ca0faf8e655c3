//! The choice of a root for multi-root patterns (MLIR's `RootOrdering`): Edmonds' optimal
//! branching (the directed minimum spanning tree) over the graph whose nodes are the
//! candidate roots and whose edge `source -> target` costs the depth, below `target`, of the
//! closest value both roots reach (the connector). Costs are pairs (depth, id of the edge in
//! the order edges were first made), so that no two edges tie.
//!
//! The graph keeps its nodes and edges in insertion order. MLIR iterates hash maps here;
//! with every edge cost distinct the optimal branching is unique, so the result does not
//! depend on that order.

use std::collections::{HashMap, HashSet};

use ropt_ir::ValueId;

/// An edge: its cost and the value connecting the two roots.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Edge {
    /// (depth of the connector below the target, tie-breaking id).
    pub cost: (u32, u32),
    /// The connector (`None` for edges made by contracting a cycle).
    pub connector: Option<ValueId>,
}

/// The edges into each target, `graph[target][source]`.
#[derive(Clone, Debug, Default)]
pub(super) struct Graph {
    nodes: Vec<(ValueId, Vec<(ValueId, Edge)>)>,
}

impl Graph {
    /// The number of targets.
    pub(super) fn len(&self) -> usize {
        self.nodes.len()
    }

    fn incoming(&self, target: ValueId) -> Option<&[(ValueId, Edge)]> {
        self.nodes
            .iter()
            .find(|(t, _)| *t == target)
            .map(|(_, e)| e.as_slice())
    }

    /// The edge `source -> target`, made on first use.
    pub(super) fn edge_mut(&mut self, target: ValueId, source: ValueId) -> &mut Edge {
        let t = match self.nodes.iter().position(|(t, _)| *t == target) {
            Some(t) => t,
            None => {
                self.nodes.push((target, Vec::new()));
                self.nodes.len() - 1
            }
        };
        let edges = &mut self.nodes[t].1;
        let s = match edges.iter().position(|(s, _)| *s == source) {
            Some(s) => s,
            None => {
                edges.push((source, Edge::default()));
                edges.len() - 1
            }
        };
        &mut edges[s].1
    }

    /// The edge `source -> target`.
    pub(super) fn edge(&self, target: ValueId, source: ValueId) -> Option<Edge> {
        self.incoming(target)?
            .iter()
            .find(|(s, _)| *s == source)
            .map(|(_, e)| *e)
    }
}

/// The edges of a branching in breadth-first order from its root: (node, parent), the root
/// first with no parent.
pub(super) type EdgeList = Vec<(ValueId, Option<ValueId>)>;

/// The graph is not strongly connected (a candidate root is unreachable).
#[derive(Debug)]
pub(super) struct Disconnected;

/// The optimal branching of a graph for a given root.
pub(super) struct OptimalBranching {
    graph: Graph,
    root: ValueId,
    /// The parent of each node in the solution (`None` for the root).
    parents: HashMap<ValueId, Option<ValueId>>,
}

impl OptimalBranching {
    pub(super) fn new(graph: Graph, root: ValueId) -> Self {
        OptimalBranching {
            graph,
            root,
            parents: HashMap::new(),
        }
    }

    /// Solves the problem; returns the total cost (the sum of the chosen edges' depths).
    pub(super) fn solve(&mut self) -> Result<u32, Disconnected> {
        self.parents.clear();
        self.parents.insert(self.root, None);
        let mut total: u32 = 0;
        let mut parent_depths: HashMap<ValueId, u32> = HashMap::new();
        let targets: Vec<ValueId> = self.graph.nodes.iter().map(|(t, _)| *t).collect();
        for start in targets {
            if self.parents.contains_key(&start) {
                continue;
            }
            // Follow the cheapest incoming edges until a visited node.
            parent_depths.clear();
            let mut node = start;
            loop {
                let edges = self.graph.incoming(node).ok_or(Disconnected)?;
                let mut best: Option<(ValueId, (u32, u32))> = None;
                for &(source, edge) in edges {
                    if best.is_none_or(|(_, c)| c > edge.cost) {
                        best = Some((source, edge.cost));
                    }
                }
                let (source, cost) = best.ok_or(Disconnected)?;
                self.parents.insert(node, Some(source));
                parent_depths.insert(node, cost.0);
                node = source;
                total = total.wrapping_add(cost.0);
                if self.parents.contains_key(&node) {
                    break;
                }
            }
            if !parent_depths.contains_key(&node) {
                continue;
            }
            // A cycle: contract it into `node`, solve the smaller problem, expand.
            let mut cycle = self.cycle(node)?;
            let mut actual_source = HashMap::new();
            let mut actual_target = HashMap::new();
            self.contract(
                &cycle,
                &parent_depths,
                &mut actual_source,
                &mut actual_target,
            );
            total = self.solve()?;
            for (n, p) in self.parents.iter_mut() {
                if *p == Some(node) {
                    *p = actual_source.get(n).copied();
                }
            }
            let parent = self.parents.get(&node).copied().flatten();
            let entry = parent.and_then(|p| actual_target.get(&p).copied());
            cycle.push(node);
            for i in 0..cycle.len() - 1 {
                total = total.wrapping_add(parent_depths.get(&cycle[i]).copied().unwrap_or(0));
                let p = if Some(cycle[i]) == entry {
                    parent
                } else {
                    Some(cycle[i + 1])
                };
                self.parents.insert(cycle[i], p);
            }
            break;
        }
        Ok(total)
    }

    /// The cycle of `parents` through `rep`, starting there.
    fn cycle(&self, rep: ValueId) -> Result<Vec<ValueId>, Disconnected> {
        let mut cycle = Vec::new();
        let mut node = rep;
        loop {
            cycle.push(node);
            node = self
                .parents
                .get(&node)
                .copied()
                .flatten()
                .ok_or(Disconnected)?;
            if node == rep || cycle.len() > self.parents.len() {
                break;
            }
        }
        Ok(cycle)
    }

    /// Replaces the nodes of `cycle` by its first node: the cheapest edge from each outside
    /// source into the cycle (cost less the depth of the edge it displaces; its target kept
    /// in `actual_target`) and the cheapest edge from the cycle to each outside target (its
    /// source kept in `actual_source`).
    fn contract(
        &mut self,
        cycle: &[ValueId],
        parent_depths: &HashMap<ValueId, u32>,
        actual_source: &mut HashMap<ValueId, ValueId>,
        actual_target: &mut HashMap<ValueId, ValueId>,
    ) {
        let rep = cycle[0];
        let in_cycle: HashSet<ValueId> = cycle.iter().copied().collect();
        let mut rep_edges: Vec<(ValueId, Edge)> = Vec::new();
        let mut nodes = Vec::with_capacity(self.graph.nodes.len());
        for (target, mut edges) in std::mem::take(&mut self.graph.nodes) {
            if in_cycle.contains(&target) {
                let parent_depth = parent_depths.get(&target).copied().unwrap_or(0);
                for (source, edge) in edges {
                    if in_cycle.contains(&source) {
                        continue;
                    }
                    let cost = (edge.cost.0.wrapping_sub(parent_depth), edge.cost.1);
                    match rep_edges.iter_mut().find(|(s, _)| *s == source) {
                        Some((_, e)) if e.cost <= cost => {}
                        Some((_, e)) => {
                            actual_target.insert(source, target);
                            e.cost = cost;
                        }
                        None => {
                            actual_target.insert(source, target);
                            rep_edges.push((
                                source,
                                Edge {
                                    cost,
                                    connector: None,
                                },
                            ));
                        }
                    }
                }
            } else {
                let mut best: Option<(ValueId, (u32, u32))> = None;
                edges.retain(|&(source, edge)| {
                    if !in_cycle.contains(&source) {
                        return true;
                    }
                    if best.is_none_or(|(_, c)| c > edge.cost) {
                        best = Some((source, edge.cost));
                    }
                    false
                });
                if let Some((source, cost)) = best {
                    edges.push((
                        rep,
                        Edge {
                            cost,
                            connector: None,
                        },
                    ));
                    actual_source.insert(target, source);
                }
                nodes.push((target, edges));
            }
        }
        nodes.push((rep, rep_edges));
        self.graph.nodes = nodes;
    }

    /// The branching's edges in breadth-first order from the root, children in the order of
    /// `nodes`.
    pub(super) fn pre_order(&self, nodes: &[ValueId]) -> Result<EdgeList, Disconnected> {
        let mut children: HashMap<ValueId, Vec<ValueId>> = HashMap::new();
        for &node in nodes {
            if node != self.root {
                let parent = self
                    .parents
                    .get(&node)
                    .copied()
                    .flatten()
                    .ok_or(Disconnected)?;
                children.entry(parent).or_default().push(node);
            }
        }
        let mut result: EdgeList = vec![(self.root, None)];
        let mut i = 0;
        while i < result.len() {
            let node = result[i].0;
            if let Some(c) = children.get(&node) {
                result.extend(c.iter().map(|&child| (child, Some(node))));
            }
            i += 1;
        }
        Ok(result)
    }
}
