// RUN: ropt %s | FileCheck %s

// ropt prints a module it reads. The checks are anchored at the start of the line, so
// they cannot match this file's own comment lines.

// CHECK: {{^}}module @echo {
// CHECK-NEXT: {{^\}$}}
module @echo {
}
