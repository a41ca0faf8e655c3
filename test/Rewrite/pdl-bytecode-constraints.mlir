// RUN: ropt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s

// PDL bytecode: native constraints (entities, ranges, negation, results).
// CHECK-LABEL: module @ir attributes {test.constraint_entities} {
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.apply_constraint "multi_entity_constraint"(%root, %root : !pdl.operation, !pdl.operation) -> ^next, ^end
  ^next:
    pdl_interp.apply_constraint "single_entity_constraint"(%root : !pdl.operation) -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_entities } {
  "test.other"() : () -> ()
  "test.op"() {flag} : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_variadic} {
// CHECK-NEXT: %0 = "test.one"() : () -> i32
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %vals = pdl_interp.get_results of %root : !pdl.range<value>
    %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
    pdl_interp.apply_constraint "multi_entity_var_constraint"(%vals, %tys : !pdl.range<value>, !pdl.range<type>) -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_variadic } {
  %a = "test.one"() : () -> i32
  %b:2 = "test.two"() : () -> (i32, f32)
  "test.use"(%a) : (i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_negated} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.op"() {flag} : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %unit = pdl_interp.create_attribute unit
    %attr = pdl_interp.get_attribute "flag" of %root
    pdl_interp.are_equal %unit, %attr : !pdl.attribute -> ^next, ^end
  ^next:
    pdl_interp.apply_constraint "single_entity_constraint"(%root : !pdl.operation) {isNegated = true} -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_negated } {
  "test.foo"() {flag} : () -> ()
  "test.op"() {flag} : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_returns_type} {
// CHECK-NEXT: "test.failure_op"() : () -> ()
// CHECK-NEXT: %0 = "test.replaced"() : () -> f32
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.success_op" -> ^next, ^end
  ^next:
    %ty = pdl_interp.apply_constraint "op_constr_return_type"(%root : !pdl.operation) : !pdl.type -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root, %ty : !pdl.operation, !pdl.type) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %ty : !pdl.type) {
      %op = pdl_interp.create_operation "test.replaced" -> (%ty : !pdl.type)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_returns_type } {
  "test.failure_op"() : () -> ()
  "test.success_op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_returns_attr} {
// CHECK-NEXT: "test.failure_op"() : () -> ()
// CHECK-NEXT: "test.replaced"() {name = "test.success"} : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %attr = pdl_interp.apply_constraint "op_constr_return_attr"(%root : !pdl.operation) : !pdl.attribute -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root, %attr : !pdl.operation, !pdl.attribute) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %attr : !pdl.attribute) {
      %op = pdl_interp.create_operation "test.replaced" {"name" = %attr}
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_returns_attr } {
  "test.failure_op"() : () -> ()
  "test.success_op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_returns_type_range} {
// CHECK-NEXT: "test.failure_op"() : () -> ()
// CHECK-NEXT: %0:3 = "test.replaced"() : () -> (f32, f32, f32)
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.success_op" -> ^next, ^end
  ^next:
    %n = pdl_interp.create_attribute 3 : i32
    %tys = pdl_interp.apply_constraint "op_constr_return_type_range"(%root, %n : !pdl.operation, !pdl.attribute) : !pdl.range<type> -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root, %tys : !pdl.operation, !pdl.range<type>) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %tys : !pdl.range<type>) {
      %op = pdl_interp.create_operation "test.replaced" -> (%tys : !pdl.range<type>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_returns_type_range } {
  "test.failure_op"() : () -> ()
  "test.success_op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_returns_value_range} {
// CHECK-NEXT: %0:2 = "test.producer"() : () -> (i32, i64)
// CHECK-NEXT: "test.success_op"(%0#1, %0#0) : (i64, i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %vals = pdl_interp.apply_constraint "op_constr_return_value_range"(%root : !pdl.operation) : !pdl.range<value> -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root, %vals : !pdl.operation, !pdl.range<value>) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %vals : !pdl.range<value>) {
      %op = pdl_interp.create_operation "test.replaced"(%vals : !pdl.range<value>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_returns_value_range } {
  %a:2 = "test.producer"() : () -> (i32, i64)
  "test.success_op"(%a#1, %a#0) : (i64, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.constraint_failure_with_results} {
// CHECK-NEXT: "test.success_op"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %ty = pdl_interp.apply_constraint "op_multiple_returns_failure"(%root : !pdl.operation) : !pdl.type -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.constraint_failure_with_results } {
  "test.success_op"() : () -> ()
}
