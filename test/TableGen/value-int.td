// RUN: rtblgen %s | FileCheck %s
def X { int a = 42; int b = -7; int c = 0x1F; int d = +5; int e = 0b101; int f = true; int g = false; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 42;
// CHECK-NEXT:   int b = -7;
// CHECK-NEXT:   int c = 31;
// CHECK-NEXT:   int d = 5;
// CHECK-NEXT:   int e = 5;
// CHECK-NEXT:   int f = 1;
// CHECK-NEXT:   int g = 0;
// CHECK-NEXT: }
