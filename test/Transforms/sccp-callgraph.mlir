// RUN: ropt -allow-unregistered-dialect -sccp %s | FileCheck %s

// Constants flow through calls into private callees whose call sites are all known, and back out
// of every callee with a body; public, recursive, external, referenced and nested callees.

func.func private @priv(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller1() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @priv(%c1) : (i32) -> i32
  return %r : i32
}
func.func @caller2() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @priv(%c1) : (i32) -> i32
  return %r : i32
}

func.func private @priv2(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %x = arith.muli %a, %c2 : i32
  return %x : i32
}
func.func @c3(%b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r = call @priv2(%c1) : (i32) -> i32
  %s = call @priv2(%b) : (i32) -> i32
  return %r, %s : i32, i32
}

func.func @pub(%a: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  return %c9 : i32
}
func.func @callpub() -> i32 {
  %c = arith.constant 3 : i32
  %r = call @pub(%c) : (i32) -> i32
  return %r : i32
}

func.func private @dead(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %x = arith.muli %c2, %c2 : i32
  return %x : i32
}

func.func private @used_as_value(%a: i32) -> i32 {
  return %a : i32
}
func.func @takes_ref() -> i32 {
  %f = func.constant @used_as_value : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %r = call @used_as_value(%c1) : (i32) -> i32
  %s = func.call_indirect %f(%c1) : (i32) -> i32
  return %r : i32
}

func.func private @recur(%a: i32) -> i32 {
  %r = call @recur(%a) : (i32) -> i32
  return %r : i32
}
func.func @call_recur() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @recur(%c1) : (i32) -> i32
  return %r : i32
}

func.func private @extern(i32) -> i32
func.func @call_extern() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @extern(%c1) : (i32) -> i32
  return %r : i32
}

module @inner {
  func.func private @nested_priv(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @nested_pub() -> i32 {
    %c4 = arith.constant 4 : i32
    %r = call @nested_priv(%c4) : (i32) -> i32
    return %r : i32
  }
  func.func nested @nested_vis(%a: i32) -> i32 {
    return %a : i32
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @priv(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @caller1() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @priv(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @caller2() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @priv(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @priv2(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @c3(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @priv2(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call @priv2(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @pub(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     return %c9_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @callpub() -> i32 {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = call @pub(%c3_i32) : (i32) -> i32
// CHECK-NEXT:     return %c9_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dead(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.muli %c2_i32, %c2_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @used_as_value(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @takes_ref() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %f = constant @used_as_value : (i32) -> i32
// CHECK-NEXT:     %0 = call @used_as_value(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call_indirect %f(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @recur(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @recur(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @call_recur() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @recur(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @extern(i32) -> i32
// CHECK-LABEL: func.func @call_extern() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @extern(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @nested_priv(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:       return %c4_i32 : i32
// CHECK-NEXT:     }
// CHECK-LABEL: func.func @nested_pub() -> i32 {
// CHECK-NEXT:       %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:       %0 = call @nested_priv(%c4_i32) : (i32) -> i32
// CHECK-NEXT:       return %c4_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func nested @nested_vis(%arg0: i32) -> i32 {
// CHECK-NEXT:       return %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
