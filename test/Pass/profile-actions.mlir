// RUN: ropt %s --profile-actions-to=- -test-stats-pass -test-module-pass | FileCheck %s
// RUN: ropt %s --profile-actions-to=- -pass-pipeline='builtin.module(func.func(test-stats-pass))' -o /dev/null | FileCheck %s --check-prefix=NESTED
// RUN: ropt %s --profile-actions-to=%t -test-stats-pass -o /dev/null 2>&1 | FileCheck %s --check-prefix=CTX
// RUN: FileCheck %s --check-prefix=FILE < %t
// RUN: ropt %s --profile-actions-to=- -test-stats-pass -split-input-file -o /dev/null | FileCheck %s --check-prefix=SPLIT
// RUN: ropt %s --profile-actions-to=%t.missing/p.json -test-stats-pass -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFILE

// `--profile-actions-to` writes each pass run as a begin and an end entry of a Chrome
// trace (times in microseconds, the thread's OS id); standard output gets the array's
// start and entries before the IR, its end after it.

// CHECK:      [{"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `(anonymous namespace)::TestStatisticPass` on Operation `builtin.module`"}},
// CHECK-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}},
// CHECK-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `(anonymous namespace)::TestModulePass` on Operation `builtin.module`"}},
// CHECK-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}}module {
// CHECK:      func.func @f
// CHECK:      {{^}}]{{$}}

// A nested pipeline is the adaptor's action around those of the nested passes.
// NESTED:      [{"name": {{.*}} "ph": "B", {{.*}} running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module`"}},
// NESTED-NEXT: {"name": {{.*}} "ph": "B", {{.*}} running `(anonymous namespace)::TestStatisticPass` on Operation `func.func`"}},
// NESTED-NEXT: {"name": {{.*}} "ph": "E", {{.*}}},
// NESTED-NEXT: {"name": {{.*}} "ph": "B", {{.*}} running `(anonymous namespace)::TestStatisticPass` on Operation `func.func`"}},
// NESTED-NEXT: {"name": {{.*}} "ph": "E", {{.*}}},
// NESTED-NEXT: {"name": {{.*}} "ph": "E", {{.*}}}]{{$}}

// CTX: ExecutionContext registered on the context
// FILE: [{"name": "pass-execution", {{.*}} "ph": "B", {{.*}} running `(anonymous namespace)::TestStatisticPass` on Operation `builtin.module`"}},
// FILE-NEXT: {"name": "pass-execution", {{.*}} "ph": "E", {{.*}}}]{{$}}

// A file that cannot be created is reported with the execution-context note; the run goes
// on.
// NOFILE: ExecutionContext registered on the contexterror: Opening file for --profile-actions-to failed: cannot open output file '{{.*}}p.json': No such file or directory

// Each split has its own profile.
// SPLIT:      [{"name": {{.*}} "ph": "B", {{.*}}}},
// SPLIT-NEXT: {"name": {{.*}} "ph": "E", {{.*}}}][{"name": {{.*}} "ph": "B", {{.*}}}},
// SPLIT-NEXT: {"name": {{.*}} "ph": "E", {{.*}}}]{{$}}

func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
