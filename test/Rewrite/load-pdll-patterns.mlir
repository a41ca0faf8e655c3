// RUN: ropt %s --load-patterns %S/Inputs/pdll-rules.pdll -canonicalize | FileCheck %s
// RUN: ropt %s --load-patterns %S/Inputs/pdll-rules.pdll -canonicalize=trace-rewrites=text 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// A PDLL rules file is compiled with ropt-pdll to PDL and run by the PDL bytecode next to
// the patterns -canonicalize applies; its PDLL-bodied constraint and rewrite are inlined.
// (Expected output: mlir-pdll -x mlir of the rules, run by mlir-opt -test-pdl-bytecode-pass
// and -canonicalize on this input.)

// CHECK-LABEL: func.func @f(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0, %c0_i32 : i32, i32
// TRACE: apply: pattern 'pdl_generated_rewriter' on 'test.twice' at {{.*}}load-pdll-patterns.mlir:[[@LINE+2]]:8
func.func @f(%a: i32) -> (i32, i32) {
  %0 = "test.twice"(%a) : (i32) -> i32
  %1 = arith.xori %0, %0 : i32
  %2 = arith.muli %1, %a : i32
  return %0, %2 : i32, i32
}
