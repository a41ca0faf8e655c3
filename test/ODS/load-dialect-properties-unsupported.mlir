// Property arguments are not implemented yet, and say so instead of being dropped: they
// are an error when the .td loads (inherent attributes, stored as properties, work:
// format-prop-dict.mlir).
// RUN: not ropt --load-dialect %S/Inputs/check-props.td %s 2>&1 | FileCheck %s
// CHECK: check-props.td:6:5: error: op 'cq.props' has property arguments ($a: i64, $s: string, $arr: array of i32, $o: optional i64, $d: i32), which ropt does not implement yet (they would be dropped); declare them as attributes (I64Attr, StrAttr, ...), which are stored as properties
// CHECK-NEXT: def CQ_Props : Op<CQ_Dialect, "props"> {
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: error
"cq.attrs"() <{a = 1 : i64}> : () -> ()
