//! Failing, crashing and IR-breaking passes: the pipeline stops, names the pass, and writes a
//! reproducer in mlir-opt's format (texts from mlir-opt 22 with the same pipelines).

mod common;
use std::sync::Arc;

use common::run_with;
use ropt_pass::RunConfig;
use ropt_pass::instrument::PrintConfig;

const INPUT: &str = "module {\n}\n";

#[test]
fn failure_with_diagnostic_and_dump() {
    let config = RunConfig {
        print: PrintConfig {
            after_failure: true,
            ..PrintConfig::default()
        },
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(
        INPUT,
        "builtin.module(test-pass-failure{gen-diagnostics=true})",
        config,
    );
    assert!(!ok);
    assert_eq!(
        err,
        "error: illegal operation\n// -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //\nmodule {\n}\n\n\n"
    );
}

#[test]
fn reproducer_names_the_pass() {
    let file = std::env::temp_dir().join(format!("ropt-repro-{}.mlir", std::process::id()));
    let path = file.to_str().unwrap().to_string();
    let config = RunConfig {
        reproducer: Some(path.clone()),
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(INPUT, "builtin.module(test-pass-failure)", config);
    assert!(!ok);
    assert_eq!(
        err,
        format!(
            "error: Failures have been detected while processing an MLIR pass pipeline\nnote: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'builtin.module' operation]: reproducer generated at `{path}`\n"
        )
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let _ = std::fs::remove_file(&file);
    assert_eq!(
        text,
        "module {\n}\n\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: \"builtin.module(test-pass-failure{gen-diagnostics=false})\",\n      disable_threading: false,\n      verify_each: true\n    }\n  }\n#-}\n"
    );
}

#[test]
fn parallel_failures_are_all_reported_in_order() {
    let input = "\"test.isolated\"() ({\n  \"test.ret\"() : () -> ()\n}) {sym_name = \"f\"} : () -> ()\n\"test.isolated\"() ({\n  \"test.ret\"() : () -> ()\n}) {sym_name = \"g\"} : () -> ()\n";
    let file = std::env::temp_dir().join(format!("ropt-repro2-{}.mlir", std::process::id()));
    let path = file.to_str().unwrap().to_string();
    let config = RunConfig {
        reproducer: Some(path.clone()),
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(
        input,
        "builtin.module(test.isolated(test-pass-failure))",
        config,
    );
    let _ = std::fs::remove_file(&file);
    assert!(!ok);
    assert!(err.contains("[`(anonymous namespace)::TestFailurePass` on 'test.isolated' operation: @f, `(anonymous namespace)::TestFailurePass` on 'test.isolated' operation: @g]"), "{err}");
    // Without threading the first failure stops the pipeline.
    let config = RunConfig {
        threading: false,
        reproducer: Some(path.clone()),
        ..RunConfig::default()
    };
    let (_, err, _) = run_with(
        input,
        "builtin.module(test.isolated(test-pass-failure))",
        config,
    );
    let _ = std::fs::remove_file(&file);
    assert!(
        err.contains("[`(anonymous namespace)::TestFailurePass` on 'test.isolated' operation: @f]"),
        "{err}"
    );
}

#[test]
fn panics_are_errors_naming_pass_and_op() {
    let (_, err, ok) = run_with(
        INPUT,
        "builtin.module(test-pass-crash)",
        RunConfig::default(),
    );
    assert!(!ok);
    assert_eq!(
        err,
        "error: pass '(anonymous namespace)::TestCrashRecoveryPass' (test-pass-crash) crashed while running on 'builtin.module' operation: test-pass-crash always crashes\n"
    );
}

#[test]
fn verify_each_catches_broken_ir() {
    let input = "\"test.a\"() : () -> ()\n\"test.b\"() : () -> ()\n";
    let verifier: Arc<ropt_pass::manager::OpVerifier> = Arc::new(|ctx, body, op| {
        let mut errs = Vec::new();
        let opts = ropt_ir::verifier::VerifierOptions {
            allow_unregistered_dialect: true,
            print_op_on_diagnostic: false,
            print_op: None,
        };
        let _ = ropt_ir::verifier::verify(ctx, body, op, &opts, &mut errs);
        errs
    });
    let config = RunConfig {
        verifier: Some(verifier.clone()),
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(
        input,
        "builtin.module(test-pass-duplicate-symbols,cse)",
        config,
    );
    assert!(!ok);
    assert!(
        err.starts_with("error: redefinition of symbol named 'dup'\n"),
        "{err}"
    );
    let config = RunConfig {
        verifier: Some(verifier),
        verify_each: false,
        ..RunConfig::default()
    };
    let (out, _, ok) = run_with(input, "builtin.module(test-pass-duplicate-symbols)", config);
    assert!(ok);
    assert!(out.contains("\"test.b\"() {sym_name = \"dup\"}"));
}
