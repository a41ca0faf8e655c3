// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier and parser errors of the func dialect (messages and locations checked against
// mlir-opt 22). Ops are spelled with their dialect prefix inside functions.

func.func @return_too_many() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_too_many) returns 0}}
  func.return %c : i32
}

// -----

func.func @return_type() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  func.return %c : i64
}

// -----

func.func @return_too_few() -> (i32, i32) {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_too_few) returns 2}}
  func.return %c : i32
}

// -----

"test.region"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @call_unknown() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope() : () -> i32
  func.return
}

// -----

"test.symbol"() {sym_name = "not_a_func"} : () -> ()
func.func @call_not_a_function() {
  // expected-error @+1 {{'func.call' op 'not_a_func' does not reference a valid function}}
  func.call @not_a_func() : () -> ()
  func.return
}

// -----

func.func private @g(i32) -> i32
func.func @call_operand_type(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @g(%a) : (i64) -> i32
  func.return
}

// -----

func.func private @g(i32) -> i32
func.func @call_operand_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @g(%a, %a) : (i32, i32) -> i32
  func.return
}

// -----

func.func private @g(i32) -> i32
func.func @call_result_type(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i64'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = func.call @g(%a) : (i32) -> i64
  func.return
}

// -----

func.func private @g(i32) -> i32
func.func @call_result_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @g(%a) : (i32) -> ()
  func.return
}

// -----

func.func @call_no_callee() {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  func.return
}

// -----

func.func @call_string_callee() {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = "x"} : () -> ()
  func.return
}

// -----

func.func @call_nested_callee() {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @a::@b} : () -> ()
  func.return
}

// -----

func.func @call_indirect_result_type(%a: () -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%a) : (() -> i32) -> i64
  func.return
}

// -----

func.func @call_indirect_operand_type(%a: (i32) -> i32, %b: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%a, %b) : ((i32) -> i32, i64) -> i32
  func.return
}

// -----

func.func @call_indirect_custom_type(%a: () -> i32) {
  // expected-error @+2 {{use of value '%a' expects different type than prior uses: '() -> i64' vs '() -> i32'}}
  // expected-note @-2 {{prior use here}}
  %0 = func.call_indirect %a() : () -> i64
  func.return
}

// -----

func.func @constant_unknown() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  func.return
}

// -----

func.func private @g(i32) -> i32
func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @g : () -> ()
  func.return
}

// -----

func.func @constant_not_function_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = "func.constant"() {value = @constant_not_function_type} : () -> i32
  func.return
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() ({
^bb0(%x: i32, %y: i32):
  "func.return"() : () -> ()
}) {sym_name = "k", function_type = (i32) -> ()} : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) {sym_name = "k", function_type = (i32) -> ()} : () -> ()

// -----

// Unnamed arguments with a body: the entry block gets no arguments.
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_with_body(i32) {
  func.return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(i32)

// -----

module {
  // expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
  func.func public @explicitly_public() -> i32
}

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() ({}) {sym_name = "k", function_type = () -> (), sym_visibility = "bogus"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({}) {sym_name = "k", function_type = () -> (), sym_visibility = 1} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({}) {sym_name = "k", function_type = i32} : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() ({}) {function_type = () -> ()} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
"func.func"() ({}) {sym_name = "k", function_type = () -> (), sym_visibility = "private", arg_attrs = [{}]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() ({}) {sym_name = "k", function_type = () -> (), sym_visibility = "private", res_attrs = [{}]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({}) {sym_name = "k", function_type = (i32) -> (), sym_visibility = "private", arg_attrs = [1]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @plain_arg_attr(%a: i32 {foo}) {
  func.return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @plain_result_attr() -> (i32 {foo})

// -----

// The symbol checks come before the function checks.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() ({}) {sym_name = "k", function_type = () -> (), arg_attrs = [{}]} : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
"func.func"() ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) {sym_name = "k", function_type = (i32) -> (), arg_attrs = [{a}]} : () -> ()

// -----

"test.symbol_table_less"() ({
  // No error: the parent is not registered.
  "func.func"() ({}) {sym_name = "k", function_type = () -> (), sym_visibility = "private"} : () -> ()
}) : () -> ()
"test.done"() : () -> ()
"func.func"() ({
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  "func.func"() ({}) {sym_name = "inner", function_type = () -> (), sym_visibility = "private"} : () -> ()
  "func.return"() : () -> ()
}) {sym_name = "outer", function_type = () -> ()} : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func private @mixed(%a: i32, i64)

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @mixed(i64, %a: i32)

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func no_at()

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func bogus @f()

// -----

// expected-error @+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() -> i32 attributes {function_type = 1}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_name = "x"}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "x"}

// -----

// expected-error @+1 {{expected ':'}}
func.func @untyped(%a) {
  func.return
}

// -----

// expected-error @+1 {{expected ')'}}
func.func @loc_before_attrs(%a: i32 loc(unknown) {x.y}) {
  func.return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func @variadic(...)

// -----

func.func @named_then_block(%a: i32) -> i32 {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%b: i64):
  func.return %b : i64
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @empty_block_with_args(%a: i32) {}

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
func.func private @arg_attrs_in_dict() attributes {arg_attrs = [{x.y}]}

// -----

// expected-error @+1 {{custom op 'func.func' attribute 'arg_attrs' occurs more than once in the attribute list}}
func.func private @arg_attrs_twice(i32 {p.q}) attributes {arg_attrs = [{x.y}]}

// -----

// Results cannot be named.
// expected-error @+1 {{expected non-function type}}
func.func private @named_result() -> (%r: i32)

// -----

// `Terminator`: a func.return ends its block.
func.func @return_not_last() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "x.y"() : () -> ()
  return
}
