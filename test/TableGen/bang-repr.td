// RUN: rtblgen %s | FileCheck %s
class A { int x = 1; }
def R : A;
def X { string a = !repr(5); string b = !repr("s"); string c = !repr([1, 2]); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R {	// A
// CHECK-NEXT:   int x = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "5";
// CHECK-NEXT:   string b = ""s"";
// CHECK-NEXT:   string c = "[1, 2]";
// CHECK-NEXT: }
