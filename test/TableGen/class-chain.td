// RUN: rtblgen %s | FileCheck %s
class A<int v> { int a = v; }
class B<int w> : A<!add(w, 1)> { int b = w; }
class C : B<10> { int c = !add(a, b); }
def X : C;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:v = ?> {
// CHECK-NEXT:   int a = A:v;
// CHECK-NEXT: }
// CHECK-NEXT: class B<int B:w = ?> {	// A
// CHECK-NEXT:   int a = !add(B:w, 1);
// CHECK-NEXT:   int b = B:w;
// CHECK-NEXT: }
// CHECK-NEXT: class C {	// A B
// CHECK-NEXT:   int a = 11;
// CHECK-NEXT:   int b = 10;
// CHECK-NEXT:   int c = !add(a, b);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A B C
// CHECK-NEXT:   int a = 11;
// CHECK-NEXT:   int b = 10;
// CHECK-NEXT:   int c = 21;
// CHECK-NEXT: }
