// RUN: rtblgen %s | FileCheck %s
def X { string nl = "a\nb"; string bs = "back\\slash"; string sq = "it\'s"; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string nl = "a
// CHECK-NEXT: b";
// CHECK-NEXT:   string bs = "back\slash";
// CHECK-NEXT:   string sq = "it's";
// CHECK-NEXT: }
