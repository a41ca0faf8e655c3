//! Statistics, IR diffs and analysis caching.

mod common;
use common::run_with;
use ropt_pass::RunConfig;
use ropt_pass::instrument::{PrintConfig, StatisticsDisplay, statistics_report};

const INPUT: &str = "\"test.isolated\"() ({\n^bb0(%a: i32):\n  %0 = \"test.pure\"(%a) : (i32) -> i32\n  %1 = \"test.pure\"(%a) : (i32) -> i32\n  %2 = \"test.pure\"(%a, %a) : (i32, i32) -> i32\n  \"test.ret\"(%0, %1) : (i32, i32) -> ()\n}) {sym_name = \"f\"} : () -> ()\n";

#[test]
fn statistics_in_pipeline_and_list_form() {
    let ctx = common::context();
    let loc = ctx.file_line_col_loc("in.mlir", 0, 0);
    let opts = ropt_asm::parser::ops::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let mut m =
        ropt_asm::parser::ops::parse_module(&ctx, INPUT.as_bytes(), 0, "in.mlir", opts, loc)
            .unwrap_or_else(|_| panic!("parse"));
    let reg = common::registry();
    let pm = ropt_pass::parse_pass_pipeline("builtin.module(test.isolated(cse),cse)", &reg, "t")
        .unwrap();
    let mgr = ropt_pass::PassManager::new(pm, RunConfig::default());
    assert!(mgr.run(&ctx, &mut m.body, m.module).success);
    let header = "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n";
    assert_eq!(
        statistics_report(&mgr.root, StatisticsDisplay::Pipeline),
        format!(
            "{header}'test.isolated' Pipeline\n  CSE\n    (S) 1 num-cse'd - Number of operations CSE'd\n    (S) 1 num-dce'd - Number of operations DCE'd\nCSE\n  (S) 0 num-cse'd - Number of operations CSE'd\n  (S) 0 num-dce'd - Number of operations DCE'd\n\n"
        )
    );
    assert_eq!(
        statistics_report(&mgr.root, StatisticsDisplay::List),
        format!(
            "{header}CSE\n  (S) 1 num-cse'd - Number of operations CSE'd\n  (S) 1 num-dce'd - Number of operations DCE'd\n\n"
        )
    );
}

#[test]
fn ir_diff_shows_the_change() {
    let config = RunConfig {
        print: PrintConfig {
            diff: true,
            ..PrintConfig::default()
        },
        ..RunConfig::default()
    };
    let (_, err, ok) = run_with(INPUT, "builtin.module(test.isolated(cse,cse))", config);
    assert!(ok);
    // Only the first cse changes the IR; the second prints nothing.
    assert_eq!(
        err.matches("// -----// IR Diff After CSE (cse) //----- //")
            .count(),
        1,
        "{err}"
    );
    assert!(err.contains("--- before\n+++ after\n"), "{err}");
    assert!(
        err.contains("\n-  %1 = \"test.pure\"(%arg0) : (i32) -> i32\n"),
        "{err}"
    );
    assert!(err.contains("\n-  \"test.ret\"(%0, %1) : (i32, i32) -> ()\n+  \"test.ret\"(%0, %0) : (i32, i32) -> ()\n"), "{err}");
}
