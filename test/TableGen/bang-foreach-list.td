// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !foreach(x, [1, 2, 3], !mul(x, x)); list<string> b = !foreach(s, ["a", "b"], s # "!"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [1, 4, 9];
// CHECK-NEXT:   list<string> b = ["a!", "b!"];
// CHECK-NEXT: }
