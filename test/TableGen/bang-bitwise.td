// RUN: rtblgen %s | FileCheck %s
def X { int a = !and(12, 10); int b = !or(12, 10); int c = !xor(12, 10); int d = !shl(1, 4); int e = !sra(-16, 2); int f = !srl(16, 2); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 8;
// CHECK-NEXT:   int b = 14;
// CHECK-NEXT:   int c = 6;
// CHECK-NEXT:   int d = 16;
// CHECK-NEXT:   int e = -4;
// CHECK-NEXT:   int f = 4;
// CHECK-NEXT: }
