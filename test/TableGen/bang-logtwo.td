// RUN: rtblgen %s | FileCheck %s
def X { int a = !logtwo(1); int b = !logtwo(8); int c = !logtwo(9); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 0;
// CHECK-NEXT:   int b = 3;
// CHECK-NEXT:   int c = 3;
// CHECK-NEXT: }
