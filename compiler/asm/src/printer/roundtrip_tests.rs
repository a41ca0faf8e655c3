//! Round-trip tests: parse alias definitions and an attribute dictionary, print them back, and
//! compare with what mlir-opt 22 prints for `"test.op"() <dict> : () -> ()` (expected texts
//! were produced by running the oracle and reviewed).

use ropt_ir::Context;

use crate::lexer::TokenKind;
use crate::parser::core::Parser;
use crate::printer::{AliasState, PrintOptions};

/// Parses `[alias definitions] {dict}` and prints `alias lines` + the dictionary.
pub(crate) fn roundtrip(src: &str, opts: PrintOptions) -> Result<String, String> {
    let ctx = Context::new();
    let mut p = Parser::new(&ctx, src.as_bytes(), "t");
    let fail = |p: &Parser| {
        let d = &p.diagnostics[0];
        Err(format!("{}: {}", d.offset, d.message))
    };
    while p.at(TokenKind::HashIdent) || p.at(TokenKind::BangIdent) {
        if p.parse_alias_definition().is_err() {
            return fail(&p);
        }
    }
    let mut entries = Vec::new();
    if p.parse_attr_dict(&mut entries).is_err() {
        return fail(&p);
    }
    if !p.at(TokenKind::Eof) {
        let _ = p.wrong_token_error("expected end of input");
        return fail(&p);
    }
    let dict = ctx.dictionary_attr(&entries);
    let mut st = AliasState::new(opts);
    for e in dict.as_dictionary().unwrap_or(&[]) {
        st.visit_attr(e.value);
    }
    st.finalize();
    let mut out = String::new();
    st.print_alias_definitions(&mut out, false);
    st.print_attribute(&mut out, dict);
    Ok(out)
}

