// RUN: rtblgen %s | FileCheck %s
class A<int n> { string kind = !if(!gt(n, 0), "pos", "nonpos"); int abs = !if(!lt(n, 0), !sub(0, n), n); }
def P : A<5>;
def N : A<-3>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?> {
// CHECK-NEXT:   string kind = !if(!gt(A:n, 0), "pos", "nonpos");
// CHECK-NEXT:   int abs = !if(!lt(A:n, 0), !sub(0, A:n), A:n);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def N {	// A
// CHECK-NEXT:   string kind = "nonpos";
// CHECK-NEXT:   int abs = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def P {	// A
// CHECK-NEXT:   string kind = "pos";
// CHECK-NEXT:   int abs = 5;
// CHECK-NEXT: }
