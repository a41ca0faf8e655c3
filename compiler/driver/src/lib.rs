//! The ropt driver as a library (MLIR's `MlirOptMain`): given [`Options`] and the streams
//! to write to, [`run`] does everything `ropt` does beyond reading its command line.
//!
//! A run, in order:
//! 1. Sets up a [`Session`]: a context with every dialect ropt ships (a run without passes
//!    reads a small input first and registers only the dialects it names, and what they use:
//!    [`new_context_for`]), then `--load-dialect` dialects and `--load-patterns` rules; the
//!    pass registry (`--list-passes` prints it and stops); the pipeline of `-pass` flags or
//!    `--pass-pipeline` (`--dump-pass-pipeline` prints it); `--show-dialects` prints the
//!    dialects and stops. A large input file
//!    processed as a whole is mapped meanwhile, on a helper thread ([`source`]).
//! 2. Reads the input (`-`: standard input) and cuts it into chunks at the
//!    `--split-input-file` marker (warning about near misses), or takes it whole.
//! 3. For each chunk: parses it into a module (the implicit one unless the text is a single
//!    `module`), verifies it (unless `--mlir-very-unsafe-disable-verifier-on-parsing`), takes
//!    its single top-level op as the root under `--no-implicit-module` (an error when there
//!    are several, or when passes are to run on an unregistered one), checks
//!    `--verify-roundtrip`, and runs the pipeline (with `--mlir-timing` per chunk).
//!    Diagnostics go to the error stream in mlir-opt's plain format, or rich
//!    (`--diagnostics`), or are checked against the `expected-*` comments under
//!    `--verify-diagnostics`.
//! 4. Prints each chunk's root (chunks joined by `--output-split-marker`) with the printing
//!    flags, in the generic form if it might be invalid and is; writes it to `-o` only when
//!    everything succeeded ([`output`]: an existing file is replaced whole or not at all), to
//!    the output stream even on failure, as mlir-opt does.
//!
//! [`run`] returns whether everything succeeded (a tool's exit code 0). The library writes
//! only to the streams and the `-o` file it is given, and never exits the process.
//! `ROPT_PHASES=1` reports the wall and CPU time of each phase on standard error
//! ([`phases`]).

pub mod check;
mod options;
pub mod output;
mod pdl_patterns;
pub mod phases;
mod reproducer;
mod session;
pub mod source;

use std::io::Write;
use std::time::{Duration, Instant};

use codespan_reporting::term::termcolor::WriteColor;
use ropt_asm::printer::ops::{OpPrintOptions, print_module, print_top_level_to};
use ropt_asm::render::diag::{DiagLoc, RenderDiag, render_plain, verify_pos};
use ropt_asm::source::SourceFile;
use ropt_asm::split::{SPLIT_MARKER, split_chunks_at};
use ropt_asm::verify::{DiagKind, DiagPos, DiagVerifier};
use ropt_ir::{Location, Severity};
use ropt_pass::timing::Timing;
use ropt_pass::{Event, PassDriver};

pub use options::{DiagStyle, Options};
pub use session::{Parsed, Session, new_context, new_context_for, pass_registry, registry};
pub use source::Source;

/// Where a run writes.
pub struct Streams<'a> {
    /// Standard output: the IR (under `-o -`), `--list-passes`, `--show-dialects`.
    pub out: &'a mut dyn Write,
    /// Standard error: diagnostics and reports.
    pub err: &'a mut dyn WriteColor,
    /// Whether `err` is a terminal: `--diagnostics=auto` renders rich diagnostics then.
    pub err_is_terminal: bool,
}

