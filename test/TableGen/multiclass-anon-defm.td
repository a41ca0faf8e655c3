// RUN: rtblgen %s | FileCheck %s
class I<int v> { int V = v; }
multiclass M<int v> { def _x : I<v>; }
defm : M<1>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0_x {	// I
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT: }
