// RUN: ropt %s -test-print-invalid | FileCheck %s

// An op that does not verify prints in generic form (an empty entry block shows its label);
// once valid, in custom form. Both come before the module, on standard output.

// CHECK:      Invalid operation:
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "test"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: Valid operation:
// CHECK-NEXT: func.func @test() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f() {
func.func @f() {
  return
}
