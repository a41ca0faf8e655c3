// RUN: ropt %s -allow-unregistered-dialect -mlir-print-value-users | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-value-users -mlir-disable-threading | FileCheck %s

// Uses of an outer value inside a region parsed on another thread (the region of "t.op" in
// @g, found by the generator) keep the order a parse in place gives them (newest first), as
// mlir-opt 22 prints them.

// CHECK: "x0.q"() {c0 = #set1} : () -> (memref<?x?xindex, #map>, vector<4x2xf16>) // users: (%5), (%7, %5)
!ab0 = tensor<*xcomplex<f32>>
!T_1 = tuple<f128>
module attributes {t.x = 1} {
  "t.a b"() ({
      module attributes {t.a} {
      }
      "t.br"() [^bb2, ^bb1] : () -> ()
    ^bb1:
      %102:2 = "u.b"() {value = dense<[[[(-472.43703499872504, -21.0), (-31.0, 57.0)], [(96.0, 790.2596557904037), (0x7F7FFFFF, 0x00000001)], [(-456.45771007109045, 6.537290e+09), (-9.30822e+09, 93.0)]], [[(7.432e+09, 72.0), (2.5, -34.0)], [(-26.0, 0x7FC00000), (3.75e+09, 307.73431691842416)], [(100.0, 70.0), (-41.0, -134.74576313312593)]]]> : tensor<2x3x2xcomplex<f32>>, a = vector<4x[2]x4xf32>} : () -> (vector<3xindex>, tuple<i4, !T_1, complex<bf16>>)
    ^bb2:
      "t.br"() [^bb1] : () -> ()
    ^bb0(%x_5#0: memref<5x5xvector<4xf32>>):
      %r6 = "t.op"(%x_5#0, %x_5#0) {x.y = array<ui16: 6, 3, 4>} : (memref<5x5xvector<4xf32>>, memref<5x5xvector<4xf32>>) -> ((tuple<f6E3M2FN>) -> complex<f16>)
      "t.é"(%x_5#0, %r6, %x_5#0) ({
          %v7 = "t.op"() {sym_name = "[a日本]", value = array<si8: 9>, b = sparse<[0, 1], [true, false]> : vector<3xi1>} : () -> memref<4x5x8xvector<4xf32>, 0>
        }) {sym_name = dense<-594.1393463780047> : tensor<3x3xf64>, "q r" = affine_set<(d0, d1)[s0, s1] : (s0 >= 0, ((-3 floordiv 7 + (d0 mod 1)) mod -3) >= 0)>, a = dense<"0x2A6efA9C5f97e3a1"> : tensor<1x1x2xf32>} : (memref<5x5xvector<4xf32>>, (tuple<f6E3M2FN>) -> complex<f16>, memref<5x5xvector<4xf32>>) -> ()
    }) : () -> ()
  "builtin.module"() ({
    %113:2 = "x0.q"() {c0 = affine_set<(d0, d1)[s0, s1] : (s0 == 0)>} : () -> (memref<?x?xindex, affine_map<(d0, d1)[s0] -> (s0, 6)>>, vector<4x2xf16>) loc(fused["f.mlir":56:44])
    %114:2 = "t.op"() ({
        %x_15:3 = "t.$"() {a = [array<i1>], c0, b = #t<"x">} : () -> (() -> (), index, (!ab0) -> tuple<memref<i8, affine_map<()[s0] -> (s0, (-(5 * -2)) floordiv 6 - ((-1 + 5) floordiv 4))>, 1>, vector<[1]x[3]x6xf32>, tensor<4x4xui4>>)
        "t.a b"(%113#1, %113#0, %113#1) : (vector<4x2xf16>, memref<?x?xindex, affine_map<(d0, d1)[s0] -> (s0, 6)>>, vector<4x2xf16>) -> ()
      ^bb1(%118: memref<?x?x6xi8, affine_map<(d0, d1, d2)[s0] -> (s0)>>): // c
        %121 = "t.$"(%113#1) {x.y = #t<-3>, z = @"a b"::@x.y::@"a b"::@foo, value = #t<"x">} : (vector<4x2xf16>) -> (tensor<2x?xcomplex<f16>>)
        %r22 = "t.a b"(%118, %121) {c0 = [], b = affine_map<()[s0, s1] -> ((7 * 0 * 7 floordiv -3))>} : (memref<?x?x6xi8, affine_map<(d0, d1, d2)[s0] -> (s0)>>, tensor<2x?xcomplex<f16>>) -> ((complex<f64>, !T_1) -> (i256, tensor<f8E8M0FNU, [-70.0 : f6E3M2FN, []]>)) loc(""("nm"))
      ^bb2(%v19: f8E4M3B11FNUZ loc(fused[fused<"b<\FF[#">[fused<dense<[[13, 19]]> : tensor<1x2xi128>>["f.mlir":66:18]]]), %r20: f8E4M3B11FNUZ): // c
        %x_23:3 = "t.a b"() <{p = tuple<() -> (), tensor<*xcomplex<f16>>>}> : () -> (memref<?xi8, strided<[0]>, {a = 1}>, (complex<i8>) -> (tensor<?x3xcomplex<i8>>, tensor<?x7x1xi7, unit>), tensor<1xindex>)
        %124:2 = "t.a"(%x_23#2) {sym_name = [sparse<[[0], [4], [7], [8], [9], [13], [15], [17], [20], [24], [25], [27], [29], [33], [35], [41], [43], [44], [45], [47], [48], [52], [53], [55], [56], [57], [61], [63], [64], [66], [68], [70], [73], [74], [76], [78], [79], [83], [84], [85], [87], [88], [90], [93], [95], [96], [97], [100], [101], [103], [105], [106], [107], [108], [110], [114], [115], [117], [121], [122], [123], [126], [128], [129], [133], [134], [135], [136], [137], [138], [140], [141], [149], [150], [151], [153], [155], [156], [157], [158], [163], [165], [166], [167], [172], [173], [174], [175], [176], [180], [181], [182], [183], [189], [190], [191], [192], [194], [195], [197]], [0, 1, 2, 3, 4, 2, 6, 1, 1, 9, 1, 2, 0, 6, 2, 1, 3, 3, 5, 6, 7, 0, 9, 2, 0, 4, 0, 6, 0, 3, 2, 3, 6, 5, 6, 9, 0, 2, 12, 4, 1, 6, 0, 1, 2, 0, 7, 5, 0, 0, 2, 12, 0, 2, 0, 3, 4, 1, 2, 2, 0, 1, 2, 0, 1, 0, 1, 4, 5, 0, 1, 6, 2, 1, 2, 10, 6, 2, 1, 2, 3, 3, 4, 6, 6, 1, 8, 3, 10, 11, 0, 0, 1, 2, 1, 4, 5, 1, 7, 8]> : tensor<200xi4>]} : (tensor<1xindex>) -> (bf16, !t.opaque<[<1, *>, {<f32>}]>)
      }) {z} : () -> ((memref<0x?xvector<4xf32>, affine_map<(d0, d1)[s0] -> (d0 - d1 floordiv 7 * 3)>>, vector<3x5x3xf8E4M3FN>) -> memref<*xf32, 1>, tf32)
  }) {sym_name = "g"} : () -> ()
}
