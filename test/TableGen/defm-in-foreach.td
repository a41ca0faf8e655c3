// RUN: rtblgen %s | FileCheck %s
class I<int v> { int V = v; }
multiclass M<int v> { def _r : I<v>; }
foreach i = [1, 2] in defm D # i : M<i>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def D1_r {	// I
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def D2_r {	// I
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT: }
