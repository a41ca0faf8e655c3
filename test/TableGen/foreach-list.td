// RUN: rtblgen %s | FileCheck %s
foreach n = ["a", "b", "c"] in def Name_ # n;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Name_a {
// CHECK-NEXT: }
// CHECK-NEXT: def Name_b {
// CHECK-NEXT: }
// CHECK-NEXT: def Name_c {
// CHECK-NEXT: }
