// RUN: ropt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=first dynamic-pipeline=func.func(canonicalize)}))' --mlir-disable-threading -mlir-print-ir-before-all 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: ropt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{run-on-nested-operations=1 dynamic-pipeline=cse}))' --mlir-disable-threading -mlir-print-ir-before-all 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: ropt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline))' --mlir-disable-threading -mlir-print-ir-before-all 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: ropt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=second dynamic-pipeline=no-such-pass}))' --mlir-disable-threading -mlir-print-ir-before-all 2>&1 | FileCheck %s --check-prefix=BADPIPE
// RUN: ropt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=second run-on-parent=1 dynamic-pipeline=cse}))' --mlir-disable-threading -mlir-print-ir-before-all 2>&1 | FileCheck %s --check-prefix=PARENT

// test-dynamic-pipeline runs its pipeline from within the pass: on the modules named by
// op-name, on each nested module (post order) with run-on-nested-operations, never on the parent.
// An unnamed module is not a symbol; a bad pipeline is reported before the run and in the pass.

func.func @top() {
  return
}

module @first {
  func.func @a(%x: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %y = arith.addi %x, %c0 : i32
    return %y : i32
  }
  module @deeper {
    module @first {
    }
  }
}

module @second {
  func.func @b() {
    return
  }
}

module {
}

// ONE: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// ONE-NEXT: module @first {
// ONE-LABEL: func.func @a(%arg0: i32) -> i32 {
// ONE-NEXT:     %c0_i32 = arith.constant 0 : i32
// ONE-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// ONE-NEXT:     return %0 : i32
// ONE-NEXT:   }
// ONE-NEXT:   module @deeper {
// ONE-NEXT:     module @first {
// ONE-NEXT:     }
// ONE-NEXT:   }
// ONE-NEXT: }
// ONE-EMPTY:
// ONE-NEXT: Dynamic execute 'func.func(canonicalize)' on builtin.module
// ONE-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// ONE-LABEL: func.func @a(%arg0: i32) -> i32 {
// ONE-NEXT:   %c0_i32 = arith.constant 0 : i32
// ONE-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// ONE-NEXT:   return %0 : i32
// ONE-NEXT: }
// ONE-EMPTY:
// ONE-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// ONE-NEXT: module @second {
// ONE-LABEL: func.func @b() {
// ONE-NEXT:     return
// ONE-NEXT:   }
// ONE-NEXT: }
// ONE-EMPTY:
// ONE-NEXT: Dynamic execute 'func.func(canonicalize)' on builtin.module
// ONE-NEXT: dynamic-pipeline skip op name: second
// ONE-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// ONE-NEXT: module {
// ONE-NEXT: }
// ONE-EMPTY:
// ONE-NEXT: Dynamic execute 'func.func(canonicalize)' on builtin.module
// ONE-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: warning: Ignoring because not implementing SymbolOpInterface
// ONE-EMPTY:
// ONE-NEXT: module {
// ONE-NEXT: ^
// ONE-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: note: see current operation: 
// ONE-NEXT: module {
// ONE-NEXT: }
// ONE-NEXT: module {
// ONE-LABEL: func.func @top() {
// ONE-NEXT:     return
// ONE-NEXT:   }
// ONE-NEXT:   module @first {
// ONE-LABEL: func.func @a(%arg0: i32) -> i32 {
// ONE-NEXT:       return %arg0 : i32
// ONE-NEXT:     }
// ONE-NEXT:     module @deeper {
// ONE-NEXT:       module @first {
// ONE-NEXT:       }
// ONE-NEXT:     }
// ONE-NEXT:   }
// ONE-NEXT:   module @second {
// ONE-LABEL: func.func @b() {
// ONE-NEXT:       return
// ONE-NEXT:     }
// ONE-NEXT:   }
// ONE-NEXT:   module {
// ONE-NEXT:   }
// ONE-NEXT: }

