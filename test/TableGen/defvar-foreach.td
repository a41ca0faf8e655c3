// RUN: rtblgen %s | FileCheck %s
foreach i = [1, 2] in {
  defvar sq = !mul(i, i);
  def Sq # i { int v = sq; }
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Sq1 {
// CHECK-NEXT:   int v = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def Sq2 {
// CHECK-NEXT:   int v = 4;
// CHECK-NEXT: }
