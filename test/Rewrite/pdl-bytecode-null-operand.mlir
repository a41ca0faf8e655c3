// RUN: not ropt %s -test-pdl-bytecode-pass 2>&1 | FileCheck %s

// Erasing an op whose result is still used leaves a null operand: the verifier reports it and
// prints the op with the null value and its null type as mlir-opt does.

module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.src" -> ^pat, ^end
  ^pat:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}

// CHECK: [[@LINE-3]]:3: error: null operand found
// CHECK: [[@LINE-4]]:3: note: see current operation: "test.use"(<<NULL VALUE>>) : (<<NULL TYPE>>) -> ()
