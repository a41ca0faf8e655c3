// RUN: rtblgen --null-backend %s | count 0
// RUN: rtblgen -null-backend %s -o %t && count 0 < %t
// RUN: not rtblgen --null-backend -DBAD %s 2>&1 | FileCheck %s
// Parses and evaluates, writes nothing; errors still count.

class C<int x> { int X = x; }
def A : C<1>;
#ifdef BAD
// CHECK: error: Couldn't find class 'Missing'
def B : Missing;
#endif
