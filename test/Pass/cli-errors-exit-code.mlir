// Every command-line error exits with 1 (as mlir-opt 22 does), worded as mlir-opt words it
// where it has a wording (tool name aside), and bad input never touches the `-o` file.
// RUN: not ropt %s -o 2>&1 | FileCheck %s --check-prefix=NO-VALUE
// RUN: not ropt %s --mlir-elide-elementsattrs-if-larger 2>&1 | FileCheck %s --check-prefix=NO-VALUE-LONG
// RUN: not ropt %s --mlir-elide-elementsattrs-if-larger=abc 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not ropt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=UINT-NEG
// RUN: not ropt %s -mlir-elide-resource-strings-if-larger=4294967296 2>&1 | FileCheck %s --check-prefix=UINT-BIG
// RUN: ropt %s --mlir-elide-elementsattrs-if-larger=4294967295 | FileCheck %s --check-prefix=UINT-MAX
// RUN: not ropt %s %s 2>&1 | FileCheck %s --check-prefix=POSITIONAL
// RUN: not ropt %s '-pass-pipeline=builtin.module(' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not ropt %s -o %t.missing-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=OUT-DIR
// A failing parse leaves an existing output file as it was, and creates no file:
// RUN: echo keep > %t.out
// RUN: printf 'func.func @f( {\n' > %t.bad.mlir
// RUN: not ropt %t.bad.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=KEPT --input-file %t.out
// RUN: not ropt %t.bad.mlir -o %t.new 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ls %t.new

// NO-VALUE: {{^}}ropt: for the -o option: requires a value!
// NO-VALUE-LONG: {{^}}ropt: for the --mlir-elide-elementsattrs-if-larger option: requires a value!
// UINT: {{^}}ropt: for the --mlir-elide-elementsattrs-if-larger option: 'abc' value invalid for uint argument!
// UINT-NEG: {{^}}ropt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
// UINT-BIG: {{^}}ropt: for the --mlir-elide-resource-strings-if-larger option: '4294967296' value invalid for uint argument!
// UINT-MAX: module
// POSITIONAL: {{^}}ropt: Too many positional arguments specified!
// POSITIONAL-NEXT: {{^}}Can specify at most 1 positional arguments: See: {{.*}}ropt --help
// PIPELINE: {{^}}<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// OUT-DIR: {{^}}cannot open output file '{{.*}}out.mlir': No such file or directory
// BAD: bad.mlir:1:14: error: expected non-function type
// BAD-NEXT: {{^}}func.func @f( {
// BAD-NEXT: {{^}}             ^
// KEPT: {{^}}keep{{$}}

func.func @f() {
  return
}
