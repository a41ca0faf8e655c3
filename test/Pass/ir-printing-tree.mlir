// RUN: rm -rf %t
// RUN: ropt %s -mlir-print-ir-tree-dir=%t -pass-pipeline='builtin.module(cse,func.func(canonicalize),builtin.module(func.func(cse)),cse)' -mlir-print-ir-before=cse -mlir-print-ir-after-all -o /dev/null 2>&1 | count 0
// RUN: test -f %t/builtin_module_top/0_cse.mlir
// RUN: test -f %t/builtin_module_top/1_cse.mlir
// RUN: test -f %t/builtin_module_top/func_func_f/1_0_canonicalize.mlir
// RUN: test -f %t/builtin_module_top/builtin_module_no-symbol-name/func_func_g/1_0_0_cse.mlir
// RUN: test -f %t/builtin_module_top/builtin_module_no-symbol-name/func_func_g/1_0_1_cse.mlir
// RUN: test -f %t/builtin_module_top/2_cse.mlir
// RUN: test -f %t/builtin_module_top/3_cse.mlir
// RUN: test ! -e %t/builtin_module_top/4_cse.mlir
// RUN: FileCheck %s --check-prefix=BEFORE < %t/builtin_module_top/builtin_module_no-symbol-name/func_func_g/1_0_0_cse.mlir
// RUN: FileCheck %s --check-prefix=AFTER < %t/builtin_module_top/func_func_f/1_0_canonicalize.mlir
// RUN: rm -rf %t.file && touch %t.file
// RUN: ropt %s -mlir-print-ir-tree-dir=%t.file -mlir-print-ir-after-all -cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: rm -rf %t.sep && mkdir %t.sep
// RUN: ropt %s -mlir-print-ir-tree-dir=%t.sep -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -o /dev/null
// RUN: test -f "%t.sep/builtin_module_top/func_func_a_.._b/0_0_cse.mlir"

// With -mlir-print-ir-tree-dir each IR dump goes to a file instead of stderr: in a
// directory per op (`<op name>_<symbol name>`, nested as the ops are), named after the
// number of the latest dump of each ancestor (0 before any), the number of the op's own
// dump (from 0), and the pass. Here the outer module had its dumps 0 and 1 (before and after
// the first cse) when the nested pipelines ran, and the inner module none.

module @top {
  func.func @f() -> i32 {
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    return %1 : i32
  }
  module {
    func.func @g() {
      return
    }
  }
  // A symbol's path separators become `_`: its dumps stay in the tree.
  func.func @"a/../b"() {
    return
  }
}

// A directory that cannot be made is reported, and the dump skipped.
// NODIR: Error while creating directory {{.*}}.file/builtin_module_top: Not a directory

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @g() {

// AFTER:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @f() -> i32 {
// AFTER-NEXT:   %c2_i32 = arith.constant 2 : i32
