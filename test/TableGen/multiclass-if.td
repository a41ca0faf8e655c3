// RUN: rtblgen %s | FileCheck %s
class I<int v> { int V = v; }
multiclass M<bit extra> {
  def _base : I<0>;
  if extra then def _extra : I<1>;
}
defm A : M<0>;
defm B : M<1>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A_base {	// I
// CHECK-NEXT:   int V = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def B_base {	// I
// CHECK-NEXT:   int V = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def B_extra {	// I
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT: }
