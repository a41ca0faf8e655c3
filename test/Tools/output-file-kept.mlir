// Nothing is lost on -o: a run that fails, or is killed with SIGTERM or SIGINT while it writes the
// output, leaves the previous file whole and no temporary file beside it; a run that
// succeeds replaces it. -o /dev/null stays a device.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: echo previous-output > %t.d/out.mlir
// RUN: not ropt %s --no-implicit-module -o %t.d/out.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.d/out.mlir
// RUN: ls -A %t.d | count 1
// RUN: not ropt %s -canonicalize=bogus -o %t.d/out.mlir
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.d/out.mlir
// RUN: ropt %s -o %t.d/out.mlir
// RUN: FileCheck %s --check-prefix=NEW --input-file %t.d/out.mlir
// RUN: ropt %s -o /dev/null
// RUN: test -c /dev/null
// RUN: rm -rf %t.k && mkdir -p %t.k
// RUN: bash %S/Inputs/kill-while-writing.sh %t.k | FileCheck %s --check-prefix=KILLED
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.k/out.mlir
// RUN: ls -A %t.k | count 2
// RUN: rm -rf %t.i && mkdir -p %t.i
// RUN: bash %S/Inputs/kill-while-writing.sh %t.i INT | FileCheck %s --check-prefix=INTERRUPTED
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.i/out.mlir
// RUN: ls -A %t.i | count 2

// ERR: error: source must contain a single top-level operation, found: 2
// OLD: {{^}}previous-output{{$}}
// OLD-NOT: {{.}}
// NEW: func.func @f()
// NEW-NOT: previous-output
// KILLED: ropt exit status: 143
// INTERRUPTED: ropt exit status: 130
func.func @f() {
  return
}
func.func @g() {
  return
}
