// RUN: not rtblgen --no-warn-on-unused-template-args -DDEF %s 2>&1 | FileCheck %s --check-prefix=DEF
// RUN: not rtblgen --no-warn-on-unused-template-args -DDEFM %s 2>&1 | FileCheck %s --check-prefix=DEFM
// RUN: not rtblgen --no-warn-on-unused-template-args -DVALUE %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not rtblgen --no-warn-on-unused-template-args -DDECL %s 2>&1 | FileCheck %s --check-prefix=DECL

class Two<int a, string b>;
multiclass MTwo<int a, string b> { def _x; }

#ifdef DEF
def d : Two<1 "one">;
// DEF: err-targ-missing-comma.td:[[@LINE-1]]:15: error: Expected comma before next argument
// DEF-NEXT: def d : Two<1 "one">;
// DEF-NEXT:               ^
#endif

#ifdef DEFM
defm m : MTwo<2 x>;
// DEFM: err-targ-missing-comma.td:[[@LINE-1]]:17: error: Expected comma before next argument
#endif

#ifdef VALUE
def v { int i = Two<1, "s" 3>.a; }
// VALUE: err-targ-missing-comma.td:[[@LINE-1]]:28: error: Expected comma before next argument
#endif

#ifdef DECL
class Bad<int a int b>;
// DECL: err-targ-missing-comma.td:[[@LINE-1]]:17: error: expected '>' at end of template argument list
#endif
