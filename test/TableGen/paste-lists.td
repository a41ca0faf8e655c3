// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = [1, 2] # [3]; list<string> b = ["a"] # ["b", "c"]; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [1, 2, 3];
// CHECK-NEXT:   list<string> b = ["a", "b", "c"];
// CHECK-NEXT: }
