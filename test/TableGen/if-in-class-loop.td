// RUN: rtblgen %s | FileCheck %s
class C<int v> { int V = v; }
foreach i = [1, 2, 3] in
  if !gt(i, 1) then
    def Big # i : C<i>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:v = ?> {
// CHECK-NEXT:   int V = C:v;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Big2 {	// C
// CHECK-NEXT:   int V = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def Big3 {	// C
// CHECK-NEXT:   int V = 3;
// CHECK-NEXT: }
