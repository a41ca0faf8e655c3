// RUN: not rtblgen %s 2>&1 | FileCheck %s
// RUN: not rtblgen -DCLASS %s 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not rtblgen -DHUGE %s 2>&1 | FileCheck %s --check-prefix=HUGE
// A negative !listsplat count stops reading, at no location, as llvm-tblgen 22 does
// (expected messages from it); a count too large to hold is an error too (llvm-tblgen
// runs out of memory).

#ifdef CLASS
class C<int n> { list<int> l = !listsplat(1, n); }
// CLASS: error: !listsplat count -3 is negative
// CLASS-NOT: error
def Y : C<-3>;
#endif
#ifdef HUGE
// HUGE: error: !listsplat count 1000000000000 is too large
def Z { list<int> l = !listsplat(1, 1000000000000); }
#endif
#ifndef CLASS
#ifndef HUGE
// CHECK: {{^}}error: !listsplat count -1 is negative
// CHECK-NOT: error
defvar E = !listsplat("", -1);
#endif
#endif
