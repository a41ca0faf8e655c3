//! The pass registry: every pass and pass pipeline that textual pipelines and `-name` flags can
//! refer to. Dialect and transform crates add theirs with [`PassRegistry::register`].

use std::collections::BTreeMap;

use crate::pass::PassInfo;

/// A named pipeline: a textual pipeline body expanded where its name is used.
#[derive(Debug, Clone, Copy)]
pub struct PipelineInfo {
    /// The argument, e.g. `my-pipeline`.
    pub argument: &'static str,
    /// One-line description.
    pub description: &'static str,
    /// The pipeline elements, e.g. `cse,symbol-dce` (no anchor).
    pub pipeline: &'static str,
}

/// Registered passes and pipelines, sorted by argument.
#[derive(Default, Clone)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, &'static PassInfo>,
    pipelines: BTreeMap<&'static str, PipelineInfo>,
    /// Option text applied before the options written in a pipeline, per pass argument.
    option_defaults: BTreeMap<&'static str, String>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a pass (replacing one with the same argument).
    pub fn register(&mut self, info: &'static PassInfo) {
        self.passes.insert(info.argument, info);
    }

    /// Registers a named pipeline.
    pub fn register_pipeline(&mut self, info: PipelineInfo) {
        self.pipelines.insert(info.argument, info);
    }

    /// Makes `options` (pipeline option syntax, e.g. `trace-rewrites=json`) the defaults of
    /// the pass `argument` wherever this registry builds it: options written in a pipeline
    /// or a pass flag still win. A tool uses it for command-line flags that configure a pass
    /// (ropt's `--trace-rewrites`); the pass sees them as ordinary options.
    pub fn set_option_defaults(&mut self, argument: &'static str, options: String) {
        self.option_defaults.insert(argument, options);
    }

    /// The option defaults set for `argument` ([`PassRegistry::set_option_defaults`]).
    pub fn option_defaults(&self, argument: &str) -> Option<&str> {
        self.option_defaults.get(argument).map(String::as_str)
    }

    /// The pass named `argument`.
    pub fn pass(&self, argument: &str) -> Option<&'static PassInfo> {
        self.passes.get(argument).copied()
    }

    /// The pipeline named `argument`.
    pub fn pipeline(&self, argument: &str) -> Option<&PipelineInfo> {
        self.pipelines.get(argument)
    }

    /// True if `argument` names a pass or a pipeline.
    pub fn contains(&self, argument: &str) -> bool {
        self.passes.contains_key(argument) || self.pipelines.contains_key(argument)
    }

    /// All passes, sorted by argument.
    pub fn passes(&self) -> impl Iterator<Item = &'static PassInfo> + '_ {
        self.passes.values().copied()
    }

    /// All pipelines, sorted by argument.
    pub fn pipelines(&self) -> impl Iterator<Item = &PipelineInfo> + '_ {
        self.pipelines.values()
    }

    /// The `--list-passes` text, formatted as mlir-opt prints it (`indent` 0), or the
    /// "Compiler passes to run" section of `--help` (`indent` 4 with `width` the help's
    /// description column).
    pub fn help_text(&self, indent: usize, width: Option<usize>) -> String {
        let pad = " ".repeat(indent);
        let mut lines: Vec<(String, &str, bool)> = Vec::new(); // (left, description, is_pass)
        let push_pass = |lines: &mut Vec<(String, &str, bool)>, arg: &str, desc: &'static str| {
            lines.push((format!("{pad}  --{arg}"), desc, true));
        };
        let mut out_passes = Vec::new();
        for p in self.passes() {
            push_pass(&mut out_passes, p.argument, p.description);
            for o in sorted_options(p).into_iter().filter(|o| !o.hidden) {
                let left = match o.kind.value_name() {
                    Some(v) => format!("{pad}    --{}=<{v}>", o.name),
                    None => format!("{pad}    --{}", o.name),
                };
                out_passes.push((left, o.description, false));
                if let crate::options::OptionKind::Enum(vals) = o.kind {
                    for (v, d) in vals {
                        // LLVM prints enum values at a fixed indentation.
                        out_passes.push((format!("    ={v}"), d, true));
                    }
                }
            }
        }
        let mut out_pipes = Vec::new();
        for p in self.pipelines() {
            push_pass(&mut out_pipes, p.argument, p.description);
        }
        lines.extend(out_passes.iter().cloned());
        lines.extend(out_pipes.iter().cloned());
        let width = width.unwrap_or_else(|| lines.iter().map(|l| l.0.len()).max().unwrap_or(0) + 1);
        let mut text = String::new();
        let mut section = |title: &str, items: &[(String, &str, bool)]| {
            if items.is_empty() {
                return;
            }
            text.push_str(&format!("{pad}{title}:\n"));
            for (left, desc, is_pass) in items {
                // Enum values are shifted two columns left of the option column.
                let w = if left.trim_start().starts_with('=') {
                    width - 2
                } else {
                    width
                };
                let marker = if *is_pass { "-   " } else { "- " };
                text.push_str(&format!("{left:<w$} {marker}{desc}\n"));
            }
        };
        section("Passes", &out_passes);
        section("Pass Pipelines", &out_pipes);
        text
    }
}

impl PassRegistry {
    /// The pass section for `--help`, laid out as mlir-opt's "Compiler passes to run".
    pub fn help_section(&self) -> String {
        format!("  Compiler passes to run\n{}", self.help_text(4, None))
    }
}

fn sorted_options(p: &PassInfo) -> Vec<&crate::options::OptionSpec> {
    let mut v: Vec<_> = p.options.iter().collect();
    v.sort_by_key(|o| o.name);
    v
}
