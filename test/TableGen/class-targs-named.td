// RUN: rtblgen %s | FileCheck %s
class A<int a, int b = 2, int c = 3> { list<int> l = [a, b, c]; }
def X : A<1, c = 9>;
def Y : A<b = 5, a = 7>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:a = ?, int A:b = 2, int A:c = 3> {
// CHECK-NEXT:   list<int> l = [A:a, A:b, A:c];
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   list<int> l = [1, 2, 9];
// CHECK-NEXT: }
// CHECK-NEXT: def Y {	// A
// CHECK-NEXT:   list<int> l = [7, 5, 3];
// CHECK-NEXT: }
