// RUN: rtblgen %s | FileCheck %s
foreach i = !range(3) in def R # i;
foreach i = !range(5, 2, -1) in def S # i;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R0 {
// CHECK-NEXT: }
// CHECK-NEXT: def R1 {
// CHECK-NEXT: }
// CHECK-NEXT: def R2 {
// CHECK-NEXT: }
// CHECK-NEXT: def S3 {
// CHECK-NEXT: }
// CHECK-NEXT: def S4 {
// CHECK-NEXT: }
// CHECK-NEXT: def S5 {
// CHECK-NEXT: }
