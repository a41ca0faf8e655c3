//! Instrumentation besides timing: IR printing configuration, IR diffs, statistics reports,
//! crash reproducers and the progress bar.

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::manager::{OpPassManager, PassEntry, PassInstance};
use crate::pass::PassInfo;

/// Which IR dumps to print (`--mlir-print-ir-*`).
#[derive(Debug, Clone, Default)]
pub struct PrintConfig {
    /// Pass arguments to print before.
    pub before: Vec<String>,
    /// Pass arguments to print after.
    pub after: Vec<String>,
    /// Print before every pass.
    pub before_all: bool,
    /// Print after every pass.
    pub after_all: bool,
    /// Only print after a pass if it changed the IR.
    pub after_change: bool,
    /// Only print after a pass if it failed.
    pub after_failure: bool,
    /// Print the whole top-level op instead of the op the pass ran on.
    pub module_scope: bool,
    /// Print a unified diff of each pass's change.
    pub diff: bool,
    /// Each dump goes to a file of a directory tree (`--mlir-print-ir-tree-dir`):
    /// [`crate::manager::Event::IrFile`].
    pub tree: bool,
}

impl PrintConfig {
    /// True if the IR is printed before pass `arg`.
    pub fn should_print_before(&self, arg: &str) -> bool {
        self.before_all || self.before.iter().any(|a| a == arg)
    }
    /// True if the IR is printed after pass `arg` (when it succeeds).
    pub fn should_print_after(&self, arg: &str) -> bool {
        self.after_all || self.after.iter().any(|a| a == arg)
    }
}

/// The `--mlir-print-ir-diff` text for one pass: a header like the IR dumps, then a unified
/// diff of the printed op.
pub fn diff_text(info: &PassInfo, scope: &str, before: &str, after: &str) -> String {
    let diff = similar::TextDiff::from_lines(before, after);
    let body = diff
        .unified_diff()
        .context_radius(3)
        .header("before", "after")
        .to_string();
    format!(
        "// -----// IR Diff After {} ({}){scope} //----- //\n{body}\n",
        info.name, info.argument
    )
}

/// The reproducer file: the IR the pipeline started from, then the pipeline in an external
/// resource block (as mlir-opt writes it).
pub fn reproducer_text(
    ir: &str,
    pipeline: &str,
    disable_threading: bool,
    verify_each: bool,
) -> String {
    let mut s = String::from(ir);
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s.push_str(&format!(
        "\n{{-#\n  external_resources: {{\n    mlir_reproducer: {{\n      pipeline: \"{pipeline}\",\n      disable_threading: {disable_threading},\n      verify_each: {verify_each}\n    }}\n  }}\n#-}}\n"
    ));
    s
}

/// How to show pass statistics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum StatisticsDisplay {
    /// Merged by pass name, sorted by name.
    List,
    /// Nested as the pipeline.
    #[default]
    Pipeline,
}

