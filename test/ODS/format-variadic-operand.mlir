// A variadic operand group with its types (`$operand `:` type($operand)`), empty attr-dicts elided.
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @f(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:   test.format_variadic_operand %arg0, %arg1 : i64, i64
// CHECK-NEXT:   test.format_variadic_operand %arg0 : i64 {x}
// CHECK-NEXT:   test.format_variadic_operand %arg1, %arg0, %arg1 : i64, i64, i64 {y = 1 : i32}
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (i64, i64) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i64):
// GENERIC-NEXT:   "test.format_variadic_operand"(%arg0, %arg1) : (i64, i64) -> ()
// GENERIC-NEXT:   "test.format_variadic_operand"(%arg0) {x} : (i64) -> ()
// GENERIC-NEXT:   "test.format_variadic_operand"(%arg1, %arg0, %arg1) {y = 1 : i32} : (i64, i64, i64) -> ()
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f(%a: i64, %b: i64) {
  test.format_variadic_operand %a, %b : i64, i64
  test.format_variadic_operand %a : i64 {x}
  test.format_variadic_operand %b, %a, %b : i64, i64, i64 {y = 1 : i32}
  return
}
