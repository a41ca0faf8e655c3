// RUN: rtblgen %s | FileCheck %s
class T<int n> { int N = n; }
def a : T<1>; def b : T<2>;
def X { list<T> l = [a, b]; list<int> ns = !foreach(t, l, t.N); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class T<int T:n = ?> {
// CHECK-NEXT:   int N = T:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<T> l = [a, b];
// CHECK-NEXT:   list<int> ns = [1, 2];
// CHECK-NEXT: }
// CHECK-NEXT: def a {	// T
// CHECK-NEXT:   int N = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// T
// CHECK-NEXT:   int N = 2;
// CHECK-NEXT: }
