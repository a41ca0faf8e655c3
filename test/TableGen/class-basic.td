// RUN: rtblgen %s | FileCheck %s
// A class with fields, and defs inheriting it.
class A { int x = 1; string s = "a"; bit b; }
def D1 : A;
def D2 : A { let x = 2; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   string s = "a";
// CHECK-NEXT:   bit b = ?;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def D1 {	// A
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT:   string s = "a";
// CHECK-NEXT:   bit b = ?;
// CHECK-NEXT: }
// CHECK-NEXT: def D2 {	// A
// CHECK-NEXT:   int x = 2;
// CHECK-NEXT:   string s = "a";
// CHECK-NEXT:   bit b = ?;
// CHECK-NEXT: }
