//! [`Session`]: what a run sets up once (the context with every dialect, `--load-dialect` and
//! `--load-patterns`; the pass registry; the pass pipeline with the printer and verifier as its
//! hooks), and the steps it takes on each chunk of input: parse, verify, check the root, run
//! the passes. [`crate::run`] strings them together; the fuzz targets call the steps they test.

use std::sync::Arc;

use ropt_asm::parser::core::ParseDiagnostic;
use ropt_asm::parser::ops::{ParallelParse, ParseOptions, ParsedModule, parse_module_parallel};
use ropt_asm::printer::ops::{OpPrintOptions, print_op_for_diagnostic, print_top_level};
use ropt_asm::render::diag::{DiagLoc, RenderDiag};
use ropt_ir::{Body, Context, Diagnostic, Location, OpId, Severity};
use ropt_pass::manager::{OpPrinter, OpVerifier, PrintMode, RunOutput};
use ropt_pass::{PassDriver, PassRegistry, PipelineError};

use crate::check;
use crate::options::Options;
use crate::reproducer::Reproducer;

/// Every pass ropt knows (the test passes of the pass manager included).
pub fn pass_registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    ropt_transforms::register_passes(&mut registry);
    ropt_transforms::register_test_passes(&mut registry);
    ropt_dialect_test::passes::register_test_passes(&mut registry);
    ropt_conversion::register_passes(&mut registry);
    ropt_lowering::register_passes(&mut registry);
    ropt_dialect_func::passes::register_passes(&mut registry);
    registry
}

/// A run's context, passes and options (see the module docs).
pub struct Session {
    options: Options,
    ctx: Context,
    registry: PassRegistry,
    /// The pipeline for a `builtin.module` root (without passes when building it failed).
    driver: PassDriver,
    /// Why the pipeline could not be built: mlir-opt builds it after parsing each chunk, so
    /// the error is reported there, once per chunk that parsed.
    pipeline_error: Option<String>,
}

impl Session {
    /// Sets up everything for `options`; the error is the text to print on stderr.
    pub fn new(options: Options) -> Result<Self, String> {
        let ctx = new_context(&options)?;
        let registry = registry(&options);
        Self::with_context(options, ctx, registry)
    }

