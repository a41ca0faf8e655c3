//===- complex.td - The complex dialect ----------------------*- tablegen -*-===//
//
// Part of ropt. Every op of mlir-opt 22's `complex` dialect: arithmetic and
// elementary functions on values of the builtin `complex<T>` type. Names,
// operands, traits and assembly formats follow MLIR; the words are ropt's own.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_COMPLEX_TD
#define ROPT_DIALECT_COMPLEX_TD

include "ropt/OpBase.td"
include "arith/ArithBase.td"
include "arith/ArithInterfaces.td"

def Complex_Dialect : Dialect {
  let name = "complex";
  let summary = "Complex numbers and their arithmetic";
  let description = [{
    Building, taking apart and computing with complex numbers:

    ```mlir
    %z = complex.create %re, %im : complex<f32>
    %w = complex.mul %z, %z : complex<f32>
    %m = complex.abs %w : complex<f32>
    ```
  }];
  let rustModule = "ropt_complex";
  let hasConstantMaterializer = 1;
  let dependentDialects = ["arith"];
}

defvar Complex_FastMath = DeclareOpInterfaceMethods<ArithFastMathInterface>;
defvar Complex_NoFlags = DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">;
// The result (or operand) type is the element type of the complex operand.
class Complex_PartOf<string what, string part>
    : TypesMatchWith<"complex element type matches " # what, "complex", part,
                     "$_self.element_type_or_self()">;

class Complex_Op<string mnemonic, list<Trait> traits = []>
    : Op<Complex_Dialect, mnemonic, traits>;

// Two complex operands, one complex result, all of one type.
class Complex_BinaryOp<string mnemonic, string doc, list<Trait> traits = []>
    : Complex_Op<mnemonic, traits # [Pure, SameOperandsAndResultType, Elementwise,
                                     Complex_FastMath]> {
  let summary = doc;
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs, Complex_NoFlags:$fastmath);
  let results = (outs Complex<AnyFloat>:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) }];
}

// One complex operand; the result is given by each op.
class Complex_UnaryOp<string mnemonic, string doc, list<Trait> traits = []>
    : Complex_Op<mnemonic, traits # [Pure, Elementwise, Complex_FastMath]> {
  let summary = doc;
  let arguments = (ins Complex<AnyFloat>:$complex, Complex_NoFlags:$fastmath);
  let assemblyFormat = [{ $complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex) }];
}

// A complex function of a complex number.
class Complex_MapOp<string mnemonic, string doc, bit folds = 0>
    : Complex_UnaryOp<mnemonic, doc, [SameOperandsAndResultType]> {
  let results = (outs Complex<AnyFloat>:$result);
  let hasFolder = folds;
}

//===----------------------------------------------------------------------===//
// Building and taking apart
//===----------------------------------------------------------------------===//

def Complex_ConstantOp : Complex_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a complex constant, written as the array [real, imaginary]";
  let arguments = (ins ArrayAttr:$value);
  let results = (outs AnyComplex:$complex);
  let assemblyFormat = "$value attr-dict `:` type($complex)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Complex_CreateOp : Complex_Op<"create",
    [Pure, AllTypesMatch<["real", "imaginary"]>,
     Complex_PartOf<"real operand type", "real">,
     Complex_PartOf<"imaginary operand type", "imaginary">]> {
  let summary = "a complex number from its real and imaginary parts";
  let arguments = (ins AnyFloat:$real, AnyFloat:$imaginary);
  let results = (outs Complex<AnyFloat>:$complex);
  let assemblyFormat = "$real `,` $imaginary attr-dict `:` type($complex)";
  let hasFolder = 1;
}

def Complex_ReOp : Complex_UnaryOp<"re", "the real part",
    [Complex_PartOf<"result type", "real">]> {
  let results = (outs AnyFloat:$real);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Complex_ImOp : Complex_UnaryOp<"im", "the imaginary part",
    [Complex_PartOf<"result type", "imaginary">]> {
  let results = (outs AnyFloat:$imaginary);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Complex_BitcastOp : Complex_Op<"bitcast", [Pure]> {
  let summary = "reinterprets the bits of a complex number as a scalar of equal width, or back";
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `to` type($result)";
  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

def Complex_AddOp : Complex_BinaryOp<"add", "sum"> { let hasFolder = 1; }
def Complex_SubOp : Complex_BinaryOp<"sub", "difference"> { let hasFolder = 1; }
def Complex_MulOp : Complex_BinaryOp<"mul", "product"> { let hasFolder = 1; }
def Complex_DivOp : Complex_BinaryOp<"div", "quotient"> { let hasFolder = 1; }
def Complex_PowOp : Complex_BinaryOp<"pow", "lhs raised to the power rhs">;
def Complex_Atan2Op : Complex_BinaryOp<"atan2", "two-argument arctangent">;

def Complex_PowiOp : Complex_Op<"powi",
    [Pure, Elementwise, SameOperandsAndResultShape, AllTypesMatch<["lhs", "result"]>,
     Complex_FastMath]> {
  let summary = "a complex number raised to a signed integer power";
  let arguments = (ins Complex<AnyFloat>:$lhs, AnySignlessInteger:$rhs,
                       OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let results = (outs Complex<AnyFloat>:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:`
                          type($result) `,` type($rhs) }];
}

def Complex_EqualOp : Complex_Op<"eq", [Pure, AllTypesMatch<["lhs", "rhs"]>, Elementwise]> {
  let summary = "whether two complex numbers are equal";
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs  attr-dict `:` type($lhs)";
}

def Complex_NotEqualOp : Complex_Op<"neq", [Pure, AllTypesMatch<["lhs", "rhs"]>, Elementwise]> {
  let summary = "whether two complex numbers differ";
  let arguments = (ins Complex<AnyFloat>:$lhs, Complex<AnyFloat>:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs  attr-dict `:` type($lhs)";
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

def Complex_AbsOp : Complex_UnaryOp<"abs", "the modulus |z|",
    [Complex_PartOf<"result type", "result">]> {
  let results = (outs AnyFloat:$result);
}
def Complex_AngleOp : Complex_UnaryOp<"angle", "the argument of z, in radians",
    [Complex_PartOf<"result type", "result">]> {
  let results = (outs AnyFloat:$result);
}

def Complex_ConjOp : Complex_MapOp<"conj", "the complex conjugate", 1>;
def Complex_CosOp : Complex_MapOp<"cos", "cosine">;
def Complex_ExpOp : Complex_MapOp<"exp", "e raised to z", 1>;
def Complex_Expm1Op : Complex_MapOp<"expm1", "exp(z) - 1">;
def Complex_LogOp : Complex_MapOp<"log", "natural logarithm", 1>;
def Complex_Log1pOp : Complex_MapOp<"log1p", "log(1 + z)">;
def Complex_NegOp : Complex_MapOp<"neg", "negation", 1>;
def Complex_RsqrtOp : Complex_MapOp<"rsqrt", "reciprocal of the square root">;
def Complex_SignOp : Complex_MapOp<"sign", "z / |z| (zero stays zero)">;
def Complex_SinOp : Complex_MapOp<"sin", "sine">;
def Complex_SqrtOp : Complex_MapOp<"sqrt", "principal square root">;
def Complex_TanOp : Complex_MapOp<"tan", "tangent">;
def Complex_TanhOp : Complex_MapOp<"tanh", "hyperbolic tangent">;

#endif // ROPT_DIALECT_COMPLEX_TD
