//! The matcher tree (MLIR's `PredicateTree`): the predicates of all patterns, uniqued by
//! (position, question), ordered by a cost model, and the patterns pushed through them.
//!
//! Ordering: a predicate used by more patterns comes first (the primary sum counts every
//! occurrence), then one whose patterns share more predicates (the secondary sum adds, for
//! each pattern holding it, the squares of the primary sums of that pattern's predicates),
//! then the shallower position, the lower position kind, the lower question kind, and
//! finally the predicate seen first. A stable topological pass then moves every predicate
//! after the native constraint whose result it reads.
//!
//! Each pattern walks the ordered predicates: those it lacks are skipped, a node asking the
//! same question at the same position is followed into the child of the pattern's answer,
//! a different node is bypassed through its failure path, and where the path ends new
//! switch nodes are made; a success node ends it. Switches with one child become boolean
//! nodes, and an exit node ends the outermost failure path.

use std::collections::{HashMap, HashSet};

use ropt_ir::ValueId;

use super::predicate::{PosId, Position, Predicates, QualId, Qualifier};
use super::predicate_list::PatternPredicates;

/// A node of the matcher tree, in [`Tree::nodes`].
pub(super) type NodeId = usize;

pub(super) enum NodeKind {
    /// Branches on the answer to the question.
    Switch {
        children: Vec<(QualId, Option<NodeId>)>,
    },
    /// Goes on to `success` when the answer is `answer`.
    Bool {
        answer: QualId,
        success: Option<NodeId>,
    },
    /// Pattern `pattern` (an index in the pattern list) matched, with this root.
    Success { pattern: usize, root: ValueId },
    /// The end of the matcher.
    Exit,
}

pub(super) struct Node {
    /// The position the question is asked of (none for success and exit nodes).
    pub position: Option<PosId>,
    pub question: Option<QualId>,
    /// Where to go when this node or one below it fails.
    pub failure: Option<NodeId>,
    pub kind: NodeKind,
}

pub(super) struct Tree {
    pub nodes: Vec<Node>,
    pub root: NodeId,
}

/// A uniqued predicate with its cost-model sums.
struct Ordered {
    position: PosId,
    question: QualId,
    primary: u32,
    secondary: u32,
    id: u32,
    /// The answer each pattern expects (the first one it gave).
    answers: HashMap<usize, QualId>,
}

/// Where a node hangs: the root, a node's failure path, or a switch's child.
#[derive(Clone, Copy)]
enum Slot {
    Root,
    Failure(NodeId),
    Child(NodeId, usize),
}

impl Tree {
    fn get(&self, root: Option<NodeId>, slot: Slot) -> Option<NodeId> {
        match slot {
            Slot::Root => root,
            Slot::Failure(n) => self.nodes[n].failure,
            Slot::Child(n, i) => match &self.nodes[n].kind {
                NodeKind::Switch { children } => children[i].1,
                _ => None,
            },
        }
    }

    fn set(&mut self, root: &mut Option<NodeId>, slot: Slot, node: NodeId) {
        match slot {
            Slot::Root => *root = Some(node),
            Slot::Failure(n) => self.nodes[n].failure = Some(node),
            Slot::Child(n, i) => {
                if let NodeKind::Switch { children } = &mut self.nodes[n].kind {
                    children[i].1 = Some(node);
                }
            }
        }
    }

    fn add(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        self.nodes.len() - 1
    }
}

/// Builds the matcher tree of `patterns` (in module order).
pub(super) fn build(preds: &Predicates, patterns: &[&PatternPredicates]) -> Tree {
    // Unique the predicates, in first-seen order.
    let mut ordered: Vec<Ordered> = Vec::new();
    let mut index: HashMap<(PosId, QualId), usize> = HashMap::new();
    let mut sets: Vec<Vec<usize>> = Vec::with_capacity(patterns.len());
    for (pi, pattern) in patterns.iter().enumerate() {
        let mut seen = HashSet::new();
        let mut set = Vec::new();
        for p in &pattern.predicates {
            let i = *index.entry((p.position, p.question)).or_insert_with(|| {
                ordered.push(Ordered {
                    position: p.position,
                    question: p.question,
                    primary: 0,
                    secondary: 0,
                    id: ordered.len() as u32,
                    answers: HashMap::new(),
                });
                ordered.len() - 1
            });
            ordered[i].answers.entry(pi).or_insert(p.answer);
            ordered[i].primary = ordered[i].primary.wrapping_add(1);
            if seen.insert(i) {
                set.push(i);
            }
        }
        sets.push(set);
    }
    for set in &sets {
        let total = set.iter().fold(0u32, |t, &i| {
            t.wrapping_add(ordered[i].primary.wrapping_mul(ordered[i].primary))
        });
        for &i in set {
            ordered[i].secondary = ordered[i].secondary.wrapping_add(total);
        }
    }
    let key = |o: &Ordered| {
        (
            std::cmp::Reverse(o.primary),
            std::cmp::Reverse(o.secondary),
            preds.depth(o.position),
            preds.position(o.position).kind(),
            preds.qualifier(o.question).kind(),
            o.id,
        )
    };
    let mut order: Vec<usize> = (0..ordered.len()).collect();
    order.sort_by_cached_key(|&i| key(&ordered[i]));
    stable_topological_sort(preds, &ordered, &mut order);

    let sets: Vec<HashSet<usize>> = sets.into_iter().map(|s| s.into_iter().collect()).collect();
    let mut tree = Tree {
        nodes: Vec::new(),
        root: 0,
    };
    let mut root: Option<NodeId> = None;
    for (pi, pattern) in patterns.iter().enumerate() {
        propagate(
            &mut tree,
            &mut root,
            &ordered,
            &order,
            &sets[pi],
            pi,
            pattern.root,
        );
    }
    // Switches with a single child become boolean nodes.
    for node in &mut tree.nodes {
        if let NodeKind::Switch { children } = &node.kind
            && children.len() == 1
        {
            let (answer, success) = children[0];
            node.kind = NodeKind::Bool { answer, success };
        }
    }
    // The exit node ends the outermost failure path.
    let exit = tree.add(Node {
        position: None,
        question: None,
        failure: None,
        kind: NodeKind::Exit,
    });
    let mut slot = Slot::Root;
    while let Some(n) = tree.get(root, slot) {
        slot = Slot::Failure(n);
    }
    tree.set(&mut root, slot, exit);
    tree.root = root.expect("the exit node at least");
    tree
}

