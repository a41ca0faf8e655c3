// RUN: ropt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s

// PDL bytecode: native rewrites, benefits, checks and op creation.
// CHECK-LABEL: module @ir attributes {test.rewrite_native_void} {
// CHECK-NEXT: %0 = "test.input"() : () -> i32
// CHECK-NEXT: "test.success"(%0) : (i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %v = pdl_interp.get_operand 0 of %root
      pdl_interp.apply_rewrite "rewriter"(%root, %v : !pdl.operation, !pdl.value)
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.rewrite_native_void } {
  %in = "test.input"() : () -> i32
  "test.op"(%in) : (i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.rewrite_native_creator} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %op = pdl_interp.apply_rewrite "creator"(%root : !pdl.operation) : !pdl.operation
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.rewrite_native_creator } {
  "test.op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.rewrite_native_ranges} {
// CHECK-NEXT: %0 = "test.producer"() : () -> i64
// CHECK-NEXT: %1 = "test.replaced"(%0) : (i64) -> i64
// CHECK-NEXT: "test.consumer"(%0) : (i64) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %vals, %tys = pdl_interp.apply_rewrite "var_creator"(%root : !pdl.operation) : !pdl.range<value>, !pdl.range<type>
      %op = pdl_interp.create_operation "test.replaced"(%vals : !pdl.range<value>) -> (%tys : !pdl.range<type>)
      pdl_interp.replace %root with (%vals : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.rewrite_native_ranges } {
  %p = "test.producer"() : () -> i64
  %r = "test.op"(%p) : (i64) -> i64
  "test.consumer"(%r) : (i64) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.rewrite_native_attr_type} {
// CHECK-NEXT: %0 = "test.replaced"() {label = "test.str"} : () -> f32
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %a = pdl_interp.apply_rewrite "str_creator" : !pdl.attribute
      %t = pdl_interp.apply_rewrite "type_creator" : !pdl.type
      %op = pdl_interp.create_operation "test.replaced" {"label" = %a} -> (%t : !pdl.type)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.rewrite_native_attr_type } {
  "test.op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.are_equal_types} {
// CHECK-NEXT: %0 = "test.keep"() : () -> i64
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %want = pdl_interp.create_types [i64, i32]
    %vals = pdl_interp.get_results of %root : !pdl.range<value>
    %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
    pdl_interp.are_equal %tys, %want : !pdl.range<type> -> ^rec, ^end
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

module @ir attributes { test.are_equal_types } {
  "test.keep"() : () -> (i64)
  "test.op"() : () -> (i64, i32)
}

// -----

// CHECK-LABEL: module @ir attributes {test.branch_and_benefit} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^a, ^end
  ^a:
    pdl_interp.branch ^b
  ^b:
    pdl_interp.record_match @rewriters::@low(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^c
  ^c:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(3), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @low(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.low"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
    pdl_interp.func @success(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.branch_and_benefit } {
  "test.op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.checks} {
// CHECK-NEXT: %0 = "test.x"() : () -> i8
// CHECK-NEXT: %1 = "test.op"(%0) {v = 7 : i16} : (i8) -> i8
// CHECK-NEXT: %2 = "test.op"(%0, %0) {v = 7 : i32} : (i8, i8) -> i8
// CHECK-NEXT: %3 = "test.op"(%0, %0) {v = 7 : i16} : (i8, i8) -> i16
// CHECK-NEXT: "test.op"(%0, %0) {v = 7 : i16} : (i8, i8) -> ()
// CHECK-NEXT: "test.use"(%1, %2, %3) : (i8, i8, i16) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %attr = pdl_interp.get_attribute "v" of %root
    pdl_interp.is_not_null %attr : !pdl.attribute -> ^a, ^end
  ^a:
    pdl_interp.check_attribute %attr is 7 : i16 -> ^b, ^end
  ^b:
    %t = pdl_interp.get_attribute_type of %attr
    pdl_interp.check_type %t is i16 -> ^c, ^end
  ^c:
    pdl_interp.check_operand_count of %root is at_least 1 -> ^d, ^end
  ^d:
    pdl_interp.check_operand_count of %root is 2 -> ^e, ^end
  ^e:
    pdl_interp.check_result_count of %root is 1 -> ^f, ^end
  ^f:
    %vals = pdl_interp.get_results of %root : !pdl.range<value>
    %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
    pdl_interp.check_types %tys are [i8] -> ^rec, ^end
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

module @ir attributes { test.checks } {
  %x = "test.x"() : () -> i8
  %0 = "test.op"(%x) {v = 7 : i16} : (i8) -> i8
  %1 = "test.op"(%x, %x) {v = 7 : i32} : (i8, i8) -> i8
  %2 = "test.op"(%x, %x) {v = 7 : i16} : (i8, i8) -> i16
  "test.op"(%x, %x) {v = 7 : i16} : (i8, i8) -> ()
  "test.use"(%0, %1, %2) : (i8, i8, i16) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.create_inferred} {
// CHECK-NEXT: %c5_i16 = arith.constant 5 : i16
// CHECK-NEXT: "test.success"(%c5_i16) : (i16) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %attr = pdl_interp.create_attribute 5 : i16
      %cst = pdl_interp.create_operation "arith.constant" {"value" = %attr} -> <inferred>
      %res = pdl_interp.get_results of %cst : !pdl.range<value>
      %op = pdl_interp.create_operation "test.success"(%res : !pdl.range<value>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.create_inferred } {
  %r:2 = "test.op"() : () -> (i64, i64)
}

// -----

// CHECK-LABEL: module @ir attributes {test.create_range} {
// CHECK-NEXT: %0:2 = "test.input"() : () -> (i32, i64)
// CHECK-NEXT: %1:3 = "test.success"(%0#0, %0#1, %0#0, %0#0) : (i32, i64, i32, i32) -> (i64, i32, i32)
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operand_count of %root is 2 -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %first = pdl_interp.get_operand 1 of %root
      %all = pdl_interp.get_operands of %root : !pdl.range<value>
      %vals = pdl_interp.create_range %first, %all, %first : !pdl.value, !pdl.range<value>, !pdl.value
      %t = pdl_interp.get_value_type of %first : !pdl.type
      %ts = pdl_interp.get_value_type of %all : !pdl.range<type>
      %tys = pdl_interp.create_range %ts, %t : !pdl.range<type>, !pdl.type
      %op = pdl_interp.create_operation "test.success"(%vals : !pdl.range<value>) -> (%tys : !pdl.range<type>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.create_range } {
  %v:2 = "test.input"() : () -> (i32, i64)
  "test.op"(%v#1, %v#0) : (i64, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.create_type} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.op"() {v = 1.000000e+00 : f64} : () -> ()
// CHECK-NEXT: "test.op"() {v = "s"} : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %attr = pdl_interp.get_attribute "v" of %root
    pdl_interp.is_not_null %attr : !pdl.attribute -> ^a, ^end
  ^a:
    %want = pdl_interp.create_type f32
    %t = pdl_interp.get_attribute_type of %attr
    pdl_interp.are_equal %t, %want : !pdl.type -> ^rec, ^end
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

module @ir attributes { test.create_type } {
  "test.op"() {v = 1.0 : f32} : () -> ()
  "test.op"() {v = 1.0 : f64} : () -> ()
  "test.op"() {v = "s"} : () -> ()
}
