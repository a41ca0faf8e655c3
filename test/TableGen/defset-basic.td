// RUN: rtblgen %s | FileCheck %s
class T { int v; }
defset list<T> All = {
  def A : T { let v = 1; }
  def B : T { let v = 2; }
  foreach i = [3, 4] in def C # i : T { let v = i; }
}
def Summary { list<T> all = All; int n = !size(All); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class T {
// CHECK-NEXT:   int v = ?;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A {	// T
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def B {	// T
// CHECK-NEXT:   int v = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def C3 {	// T
// CHECK-NEXT:   int v = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def C4 {	// T
// CHECK-NEXT:   int v = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def Summary {
// CHECK-NEXT:   list<T> all = [A, B, C3, C4];
// CHECK-NEXT:   int n = 4;
// CHECK-NEXT: }
