//! [`Options`]: everything a driver run is told, as mlir-opt's command line spells it. The
//! struct is a clap argument group, so a tool flattens it into its command line; a library
//! user starts from [`Options::default`] (what an empty command line gives) and sets fields.

use clap::ValueEnum;
use ropt_asm::printer::ops::OpPrintOptions;
use ropt_asm::split::SPLIT_MARKER;
use ropt_pass::instrument::ActionFilter;
use ropt_pass::{PassArgs, PassFlag};

/// Modules whose functions hold fewer ops than this are printed on one thread.
const PRINT_PARALLEL_OPS: u32 = 4096;

/// How diagnostics are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DiagStyle {
    /// Colours and labels when stderr is a terminal, else plain.
    Auto,
    /// `file:line:col: error: message`, the source line and a caret (mlir-opt's format).
    Plain,
    /// Colours, labels and notes (codespan-reporting).
    Rich,
}

/// The options of a driver run (mlir-opt's flags, and ropt's own).
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// Pass manager flags.
    #[command(flatten)]
    pub passes: PassArgs,
    /// The `-pass[=options]` flags, in command-line order (see
    /// `ropt_pass::extract_pass_flags`).
    #[arg(skip)]
    pub pass_flags: Vec<PassFlag>,
    /// Report every pattern application and match failure of the rewrite drivers on stderr,
    /// as readable text (`--trace-rewrites`) or JSON lines (`--trace-rewrites=json`): the
    /// `trace-rewrites` option of every `canonicalize` in the pipeline.
    #[arg(long, value_name = "FORMAT", num_args = 0..=1, default_missing_value = "text", require_equals = true,
          value_parser = ["text", "json"])]
    pub trace_rewrites: Option<String>,
    /// Check pattern contracts during rewrites (always on in debug builds): name the pattern
    /// that reports success without changing the IR, fails after changing it, or leaves
    /// invalid IR (the `check-pattern-contracts` option of every `canonicalize`).
    #[arg(long)]
    pub check_pattern_contracts: bool,
    /// Explain every dialect conversion on stderr: for each op the driver had to legalize,
    /// the patterns tried in order, why each failed, what each success created, and why an
    /// op stayed illegal (the `trace-conversion` option of every conversion pass).
    #[arg(long)]
    pub trace_conversion: bool,
    /// Register the ODS dialect defined in this `.td` file before parsing (repeatable): its ops
    /// are verified, parsed and printed from their ODS definitions without recompiling ropt.
    #[arg(long, value_name = "FILE.td")]
    pub load_dialect: Vec<String>,
    /// Load declarative rewrite rules (DRR `Pat`/`Pattern` records of ropt/PatternBase.td) from
    /// this `.td` file (repeatable). Ops the file defines are registered when new (as with
    /// --load-dialect). The rules join the patterns `-canonicalize` applies greedily (with
    /// folding), next to the registered dialects' canonicalization patterns; without
    /// -canonicalize they are not applied. A NativeCodeCall must call a known helper
    /// (`name($_builder, $0, ...)`); other Rust code is reported as an error (generate Rust
    /// with `rtblgen -gen-rewriters` for those). A `.mlir` file holds PDL patterns instead
    /// (`pdl.pattern`s, or the `pdl_interp` functions they lower to), which run on the PDL
    /// bytecode interpreter; a `.pdll` file is compiled to such PDL first (native
    /// `[{ ... }]` constraints and rewrites cannot run: an error names them).
    #[arg(long, value_name = "FILE.td|FILE.mlir|FILE.pdll")]
    pub load_patterns: Vec<String>,
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for standard output). When ropt fails, an existing file is left as it
    /// was.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Split the input at `// -----` lines (or at the given marker) and process each chunk on
    /// its own.
    #[arg(long = "split-input-file", value_name = "marker", num_args = 0..=1, require_equals = true,
          default_missing_value = SPLIT_MARKER)]
    pub split_marker: Option<String>,
    /// The marker printed between the outputs of split chunks.
    #[arg(long, value_name = "marker", default_value = SPLIT_MARKER)]
    pub output_split_marker: String,
    /// Check `expected-error`/`-warning`/`-remark`/`-note` comments against the diagnostics:
    /// every diagnostic must be expected (`all`, the default), or only the expected ones must
    /// be emitted (`only-expected`: other diagnostics are ignored).
    #[arg(long = "verify-diagnostics", value_name = "mode", num_args = 0..=1, require_equals = true,
          default_missing_value = "all", value_parser = ["all", "only-expected", ""])]
    pub verify_mode: Option<String>,
    /// Parse the input's single top-level operation as the root, without wrapping it in a
    /// `builtin.module`.
    #[arg(long)]
    pub no_implicit_module: bool,
    /// Run the pipeline of the input's crash reproducer (its `mlir_reproducer` resource),
    /// with its verify-each and threading settings.
    #[arg(long)]
    pub run_reproducer: bool,
    /// Accept operations of dialects that are not registered.
    #[arg(long)]
    pub allow_unregistered_dialect: bool,
    /// Print operations in the generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,
    /// Print location information (`loc(...)`).
    #[arg(long)]
    pub mlir_print_debuginfo: bool,
    /// Print locations in a more readable form.
    #[arg(long)]
    pub mlir_pretty_debuginfo: bool,
    /// Print without aliases, everything inline.
    #[arg(long)]
    pub mlir_print_local_scope: bool,
    /// Elide elements attributes with more elements than this (an unsigned 32-bit number, as
    /// mlir-opt's `uint` options).
    #[arg(long, value_name = "N")]
    pub mlir_elide_elementsattrs_if_larger: Option<u32>,
    /// Leave out of the file metadata the resources whose printed value is longer than this.
    #[arg(long, value_name = "N")]
    pub mlir_elide_resource_strings_if_larger: Option<u32>,
    /// Print dense elements attributes with more elements than this as a hex string (default
    /// 100; -1: never).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub mlir_print_elementsattrs_with_hex_if_larger: Option<i64>,
    /// Print possibly invalid IR with the custom printers instead of verifying it first (and
    /// printing it generic if it does not verify).
    #[arg(long)]
    pub mlir_print_assume_verified: bool,
    /// Log the actions (the run of each pass on each op) to this file (`-`: standard
    /// output, before the IR).
    #[arg(long, value_name = "filename")]
    pub log_actions_to: Option<String>,
    /// Write a profile of the actions (the start and end of each pass run, as a Chrome
    /// trace) to this file (`-`: standard output; the profile of each split ends after
    /// its IR).
    #[arg(long, value_name = "filename")]
    pub profile_actions_to: Option<String>,
    /// Log only the actions on ops whose location holds one of these `file[:line[:col]]`
    /// (comma-separated; with `--log-actions-to`).
    #[arg(long, value_name = "file:line:col", value_delimiter = ',')]
    pub log_mlir_actions_filter: Vec<String>,
    /// Accepted for compatibility: mlir-opt 22 keeps the notes of the diagnostics it prints.
    #[arg(long)]
    pub mlir_disable_diagnostic_notes: bool,
    /// Accepted for compatibility (`errors`, `warnings` or `remarks`): mlir-opt 22 prints
    /// every diagnostic all the same.
    #[arg(long, value_name = "level", value_parser = ["errors", "warnings", "remarks"])]
    pub mlir_diagnostic_verbosity_level: Option<String>,
    /// Print the users of each value as a comment.
    #[arg(long)]
    pub mlir_print_value_users: bool,
    /// Do not print the regions of operations.
    #[arg(long)]
    pub mlir_print_skip_regions: bool,
    /// Number values uniquely across regions.
    #[arg(long)]
    pub mlir_print_unique_ssa_ids: bool,
    /// Name values after their name locations.
    #[arg(long)]
    pub mlir_use_nameloc_as_prefix: bool,
    /// Attach the failing operation to diagnostics (default on).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "true")]
    pub mlir_print_op_on_diagnostic: bool,
    /// Check that the output parses back to the same IR (generic and custom forms).
    #[arg(long)]
    pub verify_roundtrip: bool,
    /// Do not verify the IR after parsing it (very unsafe: passes may see invalid IR).
    #[arg(long)]
    pub mlir_very_unsafe_disable_verifier_on_parsing: bool,
    /// Print the registered dialects and exit.
    #[arg(long)]
    pub show_dialects: bool,
    /// How diagnostics are shown.
    #[arg(long, value_enum, default_value = "auto")]
    pub diagnostics: DiagStyle,
    /// The process ends as soon as the run returns (a tool's `main`): the run then skips
    /// freeing the IR, which the system takes back faster.
    #[arg(skip)]
    pub process_exits_after_run: bool,
}

