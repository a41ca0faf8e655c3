// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// A diagnostic at a fused location gets "called from" notes for the first part of it that
// is (or names) a call site, as mlir-opt 22 prints them; the message itself stays at the
// first file position of the fused location.

// CHECK: a.mlir:3:4: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks
// CHECK-NEXT: b.mlir:5:6: note: called from
// CHECK-NEXT: a.mlir:3:4: note: see current operation:
"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(fused["x", callsite("a.mlir":3:4 at "b.mlir":5:6)])

// -----

// CHECK: a.mlir:3:4: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks
// CHECK-NEXT: b.mlir:5:6: note: called from
// CHECK-NEXT: a.mlir:3:4: note: see current operation:
"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(fused[""(callsite("a.mlir":3:4 at "b.mlir":5:6)), "x"])

// -----

// CHECK: q.mlir:1:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks
// CHECK-NEXT: b.mlir:5:6: note: called from
// CHECK-NEXT: c.mlir:1:1: note: called from
// CHECK-NEXT: q.mlir:1:1: note: see current operation:
"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc(fused["q.mlir":1:1, callsite("a.mlir":3:4 at callsite("b.mlir":5:6 at "c.mlir":1:1))])
