// RUN: rtblgen %s | FileCheck %s
class Pair<int a, int b> { int sum = !add(a, b); }
def X { int s = Pair<1, 2>.sum; Pair p = Pair<3, 4>; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Pair<int Pair:a = ?, int Pair:b = ?> {
// CHECK-NEXT:   int sum = !add(Pair:a, Pair:b);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   int s = 3;
// CHECK-NEXT:   Pair p = anonymous_1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_0 {	// Pair
// CHECK-NEXT:   int sum = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_1 {	// Pair
// CHECK-NEXT:   int sum = 7;
// CHECK-NEXT: }
