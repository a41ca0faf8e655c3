// RUN: rtblgen %s | FileCheck %s
class A<int n, string s = "d"> { int N = n; string S = s; }
def X : A<3>;
def Y : A<4, "e">;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?, string A:s = "d"> {
// CHECK-NEXT:   int N = A:n;
// CHECK-NEXT:   string S = A:s;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   int N = 3;
// CHECK-NEXT:   string S = "d";
// CHECK-NEXT: }
// CHECK-NEXT: def Y {	// A
// CHECK-NEXT:   int N = 4;
// CHECK-NEXT:   string S = "e";
// CHECK-NEXT: }
