// A case value that does not fit in 64 bits is a custom-op error, worded and placed as
// mlir-opt 22 does (at the minus sign of a negative literal). Found by the ir_pipeline fuzzer:
// values of 2^63 and above print unsigned, so their custom form does not parse back.
// RUN: not ropt -allow-unregistered-dialect %s -split-input-file 2>&1 | FileCheck %s
// RUN: { echo '"x.func"() ({'; echo '^bb0(%%b: i64):'; echo '  cf.switch %%b : i64, [ default: ^bb1, -9223372036854775808: ^bb1 ]'; \
// RUN:   echo '^bb1:'; echo '  "x.return"() : () -> ()'; echo '}) : () -> ()'; } > %t.mlir
// RUN: ropt -allow-unregistered-dialect %t.mlir | not ropt -allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP

"x.func"() ({
^bb0(%b: i64):
  // CHECK: :[[# @LINE + 1]]:40: error: custom op 'cf.switch' integer value too large
  cf.switch %b : i64, [ default: ^bb1, -9223372036854775809: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%b: i64):
  // CHECK: :[[# @LINE + 1]]:40: error: custom op 'cf.switch' integer value too large
  cf.switch %b : i64, [ default: ^bb1, 0x8000000000000000: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%b: i64):
  // CHECK: :[[# @LINE + 1]]:40: error: custom op 'cf.switch' integer value too large
  cf.switch %b : i64, [ default: ^bb1, 99999999999999999999999: ^bb1 ]
^bb1:
  "x.return"() : () -> ()
}) : () -> ()

// ROUNDTRIP: <stdin>:6:7: error: custom op 'cf.switch' integer value too large
// ROUNDTRIP-NEXT: {{^}}      9223372036854775808: ^bb1
// ROUNDTRIP-NEXT: {{^}}      ^
