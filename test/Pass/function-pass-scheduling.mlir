// RUN: not ropt %s -pass-pipeline='builtin.module(test-interface-pass)' 2>&1 | FileCheck %s --check-prefix=ANCHORED
// RUN: not ropt %s -test-interface-pass 2>&1 | FileCheck %s --check-prefix=ANCHORED
// RUN: not ropt %s -pass-pipeline='any(test-interface-pass)' 2>&1 | FileCheck %s --check-prefix=ANY
// RUN: ropt %s -pass-pipeline='builtin.module(any(test-interface-pass))' 2>&1 | FileCheck %s --check-prefix=NESTED

// A pass on function ops (MLIR's InterfacePass<FunctionOpInterface>) cannot be scheduled in
// a pipeline anchored on another op; an op-agnostic pipeline fails on an op that is not a
// function when it runs on it, and skips such ops when it is nested.

// ANCHORED: <unknown>:0: error: unable to schedule pass '(anonymous namespace)::TestInterfacePass' on a PassManager intended to run on 'builtin.module'!
// ANCHORED-NOT: remark

// ANY: function-pass-scheduling.mlir:0:0: error: 'builtin.module' op trying to schedule pass '(anonymous namespace)::TestInterfacePass' on an unsupported operation
// ANY-NEXT: function-pass-scheduling.mlir:0:0: note: see current operation:
// ANY-NEXT: "builtin.module"() ({
// ANY-NOT: remark

// NESTED: function-pass-scheduling.mlir:[[# @LINE + 3]]:1: remark: Executing interface pass on operation
// NESTED-NOT: remark
// NESTED: module @inner
func.func @f() {
  return
}

module @inner {
}