/// Runs the driver (see the crate docs); true if everything succeeded.
pub fn run(options: &Options, streams: &mut Streams<'_>) -> bool {
    if let Err(text) = options.check() {
        let _ = streams.err.write_all(text.as_bytes());
        return false;
    }
    phases::mark("start");
    // A small input file is read when it is needed, and the worker threads are made when
    // something first runs on them: starting them (and a thread to map the input) while
    // the dialects register only pays for inputs large enough to be parsed in parallel.
    let small = options.input != "-" && source::is_small_file(&options.input);
    if options.parallel() && !small {
        // The worker threads start while the dialects register.
        ropt_ir::threads::warm_up();
    }
    let mappable = options.input != "-"
        && !small
        && !options.split_input_file()
        && !options.verify_diagnostics();
    let mut mapping = source::Mapping::start(
        mappable.then_some(options.input.as_str()),
        options.parallel(),
    );
    let err = |streams: &mut Streams<'_>, text: &str| {
        let _ = streams.err.write_all(text.as_bytes());
        false
    };
    // A parse-only run reads a small input first, to register only the dialects it can use
    // (an input error is reported where it would be otherwise).
    let early = (options.parse_only() && (small || options.input == "-"))
        .then(|| source::read_input(&options.input));
    let text = early.as_ref().and_then(|r| r.as_ref().ok());
    let text = text
        .map(|s| s.bytes())
        .filter(|b| b.len() as u64 <= source::SMALL_INPUT_BYTES);
    let ctx = match new_context_for(options, text) {
        Ok(ctx) => ctx,
        Err(text) => return err(streams, &text),
    };
    let registry = registry(options);
    if options.passes.list_passes {
        let _ = streams
            .out
            .write_all(registry.help_text(0, None).as_bytes());
        return true;
    }
    let session = match Session::with_context(options.clone(), ctx, registry) {
        Ok(s) => s,
        Err(text) => return err(streams, &text),
    };
    let driver = session.pass_driver();
    if options.show_dialects {
        let ctx = session.context();
        let mut names: Vec<&str> = ctx.registry().dialects().map(|d| d.name.as_str()).collect();
        names.sort_unstable();
        let _ = writeln!(streams.out, "Available Dialects: {}", names.join(","));
        return true;
    }
    let read = || (mapping.finish()).map_or_else(|| source::read_input(&options.input), Ok);
    let src = match early.unwrap_or_else(read) {
        Ok(s) => s,
        Err(msg) => return err(streams, &format!("{msg}\n")),
    };
    phases::mark("input");
    let rich = match options.diagnostics {
        DiagStyle::Rich => true,
        DiagStyle::Plain => false,
        DiagStyle::Auto => streams.err_is_terminal,
    };
    let mut diags = DiagOut {
        rich: rich && !options.verify_diagnostics(),
        text: Vec::new(),
        err: &mut *streams.err,
    };
    let mut verifier = options.verify_diagnostics().then(|| {
        let mut v = DiagVerifier::new(src.file(), 0, src.bytes().len());
        v.set_only_expected(options.verify_mode.as_deref() == Some("only-expected"));
        v
    });
    // mlir-opt reads every directive of the file first (reporting bad regexes right away).
    if let Some(v) = verifier.as_mut() {
        diags.raw(v.take_output());
    }
    let mut chunks = Chunks {
        session: &session,
        src: &src,
        diags,
        verifier,
        stdout: String::new(),
        actions: (options.log_actions_to.as_deref()).map(|to| Sink::open("log-actions-to", to)),
        profile: options.profile_actions_to.as_deref().map(|to| Profile {
            sink: Sink::open("profile-actions-to", to),
            epoch: Instant::now(),
            entries: 0,
        }),
        tree_counts: Default::default(),
    };
    let ctx = session.context();
    if !options.split_input_file() {
        // With split input, each chunk gets its own report.
        let mut timing = driver.timing().map(|_| Timing::new());
        let module_loc = ctx.file_line_col_loc(src.name(), 0, 0);
        let whole = chunks.process(0, src.bytes().len(), module_loc, timing.as_mut());
        let ok = chunks.finish(whole.is_some());
        // What the passes print for standard output comes before the IR (in the output
        // when that is standard output).
        let pass_out = std::mem::take(&mut chunks.stdout);
        let to_stdout = options.output == "-";
        if !to_stdout && !pass_out.is_empty() {
            let _ = streams.out.write_all(pass_out.as_bytes());
        }
        let Some(m) = whole else {
            // Nothing to print (and, with every diagnostic expected, an empty output).
            let written = match ok {
                true => {
                    output::write_output(&options.output, streams.out, &mut |w| match to_stdout {
                        true => w.write_all(pass_out.as_bytes()),
                        false => Ok(()),
                    })
                }
                false if to_stdout => streams
                    .out
                    .write_all(pass_out.as_bytes())
                    .map_err(|e| e.to_string()),
                false => Ok(()),
            };
            let _ = streams.out.write_all(chunks.profile_end().as_bytes());
            // mlir-opt reports timing after a failed run too (without an output phase).
            pass_reports(streams, driver, timing, None);
            return match written {
                Ok(()) => ok,
                Err(msg) => err(streams, &format!("{msg}\n")),
            };
        };
        // The profile ends after the IR.
        let close = chunks.profile_end();
        // The input is not needed any more: free it before printing.
        drop(src);
        let (body, root) = m.root();
        let popts = OpPrintOptions {
            no_aliases: !m.m.may_have_aliases,
            ..session.output_print_options(body, root)
        };
        // Like mlir-opt, standard output gets the module even when only the expected
        // diagnostics did not match; a file is only written when everything succeeded.
        let t_out = Instant::now();
        let result = match ok || options.output == "-" {
            true => output::write_output(&options.output, streams.out, &mut |w| {
                if to_stdout {
                    w.write_all(pass_out.as_bytes())?;
                }
                print_top_level_to(ctx, body, root, popts, Some(&m.m.resources), w)?;
                w.write_all(b"\n")
            }),
            false => Ok(()),
        };
        let _ = streams.out.write_all(close.as_bytes());
        pass_reports(streams, driver, timing, ok.then(|| t_out.elapsed()));
        phases::mark("output");
        phases::report();
        if options.process_exits_after_run {
            // Freeing the IR (one allocation per arena, per function body, per uniqued
            // object) would only delay the exit, on one thread.
            std::mem::forget(m);
            std::mem::forget(session);
        }
        return match result {
            Ok(()) => ok,
            Err(msg) => err(streams, &format!("{msg}\n")),
        };
    }
    let marker = options.split_marker.as_deref().unwrap_or(SPLIT_MARKER);
    let (cuts, near_misses) = split_chunks_at(src.file().bytes(), marker);
    for off in near_misses {
        let d = RenderDiag::new(
            Severity::Warning,
            DiagLoc::Offset(off),
            "near miss with file split marker".to_string(),
        );
        chunks.diags.emit(src.file(), &d);
    }
    let mut text = String::new();
    let mut ok = true;
    for (i, chunk) in cuts.iter().enumerate() {
        if i > 0 {
            text.push_str(&options.output_split_marker);
            text.push('\n');
        }
        let (line, col) = match i {
            0 => (0, 0),
            _ => src.file().line_col(chunk.start),
        };
        let module_loc = ctx.file_line_col_loc(src.name(), line, col);
        // mlir-opt times (and reports) each chunk on its own.
        let mut timing = driver.timing().map(|_| Timing::new());
        let parsed = chunks.process(chunk.start, chunk.end, module_loc, timing.as_mut());
        // The passes' standard output comes before the chunk's IR.
        let pass_out = std::mem::take(&mut chunks.stdout);
        match options.output == "-" {
            true => text.push_str(&pass_out),
            false => {
                let _ = streams.out.write_all(pass_out.as_bytes());
            }
        }
        let output_time = parsed.map(|p| {
            let t_out = Instant::now();
            let (body, root) = p.root();
            let popts = session.output_print_options(body, root);
            text.push_str(&print_module(ctx, body, root, Some(&p.m.resources), popts));
            text.push('\n');
            t_out.elapsed()
        });
        // The chunk's profile ends once its IR is printed.
        let close = chunks.profile_end();
        match options.output == "-" {
            true => text.push_str(close),
            false => {
                let _ = streams.out.write_all(close.as_bytes());
            }
        }
        ok &= output_time.is_some();
        if let Some(report) = timing_report(driver, timing, output_time) {
            chunks.diags.raw(&report);
        }
    }
    let ok = chunks.finish(ok);
    // Like mlir-opt, standard output gets what was printed even on failure.
    let written = match ok || options.output == "-" {
        true => output::write_output(&options.output, streams.out, &mut |w| {
            w.write_all(text.as_bytes())
        }),
        false => Ok(()),
    };
    match written {
        Ok(()) => ok,
        Err(msg) => err(streams, &format!("{msg}\n")),
    }
}

