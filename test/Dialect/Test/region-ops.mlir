// RUN: ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s

// The test dialect's ops with region constraints: their counts, sizes and syntax
// (expected output from mlir-opt 22).

// CHECK-LABEL: func @two_regions
// CHECK: "test.two_region_op"() ({
// CHECK: }, {
func.func @two_regions() {
  "test.two_region_op"() ({ "a.b"() : () -> () }, { "a.c"() : () -> () }) : () -> ()
  return
}

// -----

func.func @one_region_short() {
  // expected-error@+1 {{'test.two_region_op' op expected 2 regions}}
  "test.two_region_op"() ({ "a.b"() : () -> () }) : () -> ()
  return
}

// -----

func.func @unnamed_region_too_big() {
  // expected-error@+1 {{'test.sized_region_op' op region #1 failed to verify constraint: region with 1 blocks}}
  "test.sized_region_op"() ({
    "a.b"() [^x] : () -> ()
  ^x:
    "a.c"() : () -> ()
  }, {
    "a.b"() [^y] : () -> ()
  ^y:
    "a.c"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @named_region_too_small() {
  // expected-error@+1 {{'test.sized_region_op' op region #0 ('my_region') failed to verify constraint: region with 2 blocks}}
  "test.sized_region_op"() ({ "a.b"() : () -> () }, { "a.c"() : () -> () }) : () -> ()
  return
}

// -----

// Single blocks without terminators; the custom-asm op prints its region right after
// its name, and `dummy_op_with_region_ref` ends its line with a space.
// CHECK:      test.single_no_terminator_op : {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: test.variadic_no_terminator_op : {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: test.single_no_terminator_custom_asm_op{
// CHECK-NEXT:   "a.kept"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: test.dummy_op_with_region_ref {
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   "a.kept"() : () -> ()
// CHECK-NEXT: } {x = 1 : i64} {{$}}
"test.single_no_terminator_op"() ({
  %0 = arith.constant 1 : i32
}) : () -> ()
"test.variadic_no_terminator_op"() ({
  %0 = arith.constant 1 : i32
}, {
  %0 = arith.constant 2 : i32
}) : () -> ()
test.single_no_terminator_custom_asm_op {
  "a.kept"() : () -> ()
}
test.dummy_op_with_region_ref {
^bb0(%a: i32):
  "a.kept"() : () -> ()
} {x = 1}
