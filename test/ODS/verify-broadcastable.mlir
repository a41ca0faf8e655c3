// ResultsBroadcastableShape: ranked tensor operands broadcast (numpy rules; a dynamic size
// takes the other one), and ranked tensor results end with the broadcast shape (an op
// defined like MLIR's test-dialect one; messages checked with mlir-opt 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testverify.td %s -split-input-file -verify-diagnostics

func.func @ok(%a: tensor<4xi32>, %b: tensor<1xi32>, %c: tensor<?x4xi32>, %d: tensor<3x1xi32>, %u: tensor<*xi32>) {
  %0 = "test.broadcastable"(%a, %b) : (tensor<4xi32>, tensor<1xi32>) -> tensor<2x4xi32>
  %1 = "test.broadcastable"(%c, %d) : (tensor<?x4xi32>, tensor<3x1xi32>) -> tensor<3x4xi32>
  %2 = "test.broadcastable"(%a, %b) : (tensor<4xi32>, tensor<1xi32>) -> tensor<?xi32>
  %3 = "test.broadcastable"(%u, %a) : (tensor<*xi32>, tensor<4xi32>) -> tensor<*xi32>
  %4 = "test.broadcastable"() : () -> tensor<4xi32>
  %5 = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xi32>, %b: tensor<5xi32>) {
  // expected-error@+1 {{'test.broadcastable' op operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xi32>, %b: tensor<1xi32>) {
  // expected-error@+1 {{'test.broadcastable' op result type '5' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  return
}

// -----

func.func @f(%a: tensor<?x4xi32>, %b: tensor<3x1xi32>) {
  // expected-error@+1 {{'test.broadcastable' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '3x4'}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<?x4xi32>, tensor<3x1xi32>) -> tensor<2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<4x?xi32>, %b: tensor<?xi32>) {
  // expected-error@+1 {{'test.broadcastable' op result type '4x5x3' not broadcast compatible with broadcasted operands's shapes '4x?'}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<4x?xi32>, tensor<?xi32>) -> tensor<4x5x3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x4xi32>, %b: tensor<1xi32>) {
  // expected-error@+1 {{'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '2x4'}}
  %0 = "test.broadcastable"(%a, %b) : (tensor<2x4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
