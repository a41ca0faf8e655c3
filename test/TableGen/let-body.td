// RUN: rtblgen %s | FileCheck %s
class A { int x = 0; bits<4> b = 0; }
def P : A { let x = 3; let b{1-0} = 0b11; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 0;
// CHECK-NEXT:   bits<4> b = { 0, 0, 0, 0 };
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P {	// A
// CHECK-NEXT:   int x = 3;
// CHECK-NEXT:   bits<4> b = { 0, 0, 1, 1 };
// CHECK-NEXT: }
