// RUN: rtblgen %s | FileCheck %s
def X { bit a = !not(0); bit b = !not(1); int c = !and(1, !not(0)); bit d = !or(0, 0); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 0;
// CHECK-NEXT:   int c = 1;
// CHECK-NEXT:   bit d = 0;
// CHECK-NEXT: }
