// RUN: rtblgen %s | FileCheck %s
def R1; def R2;
def X { bit a = !eq(R1, R1); bit b = !eq(R1, R2); bit c = !ne(R1, R2); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R1 {
// CHECK-NEXT: }
// CHECK-NEXT: def R2 {
// CHECK-NEXT: }
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 0;
// CHECK-NEXT:   bit c = 1;
// CHECK-NEXT: }
