// RUN: not ropt %s --load-patterns %S/Inputs/bad-pred.td -canonicalize 2>&1 | FileCheck %s
// A constraint whose predicate cannot be parsed is reported when the rules are loaded.
// CHECK: bad-pred.td:3:5: error: constraint 'Broken' cannot be interpreted: unexpected text at offset 11 in '($0.ty() ==)'
// CHECK-NEXT: def UsesBroken : Pat<(AOp $x), (BOp $x), [(Broken $x)]>;
"t.src"() : () -> i32
