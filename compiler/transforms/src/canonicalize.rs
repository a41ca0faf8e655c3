//! The `canonicalize` pass: [`ropt_rewrite::canonicalize::canonicalize`] on the op it runs
//! on, with mlir-opt's options (`top-down`, `region-simplify`, `max-iterations`,
//! `max-num-rewrites`, `test-convergence`, `disable-patterns`, `enable-patterns`) and two of
//! ropt's own, hidden from `--help` and from printed pipelines unless set:
//! `trace-rewrites=none|text|json` (report every pattern application and match failure on
//! the pass's text stream) and `check-pattern-contracts` (always on in debug builds). ropt's
//! `--trace-rewrites` and `--check-pattern-contracts` flags set these two for every
//! `canonicalize` of the pipeline.

use std::sync::OnceLock;

use ropt_ir::{Body, Context, Diagnostic, OpId};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::canonicalize::{canonicalize, collect_canonicalization_patterns};
use ropt_rewrite::trace::{TraceFormat, format_cycle, format_trace};
use ropt_rewrite::{FrozenRewritePatternSet, GreedyRewriteConfig, RegionSimplification};

/// The options of `canonicalize`, read from its [`PassOptions`].
#[derive(Debug, Clone, Default)]
pub struct CanonicalizeOptions {
    /// Driver configuration (top-down, region-simplify, max-iterations, max-num-rewrites,
    /// tracing, contract checks).
    pub config: GreedyRewriteConfig,
    /// Fail on non-convergence.
    pub test_convergence: bool,
    /// Pattern names/labels to drop.
    pub disable_patterns: Vec<String>,
    /// Pattern names/labels to keep (all when empty).
    pub enable_patterns: Vec<String>,
    /// How the rewrites are traced, if they are.
    pub trace: Option<TraceFormat>,
}

impl CanonicalizeOptions {
    /// Reads parsed pass options (declared by [`CANONICALIZE_OPTIONS`]).
    pub fn from_pass_options(o: &PassOptions) -> Self {
        let trace = match o.enum_value("trace-rewrites") {
            "text" => Some(TraceFormat::Text),
            "json" => Some(TraceFormat::Json),
            _ => None,
        };
        let mut config = GreedyRewriteConfig {
            top_down: o.bool("top-down"),
            max_iterations: o.int("max-iterations"),
            max_num_rewrites: o.int("max-num-rewrites"),
            region_simplification: match o.enum_value("region-simplify") {
                "disabled" => RegionSimplification::Disabled,
                "aggressive" => RegionSimplification::Aggressive,
                _ => RegionSimplification::Normal,
            },
            trace: trace.is_some(),
            ..GreedyRewriteConfig::default()
        };
        if o.bool("check-pattern-contracts") {
            config.check_contracts = true;
            config.contracts_max_ops = usize::MAX;
        }
        CanonicalizeOptions {
            config,
            test_convergence: o.bool("test-convergence"),
            disable_patterns: o.list("disable-patterns").to_vec(),
            enable_patterns: o.list("enable-patterns").to_vec(),
            trace,
        }
    }
}

static REGION_SIMPLIFY: &[(&str, &str)] = &[
    ("disabled", "Don't run any control-flow simplification."),
    (
        "normal",
        "Perform simple control-flow simplifications (e.g. dead args elimination).",
    ),
    (
        "aggressive",
        "Perform aggressive control-flow simplification (e.g. block merging).",
    ),
];

static TRACE_FORMATS: &[(&str, &str)] = &[
    ("none", "Do not trace rewrites"),
    ("text", "Trace rewrites as readable text"),
    ("json", "Trace rewrites as JSON lines"),
];

/// `canonicalize`'s options: mlir-opt's, then ropt's hidden ones.
pub static CANONICALIZE_OPTIONS: &[OptionSpec] = &[
    OptionSpec::new(
        "top-down",
        OptionKind::Bool,
        "Seed the worklist in general top-down order",
    )
    .default_bool(true),
    OptionSpec::new(
        "region-simplify",
        OptionKind::Enum(REGION_SIMPLIFY),
        "Perform control flow optimizations to the region tree",
    )
    .default_enum(1),
    OptionSpec::new(
        "max-iterations",
        OptionKind::Long,
        "Max. iterations between applying patterns / simplifying regions",
    )
    .default_int(10),
    OptionSpec::new(
        "max-num-rewrites",
        OptionKind::Long,
        "Max. number of pattern rewrites within an iteration",
    )
    .default_int(-1),
    OptionSpec::new(
        "test-convergence",
        OptionKind::Bool,
        "Test only: Fail pass on non-convergence to detect cyclic pattern",
    ),
    OptionSpec::new(
        "disable-patterns",
        OptionKind::StringList,
        "Labels of patterns that should be filtered out during application",
    ),
    OptionSpec::new(
        "enable-patterns",
        OptionKind::StringList,
        "Labels of patterns that should be used during application, all other patterns are filtered out",
    ),
    OptionSpec::new(
        "trace-rewrites",
        OptionKind::Enum(TRACE_FORMATS),
        "Report every pattern application and match failure",
    )
    .hide(),
    OptionSpec::new(
        "check-pattern-contracts",
        OptionKind::Bool,
        "Name the patterns that break their contract",
    )
    .hide(),
];

