// RUN: rtblgen %s | FileCheck %s
class A { int y = 1; }
def D : A { bit yi = !initialized(y); bit zi = !initialized(?); bit ri = !initialized(D); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int y = 1;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def D {	// A
// CHECK-NEXT:   int y = 1;
// CHECK-NEXT:   bit yi = 1;
// CHECK-NEXT:   bit zi = 0;
// CHECK-NEXT:   bit ri = 1;
// CHECK-NEXT: }
