// RUN: rtblgen %s | FileCheck %s
class A { int x = ?; string s = ?; }
def X : A;
def Y : A { let x = 1; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = ?;
// CHECK-NEXT:   string s = ?;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   int x = ?;
// CHECK-NEXT:   string s = ?;
// CHECK-NEXT: }
// CHECK-NEXT: def Y {	// A
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   string s = ?;
// CHECK-NEXT: }
