// RUN: rtblgen --print-enums --class=C %s | FileCheck %s
// RUN: rtblgen -print-enums -class=D %s | FileCheck %s --check-prefix=EMPTY
// RUN: not rtblgen --print-enums --class=Nope %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not rtblgen --print-enums %s 2>&1 | FileCheck %s --check-prefix=NONE
// The defs of a class in llvm-tblgen's record order: digit runs compare as numbers.

class C;
class D;
def x10 : C; def x9 : C; def x1 : C; def X2 : C; def x01 : C; def y : C;
multiclass M { def _m : C; }
defm z : M;
def notC;

// CHECK: {{^}}X2, x1, x9, x01, x10, y, z_m, {{$}}
// EMPTY: {{^$}}
// ERR: {{^}}error: The class 'Nope' is not defined
// NONE: {{^}}error: The class '' is not defined
