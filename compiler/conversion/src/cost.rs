//! The order in which the driver tries patterns (MLIR's legalization graph and cost model).
//!
//! Patterns rooted at an op the target always accepts are dropped. A pattern is *usable*
//! once every op it may generate is legal or dynamically legal, or has a usable pattern
//! itself (found by a worklist until nothing changes); the others are dropped too. Each
//! usable pattern gets a depth: one more than the largest legalization depth of the ops it
//! generates (an op's depth is that of its best pattern, 0 when it needs none). Per root,
//! patterns are tried by increasing depth, then decreasing benefit, then in the order they
//! were added. When some pattern may match any op, nothing is dropped and the root patterns
//! keep their benefit order; any-op patterns are ordered by depth like the others. Between
//! a root pattern and an any-op pattern, the one further from the end of its list goes
//! first (the root pattern on a tie).

use ropt_ir::OperationName;
use ropt_rewrite::{FrozenRewritePatternSet, RootKind};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::target::{ConversionTarget, LegalizationAction};

/// The patterns to try per root, best first.
pub(crate) struct PatternOrder {
    by_op: FxHashMap<&'static str, Vec<u32>>,
    any: Vec<u32>,
}

impl PatternOrder {
    pub(crate) fn new(patterns: &FrozenRewritePatternSet, target: &ConversionTarget) -> Self {
        let n = patterns.len() as u32;
        let info = |p: u32| patterns.pattern(p).info();
        let root = |p: u32| match info(p).root {
            RootKind::Op(name) => Some(name),
            RootKind::Any => None,
        };
        let mut any = Vec::new();
        let mut worklist: Vec<u32> = Vec::new();
        let mut invalid: FxHashMap<&'static str, Vec<u32>> = FxHashMap::default();
        let mut parents: FxHashMap<&'static str, Vec<&'static str>> = FxHashMap::default();
        for p in 0..n {
            let Some(r) = root(p) else {
                any.push(p);
                continue;
            };
            if target.op_action(r) == Some(LegalizationAction::Legal) {
                continue;
            }
            invalid.entry(r.as_str()).or_default().push(p);
            for g in &info(p).generated_ops {
                parents.entry(g.as_str()).or_default().push(r.as_str());
            }
            worklist.push(p);
        }
        // Per root, in benefit order (stable), as the legalization graph adds them.
        let by_benefit = |mut list: Vec<u32>| {
            list.sort_by_key(|&p| std::cmp::Reverse(info(p).benefit));
            list
        };
        let mut legal: FxHashMap<&'static str, Vec<u32>> = FxHashMap::default();
        if !any.is_empty() {
            for p in worklist {
                legal
                    .entry(root(p).expect("root").as_str())
                    .or_default()
                    .push(p);
            }
        } else {
            let mut queued: FxHashSet<u32> = worklist.iter().copied().collect();
            while let Some(p) = worklist.pop() {
                queued.remove(&p);
                let usable = info(p).generated_ops.iter().all(|g: &OperationName| {
                    legal.contains_key(g.as_str())
                        || matches!(
                            target.op_action(*g),
                            Some(LegalizationAction::Legal | LegalizationAction::Dynamic)
                        )
                });
                if !usable {
                    continue;
                }
                let r = root(p).expect("root").as_str();
                let list = legal.entry(r).or_default();
                if !list.contains(&p) {
                    list.push(p);
                }
                if let Some(inv) = invalid.get_mut(r) {
                    inv.retain(|&q| q != p);
                }
                for parent in parents.get(r).cloned().unwrap_or_default() {
                    for &q in invalid.get(parent).map_or(&[][..], |v| v.as_slice()) {
                        if queued.insert(q) {
                            worklist.push(q);
                        }
                    }
                }
            }
        }
        for list in legal.values_mut() {
            *list = by_benefit(std::mem::take(list));
        }
        // Depths.
        let mut depth: FxHashMap<&'static str, u32> = FxHashMap::default();
        let roots: Vec<&'static str> = {
            let mut r: Vec<_> = legal.keys().copied().collect();
            r.sort_unstable();
            r
        };
        for r in roots {
            op_depth(r, &mut depth, &mut legal, patterns);
        }
        let mut any = by_benefit(any);
        order_by_depth(&mut any, &mut depth, &mut legal, patterns);
        PatternOrder { by_op: legal, any }
    }

    /// The patterns to try on an op named `name`, best first.
    pub(crate) fn for_op(&self, name: &str) -> impl Iterator<Item = u32> + '_ {
        let ops: &[u32] = self.by_op.get(name).map_or(&[], |v| v.as_slice());
        let any = &self.any[..];
        let (mut i, mut j) = (0, 0);
        std::iter::from_fn(move || {
            let op_rank = ops.len() - i;
            let any_rank = any.len() - j;
            if i < ops.len() && (j == any.len() || op_rank >= any_rank) {
                i += 1;
                Some(ops[i - 1])
            } else if j < any.len() {
                j += 1;
                Some(any[j - 1])
            } else {
                None
            }
        })
    }
}

/// The legalization depth of `op` (memoized; a cycle counts as unreachable).
fn op_depth(
    op: &'static str,
    depth: &mut FxHashMap<&'static str, u32>,
    legal: &mut FxHashMap<&'static str, Vec<u32>>,
    patterns: &FrozenRewritePatternSet,
) -> u32 {
    if let Some(&d) = depth.get(op) {
        return d;
    }
    let Some(mut list) = legal.get(op).filter(|l| !l.is_empty()).cloned() else {
        return 0;
    };
    depth.insert(op, u32::MAX);
    let d = order_by_depth(&mut list, depth, legal, patterns);
    legal.insert(op, list);
    depth.insert(op, d);
    d
}

/// Sorts `list` by depth then benefit (stably); returns the smallest depth.
fn order_by_depth(
    list: &mut Vec<u32>,
    depth: &mut FxHashMap<&'static str, u32>,
    legal: &mut FxHashMap<&'static str, Vec<u32>>,
    patterns: &FrozenRewritePatternSet,
) -> u32 {
    let mut with_depth = Vec::with_capacity(list.len());
    let mut min = u32::MAX;
    for &p in list.iter() {
        let mut d = 1u32;
        for g in &patterns.pattern(p).info().generated_ops {
            d = d.max(op_depth(g.as_str(), depth, legal, patterns).saturating_add(1));
        }
        min = min.min(d);
        with_depth.push((p, d));
    }
    if with_depth.len() > 1 {
        with_depth.sort_by(|a, b| {
            a.1.cmp(&b.1).then_with(|| {
                let (ba, bb) = (
                    patterns.pattern(a.0).info().benefit,
                    patterns.pattern(b.0).info().benefit,
                );
                bb.cmp(&ba)
            })
        });
        *list = with_depth.into_iter().map(|(p, _)| p).collect();
    }
    min
}