/// The `--mlir-pass-statistics` report.
pub fn statistics_report(root: &OpPassManager, display: StatisticsDisplay) -> String {
    let mut s = String::new();
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str("                         ... Pass statistics report ...\n");
    s.push_str("===-------------------------------------------------------------------------===\n");
    match display {
        StatisticsDisplay::Pipeline => pipeline_stats(&mut s, root, 0),
        StatisticsDisplay::List => {
            let mut merged: Vec<(&'static PassInfo, Vec<u64>)> = Vec::new();
            root.for_each_pass(&mut |p: &PassInstance| {
                let values = p.statistics();
                match merged.iter_mut().find(|(i, _)| i.name == p.info.name) {
                    Some((_, v)) => v.iter_mut().zip(values).for_each(|(a, b)| *a += b),
                    None => merged.push((p.info, values)),
                }
            });
            merged.sort_by_key(|(i, _)| i.name);
            for (info, values) in merged {
                pass_entry(&mut s, 0, info, &values);
            }
        }
    }
    s.push('\n');
    s
}

fn pipeline_stats(s: &mut String, pm: &OpPassManager, indent: usize) {
    for e in &pm.entries {
        match e {
            PassEntry::Pass(p) => pass_entry(s, indent, p.info, &p.statistics()),
            PassEntry::Nested(n) => {
                s.push_str(&format!(
                    "{}'{}' Pipeline\n",
                    " ".repeat(indent),
                    n.anchor()
                ));
                pipeline_stats(s, n, indent + 2);
            }
        }
    }
}

fn pass_entry(s: &mut String, indent: usize, info: &PassInfo, values: &[u64]) {
    s.push_str(&format!("{}{}\n", " ".repeat(indent), info.name));
    let mut stats: Vec<(&str, &str, u64)> = info
        .statistics
        .iter()
        .zip(values)
        .map(|(st, &v)| (st.name, st.description, v))
        .collect();
    stats.sort_by_key(|x| x.0);
    let vw = stats
        .iter()
        .map(|x| x.2.to_string().len())
        .max()
        .unwrap_or(0);
    let nw = stats.iter().map(|x| x.0.len()).max().unwrap_or(0);
    for (name, desc, v) in stats {
        s.push_str(&format!(
            "{}(S) {v:>vw$} {name:<nw$} - {desc}\n",
            " ".repeat(indent + 2)
        ));
    }
}

/// A progress bar over pass executions, drawn on stderr only when enabled (stderr is a
/// terminal) and the run has taken more than half a second.
pub struct Progress {
    bar: Option<ProgressBar>,
    start: Instant,
}

impl Progress {
    /// A progress reporter; hidden unless `enabled`.
    pub fn new(enabled: bool) -> Self {
        let bar = enabled.then(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
            if let Ok(style) =
                ProgressStyle::with_template("{spinner} {pos} pass runs ({msg}) {elapsed}")
            {
                bar.set_style(style);
            }
            bar
        });
        Progress {
            bar,
            start: Instant::now(),
        }
    }

    /// Notes that pass `name` starts on one more op.
    pub fn step(&self, name: &str) {
        if let Some(bar) = &self.bar {
            if bar.is_hidden() && self.start.elapsed() > Duration::from_millis(500) {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
            bar.set_message(name.to_owned());
            bar.inc(1);
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// The name of the program's main thread as the action log shows it (mlir-opt shows its
/// thread names: the main thread is named after the program, as the system names it).
pub fn thread_name() -> &'static str {
    static NAME: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    NAME.get_or_init(|| {
        std::fs::read_to_string("/proc/self/comm")
            .map(|s| s.trim_end().to_string())
            .ok()
            .filter(|s| !s.is_empty())
            .or_else(|| {
                std::env::args().next().and_then(|a| {
                    std::path::Path::new(&a)
                        .file_name()
                        .map(|f| f.to_string_lossy().into_owned())
                })
            })
            .unwrap_or_default()
    })
}

/// The `--log-mlir-actions-filter` entries: an action is logged only if the location of the
/// op it runs on holds a `file:line:col` one of them names. Each entry is `file`,
/// `file:line` or `file:line:col`; a missing line or column matches any.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ActionFilter {
    entries: Vec<(String, Option<u32>, Option<u32>)>,
}

impl ActionFilter {
    /// Parses one entry, as mlir-opt does: the text after the last `:` is the column and the
    /// one before it the line when both are integers; a lone trailing integer is the line;
    /// otherwise the whole entry is the file name (one trailing `:` aside). The error is mlir-opt's (for stderr).
    pub fn add(&mut self, entry: &str) -> Result<(), String> {
        if entry.is_empty() {
            return Err(
                "error: initializing FileLineColLocBreakpoint with empty file name\n\
                 Invalid location filter: \n"
                    .to_string(),
            );
        }
        let number = |s: &str| s.parse::<u32>().ok();
        let (file_line, last) = entry.rsplit_once(':').unwrap_or((entry, ""));
        let parsed = match file_line.rsplit_once(':') {
            Some((file, line)) if !line.is_empty() => match (number(line), number(last)) {
                (Some(l), Some(c)) => (file, Some(l), Some(c)),
                (Some(_), None) => (entry, None, None),
                (None, Some(l)) => (file_line, Some(l), None),
                (None, None) => (entry, None, None),
            },
            _ if last.is_empty() => (file_line, None, None),
            _ => match number(last) {
                Some(l) => (file_line, Some(l), None),
                None => (entry, None, None),
            },
        };
        let (file, line, col) = parsed;
        self.entries.push((file.to_string(), line, col));
        Ok(())
    }

    /// Whether an action on an op at `loc` is logged (always, with no entries).
    pub fn matches(&self, loc: ropt_ir::Location) -> bool {
        self.entries.is_empty()
            || loc.any_file_line_col(|file, line, col| {
                self.entries.iter().any(|(f, l, c)| {
                    f == file.as_str() && l.is_none_or(|l| l == line) && c.is_none_or(|c| c == col)
                })
            })
    }
}

/// One entry of the action profile (`--profile-actions-to`): the start (with its
/// description) or the end of an action, when and on which OS thread it happened.
#[derive(Debug, Clone)]
pub struct ProfileEvent {
    /// The action's description for its start; `None` for its end.
    pub desc: Option<String>,
    /// When it happened.
    pub at: Instant,
    /// The OS id of the thread it happened on.
    pub thread: u64,
}

impl ProfileEvent {
    /// The event now, on this thread.
    pub fn now(desc: Option<String>) -> Self {
        ProfileEvent {
            desc,
            at: Instant::now(),
            thread: os_thread_id(),
        }
    }

    /// The event as a Chrome trace object (mlir-opt's profile format), its time in
    /// microseconds since `epoch`.
    pub fn to_json(&self, epoch: Instant) -> String {
        let ts = self.at.saturating_duration_since(epoch).as_micros();
        let head = format!(
            "{{\"name\": \"pass-execution\", \"cat\": \"PERF\", \"ph\": \"{}\", \"pid\": 0, \"tid\": {}, \"ts\": {ts}",
            if self.desc.is_some() { 'B' } else { 'E' },
            self.thread
        );
        match &self.desc {
            Some(d) => format!("{head}, \"args\": {{\"desc\": \"{}\"}}}}", json_escape(d)),
            None => format!("{head}}}"),
        }
    }
}

/// `s` with JSON's escapes.
fn json_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// The OS id of the calling thread (the process id elsewhere than on Linux).
fn os_thread_id() -> u64 {
    #[cfg(target_os = "linux")]
    {
        unsafe extern "C" {
            fn gettid() -> i32;
        }
        // SAFETY: gettid has no preconditions and cannot fail.
        u64::from(unsafe { gettid() }.unsigned_abs())
    }
    #[cfg(not(target_os = "linux"))]
    {
        u64::from(std::process::id())
    }
}

#[cfg(test)]
mod tests {
    use super::ActionFilter;

    fn parsed(entry: &str) -> Result<(String, Option<u32>, Option<u32>), String> {
        let mut f = ActionFilter::default();
        f.add(entry)?;
        Ok(f.entries.remove(0))
    }

    #[test]
    fn filter_entries_split_as_mlir_opt_splits_them() {
        let e = |f: &str, l, c| Ok((f.to_string(), l, c));
        assert_eq!(parsed("a.mlir"), e("a.mlir", None, None));
        assert_eq!(parsed("a.mlir:"), e("a.mlir", None, None));
        assert_eq!(parsed("a.mlir:7"), e("a.mlir", Some(7), None));
        assert_eq!(parsed("a.mlir:7:3"), e("a.mlir", Some(7), Some(3)));
        assert_eq!(parsed("a.mlir:x:3"), e("a.mlir:x", Some(3), None));
        assert_eq!(parsed("a.mlir:7:x"), e("a.mlir:7:x", None, None));
        assert_eq!(parsed("a.mlir:x"), e("a.mlir:x", None, None));
        assert_eq!(
            parsed("C:/a.mlir:1:2:3"),
            e("C:/a.mlir:1", Some(2), Some(3))
        );
        assert!(parsed("").is_err());
    }
}
