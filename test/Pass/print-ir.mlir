// RUN: ropt %s -allow-unregistered-dialect -cse -symbol-privatize --mlir-print-ir-after-all -o %t.out 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(cse))' --mlir-print-ir-before=cse -o %t.out 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(cse))' --mlir-print-ir-after=cse --mlir-print-ir-module-scope -mlir-disable-threading -o %t.out 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope -o %t.out 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: ropt %s -allow-unregistered-dialect -cse -symbol-privatize --mlir-print-ir-after-all --mlir-print-ir-after-change -o %t.out 2>&1 | FileCheck %s --check-prefix=CHANGE

// AFTER: // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   %0 = "test.src"() : () -> i32
// AFTER-NEXT:   "test.use"(%0) : (i32) -> ()
// AFTER-NEXT:   module @inner {
// AFTER-NEXT:     "test.op"() : () -> ()
// AFTER-NEXT:   }
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   %0 = "test.src"() : () -> i32
// AFTER-NEXT:   "test.use"(%0) : (i32) -> ()
// AFTER-NEXT:   module @inner attributes {sym_visibility = "private"} {
// AFTER-NEXT:     "test.op"() : () -> ()
// AFTER-NEXT:   }
// AFTER-NEXT: }

// NESTED: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-NEXT: module @inner {
// NESTED-NEXT:   "test.op"() : () -> ()
// NESTED-NEXT: }

// SCOPE: // -----// IR Dump After CSE (cse) ('builtin.module' operation: @inner) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   %0 = "test.src"() : () -> i32
// SCOPE-NEXT:   "test.use"(%0) : (i32) -> ()
// SCOPE-NEXT:   module @inner {
// SCOPE-NEXT:     "test.op"() : () -> ()
// SCOPE-NEXT:   }
// SCOPE-NEXT: }

// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.

// CHANGE: // -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
// CHANGE-NEXT: module {
// CHANGE-NEXT:   %0 = "test.src"() : () -> i32
// CHANGE-NEXT:   "test.use"(%0) : (i32) -> ()
// CHANGE-NEXT:   module @inner attributes {sym_visibility = "private"} {
// CHANGE-NEXT:     "test.op"() : () -> ()
// CHANGE-NEXT:   }
// CHANGE-NEXT: }
// CHANGE-NOT: IR Dump

module {
  %0 = "test.src"() : () -> i32
  "test.use"(%0) : (i32) -> ()
  module @inner {
    "test.op"() : () -> ()
  }
}

