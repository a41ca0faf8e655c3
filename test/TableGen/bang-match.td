// RUN: rtblgen %s | FileCheck %s
def X { bit a = !match("abc123", "[0-9]+"); bit b = !match("abc", "^b"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 0;
// CHECK-NEXT: }
