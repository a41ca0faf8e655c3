// RUN: rtblgen --print-detailed-records %s | FileCheck %s
// Expected output from llvm-tblgen --print-detailed-records.
defvar g = 3;
defvar h = "x";
class A<int v> { int V = v; }
let V = 2 in { def X : A<1>; }
def Y : A<4> { let V = 5; }

// CHECK: DETAILED RECORDS for file {{.*}}detailed-basic.td
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Global Variables (2) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: g = 3
// CHECK-NEXT: h = "x"
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Classes (1) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: A  |detailed-basic.td:5|
// CHECK-NEXT:   Template args:
// CHECK-NEXT:     int A:v = ?  |detailed-basic.td:5|
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = A:v  |detailed-basic.td:5|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Records (2) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: X  |detailed-basic.td:6|
// CHECK-NEXT:   Superclasses: A
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 2  |detailed-basic.td:6|
// CHECK-EMPTY:
// CHECK-NEXT: Y  |detailed-basic.td:7|
// CHECK-NEXT:   Superclasses: A
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int V = 5  |detailed-basic.td:7|
