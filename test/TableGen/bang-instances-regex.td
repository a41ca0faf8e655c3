// RUN: rtblgen %s | FileCheck %s
class K; def kab : K; def kcd : K; def zab : K;
def X { list<K> a = !instances<K>("ab$"); list<K> b = !instances<K>(); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class K {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   list<K> a = [kab, zab];
// CHECK-NEXT:   list<K> b = [kab, kcd, zab];
// CHECK-NEXT: }
// CHECK-NEXT: def kab {	// K
// CHECK-NEXT: }
// CHECK-NEXT: def kcd {	// K
// CHECK-NEXT: }
// CHECK-NEXT: def zab {	// K
// CHECK-NEXT: }
