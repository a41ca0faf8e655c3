// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Builtin types, carried by attributes of unregistered ops.

// CHECK: module {
// CHECK-NEXT: "test.op"() {p = dense<[true, false]> : tensor<2xi1>, q = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>, r = dense<1.500000e+00> : vector<4xf32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {p = dense<[true, false]> : tensor<2xi1>, q = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, r = dense<1.5> : vector<4xf32>} : () -> ()
// -----

// CHECK: #loc = loc("a":1:1)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #distinct = distinct[0]<#map>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {t = #distinct, u = memref<4xf32, #map1>, v = [#map2], w = #map3, x = #loc, y = #map4, z = #set} : () -> ()
// CHECK-NEXT: }
"test.op"() {z = affine_set<(d0) : (d0 >= 0)>, y = affine_map<(d0) -> (d0 + 1)>, x = loc("a":1:1), w = affine_map<(d0) -> (d0 + 2)>, v = [affine_map<(d0) -> (d0 + 3)>], u = memref<4xf32, affine_map<(d0) -> (d0 + 4)>>, t = distinct[0]<affine_map<(d0) -> (d0 + 5)>>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = tuple<>, b = tuple<i32, f32>, c = () -> (), d = (i32) -> i32, e = (i32, f32) -> (i32, i64), f = () -> (() -> ()), g = vector<[4]x8xf32>, h = tensor<*xf32>, i = tensor<?x4xf32, "enc">, j = memref<*xf32, 3>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = tuple<>, b = tuple<i32, f32>, c = () -> (), d = (i32) -> i32, e = (i32, f32) -> (i32, i64), f = () -> (() -> ()), g = vector<[4]x8xf32>, h = tensor<*xf32>, i = tensor<?x4xf32, "enc">, j = memref<*xf32, 3>} : () -> ()
// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {k = memref<?x?xf32, strided<[?, 1], offset: 4>, "ms">, l = complex<f64>, m = none, n = memref<4xf32, #map, 1>, o = strided<[]>, p = strided<[1]>, q = strided<[1]>, r = memref<f32>, s = tensor<0x?xi1>} : () -> ()
// CHECK-NEXT: }
"test.op"() {k = memref<?x?xf32, strided<[?, 1], offset: 4>, "ms">, l = complex<f64>, m = none, n = memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 1>, o = strided<[]>, p = strided<[1]>, q = strided<[1], offset: 0>, r = memref<f32>, s = tensor<0x?xi1>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {t = (i32) -> i32, u = ((i32) -> i32) -> i32, v = si4, w = ui64, x = vector<2x[3]x[4]xi8>, y = tf32, z = memref<4xf32>, zz = tensor<0xf32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {t = (i32) -> (i32), u = ((i32) -> i32) -> i32, v = si4, w = ui64, x = vector<2x[3]x[4]xi8>, y = tf32, z = memref<4xf32, 0>, zz = tensor<0xf32>} : () -> ()
// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #map, b = tensor<4xi32>, c = memref<4xf32>} : () -> ()
// CHECK-NEXT: }
#a = affine_map<(d0) -> (d0)>
!t = tensor<4xi32>
"test.op"() {a = #a, b = !t, c = memref<4xf32, #a>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<{{\[\[}}1, 2, 3]]> : tensor<1x3xui8>, b = dense<[255, 0]> : tensor<2xui8>, c = dense<"abc"> : tensor<3x!a.b>, d = dense<> : tensor<2x0xi32>, e = dense<5> : tensor<index>, f = dense<[1, 2]> : vector<2xindex>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<[[1, 2, 3]]> : tensor<1x3xui8>, b = dense<[255, 0]> : tensor<2xui8>, c = dense<"abc"> : tensor<3x!a.b>, d = dense<[[], []]> : tensor<2x0xi32>, e = dense<5> : tensor<index>, f = dense<[1, 2]> : vector<2xindex>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = i1, b = i0, c = i16777215, d = si1, e = ui128, f = index, g = none} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = i1, b = i0, c = i16777215, d = si1, e = ui128, f = index, g = none} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = f16, b = bf16, c = f32, d = f64, e = f80, f = f128, g = tf32, h = f8E5M2, i = f8E4M3, j = f8E4M3FN, k = f8E5M2FNUZ, l = f8E4M3FNUZ, m = f8E4M3B11FNUZ, n = f8E3M4, o = f8E8M0FNU, p = f6E2M3FN, q = f6E3M2FN, r = f4E2M1FN} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = f16, b = bf16, c = f32, d = f64, e = f80, f = f128, g = tf32, h = f8E5M2, i = f8E4M3, j = f8E4M3FN, k = f8E5M2FNUZ, l = f8E4M3FNUZ, m = f8E4M3B11FNUZ, n = f8E3M4, o = f8E8M0FNU, p = f6E2M3FN, q = f6E3M2FN, r = f4E2M1FN} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = tensor<4x?x0xf32>, b = tensor<i1>, c = tensor<*xcomplex<i8>>, d = memref<2x3xi32, strided<[3, 1]>>, e = memref<?xf32, strided<[?], offset: ?>, 2>, f = memref<*xf32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = tensor<4x?x0xf32>, b = tensor<i1>, c = tensor<*xcomplex<i8>>, d = memref<2x3xi32, strided<[3, 1]>>, e = memref<?xf32, strided<[?], offset: ?>, 2>, f = memref<*xf32>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = !dialect.type<1, [2], "x">, b = !dialect<"body">, c = tuple<tuple<>, i32>, d = (i32, (i32) -> i32) -> (f32, f32)} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = !dialect.type<1, [2], "x">, b = !dialect<"body">, c = tuple<tuple<>, i32>, d = (i32, (i32) -> i32) -> (f32, f32)} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = tensor<4x4xf32>, b = tensor<4x4xf32>, c = tuple<tensor<4x4xf32>>} : () -> ()
// CHECK-NEXT: }
!alias = tensor<4x4xf32>
!other = !alias
"test.op"() {a = !alias, b = !other, c = tuple<!alias>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = vector<1x2x[4]xf32>, b = vector<[2]x[2]xi1>, c = vector<16xindex>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = vector<1x2x[4]xf32>, b = vector<[2]x[2]xi1>, c = vector<16xindex>} : () -> ()
