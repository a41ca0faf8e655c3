//! What the fuzz targets share: the driver sessions of `ropt` (`ropt_driver`: every dialect
//! registered, `canonicalize,cse`, verification and printing as `ropt` does them) and a
//! builtin-only context, the input convention (a first byte choosing
//! `--allow-unregistered-dialect`), and the round-trip checks (verified IR must print in a
//! form that parses back).
//!
//! The IR's uniqued storage lives as long as its context and is never freed, so the targets
//! share one context across inputs (as the chunks of a `-split-input-file` run do) and run with
//! leak detection off: `ASAN_OPTIONS=detect_leaks=0`.

use std::sync::OnceLock;

use ropt_asm::parser::core::ParseDiagnostic;
use ropt_asm::parser::ops::{ParseOptions, ParsedModule, isolation_violation, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, prints_unparsable_as_mlir_opt};
use ropt_driver::{Options, Session};
use ropt_ir::{Body, Context, OpId};

/// The file name diagnostics and locations of fuzzed inputs carry.
pub const FILE: &str = "fuzz.mlir";

/// A context with only the builtin dialect registered, shared by every input.
pub fn builtin_context() -> &'static Context {
    static CTX: OnceLock<Context> = OnceLock::new();
    CTX.get_or_init(|| {
        let mut ctx = Context::new();
        ropt_asm::builtin::register_builtin(&mut ctx);
        ctx
    })
}

/// `ropt`'s driver session for inputs that accept unregistered ops (`allow_unregistered`) or
/// not, shared by every input (registering every dialect is costly): its pipeline is
/// `canonicalize,cse`, verified after each pass, on one thread (as with
/// `--mlir-disable-threading`).
pub fn session(allow_unregistered: bool) -> &'static Session {
    static SESSIONS: OnceLock<[Session; 2]> = OnceLock::new();
    sessions_of(
        &SESSIONS,
        "builtin.module(canonicalize,cse)",
        allow_unregistered,
    )
}

/// Like [`session`], with the pipeline `convert-pdl-to-pdl-interp` (the `pdl` target).
pub fn pdl_session(allow_unregistered: bool) -> &'static Session {
    static SESSIONS: OnceLock<[Session; 2]> = OnceLock::new();
    sessions_of(
        &SESSIONS,
        "builtin.module(convert-pdl-to-pdl-interp)",
        allow_unregistered,
    )
}

/// Like [`session`], with the pipeline `test-pdl-bytecode-pass` (the `pdl_bytecode` target).
pub fn pdl_bytecode_session(allow_unregistered: bool) -> &'static Session {
    static SESSIONS: OnceLock<[Session; 2]> = OnceLock::new();
    sessions_of(
        &SESSIONS,
        "builtin.module(test-pdl-bytecode-pass)",
        allow_unregistered,
    )
}

/// The session of `cell` for the flag, both made on first use by [`new_session`].
fn sessions_of(
    cell: &'static OnceLock<[Session; 2]>,
    pipeline: &str,
    allow_unregistered: bool,
) -> &'static Session {
    let sessions = cell.get_or_init(|| [false, true].map(|allow| new_session(allow, pipeline)));
    &sessions[usize::from(allow_unregistered)]
}

/// What the pipeline targets check, with the session `session` gives for the flag byte:
/// parse, verify, print (both forms), run the session's pipeline with verification after each
/// pass, print again; verified IR must parse back.
pub fn run_pipeline(data: &[u8], session: fn(bool) -> &'static Session) {
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let s = session(opts.allow_unregistered);
    let ctx = s.context();
    let Ok(mut m) = s.parse(text, 0, FILE, ctx.unknown_loc()) else {
        return;
    };
    let verified = s.verify(&m.body, m.module, true).is_empty();
    print_and_reparse(ctx, &m.body, m.module, opts, verified);
    if !verified {
        return;
    }
    let out = s.run_passes(&mut m.body, m.module);
    print_and_reparse(ctx, &m.body, m.module, opts, out.success);
}

/// A session running `pipeline`, verified after each pass, on one thread.
fn new_session(allow_unregistered: bool, pipeline: &str) -> Session {
    let mut options = Options {
        allow_unregistered_dialect: allow_unregistered,
        ..Options::default()
    };
    options.passes.pass_pipeline = Some(pipeline.into());
    options.passes.disable_threading = true;
    Session::new(options).expect("the fuzzing pipeline is valid")
}

/// The context of [`session`]: every dialect `ropt` registers at startup, in its order.
pub fn full_context() -> &'static Context {
    session(false).context()
}

/// Splits an input into its flag byte (odd: unregistered ops are accepted, `ropt`'s
/// `--allow-unregistered-dialect`) and the text after it; `None` for an empty input.
pub fn split_flag(data: &[u8]) -> Option<(ParseOptions, &[u8])> {
    let (b, rest) = data.split_first()?;
    Some((
        ParseOptions {
            allow_unregistered: b & 1 == 1,
            ..Default::default()
        },
        rest,
    ))
}

