// RUN: rtblgen %s | FileCheck %s
class A { int x = 0; int y = 0; }
let x = 1 in {
  let y = 2 in def P : A;
  def Q : A;
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 0;
// CHECK-NEXT:   int y = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P {	// A
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   int y = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def Q {	// A
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   int y = 0;
// CHECK-NEXT: }
