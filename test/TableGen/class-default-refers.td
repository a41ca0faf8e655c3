// RUN: rtblgen %s | FileCheck %s
class A<int a, int b = !mul(a, 2)> { int B = b; }
def X : A<5>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:a = ?, int A:b = !mul(A:a, 2)> {
// CHECK-NEXT:   int B = A:b;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   int B = 10;
// CHECK-NEXT: }
