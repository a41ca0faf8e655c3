// RUN: rtblgen %s | FileCheck %s
class A<int n> { int v = !if(!eq(n, 0), 0, !add(n, !mul(n, 2))); list<int> l = !foreach(i, !range(n), !mul(i, n)); }
def Z : A<0>;
def T : A<3>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?> {
// CHECK-NEXT:   int v = !if(!eq(A:n, 0), 0, !add(A:n, !mul(A:n, 2)));
// CHECK-NEXT:   list<int> l = !foreach(i, !range(0, A:n, 1), !mul(i, A:n));
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def T {	// A
// CHECK-NEXT:   int v = 9;
// CHECK-NEXT:   list<int> l = [0, 3, 6];
// CHECK-NEXT: }
// CHECK-NEXT: def Z {	// A
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT:   list<int> l = [];
// CHECK-NEXT: }
