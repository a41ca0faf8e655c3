//! `--mlir-timing`: a tree of timers and mlir-opt's "Execution time report" in list or tree
//! form.
//!
//! ```
//! use std::time::Duration;
//! use ropt_pass::timing::{Timing, TimingDisplay};
//! let mut t = Timing::new();
//! t.record("Parser", Duration::from_millis(2));
//! let report = t.report(TimingDisplay::Tree);
//! assert!(report.contains("  ----Wall Time----  ----Name----\n"));
//! assert!(report.contains("  Parser\n"));
//! ```

use std::time::{Duration, Instant};

/// How to display the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum TimingDisplay {
    /// Merged by name, sorted by time.
    List,
    /// Nested as the pipeline (mlir-opt's default).
    #[default]
    Tree,
}

/// One timer and its children.
#[derive(Debug, Clone, Default)]
pub struct TimerNode {
    /// Displayed name.
    pub name: String,
    /// Identity among siblings (the same pass instance merges across ops).
    pub key: usize,
    /// Wall-clock time.
    pub wall: Duration,
    /// Summed thread time.
    pub user: Duration,
    /// Hidden in the tree view (its children are shown in its place).
    pub transparent: bool,
    /// Work under this node ran on several threads.
    pub parallel: bool,
    /// Child timers in first-use order.
    pub children: Vec<TimerNode>,
}

impl TimerNode {
    /// The child with `key`, created if missing.
    pub fn child(&mut self, key: usize, name: &str, transparent: bool) -> &mut TimerNode {
        let i = match self
            .children
            .iter()
            .position(|c| c.key == key && c.name == name)
        {
            Some(i) => i,
            None => {
                self.children.push(TimerNode {
                    name: name.to_owned(),
                    key,
                    transparent,
                    ..TimerNode::default()
                });
                self.children.len() - 1
            }
        };
        &mut self.children[i]
    }

    /// Adds time.
    pub fn add_time(&mut self, wall: Duration, user: Duration) {
        self.wall += wall;
        self.user += user;
    }

    /// Adds `other`'s times and children (matched by key) to `self`.
    pub fn merge(&mut self, other: TimerNode) {
        self.add_time(other.wall, other.user);
        self.parallel |= other.parallel;
        for c in other.children {
            self.merge_child(c);
        }
    }

    /// Merges `c` into the child with the same key, or adds it.
    pub fn merge_child(&mut self, c: TimerNode) {
        let (key, name, transparent) = (c.key, c.name.clone(), c.transparent);
        self.child(key, &name, transparent).merge(c);
    }

    /// Multiplies the wall times of the subtree by `f`.
    pub fn scale_wall(&mut self, f: f64) {
        self.wall = self.wall.mul_f64(f);
        for c in &mut self.children {
            c.scale_wall(f);
        }
    }

    fn any_parallel(&self) -> bool {
        self.parallel || self.children.iter().any(TimerNode::any_parallel)
    }
}

/// The tool-level timing manager: a root timer that the tool's phases (`Parser`, `Output`)
/// and the pass manager's timers hang under.
pub struct Timing {
    start: Instant,
    /// The root timer's children.
    pub root: TimerNode,
}

impl Default for Timing {
    fn default() -> Self {
        Self::new()
    }
}

impl Timing {
    /// Starts the total timer.
    pub fn new() -> Self {
        Timing {
            start: Instant::now(),
            root: TimerNode {
                name: "root".into(),
                ..TimerNode::default()
            },
        }
    }

    /// Records a top-level phase.
    pub fn record(&mut self, name: &str, d: Duration) {
        let key = self.root.children.len() + 1;
        self.root.child(key, name, false).add_time(d, d);
    }

    /// Adds the pass manager's timers as top-level entries.
    pub fn add_passes(&mut self, passes: TimerNode) {
        for c in passes.children {
            self.root.merge_child(c);
        }
    }

