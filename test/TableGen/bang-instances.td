// RUN: rtblgen %s | FileCheck %s
class K; def k1 : K; def k2 : K; def other;
def X { list<K> all = !instances<K>(); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class K {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<K> all = [k1, k2];
// CHECK-NEXT: }
// CHECK-NEXT: def k1 {	// K
// CHECK-NEXT: }
// CHECK-NEXT: def k2 {	// K
// CHECK-NEXT: }
// CHECK-NEXT: def other {
// CHECK-NEXT: }