/// A clap command holding only [`Options`] (for [`Options::default`]).
#[derive(clap::Parser)]
struct OptionsOnly {
    #[command(flatten)]
    options: Options,
}

impl Default for Options {
    /// The options of a command line without arguments: standard input to standard output,
    /// nothing run but parsing, verification and printing.
    fn default() -> Self {
        let parsed = <OptionsOnly as clap::Parser>::try_parse_from(["ropt"]);
        parsed.expect("an empty command line parses").options
    }
}

impl Options {
    /// Whether the input is split into chunks (`--split-input-file` with a non-empty marker).
    pub fn split_input_file(&self) -> bool {
        self.split_marker.as_deref().is_some_and(|m| !m.is_empty())
    }

    /// Whether diagnostics are checked against the input's `expected-*` comments.
    pub fn verify_diagnostics(&self) -> bool {
        self.verify_mode.is_some()
    }

    /// The error mlir-opt reports for options that parse but cannot be used together or as
    /// given (the text for stderr), if any.
    pub fn check(&self) -> Result<(), String> {
        if let Some(marker) = self.split_marker.as_deref()
            && !marker.is_empty()
            && marker.len() <= 2
        {
            // mlir-opt cuts at the marker without its last two characters, and never ends with
            // an empty cut.
            return Err(format!(
                "ropt: for the --split-input-file option: the marker '{marker}' must be longer than 2 characters\n"
            ));
        }
        self.action_filter().map(|_| ())
    }

