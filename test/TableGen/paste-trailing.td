// RUN: rtblgen %s | FileCheck %s
def A# { string s = "x" #; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A {
// CHECK-NEXT:   string s = "x";
// CHECK-NEXT: }
