// The test dialect's ops with property arguments (compiled from dialects/test/TestPropertyOps.td),
// with mlir-opt 22's names and syntax: input and output are its own (run side by side).
// RUN: ropt %s | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
"test.with_properties"() <{a = 3 : i32, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = false, junk = 1}> : () -> ()
test.with_properties_and_attr 2 <{rhs = 7 : i16}>
"test.with_properties_and_attr"() <{lhs = 1 : i32}> : () -> ()
test.empty_properties
test.with_optional_properties simple = 3 hasUnit
test.with_optional_properties simplei8 = -128 simpleui8 = 255 nonTrivialStorage = "s" hasDefault = some<0> nested = some<none> longSyntax = some<"x"> maybeUnit = some<unit>
test.with_optional_properties anAttr = 3 nested = some<5> longSyntax = none maybeUnit = some<unit_absent>
"test.with_optional_properties"() <{simplei8 = [300], simpleui8 = [255 : i8]}> : () -> ()
test.with_array_properties ints = [1, 2] strings = ["a"] nested = [[1], []] opt = none explicitOptions = [none, 3] explicitUnits = [unit, unit_absent]
test.with_array_properties ints = [] strings = [] nested = [] opt = [3] explicitOptions = [] explicitUnits = [] [1] thats_has_default
test.with_default_valued_properties 1 "x" 3 unit
test.with_default_valued_properties na "" -1 unit_absent
"test.with_default_valued_properties"() : () -> ()

// CHECK-LABEL: module {
// CHECK-NEXT: test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
// CHECK-NEXT: test.with_properties a = 3, b = "foo", c = "x", flag = false, array = [1], array32 = [5, 6]
// CHECK-NEXT: test.with_properties_and_attr 2 <{rhs = 7 : i64}>
// CHECK-NEXT: test.with_properties_and_attr 1 <{rhs = 0 : i64}>
// CHECK-NEXT: test.empty_properties {{$}}
// CHECK-NEXT: test.with_optional_properties simple = 3 hasUnit
// CHECK-NEXT: test.with_optional_properties simplei8 = -128 simpleui8 = 255 nonTrivialStorage = "s" hasDefault = some<0> nested = some<none> longSyntax = some<"x"> maybeUnit = some<unit>
// CHECK-NEXT: test.with_optional_properties anAttr = 3 nested = some<5> maybeUnit = some<unit_absent>
// CHECK-NEXT: test.with_optional_properties simplei8 = 44 simpleui8 = 255
// CHECK-NEXT: test.with_array_properties ints = [1, 2] strings = ["a"] nested = {{\[\[}}1], []] opt = none explicitOptions = [none, 3] explicitUnits = [unit, unit_absent]
// CHECK-NEXT: test.with_array_properties ints = [] strings = [] nested = [] opt = [3] explicitOptions = [] explicitUnits = [] [1] thats_has_default
// CHECK-NEXT: test.with_default_valued_properties 1 "x" 3 unit
// CHECK-NEXT: test.with_default_valued_properties na
// CHECK-NEXT: test.with_default_valued_properties na

// GEN-LABEL: "builtin.module"
// GEN-NEXT: "test.with_properties"() <{a = 32 : i64, array = array<i64: 1, 2, 3, 4>, array32 = array<i32: 5, 6>, b = "foo", c = "bar", flag = true}> : () -> ()
// GEN-NEXT: "test.with_properties"() <{a = 3 : i64, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = false}> : () -> ()
// GEN-NEXT: "test.with_properties_and_attr"() <{lhs = 2 : i32, rhs = 7 : i64}> : () -> ()
// GEN-NEXT: "test.with_properties_and_attr"() <{lhs = 1 : i32, rhs = 0 : i64}> : () -> ()
// GEN-NEXT: "test.empty_properties"() : () -> ()
// GEN-NEXT: "test.with_optional_properties"() <{hasDefault = [], hasUnit, longSyntax = [], maybeUnit = [], nested = [], nonTrivialStorage = [], simple = [3], simplei8 = [], simpleui8 = []}> : () -> ()
// GEN-NEXT: "test.with_optional_properties"() <{hasDefault = [0], hasUnit = false, longSyntax = ["x"], maybeUnit = [unit], nested = {{\[\[}}]], nonTrivialStorage = ["s"], simple = [], simplei8 = [-128 : i8], simpleui8 = [-1 : i8]}> : () -> ()
// GEN-NEXT: "test.with_optional_properties"() <{anAttr = 3 : i32, hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [false], nested = {{\[\[}}5]], nonTrivialStorage = [], simple = [], simplei8 = [], simpleui8 = []}> : () -> ()
// GEN-NEXT: "test.with_optional_properties"() <{hasDefault = [], hasUnit = false, longSyntax = [], maybeUnit = [], nested = [], nonTrivialStorage = [], simple = [], simplei8 = [44 : i8], simpleui8 = [-1 : i8]}> : () -> ()
// GEN-NEXT: "test.with_array_properties"() <{explicitOptions = {{\[\[}}], [3]], explicitUnits = [unit, false], hasDefault = [], ints = [1, 2], nested = {{\[\[}}1 : i32], []], opt = [], strings = ["a"]}> : () -> ()
// GEN-NEXT: "test.with_array_properties"() <{explicitOptions = [], explicitUnits = [], hasDefault = [1], ints = [], nested = [], opt = {{\[\[}}3 : i32]], strings = []}> : () -> ()
// GEN-NEXT: "test.with_default_valued_properties"() <{a = 1 : i32, b = "x", c = 3 : i32, unit}> : () -> ()
// GEN-NEXT: "test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()
// GEN-NEXT: "test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32, unit = false}> : () -> ()

