// RUN: ropt -test-print-nesting %s -o /dev/null | FileCheck %s

// Every op with its attributes (inherent and discardable, sorted), regions and blocks.

func.func @f(%a: i32) -> i32 {
  %0 = "test.foo"(%a) ({
  ^bb0(%x: i32):
    "test.bar"(%x) : (i32) -> ()
  ^bb1:
    "test.baz"() : () -> ()
  }, {}) {attr = 1} : (i32) -> i32
  return %0 : i32
}

// CHECK:      visiting op: 'builtin.module' with 0 operands and 0 results
// CHECK-NEXT:  1 nested regions:
// CHECK-NEXT:   Region with 1 blocks:
// CHECK-NEXT:     Block with 0 arguments, 0 successors, and 1 operations
// CHECK-NEXT:       visiting op: 'func.func' with 0 operands and 0 results
// CHECK-NEXT:       2 attributes:
// CHECK-NEXT:        - 'function_type' : '(i32) -> i32'
// CHECK-NEXT:        - 'sym_name' : '"f"'
// CHECK-NEXT:        1 nested regions:
// CHECK-NEXT:         Region with 1 blocks:
// CHECK-NEXT:           Block with 1 arguments, 0 successors, and 2 operations
// CHECK-NEXT:             visiting op: 'test.foo' with 1 operands and 1 results
// CHECK-NEXT:             1 attributes:
// CHECK-NEXT:              - 'attr' : '1 : i64'
// CHECK-NEXT:              2 nested regions:
// CHECK-NEXT:               Region with 2 blocks:
// CHECK-NEXT:                 Block with 1 arguments, 0 successors, and 1 operations
// CHECK-NEXT:                   visiting op: 'test.bar' with 1 operands and 0 results
// CHECK-NEXT:                    0 nested regions:
// CHECK-NEXT:                 Block with 0 arguments, 0 successors, and 1 operations
// CHECK-NEXT:                   visiting op: 'test.baz' with 0 operands and 0 results
// CHECK-NEXT:                    0 nested regions:
// CHECK-NEXT:               Region with 0 blocks:
// CHECK-NEXT:             visiting op: 'func.return' with 1 operands and 0 results
// CHECK-NEXT:              0 nested regions:
