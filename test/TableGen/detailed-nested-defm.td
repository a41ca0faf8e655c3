// RUN: rtblgen --print-detailed-records %s | FileCheck %s
// Expected output from llvm-tblgen --print-detailed-records.
class I<int v> { int V = v; }
multiclass Inner<int v> { def _i : I<v>; }
multiclass Outer<int v> {
  defm _o : Inner<!mul(v, 2)>;
  def _d : I<v>;
}
defm T : Outer<3>;

// CHECK: DETAILED RECORDS for file {{.*}}detailed-nested-defm.td
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Global Variables (0) --------------------
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Classes (1) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: I  |detailed-nested-defm.td:3|
// CHECK-NEXT:   Template args:
// CHECK-NEXT:     int I:v = ?  |detailed-nested-defm.td:3|
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = I:v  |detailed-nested-defm.td:3|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Records (2) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: T_d  |detailed-nested-defm.td:7|
// CHECK-NEXT:   Defm sequence: |detailed-nested-defm.td:9| |detailed-nested-defm.td:7|
// CHECK-NEXT:   Superclasses: I
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 3  |detailed-nested-defm.td:3|
// CHECK-EMPTY:
// CHECK-NEXT: T_o_i  |detailed-nested-defm.td:4|
// CHECK-NEXT:   Defm sequence: |detailed-nested-defm.td:9| |detailed-nested-defm.td:6| |detailed-nested-defm.td:4|
// CHECK-NEXT:   Superclasses: I
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 6  |detailed-nested-defm.td:3|
