// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// index.bool.constant parses its value as an i1 attribute (MLIR's BoolAttr is one): 1 and -1
// read as true, 0 as false (expected text from mlir-opt 22).

// CHECK:      %true = index.bool.constant true
// CHECK-NEXT: %true_0 = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true_1 = index.bool.constant {a} true
// GENERIC:      "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: "index.bool.constant"() <{value = true}> {a} : () -> i1
%0 = index.bool.constant 1
%1 = index.bool.constant -1
%2 = index.bool.constant 0
%3 = index.bool.constant {a} true
"other.use"(%0, %1, %2, %3) : (i1, i1, i1, i1) -> ()
