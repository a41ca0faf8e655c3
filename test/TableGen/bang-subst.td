// RUN: rtblgen %s | FileCheck %s
def X { string a = !subst("foo", "bar", "foofoo"); string b = !subst("$x", "1", "$x + $x"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "barbar";
// CHECK-NEXT:   string b = "1 + 1";
// CHECK-NEXT: }
