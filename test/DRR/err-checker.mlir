// RUN: not ropt %s --load-patterns %S/Inputs/bad-arity.td -canonicalize 2>&1 | FileCheck %s
// Rules are checked as rtblgen -gen-rewriters checks them (mlir-tblgen's wording).
// CHECK: bad-arity.td:2:5: error: op 't.a' argument number mismatch: 2 in pattern vs. 1 in definition
// CHECK-NEXT: def WrongArity : Pat<(AOp $x, $y), (BOp $x)>;
// CHECK-NEXT: {{^}}    ^{{$}}
"t.src"() : () -> i32
