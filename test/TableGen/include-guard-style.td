// RUN: rtblgen %s | FileCheck %s
#ifndef GUARD
#define GUARD
def Once;
#endif
#ifndef GUARD
def Twice;
#endif

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def Once {
// CHECK-NEXT: }
