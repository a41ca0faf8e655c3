// RUN: not ropt %s -test-take-body 2>&1 | FileCheck %s

// Not exactly two functions: an error at the module, with the module as a note.

func.func @f(%a: i32) -> i32 {
  %0 = "test.foo"(%a) ({
    "test.bar"() : () -> ()
  }) {x = 1} : (i32) -> i32
  return %0 : i32
}

// CHECK:      {{.*}}test-take-body-error.mlir:0:0: error: Expected only two functions in test
// CHECK-NEXT: {{.*}}test-take-body-error.mlir:0:0: note: see current operation: 
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "test.foo"(%arg0) ({
// CHECK-NEXT:       "test.bar"() : () -> ()
// CHECK-NEXT:     }) {x = 1 : i64} : (i32) -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
