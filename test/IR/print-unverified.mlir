// IR that was not verified is verified before printing, quietly; if it is not valid it is
// printed in the generic form (custom printers assume valid IR), as mlir-opt does. Here an
// scf.index_switch with two case values and no case region, parsed without the verifier.

// RUN: ropt %s --mlir-very-unsafe-disable-verifier-on-parsing -split-input-file | FileCheck %s
// RUN: ropt %s --mlir-very-unsafe-disable-verifier-on-parsing -split-input-file -mlir-print-skip-regions | FileCheck %s --check-prefix=SKIP
// RUN: ropt %s --mlir-very-unsafe-disable-verifier-on-parsing -split-input-file -verify-each=0 -strip-debuginfo -mlir-print-ir-before-all 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: not ropt %s --mlir-very-unsafe-disable-verifier-on-parsing -split-input-file -strip-debuginfo -mlir-print-ir-after-failure 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILED

// A valid module keeps its custom form.
func.func @ok(%arg0: index) -> index {
  return %arg0 : index
}

// -----

func.func @f(%arg0: index) -> i32 {
  %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1, 2>}> ({
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }) : (index) -> i32
  return %0 : i32
}

// The expected texts (from mlir-opt 22).

// CHECK: module {
// CHECK-NEXT:   func.func @ok(%arg0: index) -> index {
// CHECK-NEXT:     return %arg0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (index) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: index):
// CHECK-NEXT:     %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1, 2>}> ({
// CHECK-NEXT:       %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:       "scf.yield"(%1) : (i32) -> ()
// CHECK-NEXT:     }) : (index) -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// SKIP: module {...}
// SKIP-EMPTY:
// SKIP-NEXT: // -----
// SKIP-NEXT: "builtin.module"() ({...}) : () -> ()

// BEFORE: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func @ok(%arg0: index) -> index {
// BEFORE-NEXT:     return %arg0 : index
// BEFORE-NEXT:   }
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// BEFORE-NEXT: "builtin.module"() ({
// BEFORE-NEXT:   "func.func"() <{function_type = (index) -> i32, sym_name = "f"}> ({
// BEFORE-NEXT:   ^bb0(%arg0: index):
// BEFORE-NEXT:     %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1, 2>}> ({
// BEFORE-NEXT:       %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// BEFORE-NEXT:       "scf.yield"(%1) : (i32) -> ()
// BEFORE-NEXT:     }) : (index) -> i32
// BEFORE-NEXT:     "func.return"(%0) : (i32) -> ()
// BEFORE-NEXT:   }) : () -> ()
// BEFORE-NEXT: }) : () -> ()

// FAILED: <unknown>:0: error: 'scf.index_switch' op has 0 case regions but 2 case values
// FAILED-NEXT: <unknown>:0: note: see current operation: 
// FAILED-NEXT: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1, 2>}> ({
// FAILED-NEXT:   %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// FAILED-NEXT:   "scf.yield"(%1) : (i32) -> ()
// FAILED-NEXT: }) : (index) -> i32
// FAILED-NEXT: // -----// IR Dump After StripDebugInfo Failed (strip-debuginfo) //----- //
// FAILED-NEXT: "builtin.module"() ({
// FAILED-NEXT:   "func.func"() <{function_type = (index) -> i32, sym_name = "f"}> ({
// FAILED-NEXT:   ^bb0(%arg0: index):
// FAILED-NEXT:     %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 1, 2>}> ({
// FAILED-NEXT:       %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// FAILED-NEXT:       "scf.yield"(%1) : (i32) -> ()
// FAILED-NEXT:     }) : (index) -> i32
// FAILED-NEXT:     "func.return"(%0) : (i32) -> ()
// FAILED-NEXT:   }) : () -> ()
// FAILED-NEXT: }) : () -> ()
