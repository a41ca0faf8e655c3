// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include -I %S %s | FileCheck %s
// Generated rules read a property with what it holds (`rt.prop_value`), so its constraint
// (and a ConstantProp) is checked on the property's value, as the interpreter does
// (interp-properties.mlir runs the same rules).
include "Inputs/properties.td"

// CHECK-LABEL: fn matches
// CHECK: let p2 = rt.prop_value(op1, "tag")?;
// CHECK-NEXT: let tag = p2.attr();
// CHECK-NEXT: let p3 = rt.prop_value(op1, "val")?;
// CHECK-NEXT: if !rt.check(&C_DP_NONNEGATIVEI64PROP, &p3) {
// CHECK-NEXT: return None;
// CHECK: let p4 = rt.prop_value(op1, "cond")?;
// CHECK-NEXT: if !rt.check(&C_ANONYMOUS_{{[0-9]+}}, &p4) {
