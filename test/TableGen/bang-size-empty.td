// RUN: rtblgen %s | FileCheck %s
def ops;
def X { int a = !size([1, 2, 3]); int b = !size("hello"); int c = !size((ops 1, 2)); bit d = !empty([]<int>); bit e = !empty("x"); bit f = !empty((ops)); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 3;
// CHECK-NEXT:   int b = 5;
// CHECK-NEXT:   int c = 2;
// CHECK-NEXT:   bit d = 1;
// CHECK-NEXT:   bit e = 0;
// CHECK-NEXT:   bit f = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def ops {
// CHECK-NEXT: }
