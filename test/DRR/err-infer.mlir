// RUN: not ropt %s --load-patterns %S/Inputs/bad-infer.td -canonicalize 2>&1 | FileCheck %s
// An op built without replacing the root needs result types it can infer, or returnType.
// CHECK: bad-infer.td:3:5: error: cannot infer the result types of 't.pair' built by this rule: give them with a returnType directive
// CHECK-NEXT: def NoTypes : Pattern<(TwoOp $x, $y), [(PairOp:$q $y), (replaceWithValue $q__1)]>;
"t.src"() : () -> i32