/// The chunks of one input being processed, and where their diagnostics go.
struct Chunks<'r> {
    session: &'r Session,
    src: &'r Source,
    diags: DiagOut<'r>,
    verifier: Option<DiagVerifier>,
    /// What the passes printed for standard output, not written yet.
    stdout: String,
    /// Where the action log goes (`--log-actions-to`).
    actions: Option<Sink>,
    /// The action profile (`--profile-actions-to`).
    profile: Option<Profile>,
    /// With `--mlir-print-ir-tree-dir`: how many dumps each op's directory got in the
    /// current chunk (keyed by the directory's path below the tree's root).
    tree_counts: std::collections::HashMap<Vec<String>, usize>,
}

/// Where the action profile goes, and the state of the current chunk's profile: each chunk
/// has its own, a JSON array that ends after the chunk's IR, as each of mlir-opt's chunks
/// has its own context and profiler.
struct Profile {
    /// Where it goes.
    sink: Sink,
    /// The time origin of the chunk's entries.
    epoch: Instant,
    /// How many entries the chunk's profile has.
    entries: usize,
}

/// Where the action log or the action profile goes.
enum Sink {
    /// Standard output (before the IR).
    Stdout,
    /// A file.
    File(std::fs::File),
    /// Nowhere: the file could not be created; mlir-opt's error for it (reported with each
    /// chunk's execution-context note, and the run goes on).
    Failed(String),
}

