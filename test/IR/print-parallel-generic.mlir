// In the generic form, ops at the top of a module that are not isolated from above (unregistered
// functions) are printed on worker threads too (forced here with ROPT_PRINT_PARALLEL_OPS=0):
// numbers run on from the last such op to the first across isolated ones, as mlir-opt numbers
// them; a module whose functions use a value of the module's region is printed in order.

// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s
// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic -mlir-print-value-users | FileCheck %s --check-prefix=USERS

// Every other printing flag: the same text with the parallel path forced and without threads.
// RUN: for f in -mlir-print-local-scope -mlir-print-unique-ssa-ids -mlir-use-nameloc-as-prefix -mlir-print-skip-regions -mlir-pretty-debuginfo "-mlir-print-debuginfo -mlir-print-local-scope"; do \
// RUN:   ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic $f > %t.par && \
// RUN:   ropt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic $f --mlir-disable-threading > %t.seq && \
// RUN:   diff %t.par %t.seq || exit 1; done

"tst.func"() <{sym_name = "a"}> ({
^bb0(%a: i32, %b: i32):
  %0:2 = "tst.pair"(%a) : (i32) -> (i32, i32)
  "tst.br"(%0#1)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "tst.loop"() ({
  ^bb0(%i: index):
    "tst.use"(%i, %x, %b) : (index, i32, i32) -> ()
  }) : () -> ()
  "tst.return"(%x) : (i32) -> ()
}) : () -> () loc("a.mlir":1:1)
"func.func"() <{function_type = (i32) -> i32, sym_name = "iso"}> ({
^bb0(%arg0: i32):
  %1 = "tst.map"(%arg0) {m = affine_map<(d0) -> (d0 + 1)>} : (i32) -> i32 loc("iso.mlir":2:2)
  "func.return"(%1) : (i32) -> ()
}) : () -> ()
"tst.func"() <{sym_name = "b"}> ({
^bb0(%a: i32):
  %0 = "tst.map"(%a) {m = affine_map<(d0) -> (d0 + 1)>} : (i32) -> i32 loc(fused["b.mlir":3:3, "c.mlir":4:4])
  "tst.return"(%0) : (i32) -> ()
}) : () -> ()
"tst.func"() <{sym_name = "c"}> ({
  "tst.nothing"() : () -> ()
}) : () -> ()

// -----

// A region using a value of the module's region: printed in order.
%c = "tst.const"() : () -> i32
"tst.func"() ({
  "tst.use"(%c) : (i32) -> ()
}) : () -> ()
"tst.func"() ({
^bb0(%a: i32):
  %0 = "tst.const"() : () -> i32
  "tst.use"(%a, %0) : (i32, i32) -> ()
}) : () -> ()

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "tst.func"() <{sym_name = "a"}> ({
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     %2:2 = "tst.pair"(%arg2) : (i32) -> (i32, i32)
// CHECK-NEXT:     "tst.br"(%2#1)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT:     "tst.loop"() ({
// CHECK-NEXT:     ^bb0(%arg4: index):
// CHECK-NEXT:       "tst.use"(%arg4, %3, %arg3) : (index, i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "tst.return"(%3) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "iso"}> ({
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "tst.map"(%arg1) {m = #map} : (i32) -> i32
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "tst.func"() <{sym_name = "b"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "tst.map"(%arg0) {m = #map} : (i32) -> i32
// CHECK-NEXT:     "tst.return"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "tst.func"() <{sym_name = "c"}> ({
// CHECK-NEXT:     "tst.nothing"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK:      // -----
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "tst.const"() : () -> i32
// CHECK-NEXT:   "tst.func"() ({
// CHECK-NEXT:     "tst.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "tst.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %1 = "tst.const"() : () -> i32
// CHECK-NEXT:     "tst.use"(%arg0, %1) : (i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// Location aliases are numbered in first-use order over the whole module.
// DBG:      #loc2 = loc("{{.*}}print-parallel-generic.mlir":17:6)
// DBG-NEXT: #loc3 = loc("{{.*}}print-parallel-generic.mlir":17:15)
// DBG-NEXT: #loc6 = loc("{{.*}}print-parallel-generic.mlir":20:6)
// DBG-NEXT: #loc8 = loc("{{.*}}print-parallel-generic.mlir":22:8)
// DBG-NEXT: #loc12 = loc("{{.*}}print-parallel-generic.mlir":28:6)
// DBG-NEXT: #loc16 = loc("{{.*}}print-parallel-generic.mlir":33:6)
// DBG-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// DBG:          "tst.use"(%arg4, %3, %arg3) : (index, i32, i32) -> () loc(#loc9)
// DBG:        }) : () -> () loc(#loc1)
// DBG:          %1 = "tst.map"(%arg1) {m = #map} : (i32) -> i32 loc(#loc13)
// DBG:          %0 = "tst.map"(%arg0) {m = #map} : (i32) -> i32 loc(#loc22)
// DBG-NEXT:     "tst.return"(%0) : (i32) -> () loc(#loc19)
// DBG-NEXT:   }) : () -> () loc(#loc15)
// DBG-NEXT:   "tst.func"() <{sym_name = "c"}> ({
// DBG-NEXT:     "tst.nothing"() : () -> () loc(#loc21)
// DBG-NEXT:   }) : () -> () loc(#loc20)
// DBG-NEXT: }) : () -> () loc(#loc)
// DBG:      #loc1 = loc("a.mlir":1:1)
// DBG:      #loc13 = loc("iso.mlir":2:2)
// DBG:      #loc17 = loc("b.mlir":3:3)
// DBG-NEXT: #loc18 = loc("c.mlir":4:4)
// DBG:      #loc22 = loc(fused[#loc17, #loc18])
// DBG:      // -----
// DBG-NEXT: #loc5 = loc("{{.*}}print-parallel-generic.mlir":49:6)

// Ops without results count in the numbering with -mlir-print-value-users.
// USERS:      %10:2 = "tst.pair"(%arg2) : (i32) -> (i32, i32) // users: (unused), (%11)
// USERS-NEXT: "tst.br"(%10#1)[^bb1] : (i32) -> () // id: %11
// USERS-NEXT: ^bb1(%12: i32):  // pred: ^bb0
// USERS-NEXT:   // %12 is used by %14, %15
// USERS:          "tst.use"(%arg4, %12, %arg3) : (index, i32, i32) -> () // id: %15
// USERS:        %8 = "tst.map"(%arg1) {m = #map} : (i32) -> i32 // user: %9
// USERS:        %6 = "tst.map"(%arg0) {m = #map} : (i32) -> i32 // user: %7
// USERS:      // -----
// USERS-NEXT: "builtin.module"() ({
// USERS-NEXT:   %1 = "tst.const"() : () -> i32 // user: %6
// USERS-NEXT:   "tst.func"() ({
// USERS-NEXT:     "tst.use"(%1) : (i32) -> () // id: %6
// USERS:          %4 = "tst.const"() : () -> i32 // user: %5
