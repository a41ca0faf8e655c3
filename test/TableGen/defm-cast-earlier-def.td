// RUN: rtblgen %s | FileCheck %s
// A def of a multiclass can `!cast` the name of a def the same instantiation made before it:
// a defm's substitutions are not final, each def is resolved finally as it is added.
class Leaf<string s> { string tag = s; }
class Ref<Leaf l> { Leaf target = l; string via = l.tag; }
multiclass Pair<string s> {
  def _leaf : Leaf<s>;
  def _ref : Ref<!cast<Leaf>(NAME # "_leaf")>;
}
defm P : Pair<"p">;
defm : Pair<"anon">;

// CHECK:      ------------- Defs -----------------
// CHECK-NEXT: def P_leaf {	// Leaf
// CHECK-NEXT:   string tag = "p";
// CHECK-NEXT: }
// CHECK-NEXT: def P_ref {	// Ref
// CHECK-NEXT:   Leaf target = P_leaf;
// CHECK-NEXT:   string via = "p";
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_0_leaf {	// Leaf
// CHECK-NEXT:   string tag = "anon";
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_0_ref {	// Ref
// CHECK-NEXT:   Leaf target = anonymous_0_leaf;
// CHECK-NEXT:   string via = "anon";
// CHECK-NEXT: }
