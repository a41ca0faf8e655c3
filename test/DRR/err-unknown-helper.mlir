// RUN: not ropt %s --load-patterns %S/Inputs/bad-helper.td -canonicalize 2>&1 | FileCheck %s
// An interpreted rule may only call known helpers; the error names the rule.
// CHECK: bad-helper.td:3:5: error: NativeCodeCall 'mystery($_builder, $0)' cannot be interpreted: 'mystery' is not a known helper (generate Rust with rtblgen -gen-rewriters to call arbitrary code)
// CHECK-NEXT: def UsesMystery : Pat<(AOp $x), (BOp (Mystery $x))>;
// CHECK-NEXT: {{^}}    ^{{$}}
// CHECK-NOT: t.src
"t.src"() : () -> i32
