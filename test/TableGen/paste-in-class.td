// RUN: rtblgen %s | FileCheck %s
class A<string s, int n> { string x = s # n; string y = "lit" # s; }
def D : A<"q", 5>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<string A:s = ?, int A:n = ?> {
// CHECK-NEXT:   string x = !strconcat(A:s, !cast<string>(A:n));
// CHECK-NEXT:   string y = !strconcat("lit", A:s);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def D {	// A
// CHECK-NEXT:   string x = "q5";
// CHECK-NEXT:   string y = "litq";
// CHECK-NEXT: }
