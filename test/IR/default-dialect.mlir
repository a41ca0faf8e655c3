// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   "t.wrap"() ({
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       %1 = unrealized_conversion_cast to i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// Builtin op names lose their dialect prefix only where builtin is the default dialect: at
// the top level and in modules, not in the regions of other ops.

"t.wrap"() ({
  %0 = unrealized_conversion_cast to i32
  module {
    %1 = unrealized_conversion_cast to i32
  }
}) : () -> ()

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.wrap"() ({
// CHECK-NEXT:     builtin.module @inner {
// CHECK-NEXT:       %1 = "t.a"() : () -> i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = "t.b"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
"t.wrap"() ({
  module @inner {
    %0 = "t.a"() : () -> i32
  }
  %1 = "t.b"() : () -> i32
}) : () -> ()
