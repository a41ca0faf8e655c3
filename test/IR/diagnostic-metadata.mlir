// RUN: ropt %s -pass-pipeline="builtin.module(func.func(test-diagnostic-metadata))" -allow-unregistered-dialect -verify-diagnostics -o - 2>&1 | FileCheck %s

// Only ops whose `attr` is "emit_error" get the diagnostic; the others' is dropped by
// its handler. (As mlir-opt 22.)

// CHECK: Test 'f'
// CHECK: "a.other"() {attr = "do_not_emit_error"} : () -> ()
func.func @f() {
  // expected-error @+1 {{test diagnostic metadata}}
  "a.any"() {attr = "emit_error"} : () -> ()
  "a.other"() {attr = "do_not_emit_error"} : () -> ()
  "test.emit_error"() : () -> ()
  return
}
