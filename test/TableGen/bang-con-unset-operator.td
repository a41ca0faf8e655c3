// RUN: rtblgen %s | FileCheck %s
// RUN: not rtblgen -DMISMATCH %s 2>&1 | FileCheck %s --check-prefix=MISMATCH

// !con takes the operator of the side whose operator is set; both unset stay unset.
def op;
def otherop;

class Join<dag l, dag r> { dag j = !con(l, r); }

// CHECK-LABEL: def fromClass {
// CHECK-NEXT:    dag j = (otherop 3, "s":$x);
def fromClass : Join<(? 3), (otherop "s":$x)>;

// CHECK-LABEL: def test {
// CHECK-NEXT:    dag left = (op 1, 2);
// CHECK-NEXT:    dag right = (op 1, 2);
// CHECK-NEXT:    dag both = (? 1, 2);
// CHECK-NEXT:    dag named = (op:$n 1, 2);
// CHECK-NEXT:    dag three = (op 1, 2, 3);
def test {
  dag left = !con((? 1), (op 2));
  dag right = !con((op 1), (? 2));
  dag both = !con((? 1), (? 2));
  dag named = !con((?:$n 1), (op 2));
  dag three = !con((? 1), (? 2), (op 3));
#ifdef MISMATCH
  dag bad = !con((op 1), (? 2), (otherop 3));
#endif
}

// MISMATCH: error: Concatenated Dag operators do not match: '(op 1)' vs. '(otherop 2, 3)'
