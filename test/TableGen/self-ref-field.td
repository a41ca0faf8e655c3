// RUN: rtblgen %s | FileCheck %s
def X { int a = 1; int b = !add(a, 1); int c = !mul(b, 3); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 1;
// CHECK-NEXT:   int b = 2;
// CHECK-NEXT:   int c = 6;
// CHECK-NEXT: }
