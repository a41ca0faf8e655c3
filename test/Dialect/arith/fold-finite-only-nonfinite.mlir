// RUN: ropt %s -canonicalize | FileCheck %s

// The f4/f6 types cannot encode an infinity or a NaN, yet a fold may produce one (as APFloat
// does): it stays distinct from every finite value and prints as its storage bits.

// CHECK-LABEL: func.func @div_by_zero
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x0 : f4E2M1FN
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0x8 : f4E2M1FN
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x0 : f4E2M1FN
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f4E2M1FN
// CHECK-DAG: %[[SIX:.*]] = arith.constant 6.000000e+00 : f4E2M1FN
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[F32INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: return %[[INF]], %[[NINF]], %[[NAN]], %[[INF]], %[[TRUE]], %[[TRUE]], %[[NINF]], %[[F32INF]], %[[NAN]], %[[SIX]], %[[ZERO]]
func.func @div_by_zero() -> (f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, i1, i1, f4E2M1FN, f32, f4E2M1FN, f4E2M1FN, f4E2M1FN) {
  %a = arith.constant 6.0 : f4E2M1FN
  %n = arith.constant -6.0 : f4E2M1FN
  %o = arith.constant 1.0 : f4E2M1FN
  %z = arith.constant 0.0 : f4E2M1FN
  %d = arith.divf %a, %z : f4E2M1FN
  %e = arith.divf %n, %z : f4E2M1FN
  %f = arith.divf %z, %z : f4E2M1FN
  %g = arith.addf %d, %o : f4E2M1FN
  %c1 = arith.cmpf ogt, %d, %a : f4E2M1FN
  %c2 = arith.cmpf uno, %f, %f : f4E2M1FN
  %h = arith.negf %d : f4E2M1FN
  %i = arith.extf %d : f4E2M1FN to f32
  %j = arith.mulf %d, %z : f4E2M1FN
  %k = arith.minnumf %d, %a : f4E2M1FN
  %l = arith.subf %z, %z : f4E2M1FN
  return %d, %e, %f, %g, %c1, %c2, %h, %i, %j, %k, %l : f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, i1, i1, f4E2M1FN, f32, f4E2M1FN, f4E2M1FN, f4E2M1FN
}

// Overflow saturates; an infinity or a NaN converted to these types stays one.
// CHECK-LABEL: func.func @convert
// CHECK-DAG: %[[SAT:.*]] = arith.constant 6.000000e+00 : f4E2M1FN
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x0 : f6E2M3FN
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0x20 : f6E2M3FN
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x0 : f6E3M2FN
// CHECK: return %[[SAT]], %[[INF]], %[[NINF]], %[[NAN]]
func.func @convert() -> (f4E2M1FN, f6E2M3FN, f6E2M3FN, f6E3M2FN) {
  %a = arith.constant 6.0 : f4E2M1FN
  %b = arith.constant 4.0 : f4E2M1FN
  %s = arith.addf %a, %b : f4E2M1FN
  %i = arith.constant 0x7F800000 : f32
  %ni = arith.constant 0xFF800000 : f32
  %n = arith.constant 0x7FC00000 : f32
  %c = arith.truncf %i : f32 to f6E2M3FN
  %d = arith.truncf %ni : f32 to f6E2M3FN
  %e = arith.truncf %n : f32 to f6E3M2FN
  return %s, %c, %d, %e : f4E2M1FN, f6E2M3FN, f6E2M3FN, f6E3M2FN
}
