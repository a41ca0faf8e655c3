// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Hex data may set bits above the width of a sub-byte integer element. mlir-opt 22 keeps
// them: an unsigned element prints as its whole storage byte(s), another as its low bits
// sign-extended, or as nothing at all when those bits are zero but the storage is not.

// CHECK: "t.a"() {a = dense<> : tensor<i4>} : () -> ()
"t.a"() {a = dense<"0xD0"> : tensor<i4>} : () -> ()
// CHECK: "t.b"() {b = dense<[, 0]> : tensor<2xi4>} : () -> ()
"t.b"() {b = dense<"0xD000"> : tensor<2xi4>} : () -> ()
// CHECK: "t.c"() {c = dense<-1> : tensor<i4>} : () -> ()
"t.c"() {c = dense<"0x1F"> : tensor<i4>} : () -> ()
// CHECK: "t.d"() {d = dense<[0, 209]> : tensor<2xui4>} : () -> ()
"t.d"() {d = dense<"0x00D1"> : tensor<2xui4>} : () -> ()
// CHECK: "t.e"() {e = dense<-4> : tensor<si4>} : () -> ()
"t.e"() {e = dense<"0x1C"> : tensor<si4>} : () -> ()
// CHECK: "t.f"() {f = dense<> : tensor<i9>} : () -> ()
"t.f"() {f = dense<"0x0080"> : tensor<i9>} : () -> ()
// CHECK: "t.g"() {g = dense<-3> : tensor<i4>} : () -> ()
"t.g"() {g = dense<"0x0D"> : tensor<i4>} : () -> ()
// CHECK: "t.h"() {h = dense<> : tensor<3xi4>} : () -> ()
"t.h"() {h = dense<"0xD0"> : tensor<3xi4>} : () -> ()
// CHECK: "t.i"() {i = dense<(,-1)> : tensor<complex<i4>>} : () -> ()
"t.i"() {i = dense<"0xD00F"> : tensor<complex<i4>>} : () -> ()
// CHECK: "t.j"() {j = dense<0> : tensor<i4>} : () -> ()
"t.j"() {j = dense<"0x00"> : tensor<i4>} : () -> ()
