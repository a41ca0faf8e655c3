// RUN: rtblgen %s | FileCheck %s
def X {
  list<int> l = [10, 20, 30, 40];
  int a = l[0];
  list<int> b = l[1...2];
  list<int> c = l[0, 3];
  list<int> d = l[2,];
  list<int> e = l[3-1];
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<int> l = [10, 20, 30, 40];
// CHECK-NEXT:   int a = 10;
// CHECK-NEXT:   list<int> b = [20, 30];
// CHECK-NEXT:   list<int> c = [10, 40];
// CHECK-NEXT:   list<int> d = [30];
// CHECK-NEXT:   list<int> e = [40, 30, 20];
// CHECK-NEXT: }
