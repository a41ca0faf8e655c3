// RUN: rtblgen %s | FileCheck %s
foreach i = 2-4 in def R # i;
foreach j = {1, 3-5} in def S # j;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R2 {
// CHECK-NEXT: }
// CHECK-NEXT: def R3 {
// CHECK-NEXT: }
// CHECK-NEXT: def R4 {
// CHECK-NEXT: }
// CHECK-NEXT: def S1 {
// CHECK-NEXT: }
// CHECK-NEXT: def S3 {
// CHECK-NEXT: }
// CHECK-NEXT: def S4 {
// CHECK-NEXT: }
// CHECK-NEXT: def S5 {
// CHECK-NEXT: }
