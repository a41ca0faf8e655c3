// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// test.isolated_one_region_op: its operands are values of the enclosing region, its region
// sees only its own arguments; custom and generic forms.
func.func @forms(%a: index, %b: i32) -> index {
  %0 = test.isolated_one_region_op %a, %b {
  ^bb0(%x: index, %y: i32):
    test.region_yield %x : index
  } : index, i32 -> index
  "test.isolated_one_region_op"() ({
    "test.foo"() : () -> ()
  }) {z} : () -> ()
  %1:2 = test.isolated_one_region_op %0 {
  ^bb0(%x: index):
    %c = arith.addi %x, %x : index
    test.region_yield %c : index {tag}
  } : index -> index, i32
  %2 = "test.isolated_one_region_op"(%1#0, %a) ({
  ^bb0(%x: index, %y: index):
    "test.region_yield"(%y) : (index) -> ()
  }) : (index, index) -> index
  return %2 : index
}

// CHECK: module {
// CHECK-LABEL: func.func @forms(%arg0: index, %arg1: i32) -> index {
// CHECK-NEXT:     %0 = test.isolated_one_region_op %arg0, %arg1 {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: i32):
// CHECK-NEXT:       test.region_yield %arg2 : index
// CHECK-NEXT:     } : index, i32 -> index
// CHECK-NEXT:     test.isolated_one_region_op attributes {z}  {
// CHECK-NEXT:       "test.foo"() : () -> ()
// CHECK-NEXT:     } :  ->
// CHECK-NEXT:     %1:2 = test.isolated_one_region_op %0 {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %3 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:       test.region_yield %3 : index {tag}
// CHECK-NEXT:     } : index -> index, i32
// CHECK-NEXT:     %2 = test.isolated_one_region_op %1#0, %arg0 {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       test.region_yield %arg3 : index
// CHECK-NEXT:     } : index, index -> index
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (index, i32) -> index, sym_name = "forms"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: i32):
// GENERIC-NEXT:     %0 = "test.isolated_one_region_op"(%arg0, %arg1) ({
// GENERIC-NEXT:     ^bb0(%arg5: index, %arg6: i32):
// GENERIC-NEXT:       "test.region_yield"(%arg5) : (index) -> ()
// GENERIC-NEXT:     }) : (index, i32) -> index
// GENERIC-NEXT:     "test.isolated_one_region_op"() ({
// GENERIC-NEXT:       "test.foo"() : () -> ()
// GENERIC-NEXT:     }) {z} : () -> ()
// GENERIC-NEXT:     %1:2 = "test.isolated_one_region_op"(%0) ({
// GENERIC-NEXT:     ^bb0(%arg4: index):
// GENERIC-NEXT:       %3 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT:       "test.region_yield"(%3) {tag} : (index) -> ()
// GENERIC-NEXT:     }) : (index) -> (index, i32)
// GENERIC-NEXT:     %2 = "test.isolated_one_region_op"(%1#0, %arg0) ({
// GENERIC-NEXT:     ^bb0(%arg2: index, %arg3: index):
// GENERIC-NEXT:       "test.region_yield"(%arg3) : (index) -> ()
// GENERIC-NEXT:     }) : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%2) : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
