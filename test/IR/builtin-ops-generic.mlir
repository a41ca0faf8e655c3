// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// The builtin dialect's ops in the generic form, and the implicit top-level module.

module {
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "named"}> ({
// CHECK-NEXT:   "tst.a"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
module @named {
  "tst.a"() : () -> ()
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "quoted name"}> ({
// CHECK-NEXT:   "builtin.module"() <{sym_name = "nested"}> ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {tst.flag, tst.value = 3 : i8} : () -> ()
// CHECK-EMPTY:
module @"quoted name" attributes {tst.flag, tst.value = 3 : i8} {
  module @nested {
  }
}

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "generic"}> ({
// CHECK-NEXT:   "tst.a"() : () -> ()
// CHECK-NEXT: }) {tst.x = 1 : i64} : () -> ()
// CHECK-EMPTY:
"builtin.module"() <{sym_name = "generic"}> ({
  "tst.a"() : () -> ()
}) {tst.x = 1} : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "inherent_in_dict"}> ({
// CHECK-NEXT:   "tst.a"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
"builtin.module"() ({
  "tst.a"() : () -> ()
}) {sym_name = "inherent_in_dict"} : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "tst.before"() : () -> ()
// CHECK-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "tst.after"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
"tst.before"() : () -> ()
module @inner {
}
"tst.after"() : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "tst.a"() : () -> i32
// CHECK-NEXT:   %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// CHECK-NEXT:   %2:2 = "builtin.unrealized_conversion_cast"(%0, %1) {tst.attr} : (i32, i64) -> (i8, i16)
// CHECK-NEXT:   %3 = "builtin.unrealized_conversion_cast"() : () -> f32
// CHECK-NEXT:   %4 = "builtin.unrealized_conversion_cast"(%3) : (f32) -> index
// CHECK-NEXT:   "tst.use"(%2#1, %4) : (i16, index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
%a = "tst.a"() : () -> i32
%0 = builtin.unrealized_conversion_cast %a : i32 to i64
%1:2 = builtin.unrealized_conversion_cast %a, %0 : i32, i64 to i8, i16 {tst.attr}
%2 = unrealized_conversion_cast to f32
%3 = "builtin.unrealized_conversion_cast"(%2) : (f32) -> index
"tst.use"(%1#1, %3) : (i16, index) -> ()
