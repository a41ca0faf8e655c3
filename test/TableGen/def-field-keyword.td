// RUN: rtblgen %s | FileCheck %s
def X { field bits<2> enc = 0b10; int plain = 1; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   field bits<2> enc = { 1, 0 };
// CHECK-NEXT:   int plain = 1;
// CHECK-NEXT: }
