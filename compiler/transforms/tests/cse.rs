//! CSE end to end: expected outputs come from mlir-opt 22 on the same input (with arith ops
//! renamed to the Pure `test.pure`).

mod common;
use common::run;

#[test]
fn duplicates_are_replaced_by_the_first() {
    let input = r#"
"test.isolated"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) {k = 1} : (i32) -> i32
  %1 = "test.pure"(%a) {k = 1} : (i32) -> i32
  %2 = "test.pure"(%a) {k = 2} : (i32) -> i32
  "test.ret"(%0, %1, %2) : (i32, i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"#;
    let out = run(input, "builtin.module(cse)");
    assert_eq!(
        out,
        r#"module {
  "test.isolated"() ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) {k = 1 : i64} : (i32) -> i32
    %1 = "test.pure"(%arg0) {k = 2 : i64} : (i32) -> i32
    "test.ret"(%0, %0, %1) : (i32, i32, i32) -> ()
  }) {sym_name = "f"} : () -> ()
}
"#
    );
}

fn wrap(body: &str) -> String {
    format!(
        "\"test.isolated\"() ({{\n^bb0(%a: i32, %b: i32):\n{body}}}) {{sym_name = \"f\"}} : () -> ()\n"
    )
}

#[test]
fn commutative_operands_in_any_order() {
    let out = run(
        &wrap(
            "  %0 = \"test.comm\"(%a, %b) : (i32, i32) -> i32\n  %1 = \"test.comm\"(%b, %a) : (i32, i32) -> i32\n  %2 = \"test.pure\"(%a, %b) : (i32, i32) -> i32\n  %3 = \"test.pure\"(%b, %a) : (i32, i32) -> i32\n  \"test.ret\"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()\n",
        ),
        "builtin.module(cse)",
    );
    assert!(out.contains("\"test.ret\"(%0, %0, %1, %2)"), "{out}");
}

#[test]
fn reads_merge_only_without_writes_between() {
    let out = run(
        &wrap(
            "  %0 = \"test.read\"(%a) : (i32) -> i32\n  %1 = \"test.read\"(%a) : (i32) -> i32\n  \"test.write\"() : () -> ()\n  %2 = \"test.read\"(%a) : (i32) -> i32\n  %3 = \"test.read\"(%a) : (i32) -> i32\n  \"test.ret\"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()\n",
        ),
        "builtin.module(cse)",
    );
    // %1 folds into %0; %2 does not (a write is in between) and becomes the known read (it
    // shadows %0, as in MLIR's scoped table), so %3 folds into %2.
    assert!(out.contains("\"test.ret\"(%0, %0, %1, %1)"), "{out}");
}

#[test]
fn multi_block_regions_follow_dominance() {
    let body = "  %0 = \"test.pure\"(%a) : (i32) -> i32\n  \"test.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n  %1 = \"test.pure\"(%a) : (i32) -> i32\n  %2 = \"test.pure\"(%b) : (i32) -> i32\n  \"test.ret\"(%1, %2) : (i32, i32) -> ()\n^bb2:\n  %3 = \"test.pure\"(%b) : (i32) -> i32\n  \"test.ret\"(%3, %0) : (i32, i32) -> ()\n";
    let out = run(&wrap(body), "builtin.module(cse)");
    // %1 is dominated by %0 and goes; %2 and %3 are in sibling blocks and both stay.
    assert!(
        !out.contains("\"test.pure\"(%arg0) : (i32) -> i32\n    %"),
        "{out}"
    );
    assert_eq!(out.matches("\"test.pure\"(%arg1)").count(), 2, "{out}");
    assert!(
        out.contains("\"test.ret\"(%0, %1) : (i32, i32) -> ()"),
        "{out}"
    );
}

#[test]
fn unused_pure_ops_are_erased_and_side_effects_kept() {
    let out = run(
        &wrap(
            "  %0 = \"test.pure\"(%a) : (i32) -> i32\n  %1 = \"test.read\"(%a) : (i32) -> i32\n  \"test.write\"() : () -> ()\n  \"test.ret\"() : () -> ()\n",
        ),
        "builtin.module(cse)",
    );
    assert!(
        !out.contains("test.pure") && !out.contains("test.read"),
        "{out}"
    );
    assert!(out.contains("\"test.write\"()"), "{out}");
}
