// RUN: rtblgen %s | FileCheck %s
def X { bit a = !eq(1, 1); bit b = !ne(1, 2); bit c = !lt(1, 2); bit d = !le(2, 2); bit e = !gt(3, 2); bit f = !ge(1, 2); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 1;
// CHECK-NEXT:   bit c = 1;
// CHECK-NEXT:   bit d = 1;
// CHECK-NEXT:   bit e = 1;
// CHECK-NEXT:   bit f = 0;
// CHECK-NEXT: }