thread_local! {
    static FAILURES: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn fail(msg: String) {
    FAILURES.with(|f| f.borrow_mut().push(msg));
}

fn check(src: &str, expected: &str) {
    let got = roundtrip(src, PrintOptions::default()).unwrap_or_else(|e| format!("error {e}"));
    if got != expected {
        fail(format!(
            "input: {src}\n  got:      {got}\n  expected: {expected}"
        ));
    }
}

fn check_err(src: &str, offset: usize, msg: &str) {
    match roundtrip(src, PrintOptions::default()) {
        Ok(s) => fail(format!("input: {src}\n  expected error {msg}, got {s}")),
        Err(e) => {
            let want = format!("{offset}: {msg}");
            if e != want {
                fail(format!(
                    "input: {src}\n  got error:      {e}\n  expected error: {want}"
                ));
            }
        }
    }
}

fn finish() {
    let f = FAILURES.with(|f| std::mem::take(&mut *f.borrow_mut()));
    assert!(f.is_empty(), "{} failures:\n{}", f.len(), f.join("\n"));
}

#[test]
fn oracle_cases() {
    check(
        "{i = @foo::@bar, j = @\"a b\", k = [1, 2.0, \"x\"], l = {z = 1, \"a b\" = unit, y}, m = i32}",
        "{i = @foo::@bar, j = @\"a b\", k = [1, 2.000000e+00, \"x\"], l = {\"a b\", y, z = 1 : i64}, m = i32}",
    );
    check(
        "{p = dense<[true, false]> : tensor<2xi1>, q = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, r = dense<1.5> : vector<4xf32>}",
        "{p = dense<[true, false]> : tensor<2xi1>, q = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, r = dense<1.500000e+00> : vector<4xf32>}",
    );
    check(
        "{s = dense<(1.0, 2.0)> : tensor<complex<f32>>, t = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>}",
        "{s = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, t = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>}",
    );
    check(
        "{u = dense<\"0x0102030405060708\"> : tensor<2xi32>, v = dense<[\"a\", \"b\"]> : tensor<2x!foo.str>, w = dense<> : tensor<0xi32>, x = dense<[1]> : tensor<1xi32>}",
        "{u = dense<[67305985, 134678021]> : tensor<2xi32>, v = dense<[\"a\", \"b\"]> : tensor<2x!foo.str>, w = dense<> : tensor<0xi32>, x = dense<1> : tensor<1xi32>}",
    );
    check(
        "{y = array<i32: 1, 2>, z = array<f32>, aa = array<i1: true, false>, ab = array<f64: 1.5, -2.0>}",
        "{aa = array<i1: true, false>, ab = array<f64: 1.500000e+00, -2.000000e+00>, y = array<i32: 1, 2>, z = array<f32>}",
    );
    check(
        "{ab = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, ac = dense_resource<blob1> : tensor<3xi32>, ad = strided<[4, 1], offset: ?>}",
        "{ab = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, ac = dense_resource<blob1> : tensor<3xi32>, ad = strided<[4, 1], offset: ?>}",
    );
    check(
        "{ae = distinct[5]<42 : i32>, af = distinct[9]<42 : i32>, ag = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4)>, ah = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, ai = loc(\"f.mlir\":1:2)}",
        "#distinct = distinct[0]<42 : i32>\n#distinct1 = distinct[1]<42 : i32>\n#loc = loc(\"f.mlir\":1:2)\n#map = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4)>\n#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>\n{ae = #distinct, af = #distinct1, ag = #map, ah = #set, ai = #loc}",
    );
    check(
        "{z = affine_set<(d0) : (d0 >= 0)>, y = affine_map<(d0) -> (d0 + 1)>, x = loc(\"a\":1:1), w = affine_map<(d0) -> (d0 + 2)>, v = [affine_map<(d0) -> (d0 + 3)>], u = memref<4xf32, affine_map<(d0) -> (d0 + 4)>>, t = distinct[0]<affine_map<(d0) -> (d0 + 5)>>}",
        "#loc = loc(\"a\":1:1)\n#map = affine_map<(d0) -> (d0 + 5)>\n#map1 = affine_map<(d0) -> (d0 + 4)>\n#map2 = affine_map<(d0) -> (d0 + 3)>\n#map3 = affine_map<(d0) -> (d0 + 2)>\n#map4 = affine_map<(d0) -> (d0 + 1)>\n#set = affine_set<(d0) : (d0 >= 0)>\n#distinct = distinct[0]<#map>\n{t = #distinct, u = memref<4xf32, #map1>, v = [#map2], w = #map3, x = #loc, y = #map4, z = #set}",
    );
    check(
        "{a = tuple<>, b = tuple<i32, f32>, c = () -> (), d = (i32) -> i32, e = (i32, f32) -> (i32, i64), f = () -> (() -> ()), g = vector<[4]x8xf32>, h = tensor<*xf32>, i = tensor<?x4xf32, \"enc\">, j = memref<*xf32, 3>}",
        "{a = tuple<>, b = tuple<i32, f32>, c = () -> (), d = (i32) -> i32, e = (i32, f32) -> (i32, i64), f = () -> (() -> ()), g = vector<[4]x8xf32>, h = tensor<*xf32>, i = tensor<?x4xf32, \"enc\">, j = memref<*xf32, 3>}",
    );
    check(
        "{k = memref<?x?xf32, strided<[?, 1], offset: 4>, \"ms\">, l = complex<f64>, m = none, n = memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 1>, o = strided<[]>, p = strided<[1]>, q = strided<[1], offset: 0>, r = memref<f32>, s = tensor<0x?xi1>}",
        "#map = affine_map<(d0) -> (d0 + 1)>\n{k = memref<?x?xf32, strided<[?, 1], offset: 4>, \"ms\">, l = complex<f64>, m = none, n = memref<4xf32, #map, 1>, o = strided<[]>, p = strided<[1]>, q = strided<[1]>, r = memref<f32>, s = tensor<0x?xi1>}",
    );
    check(
        "{t = (i32) -> (i32), u = ((i32) -> i32) -> i32, v = si4, w = ui64, x = vector<2x[3]x[4]xi8>, y = tf32, z = memref<4xf32, 0>, zz = tensor<0xf32>}",
        "{t = (i32) -> i32, u = ((i32) -> i32) -> i32, v = si4, w = ui64, x = vector<2x[3]x[4]xi8>, y = tf32, z = memref<4xf32>, zz = tensor<0xf32>}",
    );
    check(
        "{a = 1.1 : f128, b = 0x7FC00000 : f32, c = 1.0e10 : f32, d = 0.1 : f64, e = 3.0 : f8E4M3FN, f = 1000.0 : f8E4M3FN, g = 1000.0 : f4E2M1FN, h = 1.0e40 : f32, i = -0.0 : f32, j = 0x7F800000 : f32}",
        "{a = 1.10000000000000008881784197001252323 : f128, b = 0x7FC00000 : f32, c = 1.000000e+10 : f32, d = 1.000000e-01 : f64, e = 3.000000e+00 : f8E4M3FN, f = 0x7F : f8E4M3FN, g = 6.000000e+00 : f4E2M1FN, h = 0x7F800000 : f32, i = -0.000000e+00 : f32, j = 0x7F800000 : f32}",
    );
    check(
        "{k = 1.5 : bf16, l = 100000.0 : f16, m = 1.0e-3 : f16, n = 0.1 : f32, o = 1.0e300 : f80, p = 0x7FC00001 : f32, q = 123456789.0 : f64, r = 1.0e-320 : f64, s = 1000.0 : f8E5M2FNUZ}",
        "{k = 1.500000e+00 : bf16, l = 0x7C00 : f16, m = 1.000400e-03 : f16, n = 1.000000e-01 : f32, o = 1.0000000000000000525E+300 : f80, p = 0x7FC00001 : f32, q = 0x419D6F3454000000 : f64, r = 9.999880e-321 : f64, s = 1.024000e+03 : f8E5M2FNUZ}",
    );
    check(
        "{t=0.3:f6E2M3FN, u = 3.0 : f8E8M0FNU, v = 1.0 : tf32, w = 0x7FF0000000000000 : f64, x = 2.5 : f8E5M2, y = 0.5 : f8E4M3, z = 1.0 : f8E4M3FNUZ, zz = 1.0 : f8E4M3B11FNUZ, zzz = 1.25 : f8E3M4, zzzz = 3.0 : f6E3M2FN}",
        "{t = 2.500000e-01 : f6E2M3FN, u = 4.000000e+00 : f8E8M0FNU, v = 1.000000e+00 : tf32, w = 0x7FF0000000000000 : f64, x = 2.500000e+00 : f8E5M2, y = 5.000000e-01 : f8E4M3, z = 1.000000e+00 : f8E4M3FNUZ, zz = 1.000000e+00 : f8E4M3B11FNUZ, zzz = 1.250000e+00 : f8E3M4, zzzz = 3.000000e+00 : f6E3M2FN}",
    );
    check(
        "{a = 340282366920938463463374607431768211455 : i128, b = -170141183460469231731687303715884105728 : i128, c = 18446744073709551615 : ui64, e = 7 : i3, f = -4 : i3}",
        "{a = -1 : i128, b = -170141183460469231731687303715884105728 : i128, c = 18446744073709551615 : ui64, e = -1 : i3, f = -4 : i3}",
    );
    check(
        "{a = affine_map<(d0, d1) -> (d0 - d1, -d0, d0 * -3 + 2, d0 mod 3 - 1, (d0 + d1) floordiv 2, d0 ceildiv 4, 3 + d0)>}",
        "#map = affine_map<(d0, d1) -> (d0 - d1, -d0, d0 * -3 + 2, d0 mod 3 - 1, (d0 + d1) floordiv 2, d0 ceildiv 4, d0 + 3)>\n{a = #map}",
    );
    check(
        "{a = affine_map<(i, j)[N, M] -> (i * N, N * i, j + M * 2, (i + 1) * 4, i - (j - 1), N floordiv M, 2 * (i floordiv 3))>}",
        "#map = affine_map<(d0, d1)[s0, s1] -> (d0 * s0, d0 * s0, d1 + s1 * 2, (d0 + 1) * 4, d0 - (d1 - 1), s0 floordiv s1, (d0 floordiv 3) * 2)>\n{a = #map}",
    );
    check(
        "{a = affine_map<() -> (0)>, b = affine_map<(d0) -> ()>, c = affine_set<(d0, d1)[s0] : (d0 <= 10, d1 >= s0, d0 + d1 == 5)>}",
        "#map = affine_map<() -> (0)>\n#map1 = affine_map<(d0) -> ()>\n#set = affine_set<(d0, d1)[s0] : (-d0 + 10 >= 0, d1 - s0 >= 0, d0 + d1 - 5 == 0)>\n{a = #map, b = #map1, c = #set}",
    );
    check(
        "#a = affine_map<(d0) -> (d0)> !t = tensor<4xi32> {a = #a, b = !t, c = memref<4xf32, #a>}",
        "#map = affine_map<(d0) -> (d0)>\n{a = #map, b = tensor<4xi32>, c = memref<4xf32>}",
    );
    check(
        "{a = \"\\22\\n\\t\\\\\\01\\ff\", b = \"x\" : i32, c = @\"\", d = [], e = {}, f = [[1], [[2 : i32]]]}",
        "{a = \"\\22\\0A\\09\\\\\\01\\FF\", b = \"x\" : i32, c = @<<INVALID EMPTY SYMBOL>>, d = [], e = {}, f = [[1], [[2 : i32]]]}",
    );
    check(
        "{a = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, b = dense<-1> : tensor<2x3xi64>, d = dense<0xFF> : tensor<2xi8>, e = dense<true> : tensor<4xi1>}",
        "{a = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, b = dense<-1> : tensor<2x3xi64>, d = dense<-1> : tensor<2xi8>, e = dense<true> : tensor<4xi1>}",
    );
    check(
        "{a = dense<[[1, 2, 3]]> : tensor<1x3xui8>, b = dense<[255, 0]> : tensor<2xui8>, c = dense<\"abc\"> : tensor<3x!a.b>, d = dense<[[], []]> : tensor<2x0xi32>, e = dense<5> : tensor<index>, f = dense<[1, 2]> : vector<2xindex>}",
        "{a = dense<[[1, 2, 3]]> : tensor<1x3xui8>, b = dense<[255, 0]> : tensor<2xui8>, c = dense<\"abc\"> : tensor<3x!a.b>, d = dense<> : tensor<2x0xi32>, e = dense<5> : tensor<index>, f = dense<[1, 2]> : vector<2xindex>}",
    );
    check(
        "{a = loc(unknown), b = loc(\"x\"), c = loc(\"x\"(\"y\":1:2)), d = loc(callsite(\"a\":1:2 at \"b\":3:4)), e = loc(fused[\"a\":1:2, \"b\":3:4]), f = loc(fused<\"m\">[\"a\":1:2]), g = loc(\"a\":1:2 to 3:4), h = loc(\"a\":1:2 to :9)}",
        "#loc = loc(unknown)\n#loc1 = loc(\"x\")\n#loc2 = loc(\"y\":1:2)\n#loc3 = loc(\"a\":1:2)\n#loc4 = loc(\"b\":3:4)\n#loc5 = loc(\"a\":1:2 to 3:4)\n#loc6 = loc(\"a\":1:2 to :9)\n#loc7 = loc(\"x\"(#loc2))\n#loc8 = loc(callsite(#loc3 at #loc4))\n#loc9 = loc(fused[#loc3, #loc4])\n#loc10 = loc(fused<\"m\">[#loc3])\n{a = #loc, b = #loc1, c = #loc7, d = #loc8, e = #loc9, f = #loc10, g = #loc5, h = #loc6}",
    );
    check(
        "{a = loc(fused[\"a\":1:2]), b = loc(fused[]), c = loc(fused[\"a\":1:2, \"a\":1:2, unknown])}",
        "#loc = loc(\"a\":1:2)\n#loc1 = loc(unknown)\n{a = #loc, b = #loc1, c = #loc}",
    );
    check(
        "{a = #foo.bar<1,   2>, b = #foo<\"q\">, c = #foo.x : i32, d = !foo.bar<a<b>c>, e = !foo<bar  [1]>, f = !foo.bar, g = #foo.baz<\"a>b\">}",
        "{a = #foo.bar<1,   2>, b = #foo<\"q\">, c = #foo.x : i32, d = !foo.bar<a<b>c>, e = !foo<bar  [1]>, f = !foo.bar, g = #foo.baz<\"a>b\">}",
    );
    check(
        "{a = sparse<[[0]], [1]> : tensor<4xi32>, g = sparse<[[0, 1], [2, 3]], [1.0, 2.0]> : tensor<4x4xf32>, h = sparse<[1, 2], [3, 4]> : tensor<4xi32>, i = sparse<[[1]], 5> : tensor<4xi32>, j = sparse<[], []> : tensor<4xi32>}",
        "{a = sparse<0, 1> : tensor<4xi32>, g = sparse<[[0, 1], [2, 3]], [1.000000e+00, 2.000000e+00]> : tensor<4x4xf32>, h = sparse<[1, 2], [3, 4]> : tensor<4xi32>, i = sparse<1, 5> : tensor<4xi32>, j = sparse<> : tensor<4xi32>}",
    );
    check("{a = 0 : i1, b = 1 : i1}", "{a = false, b = true}");
    check(
        "{a = -128 : i8, b = 127 : si8, c = 0 : ui1, d = 9223372036854775807, e = -9223372036854775808}",
        "{a = -128 : i8, b = 127 : si8, c = 0 : ui1, d = 9223372036854775807 : i64, e = -9223372036854775808 : i64}",
    );
    check(
        "{a = distinct[0]<>, b = distinct[1]<unit>, c = [distinct[2]<1 : i32>, distinct[2]<1 : i32>]}",
        "#distinct = distinct[0]<1 : i32>\n{a = distinct[1]<>, b = distinct[2]<>, c = [#distinct, #distinct]}",
    );
    check(
        "{a = 1.0e-45 : f32, b = 3.4028234663852886e38 : f32, c = 1.7976931348623157e308 : f64, d = 5.0e-324 : f64, e = 65504.0 : f16, f = 6.0e-8 : f16, g = 0.333 : bf16, h = 1.0e-7 : f32}",
        "{a = 1.401300e-45 : f32, b = 3.40282347E+38 : f32, c = 1.7976931348623157E+308 : f64, d = 4.940660e-324 : f64, e = 6.550400e+04 : f16, f = 5.960460e-08 : f16, g = 3.320310e-01 : bf16, h = 1.000000e-07 : f32}",
    );
    check(
        "{a = 0.1 : f16, b = 2.5e-5 : f32, c = 123456.0 : f32, d = 1234567.0 : f32, e = 12345678.0 : f32, f = 100.0 : f64, g = 1.0e20 : f64, h = 3.14159265358979 : f64}",
        "{a = 9.997550e-02 : f16, b = 2.500000e-05 : f32, c = 1.234560e+05 : f32, d = 0x4996B438 : f32, e = 0x4B3C614E : f32, f = 1.000000e+02 : f64, g = 1.000000e+20 : f64, h = 3.14159265358979 : f64}",
    );
    check(
        "{a = 0xFFC00000 : f32, b = 0x7C01 : f16, c = 0xFF800000 : f32, d = 0x7FF8000000000001 : f64, e = 0x0 : f32, f = 0x1 : f32}",
        "{a = 0xFFC00000 : f32, b = 0x7C01 : f16, c = 0xFF800000 : f32, d = 0x7FF8000000000001 : f64, e = 0.000000e+00 : f32, f = 1.401300e-45 : f32}",
    );
    check_err(
        "{a = dense<[1, 2]> : tensor<2xf32>}",
        12,
        "unexpected decimal integer literal for a floating point value",
    );
    check("{a = -1 : i1}", "{a = true}");
    check_err(
        "{a = 1 : f32}",
        5,
        "unexpected decimal integer literal for a floating point value",
    );
    check_err(
        "{a = 256 : i8}",
        5,
        "integer constant out of range for attribute",
    );
    check_err(
        "{a = -1 : ui8}",
        6,
        "negative integer literal not valid for unsigned integer type",
    );
    check_err(
        "{a = 1.5 : i32}",
        14,
        "floating point value not valid for specified type",
    );
    check_err(
        "{a = dense<[1, 2, 3]> : tensor<2xi32>}",
        5,
        "inferred shape of elements literal ([3]) does not match type ([2])",
    );
    check_err(
        "{a = dense<[[1, 2], [3]]> : tensor<2x2xi32>}",
        23,
        "tensor literal is invalid; ranks are not consistent between elements",
    );
    check_err("{a = tensor<4xfoo>}", 14, "expected non-function type");
    check_err(
        "{a = i16777216}",
        5,
        "integer bitwidth is limited to 16777215 bits",
    );
    check_err("{a = !foo}", 9, "undefined symbol alias id 'foo'");
    check_err("{a = #foo}", 9, "undefined symbol alias id 'foo'");
    check_err(
        "{a = affine_map<(d0, d1) -> (d0 * d1)>}",
        32,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    );
    check_err(
        "{a = affine_map<(d0, d1) -> (d0 floordiv d1)>}",
        32,
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
    );
    check_err(
        "{a = affine_map<(d0) -> (d1)>}",
        25,
        "use of undeclared identifier",
    );
    check_err("{a = vector<?xf32>}", 12, "expected non-function type");
    check_err(
        "{a = vector<0xf32>}",
        5,
        "vector types must have positive constant sizes but got 0",
    );
    check_err(
        "{a = memref<4xf32, 1, 2>}",
        23,
        "multiple memory spaces specified in memref type",
    );
    check_err(
        "{a = 1, a = 2}",
        8,
        "duplicate key 'a' in dictionary attribute",
    );
    check_err("{a = [1, 2}", 10, "expected ',' or ']'");
    check_err("{a = tensor<4x4>}", 15, "expected 'x' in dimension list");
    check_err(
        "{a = complex<tensor<4xf32>>}",
        13,
        "invalid element type for complex",
    );
    check_err("{a = \"abc}", 10, "expected '\"' in string literal");
    check_err(
        "{a = loc(\"a\":x)}",
        13,
        "expected integer line number in FileLineColRange",
    );
    check_err("{a = loc(foo)}", 9, "expected location instance");
    check_err(
        "{a = dense<\"0x0102\"> : tensor<2xi32>}",
        5,
        "elements hex data size is invalid for provided type: 'tensor<2xi32>'",
    );
    check("{a = 0x1FF : f16}", "{a = 3.045800e-05 : f16}");
    check_err(
        "{a = -0x1 : f32}",
        6,
        "hexadecimal float literal should not have a leading minus",
    );
    check_err(
        "{a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>}",
        31,
        "referenced attribute does not match previous definition: 1 : i32",
    );
    check_err("{c = true : i1}", 9, "expected '}' in attribute dictionary");
    finish();
}

#[test]
fn deep_nesting_is_bounded() {
    // Run with the main thread's usual 8 MiB stack.
    let r = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(|| {
            let ok = format!("{{a = {}{}}}", "[".repeat(900), "]".repeat(900));
            let printed = roundtrip(&ok, PrintOptions::default()).unwrap();
            assert_eq!(printed, ok);
            let deep = format!("{{a = {}{}}}", "[".repeat(100_000), "]".repeat(100_000));
            assert!(roundtrip(&deep, PrintOptions::default()).is_err());
            let tuples = format!(
                "{{a = {}i32{}}}",
                "tuple<".repeat(100_000),
                ">".repeat(100_000)
            );
            assert!(roundtrip(&tuples, PrintOptions::default()).is_err());
            let maps = format!(
                "{{a = affine_map<(d0) -> ({}d0{})>}}",
                "(".repeat(100_000),
                ")".repeat(100_000)
            );
            assert!(roundtrip(&maps, PrintOptions::default()).is_err());
            let locs = format!(
                "{{a = loc({}\"a\":1:2{})}}",
                "callsite(".repeat(100_000),
                " at unknown)".repeat(100_000)
            );
            assert!(roundtrip(&locs, PrintOptions::default()).is_err());
        })
        .unwrap()
        .join();
    assert!(r.is_ok());
}

#[test]
fn large_dense_uses_hex() {
    check(
        "{a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi32>}",
        "{a = dense<\"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F0000006000000061000000620000006300000064000000\"> : tensor<101xi32>}",
    );
    check(
        "{b = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false]> : tensor<120xi1>}",
        "{b = dense<\"0x499224499224499224499224499224\"> : tensor<120xi1>}",
    );
    check(
        "{c = dense<[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5, 33.5, 34.5, 35.5, 36.5, 37.5, 38.5, 39.5, 40.5, 41.5, 42.5, 43.5, 44.5, 45.5, 46.5, 47.5, 48.5, 49.5, 50.5, 51.5, 52.5, 53.5, 54.5, 55.5, 56.5, 57.5, 58.5, 59.5, 60.5, 61.5, 62.5, 63.5, 64.5, 65.5, 66.5, 67.5, 68.5, 69.5, 70.5, 71.5, 72.5, 73.5, 74.5, 75.5, 76.5, 77.5, 78.5, 79.5, 80.5, 81.5, 82.5, 83.5, 84.5, 85.5, 86.5, 87.5, 88.5, 89.5, 90.5, 91.5, 92.5, 93.5, 94.5, 95.5, 96.5, 97.5, 98.5, 99.5, 100.5]> : tensor<101xf16>}",
        "{c = dense<\"0x0038003E0041004380448045804680474048C0484049C049404AC04A404BC04B204C604CA04CE04C204D604DA04DE04D204E604EA04EE04E204F604FA04FE04F10503050505070509050B050D050F05010513051505170519051B051D051F05110523052505270529052B052D052F05210533053505370539053B053D053F0530854185428543854485458546854785488549854A854B854C854D854E854F8540855185528553855485558556855785588559855A855B855C855D855E855F85508561856285638564856\"> : tensor<101xf16>}",
    );
    check(
        "{d = dense<\"0x0101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101\"> : tensor<200xi8>}",
        "{d = dense<1> : tensor<200xi8>}",
    );
    finish();
}

#[test]
fn elision_of_large_elements() {
    let opts = PrintOptions {
        elide_elements_if_larger: Some(2),
        ..Default::default()
    };
    let got = roundtrip(
        "{a = dense<[1,2,3]> : tensor<3xi32>, d = dense<7> : tensor<300xi32>, e = dense<[\"a\",\"b\"]> : tensor<2x!x.y>, f = sparse<[[0]], [1]> : tensor<4xi32>, g = array<i32: 1, 2, 3>, h = dense_resource<r> : tensor<2xi32>}",
        opts,
    )
    .unwrap();
    assert_eq!(
        got,
        "{a = dense_resource<__elided__> : tensor<3xi32>, d = dense<7> : tensor<300xi32>, e = dense<[\"a\", \"b\"]> : tensor<2x!x.y>, f = sparse<0, 1> : tensor<4xi32>, g = array<i32: 1, 2, 3>, h = dense_resource<r> : tensor<2xi32>}"
    );
}

#[test]
fn file_metadata_keeps_used_builtin_blobs() {
    let ctx = Context::new();
    let src = "{a = dense_resource<blob1> : tensor<2xi32>} {-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x040000000100000002000000\",\n      unused: \"0x0400000001000000\"\n    }\n  },\n  external_resources: { foo: { k: \"v\", b: true } }\n#-}\n";
    let mut p = Parser::new(&ctx, src.as_bytes(), "t");
    let mut entries = Vec::new();
    p.parse_attr_dict(&mut entries).unwrap();
    p.parse_file_metadata().unwrap();
    assert!(p.at(TokenKind::Eof));
    let mut st = AliasState::new(PrintOptions::default());
    st.visit_attr(entries[0].value);
    st.finalize();
    let mut out = String::new();
    st.print_file_metadata(&mut out, &p.symbols.resources);
    assert_eq!(
        out,
        "\n{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x040000000100000002000000\"\n    }\n  },\n  external_resources: {\n    foo: {\n      k: \"v\",\n      b: true\n    }\n  }\n#-}\n"
    );
}