impl Sink {
    /// The sink of `--flag=to` (`-`: standard output).
    fn open(flag: &str, to: &str) -> Sink {
        if to == "-" {
            return Sink::Stdout;
        }
        match std::fs::File::create(to) {
            Ok(f) => Sink::File(f),
            Err(e) => Sink::Failed(format!(
                "error: Opening file for --{flag} failed: cannot open output file '{to}': {}\n\n",
                ropt_cli::io_error_text(&e)
            )),
        }
    }

    /// Writes `text` to the file, or returns it when it goes to standard output.
    fn write<'t>(&mut self, text: &'t str) -> Option<&'t str> {
        match self {
            Sink::Stdout => Some(text),
            Sink::File(f) => {
                let _ = std::io::Write::write_all(f, text.as_bytes());
                None
            }
            Sink::Failed(_) => None,
        }
    }
}

impl Chunks<'_> {
    /// Writes a line of the action log.
    fn log_action(&mut self, line: &str) {
        if let Some(text) = self.actions.as_mut().and_then(|a| a.write(line)) {
            self.stdout.push_str(text);
        }
    }

    /// Writes `text` to the action profile.
    fn profile_write(&mut self, text: &str) {
        if let Some(text) = self.profile.as_mut().and_then(|p| p.sink.write(text)) {
            self.stdout.push_str(text);
        }
    }

    /// Starts the profile of a chunk.
    fn profile_start(&mut self) {
        if let Some(p) = self.profile.as_mut() {
            p.epoch = Instant::now();
            p.entries = 0;
            self.profile_write("[");
        }
    }

    /// Adds an entry to the chunk's profile.
    fn profile_entry(&mut self, e: &ropt_pass::instrument::ProfileEvent) {
        let Some(p) = self.profile.as_mut() else {
            return;
        };
        let sep = if p.entries > 0 { ",\n" } else { "" };
        p.entries += 1;
        let text = format!("{sep}{}", e.to_json(p.epoch));
        self.profile_write(&text);
    }

    /// Ends the chunk's profile: writes its end to the profile's file, or returns it when
    /// the profile goes to standard output (to be written after the chunk's IR).
    fn profile_end(&mut self) -> &'static str {
        self.profile
            .as_mut()
            .and_then(|p| p.sink.write("]"))
            .unwrap_or("")
    }

    /// Writes an IR dump of `--mlir-print-ir-tree-dir` to its file: in the op's directory
    /// (made as needed), named as mlir-opt names it: the number of the latest dump of each
    /// ancestor (0 before any), the number of this dump of the op (from 0), and the pass. A
    /// file that cannot be written is skipped (a directory that cannot be made is reported).
    fn write_tree_file(&mut self, scope: &[String], argument: &str, text: &str) {
        let Some(dir) = self.session.options().passes.print_tree_dir.as_deref() else {
            return;
        };
        let mut counts = Vec::with_capacity(scope.len());
        for n in 1..scope.len() {
            counts.push(self.tree_counts.get(&scope[..n]).copied().unwrap_or(0));
        }
        let own = match self.tree_counts.get_mut(scope) {
            Some(c) => {
                *c += 1;
                *c
            }
            None => {
                self.tree_counts.insert(scope.to_vec(), 0);
                0
            }
        };
        counts.push(own);
        // As mlir-opt, each directory is made in turn (the tree's own included, not its
        // parents), and a failure is reported and skips the dump.
        let mut path = std::path::PathBuf::from(dir);
        for part in std::iter::once(None).chain(scope.iter().map(Some)) {
            path.extend(part);
            match std::fs::create_dir(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => {
                    let text = format!(
                        "Error while creating directory {}: {}\n",
                        path.display(),
                        ropt_cli::io_error_text(&e)
                    );
                    self.diags.raw(text.as_bytes());
                    return;
                }
                _ => {}
            }
        }
        let counters: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
        path.push(format!("{}_{argument}.mlir", counters.join("_")));
        let _ = std::fs::write(path, text);
    }

    /// Reports `d`: checked against the expected diagnostics, or rendered.
    fn report(&mut self, d: RenderDiag) {
        match self.verifier.as_mut() {
            Some(v) => {
                check_with_verifier(v, self.src.file(), &d);
                self.diags.raw(v.take_output());
            }
            None => self.diags.emit(self.src.file(), &d),
        }
    }

    /// Parses, verifies and runs the pipeline on one chunk (`start..end` of the input, its
    /// module at `module_loc`); returns the result when it all succeeded.
    fn process(
        &mut self,
        start: usize,
        end: usize,
        module_loc: Location,
        mut timing: Option<&mut Timing>,
    ) -> Option<Parsed> {
        let (session, options) = (self.session, self.session.options());
        if self.actions.is_some() || self.profile.is_some() {
            // mlir-opt announces the execution context of each chunk's action log or
            // profile on stderr, and says there which of their files it could not open.
            let mut note = String::from("ExecutionContext registered on the context");
            let sinks = [
                self.actions.as_ref(),
                self.profile.as_ref().map(|p| &p.sink),
            ];
            let errors: Vec<&str> = (sinks.into_iter().flatten())
                .filter_map(|s| match s {
                    Sink::Failed(e) => Some(e.as_str()),
                    _ => None,
                })
                .collect();
            match errors.is_empty() {
                true => note.push('\n'),
                false => errors.iter().for_each(|e| note.push_str(e)),
            }
            self.diags.raw(note.as_bytes());
        }
        self.profile_start();
        self.tree_counts.clear();
        let t0 = Instant::now();
        let (src, text) = (self.src, &self.src.bytes()[..end]);
        let parsed = src.while_parsing(|| session.parse(text, start, src.name(), module_loc));
        let parsed = match parsed {
            Ok(m) => m,
            Err(errors) => {
                if let Some(t) = timing.as_mut() {
                    t.record("Parser", t0.elapsed());
                }
                for e in &errors {
                    self.report(RenderDiag::from_parse(e));
                }
                return None;
            }
        };
        phases::mark("parse");
        let errors = match options.mlir_very_unsafe_disable_verifier_on_parsing {
            true => Vec::new(),
            false => session.verify(&parsed.body, parsed.module, parsed.outer_uses),
        };
        // mlir-opt's parser verifies what it parsed, under the same timer.
        if let Some(t) = timing.as_mut() {
            t.record("Parser", t0.elapsed());
        }
        phases::mark("verify");
        if !errors.is_empty() {
            for d in errors {
                self.report(RenderDiag::from_ir(&d));
            }
            return None;
        }
        // `--no-implicit-module`: like mlir-opt, the ops were parsed (and verified) in a
        // module; there must be exactly one, and it becomes the root.
        let inner = match options.no_implicit_module {
            true => match session::implicit_module_ops(&parsed, module_loc).as_deref() {
                Some(&[op]) => Some(op),
                Some(ops) => {
                    let message = format!(
                        "source must contain a single top-level operation, found: {}",
                        ops.len()
                    );
                    self.report(error_at(module_loc, message));
                    return None;
                }
                None => None,
            },
            false => None,
        };
        if options.verify_roundtrip
            && let Err(msg) = check::verify_roundtrip(
                session.context(),
                &parsed,
                session.print_options(),
                options.allow_unregistered_dialect,
            )
        {
            self.report(error_at(session.context().unknown_loc(), msg));
            return None;
        }
        let mut parsed = Parsed { m: parsed, inner };
        let reproducer = match options.run_reproducer {
            true => reproducer::take(&mut parsed.m.resources),
            false => None,
        };
        let (body, root) = parsed.root();
        let other = match session.driver_for(body.op_name(root).as_str(), reproducer.as_ref()) {
            Ok(other) => other,
            Err(text) => {
                self.diags.raw(&text);
                return None;
            }
        };
        let driver = other.as_ref().unwrap_or(session.pass_driver());
        // mlir-opt sets the pipeline up (and dumps it) once the chunk has parsed.
        if let Some(text) = driver.dump() {
            self.diags.raw(text);
        }
        if inner.is_some()
            && !body.op_name(root).is_registered()
            && !driver.manager.root.entries.is_empty()
        {
            // mlir-opt checks this when it starts the pipeline on the root op.
            let d = session.unregistered_root(body, root);
            self.report(d);
            return None;
        }
        let (body, root) = parsed.root_mut();
        let out = driver.run(session.context(), body, root, timing);
        phases::mark("passes");
        for e in out.events {
            match e {
                Event::Text(t) => self.diags.raw(&t),
                Event::Stdout(t) => self.stdout.push_str(&t),
                Event::Diagnostic(d) => self.report(RenderDiag::from_ir(&d)),
                Event::Action(t) => self.log_action(&t),
                Event::Profile(p) => self.profile_entry(&p),
                Event::IrFile {
                    scope,
                    argument,
                    text,
                } => self.write_tree_file(&scope, argument, &text),
            }
        }
        if let Some(text) = driver.statistics() {
            self.diags.raw(&text);
        }
        out.success.then_some(parsed)
    }

    /// Ends the input, whose chunks succeeded if `ok`, and writes out the diagnostics left;
    /// returns whether the run succeeded: `ok`, or under `--verify-diagnostics` whether the
    /// diagnostics were the expected ones (failing chunks are then expected).
    fn finish(&mut self, ok: bool) -> bool {
        let mut ok = ok;
        if let Some(v) = self.verifier.as_mut() {
            ok = v.finish(self.src.file());
            self.diags.raw(v.take_output());
        } else if ropt_asm::verify::may_hold_directives(self.src.bytes()) {
            // Without -verify-diagnostics, mlir-opt 22 still reports every `expected-*`
            // directive of the file, at the end, as not produced (no diagnostic is matched
            // against them), and its exit status does not change.
            let file = self.src.file();
            let mut v = DiagVerifier::new(file, 0, file.bytes().len());
            v.report_unverified(file);
            self.diags.raw(v.take_output());
        }
        self.diags.flush();
        ok
    }
}

