// RUN: rtblgen %s | FileCheck %s
class I<int v> { int V = v; }
multiclass A<int v> { def _a : I<v>; }
multiclass B<int v> : A<v> { def _b : I<!add(v, 1)>; }
defm X : B<5>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X_a {	// I
// CHECK-NEXT:   int V = 5;
// CHECK-NEXT: }
// CHECK-NEXT: def X_b {	// I
// CHECK-NEXT:   int V = 6;
// CHECK-NEXT: }
