// RUN: ropt %s --log-mlir-actions-filter=%s --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=FILE
// RUN: ropt %s --log-mlir-actions-filter=%s:16 --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=LINE
// RUN: ropt %s --log-mlir-actions-filter=%s:12:1,%s:14 --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=LIST
// RUN: ropt %s --log-mlir-actions-filter=%s:16:2 --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: ropt %s --log-mlir-actions-filter=%s:16:x --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: ropt %s --log-mlir-actions-filter=elsewhere.mlir:20 --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=NESTED
// RUN: ropt %s --log-mlir-actions-filter=caller.mlir:3:4 --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null -mlir-disable-threading | FileCheck %s --check-prefix=NESTED
// RUN: not ropt %s --log-mlir-actions-filter=%s,, --log-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' 2>&1 | FileCheck %s --check-prefix=EMPTY

// `--log-mlir-actions-filter` keeps the actions on ops whose location (any file location
// inside it: fused members, call sites) is at one of the given `file[:line[:col]]`.
func.func @a() {
  return
}

func.func @b() {
  return
}

func.func @c() {
  return
} loc(fused["elsewhere.mlir":20:5, callsite("callee.mlir":1:2 at "caller.mlir":3:4)])

// A file alone matches the module too (at line 0), so its adaptor's action is logged.
// FILE:      begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`
// FILE-NEXT: begins {{.*}} on Operation `func.func` (func.func @a() {...})`
// FILE-NEXT: completed `pass-execution`
// FILE-NEXT: begins {{.*}} on Operation `func.func` (func.func @b() {...})`
// FILE-NEXT: completed `pass-execution`
// FILE-NEXT: completed `pass-execution`
// FILE-NOT:  begins

// LINE-NOT:  @a
// LINE:      begins {{.*}} `(anonymous namespace)::TestStatisticPass` on Operation `func.func` (func.func @b() {...})`
// LINE-NEXT: completed `pass-execution`
// LINE-NOT:  begins

// The first entry names @a's line and column 1, the second a line where nothing starts.
// LIST:      begins {{.*}} (func.func @a() {...})`
// LIST-NEXT: completed `pass-execution`
// LIST-NOT:  begins

// NONE-NOT: begins

// NESTED:      begins {{.*}} (func.func @c() {...})`
// NESTED-NEXT: completed `pass-execution`
// NESTED-NOT:  begins

// EMPTY:      error: initializing FileLineColLocBreakpoint with empty file name
// EMPTY-NEXT: Invalid location filter:
