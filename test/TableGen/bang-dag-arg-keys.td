// RUN: rtblgen %s | FileCheck %s
// RUN: not rtblgen -DNEG %s 2>&1 | FileCheck --check-prefix=NEG %s
// RUN: not rtblgen -DPAST %s 2>&1 | FileCheck --check-prefix=PAST %s
// RUN: not rtblgen -DKEY %s 2>&1 | FileCheck --check-prefix=KEY %s
// RUN: not rtblgen -DSETPAST %s 2>&1 | FileCheck --check-prefix=SETPAST %s
// RUN: not rtblgen -DNAMEKEY %s 2>&1 | FileCheck --check-prefix=NAMEKEY %s
// `!getdagarg` of an argument of another type is `?`; a key naming no argument is an error at
// the record, worded as llvm-tblgen words it.
class Kind;
class Other;
def k1 : Kind;
def o1 : Other;
def node;
def R {
  dag d = (node 7:$n, "s":$t, k1:$u);
  int asInt = !getdagarg<int>(d, "n");
  int strAsInt = !getdagarg<int>(d, 1);
  Kind asKind = !getdagarg<Kind>(d, "u");
  Other kindAsOther = !getdagarg<Other>(d, 2);
#ifdef NEG
  int neg = !getdagarg<int>(d, -2);
#endif
#ifdef PAST
  int past = !getdagarg<int>(d, 3);
#endif
#ifdef KEY
  int key = !getdagarg<int>(d, "zz");
#endif
#ifdef SETPAST
  dag setpast = !setdagarg(d, 5, 1);
#endif
#ifdef NAMEKEY
  dag namekey = !setdagname(d, "q", "r");
#endif
}

// CHECK:      def R {
// CHECK-NEXT:   dag d = (node 7:$n, "s":$t, k1:$u);
// CHECK-NEXT:   int asInt = 7;
// CHECK-NEXT:   int strAsInt = ?;
// CHECK-NEXT:   Kind asKind = k1;
// CHECK-NEXT:   Other kindAsOther = ?;
// CHECK-NEXT: }

// NEG: bang-dag-arg-keys.td:14:5: error: !getdagarg index -2 is negative
// PAST: bang-dag-arg-keys.td:14:5: error: !getdagarg index 3 is out of range (dag has 3 arguments)
// KEY: bang-dag-arg-keys.td:14:5: error: !getdagarg key 'zz' is not found
// SETPAST: bang-dag-arg-keys.td:14:5: error: !setdagarg index 5 is out of range (dag has 3 arguments)
// NAMEKEY: bang-dag-arg-keys.td:14:5: error: !setdagname key 'q' is not found
