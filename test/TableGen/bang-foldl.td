// RUN: rtblgen %s | FileCheck %s
def X { int sum = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x)); string cat = !foldl("", ["a", "b"], acc, s, acc # s); list<int> rev = !foldl([]<int>, [1, 2, 3], acc, x, !listconcat([x], acc)); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int sum = 10;
// CHECK-NEXT:   string cat = "ab";
// CHECK-NEXT:   list<int> rev = [3, 2, 1];
// CHECK-NEXT: }
