// RUN: ropt %s -test-affine-walk 2>/dev/null | FileCheck %s
// RUN: ropt %s -test-affine-walk -mlir-print-op-on-diagnostic 2>&1 >/dev/null | FileCheck %s --check-prefix=DIAG --implicit-check-not=remark

// One remark per result expression holding a `mod` (the walk of each result stops at
// its first `mod`), for every affine map among the op's attributes up to the first
// attribute that is not one; ops are visited in post-order.

// CHECK-DAG: #[[$M0:.*]] = affine_map<(d0, d1) -> (d0 mod 2, d1)>
// CHECK-DAG: #[[$M1:.*]] = affine_map<(d0, d1) -> (d0 + d1, (d1 mod 3) * 2, d0 mod 5)>

#map = affine_map<(i, j) -> ((i mod 4) mod 2, j)>
#map2 = affine_map<(i, j) -> (i + j, (j mod 3) * 2, i mod 5)>

// CHECK: "test.check_first_mod"() {map = #[[$M0]]} : () -> ()
// DIAG: test-affine-walk.mlir:[[@LINE+1]]:1: remark: mod expression: {{$}}
"test.check_first_mod"() {"map" = #map} : () -> ()

// Two of the three results hold a `mod`.
// DIAG-COUNT-2: test-affine-walk.mlir:[[@LINE+1]]:1: remark: mod expression: {{$}}
"test.two"() {"m" = #map2} : () -> ()

// The first attribute is not an affine map: the later ones are not looked at.
"test.none"() {"a" = 1, "m" = #map2} : () -> ()

// Both maps count.
// DIAG-COUNT-3: test-affine-walk.mlir:[[@LINE+1]]:1: remark: mod expression: {{$}}
"test.both"() {"m" = #map2, "n" = #map} : () -> ()

// The integer attribute between the maps stops the look at `zz`.
// DIAG-COUNT-2: test-affine-walk.mlir:[[@LINE+1]]:1: remark: mod expression: {{$}}
"test.stop"() {"m" = #map2, "z" = 3, "zz" = #map} : () -> ()

// No `mod` at all.
"test.plain"() {"m" = affine_map<(i) -> (i floordiv 2, i * 3)>} : () -> ()

// Post-order: the nested op is remarked before its parent.
"test.outer"() ({
  "test.inner"() {"m" = affine_map<(i) -> (i mod 2)>} : () -> ()
  // DIAG: test-affine-walk.mlir:[[@LINE-1]]:3: remark: mod expression: {{$}}
  // DIAG-NEXT: "test.inner"
  // DIAG-NEXT: ^
  // DIAG-NEXT: test-affine-walk.mlir:[[@LINE-5]]:1: remark: mod expression: {{$}}
  // DIAG-NEXT: "test.outer"
}) {"m" = affine_map<(i) -> (i mod 3)>} : () -> ()

// Ops in a function's body are walked too.
func.func @f(%i: index) -> index {
  // DIAG: test-affine-walk.mlir:[[@LINE+1]]:3: remark: mod expression: {{$}}
  "test.in_func"() {"m" = affine_map<(d0)[s0] -> (d0 floordiv s0 mod 7)>} : () -> ()
  return %i : index
}
