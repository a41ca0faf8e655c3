// RUN: rtblgen %s | FileCheck %s
class A; class B : A; class C;
def b : B; def c : C;
def X { bit a = !isa<A>(b); bit x = !isa<C>(b); bit y = !isa<C>(c); bit z = !isa<int>(1); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A {
// CHECK-NEXT: }
// CHECK-NEXT: class B {	// A
// CHECK-NEXT: }
// CHECK-NEXT: class C {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit x = 0;
// CHECK-NEXT:   bit y = 1;
// CHECK-NEXT:   bit z = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def b {	// A B
// CHECK-NEXT: }
// CHECK-NEXT: def c {	// C
// CHECK-NEXT: }