/// Runs `f` on a thread with a stack as large as `ropt`'s (its parser and printer run on
/// one), re-raising its panic so the fuzzer sees it.
pub fn on_big_stack(f: impl FnOnce() + Send + 'static) {
    let joined = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(f)
        .expect("spawn")
        .join();
    if let Err(panic) = joined {
        std::panic::resume_unwind(panic);
    }
}

/// Parses `text` as a whole file, as `ropt` does.
pub fn parse(
    ctx: &Context,
    text: &[u8],
    opts: ParseOptions,
) -> Result<ParsedModule, Vec<ParseDiagnostic>> {
    parse_module(ctx, text, 0, FILE, opts, ctx.unknown_loc())
}

/// Whether `op` (in `body`) passes what `ropt` checks after parsing: no use of a value across
/// an isolated-from-above boundary, then the verifier (`ropt_driver::check::verify`, on one
/// thread, without the failing op in the diagnostics).
pub fn verifies(ctx: &Context, body: &Body, op: OpId, allow_unregistered: bool) -> bool {
    ropt_driver::check::verify(ctx, body, op, None, allow_unregistered, true, false).is_empty()
}

/// Panics when the parser says `m` has no use of a value across an isolated-from-above
/// boundary (`ropt` then skips the search) and it has one.
pub fn check_outer_uses(m: &ParsedModule) {
    assert!(
        m.outer_uses || isolation_violation(&m.body, m.module).is_none(),
        "a use across an isolated-from-above boundary the parser did not flag"
    );
}

/// Prints `op` as `ropt` prints a top-level op, in the custom form or the generic one.
pub fn print(ctx: &Context, body: &Body, op: OpId, generic: bool) -> String {
    let opts = OpPrintOptions {
        generic,
        ..Default::default()
    };
    ropt_asm::printer::ops::print_top_level(ctx, body, op, opts)
}

/// Whether a failure to parse back `printed` (in the custom form when `!generic`) is one
/// mlir-opt shares, so not a bug of ours: what [`prints_unparsable_as_mlir_opt`] names, and
/// `cf.switch` case values of 2^63 and above, which both tools print unsigned but read as
/// signed 64-bit numbers (test/Dialect/cf/switch-values.mlir), and the affine constant
/// -2^63, which both tools print as `-9223372036854775808` but read as the negation of a
/// constant too large for `index` (test/IR/affine-constant-overflow.mlir), and the custom form
/// of `test.isolated_one_region_op` without operands, whose empty type lists both tools print
/// as `:  -> ` and reject as "expected non-function type"
/// (test/Dialect/Test/isolated-one-region.mlir), as they do the empty groups of
/// `test.variadic_segment_prop` (`:  : `, both tools alike), and the custom form of
/// `test.with_default_valued_properties` that ends with its optional values when an op in
/// generic form follows: both tools read the quoted op name as its string value
/// (test/Dialect/Test/properties-reparse.mlir).
pub fn known_unparsable(printed: &str, generic: bool, err: &[ParseDiagnostic]) -> bool {
    let err = format!("{err:?}");
    let empty_types = printed.contains(" :  -> ") || printed.contains(" :  : ");
    let lines = printed.lines().map(str::trim_start);
    let default_valued_then_generic = lines.clone().zip(lines.skip(1)).any(|(a, b)| {
        a.starts_with("test.with_default_valued_properties") && b.starts_with('"')
    });
    prints_unparsable_as_mlir_opt(printed)
        || (!generic && err.contains("integer value too large"))
        || (printed.contains("-9223372036854775808")
            && err.contains("constant too large for index"))
        || (!generic && empty_types && err.contains("expected non-function type"))
        || (!generic
            && default_valued_then_generic
            && err.contains("expected operation name in quotes"))
}

/// Whether `printed` reads back as other IR in mlir-opt too, so that printing it again may
/// differ: a `#complex.number` part that overflows its type prints as the type's infinity in
/// hexadecimal, which both tools read back as the bit pattern of a double
/// (test/Dialect/complex/attribute-hex.mlir).
pub fn known_unstable(printed: &str) -> bool {
    printed.split("#complex.number<").skip(1).any(|rest| {
        rest.split('>')
            .next()
            .is_some_and(|body| body.contains("0x"))
    })
}

/// Prints `op` in one form and parses the text back, which must succeed unless mlir-opt
/// shares the failure ([`known_unparsable`]): then `None`.
pub fn reparse(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: ParseOptions,
    generic: bool,
) -> Option<(String, ParsedModule)> {
    let printed = print(ctx, body, op, generic);
    match parse(ctx, printed.as_bytes(), opts) {
        Ok(again) => Some((printed, again)),
        Err(e) => {
            assert!(
                known_unparsable(&printed, generic, &e),
                "printed IR does not parse back:\n{printed}\n{e:?}"
            );
            None
        }
    }
}

/// Prints `op` in both forms; when `check` holds (verified IR), each print must parse back
/// ([`reparse`]). Unverified IR is printed too: `ropt` prints it in the generic form only,
/// but no printer may panic on it.
pub fn print_and_reparse(ctx: &Context, body: &Body, op: OpId, opts: ParseOptions, check: bool) {
    for generic in [false, true] {
        if check {
            reparse(ctx, body, op, opts, generic);
        } else {
            print(ctx, body, op, generic);
        }
    }
}
