// RUN: ropt %s -test-elements-attr-interface -verify-diagnostics -o /dev/null
// RUN: ropt %s -test-elements-attr-interface 2>&1 >/dev/null | FileCheck %s

// Every op (post-order) lists the elements of each of its elements attributes (inherent
// and discardable, sorted by name) as int64_t, uint64_t, APInt and IntegerAttr values.

// expected-error@below {{Test iterating `int64_t`: 10, 11, 12, 13, 14}}
// expected-error@below {{Test iterating `uint64_t`: 10, 11, 12, 13, 14}}
// expected-error@below {{Test iterating `APInt`: 10, 11, 12, 13, 14}}
// expected-error@below {{Test iterating `IntegerAttr`: 10 : i64, 11 : i64, 12 : i64, 13 : i64, 14 : i64}}
arith.constant dense<[10, 11, 12, 13, 14]> : tensor<5xi64>

// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: -1, -1, -1}}
// expected-error@below {{Test iterating `IntegerAttr`: true, true, true}}
arith.constant dense<true> : tensor<3xi1>

// expected-error@below {{Test iterating `int64_t`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `uint64_t`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `APInt`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `IntegerAttr`: expected element type to be an integer type}}
arith.constant dense<[1.5, -2.0]> : tensor<2xf32>

// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: 10, 11, 12}}
// expected-error@below {{Test iterating `APInt`: 10, 11, 12}}
// expected-error@below {{Test iterating `IntegerAttr`: 10 : i64, 11 : i64, 12 : i64}}
arith.constant #test.i64_elements<[10, 11, 12]> : tensor<3xi64>

// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: unable to iterate type}}
// expected-error@below {{Test iterating `IntegerAttr`: unable to iterate type}}
arith.constant dense_resource<blob1> : tensor<3xi64>

// Negative values, widths other than 64, signedness, splats.
// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: -1, 2, -128}}
// expected-error@below {{Test iterating `IntegerAttr`: -1 : i8, 2 : i8, -128 : i8}}
"test.op"() {a = dense<[-1, 2, -128]> : tensor<3xi8>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: -5, -5}}
// expected-error@below {{Test iterating `IntegerAttr`: -5 : i16, -5 : i16}}
"test.op"() {a = dense<-5> : tensor<2xi16>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: -7, 2147483647}}
// expected-error@below {{Test iterating `IntegerAttr`: -7 : i32, 2147483647 : i32}}
"test.op"() {a = dense<[-7, 2147483647]> : vector<2xi32>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: 18446744073709551615, 1}}
// expected-error@below {{Test iterating `APInt`: -1, 1}}
// expected-error@below {{Test iterating `IntegerAttr`: 18446744073709551615 : ui64, 1 : ui64}}
"test.op"() {a = dense<[18446744073709551615, 1]> : tensor<2xui64>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: -3, 2}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: -3, 2}}
// expected-error@below {{Test iterating `IntegerAttr`: -3 : si64, 2 : si64}}
"test.op"() {a = dense<[-3, 2]> : tensor<2xsi64>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: -9, -9, -9, -9}}
// expected-error@below {{Test iterating `uint64_t`: 18446744073709551607, 18446744073709551607, 18446744073709551607, 18446744073709551607}}
// expected-error@below {{Test iterating `APInt`: -9, -9, -9, -9}}
// expected-error@below {{Test iterating `IntegerAttr`: -9 : i64, -9 : i64, -9 : i64, -9 : i64}}
"test.op"() {a = dense<-9> : tensor<2x2xi64>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: -1}}
// expected-error@below {{Test iterating `IntegerAttr`: -1 : i128}}
"test.op"() {a = dense<-1> : tensor<1xi128>} : () -> ()

// `index` is not an integer type; dense arrays are no elements attributes.
// expected-error@below {{Test iterating `int64_t`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `uint64_t`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `APInt`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `IntegerAttr`: expected element type to be an integer type}}
"test.op"() {a = dense<[1, 2]> : tensor<2xindex>, b = array<i64: 1, 2>, c = [dense<1> : tensor<1xi64>]} : () -> ()

