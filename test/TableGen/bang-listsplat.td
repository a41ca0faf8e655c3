// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !listsplat(7, 3); list<string> b = !listsplat("x", 2); list<int> c = !listsplat(1, 0); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [7, 7, 7];
// CHECK-NEXT:   list<string> b = ["x", "x"];
// CHECK-NEXT:   list<int> c = [];
// CHECK-NEXT: }
