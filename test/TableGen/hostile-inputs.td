// ropt-only (llvm-tblgen overflows its stack on most of these): hostile inputs get a
// diagnostic or work, never a crash, a stack overflow or a hang.
//
// 100,000 nested lists, bang operators and `let` blocks hit the nesting limits:
// RUN: { printf 'def X { list<int> a = '; head -c 100000 /dev/zero | tr '\0' '['; head -c 100000 /dev/zero | tr '\0' ']'; printf '; }\n'; } > %t.list
// RUN: not rtblgen %t.list 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: { printf 'def X { int a = '; for i in $(seq 100000); do printf '!add('; done; printf 1; for i in $(seq 100000); do printf ', 1)'; done; printf '; }\n'; } > %t.add
// RUN: not rtblgen %t.add 2>&1 | FileCheck %s --check-prefix=ADD
// RUN: { for i in $(seq 100000); do echo 'let a = 1 in {'; done; echo 'def X;'; for i in $(seq 100000); do echo '}'; done; } > %t.let
// RUN: not rtblgen %t.let 2>&1 | FileCheck %s --check-prefix=LET
// 100,000 nested list types are fine:
// RUN: { printf 'def X { '; for i in $(seq 100000); do printf 'list<'; done; printf int; head -c 100000 /dev/zero | tr '\0' '>'; printf ' a = ?; }\n'; } > %t.type
// RUN: rtblgen %t.type | FileCheck %s --check-prefix=TYPE
// A chain of 5,000 classes, each deriving from the previous one, takes well under the test
// timeout (checking each inherited superclass against the growing list took cubic time):
// RUN: { echo 'class C0;'; seq 5000 | awk '{ print "class C" $1 " : C" $1 - 1 ";" }'; echo 'def X : C5000;'; } > %t.chain
// RUN: rtblgen %t.chain | FileCheck %s --check-prefix=CHAIN

// LIST: error: expression nested too deeply
// ADD: error: expression nested too deeply
// LET: :1:1: error: statements nested too deeply
// LET-NEXT: let a = 1 in {
// LET-NEXT: ^
// TYPE: def X {
// TYPE-NEXT: list<list<list<
// CHAIN-LABEL: def X {	// C0 C1 C2
// CHAIN-SAME: C4999 C5000
// CHAIN-NEXT: }
