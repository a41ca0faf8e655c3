// RUN: ropt %s -allow-unregistered-dialect -cse | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -cse -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// `0 : i1` and `false` are one attribute: the two constants are the same op for CSE.
// Expected output: mlir-opt 22.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    "test.attrs"() {a = false, b = true, c = 1 : ui1} : () -> ()
// CHECK-NEXT:    return %false, %false, %true, %true : i1, i1, i1, i1
// GENERIC: "test.attrs"() {a = false, b = true, c = 1 : ui1} : () -> ()
func.func @f() -> (i1, i1, i1, i1) {
  %0 = "arith.constant"() <{value = false}> : () -> i1
  %1 = "arith.constant"() <{value = 0 : i1}> : () -> i1
  %2 = arith.constant 1 : i1
  %3 = arith.constant true
  "test.attrs"() {a = 0 : i1, b = 1 : i1, c = 1 : ui1} : () -> ()
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
