// RUN: rtblgen %s | FileCheck %s
#define A
#ifdef A
#ifdef B
def AB;
#else
def AnotB;
#endif
#endif

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def AnotB {
// CHECK-NEXT: }
