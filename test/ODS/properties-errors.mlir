// Property values that do not parse or convert, in custom formats and the generic form: each
// error is mlir-opt 22's for the same op of its test dialect (with `test.` for `tp.`), at the
// same line and column (columns differ by the two letters of the name).
// RUN: not ropt --load-dialect %S/Inputs/prop-args.td %s -split-input-file 2>&1 | FileCheck %s

tp.with_optional_properties hasUnit unit
// -----
tp.with_properties a = x, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
// -----
tp.with_properties a = 1, b = "foo", c = 3, flag = true, array = [1, 2, 3, 4], array32 = [5, 6]
// -----
tp.with_properties a = 1, b = "foo", c = "x", flag = 1, array = [1, 2, 3, 4], array32 = [5, 6]
// -----
tp.with_properties a = 1, b = "foo", c = "x", flag = false, array = 3, array32 = [5, 6]
// -----
tp.with_properties a = 1, b = "foo", c = "x", flag = false, array = [x], array32 = [5, 6]
// -----
tp.with_properties a = 99999999999999999999999, b = "foo", c = "x", flag = false, array = [1], array32 = [5, 6]
// -----
tp.with_properties a = -3, b = "foo", c = "x", flag = false, array = [1], array32 = [5000000000, 6]
// -----
tp.with_optional_properties simplei8 = 300 simpleui8 = 255
// -----
tp.with_optional_properties hasDefault = some<0> nested = some<none> longSyntax = some<"x"> maybeUnit = unit
// -----
tp.with_optional_properties nested = some<5> longSyntax = none maybeUnit = unit_absent
// -----
tp.with_optional_properties nested = 5
// -----
tp.with_optional_properties nested = none
// -----
tp.with_default_valued_properties 0 "" -1 unit_absent
// -----
tp.with_array_properties ints = [] strings = [] nested = [] opt = [] explicitOptions = [] explicitUnits = [] [] thats_has_default
// -----
tp.with_properties a = 1, b = "foo", c = "x", flag = 5, array = [1, 2, 3, 4], array32 = [5, 6]
// -----
tp.with_properties a = 1, b = "foo", c = "x", flag = x, array = [1, 2, 3, 4], array32 = [5, 6]
// -----
tp.with_optional_properties simplei8 = -128 simpleui8 = -1
// -----
tp.with_optional_properties simplei8 = -129
// -----
tp.with_optional_properties simpleui8 = 256
// -----
"tp.with_optional_properties"() <{simplei8 = [300], simpleui8 = [255 : i8]}> : () -> ()
// -----
"tp.with_properties"() <{a = true, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = 1 : i1}> : () -> ()
// -----
tp.with_array_properties ints = [1, 2] strings = [3] nested = [[1], []] opt = none explicitOptions = [none, 3] explicitUnits = [unit, unit_absent]
// -----
tp.with_array_properties ints = [1, 2] strings = ["a"] nested = [[1], []] opt = some<[3]> explicitOptions = [none, 3] explicitUnits = [unit, unit_absent]
// -----
tp.with_array_properties ints = [1, 2] strings = ["a"] nested = [[1], []] opt = none explicitOptions = [none, 3] explicitUnits = [unit, 1]
// -----
tp.with_optional_properties simple = 3 longSyntax = "x"
// -----
tp.with_optional_properties simple = 3 longSyntax = some<"x"> nested = some<none> hasDefault = some<0> maybeUnit = unit simplei8 = 300 simpleui8 = 255
// -----
tp.with_optional_properties simple = 3 longSyntax = some<"x"> nested = some<5>
// -----
tp.with_optional_properties simple = x
// -----
"tp.with_properties"() <{a = "x", array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = false}> : () -> ()
// -----
"tp.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = 3, flag = false}> : () -> ()
// -----
"tp.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = 1}> : () -> ()
// -----
"tp.with_properties"() <{a = 1, array = [1], array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = true}> : () -> ()
// -----
"tp.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i64: 5, 6>, b = "foo", c = "x", flag = true}> : () -> ()
// -----
"tp.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = 3, c = "x", flag = true}> : () -> ()
// -----
"tp.with_properties"() <{a = 1, array = array<i64: 1>, array32 = array<i32: 5, 6>, c = "x", flag = true}> : () -> ()
// -----
"tp.with_optional_properties"() <{simple = 3}> : () -> ()
// -----
"tp.with_optional_properties"() <{simple = [3, 4]}> : () -> ()
// -----
"tp.with_optional_properties"() <{nested = [[3, 4]]}> : () -> ()
// -----
"tp.with_array_properties"() <{ints = 3}> : () -> ()
// -----
"tp.with_array_properties"() <{ints = [3], strings = [1]}> : () -> ()
// -----
"tp.with_array_properties"() <{ints = [3], nested = [[true, 5 : i8]], explicitUnits = [unit, true, false]}> : () -> ()
// -----
"tp.with_properties"() <{a = 1 : index, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = true}> {x} : () -> ()
// -----
tp.with_properties a = -, b = "foo", c = "x", flag = true, array = [1], array32 = [5]

