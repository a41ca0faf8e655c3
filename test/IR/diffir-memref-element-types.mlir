// RUN: not ropt %s -split-input-file -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=OUT

// Memref element types, ranked and unranked, as mlir-opt 22 checks them: numbers, vectors
// and memrefs; not types of unregistered dialects, tensors, tuples, functions or none.

// OUT: %0:4 = "t.a"() : () -> (memref<2xmemref<2xi8>>, memref<*xmemref<*xi8>>, memref<2xmemref<*xvector<[2]xi8>>>, memref<*xcomplex<f32>>)
// OUT-NEXT: }
"t.a"() : () -> (memref<2xmemref<2xi8>>, memref<*xmemref<*xi8>>, memref<2xmemref<*xvector<[2]xi8>>>, memref<*xcomplex<f32>>)

// -----

// CHECK: :[[#@LINE+1]]:27: error: invalid memref element type
"t.a"() : () -> (memref<2x!t.e>)

// -----

// CHECK: :[[#@LINE+1]]:27: error: invalid memref element type
"t.a"() : () -> (memref<*x!t<"x">>)

// -----

// CHECK: :[[#@LINE+1]]:27: error: invalid memref element type
"t.a"() : () -> (memref<*xtensor<2xi8>>)

// -----

// CHECK: :[[#@LINE+1]]:27: error: invalid memref element type
"t.a"() : () -> (memref<*xtuple<>>)

// -----

// CHECK: :[[#@LINE+1]]:27: error: invalid memref element type
"t.a"() : () -> (memref<2x() -> ()>)

// -----

// CHECK: :[[#@LINE+1]]:23: error: invalid memref element type
"t.a"() {v = memref<*xnone>} : () -> ()
