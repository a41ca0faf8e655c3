// RUN: rtblgen %s | FileCheck %s
// An anonymous def inside a multiclass gets a fresh anonymous name at each instantiation.
class C<int x> { int X = x; }
multiclass M<int v> { def : C<v>; }
multiclass N<int v> { defm _n : M<v>; }
defm foo : M<1>;
defm bar : N<2>;
defm : M<3>;

// CHECK-LABEL: ------------- Defs -----------------
// CHECK-NEXT: def anonymous_0 {	// C
// CHECK-NEXT:   int X = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// C
// CHECK-NEXT:   int X = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_3 {	// C
// CHECK-NEXT:   int X = 3;
// CHECK-NEXT: }
