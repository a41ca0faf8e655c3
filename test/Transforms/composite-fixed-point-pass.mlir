// RUN: ropt %s --test-composite-fixed-point-pass --mlir-print-ir-before-all -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=TEST
// RUN: ropt %s '--composite-fixed-point-pass=name=Fix pipeline=func.func(cse,canonicalize)' --mlir-print-ir-before-all -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED
// RUN: ropt %s '--composite-fixed-point-pass=name=Once max-iterations=1 pipeline=canonicalize' -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ONCE
// RUN: not ropt %s '--composite-fixed-point-pass=name=Bad pipeline=nope' 2>&1 | FileCheck %s --check-prefix=BAD

// composite-fixed-point-pass runs its pipeline until the op stops changing (at most
// max-iterations more runs, then a warning); the reports name it after its name option.

// An unchanged module: one run of the pipeline.
func.func @unchanged() {
  return
}

// -----

// Canonicalization removes the dead constant: a second run sees no change.
func.func @dead_constant() {
  %0 = arith.constant 1.5 : f32
  return
}

// -----

// CSE then canonicalization shrink this in the first run; the second changes nothing.
func.func @cse_then_fold(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %x, %c0 : i32
  %s = arith.subi %a, %b : i32
  return %s : i32
}


// TEST: // -----// IR Dump Before TestCompositePass (composite-fixed-point-pass) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @unchanged() {
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @unchanged() {
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @unchanged() {
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before TestCompositePass (composite-fixed-point-pass) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @dead_constant() {
// TEST-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @dead_constant() {
// TEST-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @dead_constant() {
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @dead_constant() {
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @dead_constant() {
// TEST-NEXT:     return
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before TestCompositePass (composite-fixed-point-pass) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// TEST-NEXT:     %c0_i32 = arith.constant 0 : i32
// TEST-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// TEST-NEXT:     %1 = arith.addi %arg0, %c0_i32 : i32
// TEST-NEXT:     %2 = arith.subi %0, %1 : i32
// TEST-NEXT:     return %2 : i32
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// TEST-NEXT:     %c0_i32 = arith.constant 0 : i32
// TEST-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// TEST-NEXT:     %1 = arith.addi %arg0, %c0_i32 : i32
// TEST-NEXT:     %2 = arith.subi %0, %1 : i32
// TEST-NEXT:     return %2 : i32
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// TEST-NEXT:     %c0_i32 = arith.constant 0 : i32
// TEST-NEXT:     return %c0_i32 : i32
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// TEST-NEXT:     %c0_i32 = arith.constant 0 : i32
// TEST-NEXT:     return %c0_i32 : i32
// TEST-NEXT:   }
// TEST-NEXT: }
// TEST-EMPTY:
// TEST-EMPTY:
// TEST-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// TEST-NEXT: module {
// TEST-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// TEST-NEXT:     %c0_i32 = arith.constant 0 : i32
// TEST-NEXT:     return %c0_i32 : i32
// TEST-NEXT:   }
// TEST-NEXT: }

// NESTED: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-LABEL: func.func @unchanged() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-LABEL: func.func @unchanged() {
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// NESTED-LABEL: func.func @unchanged() {
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-LABEL: func.func @dead_constant() {
// NESTED-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-LABEL: func.func @dead_constant() {
// NESTED-NEXT:   %cst = arith.constant 1.500000e+00 : f32
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// NESTED-LABEL: func.func @dead_constant() {
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-LABEL: func.func @dead_constant() {
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// NESTED-LABEL: func.func @dead_constant() {
// NESTED-NEXT:   return
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// NESTED-NEXT:     %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:     %1 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:     %2 = arith.subi %0, %1 : i32
// NESTED-NEXT:     return %2 : i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// NESTED-NEXT:   %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:   %1 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:   %2 = arith.subi %0, %1 : i32
// NESTED-NEXT:   return %2 : i32
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// NESTED-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// NESTED-NEXT:   %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:   %1 = arith.subi %0, %0 : i32
// NESTED-NEXT:   return %1 : i32
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// NESTED-NEXT:   %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:   return %c0_i32 : i32
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// NESTED-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// NESTED-NEXT:   %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:   return %c0_i32 : i32
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before Fix (composite-fixed-point-pass) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }

// ONCE: {{.*}}composite-fixed-point-pass.mlir:14:9: warning: Composite pass "Once"+ didn't converge in 1 iterations
// ONCE-NEXT: // -----
// ONCE-NEXT:         ^
// ONCE-NEXT: {{.*}}composite-fixed-point-pass.mlir:14:9: note: see current operation: 
// ONCE-NEXT: module {
// ONCE-LABEL: func.func @dead_constant() {
// ONCE-NEXT:     return
// ONCE-NEXT:   }
// ONCE-NEXT: }
// ONCE-NEXT: {{.*}}composite-fixed-point-pass.mlir:22:9: warning: Composite pass "Once"+ didn't converge in 1 iterations
// ONCE-NEXT: // -----
// ONCE-NEXT:         ^
// ONCE-NEXT: {{.*}}composite-fixed-point-pass.mlir:22:9: note: see current operation: 
// ONCE-NEXT: module {
// ONCE-LABEL: func.func @cse_then_fold(%arg0: i32) -> i32 {
// ONCE-NEXT:     %c0_i32 = arith.constant 0 : i32
// ONCE-NEXT:     return %c0_i32 : i32
// ONCE-NEXT:   }
// ONCE-NEXT: }

// BAD: MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline
// BAD-NEXT: nope
// BAD-NEXT: ^
// BAD-NEXT: <unknown>:0: error: Failed to parse composite pass pipeline
