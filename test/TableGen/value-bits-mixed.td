// RUN: rtblgen %s | FileCheck %s
class A<bits<2> hi> { bits<4> v = {hi, 0, 1}; }
def X : A<0b10>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<bits<2> A:hi = { ?, ? }> {
// CHECK-NEXT:   bits<4> v = { A:hi{1}, A:hi{0}, 0, 1 };
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// A
// CHECK-NEXT:   bits<4> v = { 1, 0, 0, 1 };
// CHECK-NEXT: }
