// RUN: not ropt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{signal-pass-failure=true}))' -mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not ropt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' -mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefixes=VERIFY,GENERIC
// RUN: not ropt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=false signal-pass-failure=true}))' -mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: not ropt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{signal-pass-failure=true}))' -mlir-print-ir-after-failure -mlir-print-assume-verified 2>&1 | FileCheck %s --check-prefix=ASSUMED

// The IR printed after a failed pass is generic when it does not verify, custom otherwise
// or when it is assumed valid. (Expected output from mlir-opt 22.)

// VERIFY:       <unknown>:0: error: 'test.any_attr_of_i32_str' op requires attribute 'attr'
// GENERIC:      // -----// IR Dump After (anonymous namespace)::TestInvalidIRPass Failed (test-pass-create-invalid-ir) //----- //
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   "test.any_attr_of_i32_str"() : () -> ()
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CUSTOM:      IR Dump After (anonymous namespace)::TestInvalidIRPass Failed
// CUSTOM-NEXT: func.func @f() {
// CUSTOM-NEXT:   return

// ASSUMED:      IR Dump After (anonymous namespace)::TestInvalidIRPass Failed
// ASSUMED-NEXT: func.func @f() {
// ASSUMED-NEXT:   "test.any_attr_of_i32_str"() : () -> ()
func.func @f() {
  return
}
