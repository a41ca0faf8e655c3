// RUN: rtblgen %s | FileCheck %s
class Op; def ops : Op;
def X { Op a = !getdagop((ops 1)); Op b = !getdagop<Op>((ops)); string c = !getdagopname((ops:$n 1)); }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Op {
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   Op a = ops;
// CHECK-NEXT:   Op b = ops;
// CHECK-NEXT:   string c = "n";
// CHECK-NEXT: }
// CHECK-NEXT: def ops {	// Op
// CHECK-NEXT: }
