// RUN: cd %S && not ropt diag-other-file.mlir -split-input-file 2>&1 | FileCheck %s
// RUN: cd %S && not ropt diag-other-file.mlir -split-input-file -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=VERIFY

// A diagnostic (or note) at a position of another file shows that file's line when the file
// can be read (relative to the working directory), as mlir-opt does.

// CHECK: Inputs/diag-other-file.txt:2:3: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK-NEXT: {{^  second line here$}}
// CHECK-NEXT: {{^  \^$}}
// CHECK-NEXT: Inputs/diag-other-file.txt:2:3: note: see current operation:
// VERIFY: Inputs/diag-other-file.txt:2:3: error: unexpected error: 'arith.constant' op failed to verify
// VERIFY-NEXT: {{^  second line here$}}
func.func @f() -> i64 {
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64 loc("Inputs/diag-other-file.txt":2:3)
  return %0 : i64
}

// -----

// The callee's line, the caller's, then the op's note (a different location from the last
// one shown) with its line again.

// CHECK: Inputs/diag-other-file.txt:1:7: error: 'func.func' op symbol declaration cannot have public visibility
// CHECK-NEXT: {{^first line$}}
// CHECK-NEXT: {{^      \^$}}
// CHECK-NEXT: diag-other-file.mlir:[[# @LINE + 6]]:1: note: called from
// CHECK-NEXT: func.func @g()
// CHECK-NEXT: {{^\^$}}
// CHECK-NEXT: Inputs/diag-other-file.txt:1:7: note: see current operation:
// CHECK: }) : () -> ()
// CHECK-NEXT: {{^first line$}}
func.func @g() loc(callsite("Inputs/diag-other-file.txt":1:7 at "diag-other-file.mlir":32:1))

// -----

// Files that do not exist, lines past the end: no source line.

// CHECK: Inputs/no-such-file.txt:1:1: error: 'func.func' op symbol declaration
// CHECK-NEXT: Inputs/no-such-file.txt:1:1: note: see current operation:
// CHECK: Inputs/diag-other-file.txt:7:1: error: 'func.func' op symbol declaration
// CHECK-NEXT: Inputs/diag-other-file.txt:7:1: note: see current operation:
func.func @h() loc("Inputs/no-such-file.txt":1:1)
func.func @i() loc("Inputs/diag-other-file.txt":7:1)
