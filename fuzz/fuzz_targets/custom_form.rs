//! Round-trip fuzzing of dialect programs in their custom form: parse with every dialect ropt
//! ships registered, verify, print, parse the print back and print again. For verified IR,
//! in each form (custom, generic): the print parses back (unless mlir-opt fails alike), the
//! re-parsed module verifies, and it prints to the same text in both forms, so a custom
//! printer and its parser agree. Seeded from test/Dialect (`python3 fuzz/seed.py custom_form`).
//! The first byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{full_context, on_big_stack, parse, print, print_and_reparse, reparse};
use ropt_fuzz::{known_unstable, split_flag, verifies};

fn run(data: &[u8]) {
    let ctx = full_context();
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let Ok(m) = parse(ctx, text, opts) else {
        return;
    };
    let allow = opts.allow_unregistered;
    if !verifies(ctx, &m.body, m.module, allow) {
        print_and_reparse(ctx, &m.body, m.module, opts, false);
        return;
    }
    let firsts = [false, true].map(|generic| print(ctx, &m.body, m.module, generic));
    for generic in [false, true] {
        let Some((printed, again)) = reparse(ctx, &m.body, m.module, opts, generic) else {
            continue;
        };
        assert!(
            verifies(ctx, &again.body, again.module, allow),
            "the printed IR does not verify:\n{printed}"
        );
        if known_unstable(&printed) {
            continue;
        }
        for (form, first) in firsts.iter().enumerate() {
            let second = print(ctx, &again.body, again.module, form == 1);
            assert!(
                *first == second,
                "the IR parsed from\n{printed}\nprints (generic: {}) as\n{second}\nnot as\n{first}",
                form == 1
            );
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run(&data));
});
