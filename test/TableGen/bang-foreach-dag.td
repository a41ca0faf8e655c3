// RUN: rtblgen %s | FileCheck %s
def ops; def a; def b; def c;
def X { dag d = !foreach(x, (ops a, b), c); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   dag d = (c c, c);
// CHECK-NEXT: }
// CHECK-NEXT: def a {
// CHECK-NEXT: }
// CHECK-NEXT: def b {
// CHECK-NEXT: }
// CHECK-NEXT: def c {
// CHECK-NEXT: }
// CHECK-NEXT: def ops {
// CHECK-NEXT: }
