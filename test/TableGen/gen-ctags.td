// RUN: rtblgen --gen-ctags %s | FileCheck %s -DFILE=%s
// Every class and def, anonymous ones too, sorted by name; a class also at its forward
// declaration; a def from a multiclass at its def inside the multiclass.

// CHECK: !_TAG_FILE_FORMAT	1	/original ctags format/
// CHECK-NEXT: !_TAG_FILE_SORTED	1	/0=unsorted, 1=sorted, 2=foldcase/
// CHECK-NEXT: A	[[FILE]]	[[@LINE+1]]
class A;
// CHECK-NEXT: A	[[FILE]]	[[@LINE+1]]
class A { string name = "A"; }
// CHECK-NEXT: B	[[FILE]]	[[@LINE+1]]
def B : A;
// CHECK-NEXT: D_p	[[FILE]]	[[@LINE+1]]
multiclass M { def _p : A; }
defm D : M;
// CHECK-NEXT: Z	[[FILE]]	[[@LINE+1]]
def Z;
// CHECK-NEXT: anonymous_0	[[FILE]]	[[@LINE+1]]
def : A;
// CHECK-NOT: {{.}}
