// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Only the builtin dialect takes `dialect_resources`: another registered dialect's section is
// rejected at its first entry, an unknown dialect at its name (after the `{`).

// CHECK: diffir-resources-dialects.mlir:[[# @LINE + 4]]:5: error: dialect 'foo' is unknown
module {}
{-#
  dialect_resources: {
    foo: {}
  }
#-}

// -----

// CHECK: diffir-resources-dialects.mlir:[[# @LINE + 4]]:14: error: unexpected 'resource' section for dialect 'arith'
module {}
{-#
  dialect_resources: {
    arith: { "x y": "0x10000000" }
  }
#-}

// -----

// CHECK: diffir-resources-dialects.mlir:[[# @LINE + 4]]:9: error: expected '{'
module {}
{-#
  dialect_resources: {
    foo: 5
  }
#-}

// -----

// CHECK: diffir-resources-dialects.mlir:[[# @LINE + 4]]:35: error: dialect 'bar' is unknown
module {}
{-#
  dialect_resources: {
    builtin: { a: "0x10000000" }, bar: { b: "0x10000000" }
  }
#-}
