// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf.forall: a dimension running zero times erases the loop (no outputs), dimensions that all
// run once inline the body with the lower bounds as induction variables, and dynamic bounds
// defined by constants become static. Expected output checked against mlir-opt 22.

// CHECK-LABEL: func.func @single(%arg0: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  "test.y"(%c0, %c0) : (index, index) -> ()
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @single_bounds(%arg0: index) {
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  "test.y"(%c3) : (index) -> ()
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @single_dynamic(%arg0: index) {
// CHECK-NEXT:  %c5 = arith.constant 5 : index
// CHECK-NEXT:  "test.y"(%c5) : (index) -> ()
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @zero_trip(%arg0: index) {
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @dynamic(%arg0: index) {
// CHECK-NEXT:  scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:    "test.y"(%arg1) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @control(%arg0: index) {
// CHECK-NEXT:  scf.forall (%arg1) in (4) {
// CHECK-NEXT:    "test.y"(%arg1) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return

func.func @single(%n: index) {
  scf.forall (%i, %j) in (1, 1) {
    "test.y"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @single_bounds(%n: index) {
  scf.forall (%i) = (3) to (4) step (2) {
    "test.y"(%i) : (index) -> ()
  }
  return
}

func.func @single_dynamic(%n: index) {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  scf.forall (%i) = (%c5) to (%c6) step (1) {
    "test.y"(%i) : (index) -> ()
  }
  return
}

func.func @zero_trip(%n: index) {
  scf.forall (%i, %j) in (%n, 0) {
    "test.y"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (5) to (2) step (1) {
    "test.z"(%i) : (index) -> ()
  }
  return
}

func.func @dynamic(%n: index) {
  scf.forall (%i) in (%n) {
    "test.y"(%i) : (index) -> ()
  }
  return
}
func.func @control(%n: index) {
  %c4 = arith.constant 4 : index
  scf.forall (%i) in (%c4) {
    "test.y"(%i) : (index) -> ()
  }
  return
}
