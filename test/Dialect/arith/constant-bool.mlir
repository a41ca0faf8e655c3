// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// i1 constants: `true`/`false` (and `1 : i1`) parse as i1 integer attributes and print as
// `true`/`false`, named %true/%false, in the custom and generic forms (expected text from
// mlir-opt 22).

// CHECK-LABEL: module {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true_0 = arith.constant true
// CHECK-NEXT:   %false_1 = arith.constant false
// CHECK-NEXT:   %cst = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:   "test.use"(%true, %false, %true_0, %false_1, %cst) : (i1, i1, i1, i1, vector<2xi1>) -> ()
// CHECK-NEXT: }

// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:   %1 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:   %2 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:   %3 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:   %4 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
// GENERIC-NEXT:   "test.use"(%0, %1, %2, %3, %4) : (i1, i1, i1, i1, vector<2xi1>) -> ()
// GENERIC-NEXT: }) : () -> ()

%t = arith.constant true
%f = arith.constant false
%o = arith.constant 1 : i1
%z = arith.constant 0 : i1
%v = arith.constant dense<[true, false]> : vector<2xi1>
"test.use"(%t, %f, %o, %z, %v) : (i1, i1, i1, i1, vector<2xi1>) -> ()