    /// The report text, as mlir-opt prints it to stderr.
    pub fn report(&self, display: TimingDisplay) -> String {
        let total_wall = self.start.elapsed();
        let show_user = self.root.any_parallel();
        // User time of the total: wall time plus what extra threads added.
        let extra: Duration = sum_user_minus_wall(&self.root);
        let total_user = total_wall + extra;
        let mut s = String::new();
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str("                         ... Execution time report ...\n");
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str(&format!(
            "  Total Execution Time: {:.4} seconds\n\n",
            total_wall.as_secs_f64()
        ));
        if show_user {
            s.push_str("  ----User Time----  ----Wall Time----  ----Name----\n");
        } else {
            s.push_str("  ----Wall Time----  ----Name----\n");
        }
        let line = |s: &mut String, user: Duration, wall: Duration, indent: usize, name: &str| {
            if show_user {
                s.push_str(&column(user, total_user));
            }
            s.push_str(&column(wall, total_wall));
            s.push_str(&format!("  {}{name}\n", " ".repeat(indent)));
        };
        let mut children_wall = Duration::ZERO;
        let mut children_user = Duration::ZERO;
        for c in &self.root.children {
            children_wall += c.wall;
            children_user += c.user;
        }
        match display {
            TimingDisplay::Tree => {
                let mut stack: Vec<(&TimerNode, usize)> =
                    self.root.children.iter().rev().map(|c| (c, 0)).collect();
                while let Some((n, indent)) = stack.pop() {
                    let child_indent = if n.transparent {
                        indent
                    } else {
                        line(&mut s, n.user, n.wall, indent, &n.name);
                        indent + 2
                    };
                    for c in n.children.iter().rev() {
                        stack.push((c, child_indent));
                    }
                }
            }
            TimingDisplay::List => {
                let mut flat: Vec<(String, Duration, Duration)> =
                    vec![("root".into(), total_wall, total_user)];
                let mut stack: Vec<&TimerNode> = self.root.children.iter().collect();
                while let Some(n) = stack.pop() {
                    match flat.iter_mut().find(|(name, ..)| *name == n.name) {
                        Some(e) => {
                            e.1 += n.wall;
                            e.2 += n.user;
                        }
                        None => flat.push((n.name.clone(), n.wall, n.user)),
                    }
                    stack.extend(n.children.iter());
                }
                // The root (the total) first, then by decreasing time.
                flat[1..].sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
                for (name, wall, user) in &flat {
                    line(&mut s, *user, *wall, 0, name);
                }
            }
        }
        line(
            &mut s,
            total_user.saturating_sub(children_user),
            total_wall.saturating_sub(children_wall),
            0,
            "Rest",
        );
        line(&mut s, total_user, total_wall, 0, "Total");
        s
    }
}

fn sum_user_minus_wall(n: &TimerNode) -> Duration {
    n.children
        .iter()
        .map(|c| c.user.saturating_sub(c.wall))
        .sum()
}

fn column(d: Duration, total: Duration) -> String {
    let pct = if total.is_zero() {
        0.0
    } else {
        100.0 * d.as_secs_f64() / total.as_secs_f64()
    };
    format!("  {:>8.4} ({:>5.1}%)", d.as_secs_f64(), pct)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_and_list_shapes() {
        let mut t = Timing::new();
        t.record("Parser", Duration::from_millis(1));
        let mut passes = TimerNode::default();
        let adaptor = passes.child(1, "Pipeline Collection : ['func.func']", true);
        adaptor.add_time(Duration::from_millis(3), Duration::from_millis(3));
        let pl = adaptor.child(2, "'func.func' Pipeline", false);
        pl.add_time(Duration::from_millis(3), Duration::from_millis(3));
        pl.child(3, "CSE", false)
            .add_time(Duration::from_millis(2), Duration::from_millis(2));
        t.add_passes(passes);
        t.record("Output", Duration::from_millis(1));
        let tree = t.report(TimingDisplay::Tree);
        let names: Vec<&str> = tree
            .lines()
            .skip(6)
            .map(|l| l.split_once("%)  ").unwrap().1)
            .collect();
        assert_eq!(
            names,
            [
                "Parser",
                "'func.func' Pipeline",
                "  CSE",
                "Output",
                "Rest",
                "Total"
            ]
        );
        let list = t.report(TimingDisplay::List);
        assert!(list.contains("  root\n"));
        assert!(list.contains("  Pipeline Collection : ['func.func']\n"));
        assert!(list.ends_with("  Total\n"));
        assert!(list.lines().nth(6).unwrap().ends_with("  root"));
    }
}
