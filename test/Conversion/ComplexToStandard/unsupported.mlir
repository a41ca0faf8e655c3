// RUN: not ropt %s -convert-complex-to-standard 2>&1 | FileCheck %s

// The ops whose lowering ropt does not have yet are reported, each at its location, and the
// pass fails before changing anything (mlir-opt 22 lowers them; ropt must never leave them
// behind silently). The lowerable op before them is not converted either.

func.func @f(%a: complex<f32>, %n: i32) -> (complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %a : complex<f32>
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: ropt cannot lower 'complex.div' to standard yet
  %1 = complex.div %0, %a : complex<f32>
  %2 = scf.execute_region -> complex<f32> {
    // CHECK: unsupported.mlir:[[@LINE+1]]:10: error: ropt cannot lower 'complex.expm1' to standard yet
    %3 = complex.expm1 %a : complex<f32>
    scf.yield %3 : complex<f32>
  }
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}
// CHECK-NOT: error
