// RUN: not rtblgen %s 2>&1 | FileCheck %s
// The type given to `!getdagop` must be a record type: reported at the `(` and parsing goes
// on, so the record's own error follows (as llvm-tblgen reports both).
def node;
def R {
  dag d = (node 1);
  int bad = !getdagop<int>(d);
}

// CHECK:      err-getdagop-non-record.td:7:27: error: type for !getdagop must be a record type
// CHECK-NEXT:   int bad = !getdagop<int>(d);
// CHECK-NEXT:                           ^
// CHECK-NEXT: err-getdagop-non-record.td:5:5: error: Expected type 'int', got '{}' in: !getdagop((node 1))
