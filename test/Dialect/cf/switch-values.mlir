// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// How cf.switch reads and prints case values (expected text from mlir-opt 22). The custom
// form does not round-trip for values of 2^63 and above: mlir-opt prints them unsigned but
// reads them as signed 64-bit numbers (an `integer value too large` error).

// Values are read as 64-bit integers (`true` is -1, `false` 0) and stored at the flag's
// width: truncated, or sign-extended (and printed capped at 2^64-1).
// CHECK-LABEL: name = "switch_widths"
// CHECK:         cf.switch %arg0 : i1, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb2,
// CHECK-NEXT:      0: ^bb2,
// CHECK-NEXT:      1: ^bb1
// CHECK-NEXT:    ]
// CHECK:         cf.switch %arg1 : i64, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      9223372036854775807: ^bb1,
// CHECK-NEXT:      9223372036854775808: ^bb2
// CHECK-NEXT:    ]
// CHECK:         cf.switch %arg2 : i128, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      18446744073709551615: ^bb3,
// CHECK-NEXT:      9223372036854775807: ^bb2
// CHECK-NEXT:    ]
// CHECK:         cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb4,
// CHECK-NEXT:      705032704: ^bb4,
// CHECK-NEXT:      16: ^bb4,
// CHECK-NEXT:      0: ^bb4,
// CHECK-NEXT:      4294967295: ^bb4,
// CHECK-NEXT:      0: ^bb4
// CHECK-NEXT:    ]
// GENERIC-LABEL: name = "switch_widths"
// GENERIC:       case_values = dense<[true, false, true]> : vector<3xi1>
// GENERIC:       case_values = dense<[9223372036854775807, -9223372036854775808]> : vector<2xi64>
// GENERIC:       case_values = dense<[-1, 9223372036854775807]> : vector<2xi128>
// GENERIC:       case_values = dense<[705032704, 16, 0, -1, 0]> : vector<5xi32>
"x.test"() {name = "switch_widths"} : () -> ()
"x.func"() ({
^bb0(%b: i1, %l: i64, %w: i128, %i: i32):
  cf.switch %b : i1, [
    default: ^bb1,
    1: ^bb2,
    0: ^bb2,
    -1: ^bb1
  ]
^bb1:
  cf.switch %l : i64, [ default: ^bb2, 9223372036854775807: ^bb1, -9223372036854775808: ^bb2 ]
^bb2:
  cf.switch %w : i128, [ default: ^bb3, -1: ^bb3, 0x7fffffffffffffff: ^bb2 ]
^bb3:
  cf.switch %i : i32, [ default: ^bb4, 5000000000: ^bb4, 0x10: ^bb4, -9223372036854775808 : ^bb4, true: ^bb4, false: ^bb4 ]
^bb4:
  "x.return"() : () -> ()
}) : () -> ()

