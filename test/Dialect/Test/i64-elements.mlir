// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s | ropt | FileCheck %s

// Values are printed as 64-bit unsigned numbers; negative ones wrap.
"test.op"() {a = #test.i64_elements<[10,11 , 12]>:tensor<3xi64>} : () -> ()
"test.op"() {a = #test.i64_elements<[-1, - 2, -0x7fffffffffffffff, 18446744073709551615, 0x10, 007]> : tensor<6xi64>} : () -> ()
"test.op"() {a = #test<i64_elements<[]>> : tensor<0xi64>, b = #test.i64_elements<[1,]> : vector<1xi64>, c = #test.i64_elements<[2]> : memref<1xi64>} : () -> ()
%0 = arith.constant #test.i64_elements<[3, 4]> : tensor<2xi64>

// CHECK-LABEL: module {
// CHECK-NEXT:   "test.op"() {a = #test.i64_elements<{{\[}}10, 11, 12]> : tensor<3xi64>} : () -> ()
// CHECK-NEXT:   "test.op"() {a = #test.i64_elements<{{\[}}18446744073709551615, 18446744073709551614, 9223372036854775809, 18446744073709551615, 16, 7]> : tensor<6xi64>} : () -> ()
// CHECK-NEXT:   "test.op"() {a = #test.i64_elements<{{\[}}]> : tensor<0xi64>, b = #test.i64_elements<{{\[}}1]> : vector<1xi64>, c = #test.i64_elements<{{\[}}2]> : memref<1xi64>} : () -> ()
// CHECK-NEXT:   %cst = arith.constant #test.i64_elements<{{\[}}3, 4]> : tensor<2xi64>
// CHECK-NEXT: }

// GENERIC-LABEL: "builtin.module"() ({
// GENERIC-NEXT:   "test.op"() {a = #test.i64_elements<[10, 11, 12]> : tensor<3xi64>} : () -> ()
// GENERIC-NEXT:   "test.op"() {a = #test.i64_elements<[18446744073709551615, 18446744073709551614, 9223372036854775809, 18446744073709551615, 16, 7]> : tensor<6xi64>} : () -> ()
// GENERIC-NEXT:   "test.op"() {a = #test.i64_elements<[]> : tensor<0xi64>, b = #test.i64_elements<[1]> : vector<1xi64>, c = #test.i64_elements<[2]> : memref<1xi64>} : () -> ()
// GENERIC-NEXT:   %0 = "arith.constant"() <{value = #test.i64_elements<[3, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
// GENERIC-NEXT: }) : () -> ()