/// The `canonicalize` pass.
pub static CANONICALIZE: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    description: "Canonicalize operations",
    anchor: None,
    options: CANONICALIZE_OPTIONS,
    statistics: &[],
    // Folded constants go to the entry block of the closest isolated-from-above op, and
    // patterns stay inside it: each nested isolated op converges on its own, unless a
    // rewrite budget (`max-num-rewrites`) is shared across the whole op.
    splits: Some(|o| o.int("max-num-rewrites") < 0),
    create,
};

struct CanonicalizePass {
    options: CanonicalizeOptions,
    patterns: OnceLock<FrozenRewritePatternSet>,
}

impl Pass for CanonicalizePass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let options = &self.options;
        let patterns = self.patterns.get_or_init(|| {
            collect_canonicalization_patterns(ctx)
                .freeze(&options.disable_patterns, &options.enable_patterns)
        });
        // Even when nothing changed, no analysis is kept (mlir-opt's canonicalizer preserves
        // none: the next CSE computes dominance again, as its timing report shows).
        let result = canonicalize(ctx, body, op, patterns, &options.config);
        if let Some(format) = options.trace {
            cx.print(&format_trace(&result.trace, format));
        }
        let mut failed = false;
        for v in &result.violations {
            cx.emit(Diagnostic::error(v.location, v.to_string()));
            failed = true;
        }
        if options.test_convergence && !result.converged {
            // mlir-opt fails silently; with a trace, say which patterns kept firing.
            if options.trace.is_some() {
                cx.print(&format!("{}\n", format_cycle(&result.cycle)));
            }
            failed = true;
        }
        if failed { Err(PassFailure) } else { Ok(()) }
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(CanonicalizePass {
        options: CanonicalizeOptions::from_pass_options(options),
        patterns: OnceLock::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read() {
        let o = PassOptions::parse(
            CANONICALIZE_OPTIONS,
            "top-down=false region-simplify=aggressive max-iterations=3 max-num-rewrites=7 \
             test-convergence=true disable-patterns=A,B trace-rewrites=json",
            "canonicalize",
        )
        .expect("options parse");
        let c = CanonicalizeOptions::from_pass_options(&o);
        assert!(!c.config.top_down);
        assert_eq!(
            c.config.region_simplification,
            RegionSimplification::Aggressive
        );
        assert_eq!(c.config.max_iterations, 3);
        assert_eq!(c.config.max_num_rewrites, 7);
        assert!(c.test_convergence);
        assert_eq!(c.disable_patterns, ["A", "B"]);
        assert_eq!(c.trace, Some(TraceFormat::Json));
        assert!(c.config.trace);
        let d =
            CanonicalizeOptions::from_pass_options(&PassOptions::defaults(CANONICALIZE_OPTIONS));
        assert!(d.config.top_down);
        assert_eq!(d.config.region_simplification, RegionSimplification::Normal);
        assert_eq!(d.config.max_iterations, 10);
        assert_eq!(d.config.max_num_rewrites, -1);
        assert_eq!(d.trace, None);
        assert_eq!(d.config.check_contracts, cfg!(debug_assertions));
        let checked = PassOptions::parse(CANONICALIZE_OPTIONS, "check-pattern-contracts", "c");
        let checked = CanonicalizeOptions::from_pass_options(&checked.expect("parses"));
        assert!(checked.config.check_contracts);
    }

    #[test]
    fn pipelines_print_ropt_options_only_when_set() {
        let d = PassOptions::defaults(CANONICALIZE_OPTIONS).to_string();
        assert_eq!(
            d,
            "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal \
             test-convergence=false top-down=true}"
        );
        let t = PassOptions::parse(CANONICALIZE_OPTIONS, "trace-rewrites=text", "c");
        assert!(
            t.expect("parses")
                .to_string()
                .contains("trace-rewrites=text")
        );
    }
}
