// RUN: rtblgen %s | FileCheck %s
multiclass M<list<string> names> {
  foreach n = names in def _ # n;
}
defm A : M<["x", "y"]>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A_x {
// CHECK-NEXT: }
// CHECK-NEXT: def A_y {
// CHECK-NEXT: }
