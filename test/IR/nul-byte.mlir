// A NUL byte outside strings is whitespace, as in mlir-opt's lexer; inside a string it is a
// character like any other. A diagnostic shows the source line with the NUL byte as is.
// RUN: printf '"test.op"() {a = 1 : i32}\0 : () -> ()\0// c\0omment\n"test.op"() {s = "x\0y"} : () -> ()\0\n' > %t.ok
// RUN: ropt --allow-unregistered-dialect %t.ok | FileCheck %s
// CHECK: "test.op"() {a = 1 : i32} : () -> ()
// CHECK-NEXT: "test.op"() {s = "x\00y"} : () -> ()
// CHECK-NEXT: }
// RUN: printf '"test.op"() {a = 1 : i32} : () -> () \0 %%%%x\n' > %t.bad
// RUN: not ropt --allow-unregistered-dialect %t.bad 2>&1 | tr '\0' '@' | FileCheck %s --check-prefix=BAD
// BAD: :1:42: error: expected '=' after SSA name
// BAD-NEXT: {{^}}"test.op"() {a = 1 : i32} : () -> () @ %x{{$}}
// BAD-NEXT: {{^ *\^$}}
