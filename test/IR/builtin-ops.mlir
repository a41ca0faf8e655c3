// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// The builtin dialect's ops in their custom forms, and the implicit top-level module.

module {
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module @named {
// CHECK-NEXT:   "tst.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
module @named {
  "tst.a"() : () -> ()
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module @"quoted name" attributes {tst.flag, tst.value = 3 : i8} {
// CHECK-NEXT:   module @nested {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
module @"quoted name" attributes {tst.flag, tst.value = 3 : i8} {
  module @nested {
  }
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module @generic attributes {tst.x = 1 : i64} {
// CHECK-NEXT:   "tst.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"builtin.module"() <{sym_name = "generic"}> ({
  "tst.a"() : () -> ()
}) {tst.x = 1} : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module @inherent_in_dict {
// CHECK-NEXT:   "tst.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"builtin.module"() ({
  "tst.a"() : () -> ()
}) {sym_name = "inherent_in_dict"} : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.before"() : () -> ()
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT:   "tst.after"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"tst.before"() : () -> ()
module @inner {
}
"tst.after"() : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32
// CHECK-NEXT:   %1 = unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT:   %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to i8, i16 {tst.attr}
// CHECK-NEXT:   %3 = unrealized_conversion_cast to f32
// CHECK-NEXT:   %4 = unrealized_conversion_cast %3 : f32 to index
// CHECK-NEXT:   "tst.use"(%2#1, %4) : (i16, index) -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
%a = "tst.a"() : () -> i32
%0 = builtin.unrealized_conversion_cast %a : i32 to i64
%1:2 = builtin.unrealized_conversion_cast %a, %0 : i32, i64 to i8, i16 {tst.attr}
%2 = unrealized_conversion_cast to f32
%3 = "builtin.unrealized_conversion_cast"(%2) : (f32) -> index
"tst.use"(%1#1, %3) : (i16, index) -> ()
