// RUN: not ropt %s -test-pdl-bytecode-pass -split-input-file 2>&1 | FileCheck %s

// A native function that is not registered is an error naming it, reported before
// anything is rewritten (the IR is not printed).

// CHECK-NOT: module
// CHECK: [[@LINE+5]]:5: error: the native constraint 'no_such_constraint' is not registered
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.apply_constraint "multi_entity_constraint"(%root, %root : !pdl.operation, !pdl.operation) -> ^next, ^end
  ^next:
    pdl_interp.apply_constraint "no_such_constraint"(%root : !pdl.operation) -> ^rec, ^end
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

module @ir attributes { test.unregistered_constraint } {
  "test.other"() : () -> ()
  "test.op"() {flag} : () -> ()
}


// -----

// CHECK: [[@LINE+9]]:7: error: the native rewrite 'no_such_rewrite' is not registered
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      pdl_interp.apply_rewrite "no_such_rewrite"(%root : !pdl.operation)
      pdl_interp.finalize
    }
  }
}
module @ir {
  "test.op"() : () -> ()
}

// -----

// An op of a dialect that is not loaded: the verifier rejects it after the pass, at
// the location of the match.

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
      %op = pdl_interp.create_operation "foo.bar"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
module @ir attributes { test.unknown_dialect } {
  // CHECK: [[@LINE+2]]:3: error: 'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
  // CHECK: note: see current operation: "foo.bar"() : () -> ()
  "test.op"() : () -> ()
}
