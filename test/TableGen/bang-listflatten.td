// RUN: rtblgen %s | FileCheck %s
def X { list<int> a = !listflatten([[1, 2], [3], []<int>]); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> a = [1, 2, 3];
// CHECK-NEXT: }
