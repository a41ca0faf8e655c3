// The shape and element-type traits (SameOperandsShape, SameOperandsAndResultShape,
// SameOperandsElementType, SameOperandsAndResultElementType, SameOperandsAndResultType)
// as MLIR checks them: compatible shapes (dynamic sizes and unranked shapes fit), at least
// one operand (and result), encodings (ops defined like MLIR's test-dialect ones; messages
// checked with mlir-opt 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -split-input-file -verify-diagnostics

func.func @ok(%t4: tensor<4xi32>, %td: tensor<?xi32>, %tu: tensor<*xf32>, %v: vector<4xi32>, %m: memref<?xf32>) {
  "test.same_operand_shape"(%t4, %td, %tu, %v, %m) : (tensor<4xi32>, tensor<?xi32>, tensor<*xf32>, vector<4xi32>, memref<?xf32>) -> ()
  %0 = "test.same_operand_and_result_shape"(%t4, %td) : (tensor<4xi32>, tensor<?xi32>) -> tensor<*xf32>
  %1 = "test.same_operand_and_result_element_type"(%t4, %v) : (tensor<4xi32>, vector<4xi32>) -> i32
  %2 = "test.same_operand_and_result_type"(%td) : (tensor<?xi32>) -> tensor<4xi32>
  %3 = "test.same_operand_and_result_type"(%t4) : (tensor<4xi32>) -> vector<4xi32>
  %4 = "test.same_operand_and_result_type"(%t4) : (tensor<4xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @f(%a: tensor<4xi32>, %b: tensor<5xi32>) {
  // expected-error@+1 {{'test.same_operand_shape' op requires the same shape for all operands}}
  "test.same_operand_shape"(%a, %b) : (tensor<4xi32>, tensor<5xi32>) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xi32>, %b: tensor<4x1xi32>) {
  // expected-error@+1 {{'test.same_operand_shape' op requires the same shape for all operands}}
  "test.same_operand_shape"(%a, %b) : (tensor<4xi32>, tensor<4x1xi32>) -> ()
  return
}

// -----

func.func @f(%a: vector<[4]xi32>, %b: vector<4xi32>) {
  // expected-error@+1 {{'test.same_operand_shape' op requires the same shape for all operands}}
  "test.same_operand_shape"(%a, %b) : (vector<[4]xi32>, vector<4xi32>) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'test.same_operand_shape' op expected 1 or more operands, but found 0}}
  "test.same_operand_shape"() : () -> ()
  return
}

// -----

func.func @f(%a: tensor<?x4xi32>, %b: tensor<3x?xi32>) {
  // expected-error@+1 {{'test.same_operand_and_result_shape' op requires the same shape for all operands and results}}
  %0 = "test.same_operand_and_result_shape"(%a, %b) : (tensor<?x4xi32>, tensor<3x?xi32>) -> tensor<3x5xi32>
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error@+1 {{'test.same_operand_and_result_shape' op expected 1 or more results}}
  "test.same_operand_and_result_shape"(%a) : (tensor<4xi32>) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'test.same_operand_and_result_element_type' op expected 1 or more operands, but found 0}}
  %0 = "test.same_operand_and_result_element_type"() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.same_operand_and_result_element_type' op expected 1 or more results}}
  "test.same_operand_and_result_element_type"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error@+1 {{'test.same_operand_and_result_element_type' op requires the same element type for all operands and results}}
  %0 = "test.same_operand_and_result_element_type"(%a) : (tensor<4xi32>) -> f32
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<4xi64>) {
  // expected-error@+1 {{'test.same_operand_element_type' op requires the same element type for all operands}}
  %0 = "test.same_operand_element_type"(%a, %b) : (vector<4xi32>, vector<4xi64>) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.same_operand_and_result_type' op requires the same type for all operands and results}}
  %0 = "test.same_operand_and_result_type"(%a) : (i32) -> tensor<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error@+1 {{'test.same_operand_and_result_type' op requires the same encoding for all operands and results}}
  %0 = "test.same_operand_and_result_type"(%a) : (tensor<4xi32>) -> tensor<4xi32, "e">
  return
}

// -----

// Only the first result's encoding is compared.
func.func @f(%a: tensor<4xi32, "e">) {
  %0 = "test.same_operand_and_result_type"(%a) : (tensor<4xi32, "e">) -> tensor<4xi32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'test.same_operand_and_result_type' op expected 1 or more operands, but found 0}}
  %0 = "test.same_operand_and_result_type"() : () -> i32
  return
}
