// RUN: not ropt %s -convert-math-to-funcs 2>&1 | FileCheck %s
// A convertible op no pattern can lower (ipowi on a tensor: only vectors unroll) stays
// dynamically illegal, so the partial conversion fails and reports it.

func.func @f(%t: tensor<2xi32>) -> tensor<2xi32> {
  %0 = math.ipowi %t, %t : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK: illegal.mlir:6:8: error: failed to legalize operation 'math.ipowi' that was explicitly marked illegal
// CHECK-NEXT: {{^}}  %0 = math.ipowi %t, %t : tensor<2xi32>
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: illegal.mlir:6:8: note: see current operation: %0 = "math.ipowi"(%arg0, %arg0) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
// CHECK-NOT: module
