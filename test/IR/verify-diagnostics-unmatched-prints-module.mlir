// When -verify-diagnostics fails only because an expected diagnostic was not produced, the
// module still parsed: it is printed on stdout as mlir-opt 22 prints it, and the exit code is 1.
// RUN: not ropt %s -verify-diagnostics 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ERR: error: expected error "nope" was not produced
func.func @f() {
  return // expected-error {{nope}}
}
