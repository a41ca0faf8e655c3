// RUN: ropt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(test-print-liveness))" -o /dev/null 2>&1 | FileCheck %s
// (Each list of values ends in a backspace before its closing bracket, as in mlir-opt.)

// Block-level liveness: a loop, ranges ending in successors, nested regions (uses in them
// keep a value live through the op holding them), iteration arguments, a result live nowhere.

func.func @func_loop(%arg0 : i32, %arg1 : i32) -> i32 {
  %const0 = arith.constant 0 : i32
  cf.br ^loopHeader(%const0, %arg0 : i32, i32)
^loopHeader(%counter : i32, %i : i32):
  %lessThan = arith.cmpi slt, %counter, %arg1 : i32
  cf.cond_br %lessThan, ^loopBody(%i : i32), ^exit(%i : i32)
^loopBody(%val : i32):
  %const1 = arith.constant 1 : i32
  %inc = arith.addi %val, %const1 : i32
  %inc2 = arith.addi %counter, %const1 : i32
  cf.br ^loopHeader(%inc, %inc2 : i32, i32)
^exit(%sum : i32):
  %result = arith.addi %sum, %arg1 : i32
  return %result : i32
}
func.func @nested_region(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : i32, %arg4 : i32, %arg5 : i32, %buffer : memref<i32>) -> i32 {
  %0 = arith.addi %arg3, %arg4 : i32
  %1 = arith.addi %arg4, %arg5 : i32
  scf.for %arg6 = %arg0 to %arg1 step %arg2 {
    %2 = arith.addi %0, %arg5 : i32
    %3 = arith.addi %2, %0 : i32
    "test.store"(%3, %buffer) : (i32, memref<i32>) -> ()
  }
  return %1 : i32
}


func.func @func_ranges(%cond : i1, %arg1 : i32, %arg2 : i32, %arg3 : i32) -> i32 {
  %0 = arith.addi %arg1, %arg2 : i32
  %const1 = arith.constant 1 : i32
  %1 = arith.addi %const1, %arg2 : i32
  %2 = arith.addi %const1, %arg3 : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  %5 = arith.addi %4, %const1 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %const4 = arith.constant 4 : i32
  %6 = arith.muli %4, %const4 : i32
  cf.br ^exit(%6 : i32)
^bb2:
  %7 = arith.muli %4, %5 : i32
  %8 = arith.addi %4, %arg2 : i32
  cf.br ^exit(%8 : i32)
^exit(%sum : i32):
  %result = arith.addi %sum, %arg2 : i32
  return %result : i32
}
func.func @nested_region3(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : i32, %arg4 : i32, %arg5 : i32, %buffer : memref<i32>) -> i32 {
  %0 = arith.addi %arg3, %arg4 : i32
  %1 = arith.addi %arg4, %arg5 : i32
  scf.for %arg6 = %arg0 to %arg1 step %arg2 {
    %2 = arith.addi %0, %arg5 : i32
    "test.store"(%2, %buffer) : (i32, memref<i32>) -> ()
  }
  cf.br ^exit
^exit:
  scf.for %arg7 = %arg0 to %arg1 step %arg2 {
    %2 = arith.addi %0, %1 : i32
    "test.store"(%2, %buffer) : (i32, memref<i32>) -> ()
  }
  return %1 : i32
}
func.func @nested_region4(%arg0: index, %arg1: index, %arg2: index) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
    %1 = arith.addi %arg4, %c1_i32 : i32
    scf.yield %1 : i32
  }
  return
}
func.func @empty() {
  return
}


