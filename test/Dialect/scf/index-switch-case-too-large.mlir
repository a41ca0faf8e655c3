// A case value that does not fit in 64 bits is a custom-op error (checked against mlir-opt 22).
// RUN: not ropt %s 2>&1 | FileCheck %s

func.func @f(%i: index) {
  scf.index_switch %i
  // CHECK: :[[# @LINE + 1]]:8: error: custom op 'scf.index_switch' integer value too large
  case 99999999999999999999 {
    scf.yield
  }
  default {
  }
  return
}
