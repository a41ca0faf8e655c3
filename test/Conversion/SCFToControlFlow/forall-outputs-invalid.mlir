// RUN: ropt %s -convert-scf-to-cf -split-input-file -verify-diagnostics
// An scf.forall with shared outputs has no lowering: the partial conversion fails on it
// (explicitly illegal), and the IR is left as it was.

func.func @forall_out(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @forall_out_nested(%c: i1, %t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.if %c -> tensor<8xf32> {
    // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
    %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
      }
    }
    scf.yield %0 : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
