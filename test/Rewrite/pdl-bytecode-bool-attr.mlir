// RUN: ropt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s

// A bool attribute is typed (`i1`), as MLIR's `BoolAttr` is an `IntegerAttr`: an
// `arith.constant` of one infers its result type, and `get_attribute_type` gives `i1`.

module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^pat, ^end
  ^pat:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %attr = pdl_interp.create_attribute false
      %cst = pdl_interp.create_operation "arith.constant" {"value" = %attr} -> <inferred>
      %cstResults = pdl_interp.get_results of %cst : !pdl.range<value>
      %op = pdl_interp.create_operation "test.success"(%cstResults : !pdl.range<value>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}

module @ir attributes { test.infer_from_bool } {
  "test.op"() : () -> ()
}

// -----

module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %attr = pdl_interp.get_attribute "flag" of %root
    pdl_interp.is_not_null %attr : !pdl.attribute -> ^pat1, ^end
  ^pat1:
    %type = pdl_interp.get_attribute_type of %attr
    pdl_interp.check_type %type is i1 -> ^pat2, ^end
  ^pat2:
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

module @ir attributes { test.bool_attr_type } {
  "test.op"() {flag = true} : () -> ()
  "test.op"() {flag = 1 : i32} : () -> ()
}

// CHECK-LABEL: module @ir attributes {test.infer_from_bool}
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    "test.success"(%false) : (i1) -> ()

// CHECK-LABEL: module @ir attributes {test.bool_attr_type}
// CHECK-NEXT:    "test.success"() : () -> ()
// CHECK-NEXT:    "test.op"() {flag = 1 : i32} : () -> ()
