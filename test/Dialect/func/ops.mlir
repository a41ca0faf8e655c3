// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// Every func op and function syntax variant (expected text from mlir-opt 22). Ops inside a
// function print without the `func.` prefix (its default dialect). Ops inside a
// function print without the `func.` prefix (its default dialect).

// CHECK-LABEL: func.func @arg_and_result_attrs(%arg0: i32 {foo.bar}, %arg1: i64) -> (i32 {res.a = 1 : i64}, f32) attributes {hello} {
// CHECK-NEXT:    %0 = "foo.c"() : () -> f32
// CHECK-NEXT:    return %arg0, %0 : i32, f32
// CHECK-NEXT:  }
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{foo.bar}, {}], function_type = (i32, i64) -> (i32, f32), res_attrs = [{res.a = 1 : i64}, {}], sym_name = "arg_and_result_attrs"}> ({
// GENERIC-NEXT:  ^bb0(%[[A:.*]]: i32, %{{.*}}: i64):
// GENERIC-NEXT:    %[[GC:.*]] = "foo.c"() : () -> f32
// GENERIC-NEXT:    "func.return"(%[[A]], %[[GC]]) : (i32, f32) -> ()
// GENERIC-NEXT:  }) {hello} : () -> ()
func.func @arg_and_result_attrs(%a: i32 {foo.bar}, %x: i64 loc("x")) -> (i32 {res.a = 1}, f32) attributes {hello} {
  %c = "foo.c"() : () -> f32
  func.return %a, %c : i32, f32
}

// CHECK-LABEL: func.func private @decl(i32 {a.b}, i64) -> i32
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{a.b}, {}], function_type = (i32, i64) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
func.func private @decl(i32 {a.b}, i64) -> i32

// CHECK-LABEL: func.func nested @nested_decl()
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "nested"}> ({
func.func nested @nested_decl()

// A declaration's arguments may carry locations (dropped when printing without debug info).
// CHECK-LABEL: func.func private @decl_locs(i32 {a.b}, i64)
func.func private @decl_locs(i32 {a.b} loc("a"), i64 loc("b"))

// CHECK-LABEL: func.func public @calls(%arg0: i32, %arg1: i64) {
// CHECK-NEXT:    %f = constant @decl : (i32, i64) -> i32
// CHECK-NEXT:    %f_0 = constant @decl : (i32, i64) -> i32
// CHECK-NEXT:    %0 = call @decl(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT:    %1 = call_indirect %f(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT:    %2 = call_indirect %f_0(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT:    call @nested_decl() {no_inline} : () -> ()
// CHECK-NEXT:    call @nested_decl() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// GENERIC-LABEL: "func.func"() <{function_type = (i32, i64) -> (), sym_name = "calls", sym_visibility = "public"}> ({
// GENERIC-NEXT:  ^bb0(%[[A0:.*]]: i32, %[[A1:.*]]: i64):
// GENERIC-NEXT:    %[[C0:.*]] = "func.constant"() <{value = @decl}> : () -> ((i32, i64) -> i32)
// GENERIC-NEXT:    %[[C1:.*]] = "func.constant"() <{value = @decl}> : () -> ((i32, i64) -> i32)
// GENERIC-NEXT:    "func.call"(%[[A0]], %[[A1]]) <{callee = @decl}> : (i32, i64) -> i32
// GENERIC-NEXT:    "func.call_indirect"(%[[C0]], %[[A0]], %[[A1]]) : ((i32, i64) -> i32, i32, i64) -> i32
// GENERIC-NEXT:    "func.call_indirect"(%[[C1]], %[[A0]], %[[A1]]) : ((i32, i64) -> i32, i32, i64) -> i32
// GENERIC-NEXT:    "func.call"() <{callee = @nested_decl, no_inline}> : () -> ()
// GENERIC-NEXT:    "func.call"() <{callee = @nested_decl}> : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
func.func public @calls(%c1: i32, %c2: i64) {
  %f = func.constant @decl : (i32, i64) -> i32
  %g = func.constant @decl : (i32, i64) -> i32
  %0 = func.call @decl(%c1, %c2) : (i32, i64) -> i32
  %1 = func.call_indirect %f(%c1, %c2) : (i32, i64) -> i32
  %2 = "func.call_indirect"(%g, %c1, %c2) : ((i32, i64) -> i32, i32, i64) -> i32
  func.call @nested_decl() {no_inline} : () -> ()
  "func.call"() {callee = @nested_decl} : () -> ()
  func.return
}

// A single result with attributes, and a function-typed result, are parenthesized.
// CHECK-LABEL: func.func @result_attr(%arg0: i32) -> (i32 {llvm.name = "r"}) {
// CHECK-NEXT:    return %arg0 : i32
func.func @result_attr(%a: i32) -> (i32 {llvm.name = "r"}) {
  func.return %a : i32
}

// CHECK-LABEL: func.func private @function_result() -> (() -> ())
func.func private @function_result() -> (() -> ())

// CHECK-LABEL: func.func private @paren_single() -> i32
func.func private @paren_single() -> (i32)

// CHECK-LABEL: func.func private @empty_results()
func.func private @empty_results() -> ()

// CHECK-LABEL: func.func private @multi(i32, f32) -> (i1, index)
func.func private @multi(i32, f32) -> (i1, index)

// `no_inline` written in the attribute dictionary is the inherent attribute.
// CHECK-LABEL: func.func private @no_inline() attributes {no_inline}
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), no_inline, sym_name = "no_inline", sym_visibility = "private"}> ({
func.func private @no_inline() attributes {no_inline}

// Quoted symbol names.
// CHECK-LABEL: func.func private @"quoted name"()
func.func private @"quoted name"()

// Blocks after the entry block, and a generic function.
// CHECK-LABEL: func.func @blocks(%arg0: i1) -> i32 {
// CHECK-NEXT:    "foo.br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %[[A:.*]] = "foo.a"() : () -> i32
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %[[B:.*]] = "foo.b"() : () -> i32
// CHECK-NEXT:    return %[[B]] : i32
// CHECK-NEXT:  }
"func.func"() <{function_type = (i1) -> i32, sym_name = "blocks"}> ({
^bb0(%c: i1):
  "foo.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "foo.a"() : () -> i32
  "func.return"(%a) : (i32) -> ()
^bb2:
  %b = "foo.b"() : () -> i32
  "func.return"(%b) : (i32) -> ()
}) : () -> ()

// The entry block arguments are renumbered per function.
// CHECK-LABEL: func.func @second(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:    return %arg1 : f32
func.func @second(%p: f32, %q: f32) -> f32 {
  func.return %q : f32
}

// Argument attributes from the attribute dictionary; empty dictionaries are dropped.
// CHECK-LABEL: func.func private @arg_attrs_in_dict(i32 {x.y})
// CHECK-LABEL: func.func private @empty_dicts(i32) -> i32
func.func private @arg_attrs_in_dict(i32) attributes {arg_attrs = [{x.y}]}
func.func private @empty_dicts(i32 {}) -> (i32 {})

// Blocks after the entry block keep their own arguments.
// CHECK-LABEL: func.func @later_block_args(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb1(%0: i32):  // no predecessors
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
"func.func"() <{function_type = (i32) -> i32, sym_name = "later_block_args"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
^bb1(%b: i32):
  "func.return"(%b) : (i32) -> ()
}) : () -> ()
