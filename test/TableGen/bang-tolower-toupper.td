// RUN: rtblgen %s | FileCheck %s
def X { string a = !tolower("MiXeD"); string b = !toupper("MiXeD"); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "mixed";
// CHECK-NEXT:   string b = "MIXED";
// CHECK-NEXT: }
