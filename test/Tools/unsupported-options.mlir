// RUN: not ropt %s --emit-bytecode 2>&1 | FileCheck %s --check-prefix=BC
// RUN: not ropt %s -mlir-enable-debugger-hook 2>&1 | FileCheck %s --check-prefix=ACT
// RUN: not ropt %s -mlir-print-stacktrace-on-diagnostic 2>&1 | FileCheck %s --check-prefix=ST

// mlir-opt options ropt does not implement are named, with the reason, instead of being
// reported as unknown.

// BC: ropt: the --emit-bytecode option of mlir-opt is not supported: ropt reads and writes MLIR text only
// ACT: ropt: the --mlir-enable-debugger-hook option of mlir-opt is not supported: there is no action debugger (actions are logged with --log-actions-to and profiled with --profile-actions-to)
// ST: ropt: the --mlir-print-stacktrace-on-diagnostic option of mlir-opt is not supported
func.func @f() {
  return
}
