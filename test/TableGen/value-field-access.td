// RUN: rtblgen %s | FileCheck %s
class Inner { int v = 5; string s = "in"; }
def I : Inner;
class Outer<Inner i> { int w = i.v; string t = i.s; }
def O : Outer<I>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Inner {
// CHECK-NEXT:   int v = 5;
// CHECK-NEXT:   string s = "in";
// CHECK-NEXT: }
// CHECK-NEXT: class Outer<Inner Outer:i = ?> {
// CHECK-NEXT:   int w = Outer:i.v;
// CHECK-NEXT:   string t = Outer:i.s;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def I {	// Inner
// CHECK-NEXT:   int v = 5;
// CHECK-NEXT:   string s = "in";
// CHECK-NEXT: }
// CHECK-NEXT: def O {	// Outer
// CHECK-NEXT:   int w = 5;
// CHECK-NEXT:   string t = "in";
// CHECK-NEXT: }
