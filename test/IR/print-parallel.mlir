// Printing the functions of a module on worker threads (forced here with
// ROPT_PRINT_PARALLEL_OPS=0) gives the same text as printing on one thread, and as mlir-opt:
// SSA numbers restart per function (or, in the generic form, run on from the last function to
// the first), aliases are numbered in first-use order over the whole module, location aliases
// too, distinct attributes are numbered in print order, and modules the split does not apply to
// (a non-isolated op with a region at the top) print as before.

// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-value-users | FileCheck %s --check-prefix=USERS

// Every other printing flag: the same text with the parallel path forced and without threads.
// RUN: for f in -mlir-print-unique-ssa-ids -mlir-print-local-scope -mlir-use-nameloc-as-prefix -mlir-print-skip-regions "-mlir-print-op-generic -mlir-print-debuginfo" "-mlir-print-op-generic -mlir-print-value-users" -mlir-pretty-debuginfo; do \
// RUN:   ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file $f > %t.par && \
// RUN:   ropt %s -allow-unregistered-dialect -split-input-file $f --mlir-disable-threading > %t.seq && \
// RUN:   diff %t.par %t.seq || exit 1; done

#map_b = affine_map<(d0) -> (d0 + 2)>
module attributes {test.mod = 1 : i32} {
  func.func private @decl(i32) -> i32
  func.func @first(%a: i32, %b: index) -> i32 attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %c1 : i32
    %1 = "test.apply"(%b) {map = affine_map<(d0) -> (d0 * 3)>} : (index) -> index
    %2 = scf.for %i = %b to %1 step %b iter_args(%acc = %0) -> (i32) {
      %3 = arith.muli %acc, %acc : i32
      scf.yield %3 : i32
    } loc("loop.mlir":3:4)
    return %2 : i32
  } loc(fused["f.mlir":1:1, "g.mlir":2:2])
  func.func @second(%x: index) -> index {
    %0 = "test.apply"(%x) {map = #map_b} : (index) -> index
    %1 = "test.apply"(%0) {map = affine_map<(d0) -> (d0 * 3)>} : (index) -> index
    %c1 = arith.constant 1 : index
    %2 = arith.addi %1, %c1 : index loc("second.mlir":7:1)
    cf.br ^bb1(%2 : index)
  ^bb1(%y: index):
    return %y : index
  }
  func.func @third(%m: memref<4xf32, affine_map<(d0) -> (d0 + 5)>>) -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    %c1_0 = arith.constant 2 : i32
    %r:2 = scf.execute_region -> (i32, i32) {
      scf.yield %c1, %c1_0 : i32, i32
    }
    return %r#0, %r#1 : i32, i32
  }
}

// -----

func.func @d1() attributes {a = distinct[0]<>, b = distinct[1]<42 : i32>} {
  return
}
func.func @d2() attributes {c = distinct[2]<>, d = distinct[1]<42 : i32>} {
  return
}

// -----

