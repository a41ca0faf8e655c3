// Deeply nested regions take time and memory linear in the input: 100,000 levels parse,
// verify, print (the indentation, 2 spaces a level, is written to the output without being
// held in memory: 10 GB here), round-trip and run through passes, with threads and without;
// deeper than the parser's limit (200,000) is a clean error. mlir-opt 22 overflows its stack
// from about 3,000 levels; at 1,000 its output is the one checked here.
//
// RUN: { seq 1000 | sed 's/.*/"test.op"() ({/'; echo '"test.end"() : () -> ()'; seq 1000 | sed 's/.*/}) : () -> ()/'; } > %t.1k
// RUN: ropt --allow-unregistered-dialect %t.1k | awk '/test.end/ { print length($0) } END { print NR }' | FileCheck %s --check-prefix=INDENT
// RUN: ropt --allow-unregistered-dialect %t.1k --mlir-print-op-generic | awk '/test.end/ { print length($0) } END { print NR }' | FileCheck %s --check-prefix=INDENT
// INDENT: {{^}}2025{{$}}
// INDENT-NEXT: {{^}}2004{{$}}
//
// RUN: { seq 100000 | sed 's/.*/"test.op"() ({/'; echo '"test.end"() : () -> ()'; seq 100000 | sed 's/.*/}) : () -> ()/'; } > %t.100k
// RUN: ropt --allow-unregistered-dialect %t.100k -cse -o /dev/null
// RUN: ropt --allow-unregistered-dialect %t.100k -cse -o /dev/null --mlir-disable-threading
// RUN: ropt --allow-unregistered-dialect %t.100k --verify-roundtrip -o /dev/null
// RUN: ropt --allow-unregistered-dialect %t.100k --mlir-print-op-generic -o /dev/null
//
// A function printed on a worker thread keeps its deep indentation out of its text, and
// prints as on one thread:
// RUN: { echo 'func.func @f() {'; seq 1000 | sed 's/.*/scf.execute_region {/'; echo 'scf.yield'; seq 999 | sed 's/.*/} scf.yield/'; echo '}'; echo 'return'; echo '}'; } > %t.f1k
// RUN: ropt %t.f1k --mlir-disable-threading -o %t.seq
// RUN: env ROPT_PRINT_PARALLEL_OPS=0 ropt %t.f1k -o %t.par
// RUN: cmp %t.seq %t.par
// RUN: awk '{ if (length($0) > m) m = length($0) } END { print m; print NR }' %t.par | FileCheck %s --check-prefix=FUNC
// FUNC: {{^}}2022{{$}}
// FUNC-NEXT: {{^}}3006{{$}}
// RUN: env ROPT_PRINT_PARALLEL_OPS=0 ropt --allow-unregistered-dialect %t.1k --mlir-print-op-generic -o %t.par
// RUN: ropt --allow-unregistered-dialect %t.1k --mlir-print-op-generic --mlir-disable-threading -o %t.seq
// RUN: cmp %t.seq %t.par
//
// RUN: { echo 'func.func @f() -> i32 {'; seq 100000 | sed 's/.*/%%r = scf.execute_region -> i32 {/'; echo '%%c = arith.constant 1 : i32'; echo 'scf.yield %%c : i32'; seq 99999 | sed 's/.*/} scf.yield %%r : i32/'; echo '}'; echo 'return %%r : i32'; echo '}'; } > %t.scf
// RUN: ropt %t.scf -canonicalize -cse | FileCheck %s --check-prefix=SCF
// RUN: ropt %t.scf -canonicalize -cse --mlir-disable-threading | FileCheck %s --check-prefix=SCF
// SCF-LABEL: func.func @f() -> i32 {
// SCF-NEXT: %c1_i32 = arith.constant 1 : i32
// SCF-NEXT: return %c1_i32 : i32
// SCF-NEXT: }
//
// RUN: { echo 'func.func @f(%%c: i1) {'; seq 100000 | sed 's/.*/scf.if %%c {/'; seq 100000 | sed 's/.*/} else { }/'; echo 'return'; echo '}'; } > %t.if
// RUN: ropt %t.if -canonicalize -cse -symbol-dce | FileCheck %s --check-prefix=IF
// IF-LABEL: func.func @f(%arg0: i1) {
// IF-NEXT: return
// IF-NEXT: }
//
// RUN: { seq 1000000 | sed 's/.*/"test.op"() ({/'; seq 1000000 | sed 's/.*/}) : () -> ()/'; } > %t.1m
// RUN: not ropt --allow-unregistered-dialect %t.1m 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: :200001:14: error: exceeded maximum region nesting depth
// LIMIT-NEXT: {{^}}"test.op"() ({{[{]}}
// LIMIT-NEXT: {{^}}             ^
// RUN: rm %t.1k %t.100k %t.scf %t.if %t.1m %t.f1k %t.seq %t.par
