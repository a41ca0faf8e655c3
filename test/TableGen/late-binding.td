// RUN: rtblgen %s | FileCheck %s
class A { int x = 1; int y = !add(x, 1); }
def P : A { let x = 10; }
class B : A { let x = 100; }
def Q : B;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   int y = !add(x, 1);
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT:   int x = 100;
// CHECK-NEXT:   int y = !add(x, 1);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P {	// A
// CHECK-NEXT:   int x = 10;
// CHECK-NEXT:   int y = 11;
// CHECK-NEXT: }
// CHECK-NEXT: def Q {	// A B
// CHECK-NEXT:   int x = 100;
// CHECK-NEXT:   int y = 101;
// CHECK-NEXT: }
