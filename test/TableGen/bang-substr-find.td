// RUN: rtblgen %s | FileCheck %s
def X { string a = !substr("abcdef", 2); string b = !substr("abcdef", 1, 3); int c = !find("abcabc", "c"); int d = !find("abcabc", "c", 3); int e = !find("abc", "z"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "cdef";
// CHECK-NEXT:   string b = "bcd";
// CHECK-NEXT:   int c = 2;
// CHECK-NEXT:   int d = 5;
// CHECK-NEXT:   int e = -1;
// CHECK-NEXT: }
