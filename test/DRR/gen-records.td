// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s --check-prefix=NOT
// The embedded records hold the rules with the names given to whole dags (as a last
// argument `?:$__dag__name`, which the reader turns back) and only the defs the rules
// reach: their ops, dialect and constraints, not the rest of the base library or the file.

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def BOp : Op<T, "b"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def Unused : Op<T, "unused"> { let results = (outs AnyType:$r); }

def Named : Pattern<(AOp:$root (BOp:$inner F32:$x)),
                    [(BOp:$out $x, (location $inner), (returnType $x)), (replaceWithValue $out)]>;

// CHECK-LABEL: const RECORDS: &str = r#"
// CHECK-DAG: def AOp {{{.*}}// Op
// CHECK-DAG: def BOp {{{.*}}// Op
// CHECK-DAG: def F32 {{{.*}}// Constraint
// CHECK-DAG: def T {{{.*}}// Dialect
// CHECK-DAG: def Named {{{.*}}// Pattern
// CHECK-DAG:   dag sourcePattern = (AOp (BOp F32:$x, ?:$__dag__inner), ?:$__dag__root);
// CHECK-DAG:   list<dag> resultPatterns = [(BOp ?:$x, (location ?:$inner), (returnType ?:$x), ?:$__dag__out), (replaceWithValue ?:$out)];
// NOT-NOT: def Unused
// NOT-NOT: def I64 {
