// Attribute constraints as MLIR's predicates define them: integer attributes by width and
// signedness, confined values, elements attributes, BoolAttr (any signless i1 integer), and
// TypedAttr (strings and opaque attributes are typed attributes too). Ops defined like MLIR's
// test-dialect ones, and the compiled arith and index dialects; messages checked with
// mlir-opt 22 on the same input.
// RUN: ropt --load-dialect=%S/Inputs/testverify.td %s -split-input-file -verify-diagnostics \
// RUN:   -allow-unregistered-dialect

// Any signedness for AnyI32Attr; the attributes are checked in the order of their names.
"test.int_attrs"() {any_i32_attr = 1 : ui32, index_attr = 1 : index, ui32_attr = 1 : ui32, si32_attr = 1 : si32} : () -> ()
"test.int_attrs"() <{any_i32_attr = 1 : si32, index_attr = 1 : index, ui32_attr = 1 : ui32, si32_attr = 1 : si32}> : () -> ()

// -----

// expected-error@+1 {{'test.int_attrs' op attribute 'any_i32_attr' failed to satisfy constraint: 32-bit integer attribute}}
"test.int_attrs"() {any_i32_attr = "x", index_attr = "x", ui32_attr = "x", si32_attr = "x"} : () -> ()

// -----

// expected-error@+1 {{'test.int_attrs' op attribute 'any_i32_attr' failed to satisfy constraint: 32-bit integer attribute}}
"test.int_attrs"() {any_i32_attr = true, index_attr = 1 : index, ui32_attr = 1 : ui32, si32_attr = 1 : si32} : () -> ()

// -----

// expected-error@+1 {{'test.int_attrs' op attribute 'index_attr' failed to satisfy constraint: index attribute}}
"test.int_attrs"() {any_i32_attr = 1 : i32, index_attr = 1 : i64, ui32_attr = 1 : ui32, si32_attr = 1 : si32} : () -> ()

// -----

// expected-error@+1 {{'test.int_attrs' op attribute 'si32_attr' failed to satisfy constraint: 32-bit signed integer attribute}}
"test.int_attrs"() {any_i32_attr = 1 : i32, index_attr = 1 : index, ui32_attr = 1 : ui32, si32_attr = 1 : i32} : () -> ()

// -----

// expected-error@+1 {{'test.int_attrs' op attribute 'ui32_attr' failed to satisfy constraint: 32-bit unsigned integer attribute}}
"test.int_attrs"() {any_i32_attr = 1 : i32, index_attr = 1 : index, ui32_attr = 1 : i32, si32_attr = 1 : si32} : () -> ()

// -----

"test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = 9223372036854775807 : i64} : () -> ()

// -----

// expected-error@+1 {{'test.non_negative_int_attr' op attribute 'i64attr' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
"test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = -1 : i64} : () -> ()

// -----

// expected-error@+1 {{'test.non_negative_int_attr' op attribute 'i64attr' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
"test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = 1.0 : f64} : () -> ()

// -----

// expected-error@+1 {{'test.positive_int_attr' op attribute 'i32attr' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
"test.positive_int_attr"() {i32attr = 0 : i32, i64attr = 0 : i64} : () -> ()

// -----

// 4294967295 : i32 is -1.
// expected-error@+1 {{'test.positive_int_attr' op attribute 'i32attr' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
"test.positive_int_attr"() {i32attr = 4294967295 : i32, i64attr = 1 : i64} : () -> ()

// -----

"test.i32ElementsAttr"() {attr = dense<1> : tensor<2xi32>} : () -> ()
"test.i32ElementsAttr"() {attr = dense<1> : vector<2xi32>} : () -> ()
"test.i32ElementsAttr"() {attr = dense<[]> : tensor<0xi32>} : () -> ()

// -----

// expected-error@+1 {{'test.i32ElementsAttr' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer elements attribute}}
"test.i32ElementsAttr"() {attr = dense<1> : tensor<2xi64>} : () -> ()

// -----

// expected-error@+1 {{'test.i32ElementsAttr' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer elements attribute}}
"test.i32ElementsAttr"() {attr = dense<1> : tensor<2xui32>} : () -> ()

// -----

// expected-error@+1 {{'test.i32ElementsAttr' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer elements attribute}}
"test.i32ElementsAttr"() {attr = array<i32: 1>} : () -> ()

// -----

// TypedAttr (arith.constant's value): an untyped string has type `none`.
// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() {value = "foo"} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() {value = #foo.bar} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
%0 = "arith.constant"() {value = "foo" : i32} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
%0 = "arith.constant"() {value = #foo<"x"> : i32} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
%0 = "arith.constant"() {value = unit} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
%0 = "arith.constant"() {value = [1]} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
%0 = "arith.constant"() {value = #arith.fastmath<none>} : () -> i32

// -----

// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() {value = true} : () -> i32

// -----

// BoolAttr: any signless i1 integer attribute.
%0 = "index.bool.constant"() {value = 1 : i1} : () -> i1
%1 = "index.bool.constant"() <{value = 0 : i1}> : () -> i1
%2 = "index.bool.constant"() {value = true} : () -> i1

// -----

// expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
%0 = "index.bool.constant"() {value = 0 : ui1} : () -> i1

// -----

// expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
%0 = "index.bool.constant"() {value = 1 : i8} : () -> i1
