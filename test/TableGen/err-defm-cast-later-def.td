// RUN: not rtblgen %s 2>&1 | FileCheck %s
// A `!cast` to a def its multiclass makes only later fails when the def is added, and the
// error at a record made by a defm has a note at the defm (as every record error has).
class Leaf<string s> { string tag = s; }
class Ref<Leaf l> { Leaf target = l; }
multiclass Pair<string s> {
  def _ref : Ref<!cast<Leaf>(NAME # "_leaf")>;
  def _leaf : Leaf<s>;
}
defm Q : Pair<"q">;

// CHECK:      {{.*}}err-defm-cast-later-def.td:7:7: error: Undefined reference to record: 'Q_leaf'
// CHECK-EMPTY:
// CHECK-NEXT:   def _ref : Ref<!cast<Leaf>(NAME # "_leaf")>;
// CHECK-NEXT:       ^
// CHECK-NEXT: {{.*}}err-defm-cast-later-def.td:10:10: note: instantiated from multiclass
// CHECK-NEXT: defm Q : Pair<"q">;
// CHECK-NEXT:          ^
