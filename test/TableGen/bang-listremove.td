// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !listremove([1, 2, 3, 2], [2]); list<string> b = !listremove(["a", "b"], ["c"]); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [1, 3];
// CHECK-NEXT:   list<string> b = ["a", "b"];
// CHECK-NEXT: }
