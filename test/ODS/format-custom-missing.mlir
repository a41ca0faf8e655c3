// A `custom<...>` directive needs its Rust functions (registered by a compiled
// dialect through ropt_ods_runtime::custom::CustomDirectives): loaded at run
// time, the op reports it in its custom form and prints in its generic form.
// RUN: not ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -split-input-file 2>/dev/null | FileCheck %s
// RUN: not ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

%i = "t.v"() : () -> index
// CHECK: "fmt.index_switch"(%0) <{cases = array<i64: 2>}> ({
// CHECK-NEXT: "test.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "test.yield"() : () -> ()
// CHECK-NEXT: }) : (index) -> ()
"fmt.index_switch"(%i) <{cases = array<i64: 2>}> ({
  "test.yield"() : () -> ()
}, {
  "test.yield"() : () -> ()
}) : (index) -> ()

// -----
%i = "t.v"() : () -> index
// ERR: format-custom-missing.mlir:[[# @LINE + 1]]:23: error: custom op 'fmt.index_switch' cannot be parsed at run time: its assembly format uses `custom<SwitchCases>`, which needs a compiled dialect
%0 = fmt.index_switch %i -> i32
