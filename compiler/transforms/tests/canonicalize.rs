//! The `canonicalize` pass run through the pass manager: its options reach the driver
//! (iteration budget, convergence test, rewrite traces given as options or as registry
//! defaults).

mod common;

use ropt_pass::RunConfig;

/// A dead pure op: erased in the first iteration, so a second is needed to see convergence.
const DEAD: &str = r#"
"test.isolated"() ({
  %0 = "test.pure"() : () -> i32
  "test.ret"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#;

#[test]
fn canonicalize_erases_dead_pure_ops() {
    let out = common::run(DEAD, "builtin.module(canonicalize)");
    assert!(!out.contains("test.pure"), "{out}");
}

#[test]
fn one_iteration_does_not_converge() {
    let run = |p: &str| common::run_with(DEAD, p, RunConfig::default()).2;
    assert!(!run(
        "builtin.module(canonicalize{max-iterations=1 test-convergence=true})"
    ));
    assert!(run("builtin.module(canonicalize{max-iterations=1})"));
    assert!(run(
        "builtin.module(canonicalize{max-iterations=2 test-convergence=true})"
    ));
}

#[test]
fn traces_come_from_options() {
    // Without convergence, a traced run says which patterns kept firing (none here).
    let base = "max-iterations=1 test-convergence=true";
    let run = |opts: &str| {
        let p = format!("builtin.module(canonicalize{{{base} {opts}}})");
        common::run_with(DEAD, &p, RunConfig::default()).1
    };
    assert!(!run("trace-rewrites=text").is_empty());
    assert!(run("trace-rewrites=none").is_empty());
    assert!(run("").is_empty());
}

#[test]
fn registry_defaults_apply_unless_overridden() {
    let mut registry = common::registry();
    registry.set_option_defaults(
        "canonicalize",
        "trace-rewrites=json max-iterations=1".into(),
    );
    let pm = ropt_pass::parse_pass_pipeline("builtin.module(canonicalize)", &registry, "t")
        .expect("pipeline");
    assert!(pm.dump().contains("max-iterations=1"), "{}", pm.dump());
    assert!(pm.dump().contains("trace-rewrites=json"));
    let pm = ropt_pass::parse_pass_pipeline(
        "builtin.module(canonicalize{max-iterations=4 trace-rewrites=none})",
        &registry,
        "t",
    )
    .expect("pipeline");
    assert!(pm.dump().contains("max-iterations=4"));
    assert!(!pm.dump().contains("trace-rewrites"));
}
