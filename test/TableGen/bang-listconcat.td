// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !listconcat([1], [2, 3], [4]); list<string> b = !listconcat(["a"], []<string>); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [1, 2, 3, 4];
// CHECK-NEXT:   list<string> b = ["a"];
// CHECK-NEXT: }
