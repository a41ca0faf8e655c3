// RUN: not rtblgen %t.missing.td 2>&1 | FileCheck %s
// CHECK: rtblgen: Could not open input file '{{.*}}.missing.td': No such file or directory
