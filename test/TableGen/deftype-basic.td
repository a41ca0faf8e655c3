// RUN: rtblgen %s | FileCheck %s
deftype Num = int;
deftype Nums = list<Num>;
def X { Num a = 1; Nums b = [1, 2]; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 1;
// CHECK-NEXT:   list<int> b = [1, 2];
// CHECK-NEXT: }
