// RUN: not ropt --load-dialect %S/Inputs/does-not-exist.td %s 2>&1 | FileCheck %s
// A missing dialect file is one complete error line and exit code 1, before any parsing.

// CHECK: could not open '{{.*}}does-not-exist.td': No such file or directory{{$}}
// CHECK-NOT: os error
module {}
