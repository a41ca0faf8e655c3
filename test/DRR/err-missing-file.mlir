// RUN: not ropt %s --load-patterns %S/Inputs/does-not-exist.td 2>&1 | FileCheck %s
// A missing rules file is one complete error line.
// CHECK: could not open '{{.*}}does-not-exist.td': No such file or directory
// CHECK-NOT: os error
"t.src"() : () -> i32
