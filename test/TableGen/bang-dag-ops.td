// RUN: rtblgen %s | FileCheck %s
def ops; def other;
def X {
  dag d = !dag(ops, [1, 2], ["a", "b"]);
  dag e = !con((ops 1), (ops 2:$x));
  dag f = !setdagop((ops 1), other);
  int g = !getdagarg<int>((ops 1:$a, 2:$b), "b");
  int h = !getdagarg<int>((ops 1:$a, 2:$b), 0);
  string i = !getdagname((ops 1:$a, 2:$b), 1);
  dag j = !setdagarg((ops 1:$a), "a", 5);
  dag k = !setdagname((ops 1:$a), 0, "z");
}

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def X {
// CHECK-NEXT:   dag d = (ops 1:$a, 2:$b);
// CHECK-NEXT:   dag e = (ops 1, 2:$x);
// CHECK-NEXT:   dag f = (other 1);
// CHECK-NEXT:   int g = 2;
// CHECK-NEXT:   int h = 1;
// CHECK-NEXT:   string i = "b";
// CHECK-NEXT:   dag j = (ops 5:$a);
// CHECK-NEXT:   dag k = (ops 1:$z);
// CHECK-NEXT: }
// CHECK-NEXT: def ops {
// CHECK-NEXT: }
// CHECK-NEXT: def other {
// CHECK-NEXT: }
