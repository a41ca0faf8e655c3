// RUN: not rtblgen --no-warn-on-unused-template-args %s 2>&1 | FileCheck %s

// Each template argument of the wrong type is reported at its own value, not at the class
// reference, and all of them are reported; a value that casts (an int for bits) is fine.
class Pair<int i, bits<2> b, int j>;

def p : Pair<"x", 1, "y">;
// CHECK:      err-targ-type-each-arg.td:[[# @LINE-1]]:14: error: Value specified for template argument 'Pair:i' is of type string; expected type int: "x"
// CHECK-NEXT: def p : Pair<"x", 1, "y">;
// CHECK-NEXT:              ^
// CHECK-NEXT: err-targ-type-each-arg.td:[[# @LINE-4]]:22: error: Value specified for template argument 'Pair:j' is of type string; expected type int: "y"
// CHECK-NEXT: def p : Pair<"x", 1, "y">;
// CHECK-NEXT:                      ^
// CHECK-NOT: 'Pair:b'