    /// A session over a context the caller has set up (see [`new_context`]) and a registry
    /// (see [`registry`]).
    pub fn with_context(
        options: Options,
        ctx: Context,
        registry: PassRegistry,
    ) -> Result<Self, String> {
        let (driver, pipeline_error) = match pass_driver(&options, &registry, "builtin.module") {
            Ok(driver) => (driver, None),
            // A bad command-line value ends the run before anything is read.
            Err(e) if e.message.is_none() => return Err(e.render()),
            Err(e) => {
                let mut bare = options.clone();
                bare.pass_flags.clear();
                bare.passes.pass_pipeline = None;
                let driver =
                    pass_driver(&bare, &registry, "builtin.module").map_err(|e| e.render())?;
                (driver, Some(e.render()))
            }
        };
        Ok(Session {
            options,
            ctx,
            registry,
            driver,
            pipeline_error,
        })
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The context.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The pipeline run on a `builtin.module` root.
    pub fn pass_driver(&self) -> &PassDriver {
        &self.driver
    }

    /// The printing flags ([`Options::print_options`]).
    pub fn print_options(&self) -> OpPrintOptions {
        self.options.print_options()
    }

    /// Parses `text[start..]` (of the file `name`) as a module at `module_loc`, on several
    /// threads unless threading is off.
    pub fn parse(
        &self,
        text: &[u8],
        start: usize,
        name: &str,
        module_loc: Location,
    ) -> Result<ParsedModule, Vec<ParseDiagnostic>> {
        let opts = ParseOptions {
            allow_unregistered: self.options.allow_unregistered_dialect,
            reproducer_resource: self.options.run_reproducer,
        };
        let par = ParallelParse::from_env(self.options.parallel());
        parse_module_parallel(&self.ctx, text, start, name, opts, module_loc, par)
    }

    /// Verifies `op` (of `body`) as the run does after parsing (`parsed`: with the parser's
    /// isolation check, see [`check::verify`]) or after a pass; the diagnostics carry the
    /// failing op when `--mlir-print-op-on-diagnostic` asks for it.
    pub fn verify(&self, body: &Body, op: OpId, parsed: bool) -> Vec<Diagnostic> {
        check::verify(
            &self.ctx,
            body,
            op,
            self.diagnostic_print_options(),
            self.options.allow_unregistered_dialect,
            parsed,
            self.options.parallel(),
        )
    }

    /// Whether `op` verifies (the diagnostics are dropped).
    pub fn is_valid(&self, body: &Body, op: OpId) -> bool {
        check::verify(
            &self.ctx,
            body,
            op,
            None,
            self.options.allow_unregistered_dialect,
            self.options.mlir_very_unsafe_disable_verifier_on_parsing,
            self.options.parallel(),
        )
        .is_empty()
    }

    /// Prints `op` (of `body`) with the printing flags, in the generic form when `generic`.
    pub fn print_op(&self, body: &Body, op: OpId, generic: bool) -> String {
        let o = OpPrintOptions {
            generic: generic || self.options.mlir_print_op_generic,
            ..self.print_options()
        };
        print_top_level(&self.ctx, body, op, o)
    }

    /// The printing flags for the output of `op`: like mlir-opt, IR that may not be valid
    /// (not verified after parsing, or after passes run without `-verify-each`) is verified
    /// first, quietly, and printed in the generic form if it is not valid (custom printers
    /// assume valid IR).
    pub fn output_print_options(&self, body: &Body, op: OpId) -> OpPrintOptions {
        let popts = self.print_options();
        let o = &self.options;
        let unverified = o.mlir_very_unsafe_disable_verifier_on_parsing || !o.passes.verify_each;
        if !unverified || popts.generic || o.mlir_print_assume_verified {
            return popts;
        }
        OpPrintOptions {
            generic: !self.is_valid(body, op),
            ..popts
        }
    }

    /// Runs the `builtin.module` pipeline on `op` (of `body`).
    pub fn run_passes(&self, body: &mut Body, op: OpId) -> RunOutput {
        self.driver.run(&self.ctx, body, op, None)
    }

    /// The printing flags for the op a diagnostic is about (`None`: not printed).
    fn diagnostic_print_options(&self) -> Option<OpPrintOptions> {
        let o = &self.options;
        (o.mlir_print_op_on_diagnostic && !o.verify_diagnostics()).then(|| self.print_options())
    }

    /// The pipeline for a root op named `anchor` (the module's unless it is another op).
    pub(crate) fn driver_for(
        &self,
        anchor: &str,
        reproducer: Option<&Reproducer>,
    ) -> Result<Option<PassDriver>, String> {
        if let Some(e) = &self.pipeline_error {
            return Err(e.clone());
        }
        if let Some(r) = reproducer {
            let mut options = self.options.clone();
            let passes = &mut options.passes;
            passes.reproducer_pipeline = r.pipeline.clone();
            passes.verify_each = r.verify_each.unwrap_or(passes.verify_each);
            passes.disable_threading = r.disable_threading.unwrap_or(passes.disable_threading);
            return pass_driver(&options, &self.registry, anchor)
                .map(Some)
                .map_err(|e| e.render_bare());
        }
        if anchor == "builtin.module" {
            return Ok(None);
        }
        (pass_driver(&self.options, &self.registry, anchor).map(Some)).map_err(|e| e.render())
    }

    /// The error mlir-opt reports when the pipeline is to run on `op`, the root of a
    /// `--no-implicit-module` run, and `op` is not registered.
    pub(crate) fn unregistered_root(&self, body: &Body, op: OpId) -> RenderDiag {
        let mut notes = Vec::new();
        if let Some(popts) = self.diagnostic_print_options() {
            let text = print_op_for_diagnostic(&self.ctx, body, op, body, op, popts);
            let sep = if text.contains('\n') { "\n" } else { "" };
            notes.push(RenderDiag::new(
                Severity::Note,
                DiagLoc::Loc(body.op_location(op)),
                format!("see current operation: {sep}{text}"),
            ));
        }
        let mut d = RenderDiag::new(
            Severity::Error,
            DiagLoc::Loc(body.op_location(op)),
            format!(
                "'{}' op trying to schedule a pass on an unregistered operation",
                body.op_name(op)
            ),
        );
        d.notes = notes;
        d
    }
}

/// A context with every dialect ropt ships registered, then the dialects of
/// `--load-dialect` and the rules of `--load-patterns` (DRR rules in `.td` files, with
/// DRR's native helpers: the built-in ones and arith's; PDL patterns in `.mlir` files,
/// [`crate::pdl_patterns`]); the error is the text to print on stderr.
pub fn new_context(options: &Options) -> Result<Context, String> {
    new_context_for(options, None)
}

/// [`new_context`] for a run on `input`: when the run only parses, verifies and prints
/// ([`Options::parse_only`]), the shipped dialects registered are those `input` can use
/// ([`ropt_dialects::register_used`]).
pub fn new_context_for(options: &Options, input: Option<&[u8]>) -> Result<Context, String> {
    let mut ctx = Context::new();
    match input.filter(|_| options.parse_only()) {
        Some(text) => ropt_dialects::register_used(&mut ctx, text),
        None => {
            // With threads, a second one decodes the models while this one registers them.
            let decoder = options
                .parallel()
                .then(|| std::thread::spawn(ropt_dialects::decode_models));
            ropt_dialects::register_all(&mut ctx);
            if let Some(decoder) = decoder {
                let _ = decoder.join();
            }
        }
    }
    crate::phases::mark("register");
    for td in &options.load_dialect {
        ropt_ods_runtime::load_dialect_file(&mut ctx, td.as_ref(), &[])
            .map_err(|errors| errors.concat())?;
    }
    if !options.load_patterns.is_empty() {
        let mut natives = ropt_ods_runtime::drr::native::NativeTable::with_builtins();
        natives.extend(&ropt_dialect_arith::canonicalization::natives());
        for file in &options.load_patterns {
            if crate::pdl_patterns::is_pdl_file(file) {
                crate::pdl_patterns::load_pdl_patterns_file(&mut ctx, file)?;
                continue;
            }
            ropt_ods_runtime::drr::load::load_patterns_file(&mut ctx, file.as_ref(), &[], &natives)
                .map_err(|errors| errors.concat())?;
        }
    }
    Ok(ctx)
}

/// [`pass_registry`] with the `canonicalize` defaults the options ask for
/// ([`Options::canonicalize_defaults`]).
pub fn registry(options: &Options) -> PassRegistry {
    let mut registry = pass_registry();
    let defaults = options.canonicalize_defaults();
    if !defaults.is_empty() {
        registry.set_option_defaults("canonicalize", defaults);
    }
    if options.trace_conversion {
        for pass in ropt_lowering::CONVERSION_PASSES {
            registry.set_option_defaults(pass, "trace-conversion".to_string());
        }
    }
    registry
}

/// Builds the pass driver for a root op named `anchor`, with the asm printer and the verifier
/// as its hooks.
fn pass_driver(
    options: &Options,
    registry: &PassRegistry,
    anchor: &str,
) -> Result<PassDriver, PipelineError> {
    let popts = options.print_options();
    let (allow, threading) = (options.allow_unregistered_dialect, options.parallel());
    let parsed = options.mlir_very_unsafe_disable_verifier_on_parsing;
    let assume_verified = options.mlir_print_assume_verified;
    let profile_actions = options.profile_actions_to.is_some();
    let log_actions = options
        .log_actions_to
        .is_some()
        .then(|| options.action_filter().unwrap_or_default());
    let printer: Arc<OpPrinter> =
        Arc::new(move |ctx: &Context, body: &Body, op, mode: PrintMode| {
            // The IR may be invalid (after a failed pass, or without -verify-each): as
            // mlir-opt does, it is verified first and printed generic if it is not valid.
            let generic = popts.generic
                || mode.generic
                || (!assume_verified
                    && !check::verify(ctx, body, op, None, allow, parsed, threading).is_empty());
            let o = OpPrintOptions {
                generic,
                local_scope: popts.local_scope || !mode.top_level,
                skip_regions: popts.skip_regions || mode.skip_regions,
                ..popts
            };
            if !mode.top_level && !body.op(op).has_nested_body() && !body.top_regions().is_empty() {
                // A nested op is numbered from its closest isolated ancestor, as mlir-opt's
                // local scope does.
                return ropt_asm::printer::ops::print_op_in_body_scope(ctx, body, op, o);
            }
            let mut s = print_top_level(ctx, body, op, o);
            if !mode.top_level {
                s.truncate(s.trim_end_matches('\n').len());
            }
            s
        });
    let print_op =
        (options.mlir_print_op_on_diagnostic && !options.verify_diagnostics()).then_some(popts);
    let verifier: Arc<OpVerifier> = Arc::new(move |ctx: &Context, body: &Body, op| {
        check::verify(ctx, body, op, print_op, allow, false, threading)
    });
    PassDriver::new(
        &options.passes,
        &options.pass_flags,
        registry,
        anchor,
        "ropt",
        Some(printer),
        Some(verifier),
    )
    .map(|mut driver| {
        driver.manager.config.print_op_on_diagnostic = print_op.is_some();
        driver.manager.config.log_actions = log_actions;
        driver.manager.config.profile_actions = profile_actions;
        driver
    })
}

/// A parsed chunk and the op ropt treats as its root: the module, or under
/// `--no-implicit-module` the single op the parser had wrapped in an implicit module.
pub struct Parsed {
    /// The parsed module.
    pub m: ParsedModule,
    /// The unwrapped top-level op (in the module's body).
    pub inner: Option<OpId>,
}

impl Parsed {
    /// The root op and the body holding it.
    pub fn root(&self) -> (&Body, OpId) {
        match self
            .inner
            .and_then(|op| Some((self.m.body.nested_body(self.m.module)?, op)))
        {
            Some(found) => found,
            None => (&self.m.body, self.m.module),
        }
    }

    /// [`Parsed::root`], mutable.
    pub fn root_mut(&mut self) -> (&mut Body, OpId) {
        let module = self.m.module;
        match self.inner {
            Some(op) if self.m.body.nested_body(module).is_some() => {
                (self.m.body.regions_body_mut(module), op)
            }
            _ => (&mut self.m.body, module),
        }
    }
}

/// The ops of the module the parser made up to hold the top-level ops (`None` when the
/// input was a single explicit module). The made-up module has no attributes and sits at
/// `module_loc`, where no `module` keyword can be.
pub(crate) fn implicit_module_ops(
    parsed: &ParsedModule,
    module_loc: Location,
) -> Option<Vec<OpId>> {
    let (body, module) = (&parsed.body, parsed.module);
    let no_attributes = body
        .op(module)
        .attributes()
        .is_none_or(|a| a.as_dictionary().is_some_and(|e| e.is_empty()));
    if body.op_location(module) != module_loc || !no_attributes {
        return None;
    }
    let nested = body.nested_body(module)?;
    let region = *nested.top_regions().first()?;
    let block = nested.entry_block(region)?;
    Some(nested.ops(block).collect())
}
