// RUN: rtblgen %s | FileCheck %s
class F;
def X : F;
class F;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class F {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// F
// CHECK-NEXT: }
