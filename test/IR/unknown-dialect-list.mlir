// RUN: ropt %s -split-input-file -verify-diagnostics

// An op of a dialect mlir-opt 22 does not register: its note lists the dialects mlir-opt
// registers. An op of one of those that ropt does not know is an unknown op.

func.func @f() {
  // expected-error @+2 {{Dialect `none' not found for custom op 'none.bool.constant'}}
  // expected-note @+1 {{Available dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
  %0 = none.bool.constant false
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'tensor.bogus' is unknown}}
  %0 = tensor.bogus
  return
}
