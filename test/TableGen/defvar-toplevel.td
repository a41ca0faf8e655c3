// RUN: rtblgen %s | FileCheck %s
defvar base = 10;
defvar names = ["a", "b"];
def X { int v = !add(base, 1); list<string> n = names; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int v = 11;
// CHECK-NEXT:   list<string> n = ["a", "b"];
// CHECK-NEXT: }
