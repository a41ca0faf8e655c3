// RUN: rtblgen %s | FileCheck %s
class A<int v> { int V = v; }
def : A<1>;
def : A<2>;
def named : A<3>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:v = ?> {
// CHECK-NEXT:   int V = A:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// A
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// A
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def named {	// A
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT: }
