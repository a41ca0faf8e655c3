// RUN: not ropt %s -split-input-file -allow-unregistered-dialect --test-operations-equality | FileCheck %s
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect --test-operations-equality 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// The module's two top-level ops compared: locations only with `strict_loc_check` on the first,
// commutative operands as a multiset unless it has `ignore_commutativity`.

// CHECK: test.same with attr {} compares equals.
"test.same"() : () -> () loc("a")
"test.same"() : () -> () loc("b")

// -----

// CHECK: test.strict with attr {strict_loc_check, x = 1 : i64} compares NOT equals!
"test.strict"() {strict_loc_check, x = 1} : () -> () loc("a")
"test.strict"() {strict_loc_check, x = 1} : () -> () loc("b")

// -----

// CHECK: test.strict_same_loc with attr {strict_loc_check} compares equals.
"test.strict_same_loc"() ({
^bb0(%a: i32 loc("arg")):
}) {strict_loc_check} : () -> () loc("a")
"test.strict_same_loc"() ({
^bb0(%a: i32 loc("arg")):
}) {strict_loc_check} : () -> () loc("a")

// -----

// CHECK: test.block_loc with attr {strict_loc_check} compares NOT equals!
"test.block_loc"() ({
^bb0(%a: i32 loc("x")):
}) {strict_loc_check} : () -> () loc("a")
"test.block_loc"() ({
^bb0(%a: i32 loc("y")):
}) {strict_loc_check} : () -> () loc("a")

// -----

// CHECK: test.name with attr {} compares NOT equals!
"test.name"() : () -> ()
"test.name2"() : () -> ()

// -----

// CHECK: test.attr with attr {foo = "bar"} compares NOT equals!
"test.attr"() {foo = "bar"} : () -> ()
"test.attr"() {foo = "baz"} : () -> ()

// -----

// CHECK: test.props with attr {} compares NOT equals!
"test.props"() <{p = 1}> : () -> ()
"test.props"() <{p = 2}> : () -> ()

// -----

// CHECK: test.cfg with attr {} compares equals.
"test.cfg"() ({
^bb0(%a: i32, %b: f32):
  "test.goto"(%b, %a) [^bb1, ^bb2] : (f32, i32) -> ()
^bb1(%c: f32):
  "test.end"() : () -> ()
^bb2(%d: i32):
  "test.end"() : () -> ()
}) : () -> ()
"test.cfg"() ({
^bb0(%a: i32, %b: f32):
  "test.goto"(%b, %a) [^bb1, ^bb2] : (f32, i32) -> ()
^bb1(%c: f32):
  "test.end"() : () -> ()
^bb2(%d: i32):
  "test.end"() : () -> ()
}) : () -> ()

// -----

// CHECK: test.successors with attr {} compares NOT equals!
"test.successors"() ({
^bb0:
  "test.goto"() [^bb1, ^bb2] : () -> ()
^bb1:
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"test.successors"() ({
^bb0:
  "test.goto"() [^bb2, ^bb1] : () -> ()
^bb1:
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()

// -----

// CHECK: test.dataflow with attr {} compares NOT equals!
"test.dataflow"() ({
  %0:2 = "test.producer"() : () -> (i32, i32)
  "test.consumer"(%0#0, %0#1) : (i32, i32) -> ()
}) : () -> ()
"test.dataflow"() ({
  %0:2 = "test.producer"() : () -> (i32, i32)
  "test.consumer"(%0#1, %0#0) : (i32, i32) -> ()
}) : () -> ()

// -----

// CHECK: test.block_types with attr {} compares NOT equals!
"test.block_types"() ({
^bb0(%a: f32):
  "test.end"() : () -> ()
}) : () -> ()
"test.block_types"() ({
^bb0(%a: i32):
  "test.end"() : () -> ()
}) : () -> ()

// -----

// Commutative ops compare their operands in order, as in mlir-opt 22.
// CHECK: test.commutative with attr {} compares NOT equals!
"test.commutative"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %a, %b : i32
}) : () -> ()
"test.commutative"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %b, %a : i32
}) : () -> ()

// -----

// CHECK: test.not_commutative with attr {ignore_commutativity} compares NOT equals!
"test.not_commutative"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %a, %b : i32
}) {ignore_commutativity} : () -> ()
"test.not_commutative"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %b, %a : i32
}) {ignore_commutativity} : () -> ()

// -----

// CHECK: func.func with attr {} compares NOT equals!
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
} loc("elsewhere")

// -----

// Anything but two ops is an error at the module.
// ERR: error: expected 2 top-level ops in the module, got 1
"test.one"() : () -> ()

// -----

// ERR: error: expected 2 top-level ops in the module, got 3
"test.one"() : () -> ()
"test.one"() : () -> ()
"test.one"() : () -> ()

