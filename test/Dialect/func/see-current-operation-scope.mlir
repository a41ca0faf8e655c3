// RUN: not ropt %s 2>&1 | FileCheck %s
// The "see current operation" note numbers values from the op's closest isolated-from-above
// ancestor: the values of @other (printed first in the generic form's numbering of the whole
// module) do not shift the numbers in @f.

// CHECK: error: 'scf.if' op must have an else block if defining values
// CHECK-NEXT: %w:2 = scf.if %c -> (f32, i1) {
// CHECK: note: see current operation:
// CHECK-NEXT: %1:2 = "scf.if"(%0) ({
// CHECK-NEXT:   %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT:   "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> (f32, i1)
func.func private @f() -> f32 {
  %c = arith.constant false
  %w:2 = scf.if %c -> (f32, i1) {
    %k = arith.constant 1 : i32
  }
  %z = arith.constant 2.0 : f32
  return %z : f32
}

// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@other) returns 1
// CHECK: note: see current operation: "func.return"() : () -> ()
func.func private @other() -> i32 {
  %a = arith.constant 4 : i32
  %b = arith.constant 5 : i32
  return
}
