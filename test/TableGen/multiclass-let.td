// RUN: rtblgen %s | FileCheck %s
class I { int v = 0; }
multiclass M { def _a : I; def _b : I; }
let v = 7 in defm X : M;
defm Y : M;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I {
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X_a {	// I
// CHECK-NEXT:   int v = 7;
// CHECK-NEXT: }
// CHECK-NEXT: def X_b {	// I
// CHECK-NEXT:   int v = 7;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_a {	// I
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def Y_b {	// I
// CHECK-NEXT:   int v = 0;
// CHECK-NEXT: }
