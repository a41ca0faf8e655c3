// RUN: rtblgen %s | FileCheck %s
#define FEATURE
#ifdef FEATURE
def WithFeature;
#else
def WithoutFeature;
#endif
#ifndef OTHER
def NoOther;
#endif

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def NoOther {
// CHECK-NEXT: }
// CHECK-NEXT: def WithFeature {
// CHECK-NEXT: }
