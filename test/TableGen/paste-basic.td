// RUN: rtblgen %s | FileCheck %s
defvar p = "pre";
def X { string a = p # "_" # 3; string b = "x" # p; string c = "a" # "b" # "c"; }
def p # _suffix;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "pre_3";
// CHECK-NEXT:   string b = "xp";
// CHECK-NEXT:   string c = "abc";
// CHECK-NEXT: }
// CHECK-NEXT: def p_suffix {
// CHECK-NEXT: }
