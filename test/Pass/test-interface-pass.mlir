// RUN: ropt %s -verify-diagnostics -pass-pipeline='builtin.module(func.func(test-interface-pass))' -allow-unregistered-dialect -o /dev/null
// RUN: ropt %s -verify-diagnostics -pass-pipeline='builtin.module(any(test-interface-pass))' -allow-unregistered-dialect -o /dev/null

// The interface pass runs on functions only: the module and other ops are skipped.

// expected-remark@below {{Executing interface pass on operation}}
func.func @main() {
  return
}

// expected-remark@below {{Executing interface pass on operation}}
func.func private @decl()

"test.not_a_function"() : () -> ()