// CHECK: properties-errors.mlir:6:37: error: custom op 'unit' is unknown (tried 'builtin.unit' as well)
// CHECK: properties-errors.mlir:8:24: error: custom op 'tp.with_properties' expected integer value
// CHECK: properties-errors.mlir:8:24: error: custom op 'tp.with_properties' invalid value for property a, expected int64_t
// CHECK: properties-errors.mlir:10:42: error: custom op 'tp.with_properties' expected string
// CHECK: properties-errors.mlir:10:42: error: custom op 'tp.with_properties' invalid value for property c, expected string
// CHECK: properties-errors.mlir:14:68: error: expected '['
// CHECK: properties-errors.mlir:14:69: error: custom op 'tp.with_properties' invalid value for property array, expected array of int64_t
// CHECK: properties-errors.mlir:16:70: error: custom op 'tp.with_properties' expected integer value
// CHECK: properties-errors.mlir:16:69: error: custom op 'tp.with_properties' invalid value for property array, expected array of int64_t
// CHECK: properties-errors.mlir:18:24: error: custom op 'tp.with_properties' integer value too large
// CHECK: properties-errors.mlir:18:24: error: custom op 'tp.with_properties' invalid value for property a, expected int64_t
// CHECK: properties-errors.mlir:20:86: error: custom op 'tp.with_properties' integer value too large
// CHECK: properties-errors.mlir:20:85: error: custom op 'tp.with_properties' invalid value for property array32, expected array of int32_t
// CHECK: properties-errors.mlir:22:40: error: custom op 'tp.with_optional_properties' integer value too large
// CHECK: properties-errors.mlir:22:40: error: custom op 'tp.with_optional_properties' invalid value for property simplei8, expected optional int8_t
// CHECK: properties-errors.mlir:24:105: error: custom op 'tp.with_optional_properties' expected 'none' or 'some<prop>'
// CHECK: properties-errors.mlir:24:105: error: custom op 'tp.with_optional_properties' invalid value for property maybeUnit, expected optional unit property
// CHECK: properties-errors.mlir:26:76: error: custom op 'tp.with_optional_properties' expected 'none' or 'some<prop>'
// CHECK: properties-errors.mlir:26:76: error: custom op 'tp.with_optional_properties' invalid value for property maybeUnit, expected optional unit property
// CHECK: properties-errors.mlir:28:38: error: custom op 'tp.with_optional_properties' expected 'none' or 'some<prop>'
// CHECK: properties-errors.mlir:28:38: error: custom op 'tp.with_optional_properties' invalid value for property nested, expected optional optional int64_t
// CHECK: properties-errors.mlir:36:54: error: custom op 'tp.with_properties' integer value too large
// CHECK: properties-errors.mlir:36:54: error: custom op 'tp.with_properties' invalid value for property flag, expected boolean
// CHECK: properties-errors.mlir:38:54: error: custom op 'tp.with_properties' expected integer value
// CHECK: properties-errors.mlir:38:54: error: custom op 'tp.with_properties' invalid value for property flag, expected boolean
// CHECK: properties-errors.mlir:42:40: error: custom op 'tp.with_optional_properties' integer value too large
// CHECK: properties-errors.mlir:42:40: error: custom op 'tp.with_optional_properties' invalid value for property simplei8, expected optional int8_t
// CHECK: properties-errors.mlir:44:41: error: custom op 'tp.with_optional_properties' integer value too large
// CHECK: properties-errors.mlir:44:41: error: custom op 'tp.with_optional_properties' invalid value for property simpleui8, expected optional uint8_t
// CHECK: properties-errors.mlir:50:51: error: custom op 'tp.with_array_properties' expected string
// CHECK: properties-errors.mlir:50:50: error: custom op 'tp.with_array_properties' invalid value for property strings, expected array of string
// CHECK: properties-errors.mlir:52:81: error: custom op 'tp.with_array_properties' invalid value for property opt, expected optional array of int32_t
// CHECK: properties-errors.mlir:54:137: error: custom op 'tp.with_array_properties' expected 'unit' or 'unit_absent'
// CHECK: properties-errors.mlir:54:130: error: custom op 'tp.with_array_properties' invalid value for property explicitUnits, expected array of unit property
// CHECK: properties-errors.mlir:56:53: error: custom op 'tp.with_optional_properties' expected 'none' or 'some<prop>'
// CHECK: properties-errors.mlir:56:53: error: custom op 'tp.with_optional_properties' invalid value for property longSyntax, expected optional string
// CHECK: properties-errors.mlir:58:63: error: custom op 'nested' is unknown (tried 'builtin.nested' as well)
// CHECK: properties-errors.mlir:60:63: error: custom op 'nested' is unknown (tried 'builtin.nested' as well)
// CHECK: properties-errors.mlir:62:38: error: custom op 'tp.with_optional_properties' invalid value for property simple, expected optional int64_t
// CHECK: properties-errors.mlir:64:1: error: invalid properties {a = "x", array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = false} for op tp.with_properties: expected IntegerAttr for key `value`
// CHECK: properties-errors.mlir:66:1: error: invalid properties {a = 1 : i64, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = 3 : i64, flag = false} for op tp.with_properties: expected string property to come from string attribute
// CHECK: properties-errors.mlir:68:1: error: invalid properties {a = 1 : i64, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = 1 : i64} for op tp.with_properties: expected string property to come from string attribute
// CHECK: properties-errors.mlir:70:1: error: invalid properties {a = 1 : i64, array = [1], array32 = array<i32: 5, 6>, b = "foo", c = "x", flag = true} for op tp.with_properties: expected DenseI64ArrayAttr for key `value`
// CHECK: properties-errors.mlir:72:1: error: invalid properties {a = 1 : i64, array = array<i64: 1>, array32 = array<i64: 5, 6>, b = "foo", c = "x", flag = true} for op tp.with_properties: expected DenseI32ArrayAttr for key `value`
// CHECK: properties-errors.mlir:74:1: error: invalid properties {a = 1 : i64, array = array<i64: 1>, array32 = array<i32: 5, 6>, b = 3 : i64, c = "x", flag = true} for op tp.with_properties: Invalid attribute `b` in property conversion: 3 : i64
// CHECK: properties-errors.mlir:76:1: error: 'tp.with_properties' op requires attribute 'b'
// CHECK: properties-errors.mlir:76:1: note: see current operation: "tp.with_properties"() <{a = 1 : i64, array = array<i64: 1>, array32 = array<i32: 5, 6>, c = "x", flag = true}> : () -> ()
// CHECK: properties-errors.mlir:78:1: error: invalid properties {simple = 3 : i64} for op tp.with_optional_properties: expected optional properties to materialize as arrays
// CHECK: properties-errors.mlir:80:1: error: invalid properties {simple = [3, 4]} for op tp.with_optional_properties: expected optional properties to become 0- or 1-element arrays
// CHECK: properties-errors.mlir:82:1: error: invalid properties {nested = {{\[\[}}3, 4]]} for op tp.with_optional_properties: expected optional properties to become 0- or 1-element arrays
// CHECK: properties-errors.mlir:84:1: error: invalid properties {ints = 3 : i64} for op tp.with_array_properties: expected array attribute
// CHECK: properties-errors.mlir:86:1: error: invalid properties {ints = [3], strings = [1]} for op tp.with_array_properties: expected string property to come from string attribute
// CHECK: properties-errors.mlir:92:25: error: expected integer value
// CHECK: properties-errors.mlir:92:24: error: custom op 'tp.with_properties' invalid value for property a, expected int64_t
