// RUN: rtblgen %s | FileCheck %s
class Enc<bits<4> e> { bits<4> E = e; int asInt = !cast<int>(e); }
def X : Enc<0b0110>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Enc<bits<4> Enc:e = { ?, ?, ?, ? }> {
// CHECK-NEXT:   bits<4> E = { Enc:e{3}, Enc:e{2}, Enc:e{1}, Enc:e{0} };
// CHECK-NEXT:   int asInt = !cast<int>(Enc:e);
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {	// Enc
// CHECK-NEXT:   bits<4> E = { 0, 1, 1, 0 };
// CHECK-NEXT:   int asInt = 6;
// CHECK-NEXT: }
