// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/math/math.td | FileCheck %s

// The math dialect reuses arith's fast-math attribute; every op has a
// declarative format.

// CHECK-LABEL: def Math_AbsIOp {
// CHECK:        string summary = "absolute value of a (signed) integer";
// CHECK:        dag arguments = (ins SignlessIntegerOrIndexLike:$operand);
// CHECK-NEXT:   dag results = (outs SignlessIntegerOrIndexLike:$result);
// CHECK:        string assemblyFormat = "$operand attr-dict `:` type($result)";

// CHECK-LABEL: def Math_ClampFOp {
// CHECK:        dag arguments = (ins FloatLike:$value, FloatLike:$min, FloatLike:$max, anonymous_[[FMF:[0-9]+]]:$fastmath);
// CHECK-NEXT:   dag results = (outs FloatLike:$result);
// CHECK:        code assemblyFormat = [{ $value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)?
// CHECK-NEXT:                           attr-dict `:` type($result) }];
// CHECK:        list<Trait> traits = [SameOperandsAndResultType, anonymous_{{[0-9]+}}, Pure, anonymous_{{[0-9]+}}, ElementwiseMappable];

// CHECK-LABEL: def Math_Dialect {
// CHECK-NEXT:   string name = "math";
// CHECK:        list<string> dependentDialects = ["arith"];

// CHECK-LABEL: def Math_FPowIOp {
// CHECK:        dag arguments = (ins FloatLike:$lhs, SignlessIntegerOrIndexLike:$rhs, anonymous_[[FMF]]:$fastmath);
// CHECK:        attr-dict `:` type($lhs) `,` type($rhs) }];

// CHECK-LABEL: def Math_IsNaNOp {
// CHECK:        dag arguments = (ins FloatLike:$operand, anonymous_[[FMF]]:$fastmath);
// CHECK-NEXT:   dag results = (outs BoolLike:$result);
// CHECK:        string assemblyFormat = "$operand attr-dict `:` type($operand)";
// CHECK:        bit hasFolder = 1;

// CHECK-LABEL: def Math_RsqrtOp {
// CHECK:        bit hasFolder = 0;

// CHECK-LABEL: def Math_SincosOp {
// CHECK:        dag results = (outs FloatLike:$sin, FloatLike:$cos);

// The default fast-math flags: an `#arith.fastmath` attribute defaulting to none.
// CHECK:      def anonymous_[[FMF]] {
// CHECK:        string summary = "Floating point fast math flags";
// CHECK:        string defaultValue = "FastMathFlags::none";
// CHECK:        Attr baseAttr = Arith_FastMathAttr;
