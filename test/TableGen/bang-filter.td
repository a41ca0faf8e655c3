// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !filter(x, [1, 2, 3, 4, 5, 6], !eq(!and(x, 1), 0)); list<string> b = !filter(s, ["ab", "", "cd"], !not(!empty(s))); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [2, 4, 6];
// CHECK-NEXT:   list<string> b = ["ab", "cd"];
// CHECK-NEXT: }
