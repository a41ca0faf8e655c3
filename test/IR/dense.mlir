// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// dense<>, sparse<>, array<>, dense_resource<> elements attributes.

// CHECK: module {
// CHECK-NEXT: "test.op"() {s = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, t = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>} : () -> ()
// CHECK-NEXT: }
"test.op"() {s = dense<(1.0, 2.0)> : tensor<complex<f32>>, t = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {u = dense<[67305985, 134678021]> : tensor<2xi32>, v = dense<["a", "b"]> : tensor<2x!foo.str>, w = dense<> : tensor<0xi32>, x = dense<1> : tensor<1xi32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {u = dense<"0x0102030405060708"> : tensor<2xi32>, v = dense<["a", "b"]> : tensor<2x!foo.str>, w = dense<> : tensor<0xi32>, x = dense<[1]> : tensor<1xi32>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {aa = array<i1: true, false>, ab = array<f64: 1.500000e+00, -2.000000e+00>, y = array<i32: 1, 2>, z = array<f32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {y = array<i32: 1, 2>, z = array<f32>, aa = array<i1: true, false>, ab = array<f64: 1.5, -2.0>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {ab = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, ac = dense_resource<blob1> : tensor<3xi32>, ad = strided<[4, 1], offset: ?>} : () -> ()
// CHECK-NEXT: }
"test.op"() {ab = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, ac = dense_resource<blob1> : tensor<3xi32>, ad = strided<[4, 1], offset: ?>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, b = dense<-1> : tensor<2x3xi64>, d = dense<-1> : tensor<2xi8>, e = dense<true> : tensor<4xi1>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, b = dense<-1> : tensor<2x3xi64>, d = dense<0xFF> : tensor<2xi8>, e = dense<true> : tensor<4xi1>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = sparse<0, 1> : tensor<4xi32>, g = sparse<{{\[\[}}0, 1], [2, 3]], [1.000000e+00, 2.000000e+00]> : tensor<4x4xf32>, h = sparse<[1, 2], [3, 4]> : tensor<4xi32>, i = sparse<1, 5> : tensor<4xi32>, j = sparse<> : tensor<4xi32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = sparse<[[0]], [1]> : tensor<4xi32>, g = sparse<[[0, 1], [2, 3]], [1.0, 2.0]> : tensor<4x4xf32>, h = sparse<[1, 2], [3, 4]> : tensor<4xi32>, i = sparse<[[1]], 5> : tensor<4xi32>, j = sparse<[], []> : tensor<4xi32>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<15> : tensor<128xi8>, b = dense<[1, 2]> : vector<2xi32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<"0x0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F"> : tensor<128xi8>, b = dense<"0x0100000002000000"> : vector<2xi32>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<"0x00000100020003000400050006000700080009000A000B000C000D000E000F0010001100120013001400150016001700180019001A001B001C001D001E001F0020002100220023002400250026002700280029002A002B002C002D002E002F0030003100320033003400350036003700380039003A003B003C003D003E003F0040004100420043004400450046004700480049004A004B004C004D004E004F0050005100520053005400550056005700580059005A005B005C005D005E005F0060006100620063006400"> : tensor<101xi16>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi16>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<{{\[\[}}[1.500000e+00]], {{\[\[}}-2.500000e+00]]]> : tensor<2x1x1xbf16>, b = dense<["x", "y\0A"]> : tensor<2x!d.str>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<[[[1.5]], [[-2.5]]]> : tensor<2x1x1xbf16>, b = dense<["x", "y\0A"]> : tensor<2x!d.str>} : () -> ()
