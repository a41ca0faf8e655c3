// RUN: ropt %s | FileCheck %s
// RUN: ropt %s | ropt | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -mlir-print-op-generic | ropt | FileCheck %s

// The test dialect's ops in custom and generic form: test.graph_region (a graph region:
// uses before definitions), test.symbol_scope with its test.finish terminator,
// test.constant (an inherent `value`), test.type_producer, test.return; a test dialect type
// is kept as written.

func.func @f(%a: i32, %i: index) -> i32 {
  test.graph_region {
    %1 = "test.x"(%2) : (i32) -> i32
    %2 = "test.x"(%1) : (i32) -> i32
  }
  "test.symbol_scope"() ({
    "test.z"() {sym_name = "s"} : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  %c = "test.constant"() {value = 1 : i32} : () -> i32
  %t = "test.type_producer"() : () -> !test.test_type
  "test.return"(%a) : (i32) -> ()
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     test.graph_region {
// CHECK-NEXT:       %2 = "test.x"(%3) : (i32) -> i32
// CHECK-NEXT:       %3 = "test.x"(%2) : (i32) -> i32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.symbol_scope"() ({
// CHECK-NEXT:       "test.z"() {sym_name = "s"} : () -> ()
// CHECK-NEXT:       "test.finish"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT:     %1 = "test.type_producer"() : () -> !test.test_type
// CHECK-NEXT:     "test.return"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, index) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: index):
// GENERIC-NEXT:     "test.graph_region"() ({
// GENERIC-NEXT:       %2 = "test.x"(%3) : (i32) -> i32
// GENERIC-NEXT:       %3 = "test.x"(%2) : (i32) -> i32
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "test.symbol_scope"() ({
// GENERIC-NEXT:       "test.z"() {sym_name = "s"} : () -> ()
// GENERIC-NEXT:       "test.finish"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %0 = "test.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:     %1 = "test.type_producer"() : () -> !test.test_type
// GENERIC-NEXT:     "test.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
