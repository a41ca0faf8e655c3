// RUN: rtblgen %s | FileCheck %s
def X { int a = !head([5, 6, 7]); list<int> b = !tail([5, 6, 7]); list<int> c = !tail([1]); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 5;
// CHECK-NEXT:   list<int> b = [6, 7];
// CHECK-NEXT:   list<int> c = [];
// CHECK-NEXT: }
