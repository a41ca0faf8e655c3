// RUN: ropt %s -canonicalize | FileCheck %s

// f8E8M0FNU has no sign bit, but like mlir-opt 22 a value keeps the sign it was built with,
// and its smallest value 2^-127 (exponent field 0) is normal (checked against mlir-opt 22).

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %cst = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK-NEXT: %cst_0 = arith.constant -5.877470e-39 : f8E8M0FNU
// CHECK-NEXT: %cst_1 = arith.constant -1.175490e-38 : f8E8M0FNU
// CHECK-NEXT: return %cst, %cst_0, %cst_1
func.func @f() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %c = arith.constant 5.877470e-39 : f8E8M0FNU
  %n = arith.negf %c : f8E8M0FNU
  %d = arith.constant 1.175490e-38 : f8E8M0FNU
  %m = arith.negf %d : f8E8M0FNU
  return %c, %n, %m : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

// A negative literal of the smallest value keeps its sign when parsed.
// CHECK-LABEL: func.func @literal
// CHECK-NEXT: %cst = arith.constant -5.877470e-39 : f8E8M0FNU
// CHECK-NEXT: return %cst
func.func @literal() -> f8E8M0FNU {
  %c = arith.constant -5.877470e-39 : f8E8M0FNU
  return %c : f8E8M0FNU
}
