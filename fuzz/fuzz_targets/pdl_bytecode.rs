//! Fuzzes the PDL pipeline through `ropt`'s driver session: a module holding
//! `module @patterns` (`pdl.pattern`s, or `pdl_interp` functions) and `module @ir` is parsed
//! and verified with every dialect registered, then `-test-pdl-bytecode-pass` lowers the
//! patterns to `pdl_interp`, compiles them to bytecode and runs them greedily on `@ir`, with
//! verification after the pass; the result is printed. Nothing may panic, hang or overflow the
//! stack (a matcher or rewriter whose jumps loop is cut off by the interpreter's step limit).
//! The first byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use ropt_driver::{Options, Session};
use ropt_fuzz::{FILE, on_big_stack, print_and_reparse, split_flag};

/// The sessions (without and with unregistered ops) running `test-pdl-bytecode-pass`.
fn session(allow_unregistered: bool) -> &'static Session {
    static SESSIONS: OnceLock<[Session; 2]> = OnceLock::new();
    let sessions = SESSIONS.get_or_init(|| {
        [false, true].map(|allow| {
            let mut options = Options {
                allow_unregistered_dialect: allow,
                ..Options::default()
            };
            options.passes.pass_pipeline = Some("builtin.module(test-pdl-bytecode-pass)".into());
            options.passes.disable_threading = true;
            Session::new(options).expect("the fuzzing pipeline is valid")
        })
    });
    &sessions[usize::from(allow_unregistered)]
}

fn run(data: &[u8]) {
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let s = session(opts.allow_unregistered);
    let ctx = s.context();
    let Ok(mut m) = s.parse(text, 0, FILE, ctx.unknown_loc()) else {
        return;
    };
    if !s.verify(&m.body, m.module, true).is_empty() {
        return;
    }
    let out = s.run_passes(&mut m.body, m.module);
    print_and_reparse(ctx, &m.body, m.module, opts, out.success);
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run(&data));
});
