// Symbol names are bytes: @"s\FE", @"s\FF" and @"s\FD" (not UTF-8, the same lossy text) are
// three symbols to symbol tables, func.call/func.constant verification, -symbol-dce and
// -test-symbol-uses, and a message naming one prints its raw bytes, as mlir-opt does
// (`tr` makes the raw bytes visible: 0xFD, 0xFE, 0xFF become D, E, F).

// RUN: not ropt %s -split-input-file 2>/dev/null | FileCheck %s
// RUN: not ropt %s -split-input-file 2>&1 >/dev/null | tr '\375\376\377' 'DEF' | FileCheck %s --check-prefix=ERR
// RUN: not ropt %s -split-input-file --mlir-disable-threading 2>&1 >/dev/null | tr '\375\376\377' 'DEF' | FileCheck %s --check-prefix=ERR

// Each call finds its own symbol.
// CHECK-LABEL: module {
// CHECK-NEXT:  func.func private @"s\FE"() -> i32
// CHECK-NEXT:  func.func private @"s\FF"() -> i64
// CHECK-NEXT:  func.func @calls() -> (i32, i64) {
// CHECK-NEXT:    %0 = call @"s\FE"() : () -> i32
// CHECK-NEXT:    %1 = call @"s\FF"() : () -> i64
// CHECK-NEXT:    %f = constant @"s\FF" : () -> i64
// CHECK-NEXT:    return %0, %1 : i32, i64
func.func private @"s\FE"() -> i32
func.func private @"s\FF"() -> i64
func.func @calls() -> (i32, i64) {
  %0 = func.call @"s\FE"() : () -> i32
  %1 = func.call @"s\FF"() : () -> i64
  %f = func.constant @"s\FF" : () -> i64
  return %0, %1 : i32, i64
}

// -----

// ERR: [[# @LINE + 3]]:3: error: 'func.call' op 'sF' does not reference a valid function
func.func private @"s\FE"()
func.func @bad() {
  func.call @"s\FF"() : () -> ()
  return
}

// -----

// ERR: [[# @LINE + 3]]:8: error: 'func.constant' op reference to undefined function 'sD'
func.func private @"s\FE"()
func.func @bad() {
  %f = func.constant @"s\FD" : () -> ()
  return
}

// -----

// The callee found is @"s\FE" (i32), not @"s\FF" (i64).
// ERR: [[# @LINE + 5]]:8: error: 'func.call' op result type mismatch at index 0
// ERR: note: function result types: 'i32'
func.func private @"s\FF"() -> i64
func.func private @"s\FE"() -> i32
func.func @bad() {
  %0 = func.call @"s\FE"() : () -> i64
  return
}

// -----

// The enclosing function is named raw (unquoted), bytes as they are.
// ERR: [[# @LINE + 2]]:3: error: 'func.return' op has 0 operands, but enclosing function (@rE) returns 1
func.func @"r\FE"() -> i32 {
  return
}

// -----

// ERR: [[# @LINE + 3]]:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @a b
func.func @"a b"() -> i32 {
  %0 = arith.constant 0 : i64
  "func.return"(%0) : (i64) -> ()
}

// -----

// ERR: [[# @LINE + 4]]:1: error: redefinition of symbol named 'sE'
// ERR: [[# @LINE + 1]]:1: note: see existing symbol definition here
func.func private @"s\FE"()
func.func private @"s\FF"()
func.func private @"s\FE"()

// RUN: ropt %S/Inputs/non-utf8-symbols.txt -symbol-dce --allow-unregistered-dialect | FileCheck %s --check-prefix=DCE
// DCE: module {
// DCE-NEXT: func.func private @"s\FF"()
// DCE-NEXT: func.func private @"s\FD"()
// DCE-NEXT: func.func @user() {
// DCE-NEXT:   call @"s\FF"() : () -> ()

// RUN: ropt %S/Inputs/non-utf8-symbols.txt -test-symbol-uses --allow-unregistered-dialect -o /dev/null 2>&1 | tr '\375\376\377' 'DEF' | FileCheck %s --check-prefix=USES
// USES: 2:3: remark: symbol has no uses
// USES: note: see current operation: func.func private @"s\FE"()
// USES: 6:5: remark: found use of symbol : @"s\FF" : "s\FF"
// USES: 3:3: remark: symbol has 1 uses
// USES: note: see current operation: func.func private @"s\FF"()
// USES: 9:3: remark: found use of symbol : @"s\FD" : "s\FD"
// USES: 4:3: remark: symbol has 1 uses
// USES: 1:1: remark: sE function successfully erased
