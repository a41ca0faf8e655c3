// Input that is not UTF-8 is read as bytes, as mlir-opt reads it: string attributes and
// symbol names keep their bytes (printed as escapes), a diagnostic shows the source line
// with its bytes as they are, columns count bytes, and tabs expand to stops of 8 bytes.
// (The bytes are made by printf so that this file stays UTF-8; `tr` makes them visible.)

// RUN: printf 'module @"m\376" {\n  func.func private @"s\377m"()\n  "t.x"() {d = "a\377\\FF\303\251"} : () -> ()\n}\n' > %t.ok
// RUN: ropt --allow-unregistered-dialect %t.ok | FileCheck %s
// RUN: ropt --allow-unregistered-dialect %t.ok --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect %t.ok | ropt --allow-unregistered-dialect | FileCheck %s
// CHECK: module @"m\FE" {
// CHECK-NEXT: func.func private @"s\FFm"()
// CHECK-NEXT: "t.x"() {d = "a\FF\FF\C3\A9"} : () -> ()
// GENERIC: "builtin.module"() <{sym_name = "m\FE"}> ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "s\FFm", sym_visibility = "private"}> ({
// GENERIC: "t.x"() {d = "a\FF\FF\C3\A9"} : () -> ()

// A byte that is not UTF-8 outside a string: the line is shown raw, and without a caret
// (it is not ASCII); the tab after the byte stops at byte 16.
// RUN: printf '// c\377\n"t.z"() {\377\tb} : () -> ()\n' > %t.bad
// RUN: not ropt --allow-unregistered-dialect %t.bad 2>&1 | tr '\377' '@' | FileCheck %s --check-prefix=BAD
// BAD: .bad:2:10: error: unexpected character
// BAD-NEXT: {{^}}"t.z"() {@      b} : () -> (){{$}}
// BAD-NOT: ^

// The same through standard input, -split-input-file and -verify-diagnostics (whose
// columns count bytes).
// RUN: not ropt --allow-unregistered-dialect - < %t.bad 2>&1 | tr '\377' '@' | FileCheck %s --check-prefix=STDIN
// STDIN: <stdin>:2:10: error: unexpected character
// STDIN-NEXT: {{^}}"t.z"() {@      b} : () -> (){{$}}
// RUN: printf '"t.x"() {d = "\303\251\377"} : () -> ()\n// -----\n"t.y"() {\376} : () -> ()\n' > %t.split
// RUN: not ropt --allow-unregistered-dialect --split-input-file %t.split 2>&1 | tr '\376' '#' | FileCheck %s --check-prefix=SPLIT
// SPLIT: .split:3:10: error: unexpected character
// SPLIT-NEXT: {{^}}"t.y"() {#} : () -> (){{$}}
// SPLIT: "t.x"() {d = "\C3\A9\FF"} : () -> ()
// SPLIT: // -----
// RUN: printf '"t.z"() {\377} : () -> () // expected-error {{unexpected character}}\n' > %t.verify
// RUN: ropt --allow-unregistered-dialect --verify-diagnostics %t.verify
// RUN: printf '"t.z"() {\377} : () -> () // expected-error {{other}}\n' > %t.verify-bad
// RUN: not ropt --allow-unregistered-dialect --verify-diagnostics %t.verify-bad 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: .verify-bad:1:10: error: unexpected error: unexpected character
// VERIFY: .verify-bad:1:27: error: expected error "other" was not produced

// An input over 1 MiB is mapped rather than read: the same bytes, the same output.
// RUN: { printf '"t.x"() {d = "\377"} : () -> ()\n'; head -c 1100000 /dev/zero | tr '\0' ' '; printf '\n'; } > %t.big
// RUN: ropt --allow-unregistered-dialect %t.big | FileCheck %s --check-prefix=BIG
// BIG: "t.x"() {d = "\FF"} : () -> ()
// RUN: printf '"t.y"() {\376} : () -> ()\n' >> %t.big
// RUN: not ropt --allow-unregistered-dialect %t.big 2>&1 | tr '\376' '#' | FileCheck %s --check-prefix=BIG-BAD
// BIG-BAD: .big:3:10: error: unexpected character
// BIG-BAD-NEXT: {{^}}"t.y"() {#} : () -> (){{$}}

// An op name that is not UTF-8, raw or escaped, keeps its bytes: it is an unregistered op,
// printed with escapes; `"t.\FE"` and `"t.\FF"` (the same lossy text) stay two names, and the
// test dialect accepts unknown ops named that way.
// RUN: printf '"test.s\\FFx"() : () -> ()\n"test.s\377x"() : () -> ()\n"t.\376"() : () -> ()\n%%%%0 = "t.\375"() {a = 1} : () -> i32\n"t.\377"(%%%%0) : (i32) -> ()\n' > %t.names
// RUN: ropt --allow-unregistered-dialect %t.names | FileCheck %s --check-prefix=NAMES
// RUN: ropt --allow-unregistered-dialect %t.names | ropt --allow-unregistered-dialect | FileCheck %s --check-prefix=NAMES
// RUN: ropt --allow-unregistered-dialect %t.names --mlir-print-op-generic | FileCheck %s --check-prefix=NAMES
// NAMES: "test.s\FFx"() : () -> ()
// NAMES-NEXT: "test.s\FFx"() : () -> ()
// NAMES-NEXT: "t.\FE"() : () -> ()
// NAMES-NEXT: %0 = "t.\FD"() {a = 1 : i64} : () -> i32
// NAMES-NEXT: "t.\FF"(%0) : (i32) -> ()
// RUN: printf '"test.s\377x"() : () -> ()\n' > %t.test
// RUN: ropt %t.test | FileCheck %s --check-prefix=TESTD
// TESTD: "test.s\FFx"() : () -> ()

// Bytes that are not UTF-8 in the body of an attribute or type of an unregistered dialect
// are kept as their lossy text (mlir-opt prints them raw; ropt's printer writes text): the
// body and its form stay, and a diagnostic points into the body at the right column.
// RUN: printf '"t.y"() {r = #x.a<b\376c>, t = !x<"\376">} : () -> ()\n' > %t.opaque
// RUN: ropt --allow-unregistered-dialect %t.opaque | FileCheck %s --check-prefix=OPAQUE
// OPAQUE: "t.y"() {r = #x.a<b{{.+}}c>, t = !x<"{{.+}}">} : () -> ()
// RUN: printf 'func.func @f() attributes {q = #x.a<b\376c>} {\n  return\n}\n' > %t.opaque-bad
// RUN: not ropt %t.opaque-bad 2>&1 | FileCheck %s --check-prefix=OPAQUE-BAD
// OPAQUE-BAD: opaque-bad:1:35: error: #"x"<"a<b{{.+}}c>"> : 'none' attribute created with unregistered dialect.
