// RUN: rtblgen %s | FileCheck %s
class S<int n> { string size = !cond(!lt(n, 8) : "small", !lt(n, 64) : "medium", true : "large"); }
def A : S<2>;
def B : S<20>;
def C : S<200>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class S<int S:n = ?> {
// CHECK-NEXT:   string size = !cond(!lt(S:n, 8): "small", !lt(S:n, 64): "medium", 1: "large");
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def A {	// S
// CHECK-NEXT:   string size = "small";
// CHECK-NEXT: }
// CHECK-NEXT: def B {	// S
// CHECK-NEXT:   string size = "medium";
// CHECK-NEXT: }
// CHECK-NEXT: def C {	// S
// CHECK-NEXT:   string size = "large";
// CHECK-NEXT: }
