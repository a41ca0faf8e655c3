// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// The verifiers of the pdl ops, with mlir-opt 22's messages.

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  // expected-error@below {{expected at least one argument}}
  "pdl.apply_native_constraint"() {name = "foo", isNegated = false} : () -> ()
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    // expected-error@below {{expected at least one argument or result}}
    "pdl.apply_native_rewrite"() {name = "foo"} : () -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %type = pdl.type
  // expected-error@below {{expected only one of [`type`, `value`] to be set}}
  %attr = pdl.attribute : %type = 10
  %op = pdl.operation {"attr" = %attr}
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    // expected-error@below {{expected constant value when specified within a `pdl.rewrite`}}
    %attr = pdl.attribute
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = pdl.attribute
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = pdl.operand
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = pdl.operands
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    // expected-error@below {{must have an operation name when nested within a `pdl.rewrite`}}
    %newOp = pdl.operation
  }
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected the same number of attribute values and attribute names, got 1 names and 0 values}}
  %op = "pdl.operation"() {
    attributeValueNames = ["attr"],
    operandSegmentSizes = array<i32: 0, 0, 0>
  } : () -> (!pdl.operation)
  pdl.rewrite %op with "rewriter"
}

// -----

// The arith dialect is loaded (mlir-opt checks only ops of loaded dialects).
%c = arith.constant 1 : i32
pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    %type = pdl.type
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{result type #0 was not constrained}}
    %newOp = pdl.operation "arith.bitcast" -> (%type : !pdl.type)
  }
}

// -----

%c = arith.constant 1 : i32
pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    // expected-error@below {{op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note@below {{operation is created in a non-inferrable context, but 'arith.bitcast' does not implement InferTypeOpInterface}}
    %newOp = pdl.operation "arith.bitcast"
  }
}

// -----

// Ops that infer their result types need none.
%c = arith.constant 1 : i32
pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    %newOp = pdl.operation "arith.addf"
    %newOp2 = pdl.operation "arith.constant"
    %t = pdl.type : i32
    %newOp3 = pdl.operation "arith.bitcast" -> (%t : !pdl.type)
  }
}

// -----

// expected-error@below {{expected body to terminate with `pdl.rewrite`}}
pdl.pattern : benefit(1) {
  // expected-note@below {{see terminator defined here}}
  "test.return"() : () -> ()
}

// -----

// expected-error@below {{the pattern must contain at least one `pdl.operation`}}
pdl.pattern : benefit(1) {
  pdl.rewrite with "foo"
}

// -----

// expected-error@below {{expected only `pdl` operations within the pattern body}}
pdl.pattern : benefit(1) {
  // expected-note@below {{see non-`pdl` operation defined here}}
  "test.foo.other_op"() : () -> ()
  %root = pdl.operation "foo.op"
  pdl.rewrite %root with "foo"
}

// -----

// expected-error@below {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %op1 = pdl.operation "foo.op"
  %op2 = pdl.operation "bar.op"
  // expected-note@below {{see a disconnected value / operation here}}
  %val = pdl.result 0 of %op2
  pdl.rewrite %op1 with "foo"(%val : !pdl.value)
}

// -----

// expected-error@below {{the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %type = pdl.type
  %op1 = pdl.operation "foo.op" -> (%type : !pdl.type)
  %val = pdl.result 0 of %op1
  %op2 = pdl.operation "bar.op"(%val : !pdl.value)
  // expected-note@below {{see a disconnected value / operation here}}
  %op3 = pdl.operation "baz.op"
  pdl.rewrite {
    pdl.replace %op2 with (%val : !pdl.value)
    pdl.replace %op3 with (%val : !pdl.value)
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    %val = pdl.results of %op
    %t = pdl.type : i32
    // expected-error@below {{expected operand to have element type '!pdl.value', but got '!pdl.type'}}
    %r = pdl.range %val, %t : !pdl.range<value>, !pdl.type
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  %other = pdl.operation "other.op"
  %v = pdl.results 0 of %other -> !pdl.value
  pdl.rewrite %root {
    %val = pdl.results of %root
    // expected-error@below {{expected no replacement values to be provided when the replacement operation is present}}
    "pdl.replace"(%root, %other, %val) {
      operandSegmentSizes = array<i32: 1, 1, 1>
    } : (!pdl.operation, !pdl.operation, !pdl.range<value>) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  // expected-error@below {{expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'}}
  %results = "pdl.results"(%root) : (!pdl.operation) -> !pdl.value
  pdl.rewrite %root with "foo"(%results : !pdl.value)
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  // expected-error@below {{expected rewrite region to be empty when rewrite is external}}
  "pdl.rewrite"(%op) ({
  ^bb1:
  }) {name = "foo", operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  // expected-error@below {{expected rewrite region to be non-empty if external name is not specified}}
  "pdl.rewrite"(%op) ({}) {operandSegmentSizes = array<i32: 1, 0>} : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  // expected-error@below {{expected no external arguments when the rewrite is specified inline}}
  "pdl.rewrite"(%op, %op) ({
  ^bb1:
  }) {operandSegmentSizes = array<i32: 1, 1>} : (!pdl.operation, !pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  // expected-error@below {{expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %unused = pdl.type
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}

// -----

// expected-error@below {{'pdl.pattern' op attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative}}
pdl.pattern : benefit(-1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "rewriter"
}

// -----

pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  // expected-error@below {{'pdl.erase' op expects parent op 'pdl.rewrite'}}
  pdl.erase %op
  pdl.rewrite %op with "rewriter"
}
