// RUN: rtblgen %s | FileCheck %s
class A { int x = 0; int y = 0; }
let x = 5 in def P : A;
let x = 6, y = 7 in {
  def Q : A;
  def R : A;
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 0;
// CHECK-NEXT:   int y = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P {	// A
// CHECK-NEXT:   int x = 5;
// CHECK-NEXT:   int y = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Q {	// A
// CHECK-NEXT:   int x = 6;
// CHECK-NEXT:   int y = 7;
// CHECK-NEXT: }
// CHECK-NEXT: def R {	// A
// CHECK-NEXT:   int x = 6;
// CHECK-NEXT:   int y = 7;
// CHECK-NEXT: }