func.func @two(%a: i32) -> i32 {
  %0:2 = "test.two"(%a) : (i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  "test.dead"() : () -> ()
  return %1 : i32
}

// CHECK: Testing : func_loop
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: arg1@0 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_2 :
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32, %arg0 : i32, i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32 [arg0@0 arg1@0 val_2 {{.}}]
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32, %arg0 : i32, i32) [arg0@0 arg1@0 val_2 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: arg1@0 
// CHECK-NEXT: // --- LiveOut: arg1@0 arg0@1 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_5 :
// CHECK-NEXT: //     %2 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: //     cf.cond_br %2, ^bb2(%1 : i32), ^bb3(%1 : i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %2 = arith.cmpi slt, %0, %arg1 : i32 [arg1@0 arg0@1 arg1@1 val_5 {{.}}]
// CHECK-NEXT: //     cf.cond_br %2, ^bb2(%1 : i32), ^bb3(%1 : i32) [arg1@0 arg0@1 arg1@1 val_5 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 2
// CHECK-NEXT: // --- LiveIn: arg1@0 arg0@1 
// CHECK-NEXT: // --- LiveOut: arg1@0 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_7 :
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     %4 = arith.addi %3, %c1_i32 : i32
// CHECK-NEXT: //     %5 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: // val_8 :
// CHECK-NEXT: //     %4 = arith.addi %3, %c1_i32 : i32
// CHECK-NEXT: //     %5 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: //     cf.br ^bb1(%4, %5 : i32, i32)
// CHECK-NEXT: // val_9 :
// CHECK-NEXT: //     %5 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: //     cf.br ^bb1(%4, %5 : i32, i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32 [arg1@0 arg0@1 arg0@2 val_7 {{.}}]
// CHECK-NEXT: //     %4 = arith.addi %3, %c1_i32 : i32 [arg1@0 arg0@1 arg0@2 val_7 val_8 {{.}}]
// CHECK-NEXT: //     %5 = arith.addi %0, %c1_i32 : i32 [arg1@0 arg0@1 val_7 val_8 val_9 {{.}}]
// CHECK-NEXT: //     cf.br ^bb1(%4, %5 : i32, i32) [arg1@0 val_8 val_9 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 3
// CHECK-NEXT: // --- LiveIn: arg1@0 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_11 :
// CHECK-NEXT: //     %7 = arith.addi %6, %arg1 : i32
// CHECK-NEXT: //     func.return %7 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %7 = arith.addi %6, %arg1 : i32 [arg1@0 arg0@3 val_11 {{.}}]
// CHECK-NEXT: //     func.return %7 : i32 [val_11 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-NEXT: Testing : nested_region
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_7 :
// CHECK-NEXT: //     %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: //     %1 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %0 : i32
// CHECK-NEXT:   "test.store"(%3, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: //     %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT: //     %3 = arith.addi %2, %0 : i32
// CHECK-NEXT: // val_8 :
// CHECK-NEXT: //     %1 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %0 : i32
// CHECK-NEXT:   "test.store"(%3, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: //     func.return %1 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %0 = arith.addi %arg3, %arg4 : i32 [arg0@0 arg1@0 arg2@0 arg3@0 arg4@0 arg5@0 arg6@0 val_7 {{.}}]
// CHECK-NEXT: //     %1 = arith.addi %arg4, %arg5 : i32 [arg0@0 arg1@0 arg2@0 arg4@0 arg5@0 arg6@0 val_7 val_8 {{.}}]
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %0 : i32
// CHECK-NEXT:   "test.store"(%3, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 arg5@0 arg6@0 val_7 val_8 {{.}}]
// CHECK-NEXT: //     func.return %1 : i32 [val_8 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: arg5@0 arg6@0 val_7 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_10 :
// CHECK-NEXT: //     %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT: //     %3 = arith.addi %2, %0 : i32
// CHECK-NEXT: // val_11 :
// CHECK-NEXT: //     %3 = arith.addi %2, %0 : i32
// CHECK-NEXT: //     "test.store"(%3, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %2 = arith.addi %0, %arg5 : i32 [arg5@0 arg6@0 val_7 arg0@1 val_10 {{.}}]
// CHECK-NEXT: //     %3 = arith.addi %2, %0 : i32 [arg6@0 val_7 val_10 val_11 {{.}}]
// CHECK-NEXT: //     "test.store"(%3, %arg6) : (i32, memref<i32>) -> () [arg6@0 val_11 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-NEXT: Testing : func_ranges
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: arg2@0 val_9 val_10 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_4 :
// CHECK-NEXT: //     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     %1 = arith.addi %c1_i32, %arg2 : i32
// CHECK-NEXT: //     %2 = arith.addi %c1_i32, %arg3 : i32
// CHECK-NEXT: //     %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: // val_5 :
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     %1 = arith.addi %c1_i32, %arg2 : i32
// CHECK-NEXT: //     %2 = arith.addi %c1_i32, %arg3 : i32
// CHECK-NEXT: //     %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: //     %4 = arith.muli %3, %2 : i32
// CHECK-NEXT: //     %5 = arith.addi %4, %c1_i32 : i32
// CHECK-NEXT: // val_6 :
// CHECK-NEXT: //     %1 = arith.addi %c1_i32, %arg2 : i32
// CHECK-NEXT: //     %2 = arith.addi %c1_i32, %arg3 : i32
// CHECK-NEXT: //     %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: // val_7 :
// CHECK-NEXT: //     %2 = arith.addi %c1_i32, %arg3 : i32
// CHECK-NEXT: //     %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: //     %4 = arith.muli %3, %2 : i32
// CHECK-NEXT: // val_8 :
// CHECK-NEXT: //     %3 = arith.muli %0, %1 : i32
// CHECK-NEXT: //     %4 = arith.muli %3, %2 : i32
// CHECK-NEXT: // val_9 :
// CHECK-NEXT: //     %4 = arith.muli %3, %2 : i32
// CHECK-NEXT: //     %5 = arith.addi %4, %c1_i32 : i32
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: //     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: //     %6 = arith.muli %4, %c4_i32 : i32
// CHECK-NEXT: //     %7 = arith.muli %4, %5 : i32
// CHECK-NEXT: //     %8 = arith.addi %4, %arg2 : i32
// CHECK-NEXT: // val_10 :
// CHECK-NEXT: //     %5 = arith.addi %4, %c1_i32 : i32
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: //     %7 = arith.muli %4, %5 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %0 = arith.addi %arg1, %arg2 : i32 [arg0@0 arg1@0 arg2@0 arg3@0 val_4 {{.}}]
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32 [arg0@0 arg2@0 arg3@0 val_4 val_5 {{.}}]
// CHECK-NEXT: //     %1 = arith.addi %c1_i32, %arg2 : i32 [arg0@0 arg2@0 arg3@0 val_4 val_5 val_6 {{.}}]
// CHECK-NEXT: //     %2 = arith.addi %c1_i32, %arg3 : i32 [arg0@0 arg2@0 arg3@0 val_4 val_5 val_6 val_7 {{.}}]
// CHECK-NEXT: //     %3 = arith.muli %0, %1 : i32 [arg0@0 arg2@0 val_4 val_5 val_6 val_7 val_8 {{.}}]
// CHECK-NEXT: //     %4 = arith.muli %3, %2 : i32 [arg0@0 arg2@0 val_5 val_7 val_8 val_9 {{.}}]
// CHECK-NEXT: //     %5 = arith.addi %4, %c1_i32 : i32 [arg0@0 arg2@0 val_5 val_9 val_10 {{.}}]
// CHECK-NEXT: //     cf.cond_br %arg0, ^bb1, ^bb2 [arg0@0 arg2@0 val_9 val_10 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: arg2@0 val_9 
// CHECK-NEXT: // --- LiveOut: arg2@0 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_11 :
// CHECK-NEXT: //     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: //     %6 = arith.muli %4, %c4_i32 : i32
// CHECK-NEXT: // val_12 :
// CHECK-NEXT: //     %6 = arith.muli %4, %c4_i32 : i32
// CHECK-NEXT: //     cf.br ^bb3(%6 : i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %c4_i32 = arith.constant 4 : i32 [arg2@0 val_9 val_11 {{.}}]
// CHECK-NEXT: //     %6 = arith.muli %4, %c4_i32 : i32 [arg2@0 val_9 val_11 val_12 {{.}}]
// CHECK-NEXT: //     cf.br ^bb3(%6 : i32) [arg2@0 val_12 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 2
// CHECK-NEXT: // --- LiveIn: arg2@0 val_9 val_10 
// CHECK-NEXT: // --- LiveOut: arg2@0 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_13 :
// CHECK-NEXT: //     %7 = arith.muli %4, %5 : i32
// CHECK-NEXT: // val_14 :
// CHECK-NEXT: //     %8 = arith.addi %4, %arg2 : i32
// CHECK-NEXT: //     cf.br ^bb3(%8 : i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %7 = arith.muli %4, %5 : i32 [arg2@0 val_9 val_10 val_13 {{.}}]
// CHECK-NEXT: //     %8 = arith.addi %4, %arg2 : i32 [arg2@0 val_9 val_14 {{.}}]
// CHECK-NEXT: //     cf.br ^bb3(%8 : i32) [arg2@0 val_14 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 3
// CHECK-NEXT: // --- LiveIn: arg2@0 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_16 :
// CHECK-NEXT: //     %10 = arith.addi %9, %arg2 : i32
// CHECK-NEXT: //     func.return %10 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %10 = arith.addi %9, %arg2 : i32 [arg2@0 arg0@3 val_16 {{.}}]
// CHECK-NEXT: //     func.return %10 : i32 [val_16 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-NEXT: Testing : nested_region3
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: arg0@0 arg1@0 arg2@0 arg6@0 val_7 val_8 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_7 :
// CHECK-NEXT: //     %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: //     %1 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT:   "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: //     cf.br ^bb1
// CHECK-NEXT: //     %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:   "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: //     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: // val_8 :
// CHECK-NEXT: //     %1 = arith.addi %arg4, %arg5 : i32
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT:   "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: //     cf.br ^bb1
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:   "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: //     func.return %1 : i32
// CHECK-NEXT: //     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %0 = arith.addi %arg3, %arg4 : i32 [arg0@0 arg1@0 arg2@0 arg3@0 arg4@0 arg5@0 arg6@0 val_7 {{.}}]
// CHECK-NEXT: //     %1 = arith.addi %arg4, %arg5 : i32 [arg0@0 arg1@0 arg2@0 arg4@0 arg5@0 arg6@0 val_7 val_8 {{.}}]
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT:   "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 arg5@0 arg6@0 val_7 val_8 {{.}}]
// CHECK-NEXT: //     cf.br ^bb1 [arg0@0 arg1@0 arg2@0 arg6@0 val_7 val_8 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: arg5@0 arg6@0 val_7 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_10 :
// CHECK-NEXT: //     %2 = arith.addi %0, %arg5 : i32
// CHECK-NEXT: //     "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %2 = arith.addi %0, %arg5 : i32 [arg5@0 arg6@0 val_7 arg0@1 val_10 {{.}}]
// CHECK-NEXT: //     "test.store"(%2, %arg6) : (i32, memref<i32>) -> () [arg6@0 val_10 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 2
// CHECK-NEXT: // --- LiveIn: arg0@0 arg1@0 arg2@0 arg6@0 val_7 val_8 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:   "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 arg6@0 val_7 val_8 {{.}}]
// CHECK-NEXT: //     func.return %1 : i32 [val_8 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 3
// CHECK-NEXT: // --- LiveIn: arg6@0 val_7 val_8 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_12 :
// CHECK-NEXT: //     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: //     "test.store"(%2, %arg6) : (i32, memref<i32>) -> ()
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %2 = arith.addi %0, %1 : i32 [arg6@0 val_7 val_8 arg0@3 val_12 {{.}}]
// CHECK-NEXT: //     "test.store"(%2, %arg6) : (i32, memref<i32>) -> () [arg6@0 val_12 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-NEXT: Testing : nested_region4
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_3 :
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT:   %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: // val_4 :
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT:   %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: //     %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: // val_5 :
// CHECK-NEXT: //     %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT:   %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32 [arg0@0 arg1@0 arg2@0 val_3 {{.}}]
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32 [arg0@0 arg1@0 arg2@0 val_3 val_4 {{.}}]
// CHECK-NEXT: //     %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT:   %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 val_4 val_5 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: val_4 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_8 :
// CHECK-NEXT: //     %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: //     scf.yield %1 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %1 = arith.addi %arg4, %c1_i32 : i32 [val_4 arg0@1 arg1@1 val_8 {{.}}]
// CHECK-NEXT: //     scf.yield %1 : i32 [val_8 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-NEXT: Testing : empty
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-NEXT: Testing : two
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_1 :
// CHECK-NEXT: //     %0:2 = "test.two"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT: //     %1 = arith.addi %0#0, %0#1 : i32// val_2 :
// CHECK-NEXT: //     %0:2 = "test.two"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT: //     %1 = arith.addi %0#0, %0#1 : i32
// CHECK-NEXT: // val_3 :
// CHECK-NEXT: //     %1 = arith.addi %0#0, %0#1 : i32
// CHECK-NEXT: //     "test.dead"() : () -> ()
// CHECK-NEXT: //     func.return %1 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %0:2 = "test.two"(%arg0) : (i32) -> (i32, i32) [arg0@0 val_1 val_2 {{.}}]
// CHECK-NEXT: //     %1 = arith.addi %0#0, %0#1 : i32 [val_1 val_2 val_3 {{.}}]
// CHECK-NEXT: //     "test.dead"() : () -> () [val_3 {{.}}]
// CHECK-NEXT: //     func.return %1 : i32 [val_3 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
