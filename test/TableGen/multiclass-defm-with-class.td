// RUN: rtblgen %s | FileCheck %s
class Tag { string tag = "t"; }
class I<int v> { int V = v; }
multiclass M<int v> { def _x : I<v>; def _y : I<!add(v, 1)>; }
defm P : M<1>, Tag;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT: }
// CHECK-NEXT: class Tag {
// CHECK-NEXT:   string tag = "t";
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def P_x {	// I Tag
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT:   string tag = "t";
// CHECK-NEXT: }
// CHECK-NEXT: def P_y {	// I Tag
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT:   string tag = "t";
// CHECK-NEXT: }
