// RUN: rtblgen --print-detailed-records %s | FileCheck %s
// Expected output from llvm-tblgen --print-detailed-records.
class T { int v; }
defset list<T> All = {
  def A : T { let v = 1; }
  def B : T { let v = 2; }
  foreach i = [3, 4] in def C # i : T { let v = i; }
}
def Summary { list<T> all = All; int n = !size(All); }

// CHECK: DETAILED RECORDS for file {{.*}}detailed-defset.td
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Global Variables (1) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: All = [A, B, C3, C4]
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Classes (1) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: T  |detailed-defset.td:3|
// CHECK-NEXT:   Template args: (none)
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int v = ?  |detailed-defset.td:3|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Records (5) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: A  |detailed-defset.td:5|
// CHECK-NEXT:   Superclasses: T
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int v = 1  |detailed-defset.td:5|
// CHECK-EMPTY:
// CHECK-NEXT: B  |detailed-defset.td:6|
// CHECK-NEXT:   Superclasses: T
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int v = 2  |detailed-defset.td:6|
// CHECK-EMPTY:
// CHECK-NEXT: C3  |detailed-defset.td:7|
// CHECK-NEXT:   Superclasses: T
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int v = 3  |detailed-defset.td:7|
// CHECK-EMPTY:
// CHECK-NEXT: C4  |detailed-defset.td:7|
// CHECK-NEXT:   Superclasses: T
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     int v = 4  |detailed-defset.td:7|
// CHECK-EMPTY:
// CHECK-NEXT: Summary  |detailed-defset.td:9|
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     list<T> all = [A, B, C3, C4]  |detailed-defset.td:9|
// CHECK-NEXT:     int n = 4  |detailed-defset.td:9|
