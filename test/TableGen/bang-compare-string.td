// RUN: rtblgen %s | FileCheck %s
def X { bit a = !eq("a", "a"); bit b = !ne("a", "b"); bit c = !lt("abc", "abd"); bit d = !gt("b", "a"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   bit a = 1;
// CHECK-NEXT:   bit b = 1;
// CHECK-NEXT:   bit c = 1;
// CHECK-NEXT:   bit d = 1;
// CHECK-NEXT: }
