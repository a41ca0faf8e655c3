// A variadic result group (`type($result)`), and the `%r#i` names of its values.
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @f() {
// CHECK-NEXT:   %0:2 = test.format_variadic_result : i64, i64
// CHECK-NEXT:   %1 = test.format_variadic_result : i64
// CHECK-NEXT:   %2:3 = test.format_variadic_result : i64, i64, i64 {z}
// CHECK-NEXT:   "other.use"(%0#1, %1, %2#2) : (i64, i64, i64) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   %0:2 = "test.format_variadic_result"() : () -> (i64, i64)
// GENERIC-NEXT:   %1 = "test.format_variadic_result"() : () -> i64
// GENERIC-NEXT:   %2:3 = "test.format_variadic_result"() {z} : () -> (i64, i64, i64)
// GENERIC-NEXT:   "other.use"(%0#1, %1, %2#2) : (i64, i64, i64) -> ()
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f() {
  %r:2 = test.format_variadic_result : i64, i64
  %s = test.format_variadic_result : i64
  %t:3 = test.format_variadic_result : i64, i64, i64 {z}
  "other.use"(%r#1, %s, %t#2) : (i64, i64, i64) -> ()
  return
}
