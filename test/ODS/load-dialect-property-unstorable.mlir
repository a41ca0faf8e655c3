// A property of a hand-written type cannot be held by a dialect loaded at run time: the .td
// is rejected when it loads, naming the property, instead of the value being dropped.
// RUN: not ropt --load-dialect %S/Inputs/check-props.td %s 2>&1 | FileCheck %s
// CHECK: check-props.td:9:5: error: op 'cq.props': property 's' (MyStructProp) stores `MyStruct`, which a dialect loaded at run time cannot hold; use the base library's properties (IntProp, BoolProp, UnitProp, StringProp, ArrayProp, IntArrayProp, OptionalProp, DefaultValuedProp, ConfinedProp) or an attribute
// CHECK-NEXT: def CQ_Props : Op<CQ_Dialect, "props"> {
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: error
"cq.attrs"() <{a = 1 : i64}> : () -> ()
