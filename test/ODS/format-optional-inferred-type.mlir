// Optional operands whose type follows from OptionalTypesMatchWith, TypesMatchWith,
// AllTypesMatch or SameOperandsAndResultType: present or absent, they parse, print and
// verify (a type equality naming an absent value holds), in the custom and generic forms.
// RUN: ropt --load-dialect %S/Inputs/optinfer.td %s -split-input-file | FileCheck %s
// RUN: ropt --load-dialect %S/Inputs/optinfer.td %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --load-dialect %S/Inputs/optinfer.td %s -split-input-file -mlir-print-op-generic | ropt --load-dialect %S/Inputs/optinfer.td -split-input-file | FileCheck %s
// RUN: not ropt --load-dialect %S/Inputs/optinfer.td %S/Inputs/optinfer-bad.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: optinfer-bad.mlir:2:3: error: 'oi.optmatch' op failed to verify that v matches a
// BAD: optinfer-bad.mlir:9:3: error: 'oi.elt' op failed to verify that e is the element type of t
// BAD: optinfer-bad.mlir:16:3: error: 'oi.allmatch' op failed to verify that all of {a, v} have same type
// BAD: optinfer-bad.mlir:23:8: error: 'oi.same' op requires the same type for all operands and results

// CHECK-LABEL: func @present
// CHECK-NEXT: oi.optmatch %arg0, %arg1 : i32
// CHECK-NEXT: oi.elt %arg2, %arg3 : tensor<4xf32>
// CHECK-NEXT: oi.tmw %arg0, %arg1 : i32
// CHECK-NEXT: oi.allmatch %arg0, %arg1 : i32
// CHECK-NEXT: %0 = oi.same %arg0, %arg1 : i32
// GENERIC-LABEL: sym_name = "present"
// GENERIC: "oi.optmatch"(%arg0, %arg1) : (i32, i32) -> ()
// GENERIC-NEXT: "oi.elt"(%arg2, %arg3) : (tensor<4xf32>, f32) -> ()
// GENERIC-NEXT: "oi.tmw"(%arg0, %arg1) : (i32, i32) -> ()
// GENERIC-NEXT: "oi.allmatch"(%arg0, %arg1) : (i32, i32) -> ()
// GENERIC-NEXT: %0 = "oi.same"(%arg0, %arg1) : (i32, i32) -> i32
func.func @present(%x: i32, %y: i32, %t: tensor<4xf32>, %e: f32) {
  oi.optmatch %x, %y : i32
  oi.elt %t, %e : tensor<4xf32>
  oi.tmw %x, %y : i32
  oi.allmatch %x, %y : i32
  %0 = oi.same %x, %y : i32
  return
}

// -----

// CHECK-LABEL: func @absent
// CHECK-NEXT: oi.optmatch %arg0 : i32
// CHECK-NEXT: oi.elt %arg1 : tensor<4xf32>
// CHECK-NEXT: oi.tmw %arg0 : i32
// CHECK-NEXT: oi.allmatch %arg0 : i32
// CHECK-NEXT: %0 = oi.same %arg0 : i32
// GENERIC-LABEL: sym_name = "absent"
// GENERIC: "oi.optmatch"(%arg0) : (i32) -> ()
// GENERIC-NEXT: "oi.elt"(%arg1) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: "oi.tmw"(%arg0) : (i32) -> ()
// GENERIC-NEXT: "oi.allmatch"(%arg0) : (i32) -> ()
// GENERIC-NEXT: %0 = "oi.same"(%arg0) : (i32) -> i32
func.func @absent(%x: i32, %t: tensor<4xf32>) {
  oi.optmatch %x : i32
  oi.elt %t : tensor<4xf32>
  oi.tmw %x : i32
  oi.allmatch %x : i32
  %0 = oi.same %x : i32
  return
}
