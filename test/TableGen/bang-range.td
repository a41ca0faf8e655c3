// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !range(4); list<int> b = !range(2, 5); list<int> c = !range(0, 10, 3); list<int> d = !range(["x", "y", "z"]); list<int> e = !range(5, 1, -2); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [0, 1, 2, 3];
// CHECK-NEXT:   list<int> b = [2, 3, 4];
// CHECK-NEXT:   list<int> c = [0, 3, 6, 9];
// CHECK-NEXT:   list<int> d = [0, 1, 2];
// CHECK-NEXT:   list<int> e = [5, 3];
// CHECK-NEXT: }
