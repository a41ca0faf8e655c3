// RUN: rtblgen %s | FileCheck %s
class I<int v> { int V = v; }
multiclass Inner<int v> { def _i : I<v>; }
multiclass Outer<int v> {
  defm _o : Inner<!mul(v, 2)>;
  def _d : I<v>;
}
defm T : Outer<3>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class I<int I:v = ?> {
// CHECK-NEXT:   int V = I:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def T_d {	// I
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def T_o_i {	// I
// CHECK-NEXT:   int V = 6;
// CHECK-NEXT: }
