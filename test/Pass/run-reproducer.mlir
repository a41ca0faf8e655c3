// RUN: ropt %s --run-reproducer -dump-pass-pipeline 2>&1 | FileCheck %s
// RUN: ropt %s --run-reproducer -mlir-print-ir-before=canonicalize 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: ropt %s --run-reproducer -cse -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: ropt %s --run-reproducer --pass-pipeline='builtin.module(cse)' -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPLACED
// RUN: ropt %s | FileCheck %s --check-prefix=KEPT

// `--run-reproducer` runs the pipeline of the input's `mlir_reproducer` resource (as a
// failing run writes it with --mlir-pass-pipeline-crash-reproducer), after which `-pass`
// flags run; `--pass-pipeline` replaces it. The resource is consumed: the output does not
// print it back. Without the flag it is a resource like any other.

func.func @f() -> i32 {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(canonicalize{max-iterations=1}))",
      verify_each: false,
      disable_threading: true
    }
  }
#-}

// CHECK:      Pass Manager with 1 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// CHECK-NEXT:   )
// CHECK-NEXT: )
// CHECK:      %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT: return %[[C]] : i32
// CHECK-NOT:  mlir_reproducer

// BEFORE:     // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: func.func @f() -> i32 {
// BEFORE-NOT:  // -----// IR Dump

// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     canonicalize{{{.*}}}
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   cse
// FLAGS-NEXT: )

// REPLACED:      Pass Manager with 1 passes:
// REPLACED-NEXT: builtin.module(
// REPLACED-NEXT:   cse
// REPLACED-NEXT: )

// KEPT:      %{{.*}} = arith.addi
// KEPT:      mlir_reproducer: {
// KEPT-NEXT:   pipeline: "builtin.module(func.func(canonicalize{max-iterations=1}))",
