// RUN: rtblgen %s | FileCheck %s
class A; def present : A;
def X { bit a = !exists<A>("present"); bit b = !exists<A>("absent"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 0;
// CHECK-NEXT: }
// CHECK-NEXT: def present {	// A
// CHECK-NEXT: }
