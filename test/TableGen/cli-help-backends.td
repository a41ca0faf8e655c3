// RUN: rtblgen --help | FileCheck %s
// `--help` lists every backend with its description, as llvm-tblgen's does.

// CHECK: Action to perform:
// CHECK-DAG: --print-records - Print all records to stdout (default)
// CHECK-DAG: --print-detailed-records - Print full details of all records to stdout
// CHECK-DAG: --null-backend - Do nothing after parsing (useful for timing)
// CHECK-DAG: --dump-json - Dump all records as machine-readable JSON
// CHECK-DAG: --print-enums - Print enum values for a class
// CHECK-DAG: --print-sets - Print expanded sets for testing DAG exprs
// CHECK-DAG: --gen-ctags - Generate ctags-compatible index
// CHECK-DAG: --gen-searchable-tables - Generate generic binary-searchable table
// CHECK-DAG: --gen-directive-decl - Generate directive related declaration code (header file)
// CHECK-DAG: --gen-op-decls - Generate op declarations
// CHECK-DAG: --gen-op-defs - Generate op definitions
// CHECK-DAG: --gen-op-doc - Generate dialect documentation
// CHECK-DAG: --gen-dialect-doc - Generate dialect documentation
// CHECK-DAG: --gen-rewriters - Generate pattern rewriters
