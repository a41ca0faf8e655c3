// RUN: rtblgen %s | FileCheck %s
foreach i = [0, 1] in
  foreach j = ["x", "y"] in
    def D_ # i # _ # j { string k = i # j; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def D_0_x {
// CHECK-NEXT:   string k = "0x";
// CHECK-NEXT: }
// CHECK-NEXT: def D_0_y {
// CHECK-NEXT:   string k = "0y";
// CHECK-NEXT: }
// CHECK-NEXT: def D_1_x {
// CHECK-NEXT:   string k = "1x";
// CHECK-NEXT: }
// CHECK-NEXT: def D_1_y {
// CHECK-NEXT:   string k = "1y";
// CHECK-NEXT: }
