// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// Custom syntax of every cf op and its generic form (expected text from mlir-opt 22).
// The functions are unregistered "x.func" ops so that only cf is under test.

// CHECK-LABEL: name = "br"
// CHECK:       ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:    cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// GENERIC-LABEL: name = "br"
// GENERIC:       "cf.br"(%{{.*}}, %{{.*}})[^bb1] : (i32, f32) -> ()
// GENERIC:       "cf.br"()[^bb2] : () -> ()
"x.test"() {name = "br"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: f32):
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.br ^bb2
^bb2:
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "cond_br"
// CHECK:       ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb3, ^bb4
// CHECK-NEXT:    "x.return"(%0) : (i32) -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0 weights([90, 10]), ^bb1(%arg1 : i32), ^bb3(%arg1, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb3(%1: i32, %2: i32):  // pred: ^bb2
// CHECK-NEXT:    cf.cond_br %arg0 weights([-5, 2147483647]), ^bb1(%1 : i32), ^bb1(%2 : i32) {foo = "bar"}
// CHECK-NEXT:  ^bb4:  // pred: ^bb4
// CHECK-NEXT:    cf.cond_br %arg0 weights([]), ^bb1(%arg1 : i32), ^bb4
// GENERIC-LABEL: name = "cond_br"
// GENERIC:       "cf.cond_br"(%{{.*}}, %{{.*}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC:       "cf.cond_br"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb3] <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
// GENERIC:       "cf.cond_br"(%{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb1] <{branch_weights = array<i32: -5, 2147483647>, operandSegmentSizes = array<i32: 1, 1, 1>}> {foo = "bar"} : (i1, i32, i32) -> ()
// GENERIC:       "cf.cond_br"(%{{.*}}, %{{.*}})[^bb1, ^bb4] <{branch_weights = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
"x.test"() {name = "cond_br"} : () -> ()
"x.func"() ({
^bb0(%c: i1, %a: i32):
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb2:
  cf.cond_br %c weights([90, 10]), ^bb1(%a : i32), ^bb3(%a, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  cf.cond_br %c weights([-5, 2147483647]), ^bb1(%p : i32), ^bb1(%q : i32) {foo = "bar"}
^bb4:
  cf.cond_br %c weights([]), ^bb1(%a : i32), ^bb4
}) : () -> ()

// Case values print as unsigned numbers of the flag's width; without cases, `]` follows the
// default directly.
// CHECK-LABEL: name = "switch"
// CHECK:       ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      42: ^bb1(%arg2 : i32),
// CHECK-NEXT:      4294967293: ^bb2,
// CHECK-NEXT:      2147483647: ^bb3(%arg1, %arg2 : i32, i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK-NEXT:    "x.return"() : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32)] {attr = 1 : i64}
// GENERIC-LABEL: name = "switch"
// GENERIC:       "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0, 2>, case_values = dense<[42, -3, 2147483647]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
// GENERIC:       "cf.switch"(%{{.*}}, %{{.*}})[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> {attr = 1 : i64} : (i32, i32) -> ()
"x.test"() {name = "switch"} : () -> ()
"x.func"() ({
^bb0(%flag: i32, %a: i32, %b: i32):
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    -3: ^bb2,
    2147483647: ^bb3(%a, %b : i32, i32)
  ]
^bb1(%x: i32):
  "x.return"() : () -> ()
^bb2:
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ] {attr = 1}
^bb3(%p: i32, %q: i32):
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "assert"
// CHECK:         cf.assert %arg0, "failed \22quoted\22"
// CHECK-NEXT:    cf.assert %arg0, "x" {a}
// GENERIC-LABEL: name = "assert"
// GENERIC:       "cf.assert"(%{{.*}}) <{msg = "failed \22quoted\22"}> : (i1) -> ()
// GENERIC:       "cf.assert"(%{{.*}}) <{msg = "x"}> {a} : (i1) -> ()
"x.test"() {name = "assert"} : () -> ()
"x.func"() ({
^bb0(%c: i1):
  cf.assert %c, "failed \"quoted\""
  cf.assert %c, "x" {a}
  "x.return"() : () -> ()
}) : () -> ()
