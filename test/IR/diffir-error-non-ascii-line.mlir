// RUN: not ropt %s -allow-unregistered-dialect 2>&1 | FileCheck %s

// LLVM prints no caret under a source line holding non-ASCII text.

// CHECK: :[[#@LINE+6]]:8: error: use of value '%v' expects different type than prior uses: 'f32' vs 'i32'
// CHECK-NEXT: {{^}}"t.é"(%v) : (f32) -> (){{$}}
// CHECK-NEXT: :[[#@LINE+3]]:7: note: prior use here
// CHECK-NEXT: {{^}}"t.a"(%v) : (i32) -> (){{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
"t.a"(%v) : (i32) -> ()
"t.é"(%v) : (f32) -> ()
