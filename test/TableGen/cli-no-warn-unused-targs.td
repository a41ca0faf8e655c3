// RUN: rtblgen %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: rtblgen --no-warn-on-unused-template-args %s 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: rtblgen -no-warn-on-unused-template-args %s 2>&1 | FileCheck %s --check-prefix=QUIET

// WARN: cli-no-warn-unused-targs.td:[[@LINE+2]]:20: warning: unused template argument: C:y
// QUIET-NOT: warning
class C<int x, int y> { int X = x; }
// WARN: cli-no-warn-unused-targs.td:[[@LINE+1]]:18: warning: unused template argument: M::u
multiclass M<int u> { def _d : C<1, 2>; }
// WARN: ------------- Classes -----------------
// QUIET: ------------- Classes -----------------
def A : C<1, 2>;
defm B : M<3>;
