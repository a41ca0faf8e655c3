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
