// RUN: rtblgen %s | FileCheck %s
multiclass M {
  def NAME # _a;
  def pre_ # NAME;
  def NAME;
}
defm X : M;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT: }
// CHECK-NEXT: def X_a {
// CHECK-NEXT: }
// CHECK-NEXT: def pre_X {
// CHECK-NEXT: }
