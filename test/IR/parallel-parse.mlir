// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -mlir-print-debuginfo | FileCheck %s
// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -mlir-print-debuginfo > %t.par
// RUN: ropt %s -mlir-print-debuginfo -mlir-disable-threading > %t.seq
// RUN: diff %t.par %t.seq

// Function bodies parsed on other threads (ROPT_PARSE_MIN_CHUNK=0 defers every body it can)
// print exactly as when parsed in place: entry arguments and their locations, blocks,
// forward references, aliases, location aliases defined after their use, nested modules,
// the generic form, declarations and empty modules. Expected output from mlir-opt 22.

#map = affine_map<(d0) -> (d0 + 1)>
!t = i32
func.func private @decl(i32) -> i32
func.func @blocks(%a: !t loc("args.c":1:2), %b: i1) -> !t {
  cf.cond_br %b, ^bb1(%a : !t), ^bb2 loc(#loc1)
^bb1(%x: !t):
  %0 = arith.addi %x, %x : !t loc(#loc2)
  return %0 : !t
^bb2:
  %1 = func.call @decl(%a) : (!t) -> !t
  return %1 : !t
}
module @outer {
  module @inner {
    func.func @nested() -> index {
      %c = arith.constant 1 : index
      %d = arith.addi %c, %c {m = #map} : index
      return %d : index
    }
  }
  module {}
  "func.func"() <{function_type = () -> (), sym_name = "generic"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}
func.func @fwd() -> i32 {
  cf.br ^bb2
^bb1:
  return %1 : i32
^bb2:
  %1 = arith.constant 7 : i32
  cf.br ^bb1
}
#loc1 = loc("alias.c":10:20)
#loc2 = loc(fused[#loc1, "x.c":3:4])

// CHECK:      #loc3 = loc("args.c":1:2)
// CHECK-NEXT: #loc4 = loc("{{.*}}parallel-parse.mlir":14:45)
// CHECK-NEXT: #loc6 = loc("{{.*}}parallel-parse.mlir":16:6)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @decl(i32) -> i32 loc(#loc1)
// CHECK-NEXT:   func.func @blocks(%arg0: i32 loc("args.c":1:2), %arg1: i1 loc("{{.*}}parallel-parse.mlir":14:45)) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2 loc(#loc5)
// CHECK-NEXT:   ^bb1(%0: i32 loc("{{.*}}parallel-parse.mlir":16:6)):  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32 loc(#loc25)
// CHECK-NEXT:     return %1 : i32 loc(#loc8)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = call @decl(%arg0) : (i32) -> i32 loc(#loc9)
// CHECK-NEXT:     return %2 : i32 loc(#loc10)
// CHECK-NEXT:   } loc(#loc2)
// CHECK-NEXT:   module @outer {
// CHECK-NEXT:     module @inner {
// CHECK-NEXT:       func.func @nested() -> index {
// CHECK-NEXT:         %c1 = arith.constant 1 : index loc(#loc14)
// CHECK-NEXT:         %0 = arith.addi %c1, %c1 {m = #map} : index loc(#loc15)
// CHECK-NEXT:         return %0 : index loc(#loc16)
// CHECK-NEXT:       } loc(#loc13)
// CHECK-NEXT:     } loc(#loc12)
// CHECK-NEXT:     module {
// CHECK-NEXT:     } loc(#loc17)
// CHECK-NEXT:     func.func @generic() {
// CHECK-NEXT:       return loc(#loc19)
// CHECK-NEXT:     } loc(#loc18)
// CHECK-NEXT:   } loc(#loc11)
// CHECK-NEXT:   func.func @fwd() -> i32 {
// CHECK-NEXT:     cf.br ^bb2 loc(#loc21)
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     return %c7_i32 : i32 loc(#loc22)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32 loc(#loc23)
// CHECK-NEXT:     cf.br ^bb1 loc(#loc24)
// CHECK-NEXT:   } loc(#loc20)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}parallel-parse.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}parallel-parse.mlir":13:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}parallel-parse.mlir":14:1)
// CHECK-NEXT: #loc5 = loc("alias.c":10:20)
// CHECK-NEXT: #loc7 = loc("x.c":3:4)
// CHECK-NEXT: #loc8 = loc("{{.*}}parallel-parse.mlir":18:3)
// CHECK-NEXT: #loc9 = loc("{{.*}}parallel-parse.mlir":20:8)
// CHECK-NEXT: #loc10 = loc("{{.*}}parallel-parse.mlir":21:3)
// CHECK-NEXT: #loc11 = loc("{{.*}}parallel-parse.mlir":23:1)
// CHECK-NEXT: #loc12 = loc("{{.*}}parallel-parse.mlir":24:3)
// CHECK-NEXT: #loc13 = loc("{{.*}}parallel-parse.mlir":25:5)
// CHECK-NEXT: #loc14 = loc("{{.*}}parallel-parse.mlir":26:12)
// CHECK-NEXT: #loc15 = loc("{{.*}}parallel-parse.mlir":27:12)
// CHECK-NEXT: #loc16 = loc("{{.*}}parallel-parse.mlir":28:7)
// CHECK-NEXT: #loc17 = loc("{{.*}}parallel-parse.mlir":31:3)
// CHECK-NEXT: #loc18 = loc("{{.*}}parallel-parse.mlir":32:3)
// CHECK-NEXT: #loc19 = loc("{{.*}}parallel-parse.mlir":33:5)
// CHECK-NEXT: #loc20 = loc("{{.*}}parallel-parse.mlir":36:1)
// CHECK-NEXT: #loc21 = loc("{{.*}}parallel-parse.mlir":37:3)
// CHECK-NEXT: #loc22 = loc("{{.*}}parallel-parse.mlir":39:3)
// CHECK-NEXT: #loc23 = loc("{{.*}}parallel-parse.mlir":41:8)
// CHECK-NEXT: #loc24 = loc("{{.*}}parallel-parse.mlir":42:3)
// CHECK-NEXT: #loc25 = loc(fused[#loc5, #loc7])
