// ropt-only (mlir-opt 22 overflows its stack on these): 100,000 levels of nesting get a
// diagnostic or work, never a crash or a stack overflow.
//
// Attributes, types and locations hit the parser's nesting limit:
// RUN: { printf '"test.op"() {a = '; head -c 100000 /dev/zero | tr '\0' '['; head -c 100000 /dev/zero | tr '\0' ']'; printf '} : () -> ()\n'; } > %t.attr
// RUN: not ropt --allow-unregistered-dialect %t.attr 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: { printf '"test.op"() : () -> '; seq 100000 | sed 's/.*/tuple</' | tr -d '\n'; printf i32; head -c 100000 /dev/zero | tr '\0' '>'; echo; } > %t.type
// RUN: not ropt --allow-unregistered-dialect %t.type 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: { printf '"test.op"() : () -> () loc('; seq 100000 | sed 's/.*/callsite(/' | tr -d '\n'; printf '"a"'; seq 100000 | sed 's/.*/ at "b")/' | tr -d '\n'; echo ')'; } > %t.loc
// RUN: not ropt --allow-unregistered-dialect %t.loc 2>&1 | FileCheck %s --check-prefix=LOC
//
// Regions have no limit: parse errors, verifier errors and passes work at any depth.
// RUN: { seq 100000 | sed 's/.*/"test.op"() ({/'; echo '"test.use"(%%x) : (i32) -> ()'; seq 100000 | sed 's/.*/}) : () -> ()/'; } > %t.region
// RUN: not ropt --allow-unregistered-dialect %t.region 2>&1 | FileCheck %s --check-prefix=REGION
// RUN: { echo 'func.func @f() {'; seq 100000 | sed 's/.*/scf.execute_region {/'; echo '%%c = arith.constant 1 : i32'; echo 'scf.yield %%c : i32'; seq 99999 | sed 's/.*/} scf.yield/'; echo '}'; echo 'return'; echo '}'; } > %t.verify
// RUN: not ropt %t.verify 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: { echo 'func.func @f() {'; seq 100000 | sed 's/.*/scf.execute_region {/'; echo 'scf.yield'; seq 99999 | sed 's/.*/} scf.yield/'; echo '}'; echo 'return'; echo '}'; } > %t.scf
// RUN: ropt %t.scf -canonicalize -cse | FileCheck %s --check-prefix=SCF

// ATTR: :1:{{[0-9]+}}: error: exceeded maximum nesting depth
// TYPE: :1:{{[0-9]+}}: error: exceeded maximum nesting depth
// LOC: :1:{{[0-9]+}}: error: exceeded maximum nesting depth
// REGION: :100001:12: error: use of undeclared SSA value name
// REGION-NEXT: {{^}}"test.use"(%x) : (i32) -> ()
// REGION-NEXT: {{^}}           ^
// VERIFY: :100001:1: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs
// SCF-LABEL: func.func @f() {
// SCF-NEXT: return
// SCF-NEXT: }
