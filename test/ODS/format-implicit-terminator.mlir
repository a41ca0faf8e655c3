// RUN: ropt %s --load-dialect %S/Inputs/implicit.td -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s --load-dialect %S/Inputs/implicit.td -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A region written without its terminator gets an operand-less `imp.yield`,
// which the custom form leaves out again; a terminator that carries operands
// or attributes is printed.

// CHECK-LABEL: func.func @elided
// CHECK-NEXT:    imp.scope {
// CHECK-NEXT:      "test.op"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    imp.scope {
// CHECK-NEXT:    }
// GENERIC-LABEL: sym_name = "elided"
// GENERIC:         "imp.scope"() ({
// GENERIC-NEXT:      "test.op"() : () -> ()
// GENERIC-NEXT:      "imp.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "imp.scope"() ({
// GENERIC-NEXT:      "imp.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
func.func @elided() {
  imp.scope {
    "test.op"() : () -> ()
  }
  imp.scope {
    imp.yield
  }
  return
}

// CHECK-LABEL: func.func @kept
// CHECK-NEXT:    %0 = imp.scope -> i32 {
// CHECK-NEXT:      %1 = "test.val"() : () -> i32
// CHECK-NEXT:      imp.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    imp.scope {
// CHECK-NEXT:      imp.yield {tag}
// CHECK-NEXT:    }
func.func @kept() -> i32 {
  %0 = imp.scope -> i32 {
    %1 = "test.val"() : () -> i32
    imp.yield %1 : i32
  }
  imp.scope {
    imp.yield {tag}
  }
  return %0 : i32
}