// Sparse elements are zero but at their indices; strings are not integers; no elements.
// expected-error@below {{Test iterating `int64_t`: 5, 0, -6}}
// expected-error@below {{Test iterating `uint64_t`: 5, 0, 18446744073709551610}}
// expected-error@below {{Test iterating `APInt`: 5, 0, -6}}
// expected-error@below {{Test iterating `IntegerAttr`: 5 : i64, 0 : i64, -6 : i64}}
"test.op"() {a = sparse<[[0], [2]], [5, -6]> : tensor<3xi64>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `uint64_t`: unable to iterate type}}
// expected-error@below {{Test iterating `APInt`: 0, 7, 0, 0, 0, 8}}
// expected-error@below {{Test iterating `IntegerAttr`: 0 : i32, 7 : i32, 0 : i32, 0 : i32, 0 : i32, 8 : i32}}
"test.op"() {a = sparse<[[0, 1], [1, 2]], [7, 8]> : tensor<2x3xi32>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: 0, 0}}
// expected-error@below {{Test iterating `uint64_t`: 0, 0}}
// expected-error@below {{Test iterating `APInt`: 0, 0}}
// expected-error@below {{Test iterating `IntegerAttr`: 0 : i64, 0 : i64}}
"test.op"() {a = sparse<[], []> : tensor<2xi64>} : () -> ()
// expected-error@below {{Test iterating `int64_t`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `uint64_t`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `APInt`: expected element type to be an integer type}}
// expected-error@below {{Test iterating `IntegerAttr`: expected element type to be an integer type}}
"test.op"() {a = dense<["x", "y"]> : tensor<2x!test.test_type>} : () -> ()
// expected-error@below {{Test iterating `int64_t`:}}
// expected-error@below {{Test iterating `uint64_t`:}}
// expected-error@below {{Test iterating `APInt`:}}
// expected-error@below {{Test iterating `IntegerAttr`:}}
"test.op"() {a = dense<> : tensor<0xi64>} : () -> ()

