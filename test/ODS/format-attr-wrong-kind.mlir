// A format's typed attribute given a value of another kind is rejected where it is parsed,
// with mlir-opt 22's messages (the same inputs to ops of the same attribute kinds:
// `emitc.verbatim 2` and `emitc.verbatim i32` for a string, `index.constant "a"` for an
// integer): a literal the attribute's type cannot hold is the attribute parser's error, a
// well-formed attribute of another kind is the op's.
// RUN: ropt --load-dialect %S/Inputs/attrkind.td %s -split-input-file -verify-diagnostics
// RUN: ropt --load-dialect %S/Inputs/attrkind.td %S/Inputs/attrkind-good.mlir | FileCheck %s

// CHECK: ak.str "s"
// CHECK-NEXT: ak.int 3
// CHECK-NEXT: ak.float 1.500000e+00
// CHECK-NEXT: ak.type i32

// expected-error@+1 {{integer literal not valid for specified type}}
ak.str 2

// -----

// expected-error@+1 {{custom op 'ak.str' invalid kind of attribute specified}}
ak.str i32

// -----

// expected-error@+1 {{custom op 'ak.int' invalid kind of attribute specified}}
ak.int "a"

// -----

// expected-error@+1 {{custom op 'ak.float' invalid kind of attribute specified}}
ak.float "a"

// -----

// expected-error@+1 {{custom op 'ak.type' invalid kind of attribute specified}}
ak.type "a"

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
ak.type 3
