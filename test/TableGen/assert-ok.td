// RUN: rtblgen %s | FileCheck %s
class A<int n> { assert !gt(n, 0), "n must be positive"; int v = n; }
def X : A<3>;
assert !eq(1, 1), "top-level ok";

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?> {
// CHECK-NEXT:   int v = A:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   int v = 3;
// CHECK-NEXT: }
