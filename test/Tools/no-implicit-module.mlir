// RUN: not ropt %s -no-implicit-module -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s
// RUN: not ropt %s -no-implicit-module -split-input-file -allow-unregistered-dialect 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not ropt %s -no-implicit-module -split-input-file -allow-unregistered-dialect -cse 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS

// With --no-implicit-module the input's single top-level op is the root: printed as it is,
// and the pipeline is anchored on it. The ops are verified together first (duplicate
// symbols are found), then counted.

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: func.func @d() attributes {m = #map} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
#map = affine_map<(d0) -> (d0)>
func.func @d() attributes {m = #map} {
  return
}

// -----

// ERR: no-implicit-module.mlir:[[# @LINE + 4]]:1: error: redefinition of symbol named 'a'
func.func @a() {
  return
}
func.func @a() {
  return
}

// -----

// ERR: no-implicit-module.mlir:[[# @LINE - 2]]:9: error: source must contain a single top-level operation, found: 2
func.func @b() {
  return
}
func.func @c() {
  return
}

// -----

// ERR: no-implicit-module.mlir:[[# @LINE - 2]]:9: error: source must contain a single top-level operation, found: 0

// -----

// A pass cannot run on an unregistered root.

// CHECK: "x.op"() ({
// CHECK-NEXT: "x.inner"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// PASS: no-implicit-module.mlir:[[# @LINE + 3]]:1: error: 'x.op' op trying to schedule a pass on an unregistered operation
// PASS-NEXT: "x.op"() ({
// PASS: note: see current operation:
"x.op"() ({
  "x.inner"() : () -> ()
}) : () -> ()