// NESTED: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// NESTED-NEXT: module @first {
// NESTED-LABEL: func.func @a(%arg0: i32) -> i32 {
// NESTED-NEXT:     %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:     return %0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT:   module @deeper {
// NESTED-NEXT:     module @first {
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: Dynamic execute 'cse' on builtin.module
// NESTED-NEXT: Run on nested op
// NESTED-NEXT: Run on module @first {
// NESTED-NEXT: }
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-NEXT: module @first {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: Run on module @deeper {
// NESTED-NEXT:   module @first {
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// NESTED-NEXT: module @deeper {
// NESTED-NEXT:   module @first {
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// NESTED-NEXT: module @second {
// NESTED-LABEL: func.func @b() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: Dynamic execute 'cse' on builtin.module
// NESTED-NEXT: Run on nested op
// NESTED-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED-NEXT: Dynamic execute 'cse' on builtin.module
// NESTED-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: warning: Ignoring because not implementing SymbolOpInterface
// NESTED-EMPTY:
// NESTED-NEXT: module {
// NESTED-NEXT: ^
// NESTED-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: note: see current operation: 
// NESTED-NEXT: module {
// NESTED-NEXT: }
// NESTED-NEXT: module {
// NESTED-LABEL: func.func @top() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   module @first {
// NESTED-LABEL: func.func @a(%arg0: i32) -> i32 {
// NESTED-NEXT:       %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:       %0 = arith.addi %arg0, %c0_i32 : i32
// NESTED-NEXT:       return %0 : i32
// NESTED-NEXT:     }
// NESTED-NEXT:     module @deeper {
// NESTED-NEXT:       module @first {
// NESTED-NEXT:       }
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module @second {
// NESTED-LABEL: func.func @b() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module {
// NESTED-NEXT:   }
// NESTED-NEXT: }

// EMPTY: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// EMPTY-NEXT: module @first {
// EMPTY-LABEL: func.func @a(%arg0: i32) -> i32 {
// EMPTY-NEXT:     %c0_i32 = arith.constant 0 : i32
// EMPTY-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// EMPTY-NEXT:     return %0 : i32
// EMPTY-NEXT:   }
// EMPTY-NEXT:   module @deeper {
// EMPTY-NEXT:     module @first {
// EMPTY-NEXT:     }
// EMPTY-NEXT:   }
// EMPTY-NEXT: }
// EMPTY-EMPTY:
// EMPTY-NEXT: Dynamic execute '' on builtin.module
// EMPTY-NEXT: Empty pipeline
// EMPTY-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// EMPTY-NEXT: module @second {
// EMPTY-LABEL: func.func @b() {
// EMPTY-NEXT:     return
// EMPTY-NEXT:   }
// EMPTY-NEXT: }
// EMPTY-EMPTY:
// EMPTY-NEXT: Dynamic execute '' on builtin.module
// EMPTY-NEXT: Empty pipeline
// EMPTY-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// EMPTY-NEXT: module {
// EMPTY-NEXT: }
// EMPTY-EMPTY:
// EMPTY-NEXT: Dynamic execute '' on builtin.module
// EMPTY-NEXT: Empty pipeline
// EMPTY-NEXT: module {
// EMPTY-LABEL: func.func @top() {
// EMPTY-NEXT:     return
// EMPTY-NEXT:   }
// EMPTY-NEXT:   module @first {
// EMPTY-LABEL: func.func @a(%arg0: i32) -> i32 {
// EMPTY-NEXT:       %c0_i32 = arith.constant 0 : i32
// EMPTY-NEXT:       %0 = arith.addi %arg0, %c0_i32 : i32
// EMPTY-NEXT:       return %0 : i32
// EMPTY-NEXT:     }
// EMPTY-NEXT:     module @deeper {
// EMPTY-NEXT:       module @first {
// EMPTY-NEXT:       }
// EMPTY-NEXT:     }
// EMPTY-NEXT:   }
// EMPTY-NEXT:   module @second {
// EMPTY-LABEL: func.func @b() {
// EMPTY-NEXT:       return
// EMPTY-NEXT:     }
// EMPTY-NEXT:   }
// EMPTY-NEXT:   module {
// EMPTY-NEXT:   }
// EMPTY-NEXT: }

// BADPIPE: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// BADPIPE-NEXT: no-such-pass
// BADPIPE-NEXT: ^
// BADPIPE-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// BADPIPE-NEXT: module @first {
// BADPIPE-LABEL: func.func @a(%arg0: i32) -> i32 {
// BADPIPE-NEXT:     %c0_i32 = arith.constant 0 : i32
// BADPIPE-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// BADPIPE-NEXT:     return %0 : i32
// BADPIPE-NEXT:   }
// BADPIPE-NEXT:   module @deeper {
// BADPIPE-NEXT:     module @first {
// BADPIPE-NEXT:     }
// BADPIPE-NEXT:   }
// BADPIPE-NEXT: }
// BADPIPE-EMPTY:
// BADPIPE-NEXT: Dynamic execute 'no-such-pass' on builtin.module
// BADPIPE-NEXT: dynamic-pipeline skip op name: first
// BADPIPE-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// BADPIPE-NEXT: module @second {
// BADPIPE-LABEL: func.func @b() {
// BADPIPE-NEXT:     return
// BADPIPE-NEXT:   }
// BADPIPE-NEXT: }
// BADPIPE-EMPTY:
// BADPIPE-NEXT: Dynamic execute 'no-such-pass' on builtin.module
// BADPIPE-NEXT: MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// BADPIPE-NEXT: no-such-pass
// BADPIPE-NEXT: ^
// BADPIPE-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// BADPIPE-NEXT: module {
// BADPIPE-NEXT: }
// BADPIPE-EMPTY:
// BADPIPE-NEXT: Dynamic execute 'no-such-pass' on builtin.module
// BADPIPE-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: warning: Ignoring because not implementing SymbolOpInterface
// BADPIPE-EMPTY:
// BADPIPE-NEXT: module {
// BADPIPE-NEXT: ^
// BADPIPE-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: note: see current operation: 
// BADPIPE-NEXT: module {
// BADPIPE-NEXT: }
// BADPIPE-NEXT: module {
// BADPIPE-LABEL: func.func @top() {
// BADPIPE-NEXT:     return
// BADPIPE-NEXT:   }
// BADPIPE-NEXT:   module @first {
// BADPIPE-LABEL: func.func @a(%arg0: i32) -> i32 {
// BADPIPE-NEXT:       %c0_i32 = arith.constant 0 : i32
// BADPIPE-NEXT:       %0 = arith.addi %arg0, %c0_i32 : i32
// BADPIPE-NEXT:       return %0 : i32
// BADPIPE-NEXT:     }
// BADPIPE-NEXT:     module @deeper {
// BADPIPE-NEXT:       module @first {
// BADPIPE-NEXT:       }
// BADPIPE-NEXT:     }
// BADPIPE-NEXT:   }
// BADPIPE-NEXT:   module @second {
// BADPIPE-LABEL: func.func @b() {
// BADPIPE-NEXT:       return
// BADPIPE-NEXT:     }
// BADPIPE-NEXT:   }
// BADPIPE-NEXT:   module {
// BADPIPE-NEXT:   }
// BADPIPE-NEXT: }

// PARENT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// PARENT-NEXT: module @first {
// PARENT-LABEL: func.func @a(%arg0: i32) -> i32 {
// PARENT-NEXT:     %c0_i32 = arith.constant 0 : i32
// PARENT-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// PARENT-NEXT:     return %0 : i32
// PARENT-NEXT:   }
// PARENT-NEXT:   module @deeper {
// PARENT-NEXT:     module @first {
// PARENT-NEXT:     }
// PARENT-NEXT:   }
// PARENT-NEXT: }
// PARENT-EMPTY:
// PARENT-NEXT: Dynamic execute 'cse' on builtin.module
// PARENT-NEXT: dynamic-pipeline skip op name: first
// PARENT-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// PARENT-NEXT: module @second {
// PARENT-LABEL: func.func @b() {
// PARENT-NEXT:     return
// PARENT-NEXT:   }
// PARENT-NEXT: }
// PARENT-EMPTY:
// PARENT-NEXT: Dynamic execute 'cse' on builtin.module
// PARENT-NEXT: {{.*}}test-dynamic-pipeline.mlir:0:0: error: 'builtin.module' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing
// PARENT-NEXT: {{.*}}test-dynamic-pipeline.mlir:0:0: note: see current operation: 
// PARENT-NEXT: "builtin.module"() ({
// PARENT-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "top"}> ({
// PARENT-NEXT:     "func.return"() : () -> ()
// PARENT-NEXT:   }) : () -> ()
// PARENT-NEXT:   "builtin.module"() <{sym_name = "first"}> ({
// PARENT-NEXT:     "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
// PARENT-NEXT:     ^bb0(%arg0: i32):
// PARENT-NEXT:       %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// PARENT-NEXT:       %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// PARENT-NEXT:       "func.return"(%1) : (i32) -> ()
// PARENT-NEXT:     }) : () -> ()
// PARENT-NEXT:     "builtin.module"() <{sym_name = "deeper"}> ({
// PARENT-NEXT:       "builtin.module"() <{sym_name = "first"}> ({
// PARENT-NEXT:       ^bb0:
// PARENT-NEXT:       }) : () -> ()
// PARENT-NEXT:     }) : () -> ()
// PARENT-NEXT:   }) : () -> ()
// PARENT-NEXT:   "builtin.module"() <{sym_name = "second"}> ({
// PARENT-NEXT:     "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
// PARENT-NEXT:       "func.return"() : () -> ()
// PARENT-NEXT:     }) : () -> ()
// PARENT-NEXT:   }) : () -> ()
// PARENT-NEXT:   "builtin.module"() ({
// PARENT-NEXT:   ^bb0:
// PARENT-NEXT:   }) : () -> ()
// PARENT-NEXT: }) : () -> ()
// PARENT-NEXT: // -----// IR Dump Before (anonymous namespace)::TestDynamicPipelinePass (test-dynamic-pipeline) //----- //
// PARENT-NEXT: module {
// PARENT-NEXT: }
// PARENT-EMPTY:
// PARENT-NEXT: Dynamic execute 'cse' on builtin.module
// PARENT-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: warning: Ignoring because not implementing SymbolOpInterface
// PARENT-EMPTY:
// PARENT-NEXT: module {
// PARENT-NEXT: ^
// PARENT-NEXT: {{.*}}test-dynamic-pipeline.mlir:33:1: note: see current operation: 
// PARENT-NEXT: module {
// PARENT-NEXT: }
// PARENT-NEXT: module {
// PARENT-LABEL: func.func @top() {
// PARENT-NEXT:     return
// PARENT-NEXT:   }
// PARENT-NEXT:   module @first {
// PARENT-LABEL: func.func @a(%arg0: i32) -> i32 {
// PARENT-NEXT:       %c0_i32 = arith.constant 0 : i32
// PARENT-NEXT:       %0 = arith.addi %arg0, %c0_i32 : i32
// PARENT-NEXT:       return %0 : i32
// PARENT-NEXT:     }
// PARENT-NEXT:     module @deeper {
// PARENT-NEXT:       module @first {
// PARENT-NEXT:       }
// PARENT-NEXT:     }
// PARENT-NEXT:   }
// PARENT-NEXT:   module @second {
// PARENT-LABEL: func.func @b() {
// PARENT-NEXT:       return
// PARENT-NEXT:     }
// PARENT-NEXT:   }
// PARENT-NEXT:   module {
// PARENT-NEXT:   }
// PARENT-NEXT: }
