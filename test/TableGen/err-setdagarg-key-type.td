// RUN: not rtblgen -DREC %s 2>&1 | FileCheck --check-prefix=REC %s
// RUN: not rtblgen -DUNSET %s 2>&1 | FileCheck --check-prefix=UNSET %s
// RUN: not rtblgen -DLIST %s 2>&1 | FileCheck --check-prefix=LIST %s
// The key of `!setdagarg`/`!setdagname` must be typed int or string when it is parsed.
class K;
def k : K;
def op;
def R {
  dag d = (op 1:$a);
#ifdef REC
  dag e = !setdagarg(d, k, 2);
#endif
#ifdef UNSET
  dag e = !setdagarg(d, ?, 2);
#endif
#ifdef LIST
  dag e = !setdagname(d, [1], "x");
#endif
}

// REC:      err-setdagarg-key-type.td:11:25: error: expected integer index or string name, got type 'K'
// REC-NEXT:   dag e = !setdagarg(d, k, 2);
// REC-NEXT:                         ^
// UNSET:    err-setdagarg-key-type.td:14:25: error: expected integer index or string name, got '?'
// LIST:     err-setdagarg-key-type.td:17:26: error: expected integer index or string name, got type 'list<int>'
