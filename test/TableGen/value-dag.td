// RUN: rtblgen %s | FileCheck %s
def ops; def ins; def add;
def X {
  dag a = (ops);
  dag b = (ins 1:$a, "s":$b, ?:$c);
  dag c = (add (ops 1), $x);
  dag d = (ops:$root 1);
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   dag a = (ops);
// CHECK-NEXT:   dag b = (ins 1:$a, "s":$b, ?:$c);
// CHECK-NEXT:   dag c = (add (ops 1), ?:$x);
// CHECK-NEXT:   dag d = (ops:$root 1);
// CHECK-NEXT: }
// CHECK-NEXT: def add {
// CHECK-NEXT: }
// CHECK-NEXT: def ins {
// CHECK-NEXT: }
// CHECK-NEXT: def ops {
// CHECK-NEXT: }
