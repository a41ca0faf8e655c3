// RUN: ropt %s -symbol-dce | FileCheck %s
// RUN: ropt %s -symbol-privatize | FileCheck %s --check-prefix=PRIV
// func.func is a symbol through FunctionOpInterface (which extends SymbolOpInterface): an
// unreferenced private function is removed, and symbol-privatize makes public ones private.
// Expected output from mlir-opt 22.

// CHECK:      module {
// CHECK-NEXT:   func.func @live() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @used()
// CHECK-NEXT:   func.func @caller() {
// CHECK-NEXT:     call @used() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// PRIV:      module {
// PRIV-NEXT:   func.func private @dead()
// PRIV-NEXT:   func.func private @live() {
// PRIV:        func.func private @used()
// PRIV-NEXT:   func.func private @caller() {

func.func private @dead()
func.func @live() {
  return
}
func.func private @used()
func.func @caller() {
  func.call @used() : () -> ()
  return
}
