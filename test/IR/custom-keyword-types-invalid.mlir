// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// A keyword type the parser has seen (`i32`) and its signed and unsigned spellings are
// different types.
func.func @signed_after_signless(%a: i32, %h: si32) {
  %0 = arith.addi %a, %a : i32
  // CHECK: custom-keyword-types-invalid.mlir:[[# @LINE + 1]]:19: error: use of value '%h' expects different type than prior uses: 'i32' vs 'si32'
  %1 = arith.addi %h, %h : i32
  return
}

// -----

func.func @signless_after_signed(%a: i32, %h: ui32) {
  %0 = arith.addi %h, %h : ui32
  // CHECK: custom-keyword-types-invalid.mlir:[[# @LINE + 1]]:19: error: use of value '%a' expects different type than prior uses: 'ui32' vs 'i32'
  %1 = arith.addi %a, %a : ui32
  return
}

// -----

// A keyword longer than the remembered ones, and a width out of range.
func.func @widths(%a: i32) {
  %0 = arith.addi %a, %a : i32
  // CHECK: custom-keyword-types-invalid.mlir:[[# @LINE + 1]]:28: error: integer bitwidth is limited to 16777215 bits
  %1 = arith.addi %a, %a : i16777216
  return
}
