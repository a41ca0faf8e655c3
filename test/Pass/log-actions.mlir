// RUN: ropt %s --log-actions-to=- -pass-pipeline='builtin.module(test-module-pass,func.func(test-function-pass),builtin.module(func.func(test-function-pass)))' -mlir-disable-threading | FileCheck %s
// RUN: ropt %s --log-actions-to=%t -test-stats-pass -o /dev/null && FileCheck %s --check-prefix=FILE < %t
// RUN: ropt %s --log-actions-to=%t -test-stats-pass -o /dev/null 2>&1 | FileCheck %s --check-prefix=CTX
// CTX: ExecutionContext registered on the context

// Each pass run on an op is an action: a line when it begins (the op printed with its
// regions elided), one when it completes; a nested pipeline is the run of the pass adaptor
// on the parent. With `-` the log comes before the IR on standard output.

// CHECK:      [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestModulePass` on Operation `builtin.module` (module {...})`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestFunctionPass` on Operation `func.func` (func.func @first(%arg0: i32) -> i32 {...})`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestFunctionPass` on Operation `func.func` (func.func @second() {...})`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module @inner {...})`
// CHECK-NEXT: [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestFunctionPass` on Operation `func.func` (func.func private @third() {...})`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: [thread {{.*}}] completed `pass-execution`
// CHECK-NEXT: module {

// FILE:      [thread {{.*}}] begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestStatisticPass` on Operation `builtin.module` (module {...})`
// FILE-NEXT: [thread {{.*}}] completed `pass-execution`

func.func @first(%x: i32) -> i32 {
  return %x : i32
}
func.func @second() {
  return
}
module @inner {
  func.func private @third() {
    return
  }
}
