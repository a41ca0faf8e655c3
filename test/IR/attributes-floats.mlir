// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Float attributes are printed exactly as mlir-opt prints them (scientific, shortest, or hex).

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 1.10000000000000008881784197001252323 : f128, b = 0x7FC00000 : f32, c = 1.000000e+10 : f32, d = 1.000000e-01 : f64, e = 3.000000e+00 : f8E4M3FN, f = 0x7F : f8E4M3FN, g = 6.000000e+00 : f4E2M1FN, h = 0x7F800000 : f32, i = -0.000000e+00 : f32, j = 0x7F800000 : f32} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 1.1 : f128, b = 0x7FC00000 : f32, c = 1.0e10 : f32, d = 0.1 : f64, e = 3.0 : f8E4M3FN, f = 1000.0 : f8E4M3FN, g = 1000.0 : f4E2M1FN, h = 1.0e40 : f32, i = -0.0 : f32, j = 0x7F800000 : f32} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {k = 1.500000e+00 : bf16, l = 0x7C00 : f16, m = 1.000400e-03 : f16, n = 1.000000e-01 : f32, o = 1.0000000000000000525E+300 : f80, p = 0x7FC00001 : f32, q = 0x419D6F3454000000 : f64, r = 9.999880e-321 : f64, s = 1.024000e+03 : f8E5M2FNUZ} : () -> ()
// CHECK-NEXT: }
"test.op"() {k = 1.5 : bf16, l = 100000.0 : f16, m = 1.0e-3 : f16, n = 0.1 : f32, o = 1.0e300 : f80, p = 0x7FC00001 : f32, q = 123456789.0 : f64, r = 1.0e-320 : f64, s = 1000.0 : f8E5M2FNUZ} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {t = 2.500000e-01 : f6E2M3FN, u = 4.000000e+00 : f8E8M0FNU, v = 1.000000e+00 : tf32, w = 0x7FF0000000000000 : f64, x = 2.500000e+00 : f8E5M2, y = 5.000000e-01 : f8E4M3, z = 1.000000e+00 : f8E4M3FNUZ, zz = 1.000000e+00 : f8E4M3B11FNUZ, zzz = 1.250000e+00 : f8E3M4, zzzz = 3.000000e+00 : f6E3M2FN} : () -> ()
// CHECK-NEXT: }
"test.op"() {t=0.3:f6E2M3FN, u = 3.0 : f8E8M0FNU, v = 1.0 : tf32, w = 0x7FF0000000000000 : f64, x = 2.5 : f8E5M2, y = 0.5 : f8E4M3, z = 1.0 : f8E4M3FNUZ, zz = 1.0 : f8E4M3B11FNUZ, zzz = 1.25 : f8E3M4, zzzz = 3.0 : f6E3M2FN} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 1.401300e-45 : f32, b = 3.40282347E+38 : f32, c = 1.7976931348623157E+308 : f64, d = 4.940660e-324 : f64, e = 6.550400e+04 : f16, f = 5.960460e-08 : f16, g = 3.320310e-01 : bf16, h = 1.000000e-07 : f32} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 1.0e-45 : f32, b = 3.4028234663852886e38 : f32, c = 1.7976931348623157e308 : f64, d = 5.0e-324 : f64, e = 65504.0 : f16, f = 6.0e-8 : f16, g = 0.333 : bf16, h = 1.0e-7 : f32} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 9.997550e-02 : f16, b = 2.500000e-05 : f32, c = 1.234560e+05 : f32, d = 0x4996B438 : f32, e = 0x4B3C614E : f32, f = 1.000000e+02 : f64, g = 1.000000e+20 : f64, h = 3.14159265358979 : f64} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 0.1 : f16, b = 2.5e-5 : f32, c = 123456.0 : f32, d = 1234567.0 : f32, e = 12345678.0 : f32, f = 100.0 : f64, g = 1.0e20 : f64, h = 3.14159265358979 : f64} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 0xFFC00000 : f32, b = 0x7C01 : f16, c = 0xFF800000 : f32, d = 0x7FF8000000000001 : f64, e = 0.000000e+00 : f32, f = 1.401300e-45 : f32} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 0xFFC00000 : f32, b = 0x7C01 : f16, c = 0xFF800000 : f32, d = 0x7FF8000000000001 : f64, e = 0x0 : f32, f = 0x1 : f32} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 3.045800e-05 : f16} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 0x1FF : f16} : () -> ()
