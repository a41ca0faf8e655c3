// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: env ROPT_PRINT_PARALLEL_OPS=0 ropt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG

// Blobs print in the order their uses print: properties (`<{...}>`) before the regions and
// the attributes, locations (deferred `#loc` aliases under -mlir-print-debuginfo) after
// everything else.

// CHECK: blob2: "0x08000000A3C0",
// CHECK-NEXT: blob1: "0x10000000D8BEE6BD0DC5",
// CHECK-NEXT: blob0: "0x08000000A3C0"
// CHECK-NEXT: }

// DBG: blob2: "0x08000000A3C0",
// DBG-NEXT: blob1: "0x10000000D8BEE6BD0DC5",
// DBG-NEXT: blob0: "0x08000000A3C0",
// DBG-NEXT: blob3: "0x08000000A3C0"
// DBG-NEXT: }
func.func @a() {
  "t.a"() : () -> () loc(fused<dense_resource<blob0> : tensor<2xi8>>["x":1:1])
  "t.x"() <{p = dense_resource<blob2> : tensor<2xi8>}> ({
    "t.y"() {p = dense_resource<blob1> : tensor<6xi8>} : () -> ()
  }) : () -> ()
  return
}
func.func @b() {
  "t.c"() {p = dense_resource<blob0> : tensor<2xi8>} : () -> ()
  return
}
func.func @c() {
  "t.a"() : () -> () loc(fused<dense_resource<blob3> : tensor<2xi8>>["x":1:1])
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000a3C0",
      blob1: "0x10000000D8BeE6BD0dc5",
      blob2: "0x08000000a3C0",
      blob3: "0x08000000a3C0"
    }
  }
#-}