    /// The `--log-mlir-actions-filter` entries, or mlir-opt's error for a bad one.
    pub fn action_filter(&self) -> Result<ActionFilter, String> {
        let mut filter = ActionFilter::default();
        for entry in &self.log_mlir_actions_filter {
            filter.add(entry)?;
        }
        Ok(filter)
    }

    /// The `canonicalize` options that `--trace-rewrites` and `--check-pattern-contracts`
    /// stand for (empty when neither is given).
    pub fn canonicalize_defaults(&self) -> String {
        let mut defaults = Vec::new();
        if let Some(format) = &self.trace_rewrites {
            defaults.push(format!("trace-rewrites={format}"));
        }
        if self.check_pattern_contracts {
            defaults.push("check-pattern-contracts".to_string());
        }
        defaults.join(" ")
    }

    /// The printing flags. When the run is parallel (see [`Options::parallel`]), modules
    /// whose functions hold 4096 ops or more print their functions on worker threads
    /// (`ROPT_PRINT_PARALLEL_OPS=N` changes the threshold; 0 forces the parallel printer, to
    /// test that it prints the same text).
    pub fn print_options(&self) -> OpPrintOptions {
        let parallel = self.parallel().then(|| {
            let env = std::env::var("ROPT_PRINT_PARALLEL_OPS").ok();
            env.and_then(|v| v.parse().ok())
                .unwrap_or(PRINT_PARALLEL_OPS)
        });
        OpPrintOptions {
            generic: self.mlir_print_op_generic,
            debuginfo: self.mlir_print_debuginfo,
            pretty_debuginfo: self.mlir_pretty_debuginfo,
            local_scope: self.mlir_print_local_scope,
            elide_elements_if_larger: self.mlir_elide_elementsattrs_if_larger.map(u64::from),
            elide_resource_strings_if_larger: self
                .mlir_elide_resource_strings_if_larger
                .map(u64::from),
            hex_if_larger: self.mlir_print_elementsattrs_with_hex_if_larger,
            value_users: self.mlir_print_value_users,
            skip_regions: self.mlir_print_skip_regions,
            unique_ssa_ids: self.mlir_print_unique_ssa_ids,
            nameloc_as_prefix: self.mlir_use_nameloc_as_prefix,
            parallel,
            no_aliases: false,
            no_indent: false,
        }
    }

    /// True if the run only parses, verifies and prints its input: no pass, no
    /// `--load-dialect` or `--load-patterns`, no pass or dialect listing.
    pub fn parse_only(&self) -> bool {
        self.pass_flags.is_empty()
            && self.passes.pass_pipeline.is_none()
            && !self.run_reproducer
            && self.load_dialect.is_empty()
            && self.load_patterns.is_empty()
            && !self.passes.list_passes
            && !self.show_dialects
    }

    /// True if the work runs on several threads: threading is on and the pools get more than
    /// one thread. With a single worker thread (`RAYON_NUM_THREADS=1`, one CPU) ropt runs as
    /// with `--mlir-disable-threading` (a pool of one only adds hand-offs), though it still
    /// behaves as mlir-opt with threading enabled (`-mlir-print-ir-module-scope`, timing
    /// report shape).
    pub fn parallel(&self) -> bool {
        !self.passes.disable_threading && ropt_pass::manager::worker_threads() > 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_an_empty_command_line() {
        let o = Options::default();
        assert_eq!((o.input.as_str(), o.output.as_str()), ("-", "-"));
        assert!(o.mlir_print_op_on_diagnostic && o.passes.verify_each);
        assert!(!o.split_input_file() && !o.verify_diagnostics());
        assert_eq!(o.diagnostics, DiagStyle::Auto);
        assert!(o.check().is_ok());
        assert_eq!(o.canonicalize_defaults(), "");
    }

    #[test]
    fn derived_settings() {
        let o = Options {
            split_marker: Some("//".into()),
            trace_rewrites: Some("json".into()),
            check_pattern_contracts: true,
            ..Options::default()
        };
        assert!(o.split_input_file());
        assert!(
            o.check()
                .unwrap_err()
                .contains("must be longer than 2 characters")
        );
        assert_eq!(
            o.canonicalize_defaults(),
            "trace-rewrites=json check-pattern-contracts"
        );
        let empty = Options {
            split_marker: Some(String::new()),
            ..Options::default()
        };
        assert!(!empty.split_input_file() && empty.check().is_ok());
    }
}
