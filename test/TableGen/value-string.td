// RUN: rtblgen %s | FileCheck %s
def X { string a = "hello"; string b = "tab\there"; string c = "quote\"q"; string d = "a" "b"; code e = [{ multi
line }]; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "hello";
// CHECK-NEXT:   string b = "tab	here";
// CHECK-NEXT:   string c = "quote"q";
// CHECK-NEXT:   string d = "ab";
// CHECK-NEXT:   code e = [{ multi
// CHECK-NEXT: line }];
// CHECK-NEXT: }
