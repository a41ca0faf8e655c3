// RUN: rtblgen %s | FileCheck %s
class A<int n, string s> {
  int a = !add(n, 1);
  string b = s # "x" # n;
  list<int> c = [n, !mul(n, 2)];
  bits<2> d = n;
  bit e = !eq(s, "y");
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<int A:n = ?, string A:s = ?> {
// CHECK-NEXT:   int a = !add(A:n, 1);
// CHECK-NEXT:   string b = !strconcat(A:s, !strconcat("x", !cast<string>(A:n)));
// CHECK-NEXT:   list<int> c = [A:n, !mul(A:n, 2)];
// CHECK-NEXT:   bits<2> d = { !cast<bits<2>>(A:n){1}, !cast<bits<2>>(A:n){0} };
// CHECK-NEXT:   bit e = !eq(A:s, "y");
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
