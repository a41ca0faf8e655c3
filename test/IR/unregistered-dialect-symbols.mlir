// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=ALLOWED

// Types and attributes of a dialect that is not registered need -allow-unregistered-dialect,
// as in mlir-opt (which reports `!d.data` at its data and `!d<data>` at its start). Dialects
// ropt has no types for say so; those of mlir-opt's dialects that ropt lacks stay opaque.

// CHECK: unregistered-dialect-symbols.mlir:[[# @LINE + 2]]:23: error: `!"foo"<"bar<1>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// ALLOWED: func.func @a(%arg0: !foo.bar<1>)
func.func @a(%x: !foo.bar<1>) {
  return
}

// -----

// CHECK: unregistered-dialect-symbols.mlir:[[# @LINE + 2]]:27: error: `!"foo"<""x"">` type created with unregistered dialect.
// ALLOWED: func.func @b(%arg0: tensor<2x!foo<"x">>)
func.func @b(%x: tensor<2x!foo<"x">>) {
  return
}

// -----

// CHECK: unregistered-dialect-symbols.mlir:[[# @LINE + 2]]:37: error: #"foo"<"baz"> : 'none' attribute created with unregistered dialect. If this is intended
// ALLOWED: func.func @c() attributes {x = #foo.baz}
func.func @c() attributes {x = #foo.baz} {
  return
}

// -----

// CHECK: unregistered-dialect-symbols.mlir:[[# @LINE + 2]]:8: error: #"foo"<"q<1>"> : 'i32' attribute created with unregistered dialect.
// ALLOWED: func.func @d() attributes {x = #foo.q<1> : i32}
#map = #foo<q<1>> : i32
func.func @d() attributes {x = #map} {
  return
}

// -----

// CHECK: unregistered-dialect-symbols.mlir:[[# @LINE + 1]]:25: error: dialect 'arith' provides no type parsing hook
func.func @e(%x: !arith.foo) {
  return
}

// -----

// CHECK: unregistered-dialect-symbols.mlir:[[# @LINE + 1]]:24: error: dialect 'func' provides no type parsing hook
func.func @f(%x: !func<x>) {
  return
}

// -----

// CHECK-NOT: error
// ALLOWED: func.func @g(%arg0: !llvm.ptr) attributes {m = #gpu.thread<x>}
func.func @g(%x: !llvm.ptr) attributes {m = #gpu.thread<x>} {
  return
}
