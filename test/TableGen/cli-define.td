// RUN: rtblgen -D FOO %s | FileCheck %s --check-prefix=FOO
// RUN: rtblgen -DFOO -DBAR %s | FileCheck %s --check-prefix=FOOBAR
// RUN: rtblgen %s | FileCheck %s --check-prefix=NONE

#ifdef FOO
def HasFoo;
#ifdef BAR
def HasBar;
#endif
#else
def NoFoo;
#endif

// FOO: def HasFoo
// FOO-NOT: def HasBar
// FOO-NOT: def NoFoo
// FOOBAR: def HasBar
// FOOBAR: def HasFoo
// NONE-NOT: def Has
// NONE: def NoFoo
