// RUN: rtblgen %s | FileCheck %s
// `!dag` with `?` for the operand list (every operand unset) or for the name list (no
// names); lists of different lengths, or both `?`, stay unfolded.
def op;
class Mk<list<int> vals, list<string> names> {
  dag no_vals = !dag(op, ?, names);
  dag no_names = !dag(op, vals, ?);
  dag both = !dag(op, vals, names);
}
def M : Mk<[4, 5], ["x", "y"]>;
def E : Mk<[], []>;
def S {
  dag mixed = !dag(op, [1, ?, 3], ["p", ?, "r"]);
}

// CHECK:      def E {	// Mk
// CHECK-NEXT:   dag no_vals = (op);
// CHECK-NEXT:   dag no_names = (op);
// CHECK-NEXT:   dag both = (op);
// CHECK-NEXT: }
// CHECK-NEXT: def M {	// Mk
// CHECK-NEXT:   dag no_vals = (op ?:$x, ?:$y);
// CHECK-NEXT:   dag no_names = (op 4, 5);
// CHECK-NEXT:   dag both = (op 4:$x, 5:$y);
// CHECK-NEXT: }
// CHECK-NEXT: def S {
// CHECK-NEXT:   dag mixed = (op 1:$p, ?, 3:$r);
// CHECK-NEXT: }
