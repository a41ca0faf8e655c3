// RUN: rtblgen %s | FileCheck %s
class T; def R : T;
def X { string a = !cast<string>(42); string b = !cast<string>(R); T c = !cast<T>("R"); int d = !cast<int>(0b11); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class T {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def R {	// T
// CHECK-NEXT: }
// CHECK-NEXT: def X {
// CHECK-NEXT:   string a = "42";
// CHECK-NEXT:   string b = "R";
// CHECK-NEXT:   T c = R;
// CHECK-NEXT:   int d = 3;
// CHECK-NEXT: }