%top = "test.top"() : () -> i32
func.func @g(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @h(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  return %a : i32
}

// -----

module @outer {
  module @inner {
    func.func @k(%a: i32) -> i32 {
      %c = arith.constant 7 : i32
      return %c : i32
    }
  }
  func.func @l(%a: i32) -> i32 {
    %c = arith.constant 7 : i32
    return %c : i32
  }
  "test.region"() ({
    %c = arith.constant 8 : i32
    "test.use"(%c) : (i32) -> ()
  }) : () -> ()
}

// The expected texts (from mlir-opt 22).

// CHECK: #map = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: module attributes {test.mod = 1 : i32} {
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func @first(%arg0: i32, %arg1: index) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %1 = "test.apply"(%arg1) {map = #map} : (index) -> index
// CHECK-NEXT:     %2 = scf.for %arg2 = %arg1 to %1 step %arg1 iter_args(%arg3 = %0) -> (i32) {
// CHECK-NEXT:       %3 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @second(%arg0: index) -> index {
// CHECK-NEXT:     %0 = "test.apply"(%arg0) {map = #map1} : (index) -> index
// CHECK-NEXT:     %1 = "test.apply"(%0) {map = #map} : (index) -> index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb1(%3: index):  // pred: ^bb0
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @third(%arg0: memref<4xf32, #map2>) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:       scf.yield %c1_i32, %c2_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @d1() attributes {a = distinct[1]<>, b = #distinct} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d2() attributes {c = distinct[2]<>, d = #distinct} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "test.top"() : () -> i32
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module @outer {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @k(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:       return %c7_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @l(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     "test.use"(%c8_i32) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GEN: #map = affine_map<(d0) -> (d0 * 3)>
// GEN-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// GEN-NEXT: #map2 = affine_map<(d0) -> (d0 + 5)>
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT:   "func.func"() <{function_type = (i32, index) -> i32, sym_name = "first"}> ({
// GEN-NEXT:   ^bb0(%arg2: i32, %arg3: index):
// GEN-NEXT:     %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GEN-NEXT:     %9 = "arith.addi"(%arg2, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:     %10 = "test.apply"(%arg3) {map = #map} : (index) -> index
// GEN-NEXT:     %11 = "scf.for"(%arg3, %10, %arg3, %9) ({
// GEN-NEXT:     ^bb0(%arg4: index, %arg5: i32):
// GEN-NEXT:       %12 = "arith.muli"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT:       "scf.yield"(%12) : (i32) -> ()
// GEN-NEXT:     }) : (index, index, index, i32) -> i32
// GEN-NEXT:     "func.return"(%11) : (i32) -> ()
// GEN-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// GEN-NEXT:   "func.func"() <{function_type = (index) -> index, sym_name = "second"}> ({
// GEN-NEXT:   ^bb0(%arg1: index):
// GEN-NEXT:     %3 = "test.apply"(%arg1) {map = #map1} : (index) -> index
// GEN-NEXT:     %4 = "test.apply"(%3) {map = #map} : (index) -> index
// GEN-NEXT:     %5 = "arith.constant"() <{value = 1 : index}> : () -> index
// GEN-NEXT:     %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GEN-NEXT:     "cf.br"(%6)[^bb1] : (index) -> ()
// GEN-NEXT:   ^bb1(%7: index):  // pred: ^bb0
// GEN-NEXT:     "func.return"(%7) : (index) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT:   "func.func"() <{function_type = (memref<4xf32, #map2>) -> (i32, i32), sym_name = "third"}> ({
// GEN-NEXT:   ^bb0(%arg0: memref<4xf32, #map2>):
// GEN-NEXT:     %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GEN-NEXT:     %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
// GEN-NEXT:     %2:2 = "scf.execute_region"() ({
// GEN-NEXT:       "scf.yield"(%0, %1) : (i32, i32) -> ()
// GEN-NEXT:     }) : () -> (i32, i32)
// GEN-NEXT:     "func.return"(%2#0, %2#1) : (i32, i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) {test.mod = 1 : i32} : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // -----
// GEN-NEXT: #distinct = distinct[0]<42 : i32>
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "d1"}> ({
// GEN-NEXT:     "func.return"() : () -> ()
// GEN-NEXT:   }) {a = distinct[1]<>, b = #distinct} : () -> ()
// GEN-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "d2"}> ({
// GEN-NEXT:     "func.return"() : () -> ()
// GEN-NEXT:   }) {c = distinct[2]<>, d = #distinct} : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // -----
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT:   %0 = "test.top"() : () -> i32
// GEN-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
// GEN-NEXT:   ^bb0(%arg1: i32):
// GEN-NEXT:     %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GEN-NEXT:     "func.return"(%2) : (i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
// GEN-NEXT:   ^bb0(%arg0: i32):
// GEN-NEXT:     %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GEN-NEXT:     "func.return"(%arg0) : (i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-EMPTY:
// GEN-NEXT: // -----
// GEN-NEXT: "builtin.module"() <{sym_name = "outer"}> ({
// GEN-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// GEN-NEXT:     "func.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
// GEN-NEXT:     ^bb0(%arg1: i32):
// GEN-NEXT:       %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GEN-NEXT:       "func.return"(%2) : (i32) -> ()
// GEN-NEXT:     }) : () -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "l"}> ({
// GEN-NEXT:   ^bb0(%arg0: i32):
// GEN-NEXT:     %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GEN-NEXT:     "func.return"(%1) : (i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT:   "test.region"() ({
// GEN-NEXT:     %0 = "arith.constant"() <{value = 8 : i32}> : () -> i32
// GEN-NEXT:     "test.use"(%0) : (i32) -> ()
// GEN-NEXT:   }) : () -> ()
// GEN-NEXT: }) : () -> ()

// DBG: #loc4 = loc("{{.*}}print-parallel.mlir":22:20)
// DBG-NEXT: #loc5 = loc("{{.*}}print-parallel.mlir":22:29)
// DBG-NEXT: #loc14 = loc("{{.*}}print-parallel.mlir":32:21)
// DBG-NEXT: #loc20 = loc("{{.*}}print-parallel.mlir":38:8)
// DBG-NEXT: #loc23 = loc("{{.*}}print-parallel.mlir":41:20)
// DBG-NEXT: #map = affine_map<(d0) -> (d0 * 3)>
// DBG-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// DBG-NEXT: #map2 = affine_map<(d0) -> (d0 + 5)>
// DBG-NEXT: module attributes {test.mod = 1 : i32} {
// DBG-NEXT:   func.func private @decl(i32) -> i32 loc(#loc1)
// DBG-NEXT:   func.func @first(%arg0: i32 loc("{{.*}}print-parallel.mlir":22:20), %arg1: index loc("{{.*}}print-parallel.mlir":22:29)) -> i32 attributes {llvm.emit_c_interface} {
// DBG-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(#loc6)
// DBG-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc(#loc7)
// DBG-NEXT:     %1 = "test.apply"(%arg1) {map = #map} : (index) -> index loc(#loc8)
// DBG-NEXT:     %2 = scf.for %arg2 = %arg1 to %1 step %arg1 iter_args(%arg3 = %0) -> (i32) {
// DBG-NEXT:       %3 = arith.muli %arg3, %arg3 : i32 loc(#loc10)
// DBG-NEXT:       scf.yield %3 : i32 loc(#loc11)
// DBG-NEXT:     } loc(#loc9)
// DBG-NEXT:     return %2 : i32 loc(#loc12)
// DBG-NEXT:   } loc(#loc29)
// DBG-NEXT:   func.func @second(%arg0: index loc("{{.*}}print-parallel.mlir":32:21)) -> index {
// DBG-NEXT:     %0 = "test.apply"(%arg0) {map = #map1} : (index) -> index loc(#loc15)
// DBG-NEXT:     %1 = "test.apply"(%0) {map = #map} : (index) -> index loc(#loc16)
// DBG-NEXT:     %c1 = arith.constant 1 : index loc(#loc17)
// DBG-NEXT:     %2 = arith.addi %1, %c1 : index loc(#loc18)
// DBG-NEXT:     cf.br ^bb1(%2 : index) loc(#loc19)
// DBG-NEXT:   ^bb1(%3: index loc("{{.*}}print-parallel.mlir":38:8)):  // pred: ^bb0
// DBG-NEXT:     return %3 : index loc(#loc21)
// DBG-NEXT:   } loc(#loc13)
// DBG-NEXT:   func.func @third(%arg0: memref<4xf32, #map2> loc("{{.*}}print-parallel.mlir":41:20)) -> (i32, i32) {
// DBG-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(#loc24)
// DBG-NEXT:     %c2_i32 = arith.constant 2 : i32 loc(#loc25)
// DBG-NEXT:     %0:2 = scf.execute_region -> (i32, i32) {
// DBG-NEXT:       scf.yield %c1_i32, %c2_i32 : i32, i32 loc(#loc27)
// DBG-NEXT:     } loc(#loc26)
// DBG-NEXT:     return %0#0, %0#1 : i32, i32 loc(#loc28)
// DBG-NEXT:   } loc(#loc22)
// DBG-NEXT: } loc(#loc)
// DBG-NEXT: #loc = loc("{{.*}}print-parallel.mlir":20:1)
// DBG-NEXT: #loc1 = loc("{{.*}}print-parallel.mlir":21:3)
// DBG-NEXT: #loc2 = loc("f.mlir":1:1)
// DBG-NEXT: #loc3 = loc("g.mlir":2:2)
// DBG-NEXT: #loc6 = loc("{{.*}}print-parallel.mlir":23:11)
// DBG-NEXT: #loc7 = loc("{{.*}}print-parallel.mlir":24:10)
// DBG-NEXT: #loc8 = loc("{{.*}}print-parallel.mlir":25:10)
// DBG-NEXT: #loc9 = loc("loop.mlir":3:4)
// DBG-NEXT: #loc10 = loc("{{.*}}print-parallel.mlir":27:12)
// DBG-NEXT: #loc11 = loc("{{.*}}print-parallel.mlir":28:7)
// DBG-NEXT: #loc12 = loc("{{.*}}print-parallel.mlir":30:5)
// DBG-NEXT: #loc13 = loc("{{.*}}print-parallel.mlir":32:3)
// DBG-NEXT: #loc15 = loc("{{.*}}print-parallel.mlir":33:10)
// DBG-NEXT: #loc16 = loc("{{.*}}print-parallel.mlir":34:10)
// DBG-NEXT: #loc17 = loc("{{.*}}print-parallel.mlir":35:11)
// DBG-NEXT: #loc18 = loc("second.mlir":7:1)
// DBG-NEXT: #loc19 = loc("{{.*}}print-parallel.mlir":37:5)
// DBG-NEXT: #loc21 = loc("{{.*}}print-parallel.mlir":39:5)
// DBG-NEXT: #loc22 = loc("{{.*}}print-parallel.mlir":41:3)
// DBG-NEXT: #loc24 = loc("{{.*}}print-parallel.mlir":42:11)
// DBG-NEXT: #loc25 = loc("{{.*}}print-parallel.mlir":43:13)
// DBG-NEXT: #loc26 = loc("{{.*}}print-parallel.mlir":44:12)
// DBG-NEXT: #loc27 = loc("{{.*}}print-parallel.mlir":45:7)
// DBG-NEXT: #loc28 = loc("{{.*}}print-parallel.mlir":47:5)
// DBG-NEXT: #loc29 = loc(fused[#loc2, #loc3])
// DBG-EMPTY:
// DBG-NEXT: // -----
// DBG-NEXT: #distinct = distinct[0]<42 : i32>
// DBG-NEXT: module {
// DBG-NEXT:   func.func @d1() attributes {a = distinct[1]<>, b = #distinct} {
// DBG-NEXT:     return loc(#loc2)
// DBG-NEXT:   } loc(#loc1)
// DBG-NEXT:   func.func @d2() attributes {c = distinct[2]<>, d = #distinct} {
// DBG-NEXT:     return loc(#loc4)
// DBG-NEXT:   } loc(#loc3)
// DBG-NEXT: } loc(#loc)
// DBG-NEXT: #loc = loc("{{.*}}print-parallel.mlir":51:9)
// DBG-NEXT: #loc1 = loc("{{.*}}print-parallel.mlir":53:1)
// DBG-NEXT: #loc2 = loc("{{.*}}print-parallel.mlir":54:3)
// DBG-NEXT: #loc3 = loc("{{.*}}print-parallel.mlir":56:1)
// DBG-NEXT: #loc4 = loc("{{.*}}print-parallel.mlir":57:3)
// DBG-EMPTY:
// DBG-NEXT: // -----
// DBG-NEXT: #loc3 = loc("{{.*}}print-parallel.mlir":63:14)
// DBG-NEXT: #loc7 = loc("{{.*}}print-parallel.mlir":67:14)
// DBG-NEXT: module {
// DBG-NEXT:   %0 = "test.top"() : () -> i32 loc(#loc1)
// DBG-NEXT:   func.func @g(%arg0: i32 loc("{{.*}}print-parallel.mlir":63:14)) -> i32 {
// DBG-NEXT:     %c7_i32 = arith.constant 7 : i32 loc(#loc4)
// DBG-NEXT:     return %c7_i32 : i32 loc(#loc5)
// DBG-NEXT:   } loc(#loc2)
// DBG-NEXT:   func.func @h(%arg0: i32 loc("{{.*}}print-parallel.mlir":67:14)) -> i32 {
// DBG-NEXT:     %c7_i32 = arith.constant 7 : i32 loc(#loc8)
// DBG-NEXT:     return %arg0 : i32 loc(#loc9)
// DBG-NEXT:   } loc(#loc6)
// DBG-NEXT: } loc(#loc)
// DBG-NEXT: #loc = loc("{{.*}}print-parallel.mlir":60:9)
// DBG-NEXT: #loc1 = loc("{{.*}}print-parallel.mlir":62:8)
// DBG-NEXT: #loc2 = loc("{{.*}}print-parallel.mlir":63:1)
// DBG-NEXT: #loc4 = loc("{{.*}}print-parallel.mlir":64:8)
// DBG-NEXT: #loc5 = loc("{{.*}}print-parallel.mlir":65:3)
// DBG-NEXT: #loc6 = loc("{{.*}}print-parallel.mlir":67:1)
// DBG-NEXT: #loc8 = loc("{{.*}}print-parallel.mlir":68:8)
// DBG-NEXT: #loc9 = loc("{{.*}}print-parallel.mlir":69:3)
// DBG-EMPTY:
// DBG-NEXT: // -----
// DBG-NEXT: #loc3 = loc("{{.*}}print-parallel.mlir":76:18)
// DBG-NEXT: #loc7 = loc("{{.*}}print-parallel.mlir":81:16)
// DBG-NEXT: module @outer {
// DBG-NEXT:   module @inner {
// DBG-NEXT:     func.func @k(%arg0: i32 loc("{{.*}}print-parallel.mlir":76:18)) -> i32 {
// DBG-NEXT:       %c7_i32 = arith.constant 7 : i32 loc(#loc4)
// DBG-NEXT:       return %c7_i32 : i32 loc(#loc5)
// DBG-NEXT:     } loc(#loc2)
// DBG-NEXT:   } loc(#loc1)
// DBG-NEXT:   func.func @l(%arg0: i32 loc("{{.*}}print-parallel.mlir":81:16)) -> i32 {
// DBG-NEXT:     %c7_i32 = arith.constant 7 : i32 loc(#loc8)
// DBG-NEXT:     return %c7_i32 : i32 loc(#loc9)
// DBG-NEXT:   } loc(#loc6)
// DBG-NEXT:   "test.region"() ({
// DBG-NEXT:     %c8_i32 = arith.constant 8 : i32 loc(#loc11)
// DBG-NEXT:     "test.use"(%c8_i32) : (i32) -> () loc(#loc12)
// DBG-NEXT:   }) : () -> () loc(#loc10)
// DBG-NEXT: } loc(#loc)
// DBG-NEXT: #loc = loc("{{.*}}print-parallel.mlir":74:1)
// DBG-NEXT: #loc1 = loc("{{.*}}print-parallel.mlir":75:3)
// DBG-NEXT: #loc2 = loc("{{.*}}print-parallel.mlir":76:5)
// DBG-NEXT: #loc4 = loc("{{.*}}print-parallel.mlir":77:12)
// DBG-NEXT: #loc5 = loc("{{.*}}print-parallel.mlir":78:7)
// DBG-NEXT: #loc6 = loc("{{.*}}print-parallel.mlir":81:3)
// DBG-NEXT: #loc8 = loc("{{.*}}print-parallel.mlir":82:10)
// DBG-NEXT: #loc9 = loc("{{.*}}print-parallel.mlir":83:5)
// DBG-NEXT: #loc10 = loc("{{.*}}print-parallel.mlir":85:3)
// DBG-NEXT: #loc11 = loc("{{.*}}print-parallel.mlir":86:10)
// DBG-NEXT: #loc12 = loc("{{.*}}print-parallel.mlir":87:5)

// USERS: #map = affine_map<(d0) -> (d0 * 3)>
// USERS-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// USERS-NEXT: #map2 = affine_map<(d0) -> (d0 + 5)>
// USERS-NEXT: module attributes {test.mod = 1 : i32} {
// USERS-NEXT:   func.func private @decl(i32) -> i32
// USERS-NEXT:   func.func @first(%arg0: i32, %arg1: index) -> i32 attributes {llvm.emit_c_interface} {
// USERS-NEXT:     // %arg0 is used by %4
// USERS-NEXT:     // %arg1 is used by %6, %5
// USERS-NEXT:     %c1_i32 = arith.constant 1 : i32 // user: %4
// USERS-NEXT:     %4 = arith.addi %arg0, %c1_i32 : i32 // user: %6
// USERS-NEXT:     %5 = "test.apply"(%arg1) {map = #map} : (index) -> index // user: %6
// USERS-NEXT:     %6 = scf.for %arg2 = %arg1 to %5 step %arg1 iter_args(%arg3 = %4) -> (i32) {
// USERS-NEXT:       // %arg2 is unused
// USERS-NEXT:       // %arg3 is used by %8
// USERS-NEXT:       %8 = arith.muli %arg3, %arg3 : i32 // user: %9
// USERS-NEXT:       scf.yield %8 : i32 // id: %9
// USERS-NEXT:     } // user: %7
// USERS-NEXT:     return %6 : i32 // id: %7
// USERS-NEXT:   }
// USERS-NEXT:   func.func @second(%arg0: index) -> index {
// USERS-NEXT:     // %arg0 is used by %4
// USERS-NEXT:     %4 = "test.apply"(%arg0) {map = #map1} : (index) -> index // user: %5
// USERS-NEXT:     %5 = "test.apply"(%4) {map = #map} : (index) -> index // user: %6
// USERS-NEXT:     %c1 = arith.constant 1 : index // user: %6
// USERS-NEXT:     %6 = arith.addi %5, %c1 : index // user: %7
// USERS-NEXT:     cf.br ^bb1(%6 : index) // id: %7
// USERS-NEXT:   ^bb1(%8: index):  // pred: ^bb0
// USERS-NEXT:     // %8 is used by %9
// USERS-NEXT:     return %8 : index // id: %9
// USERS-NEXT:   }
// USERS-NEXT:   func.func @third(%arg0: memref<4xf32, #map2>) -> (i32, i32) {
// USERS-NEXT:     // %arg0 is unused
// USERS-NEXT:     %c1_i32 = arith.constant 1 : i32 // user: %6
// USERS-NEXT:     %c2_i32 = arith.constant 2 : i32 // user: %6
// USERS-NEXT:     %4:2 = scf.execute_region -> (i32, i32) {
// USERS-NEXT:       scf.yield %c1_i32, %c2_i32 : i32, i32 // id: %6
// USERS-NEXT:     } // users: (%5), (%5)
// USERS-NEXT:     return %4#0, %4#1 : i32, i32 // id: %5
// USERS-NEXT:   }
// USERS-NEXT: }
// USERS-EMPTY:
// USERS-NEXT: // -----
// USERS-NEXT: #distinct = distinct[0]<42 : i32>
// USERS-NEXT: module {
// USERS-NEXT:   func.func @d1() attributes {a = distinct[1]<>, b = #distinct} {
// USERS-NEXT:     return
// USERS-NEXT:   }
// USERS-NEXT:   func.func @d2() attributes {c = distinct[2]<>, d = #distinct} {
// USERS-NEXT:     return
// USERS-NEXT:   }
// USERS-NEXT: }
// USERS-EMPTY:
// USERS-NEXT: // -----
// USERS-NEXT: module {
// USERS-NEXT:   %0 = "test.top"() : () -> i32 // unused
// USERS-NEXT:   func.func @g(%arg0: i32) -> i32 {
// USERS-NEXT:     // %arg0 is unused
// USERS-NEXT:     %c7_i32 = arith.constant 7 : i32 // user: %3
// USERS-NEXT:     return %c7_i32 : i32 // id: %3
// USERS-NEXT:   }
// USERS-NEXT:   func.func @h(%arg0: i32) -> i32 {
// USERS-NEXT:     // %arg0 is used by %3
// USERS-NEXT:     %c7_i32 = arith.constant 7 : i32 // unused
// USERS-NEXT:     return %arg0 : i32 // id: %3
// USERS-NEXT:   }
// USERS-NEXT: }
// USERS-EMPTY:
// USERS-NEXT: // -----
// USERS-NEXT: module @outer {
// USERS-NEXT:   module @inner {
// USERS-NEXT:     func.func @k(%arg0: i32) -> i32 {
// USERS-NEXT:       // %arg0 is unused
// USERS-NEXT:       %c7_i32 = arith.constant 7 : i32 // user: %4
// USERS-NEXT:       return %c7_i32 : i32 // id: %4
// USERS-NEXT:     }
// USERS-NEXT:   }
// USERS-NEXT:   func.func @l(%arg0: i32) -> i32 {
// USERS-NEXT:     // %arg0 is unused
// USERS-NEXT:     %c7_i32 = arith.constant 7 : i32 // user: %3
// USERS-NEXT:     return %c7_i32 : i32 // id: %3
// USERS-NEXT:   }
// USERS-NEXT:   "test.region"() ({
// USERS-NEXT:     %c8_i32 = arith.constant 8 : i32 // user: %3
// USERS-NEXT:     "test.use"(%c8_i32) : (i32) -> () // id: %3
// USERS-NEXT:   }) : () -> ()
// USERS-NEXT: }
