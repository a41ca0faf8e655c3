//! Pass manager behaviour end to end (parse with compiler/asm, run, print): IR dumps,
//! failures, panics, reproducers, parallel determinism and the small passes. Expected texts
//! follow mlir-opt 22's output on the same inputs.

mod common;
use common::{run, run_with};
use ropt_pass::RunConfig;
use ropt_pass::instrument::PrintConfig;

const TWO_FUNCS: &str = r#"
"test.isolated"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%a) : (i32) -> i32
  "test.ret"(%0, %1) : (i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"test.isolated"() ({
^bb0(%a: i32):
  "test.ret"(%a) : (i32) -> ()
}) {sym_name = "g"} : () -> ()
"#;

fn print_after_all(threading: bool) -> String {
    let config = RunConfig {
        threading,
        print: PrintConfig {
            after_all: true,
            ..PrintConfig::default()
        },
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(TWO_FUNCS, "builtin.module(test.isolated(cse))", config);
    assert!(ok);
    err
}

#[test]
fn ir_dumps_per_function_in_order() {
    let expected = r#"// -----// IR Dump After CSE (cse) //----- //
"test.isolated"() ({
^bb0(%arg0: i32):
  %0 = "test.pure"(%arg0) : (i32) -> i32
  "test.ret"(%0, %0) : (i32, i32) -> ()
}) {sym_name = "f"} : () -> ()

// -----// IR Dump After CSE (cse) //----- //
"test.isolated"() ({
^bb0(%arg0: i32):
  "test.ret"(%arg0) : (i32) -> ()
}) {sym_name = "g"} : () -> ()

"#;
    assert_eq!(print_after_all(false), expected);
    assert_eq!(print_after_all(true), expected);
}

#[test]
fn module_scope_dump_names_the_op() {
    let config = RunConfig {
        threading: false,
        print: PrintConfig {
            before: vec!["cse".into()],
            module_scope: true,
            ..PrintConfig::default()
        },
        ..RunConfig::default()
    };
    let (_, err, _) = run_with(TWO_FUNCS, "builtin.module(test.isolated(cse))", config);
    assert!(err.starts_with(
        "// -----// IR Dump Before CSE (cse) ('test.isolated' operation: @f) //----- //\nmodule {\n"
    ));
    let config = RunConfig {
        print: PrintConfig {
            after_all: true,
            module_scope: true,
            ..PrintConfig::default()
        },
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(TWO_FUNCS, "builtin.module(test.isolated(cse))", config);
    assert!(!ok);
    assert_eq!(
        err,
        "error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n\n"
    );
}

#[test]
fn parallel_and_sequential_agree() {
    let mut input = String::new();
    for i in 0..64 {
        input.push_str(&format!(
            "\"test.isolated\"() ({{\n^bb0(%a: i32):\n  %0 = \"test.pure\"(%a) : (i32) -> i32\n  %1 = \"test.pure\"(%a) : (i32) -> i32\n  \"test.ret\"(%0, %1) : (i32, i32) -> ()\n}}) {{sym_name = \"f{i}\"}} : () -> ()\n"
        ));
    }
    let seq = run_with(
        &input,
        "builtin.module(test.isolated(cse))",
        RunConfig {
            threading: false,
            ..RunConfig::default()
        },
    );
    let par = run_with(
        &input,
        "builtin.module(test.isolated(cse))",
        RunConfig::default(),
    );
    assert!(seq.2 && par.2);
    assert_eq!(seq.0, par.0);
    assert!(!seq.0.contains("%1 ="));
}

#[test]
fn unregistered_anchor_is_rejected() {
    let input = "\"test.foo\"() ({\n  \"test.bar\"() : () -> ()\n}) : () -> ()\n";
    let (_, err, ok) = run_with(input, "builtin.module(test.foo(cse))", RunConfig::default());
    assert!(!ok);
    assert!(err.starts_with(
        "error: 'test.foo' op trying to schedule a pass on an unregistered operation\nnote: see current operation: \n\"test.foo\"() ({"
    ));
}

#[test]
fn print_op_stats_table_and_json() {
    let config = RunConfig::default();
    let (_, err, _) = run_with(TWO_FUNCS, "builtin.module(print-op-stats)", config.clone());
    assert_eq!(
        err,
        "Operations encountered:\n-----------------------\n  builtin.module   , 1\n     test.isolated , 2\n     test.pure     , 2\n     test.ret      , 2\n"
    );
    let (_, err, _) = run_with(TWO_FUNCS, "builtin.module(print-op-stats{json})", config);
    assert_eq!(
        err,
        "{\n  \"builtin.module\" : 1,\n  \"test.isolated\" : 2,\n  \"test.pure\" : 2,\n  \"test.ret\" : 2\n}\n"
    );
}

#[test]
fn symbol_privatize_respects_exclude() {
    let out = run(TWO_FUNCS, "builtin.module(symbol-privatize{exclude=g})");
    assert!(out.contains("{sym_name = \"f\", sym_visibility = \"private\"}"));
    assert!(out.contains("{sym_name = \"g\"} : () -> ()"));
}

#[test]
fn strip_debuginfo_drops_locations() {
    let input = "\"test.op\"() ({\n^bb0(%a: i32 loc(\"x\":1:2)):\n  \"test.ret\"() : () -> () loc(\"y\":3:4)\n}) : () -> () loc(\"z\":5:6)\n";
    let ctx = common::context();
    let _ = ctx;
    let out = run(input, "builtin.module(strip-debuginfo)");
    assert!(!out.contains("loc("), "{out}");
}

/// Runs `builtin.module(cse)` on `input` with a verifier that records the ops it is asked to
/// verify and rejects `@f`; returns the names verified, the error text and success.
fn verified_after_cse(input: &str, threading: bool) -> (Vec<String>, String, bool) {
    use std::sync::{Arc, Mutex};
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    let verifier: Arc<ropt_pass::manager::OpVerifier> = Arc::new(move |_, body, op| {
        let name = ropt_pass::manager::symbol_name(body, op)
            .map(str::to_owned)
            .unwrap_or_else(|| body.op_name(op).as_str().to_owned());
        let bad = name == "f";
        record.lock().unwrap().push(name);
        if bad {
            vec![ropt_ir::Diagnostic::error(
                body.op_location(op),
                "@f is broken",
            )]
        } else {
            Vec::new()
        }
    });
    let config = RunConfig {
        threading,
        verifier: Some(verifier),
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(input, "builtin.module(cse)", config);
    let names = seen.lock().unwrap().clone();
    (names, err, ok)
}

#[test]
fn verification_after_a_pass_covers_what_it_changed() {
    // Serial: the pass ran on the module and changed it, so the module is verified.
    let (names, err, ok) = verified_after_cse(TWO_FUNCS, false);
    assert_eq!(names, ["builtin.module"]);
    assert_eq!(err, "");
    assert!(ok);
    // Split over the functions: only the one CSE changed is verified, and its error fails
    // the pass.
    let (names, err, ok) = verified_after_cse(TWO_FUNCS, true);
    assert_eq!(names, ["f"]);
    assert_eq!(err, "error: @f is broken\n");
    assert!(!ok);
    // Nothing changed (CSE preserved every analysis): nothing to verify, as in mlir-opt.
    let unchanged = r#"
"test.isolated"() ({
^bb0(%a: i32):
  "test.ret"(%a) : (i32) -> ()
}) {sym_name = "g"} : () -> ()
"test.isolated"() ({
^bb0(%a: i32):
  "test.ret"(%a) : (i32) -> ()
}) {sym_name = "h"} : () -> ()
"#;
    for threading in [false, true] {
        let (names, _, ok) = verified_after_cse(unchanged, threading);
        assert!(names.is_empty(), "{names:?}");
        assert!(ok);
    }
}
