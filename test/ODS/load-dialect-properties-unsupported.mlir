// Properties are not implemented yet, and say so instead of being dropped: property
// arguments are an error when the .td loads; `prop-dict` in a format is an error where an op
// using it is parsed.
// RUN: not ropt --load-dialect %S/Inputs/check-props.td %s 2>&1 | FileCheck %s
// CHECK: check-props.td:6:5: error: op 'cq.props' has property arguments ($a: i64, $s: string, $arr: array of i32, $o: optional i64, $d: i32), which ropt does not implement yet (they would be dropped); declare them as attributes (I64Attr, StrAttr, ...), which are stored as properties
// CHECK-NEXT: def CQ_Props : Op<CQ_Dialect, "props"> {
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: error
"cq.attrs"() <{a = 1 : i64}> : () -> ()
// RUN: not ropt --load-dialect %S/Inputs/check-propdict.td %S/Inputs/check-propdict.mlir 2>&1 | FileCheck %s --check-prefix=PROPDICT
// PROPDICT: check-propdict.mlir:1:10: error: custom op 'cd.attrs' cannot be parsed at run time: its assembly format uses `prop-dict`, not supported at run time
