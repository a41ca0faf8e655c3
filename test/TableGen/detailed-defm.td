// RUN: rtblgen --print-detailed-records %s | FileCheck %s
// Expected output from llvm-tblgen --print-detailed-records.
class N { int a = 1; }
multiclass M<int x> { def _a : N { let a = x; } }
defm P : M<3>;
foreach i = [1] in def Q # i : N;

// CHECK: DETAILED RECORDS for file {{.*}}detailed-defm.td
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Global Variables (0) --------------------
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Classes (1) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: N  |detailed-defm.td:3|
// CHECK-NEXT:   Template args: (none)
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int a = 1  |detailed-defm.td:3|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Records (2) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: P_a  |detailed-defm.td:4|
// CHECK-NEXT:   Defm sequence: |detailed-defm.td:5| |detailed-defm.td:4|
// CHECK-NEXT:   Superclasses: N
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int a = 3  |detailed-defm.td:4|
// CHECK-EMPTY:
// CHECK-NEXT: Q1  |detailed-defm.td:6|
// CHECK-NEXT:   Superclasses: N
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int a = 1  |detailed-defm.td:3|
