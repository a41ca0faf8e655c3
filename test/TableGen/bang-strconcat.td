// RUN: rtblgen %s | FileCheck %s
def X { string a = !strconcat("a", "b"); string b = !strconcat("x", "y", "z"); }
class A<string s> { string c = !strconcat(s, "!"); }
def Y : A<"hi">;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class A<string A:s = ?> {
// CHECK-NEXT:   string c = !strconcat(A:s, "!");
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "ab";
// CHECK-NEXT:   string b = "xyz";
// CHECK-NEXT: }
// CHECK-NEXT: def Y {	// A
// CHECK-NEXT:   string c = "hi!";
// CHECK-NEXT: }
