//===- math.td - The math dialect ----------------------------*- tablegen -*-===//
//
// Part of ropt. Every op of mlir-opt 22's `math` dialect: elementwise
// mathematical functions on floats (and a few bit-counting integer ops),
// applying lane by lane to vectors and tensors. Names, operands, traits and
// assembly formats follow MLIR; the words are ropt's own. Every op has a
// declarative assembly format (no hand-written parser or printer needed).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_MATH_TD
#define ROPT_DIALECT_MATH_TD

include "ropt/OpBase.td"
include "arith/ArithBase.td"
include "arith/ArithInterfaces.td"

def Math_Dialect : Dialect {
  let name = "math";
  let summary = "Elementwise mathematical functions";
  let description = [{
    Transcendental and rounding functions on floats, and bit counting on
    integers, for scalars, vectors and tensors alike:

    ```mlir
    %a = math.sqrt %x : f64
    %v = math.exp %y fastmath<afn> : vector<4xf32>
    ```
  }];
  let rustModule = "ropt_math";
  let hasConstantMaterializer = 1;
  let dependentDialects = ["arith"];
}


defvar Math_FastMath = DeclareOpInterfaceMethods<ArithFastMathInterface>;
defvar Math_NoFlags = DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">;

// Every math op: pure and elementwise.
class Math_Op<string mnemonic, list<Trait> traits = []>
    : Op<Math_Dialect, mnemonic,
         traits # [Pure, DeclareOpInterfaceMethods<VectorUnrollOpInterface>,
                   ElementwiseMappable]>;

class Math_IntegerUnaryOp<string mnemonic, string doc, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
  let summary = doc;
  let arguments = (ins SignlessIntegerOrIndexLike:$operand);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
  let hasFolder = 1;
}

// isnan & co.: an i1 (or i1 container) result shaped like the operand.
class Math_FloatClassificationOp<string mnemonic, string doc, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [Math_FastMath,
          TypesMatchWith<"result type has i1 element type and same shape as operands",
                         "operand", "result", "$_self.i1_same_shape()">]> {
  let summary = doc;
  let arguments = (ins FloatLike:$operand, Math_NoFlags:$fastmath);
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let hasFolder = 1;
}

class Math_FloatUnaryOp<string mnemonic, string doc, bit folds = 1, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType, Math_FastMath]> {
  let summary = doc;
  let arguments = (ins FloatLike:$operand, Math_NoFlags:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
  let hasFolder = folds;
}

class Math_IntegerBinaryOp<string mnemonic, string doc, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
  let summary = doc;
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}

class Math_FloatBinaryOp<string mnemonic, string doc, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType, Math_FastMath]> {
  let summary = doc;
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs, Math_NoFlags:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
  let hasFolder = 1;
}

