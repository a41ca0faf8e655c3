// A missing `;` is worded after the statement it ends, as llvm-tblgen words it: a field
// declaration (also when `-0x5` lexes as `-0` followed by `x5`), a `let` in a body; a
// `defvar` gets the plain message. (A `}` ending a declaration still gets the plain message.)
// RUN: split-file %s %t
// RUN: not rtblgen %t/hex.td 2>&1 | FileCheck %s --check-prefix=HEX
// RUN: not rtblgen %t/decl.td 2>&1 | FileCheck %s --check-prefix=DECL
// RUN: not rtblgen %t/class-typed.td 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not rtblgen %t/let.td 2>&1 | FileCheck %s --check-prefix=LET
// RUN: not rtblgen %t/defvar.td 2>&1 | FileCheck %s --check-prefix=DEFVAR
// RUN: not rtblgen %t/zero-x.td 2>&1 | FileCheck %s --check-prefix=ZEROX

// HEX: hex.td:1:19: error: expected ';' after declaration
// HEX-NEXT: def A { int x = -0x5; }
// HEX-NEXT: {{^}}                  ^
// DECL: decl.td:1:15: error: expected ';' after declaration
// CLASS: class-typed.td:2:22: error: expected ';' after declaration
// LET: let.td:2:23: error: expected ';' after let expression
// DEFVAR: defvar.td:1:22: error: expected ';'{{$}}
// ZEROX: zero-x.td:1:17: error: Variable not defined: '0x'

//--- hex.td
def A { int x = -0x5; }
//--- decl.td
def A { int x 1; }
//--- class-typed.td
class C;
def A { C c = ?; C d e; }
//--- let.td
class C { int x; }
def A : C { let x = 1 y; }
//--- defvar.td
def A { defvar a = 1 b; }
//--- zero-x.td
def A { int x = 0x; }
