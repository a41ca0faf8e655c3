// RUN: rtblgen --print-detailed-records %s | FileCheck %s
// Field locations: a `let` moves a field's location to the `let`; redeclaring an inherited
// field (same type) only sets its value and keeps the first location.
class A {
  string s = "a";
  int i = 0;
}
class B : A {
  let s = "b";
  int i = 1;
}
def X : B {
  let i = 5;
}
let s = "top" in
def Y : A;
def Z : B {
  string s = "z";
}

// CHECK: DETAILED RECORDS for file {{.*}}detailed-field-locs.td
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Global Variables (0) --------------------
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Classes (2) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: A  |detailed-field-locs.td:4|
// CHECK-NEXT:   Template args: (none)
// CHECK-NEXT:   Superclasses: (none)
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     string s = "a"  |detailed-field-locs.td:5|
// CHECK-NEXT:     int i = 0  |detailed-field-locs.td:6|
// CHECK-EMPTY:
// CHECK-NEXT: B  |detailed-field-locs.td:8|
// CHECK-NEXT:   Template args: (none)
// CHECK-NEXT:   Superclasses: A
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     string s = "b"  |detailed-field-locs.td:9|
// CHECK-NEXT:     int i = 1  |detailed-field-locs.td:6|
// CHECK-EMPTY:
// CHECK-NEXT: -------------------- Records (3) --------------------
// CHECK-EMPTY:
// CHECK-NEXT: X  |detailed-field-locs.td:12|
// CHECK-NEXT:   Superclasses: (A) B
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     string s = "b"  |detailed-field-locs.td:9|
// CHECK-NEXT:     int i = 5  |detailed-field-locs.td:13|
// CHECK-EMPTY:
// CHECK-NEXT: Y  |detailed-field-locs.td:16|
// CHECK-NEXT:   Superclasses: A
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     string s = "top"  |detailed-field-locs.td:15|
// CHECK-NEXT:     int i = 0  |detailed-field-locs.td:6|
// CHECK-EMPTY:
// CHECK-NEXT: Z  |detailed-field-locs.td:17|
// CHECK-NEXT:   Superclasses: (A) B
// CHECK-NEXT:   Fields:
// CHECK-NEXT:     string s = "z"  |detailed-field-locs.td:9|
// CHECK-NEXT:     int i = 1  |detailed-field-locs.td:6|
