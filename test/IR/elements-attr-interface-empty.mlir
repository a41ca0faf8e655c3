// An empty dense attribute of integers iterates as every integer kind, whatever its width
// (mlir-opt 22 checks no width then); an empty one of floats still needs integers, and an
// empty sparse one keeps the width check. Expected output from mlir-opt 22.
// RUN: ropt %s --allow-unregistered-dialect -test-elements-attr-interface -o /dev/null 2>&1 | FileCheck %s

// CHECK: 8:1: error: Test iterating `int64_t`: {{$}}
// CHECK: 8:1: error: Test iterating `uint64_t`: {{$}}
"t.y"() {c = dense<> : tensor<0xi8>} : () -> ()
// CHECK: 11:1: error: Test iterating `int64_t`: expected element type to be an integer type
// CHECK: 11:1: error: Test iterating `IntegerAttr`: expected element type to be an integer type
"t.y"() {c = dense<> : tensor<0xf32>} : () -> ()
// CHECK: 15:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: 15:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: 15:1: error: Test iterating `APInt`: {{$}}
"t.y"() {c = sparse<> : tensor<0xi32>} : () -> ()
