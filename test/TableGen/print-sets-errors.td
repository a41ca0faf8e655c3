// RUN: not rtblgen --print-sets -DSUB %s 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: not rtblgen --print-sets -DAND %s 2>&1 | FileCheck %s --check-prefix=AND
// RUN: not rtblgen --print-sets -DSHL %s 2>&1 | FileCheck %s --check-prefix=SHL
// RUN: not rtblgen --print-sets -DNEG %s 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not rtblgen --print-sets -DUNKNOWN %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rtblgen --print-sets -DFORMAT %s 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not rtblgen --print-sets -DNODEF %s 2>&1 | FileCheck %s --check-prefix=NODEF
// RUN: not rtblgen --print-sets -DELEMENT %s 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: not rtblgen --print-sets -DSTRIDE %s 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: not rtblgen --print-sets -DRANGE %s 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not rtblgen --print-sets -DMULTI %s 2>&1 | FileCheck %s --check-prefix=MULTI
// RUN: not rtblgen --print-sets -DNOSET %s 2>&1 | FileCheck %s --check-prefix=NOSET

#ifndef NOSET
class Set<dag d> { dag Elements = d; }
#endif
def add; def sub; def and; def shl; def sequence; def foo; def decimate;
def a; def b; def x1;

#ifdef SUB
// SUB: print-sets-errors.td:[[@LINE+1]]:5: error: Set difference needs at least two arguments: (sub a)
def E : Set<(sub a)>;
#endif
#ifdef AND
// AND: error: Set intersection requires two arguments: (and a, b, a)
def E : Set<(and a, b, a)>;
#endif
#ifdef SHL
// SHL: error: Second argument must be an integer: (shl a, b)
def E : Set<(shl a, b)>;
#endif
#ifdef NEG
// NEG: error: Positive shift required: (shl a, -1)
def E : Set<(shl a, -1)>;
#endif
#ifdef UNKNOWN
// UNKNOWN: error: Unknown set operator: (foo a)
// UNKNOWN-NEXT: {{^}}def E : Set<(foo a)>;
// UNKNOWN-NEXT: {{^}}    ^
def E : Set<(foo a)>;
#endif
#ifdef FORMAT
// FORMAT: error: Format must be a string: (sequence 1, 2, 3)
def E : Set<(sequence 1, 2, 3)>;
#endif
#ifdef NODEF
// NODEF: error: No def named 'x0': (sequence "x%u", 0, 5)
def E : Set<(sequence "x%u", 0, 5)>;
#endif
#ifdef ELEMENT
// ELEMENT: error: Invalid set element: ?
def E : Set<(add (sub a, b), ?)>;
#endif
#ifdef STRIDE
// STRIDE: error: Positive stride required: (decimate a, 0)
def E : Set<(decimate a, 0)>;
#endif
#ifdef RANGE
// RANGE: error: From out of range
def E : Set<(sequence "x%u", -1, 2)>;
#endif
#ifdef MULTI
multiclass M { def _s : Set<(foo a)>; }
// MULTI: print-sets-errors.td:[[@LINE-1]]:20: error: Unknown set operator: (foo a)
// MULTI: print-sets-errors.td:[[@LINE+1]]:10: note: instantiated from multiclass
defm D : M;
#endif
// NOSET: error: The class 'Set' is not defined
