// A block moved into a function's body is reported as inserted into `func.func`, the owner
// of that body (it was "unknown op": the function's regions are the top regions of its own
// body). Expected output from mlir-opt 22, both rollback settings.
// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns=allow-pattern-rollback=1 2>&1 | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns=allow-pattern-rollback=0 2>&1 | FileCheck %s

// CHECK: notifyBlockInserted into func.func: was linked
// CHECK-NEXT: notifyOperationReplaced: test.region
// CHECK-NEXT: notifyOperationErased: test.region
// CHECK-NOT: unknown op
func.func @moved_block_parent() {
  "test.region"() ({
    ^bb0(%a: i64, %b: i16, %c: i64, %d: f32):
      "test.invalid"(%a, %c, %d) : (i64, i64, f32) -> ()
  }) : () -> ()
  return
}
