// RUN: ropt %s -reconcile-unrealized-casts | FileCheck %s
// Chains of casts that come back to their input types fold away, dead casts are erased,
// live casts that do not cancel stay, in nested regions and around cycles too.

func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i64
  return %2 : i64
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  return
}
func.func @live(%a: i64) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
  return %1 : f32
}
func.func @multi(%a: i64, %b: i32) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to f64
  %1:2 = builtin.unrealized_conversion_cast %0 : f64 to i64, i32
  return %1#0, %1#1 : i64, i32
}
func.func @partial(%a: i64, %b: i32) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to f64, f32
  %1 = builtin.unrealized_conversion_cast %0#0 : f64 to i64
  return %1 : i64
}
func.func @nested(%c: i1, %a: i64) -> i64 {
  %r = scf.if %c -> i64 {
    %0 = builtin.unrealized_conversion_cast %a : i64 to i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    scf.yield %1 : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}
func.func @cycle(%a: i64) -> i64 {
  cf.br ^bb1(%a : i64)
^bb1(%x: i64):
  %0 = builtin.unrealized_conversion_cast %x : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  cf.br ^bb1(%1 : i64)
}

// CHECK: module {
// CHECK-LABEL:   func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT:     return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @dead(%arg0: i64) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @live(%arg0: i64) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i32 to f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @multi(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT:     return %arg0, %arg1 : i64, i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @partial(%arg0: i64, %arg1: i32) -> i64 {
// CHECK-NEXT:     %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i64, i32 to f64, f32
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0#0 : f64 to i64
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @nested(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:       scf.yield %arg1 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @cycle(%arg0: i64) -> i64 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i64)
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.br ^bb1(%0 : i64)
// CHECK-NEXT:   }
// CHECK-NEXT: }
