// RUN: ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Chunks are separated by a line of two slashes and five dashes in the output, and cut at
// each such marker in the input; markers with too few dashes are "near misses" (a warning).

// CHECK: split-input-file.mlir:[[# @LINE + 19]]:7: warning: near miss with file split marker
// CHECK-NEXT: {{^// -{3}$}}
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.first"() : () -> ()
// CHECK-NEXT:   "tst.same_chunk"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "tst.second"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
"tst.first"() : () -> ()
// ---
"tst.same_chunk"() : () -> ()
// -----
"tst.second"() : () -> ()
// -----
// An empty chunk prints an empty module.
