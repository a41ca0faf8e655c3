// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Builtin attributes: scalars, strings, containers, symbol references.

// CHECK: module {
// CHECK-NEXT: "test.op"() {i = @foo::@bar, j = @"a b", k = [1, 2.000000e+00, "x"], l = {"a b", y, z = 1 : i64}, m = i32} : () -> ()
// CHECK-NEXT: }
"test.op"() {i = @foo::@bar, j = @"a b", k = [1, 2.0, "x"], l = {z = 1, "a b" = unit, y}, m = i32} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = -1 : i128, b = -170141183460469231731687303715884105728 : i128, c = 18446744073709551615 : ui64, e = -1 : i3, f = -4 : i3} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 340282366920938463463374607431768211455 : i128, b = -170141183460469231731687303715884105728 : i128, c = 18446744073709551615 : ui64, e = 7 : i3, f = -4 : i3} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = "\22\0A\09\\\01\FF", b = "x" : i32, c = @<<INVALID EMPTY SYMBOL>>, d = [], e = {}, f = {{\[\[}}1], {{\[\[}}2 : i32]]]} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = "\22\n\t\\\01\ff", b = "x" : i32, c = @"", d = [], e = {}, f = [[1], [[2 : i32]]]} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = #foo.bar<1,   2>, b = #foo<"q">, c = #foo.x : i32, d = !foo.bar<a<b>c>, e = !foo<bar  [1]>, f = !foo.bar, g = #foo.baz<"a>b">} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = #foo.bar<1,   2>, b = #foo<"q">, c = #foo.x : i32, d = !foo.bar<a<b>c>, e = !foo<bar  [1]>, f = !foo.bar, g = #foo.baz<"a>b">} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = false, b = true} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 0 : i1, b = 1 : i1} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = -128 : i8, b = 127 : si8, c = 0 : ui1, d = 9223372036854775807 : i64, e = -9223372036854775808 : i64} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = -128 : i8, b = 127 : si8, c = 0 : ui1, d = 9223372036854775807, e = -9223372036854775808} : () -> ()
// -----

// CHECK: #distinct = distinct[0]<1 : i32>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = distinct[1]<>, b = distinct[2]<>, c = [#distinct, #distinct]} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = distinct[0]<>, b = distinct[1]<unit>, c = [distinct[2]<1 : i32>, distinct[2]<1 : i32>]} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = true} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = -1 : i1} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 42 : i64, b = -42 : i8, c = 42 : i16, d = 18446744073709551615 : ui64, e = -9223372036854775808 : si64} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 42, b = -42 : i8, c = 0x2A : i16, d = 18446744073709551615 : ui64, e = -9223372036854775808 : si64} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {_c = "str", a.b = 2 : i32, d = "escapes \22\\ \0A\09\00\7F", "quoted key" = 1 : i32} : () -> ()
// CHECK-NEXT: }
"test.op"() {"quoted key" = 1 : i32, a.b = 2 : i32, _c = "str", d = "escapes \"\\ \n\t\00\7F"} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = {{\[\[}}], {{\[\[}}]], {}, {x}], b = [unit, true, false, @sym, i32, "s" : i64]} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = [[], [[]], {}, {x}], b = [unit, true, false, @sym, i32, "s" : i64]} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = @outer::@inner::@"in ner", b = [@a, @"1"]} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = @outer::@inner::@"in ner", b = [@a, @"1"]} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = #dialect.attr<"x">, b = #dialect.body, c = #d.e : i32, d = #d.x<a<b>, (c)>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = #dialect.attr<"x">, b = #dialect<body>, c = #d.e : i32, d = #d.x<a<b>, (c)>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 1.500000e+00 : f64, b = [1.500000e+00, 2.500000e+00 : f32], c = {x = 2.000000e+00 : f64}} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 1.5, b = [1.5, 2.5 : f32], c = {x = 2.0}} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = -1 : i128, b = -1 : i128, c = -1 : i3, d = -4 : i3, e = true} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 340282366920938463463374607431768211455 : i128, b = -1 : i128, c = 7 : i3, d = -4 : i3, e = 1 : i1} : () -> ()
