// RUN: rtblgen %s | FileCheck %s
def 2x { int 3y = 1; }
def a1b2;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def 2x {
// CHECK-NEXT:   int 3y = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def a1b2 {
// CHECK-NEXT: }
