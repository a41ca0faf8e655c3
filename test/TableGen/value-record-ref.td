// RUN: rtblgen %s | FileCheck %s
class T { int v = 1; }
def A : T;
def B { T ref = A; int v = A.v; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class T {
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A {	// T
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def B {
// CHECK-NEXT:   T ref = A;
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
