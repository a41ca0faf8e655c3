// RUN: rtblgen %s | FileCheck %s
class A { int x = 1; }
def X : A { int x = 2; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   int x = 2;
// CHECK-NEXT: }