// Ops are visited in post-order; inherent and discardable attributes in name order.
// expected-error@below {{Test iterating `int64_t`: 2}}
// expected-error@below {{Test iterating `uint64_t`: 2}}
// expected-error@below {{Test iterating `APInt`: 2}}
// expected-error@below {{Test iterating `IntegerAttr`: 2 : i64}}
func.func @f() attributes {y = dense<[2]> : tensor<1xi64>} {
  // expected-error@below {{Test iterating `int64_t`: 4}}
  // expected-error@below {{Test iterating `uint64_t`: 4}}
  // expected-error@below {{Test iterating `APInt`: 4}}
  // expected-error@below {{Test iterating `IntegerAttr`: 4 : i64}}
  // expected-error@below {{Test iterating `int64_t`: 3}}
  // expected-error@below {{Test iterating `uint64_t`: 3}}
  // expected-error@below {{Test iterating `APInt`: 3}}
  // expected-error@below {{Test iterating `IntegerAttr`: 3 : i64}}
  // expected-error@below {{Test iterating `int64_t`: 1}}
  // expected-error@below {{Test iterating `uint64_t`: 1}}
  // expected-error@below {{Test iterating `APInt`: 1}}
  // expected-error@below {{Test iterating `IntegerAttr`: 1 : i64}}
  %0 = arith.constant {z = dense<[1]> : tensor<1xi64>, a = dense<[4]> : tensor<1xi64>} dense<[3]> : tensor<1xi64>
  // expected-error@below {{Test iterating `int64_t`: unable to iterate type}}
  // expected-error@below {{Test iterating `uint64_t`: 18446744073709551615, 0}}
  // expected-error@below {{Test iterating `APInt`: -1, 0}}
  // expected-error@below {{Test iterating `IntegerAttr`: -1 : i64, 0 : i64}}
  "test.op"() {x = #test.i64_elements<[-1, 0]> : memref<2xi64>} : () -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

// The exact text of every diagnostic, in order (from mlir-opt 22).
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: error: Test iterating `int64_t`: 10, 11, 12, 13, 14
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: note: see current operation: %0 = "arith.constant"() <{value = dense<[10, 11, 12, 13, 14]> : tensor<5xi64>}> : () -> tensor<5xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: error: Test iterating `uint64_t`: 10, 11, 12, 13, 14
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: note: see current operation: %0 = "arith.constant"() <{value = dense<[10, 11, 12, 13, 14]> : tensor<5xi64>}> : () -> tensor<5xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: error: Test iterating `APInt`: 10, 11, 12, 13, 14
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: note: see current operation: %0 = "arith.constant"() <{value = dense<[10, 11, 12, 13, 14]> : tensor<5xi64>}> : () -> tensor<5xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: error: Test iterating `IntegerAttr`: 10 : i64, 11 : i64, 12 : i64, 13 : i64, 14 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:11:1: note: see current operation: %0 = "arith.constant"() <{value = dense<[10, 11, 12, 13, 14]> : tensor<5xi64>}> : () -> tensor<5xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: note: see current operation: %1 = "arith.constant"() <{value = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: note: see current operation: %1 = "arith.constant"() <{value = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: error: Test iterating `APInt`: -1, -1, -1
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: note: see current operation: %1 = "arith.constant"() <{value = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: error: Test iterating `IntegerAttr`: true, true, true
// CHECK: {{.*}}elements-attr-interface.mlir:17:1: note: see current operation: %1 = "arith.constant"() <{value = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: error: Test iterating `int64_t`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: note: see current operation: %2 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: error: Test iterating `uint64_t`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: note: see current operation: %2 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: error: Test iterating `APInt`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: note: see current operation: %2 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: error: Test iterating `IntegerAttr`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:23:1: note: see current operation: %2 = "arith.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: note: see current operation: %3 = "arith.constant"() <{value = #test.i64_elements<[10, 11, 12]> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: error: Test iterating `uint64_t`: 10, 11, 12
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: note: see current operation: %3 = "arith.constant"() <{value = #test.i64_elements<[10, 11, 12]> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: error: Test iterating `APInt`: 10, 11, 12
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: note: see current operation: %3 = "arith.constant"() <{value = #test.i64_elements<[10, 11, 12]> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: error: Test iterating `IntegerAttr`: 10 : i64, 11 : i64, 12 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:29:1: note: see current operation: %3 = "arith.constant"() <{value = #test.i64_elements<[10, 11, 12]> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: note: see current operation: %4 = "arith.constant"() <{value = dense_resource<blob1> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: note: see current operation: %4 = "arith.constant"() <{value = dense_resource<blob1> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: error: Test iterating `APInt`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: note: see current operation: %4 = "arith.constant"() <{value = dense_resource<blob1> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: error: Test iterating `IntegerAttr`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:35:1: note: see current operation: %4 = "arith.constant"() <{value = dense_resource<blob1> : tensor<3xi64>}> : () -> tensor<3xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: note: see current operation: "test.op"() {a = dense<[-1, 2, -128]> : tensor<3xi8>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: note: see current operation: "test.op"() {a = dense<[-1, 2, -128]> : tensor<3xi8>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: error: Test iterating `APInt`: -1, 2, -128
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: note: see current operation: "test.op"() {a = dense<[-1, 2, -128]> : tensor<3xi8>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: error: Test iterating `IntegerAttr`: -1 : i8, 2 : i8, -128 : i8
// CHECK: {{.*}}elements-attr-interface.mlir:42:1: note: see current operation: "test.op"() {a = dense<[-1, 2, -128]> : tensor<3xi8>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: note: see current operation: "test.op"() {a = dense<-5> : tensor<2xi16>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: note: see current operation: "test.op"() {a = dense<-5> : tensor<2xi16>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: error: Test iterating `APInt`: -5, -5
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: note: see current operation: "test.op"() {a = dense<-5> : tensor<2xi16>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: error: Test iterating `IntegerAttr`: -5 : i16, -5 : i16
// CHECK: {{.*}}elements-attr-interface.mlir:47:1: note: see current operation: "test.op"() {a = dense<-5> : tensor<2xi16>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: note: see current operation: "test.op"() {a = dense<[-7, 2147483647]> : vector<2xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: note: see current operation: "test.op"() {a = dense<[-7, 2147483647]> : vector<2xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: error: Test iterating `APInt`: -7, 2147483647
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: note: see current operation: "test.op"() {a = dense<[-7, 2147483647]> : vector<2xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: error: Test iterating `IntegerAttr`: -7 : i32, 2147483647 : i32
// CHECK: {{.*}}elements-attr-interface.mlir:52:1: note: see current operation: "test.op"() {a = dense<[-7, 2147483647]> : vector<2xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: note: see current operation: "test.op"() {a = dense<[18446744073709551615, 1]> : tensor<2xui64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: error: Test iterating `uint64_t`: 18446744073709551615, 1
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: note: see current operation: "test.op"() {a = dense<[18446744073709551615, 1]> : tensor<2xui64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: error: Test iterating `APInt`: -1, 1
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: note: see current operation: "test.op"() {a = dense<[18446744073709551615, 1]> : tensor<2xui64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: error: Test iterating `IntegerAttr`: 18446744073709551615 : ui64, 1 : ui64
// CHECK: {{.*}}elements-attr-interface.mlir:57:1: note: see current operation: "test.op"() {a = dense<[18446744073709551615, 1]> : tensor<2xui64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: error: Test iterating `int64_t`: -3, 2
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: note: see current operation: "test.op"() {a = dense<[-3, 2]> : tensor<2xsi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: note: see current operation: "test.op"() {a = dense<[-3, 2]> : tensor<2xsi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: error: Test iterating `APInt`: -3, 2
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: note: see current operation: "test.op"() {a = dense<[-3, 2]> : tensor<2xsi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: error: Test iterating `IntegerAttr`: -3 : si64, 2 : si64
// CHECK: {{.*}}elements-attr-interface.mlir:62:1: note: see current operation: "test.op"() {a = dense<[-3, 2]> : tensor<2xsi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: error: Test iterating `int64_t`: -9, -9, -9, -9
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: note: see current operation: "test.op"() {a = dense<-9> : tensor<2x2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: error: Test iterating `uint64_t`: 18446744073709551607, 18446744073709551607, 18446744073709551607, 18446744073709551607
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: note: see current operation: "test.op"() {a = dense<-9> : tensor<2x2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: error: Test iterating `APInt`: -9, -9, -9, -9
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: note: see current operation: "test.op"() {a = dense<-9> : tensor<2x2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: error: Test iterating `IntegerAttr`: -9 : i64, -9 : i64, -9 : i64, -9 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:67:1: note: see current operation: "test.op"() {a = dense<-9> : tensor<2x2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: note: see current operation: "test.op"() {a = dense<-1> : tensor<1xi128>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: note: see current operation: "test.op"() {a = dense<-1> : tensor<1xi128>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: error: Test iterating `APInt`: -1
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: note: see current operation: "test.op"() {a = dense<-1> : tensor<1xi128>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: error: Test iterating `IntegerAttr`: -1 : i128
// CHECK: {{.*}}elements-attr-interface.mlir:72:1: note: see current operation: "test.op"() {a = dense<-1> : tensor<1xi128>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: error: Test iterating `int64_t`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: note: see current operation: "test.op"() {a = dense<[1, 2]> : tensor<2xindex>, b = array<i64: 1, 2>, c = [dense<1> : tensor<1xi64>]} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: error: Test iterating `uint64_t`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: note: see current operation: "test.op"() {a = dense<[1, 2]> : tensor<2xindex>, b = array<i64: 1, 2>, c = [dense<1> : tensor<1xi64>]} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: error: Test iterating `APInt`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: note: see current operation: "test.op"() {a = dense<[1, 2]> : tensor<2xindex>, b = array<i64: 1, 2>, c = [dense<1> : tensor<1xi64>]} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: error: Test iterating `IntegerAttr`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:79:1: note: see current operation: "test.op"() {a = dense<[1, 2]> : tensor<2xindex>, b = array<i64: 1, 2>, c = [dense<1> : tensor<1xi64>]} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: error: Test iterating `int64_t`: 5, 0, -6
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0], [2]], [5, -6]> : tensor<3xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: error: Test iterating `uint64_t`: 5, 0, 18446744073709551610
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0], [2]], [5, -6]> : tensor<3xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: error: Test iterating `APInt`: 5, 0, -6
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0], [2]], [5, -6]> : tensor<3xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: error: Test iterating `IntegerAttr`: 5 : i64, 0 : i64, -6 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:86:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0], [2]], [5, -6]> : tensor<3xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0, 1], [1, 2]], [7, 8]> : tensor<2x3xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: error: Test iterating `uint64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0, 1], [1, 2]], [7, 8]> : tensor<2x3xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: error: Test iterating `APInt`: 0, 7, 0, 0, 0, 8
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0, 1], [1, 2]], [7, 8]> : tensor<2x3xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: error: Test iterating `IntegerAttr`: 0 : i32, 7 : i32, 0 : i32, 0 : i32, 0 : i32, 8 : i32
// CHECK: {{.*}}elements-attr-interface.mlir:91:1: note: see current operation: "test.op"() {a = sparse<{{\[\[}}0, 1], [1, 2]], [7, 8]> : tensor<2x3xi32>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: error: Test iterating `int64_t`: 0, 0
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: note: see current operation: "test.op"() {a = sparse<> : tensor<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: error: Test iterating `uint64_t`: 0, 0
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: note: see current operation: "test.op"() {a = sparse<> : tensor<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: error: Test iterating `APInt`: 0, 0
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: note: see current operation: "test.op"() {a = sparse<> : tensor<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: error: Test iterating `IntegerAttr`: 0 : i64, 0 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:96:1: note: see current operation: "test.op"() {a = sparse<> : tensor<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: error: Test iterating `int64_t`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: note: see current operation: "test.op"() {a = dense<["x", "y"]> : tensor<2x!test.test_type>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: error: Test iterating `uint64_t`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: note: see current operation: "test.op"() {a = dense<["x", "y"]> : tensor<2x!test.test_type>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: error: Test iterating `APInt`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: note: see current operation: "test.op"() {a = dense<["x", "y"]> : tensor<2x!test.test_type>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: error: Test iterating `IntegerAttr`: expected element type to be an integer type
// CHECK: {{.*}}elements-attr-interface.mlir:101:1: note: see current operation: "test.op"() {a = dense<["x", "y"]> : tensor<2x!test.test_type>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: error: Test iterating `int64_t`: 
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: note: see current operation: "test.op"() {a = dense<> : tensor<0xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: error: Test iterating `uint64_t`: 
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: note: see current operation: "test.op"() {a = dense<> : tensor<0xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: error: Test iterating `APInt`: 
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: note: see current operation: "test.op"() {a = dense<> : tensor<0xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: error: Test iterating `IntegerAttr`: 
// CHECK: {{.*}}elements-attr-interface.mlir:106:1: note: see current operation: "test.op"() {a = dense<> : tensor<0xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `int64_t`: 4
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `uint64_t`: 4
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `APInt`: 4
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `IntegerAttr`: 4 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `int64_t`: 3
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `uint64_t`: 3
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `APInt`: 3
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `IntegerAttr`: 3 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `int64_t`: 1
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `uint64_t`: 1
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `APInt`: 1
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: error: Test iterating `IntegerAttr`: 1 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:126:8: note: see current operation: %0 = "arith.constant"() <{value = dense<3> : tensor<1xi64>}> {a = dense<4> : tensor<1xi64>, z = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: error: Test iterating `int64_t`: unable to iterate type
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: note: see current operation: "test.op"() {x = #test.i64_elements<[18446744073709551615, 0]> : memref<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: error: Test iterating `uint64_t`: 18446744073709551615, 0
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: note: see current operation: "test.op"() {x = #test.i64_elements<[18446744073709551615, 0]> : memref<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: error: Test iterating `APInt`: -1, 0
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: note: see current operation: "test.op"() {x = #test.i64_elements<[18446744073709551615, 0]> : memref<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: error: Test iterating `IntegerAttr`: -1 : i64, 0 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:131:3: note: see current operation: "test.op"() {x = #test.i64_elements<[18446744073709551615, 0]> : memref<2xi64>} : () -> ()
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: error: Test iterating `int64_t`: 2
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: note: see current operation: 
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: error: Test iterating `uint64_t`: 2
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: note: see current operation: 
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: error: Test iterating `APInt`: 2
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: note: see current operation: 
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: error: Test iterating `IntegerAttr`: 2 : i64
// CHECK: {{.*}}elements-attr-interface.mlir:113:1: note: see current operation: 
