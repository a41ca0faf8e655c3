// RUN: ropt %s -split-input-file -verify-diagnostics

%c = arith.constant 1 : i32
pdl_interp.func @rewriter() {
  // expected-error@below {{has inferred results, but the created operation 'foo.op' does not support result type inference}}
  %op = pdl_interp.create_operation "foo.op" -> <inferred>
  pdl_interp.finalize
}

// -----

pdl_interp.func @rewriter() {
  %type = pdl_interp.create_type i32
  // expected-error@below {{with inferred results cannot also have explicit result types}}
  %op = "pdl_interp.create_operation"(%type) {
    inferredResultTypes,
    inputAttributeNames = [],
    name = "foo.op",
    operandSegmentSizes = array<i32: 0, 0, 1>
  } : (!pdl.type) -> (!pdl.operation)
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  %attr = pdl_interp.get_attribute "a" of %root
  // expected-error@below {{expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_attribute %attr to [10, true](^end) -> ^end
^end:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  // expected-error@below {{expected number of cases to match the number of case values, got 2 but expected 1}}
  pdl_interp.switch_operation_name of %root to ["foo.op"](^end, ^end) -> ^end
^end:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  // expected-error@below {{expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_operand_count of %root to dense<[0, 1]> : vector<2xi32>(^end) -> ^end
^end:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  %results = pdl_interp.get_results of %root : !pdl.range<value>
  // expected-error@below {{operand must be a range of loop variable type}}
  "pdl_interp.foreach"(%results)[^end] ({
  ^bb0(%op: !pdl.operation):
    pdl_interp.continue
  }) : (!pdl.range<value>) -> ()
^end:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  %results = pdl_interp.get_results of %root : !pdl.range<value>
  // expected-error@below {{requires exactly one argument}}
  "pdl_interp.foreach"(%results)[^end] ({
  ^bb0:
    pdl_interp.continue
  }) : (!pdl.range<value>) -> ()
^end:
  pdl_interp.finalize
}

// -----

pdl_interp.func @rewriter(%v : !pdl.value) {
  %t = pdl_interp.create_type i32
  // expected-error@below {{expected operand to have element type '!pdl.value', but got '!pdl.type'}}
  %r = pdl_interp.create_range %v, %t : !pdl.value, !pdl.type
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  %vs = pdl_interp.get_results of %root : !pdl.range<value>
  // expected-error@below {{failed to verify that `range` is a PDL range whose element type matches type of `result`}}
  %e = "pdl_interp.extract"(%vs) {index = 0 : i32} : (!pdl.range<value>) -> !pdl.type
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  %v = pdl_interp.get_result 0 of %root
  // expected-error@below {{failed to verify that `value` type matches arity of `result`}}
  %t = "pdl_interp.get_value_type"(%v) : (!pdl.value) -> !pdl.range<type>
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  // expected-error@below {{'pdl_interp.continue' op expects parent op 'pdl_interp.foreach'}}
  pdl_interp.continue
}

// -----

// expected-error@below {{entry block must have 1 arguments to match function signature}}
pdl_interp.func @matcher(!pdl.operation) {
^bb0:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root : !pdl.operation) {
  // expected-error@below {{operand #0 must be PDL handle to an `mlir::Attribute`, but got '!pdl.operation'}}
  "pdl_interp.check_attribute"(%root)[^end, ^end] {constantValue = 1 : i32} : (!pdl.operation) -> ()
^end:
  pdl_interp.finalize
}

// -----

// expected-error@below {{invalid 'pdl' type: `i32'}}
func.func private @f(!pdl.range<i32>)

// -----

// expected-error@below {{element of pdl.range cannot be another range, but got'!pdl.range<value>'}}
func.func private @f(!pdl.range<range<value>>)

// -----

// expected-error@below {{unknown  type `foo` in dialect `pdl`}}
func.func private @f(!pdl.foo)

// -----

// expected-error@below {{expected '>'}}
func.func private @f(!pdl.range<value x>)
