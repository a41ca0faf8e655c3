// RUN: rtblgen %s | FileCheck %s
def X { string a = !interleave(["a", "b", "c"], ", "); string b = !interleave([1, 2, 3], "-"); string c = !interleave([]<string>, "x"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "a, b, c";
// CHECK-NEXT:   string b = "1-2-3";
// CHECK-NEXT:   string c = "";
// CHECK-NEXT: }
