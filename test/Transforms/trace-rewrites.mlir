// RUN: ropt -allow-unregistered-dialect -canonicalize --trace-rewrites %s 2>/dev/null | FileCheck %s
// RUN: ropt -allow-unregistered-dialect -canonicalize --trace-rewrites=json --check-pattern-contracts %s 2>/dev/null | FileCheck %s
// RUN: not ropt --trace-rewrites=yaml %s 2>&1 | FileCheck %s --check-prefix=BAD
// ropt-only flags: tracing and contract checking never change the IR printed on stdout
// (expected output from mlir-opt -canonicalize). The trace format itself is unit-tested in
// compiler/rewrite; no registered op has patterns yet to trace here.

// CHECK-LABEL: "test.f"
// CHECK:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "test.ret"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// BAD: ropt: for the --trace-rewrites option: Cannot find option named 'yaml'!
"test.f"() ({
^bb0(%a: i1):
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.ret"() : () -> ()
^bb2:
  "test.ret"() : () -> ()
}) : () -> ()
