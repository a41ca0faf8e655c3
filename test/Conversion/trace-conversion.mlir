// RUN: not ropt %s --trace-conversion -arith-expand -convert-scf-to-cf -split-input-file -o /dev/null 2>&1 | FileCheck %s
// RUN: not ropt %s -convert-scf-to-cf=trace-conversion -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAIL
// ropt's explainer (no mlir-opt has it): for each op a conversion had to legalize, the
// patterns tried in order and how each ended; ops that may stay as they are and have no
// pattern are not listed. A pattern's successes nest the legalization of what it created.

// CHECK:      legalizing 'arith.maxsi' at loc("{{.*}}trace-conversion.mlir":[[@LINE+12]]:10)
// CHECK-NEXT:   pattern 'MaxMinIOpConverter': applied, created [arith.cmpi, arith.select]
// CHECK-NEXT: legalizing 'scf.if' at loc("{{.*}}":[[@LINE+9]]:8)
// CHECK-NEXT:   pattern 'IfLowering': applied, created [cf.br, cf.br, cf.br, cf.cond_br]
// CHECK-NEXT: legalizing 'scf.parallel' at loc("{{.*}}":[[@LINE+15]]:3)
// CHECK-NEXT:   pattern 'ParallelLowering': applied, created [scf.for, scf.yield]
// CHECK-NEXT:   legalizing 'scf.for' at loc("{{.*}}":[[@LINE+13]]:3)
// CHECK-NEXT:     pattern 'ForLowering': applied, created [arith.addi, cf.br, cf.br, arith.cmpi, cf.cond_br]
// CHECK:      legalizing 'scf.forall'
// CHECK:      error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
func.func @f(%c: i1, %a: i32, %b: i32, %n: index) -> i32 {
  %r = scf.if %c -> i32 {
    %m = arith.maxsi %a, %b : i32
    scf.yield %m : i32
  } else {
    scf.yield %a : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  return %r : i32
}

// -----

// FAIL:      legalizing 'scf.forall' at loc("{{.*}}":[[@LINE+4]]:8)
// FAIL-NEXT:   pattern 'ForallLowering': failed: only fully bufferized scf.forall ops can be lowered to scf.parallel
// FAIL-NEXT:   left illegal: every pattern failed
func.func @forall_out(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
