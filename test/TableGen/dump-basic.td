// RUN: rtblgen %s | FileCheck %s
def X { int v = 1; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
