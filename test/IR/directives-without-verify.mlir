// Without -verify-diagnostics, mlir-opt 22 still reports each `expected-*` directive of the
// file, after everything else, as not produced (no diagnostic is matched against them; the
// `@unknown` one once), and its exit status does not change. Checked against mlir-opt 22.
// RUN: ropt %s -split-input-file 2>&1 >/dev/null | FileCheck %s
// RUN: ropt %s -split-input-file | FileCheck %s --check-prefix=OUT

// OUT: func.func @f()
// OUT: func.func @g()
func.func @f() {
  // expected-error @below {{never}}
  return
}
// -----
// expected-error@unknown {{u}}
// expected-warning@+1 {{w}}
func.func @g() {
  return
}

// CHECK: directives-without-verify.mlir:10:6: error: expected error "never" was not produced
// CHECK-NEXT:   // expected{{.}}error @below {{.*}}never
// CHECK-NEXT: {{^ *\^~~~~$}}
// CHECK-NEXT: directives-without-verify.mlir:15:4: error: expected warning "w" was not produced
// CHECK-NEXT: // expected{{.}}warning@+1 {{.*}}w
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: <unknown>:0: error: expected error "u" was not produced
// CHECK-NOT: error