class Math_FloatTernaryOp<string mnemonic, string doc, list<Trait> traits = []>
    : Math_Op<mnemonic, traits # [SameOperandsAndResultType, Math_FastMath]> {
  let summary = doc;
  let arguments = (ins FloatLike:$a, FloatLike:$b, FloatLike:$c, Math_NoFlags:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $a `,` $b `,` $c (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

//===----------------------------------------------------------------------===//
// Integer ops
//===----------------------------------------------------------------------===//

def Math_AbsIOp : Math_IntegerUnaryOp<"absi", "absolute value of a (signed) integer">;
def Math_CountLeadingZerosOp
    : Math_IntegerUnaryOp<"ctlz", "number of zero bits above the highest set bit">;
def Math_CountTrailingZerosOp
    : Math_IntegerUnaryOp<"cttz", "number of zero bits below the lowest set bit">;
def Math_CtPopOp : Math_IntegerUnaryOp<"ctpop", "number of set bits">;
def Math_IPowIOp : Math_IntegerBinaryOp<"ipowi", "integer raised to a signed integer power">;

//===----------------------------------------------------------------------===//
// Float functions
//===----------------------------------------------------------------------===//

def Math_AbsFOp : Math_FloatUnaryOp<"absf", "magnitude of a float (clears the sign bit)">;
def Math_AcosOp : Math_FloatUnaryOp<"acos", "inverse cosine, in radians">;
def Math_AcoshOp : Math_FloatUnaryOp<"acosh", "inverse hyperbolic cosine">;
def Math_AsinOp : Math_FloatUnaryOp<"asin", "inverse sine, in radians">;
def Math_AsinhOp : Math_FloatUnaryOp<"asinh", "inverse hyperbolic sine">;
def Math_AtanOp : Math_FloatUnaryOp<"atan", "inverse tangent, in radians">;
def Math_AtanhOp : Math_FloatUnaryOp<"atanh", "inverse hyperbolic tangent">;
def Math_Atan2Op : Math_FloatBinaryOp<"atan2",
    "angle of the point (rhs, lhs), i.e. atan(lhs / rhs) in the right quadrant">;
def Math_CbrtOp : Math_FloatUnaryOp<"cbrt", "cube root", 0>;
def Math_CeilOp : Math_FloatUnaryOp<"ceil", "rounds up to an integral value">;
def Math_ClampFOp : Math_FloatTernaryOp<"clampf", "limits a float to the range [min, max]"> {
  let arguments = (ins FloatLike:$value, FloatLike:$min, FloatLike:$max,
                       Math_NoFlags:$fastmath);
  let assemblyFormat = [{ $value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}
def Math_CopySignOp : Math_FloatBinaryOp<"copysign",
    "the magnitude of lhs with the sign of rhs">;
def Math_CosOp : Math_FloatUnaryOp<"cos", "cosine of an angle in radians">;
def Math_CoshOp : Math_FloatUnaryOp<"cosh", "hyperbolic cosine">;
def Math_SinOp : Math_FloatUnaryOp<"sin", "sine of an angle in radians">;
def Math_SinhOp : Math_FloatUnaryOp<"sinh", "hyperbolic sine">;
def Math_SincosOp : Math_Op<"sincos",
    [SameOperandsAndResultShape, Math_FastMath, AllTypesMatch<["operand", "sin", "cos"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "sine and cosine of one angle, computed together";
  let arguments = (ins FloatLike:$operand, Math_NoFlags:$fastmath);
  let results = (outs FloatLike:$sin, FloatLike:$cos);
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($operand) }];
}
def Math_ErfOp : Math_FloatUnaryOp<"erf", "the error function">;
def Math_ErfcOp : Math_FloatUnaryOp<"erfc", "the complementary error function, 1 - erf(x)">;
def Math_ExpOp : Math_FloatUnaryOp<"exp", "e raised to a float">;
def Math_Exp2Op : Math_FloatUnaryOp<"exp2", "2 raised to a float">;
def Math_ExpM1Op : Math_FloatUnaryOp<"expm1", "exp(x) - 1, accurate near zero">;
def Math_FloorOp : Math_FloatUnaryOp<"floor", "rounds down to an integral value">;
def Math_FmaOp : Math_FloatTernaryOp<"fma", "fused multiply-add, a * b + c rounded once">;
def Math_IsFiniteOp : Math_FloatClassificationOp<"isfinite", "whether a float is neither infinite nor NaN">;
def Math_IsInfOp : Math_FloatClassificationOp<"isinf", "whether a float is an infinity">;
def Math_IsNaNOp : Math_FloatClassificationOp<"isnan", "whether a float is NaN">;
def Math_IsNormalOp : Math_FloatClassificationOp<"isnormal",
    "whether a float is normal (not zero, subnormal, infinite or NaN)">;
def Math_LogOp : Math_FloatUnaryOp<"log", "natural logarithm">;
def Math_Log10Op : Math_FloatUnaryOp<"log10", "base-10 logarithm">;
def Math_Log1pOp : Math_FloatUnaryOp<"log1p", "log(1 + x), accurate near zero">;
def Math_Log2Op : Math_FloatUnaryOp<"log2", "base-2 logarithm">;
def Math_PowFOp : Math_FloatBinaryOp<"powf", "a float raised to a float power">;
def Math_RsqrtOp : Math_FloatUnaryOp<"rsqrt", "reciprocal of the square root", 0>;
def Math_SqrtOp : Math_FloatUnaryOp<"sqrt", "square root">;
def Math_TanOp : Math_FloatUnaryOp<"tan", "tangent of an angle in radians">;
def Math_TanhOp : Math_FloatUnaryOp<"tanh", "hyperbolic tangent">;
def Math_RoundEvenOp : Math_FloatUnaryOp<"roundeven",
    "rounds to the nearest integral value, ties to even">;
def Math_RoundOp : Math_FloatUnaryOp<"round",
    "rounds to the nearest integral value, ties away from zero">;
def Math_TruncOp : Math_FloatUnaryOp<"trunc", "rounds toward zero to an integral value">;
def Math_FPowIOp : Math_Op<"fpowi",
    [SameOperandsAndResultShape, AllTypesMatch<["lhs", "result"]>, Math_FastMath]> {
  let summary = "a float raised to a signed integer power";
  let arguments = (ins FloatLike:$lhs, SignlessIntegerOrIndexLike:$rhs, Math_NoFlags:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs) `,` type($rhs) }];
}

#endif // ROPT_DIALECT_MATH_TD
