// RUN: rtblgen %s | FileCheck %s
foreach i = 0...3 in def R # i { int v = i; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R0 {
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def R1 {
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def R2 {
// CHECK-NEXT:   int v = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def R3 {
// CHECK-NEXT:   int v = 3;
// CHECK-NEXT: }
