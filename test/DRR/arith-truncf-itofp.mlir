// RUN: ropt %s -canonicalize -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: ropt %s --load-patterns %S/../../dialects/arith/ArithCanonicalization.td -canonicalize -allow-unregistered-dialect | FileCheck %s --check-prefix=LOADED
// The two truncf rules of mlir-opt 22's arith canonicalization (DRR in
// dialects/arith/ArithCanonicalization.td): truncf(sitofp(x)) -> sitofp(x) and
// truncf(uitofp(x)) -> uitofp(x), only without an explicit rounding mode (IsNullAttr on an
// absent optional attribute); fastmath flags are dropped; the new op is located at the fused
// location of the truncf and the conversion. Expected output from mlir-opt 22.

// CHECK-LABEL: func.func @si
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32 loc(#[[SI:loc[0-9]+]])
// CHECK-NEXT: return %0 : f32
// LOADED-LABEL: func.func @si
// LOADED-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// LOADED-NEXT: return %0 : f32
func.func @si(%x: i32) -> f32 {
  %a = arith.sitofp %x : i32 to f64 loc("si_conv")
  %t = arith.truncf %a : f64 to f32 loc("si_trunc")
  return %t : f32
}

// CHECK-LABEL: func.func @ui
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: return %0 : f32
// LOADED-LABEL: func.func @ui
// LOADED-NEXT: %0 = arith.uitofp %arg0 : i32 to f32
// LOADED-NEXT: return %0 : f32
func.func @ui(%x: i32) -> f32 {
  %a = arith.uitofp %x : i32 to f64
  %t = arith.truncf %a : f64 to f32
  return %t : f32
}

// Not only exact conversions: i64 -> f64 -> f16 becomes i64 -> f16.
// CHECK-LABEL: func.func @wide
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: return %0 : f16
func.func @wide(%x: i64) -> f16 {
  %a = arith.sitofp %x : i64 to f64
  %t = arith.truncf %a : f64 to f16
  return %t : f16
}

// An explicit rounding mode keeps both ops.
// CHECK-LABEL: func.func @rounding
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %1 = arith.truncf %0 to_nearest_away : f64 to f32
// CHECK-NEXT: %2 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %3 = arith.truncf %2 downward : f64 to f32
// CHECK-NEXT: return %1, %3 : f32, f32
// LOADED-LABEL: func.func @rounding
// LOADED-NEXT: arith.sitofp %arg0 : i32 to f64
// LOADED-NEXT: arith.truncf %0 to_nearest_away : f64 to f32
func.func @rounding(%x: i32) -> (f32, f32) {
  %a = arith.sitofp %x : i32 to f64
  %t = arith.truncf %a to_nearest_away : f64 to f32
  %b = arith.uitofp %x : i32 to f64
  %u = arith.truncf %b downward : f64 to f32
  return %t, %u : f32, f32
}

// Fastmath flags do not block the rewrite and are not kept.
// CHECK-LABEL: func.func @fastmath
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: return %0 : f32
func.func @fastmath(%x: i32) -> f32 {
  %a = arith.sitofp %x : i32 to f64
  %t = arith.truncf %a fastmath<fast> : f64 to f32
  return %t : f32
}

// Vectors; a conversion with other uses stays next to the new one.
// CHECK-LABEL: func.func @vector
// CHECK-NEXT: %0 = arith.uitofp %arg0 : vector<2xi32> to vector<2xbf16>
// CHECK-NEXT: return %0 : vector<2xbf16>
func.func @vector(%x: vector<2xi32>) -> vector<2xbf16> {
  %a = arith.uitofp %x : vector<2xi32> to vector<2xf64>
  %t = arith.truncf %a : vector<2xf64> to vector<2xbf16>
  return %t : vector<2xbf16>
}

// CHECK-LABEL: func.func @used
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %1 = arith.sitofp %arg0 : i32 to f32 loc(#[[USED:loc[0-9]+]])
// CHECK-NEXT: "test.use"(%0) : (f64) -> ()
// CHECK-NEXT: return %1 : f32
func.func @used(%x: i32) -> f32 {
  %a = arith.sitofp %x : i32 to f64 loc("used_conv")
  %t = arith.truncf %a : f64 to f32 loc("used_trunc")
  "test.use"(%a) : (f64) -> ()
  return %t : f32
}

// CHECK-DAG: #[[SC:loc[0-9]+]] = loc("si_conv")
// CHECK-DAG: #[[ST:loc[0-9]+]] = loc("si_trunc")
// CHECK-DAG: #[[UC:loc[0-9]+]] = loc("used_conv")
// CHECK-DAG: #[[UT:loc[0-9]+]] = loc("used_trunc")
// CHECK-DAG: #[[SI]] = loc(fused[#[[ST]], #[[SC]]])
// CHECK-DAG: #[[USED]] = loc(fused[#[[UT]], #[[UC]]])
