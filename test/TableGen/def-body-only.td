// RUN: rtblgen %s | FileCheck %s
def X { int a = 1; bits<4> b; string c; list<int> d; dag e; code f = [{ x }]; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 1;
// CHECK-NEXT:   bits<4> b = { ?, ?, ?, ? };
// CHECK-NEXT:   string c = ?;
// CHECK-NEXT:   list<int> d = ?;
// CHECK-NEXT:   dag e = ?;
// CHECK-NEXT:   code f = [{ x }];
// CHECK-NEXT: }