/// An error at `loc`.
fn error_at(loc: Location, message: String) -> RenderDiag {
    RenderDiag::new(Severity::Error, DiagLoc::Loc(loc), message)
}

/// Where diagnostics go and how they look: plain text is collected and written at once.
struct DiagOut<'a> {
    rich: bool,
    text: Vec<u8>,
    err: &'a mut dyn WriteColor,
}

impl DiagOut<'_> {
    fn emit(&mut self, src: &SourceFile, d: &RenderDiag) {
        if self.rich {
            self.flush();
            check::emit_rich(self.err, src, d);
        } else {
            render_plain(&mut self.text, src, d, &|l| {
                ropt_asm::printer::shim::location_to_string(l)
            });
        }
    }

    fn raw(&mut self, s: impl AsRef<[u8]>) {
        self.text.extend_from_slice(s.as_ref());
    }

    fn flush(&mut self) {
        if !self.text.is_empty() {
            let _ = self.err.write_all(&self.text);
            let _ = self.err.flush();
            self.text.clear();
        }
    }
}

/// Checks one diagnostic (and its notes) against the expected ones.
fn check_with_verifier(v: &mut DiagVerifier, src: &SourceFile, d: &RenderDiag) {
    let kind = |s: Severity| match s {
        Severity::Error => DiagKind::Error,
        Severity::Warning => DiagKind::Warning,
        Severity::Remark => DiagKind::Remark,
        Severity::Note => DiagKind::Note,
    };
    let one = |v: &mut DiagVerifier, sev: Severity, loc: &DiagLoc, msg: &str| {
        let (pos, file) = verify_pos(src, loc);
        let p = match pos {
            Some((line, col)) => DiagPos::File {
                file: file.unwrap_or(src.name()),
                line,
                col,
            },
            None => DiagPos::Unknown,
        };
        v.handle(src, kind(sev), p, msg);
    };
    one(v, d.severity, &d.loc, &d.message);
    for n in &d.notes {
        one(v, n.severity, &n.loc, &n.message);
    }
}

/// Writes the `--mlir-timing` report (see [`timing_report`]) to the error stream.
fn pass_reports(
    streams: &mut Streams<'_>,
    driver: &PassDriver,
    timing: Option<Timing>,
    output_time: Option<Duration>,
) {
    if let Some(text) = timing_report(driver, timing, output_time) {
        let _ = streams.err.write_all(text.as_bytes());
    }
}

/// The `--mlir-timing` report, with the time spent writing the output if any was written.
fn timing_report(
    driver: &PassDriver,
    timing: Option<Timing>,
    output_time: Option<Duration>,
) -> Option<String> {
    let (mut t, display) = (timing?, driver.timing()?);
    if let Some(d) = output_time {
        t.record("Output", d);
    }
    Some(t.report(display))
}
