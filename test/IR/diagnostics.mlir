// RUN: not ropt %s -split-input-file 2>&1 >/dev/null | FileCheck %s

// How diagnostics are rendered: `file:line:col: error: message`, the source line and a
// caret, then notes; locations without a file position; call stacks.

// CHECK: diagnostics.mlir:[[# @LINE + 3]]:10: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-NEXT: {{^}}"foo.bar"() : () -> (){{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
"foo.bar"() : () -> ()

// -----

// CHECK: diagnostics.mlir:[[# @LINE + 7]]:1: error: 'builtin.module' op requires one region
// CHECK-NEXT: {{^}}"builtin.module"() ({}, {}) : () -> (){{$}}
// CHECK-NEXT: {{^}}^{{$}}
// CHECK-NEXT: diagnostics.mlir:[[# @LINE + 4]]:1: note: see current operation: {{$}}
// CHECK-NEXT: {{^}}"builtin.module"() ({
// CHECK-NEXT: {{^}}}, {
// CHECK-NEXT: {{^}}}) : () -> ()
"builtin.module"() ({}, {}) : () -> ()

// -----

// CHECK: {{^}}x.c:3:4: error: 'builtin.module' op requires one region
// CHECK-NEXT: {{^}}x.c:3:4: note: see current operation:
"builtin.module"() ({}, {}) : () -> () loc("x.c":3:4)

// -----

// CHECK: {{^}}<unknown>:0: error: 'builtin.module' op requires one region
// CHECK-NEXT: {{^}}<unknown>:0: note: see current operation:
"builtin.module"() ({}, {}) : () -> () loc(unknown)

// -----

// CHECK: {{^}}<unknown>:0: error: loc("only a name"): 'builtin.module' op requires one region
// CHECK-NEXT: {{^}}<unknown>:0: note: loc("only a name"): see current operation:
"builtin.module"() ({}, {}) : () -> () loc("only a name")

// -----

// CHECK: {{^}}callee.c:1:2: error: 'builtin.module' op requires one region
// CHECK-NEXT: {{^}}caller.c:5:6: note: called from
// CHECK-NEXT: {{^}}callee.c:1:2: note: see current operation:
"builtin.module"() ({}, {}) : () -> () loc(callsite("callee.c":1:2 at "caller.c":5:6))

// -----

// CHECK: {{^}}first.c:1:2: error: 'builtin.module' op requires one region
"builtin.module"() ({}, {}) : () -> () loc(fused[unknown, "first.c":1:2, "second.c":3:4])

// -----

// CHECK: diagnostics.mlir:[[# @LINE + 6]]:1: error: redefinition of SSA value '%x'
// CHECK-NEXT: {{^}}%x = unrealized_conversion_cast to i32{{$}}
// CHECK-NEXT: {{^}}^{{$}}
// CHECK-NEXT: diagnostics.mlir:[[# @LINE + 2]]:1: note: previously defined here
// CHECK-NEXT: {{^}}%x = unrealized_conversion_cast to i64{{$}}
%x = unrealized_conversion_cast to i64
%x = unrealized_conversion_cast to i32

// -----

// Tabs are expanded to the next multiple of 8 columns.
// CHECK: diagnostics.mlir:[[# @LINE + 3]]:45: error: expected ':' followed by operation type
// CHECK-NEXT: {{^}}        %0 = "builtin.unrealized_conversion_cast"(){{$}}
// CHECK-NEXT: {{^}}                                                   ^{{$}}
	%0 = "builtin.unrealized_conversion_cast"()
