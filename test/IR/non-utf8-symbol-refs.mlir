// Symbol references whose names are not UTF-8 keep their bytes, as mlir-opt keeps them: in
// `func.call` (custom and generic form), in a `SymbolRefAttr`, in nested references. A name
// made of the bytes of U+FFFD (valid UTF-8) is another name than the byte 0xFF it stands for
// in lossy text. (The bytes are made by printf so that this file stays UTF-8.)

// RUN: printf 'module {\n  func.func private @"s\377m"()\n  func.func @g() {\n    func.call @"s\377m"() : () -> ()\n    "t.x"() {q = [@"\\EF\\BF\\BD", @"\377", @"\\FF"], r = @"s\377m"::@"n\376"::@n} : () -> ()\n    return\n  }\n}\n' > %t
// RUN: ropt --allow-unregistered-dialect %t | FileCheck %s
// RUN: ropt --allow-unregistered-dialect %t | ropt --allow-unregistered-dialect | FileCheck %s
// RUN: ropt --allow-unregistered-dialect %t -symbol-dce | FileCheck %s
// RUN: ropt --allow-unregistered-dialect %t --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect %t --mlir-print-op-generic | ropt --allow-unregistered-dialect | FileCheck %s
// CHECK: module {
// CHECK-NEXT: func.func private @"s\FFm"()
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT: call @"s\FFm"() : () -> ()
// CHECK-NEXT: "t.x"() {q = [@"\EF\BF\BD", @"\FF", @"\FF"], r = @"s\FFm"::@"n\FE"::@n} : () -> ()
// CHECK-NEXT: return
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "s\FFm", sym_visibility = "private"}> ({
// GENERIC: "func.call"() <{callee = @"s\FFm"}> : () -> ()
// GENERIC-NEXT: "t.x"() {q = [@"\EF\BF\BD", @"\FF", @"\FF"], r = @"s\FFm"::@"n\FE"::@n} : () -> ()
