// RUN: rtblgen --print-sets %s | FileCheck %s
// Each operator of set theory, expanders through `Set` defs, lists, nesting, sequences,
// self-reference (the set is empty while it expands) and llvm-tblgen's record order.

class Set<dag d> { dag Elements = d; }
def add; def sub; def and; def shl; def trunc; def rotl; def rotr; def decimate;
def interleave; def sequence;
def a; def b; def c; def d; def e;
def R0; def R1; def R2; def R3; def R10;

def S1 : Set<(add a, b, c)>;
def S2 : Set<(sub S1, b)>;
def S3 : Set<(and S1, (add c, d, a))>;
def S4 : Set<(shl S1, 1)>;
def S5 : Set<(trunc S1, 2)>;
def S6 : Set<(rotl S1, 1)>;
def S7 : Set<(rotr S1, 1)>;
def S8 : Set<(decimate (add a, b, c, d, e), 2)>;
def S9 : Set<(interleave (add a, b, c), (add d, e))>;
def S10 : Set<(sequence "R%u", 0, 3)>;
def S11 : Set<(sequence "R%u", 3, 0, 2)>;
def S12 : Set<(add S1, S2, e, a)>;
def S13 : Set<(add S13, a, (sub S12, S13))>;
def S14 : Set<(rotr S1, -4)>;
def S15 : Set<(shl S1, 9)>;
def S16 : Set<(trunc S1, 9)>;
def S17 : Set<(sequence "R%u", 10, 10)>;
def S18 : Set<(add (sequence "S%u", 1, 2), d)>;
def S19 : Set<(sub S1, a, (add c))>;
def s0 : Set<(add)>;
// CHECK: S1 = [ a b c ]
// CHECK-NEXT: S2 = [ a c ]
// CHECK-NEXT: S3 = [ a c ]
// CHECK-NEXT: S4 = [ b c ]
// CHECK-NEXT: S5 = [ a b ]
// CHECK-NEXT: S6 = [ b c a ]
// CHECK-NEXT: S7 = [ c a b ]
// CHECK-NEXT: S8 = [ a c e ]
// CHECK-NEXT: S9 = [ a d b e c ]
// CHECK-NEXT: S10 = [ R0 R1 R2 R3 ]
// CHECK-NEXT: S11 = [ R3 R1 ]
// CHECK-NEXT: S12 = [ a b c e ]
// CHECK-NEXT: S13 = [ a b c e ]
// CHECK-NEXT: S14 = [ b c a ]
// CHECK-NEXT: S15 = [ ]
// CHECK-NEXT: S16 = [ a b c ]
// CHECK-NEXT: S17 = [ R10 ]
// CHECK-NEXT: S18 = [ a b c d ]
// CHECK-NEXT: S19 = [ b ]
// CHECK-NEXT: s0 = [ ]
