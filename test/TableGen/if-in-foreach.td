// RUN: rtblgen %s | FileCheck %s
foreach i = 0...4 in {
  if !eq(!and(i, 1), 0) then def Even # i;
  else def Odd # i;
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Even0 {
// CHECK-NEXT: }
// CHECK-NEXT: def Even2 {
// CHECK-NEXT: }
// CHECK-NEXT: def Even4 {
// CHECK-NEXT: }
// CHECK-NEXT: def Odd1 {
// CHECK-NEXT: }
// CHECK-NEXT: def Odd3 {
// CHECK-NEXT: }
