// RUN: ropt %s -test-pdl-bytecode-pass -split-input-file | FileCheck %s

// Matches of equal benefit run in the order the matcher records them (not the order of
// their record_match ops), and a match runs on the op it was recorded for whatever root its
// record_match declares, as in MLIR.

module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^second, ^end
  ^first:
    pdl_interp.record_match @rewriters::@a(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^second:
    pdl_interp.record_match @rewriters::@b(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^first
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @a(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.from_a"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
    pdl_interp.func @b(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.from_b"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}

// CHECK-LABEL: module @ir {
// CHECK-NEXT:    "test.from_b"() : () -> ()

// -----

module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^second, ^end
  ^first:
    pdl_interp.record_match @rewriters::@a(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^second:
    pdl_interp.record_match @rewriters::@b(%root : !pdl.operation) : benefit(1), loc([%root]), root("foo.op") -> ^first
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @a(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.from_a"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
    pdl_interp.func @b(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.from_b"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
module @ir attributes {test.declared_root} {
  "test.op"() : () -> ()
}

// CHECK-LABEL: module @ir attributes {test.declared_root} {
// CHECK-NEXT:    "test.from_b"() : () -> ()

// -----

module @patterns {
  pdl.pattern @two_roots : benefit(1) {
    %type = type
    %op1 = operation "test.src" -> (%type : !pdl.type)
    %val1 = result 0 of %op1
    %root1 = operation "test.use_a"(%val1 : !pdl.value)
    %root2 = operation "test.use_b"(%val1 : !pdl.value)
    rewrite %root1 {
      %new = operation "test.fused"(%val1 : !pdl.value)
      erase %root1
      erase %root2
    }
  }
}
module @ir attributes {test.two_roots} {
  %0 = "test.src"() : () -> i32
  "test.use_a"(%0) : (i32) -> ()
  "test.use_b"(%0) : (i32) -> ()
}

// CHECK-LABEL: module @ir attributes {test.two_roots} {
// CHECK-NEXT:    %0 = "test.src"() : () -> i32
// CHECK-NEXT:    "test.fused"(%0) : (i32) -> ()
// CHECK-NEXT:  }
