// RUN: rtblgen %s | FileCheck %s
def X { int a = !add(1, 2, 3); int b = !sub(10, 4); int c = !mul(2, 3, 4); int d = !div(17, 5); int e = !div(-7, 2); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 6;
// CHECK-NEXT:   int b = 6;
// CHECK-NEXT:   int c = 24;
// CHECK-NEXT:   int d = 3;
// CHECK-NEXT:   int e = -3;
// CHECK-NEXT: }
