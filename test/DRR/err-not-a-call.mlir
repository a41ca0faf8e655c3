// RUN: not ropt %s --load-patterns %S/Inputs/bad-code.td -canonicalize 2>&1 | FileCheck %s
// Rust code that is neither a helper call nor an expression of the CPred subset cannot be
// interpreted.
// CHECK: bad-code.td:3:5: error: NativeCodeCall '{ let v = $0; v }' cannot be interpreted: expected a call `name($_builder, $0, ...)` (generate Rust with rtblgen -gen-rewriters to call arbitrary code)
// CHECK-NEXT: def UsesMethod : Pat<(AOp $x), (BOp (Method $x))>;
"t.src"() : () -> i32
