// RUN: ropt -test-print-defuse %s -o /dev/null | FileCheck %s

// Operand producers and result users (users in use-list order: the latest use first).

func.func @f(%a: i32) -> i32 {
  %0 = "test.foo"(%a, %a) : (i32, i32) -> i32
  %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
  "test.use"(%0, %1#0, %1#1, %1#1) : (i32, i32, i32, i32) -> ()
  return %0 : i32
}

// CHECK:      Visiting op 'test.foo' with 2 operands:
// CHECK-NEXT:   - Operand produced by Block argument, number 0
// CHECK-NEXT:   - Operand produced by Block argument, number 0
// CHECK-NEXT: Has 1 results:
// CHECK-NEXT:   - Result 0 has 3 uses:
// CHECK-NEXT:     - func.return
// CHECK-NEXT:     - test.use
// CHECK-NEXT:     - test.two
// CHECK-NEXT: Visiting op 'test.two' with 1 operands:
// CHECK-NEXT:   - Operand produced by operation 'test.foo'
// CHECK-NEXT: Has 2 results:
// CHECK-NEXT:   - Result 0 has a single use:     - test.use
// CHECK-NEXT:   - Result 1 has 2 uses:
// CHECK-NEXT:     - test.use
// CHECK-NEXT:     - test.use
// CHECK-NEXT: Visiting op 'test.use' with 4 operands:
// CHECK-NEXT:   - Operand produced by operation 'test.foo'
// CHECK-NEXT:   - Operand produced by operation 'test.two'
// CHECK-NEXT:   - Operand produced by operation 'test.two'
// CHECK-NEXT:   - Operand produced by operation 'test.two'
// CHECK-NEXT: Has 0 results:
// CHECK-NEXT: Visiting op 'func.return' with 1 operands:
// CHECK-NEXT:   - Operand produced by operation 'test.foo'
// CHECK-NEXT: Has 0 results:
// CHECK-NEXT: Visiting op 'func.func' with 0 operands:
// CHECK-NEXT: Has 0 results:
// CHECK-NEXT: Visiting op 'builtin.module' with 0 operands:
// CHECK-NEXT: Has 0 results:
