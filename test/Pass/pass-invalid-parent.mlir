// RUN: not ropt %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' 2>&1 | FileCheck %s
// RUN: ropt %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' -verify-diagnostics

// The pass adds a call of an unknown function to each function: the function itself still
// verifies, the symbol table around it does not, which the check after the nested pipeline
// reports.

// CHECK: :[[@LINE+3]]:1: error: 'test.call' op 'some_unknown_func' does not reference a valid function
// CHECK: note: see current operation: "test.call"() <{callee = @some_unknown_func}> : () -> ()
// expected-error@below {{'test.call' op 'some_unknown_func' does not reference a valid function}}
func.func @f() {
  "test.use"() : () -> ()
  return
}