/// Pushes one pattern through the tree (MLIR's `propagatePattern`, as a loop).
fn propagate(
    tree: &mut Tree,
    root: &mut Option<NodeId>,
    ordered: &[Ordered],
    order: &[usize],
    set: &HashSet<usize>,
    pattern: usize,
    pattern_root: ValueId,
) {
    let mut slot = Slot::Root;
    let mut current = 0;
    loop {
        if current == order.len() {
            let failure = tree.get(*root, slot);
            let node = tree.add(Node {
                position: None,
                question: None,
                failure,
                kind: NodeKind::Success {
                    pattern,
                    root: pattern_root,
                },
            });
            tree.set(root, slot, node);
            return;
        }
        let pred = &ordered[order[current]];
        if !set.contains(&order[current]) {
            current += 1;
            continue;
        }
        let node = match tree.get(*root, slot) {
            None => {
                let node = tree.add(Node {
                    position: Some(pred.position),
                    question: Some(pred.question),
                    failure: None,
                    kind: NodeKind::Switch {
                        children: Vec::new(),
                    },
                });
                tree.set(root, slot, node);
                node
            }
            Some(n)
                if tree.nodes[n].position == Some(pred.position)
                    && tree.nodes[n].question == Some(pred.question) =>
            {
                n
            }
            Some(n) => {
                slot = Slot::Failure(n);
                continue;
            }
        };
        let answer = pred.answers[&pattern];
        let NodeKind::Switch { children } = &mut tree.nodes[node].kind else {
            unreachable!("only switch nodes ask questions while patterns are pushed")
        };
        let child = match children.iter().position(|&(a, _)| a == answer) {
            Some(c) => c,
            None => {
                children.push((answer, None));
                children.len() - 1
            }
        };
        slot = Slot::Child(node, child);
        current += 1;
    }
}

/// Whether predicate `b` reads a result of the native constraint `a`.
fn depends_on(preds: &Predicates, a: &Ordered, b: &Ordered) -> bool {
    if !matches!(preds.qualifier(a.question), Qualifier::Constraint { .. }) {
        return false;
    }
    let reads_a = |p: PosId| matches!(preds.position(p), Position::ConstraintResult { question, .. } if *question == a.question);
    match preds.qualifier(b.question) {
        Qualifier::Constraint { args, .. } => args.iter().any(|&p| reads_a(p)),
        Qualifier::EqualTo(other) => reads_a(b.position) || reads_a(*other),
        _ => reads_a(b.position),
    }
}

/// Sorts `order` by the partial order "after the constraints it reads", keeping the
/// current order where it allows: each round moves to the front, in order, the predicates
/// that depend on no other remaining one.
fn stable_topological_sort(preds: &Predicates, ordered: &[Ordered], order: &mut [usize]) {
    let has_dependencies = ordered.iter().any(|o| {
        matches!(
            preds.position(o.position),
            Position::ConstraintResult { .. }
        )
    }) || ordered.iter().any(|o| match preds.qualifier(o.question) {
        Qualifier::Constraint { args, .. } => args
            .iter()
            .any(|&p| matches!(preds.position(p), Position::ConstraintResult { .. })),
        Qualifier::EqualTo(p) => {
            matches!(preds.position(*p), Position::ConstraintResult { .. })
        }
        _ => false,
    });
    if !has_dependencies {
        return;
    }
    let mut begin = 0;
    while begin < order.len() {
        let rest = &order[begin..];
        let first: HashSet<usize> = rest
            .iter()
            .copied()
            .filter(|&i| {
                !rest
                    .iter()
                    .any(|&b| depends_on(preds, &ordered[b], &ordered[i]))
            })
            .collect();
        if first.is_empty() {
            // Not a partial order (a constraint reading its own result): keep the rest.
            return;
        }
        let (mut front, back): (Vec<usize>, Vec<usize>) =
            rest.iter().partition(|i| first.contains(i));
        let n = front.len();
        front.extend(back);
        order[begin..].copy_from_slice(&front);
        begin += n;
    }
}
