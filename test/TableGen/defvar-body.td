// RUN: rtblgen %s | FileCheck %s
class A<int n> {
  defvar twice = !mul(n, 2);
  int t = twice;
  int u = !add(twice, 1);
}
def X : A<4>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?> {
// CHECK-NEXT:   int t = !mul(A:n, 2);
// CHECK-NEXT:   int u = !add(!mul(A:n, 2), 1);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   int t = 8;
// CHECK-NEXT:   int u = 9;
// CHECK-NEXT: }
