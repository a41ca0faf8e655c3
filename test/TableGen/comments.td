// RUN: rtblgen %s | FileCheck %s
// Line comment
/* block /* nested */ comment */
def X { int a = 1; /* inline */ int b = 2; // trailing
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int a = 1;
// CHECK-NEXT:   int b = 2;
// CHECK-NEXT: }
