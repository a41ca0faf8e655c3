// `attr-dict-with-keyword`: inherent attributes (required and optional) and discardable ones after `attributes`.
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @f() {
// CHECK-NEXT:   test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
// CHECK-NEXT:   test.format_attr_dict_w_keyword attributes {attr = -10 : i64, opt_attr = 3 : i64}
// CHECK-NEXT:   test.format_attr_dict_w_keyword attributes {a, attr = 1 : i64, z = "s"}
// CHECK-NEXT:   test.format_attr_dict_w_keyword attributes {attr = 2 : i64, b}
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   "test.format_attr_dict_w_keyword"() <{attr = 10 : i64}> : () -> ()
// GENERIC-NEXT:   "test.format_attr_dict_w_keyword"() <{attr = -10 : i64, opt_attr = 3 : i64}> : () -> ()
// GENERIC-NEXT:   "test.format_attr_dict_w_keyword"() <{attr = 1 : i64}> {a, z = "s"} : () -> ()
// GENERIC-NEXT:   "test.format_attr_dict_w_keyword"() <{attr = 2 : i64}> {b} : () -> ()
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f() {
  test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
  test.format_attr_dict_w_keyword attributes {opt_attr = 3 : i64, attr = -10 : i64}
  test.format_attr_dict_w_keyword attributes {z = "s", attr = 1 : i64, a}
  "test.format_attr_dict_w_keyword"() <{attr = 2 : i64}> {b} : () -> ()
  return
}
