// Interface methods an op declares (DeclareOpInterfaceMethods) need Rust code: a dialect loaded
// at run time that declares them is rejected when it loads, naming the interface, instead of
// the op silently getting the interface's defaults.
// RUN: not ropt --load-dialect %S/Inputs/check-interface-methods.td %s 2>&1 | FileCheck %s
// CHECK: check-interface-methods.td:7:5: error: op 'ci.named' declares methods of OpAsmOpInterface (DeclareOpInterfaceMethods), which need Rust code: a dialect loaded at run time has no Rust code
// CHECK-NEXT: def CI_Named : Op<CI_Dialect, "named"
// CHECK-NEXT: {{^}}    ^
"ci.named"() : () -> i32
