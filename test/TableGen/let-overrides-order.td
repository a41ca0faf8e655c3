// RUN: rtblgen %s | FileCheck %s
class A { int x = 1; int y = x; }
let x = 10 in def P : A;
def Q : A { let x = 20; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   int y = x;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P {	// A
// CHECK-NEXT:   int x = 10;
// CHECK-NEXT:   int y = 10;
// CHECK-NEXT: }
// CHECK-NEXT: def Q {	// A
// CHECK-NEXT:   int x = 20;
// CHECK-NEXT:   int y = 20;
// CHECK-NEXT: }
