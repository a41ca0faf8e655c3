// RUN: ropt %s -split-input-file -verify-diagnostics

// Which ops infer their result types (mlir-opt 22's InferTypeOpInterface): those whose
// result types follow from operands or attributes through traits, not those whose
// results merely have fixed types. The arith constant loads the arith dialect.

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  %o = pdl_interp.create_operation "arith.addi" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  %o = pdl_interp.create_operation "arith.constant" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  %o = pdl_interp.create_operation "arith.cmpi" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  %o = pdl_interp.create_operation "arith.select" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'pdl.operand' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "pdl.operand" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'pdl.result' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "pdl.result" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'pdl.range' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "pdl.range" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'arith.bitcast' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "arith.bitcast" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'arith.extsi' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "arith.extsi" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'pdl_interp.extract' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "pdl_interp.extract" -> <inferred>
  pdl_interp.finalize
}

// -----

%c = arith.constant 1 : i32
pdl_interp.func @f() {
  // expected-error@below {{has inferred results, but the created operation 'func.call' does not support result type inference (or is not registered)}}
  %o = pdl_interp.create_operation "func.call" -> <inferred>
  pdl_interp.finalize
}
