// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -canonicalize | FileCheck %s --check-prefix=CANON
// ub.poison of any type: the default value #ub.poison is not printed in the custom form
// (however it was written) but is a property in the generic form; poison values are
// constants, so canonicalization shares them and hoists them to the entry block.

func.func @poison(%c: i1) -> (i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : i32
  %2 = ub.poison {foo = 1 : i64} : i32
  %3 = ub.poison : f32
  %4 = ub.poison : vector<4xi8>
  %5 = "ub.poison"() : () -> i32
  %6 = ub.poison : tensor<?xf64>
  %7 = scf.if %c -> i32 {
    %p = ub.poison : i32
    scf.yield %p : i32
  } else {
    scf.yield %0 : i32
  }
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32
}

// CHECK: module {
// CHECK-LABEL:   func.func @poison(%arg0: i1) -> (i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     %2 = ub.poison {foo = 1 : i64} : i32
// CHECK-NEXT:     %3 = ub.poison : f32
// CHECK-NEXT:     %4 = ub.poison : vector<4xi8>
// CHECK-NEXT:     %5 = ub.poison : i32
// CHECK-NEXT:     %6 = ub.poison : tensor<?xf64>
// CHECK-NEXT:     %7 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %8 = ub.poison : i32
// CHECK-NEXT:       scf.yield %8 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-LABEL:   "func.func"() <{function_type = (i1) -> (i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32), sym_name = "poison"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1):
// GENERIC-NEXT:     %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %2 = "ub.poison"() <{value = #ub.poison}> {foo = 1 : i64} : () -> i32
// GENERIC-NEXT:     %3 = "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC-NEXT:     %4 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
// GENERIC-NEXT:     %5 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %6 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<?xf64>
// GENERIC-NEXT:     %7 = "scf.if"(%arg0) ({
// GENERIC-NEXT:       %8 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:       "scf.yield"(%8) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "scf.yield"(%0) : (i32) -> ()
// GENERIC-NEXT:     }) : (i1) -> i32
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON: module {
// CANON-LABEL:   func.func @poison(%arg0: i1) -> (i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32) {
// CANON-NEXT:     %0 = ub.poison : i32
// CANON-NEXT:     %1 = ub.poison : f32
// CANON-NEXT:     %2 = ub.poison : vector<4xi8>
// CANON-NEXT:     %3 = ub.poison : tensor<?xf64>
// CANON-NEXT:     return %0, %0, %0, %1, %2, %0, %3, %0 : i32, i32, i32, f32, vector<4xi8>, i32, tensor<?xf64>, i32
// CANON-NEXT:   }
// CANON-NEXT: }
