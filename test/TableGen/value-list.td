// RUN: rtblgen %s | FileCheck %s
def X {
  list<int> a = [];
  list<int> b = [1, 2, 3];
  list<list<int>> c = [[1], [2, 3]];
  list<string> d = ["x"];
  list<int> e = []<int>;
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [];
// CHECK-NEXT:   list<int> b = [1, 2, 3];
// CHECK-NEXT:   list<list<int>> c = {{\[\[}}1], [2, 3]];
// CHECK-NEXT:   list<string> d = ["x"];
// CHECK-NEXT:   list<int> e = [];
// CHECK-NEXT: }
