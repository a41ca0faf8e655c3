// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier and parser errors of the cf ops (messages checked against mlir-opt 22).

"x.func"() ({
^bb0(%a: i32):
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 2}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i32, %y: i32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%a: i32):
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%a: i32):
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  "x.return"() : () -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%a: i32, %c: i1):
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  "x.return"() : () -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%a: i32, %c: i1):
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #1}}
  cf.cond_br %c, ^bb1, ^bb2(%a, %a : i32, i32)
^bb1:
  "x.return"() : () -> ()
^bb2(%x: i32, %y: i64):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%a: i32, %c: i32):
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{branch weights cannot all be zero}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%f, %f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32, %a: i32):
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %f : i32, [ default: ^bb1, 1: ^bb1(%a : i32) ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32, %a: i32):
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 1: ^bb2(%a : i32) ]
^bb1(%x: i32):
  "x.return"() : () -> ()
^bb2(%y: i64):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i1):
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%f) : (i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%f) <{msg = "m"}> : (i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: index):
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %f : index, [ default: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %f : i32, [ 1: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected ':'}}
  cf.switch %f : i32, [ default ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
  cf.switch %f : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
  cf.switch %f : i32, [ default: ^bb1, +5: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected integer value}}
  cf.switch %f : i32, [ default: ^bb1, -: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected ':'}}
  cf.switch %f : i32, [ default: ^bb1, 1 ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected block name}}
  cf.switch %f : i32, [ default: ^bb1, 1: %f ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected ']'}}
  cf.switch %f : i32, [ default: ^bb1, 1: ^bb1 }
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
  cf.switch %f : i32, [ default: ^bb1(%f, %f : i32) ]
^bb1(%a: i32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 1 operands and 2 types}}
  cf.switch %f : i32, [ default: ^bb1, 3: ^bb1(%f : i32, i32) ]
^bb1(%a: i32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
// expected-note @+1 {{prior use here}}
^bb0(%f: i32):
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: 'i64' vs 'i32'}}
  cf.switch %f : i32, [ default: ^bb1(%f : i64) ]
^bb1(%a: i32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected ':'}}
  cf.switch %f : i32, [ default: ^bb1(), 1: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected ')'}}
  cf.switch %f : i32, [ default: ^bb1(%f : i32 ]
^bb1(%a: i32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected ','}}
  cf.switch %f : i32 [ default: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{expected '['}}
  cf.switch %f : i32, default: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: i32):
  // expected-error @+1 {{use of undeclared SSA value name}}
  cf.switch %f : i32, [ default: ^bb1(%g : i32) ]
^bb1(%a: i32):
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{expected '['}}
  cf.cond_br %c weights(array<i32: 1, 2>), ^bb1, ^bb1
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%c: i1):
  // expected-error @+1 {{expected ','}}
  cf.cond_br %c weights([1, 2]) ^bb1, ^bb1
^bb1:
  "x.return"() : () -> ()
}) : () -> ()
