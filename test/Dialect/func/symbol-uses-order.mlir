// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not ropt %s -split-input-file -mlir-disable-threading 2>&1 | FileCheck %s

// The symbol uses of a module are checked after its functions, under the functions from the
// last to the first (the checks run on threads unless threading is disabled): only the first
// bad use in that order is reported, as mlir-opt 22 does.

// CHECK: symbol-uses-order.mlir:29:3: error: 'func.call' op 'missing3' does not reference a valid function
// CHECK-NOT: error:
// CHECK: symbol-uses-order.mlir:44:5: error: 'func.call' op 'missing2' does not reference a valid function
// CHECK-NOT: error:
// CHECK: symbol-uses-order.mlir:56:5: error: 'func.call' op 'missing1' does not reference a valid function
// CHECK-NOT: error:

func.func @a() {
  scf.execute_region {
    func.call @missing1() : () -> ()
    scf.yield
  }
  return
}
func.func @b(%c: i1) {
  scf.if %c {
    func.call @missing2() : () -> ()
  }
  return
}
func.func @c() {
  func.call @missing3() : () -> ()
  return
}

// -----

func.func @a() {
  scf.execute_region {
    func.call @missing1() : () -> ()
    scf.yield
  }
  return
}
func.func @b(%c: i1) {
  scf.if %c {
    func.call @missing2() : () -> ()
  }
  return
}
func.func @c() {
  return
}

// -----

func.func @a() {
  scf.execute_region {
    func.call @missing1() : () -> ()
    scf.yield
  }
  return
}
func.func @b(%c: i1) {
  scf.if %c {
    func.call @b(%c) : (i1) -> ()
  }
  return
}
