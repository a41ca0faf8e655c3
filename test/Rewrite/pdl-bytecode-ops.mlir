// RUN: ropt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s

// PDL bytecode: ranges, users, loops, operand and result groups, replacement, switches.
// CHECK-LABEL: module @ir attributes {test.extract} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: "test.third"(%0) : (i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %v = pdl_interp.get_result 0 of %root
    %users = pdl_interp.get_users of %v : !pdl.value
    %second = pdl_interp.extract 1 of %users : !pdl.operation
    pdl_interp.is_not_null %second : !pdl.operation -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%second : !pdl.operation) : benefit(1), loc([%root]) -> ^end
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

module @ir attributes { test.extract } {
  %a = "test.op"() : () -> i32
  "test.first"(%a) : (i32) -> ()
  "test.second"(%a, %a) : (i32, i32) -> ()
  "test.third"(%a) : (i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.extract_types_values} {
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %1:3 = "test.op"() : () -> (i32, i64, f32)
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %vals = pdl_interp.get_results of %root : !pdl.range<value>
    %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
    %t = pdl_interp.extract 1 of %tys : !pdl.type
    pdl_interp.is_not_null %t : !pdl.type -> ^a, ^end
  ^a:
    %v = pdl_interp.extract 2 of %vals : !pdl.value
    pdl_interp.is_not_null %v : !pdl.value -> ^end, ^rec
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

module @ir attributes { test.extract_types_values } {
  "test.op"() : () -> (i32)
  "test.op"() : () -> (i32, i64)
  "test.op"() : () -> (i32, i64, f32)
}

// -----

// CHECK-LABEL: module @ir attributes {test.foreach_nested} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: %1 = "test.op"(%0) : (i32) -> i32
// CHECK-NEXT: %2 = "test.op"(%0) : (i32) -> i32
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %v = pdl_interp.get_result 0 of %root
    %users = pdl_interp.get_users of %v : !pdl.value
    pdl_interp.foreach %u : !pdl.operation in %users {
      %w = pdl_interp.get_result 0 of %u
      %users2 = pdl_interp.get_users of %w : !pdl.value
      pdl_interp.foreach %u2 : !pdl.operation in %users2 {
        pdl_interp.record_match @rewriters::@success(%u2 : !pdl.operation) : benefit(1), loc([%root]) -> ^next
      ^next:
        pdl_interp.continue
      } -> ^next
    ^next:
      pdl_interp.continue
    } -> ^end
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

module @ir attributes { test.foreach_nested } {
  %r = "test.op"() : () -> i32
  %a = "test.op"(%r) : (i32) -> (i32)
  "test.leaf"(%a) : (i32) -> (i32)
  "test.leaf"(%a) : (i32) -> (i32)
  %b = "test.op"(%r) : (i32) -> (i32)
  "test.leaf"(%b) : (i32) -> (i32)
}

// -----

// CHECK-LABEL: module @ir attributes {test.users_of_range} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %0:3 = "test.op"() : () -> (i32, i32, i32)
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_result_count of %root is at_least 2 -> ^a, ^end
  ^a:
    %vals = pdl_interp.get_results of %root : !pdl.range<value>
    %users = pdl_interp.get_users of %vals : !pdl.range<value>
    pdl_interp.foreach %u : !pdl.operation in %users {
      pdl_interp.record_match @rewriters::@success(%u : !pdl.operation) : benefit(1), loc([%root]) -> ^next
    ^next:
      pdl_interp.continue
    } -> ^end
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

module @ir attributes { test.users_of_range } {
  %p:3 = "test.op"() : () -> (i32, i32, i32)
  "test.user"(%p#0) : (i32) -> ()
  "test.user"(%p#2, %p#1) : (i32, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.defining_op} {
// CHECK-NEXT: %0 = "test.a"() : () -> i32
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.op"(%0, %0, %1) : (i32, i32, i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operand_count of %root is 3 -> ^a, ^end
  ^a:
    %x = pdl_interp.get_operand 0 of %root
    %y = pdl_interp.get_operand 2 of %root
    %dx = pdl_interp.get_defining_op of %x : !pdl.value
    %dy = pdl_interp.get_defining_op of %y : !pdl.value
    pdl_interp.are_equal %dx, %dy : !pdl.operation -> ^rec, ^end
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

module @ir attributes { test.defining_op } {
  %a = "test.a"() : () -> i32
  %b = "test.b"() : () -> i32
  "test.op"(%a, %b, %a) : (i32, i32, i32) -> ()
  "test.op"(%a, %a, %b) : (i32, i32, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.operand_groups} {
// CHECK-NEXT: %0:6 = "test.producer"() : () -> (i32, i32, i32, i32, i32, i32)
// CHECK-NEXT: "test.g0"(%0#0) : (i32) -> ()
// CHECK-NEXT: "test.g1"(%0#1, %0#2, %0#3) : (i32, i32, i32) -> ()
// CHECK-NEXT: "test.g2"(%0#4) : (i32) -> ()
// CHECK-NEXT: "test.g3"(%0#5) : (i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.attr_sized_operands" -> ^a, ^end
  ^a:
    %g0 = pdl_interp.get_operands 0 of %root : !pdl.range<value>
    %g1 = pdl_interp.get_operands 1 of %root : !pdl.range<value>
    %g2 = pdl_interp.get_operands 2 of %root : !pdl.value
    %g3 = pdl_interp.get_operands 3 of %root : !pdl.range<value>
    %bad = pdl_interp.get_operands 9 of %root : !pdl.range<value>
    pdl_interp.is_not_null %bad : !pdl.range<value> -> ^end, ^b
  ^b:
    %one = pdl_interp.get_operands 1 of %root : !pdl.value
    pdl_interp.is_not_null %one : !pdl.value -> ^end, ^rec
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root, %g0, %g1, %g2, %g3 : !pdl.operation, !pdl.range<value>, !pdl.range<value>, !pdl.value, !pdl.range<value>) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %g0 : !pdl.range<value>, %g1 : !pdl.range<value>, %g2 : !pdl.value, %g3 : !pdl.range<value>) {
      %a = pdl_interp.create_operation "test.g0"(%g0 : !pdl.range<value>)
      %b = pdl_interp.create_operation "test.g1"(%g1 : !pdl.range<value>)
      %c = pdl_interp.create_operation "test.g2"(%g2 : !pdl.value)
      %d = pdl_interp.create_operation "test.g3"(%g3 : !pdl.range<value>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.operand_groups } {
  %in:6 = "test.producer"() : () -> (i32, i32, i32, i32, i32, i32)
  "test.attr_sized_operands"(%in#0, %in#1, %in#2, %in#3, %in#4, %in#5) {operandSegmentSizes = array<i32: 1, 3, 1, 1>} : (i32, i32, i32, i32, i32, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.trailing_operands} {
// CHECK-NEXT: %0:3 = "test.producer"() : () -> (i32, i32, i32)
// CHECK-NEXT: "test.rest"(%0#1, %0#2) : (i32, i32) -> ()
// CHECK-NEXT: "test.all"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
// CHECK-NEXT: "test.op"(%0#0, %0#1) : (i32, i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^a, ^end
  ^a:
    %rest = pdl_interp.get_operands 1 of %root : !pdl.range<value>
    %all = pdl_interp.get_operands of %root : !pdl.range<value>
    %last = pdl_interp.get_operands 2 of %root : !pdl.value
    pdl_interp.is_not_null %last : !pdl.value -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@success(%root, %rest, %all : !pdl.operation, !pdl.range<value>, !pdl.range<value>) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %rest : !pdl.range<value>, %all : !pdl.range<value>) {
      %a = pdl_interp.create_operation "test.rest"(%rest : !pdl.range<value>)
      %b = pdl_interp.create_operation "test.all"(%all : !pdl.range<value>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.trailing_operands } {
  %in:3 = "test.producer"() : () -> (i32, i32, i32)
  "test.op"(%in#0, %in#1, %in#2) : (i32, i32, i32) -> ()
  "test.op"(%in#0, %in#1) : (i32, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.result_groups} {
// CHECK-NEXT: %0:2 = "test.r1"() : () -> (i32, i32)
// CHECK-NEXT: %1 = "test.r2"() : () -> i32
// CHECK-NEXT: %2:2 = "test.r3"() : () -> (i32, i32)
// CHECK-NEXT: "test.consumer"(%0#0, %0#1, %1, %2#0, %2#1) : (i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.attr_sized_results" -> ^a, ^end
  ^a:
    %g1 = pdl_interp.get_results 1 of %root : !pdl.range<value>
    %g2 = pdl_interp.get_results 2 of %root : !pdl.value
    %g3 = pdl_interp.get_results 3 of %root : !pdl.range<value>
    %all = pdl_interp.get_results of %root : !pdl.range<value>
    pdl_interp.record_match @rewriters::@success(%root, %g1, %g2, %g3, %all : !pdl.operation, !pdl.range<value>, !pdl.value, !pdl.range<value>, !pdl.range<value>) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation, %g1 : !pdl.range<value>, %g2 : !pdl.value, %g3 : !pdl.range<value>, %all : !pdl.range<value>) {
      %t1 = pdl_interp.get_value_type of %g1 : !pdl.range<type>
      %t2 = pdl_interp.get_value_type of %g2 : !pdl.type
      %t3 = pdl_interp.get_value_type of %g3 : !pdl.range<type>
      %a = pdl_interp.create_operation "test.r1" -> (%t1 : !pdl.range<type>)
      %b = pdl_interp.create_operation "test.r2" -> (%t2 : !pdl.type)
      %c = pdl_interp.create_operation "test.r3" -> (%t3 : !pdl.range<type>)
      %ra = pdl_interp.get_results of %a : !pdl.range<value>
      %rb = pdl_interp.get_result 0 of %b
      %rc = pdl_interp.get_results of %c : !pdl.range<value>
      pdl_interp.replace %root with (%ra, %rb, %rc : !pdl.range<value>, !pdl.value, !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.result_groups } {
  %r:5 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 0, 2, 1, 2>} : () -> (i32, i32, i32, i32, i32)
  "test.consumer"(%r#0, %r#1, %r#2, %r#3, %r#4) : (i32, i32, i32, i32, i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.replace} {
// CHECK-NEXT: %0 = "test.input"() : () -> i32
// CHECK-NEXT: "test.consumer"(%0) : (i32) -> ()
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
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.replace } {
  %in = "test.input"() : () -> i32
  %r = "test.op"(%in) : (i32) -> i32
  "test.consumer"(%r) : (i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.switch_attribute} {
// CHECK-NEXT: "test.op"() {v = 1 : i64} : () -> ()
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.op"() {v} : () -> ()
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %attr = pdl_interp.get_attribute "v" of %root
    pdl_interp.switch_attribute %attr to [1, "x", unit](^end, ^rec, ^end) -> ^end
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

module @ir attributes { test.switch_attribute } {
  "test.op"() {v = 1} : () -> ()
  "test.op"() {v = "x"} : () -> ()
  "test.op"() {v} : () -> ()
  "test.op"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.switch_counts} {
// CHECK-NEXT: %0 = "test.x"() : () -> i32
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %1 = "test.op"(%0) : (i32) -> i32
// CHECK-NEXT: "test.op"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operand_count of %root to dense<[0, 2]> : vector<2xi32>(^end, ^a) -> ^end
  ^a:
    pdl_interp.switch_result_count of %root to dense<[1]> : vector<1xi32>(^rec) -> ^end
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

module @ir attributes { test.switch_counts } {
  %x = "test.x"() : () -> i32
  %0 = "test.op"(%x, %x) : (i32, i32) -> i32
  %1 = "test.op"(%x) : (i32) -> i32
  "test.op"(%x, %x) : (i32, i32) -> ()
  "test.use"(%1) : (i32) -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.switch_names} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["test.a", "test.b"](^rec, ^end) -> ^end
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

module @ir attributes { test.switch_names } {
  "test.a"() : () -> ()
  "test.b"() : () -> ()
  "test.c"() : () -> ()
}

// -----

// CHECK-LABEL: module @ir attributes {test.switch_types} {
// CHECK-NEXT: "test.success"() : () -> ()
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: %1 = "test.op"() : () -> i64
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %vals = pdl_interp.get_results of %root : !pdl.range<value>
    %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
    pdl_interp.switch_types %tys to [[i32], [i64, i64]](^end, ^a) -> ^end
  ^a:
    %t = pdl_interp.extract 0 of %tys : !pdl.type
    pdl_interp.switch_type %t to [i32, i64](^end, ^rec) -> ^end
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

module @ir attributes { test.switch_types } {
  "test.op"() : () -> (i64, i64)
  "test.op"() : () -> (i32)
  "test.op"() : () -> (i64)
}

// -----

// CHECK-LABEL: module @ir attributes {test.forward_ranges} {
// CHECK-NEXT: %0 = "test.producer"() : () -> f32
// CHECK-NEXT: %1:2 = "test.success"(%0, %0) : (f32, f32) -> (i8, i16)
// CHECK-NEXT: "test.consumer"(%1#1, %1#0) : (i16, i8) -> ()
// CHECK-NEXT: }
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^rec, ^end
  ^rec:
    %ins = pdl_interp.get_operands of %root : !pdl.range<value>
    %outs = pdl_interp.get_results of %root : !pdl.range<value>
    %tys = pdl_interp.get_value_type of %outs : !pdl.range<type>
    pdl_interp.record_match @rewriters::@success(%ins, %tys, %root : !pdl.range<value>, !pdl.range<type>, !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%ins : !pdl.range<value>, %tys : !pdl.range<type>, %root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"(%ins : !pdl.range<value>) -> (%tys : !pdl.range<type>)
      %rs = pdl_interp.get_results of %op : !pdl.range<value>
      pdl_interp.replace %root with (%rs : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.forward_ranges } {
  %in = "test.producer"() : () -> f32
  %r:2 = "test.op"(%in, %in) : (f32, f32) -> (i8, i16)
  "test.consumer"(%r#1, %r#0) : (i16, i8) -> ()
}
