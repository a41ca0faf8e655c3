// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// builtin.module and builtin.unrealized_conversion_cast, custom and generic forms (expected
// text from mlir-opt 22). Builtin ops print without their prefix.

// CHECK-LABEL: module @outer attributes {a.b, c.d = 1 : i64} {
// CHECK-NEXT:    %[[X:.*]] = "foo.x"() : () -> i32
// CHECK-NEXT:    %[[C:.*]]:2 = unrealized_conversion_cast %[[X]] : i32 to i64, f32
// CHECK-NEXT:    %{{.*}} = unrealized_conversion_cast to i8 {x.y}
// CHECK-NEXT:    %{{.*}} = unrealized_conversion_cast %[[X]], %[[C]]#1 : i32, f32 to i8
// CHECK-NEXT:    module {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @inner {
// CHECK-NEXT:      "foo.y"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    module attributes {x.z} {
// CHECK-NEXT:      "foo.z"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// GENERIC-LABEL: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:    %[[GX:.*]] = "foo.x"() : () -> i32
// GENERIC-NEXT:    %[[GC:.*]]:2 = "builtin.unrealized_conversion_cast"(%[[GX]]) : (i32) -> (i64, f32)
// GENERIC-NEXT:    %{{.*}} = "builtin.unrealized_conversion_cast"() {x.y} : () -> i8
// GENERIC-NEXT:    %{{.*}} = "builtin.unrealized_conversion_cast"(%[[GX]], %[[GC]]#1) : (i32, f32) -> i8
// GENERIC-NEXT:    "builtin.module"() ({
// GENERIC-NEXT:    ^bb0:
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:      "foo.y"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "builtin.module"() ({
// GENERIC-NEXT:      "foo.z"() : () -> ()
// GENERIC-NEXT:    }) {x.z} : () -> ()
// GENERIC-NEXT:  }) {a.b, c.d = 1 : i64} : () -> ()
module @outer attributes {a.b, c.d = 1} {
  %0 = "foo.x"() : () -> i32
  %1:2 = builtin.unrealized_conversion_cast %0 : i32 to i64, f32
  %2 = unrealized_conversion_cast to i8 {x.y}
  %3 = "builtin.unrealized_conversion_cast"(%0, %1#1) : (i32, f32) -> i8
  module {}
  builtin.module @inner {
    "foo.y"() : () -> ()
  }
  "builtin.module"() ({
    "foo.z"() : () -> ()
  }) {x.z} : () -> ()
}
