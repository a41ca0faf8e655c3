// Property arguments in custom formats and the generic form, loaded at run time. The ops
// mirror those of MLIR's test dialect (test.with_properties, ...): with `test.` for `tp.`, input
// and output are mlir-opt 22's. Properties are always materialized in the generic form (a
// missing one holds its initial value), ints are stored at their width (`3 : i32` becomes
// `3 : i64`, an int8_t keeps its low 8 bits), unknown keys are dropped; custom formats leave
// out default values.
// RUN: ropt --load-dialect %S/Inputs/prop-args.td %s | FileCheck %s
// RUN: ropt --load-dialect %S/Inputs/prop-args.td %s | ropt --load-dialect %S/Inputs/prop-args.td | FileCheck %s
// RUN: ropt --load-dialect %S/Inputs/prop-args.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// (An op printed generic after `tp.with_default_valued_properties na` would be read as its
// optional string `$b`, in mlir-opt too: the generic ops come first.)

"tp.generic"() <{a = true, o = ["s"]}> : () -> ()
"tp.generic"() : () -> ()
// An attribute dictionary does not set properties: its entries stay discardable.
"tp.with_properties"() {a = 1, b = "foo", c = "x"} : () -> ()
tp.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
"tp.with_properties"() <{a = 3 : i32, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = false, junk = 1}> : () -> ()
tp.with_properties_and_attr 2 <{rhs = 7 : i16}>
"tp.with_properties_and_attr"() <{lhs = 1 : i32}> : () -> ()
tp.empty_properties
tp.with_optional_properties simple = 3 hasUnit
tp.with_optional_properties simplei8 = -128 simpleui8 = 255 nonTrivialStorage = "s" hasDefault = some<0> nested = some<none> longSyntax = some<"x"> maybeUnit = some<unit>
tp.with_optional_properties anAttr = 3 nested = some<5> longSyntax = none maybeUnit = some<unit_absent>
"tp.with_optional_properties"() <{simplei8 = [300], simpleui8 = [255 : i8]}> : () -> ()
tp.with_array_properties ints = [1, 2] strings = ["a"] nested = [[1], []] opt = none explicitOptions = [none, 3] explicitUnits = [unit, unit_absent]
tp.with_array_properties ints = [] strings = [] nested = [] opt = [3] explicitOptions = [] explicitUnits = [] [1] thats_has_default
tp.with_default_valued_properties 1 "x" 3 unit
tp.with_default_valued_properties na "" -1 unit_absent
"tp.with_default_valued_properties"() : () -> ()

// CHECK-LABEL: module {
// CHECK-NEXT: "tp.generic"() <{a = -1 : i64, d = 7 : i32, o = ["s"]}> : () -> ()
// CHECK-NEXT: "tp.generic"() <{a = 0 : i64, d = 7 : i32, o = []}> : () -> ()
// CHECK-NEXT: tp.with_properties a = 0, b = "foo", c = "", flag = false, array = [], array32 = [] {a = 1 : i64, c = "x"}
// CHECK-NEXT: tp.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
// CHECK-NEXT: tp.with_properties a = 3, b = "foo", c = "x", flag = false, array = [1], array32 = [5, 6]
// CHECK-NEXT: tp.with_properties_and_attr 2 <{rhs = 7 : i64}>
// CHECK-NEXT: tp.with_properties_and_attr 1 <{rhs = 0 : i64}>
// CHECK-NEXT: tp.empty_properties {{$}}
// CHECK-NEXT: tp.with_optional_properties simple = 3 hasUnit
// CHECK-NEXT: tp.with_optional_properties simplei8 = -128 simpleui8 = 255 nonTrivialStorage = "s" hasDefault = some<0> nested = some<none> longSyntax = some<"x"> maybeUnit = some<unit>
// CHECK-NEXT: tp.with_optional_properties anAttr = 3 nested = some<5> maybeUnit = some<unit_absent>
// CHECK-NEXT: tp.with_optional_properties simplei8 = 44 simpleui8 = 255
// CHECK-NEXT: tp.with_array_properties ints = [1, 2] strings = ["a"] nested = {{\[\[}}1], []] opt = none explicitOptions = [none, 3] explicitUnits = [unit, unit_absent]
// CHECK-NEXT: tp.with_array_properties ints = [] strings = [] nested = [] opt = [3] explicitOptions = [] explicitUnits = [] [1] thats_has_default
// CHECK-NEXT: tp.with_default_valued_properties 1 "x" 3 unit
// CHECK-NEXT: tp.with_default_valued_properties na
// CHECK-NEXT: tp.with_default_valued_properties na

// GEN-LABEL: "builtin.module"
// GEN-NEXT: "tp.generic"() <{a = -1 : i64, d = 7 : i32, o = ["s"]}> : () -> ()
// GEN-NEXT: "tp.generic"() <{a = 0 : i64, d = 7 : i32, o = []}> : () -> ()
// GEN-NEXT: "tp.with_properties"() <{a = 0 : i64, array = array<i64>, array32 = array<i32>, b = "foo", c = "", flag = false}> {a = 1 : i64, c = "x"} : () -> ()
// GEN-NEXT: "tp.with_properties"() <{a = 32 : i64, array = array<i64: 1, 2, 3, 4>, array32 = array<i32: 5, 6>, b = "foo", c = "bar", flag = true}> : () -> ()
// GEN-NEXT: "tp.with_properties"() <{a = 3 : i64, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = false}> : () -> ()
// GEN-NEXT: "tp.with_properties_and_attr"() <{lhs = 2 : i32, rhs = 7 : i64}> : () -> ()
// GEN-NEXT: "tp.with_properties_and_attr"() <{lhs = 1 : i32, rhs = 0 : i64}> : () -> ()
// GEN-NEXT: "tp.empty_properties"() : () -> ()
// GEN-NEXT: "tp.with_optional_properties"() <{hasDefault = [], hasUnit, longSyntax = [], maybeUnit = [], nested = [], nonTrivialStorage = [], simple = [3], simplei8 = [], simpleui8 = []}> : () -> ()
// GEN-NEXT: "tp.with_optional_properties"() <{hasDefault = [0], hasUnit = false, longSyntax = ["x"], maybeUnit = [unit], nested = {{\[\[}}]], nonTrivialStorage = ["s"], simple = [], simplei8 = [-128 : i8], simpleui8 = [-1 : i8]}> : () -> ()
// GEN-NEXT: "tp.with_optional_properties"() <{anAttr = 3 : i32, hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [false], nested = {{\[\[}}5]], nonTrivialStorage = [], simple = [], simplei8 = [], simpleui8 = []}> : () -> ()
// GEN-NEXT: "tp.with_optional_properties"() <{hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [], nested = [], nonTrivialStorage = [], simple = [], simplei8 = [44 : i8], simpleui8 = [-1 : i8]}> : () -> ()
// GEN-NEXT: "tp.with_array_properties"() <{explicitOptions = {{\[\[}}], [3]], explicitUnits = [unit, false], hasDefault = [], ints = [1, 2], nested = {{\[\[}}1 : i32], []], opt = [], strings = ["a"]}> : () -> ()
// GEN-NEXT: "tp.with_array_properties"() <{explicitOptions = [], explicitUnits = [], hasDefault = [1], ints = [], nested = [], opt = {{\[\[}}3 : i32]], strings = []}> : () -> ()
// GEN-NEXT: "tp.with_default_valued_properties"() <{a = 1 : i32, b = "x", c = 3 : i32, unit}> : () -> ()
// GEN-NEXT: "tp.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()
// GEN-NEXT: "tp.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()

