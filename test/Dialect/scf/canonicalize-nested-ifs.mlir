// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf.if: CombineNestedIfs (an scf.if holding only another one becomes one scf.if on
// arith.andi of the conditions; outside values the outer op yields become arith.select; both
// else branches must agree on values taken from the inner op) and the folder swapping the
// regions of an scf.if on a negated condition. Expected output checked against mlir-opt 22.

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  scf.if %0 {
// CHECK-NEXT:    "test.x"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @nested_results(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:    %2 = "test.x"() : () -> i32
// CHECK-NEXT:    scf.yield %2 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-LABEL: func.func @nested_select(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:  %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:    %3 = "test.x"() : () -> i32
// CHECK-NEXT:    scf.yield %3 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %arg3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %2, %1 : i32, i32
// CHECK-LABEL: func.func @nested_else_differs(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:    %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %2 = "test.x"() : () -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    scf.yield %arg3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @nested_outer_else_work(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      "test.x"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:  } else {
// CHECK-NEXT:    "test.y"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @nested_inner_else_dropped(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  scf.if %0 {
// CHECK-NEXT:    "test.x"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @nested_two_ops(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:    "test.y"() : () -> ()
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      "test.x"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @nested_three(%arg0: i1, %arg1: i1, %arg2: i1) {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  %1 = arith.andi %0, %arg2 : i1
// CHECK-NEXT:  scf.if %1 {
// CHECK-NEXT:    "test.x"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @not_condition(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:    "test.y"() : () -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:    "test.x"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @not_condition_no_else(%arg0: i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:  scf.if %0 {
// CHECK-NEXT:    "test.x"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @not_condition_results(%arg0: i1) -> i32 {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:    %1 = "test.y"() : () -> i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    %1 = "test.x"() : () -> i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32

// CombineNestedIfs and the scf.if folder.

func.func @nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

func.func @nested_results(%a: i1, %b: i1, %y: i32) -> i32 {
  %r = scf.if %a -> i32 {
    %s = scf.if %b -> i32 {
      %t = "test.x"() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @nested_select(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %s = scf.if %b -> i32 {
      %t = "test.x"() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @nested_else_differs(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> i32 {
    %s = scf.if %b -> i32 {
      %t = "test.x"() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @nested_outer_else_work(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  } else {
    "test.y"() : () -> ()
  }
  return
}

func.func @nested_inner_else_dropped(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    } else {
    }
  }
  return
}

func.func @nested_two_ops(%a: i1, %b: i1) {
  scf.if %a {
    "test.y"() : () -> ()
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

func.func @nested_three(%a: i1, %b: i1, %c: i1) {
  scf.if %a {
    scf.if %b {
      scf.if %c {
        "test.x"() : () -> ()
      }
    }
  }
  return
}

func.func @not_condition(%a: i1) {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  scf.if %n {
    "test.x"() : () -> ()
  } else {
    "test.y"() : () -> ()
  }
  return
}

func.func @not_condition_no_else(%a: i1) {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  scf.if %n {
    "test.x"() : () -> ()
  }
  return
}

func.func @not_condition_results(%a: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  %r = scf.if %n -> i32 {
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.y"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
