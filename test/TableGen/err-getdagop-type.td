// RUN: not rtblgen %s 2>&1 | FileCheck %s
// RUN: not rtblgen -DPLAIN %s 2>&1 | FileCheck --check-prefix=PLAIN %s
// `!getdagop<T>` checks the operator's type even before the operator is a def (a `!cast` in a
// multiclass), and reports at the record, with llvm-tblgen's trailing empty line.
def leaf;
class Inst<int n> { int N = n; }
class Other<int n> { int N = n; }
class Pat<dag d> { int N = !getdagop<Other>(d).N; }
#ifdef PLAIN
def i1 : Inst<1>;
def : Pat<(i1 leaf)>;
#else
multiclass Both<int n> {
  def NAME : Inst<n>;
  def : Pat<(!cast<Inst>(NAME) leaf)>;
}
#endif

// CHECK:      err-getdagop-type.td:15:3: error: Expected type 'Other', got 'Inst' in: !getdagop((!cast<Inst>(Both::NAME) leaf))
// CHECK-EMPTY:
// CHECK-NEXT:   def : Pat<(!cast<Inst>(NAME) leaf)>;
// CHECK-NEXT:   ^

// PLAIN:      err-getdagop-type.td:11:1: error: Expected type 'Other', got 'Inst' in: !getdagop((i1 leaf))
// PLAIN-EMPTY:
// PLAIN-NEXT: def : Pat<(i1 leaf)>;
// PLAIN-NEXT: ^
