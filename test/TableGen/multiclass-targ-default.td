// RUN: rtblgen %s | FileCheck %s
class I<int v, string s> { int V = v; string S = s; }
multiclass M<int v, string s = "dflt"> { def _x : I<v, s>; }
defm A : M<1>;
defm B : M<2, "given">;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?, string I:s = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT:   string S = I:s;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A_x {	// I
// CHECK-NEXT:   int V = 1;
// CHECK-NEXT:   string S = "dflt";
// CHECK-NEXT: }
// CHECK-NEXT: def B_x {	// I
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT:   string S = "given";
// CHECK-NEXT: }
