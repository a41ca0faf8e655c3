//===- arith.td - The arith dialect's operations -------------*- tablegen -*-===//
//
// Part of ropt. Every op of mlir-opt 22's `arith` dialect. Names, operands,
// constraints, traits and assembly formats follow MLIR (the printed form must
// be byte-identical); summaries and descriptions are ropt's own.
//
// The Rust hooks each op asks for (`hasFolder`, `hasVerifier`, ...) are methods of its
// generated `<Op>Hooks` trait, implemented in `src/lib.rs`. The casts have no `hasVerifier`:
// what MLIR's `verify()` of a cast checks (the widths) is part of `areCastCompatible`, which
// the `CastOpInterface` verifier runs first.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_ARITH_TD
#define ROPT_DIALECT_ARITH_TD

include "ropt/OpBase.td"
include "arith/ArithBase.td"
include "arith/ArithInterfaces.td"

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

// Every arith op: no memory effect, elementwise over vectors and tensors.
class Arith_Op<string mnemonic, list<Trait> traits = []>
    : Op<Arith_Dialect, mnemonic,
         traits # [DeclareOpInterfaceMethods<VectorUnrollOpInterface>, NoMemoryEffect,
                   ElementwiseMappable]>;

// Operands and result share one type.
class Arith_ArithOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [SameOperandsAndResultType]>;

class Arith_UnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits # [Pure]> {
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class Arith_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_ArithOp<mnemonic, traits> {
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

defvar IntRange = DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>;

// Binary ops on signless integers or `index`.
class Arith_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits # [IntRange]>,
      Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs)>,
      Results<(outs SignlessIntegerOrIndexLike:$result)>;

// ... that are defined (and speculatable) for every input.
class Arith_TotalIntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_IntBinaryOp<mnemonic, traits # [Pure]>;

// ... with `overflow<nsw, nuw>` flags.
class Arith_IntBinaryOpWithOverflowFlags<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits # [Pure, IntRange,
          DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]>,
      Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                     DefaultValuedAttr<Arith_IntegerOverflowAttr,
                                       "IntegerOverflowFlags::none">:$overflowFlags)>,
      Results<(outs SignlessIntegerOrIndexLike:$result)> {
  let assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) }];
}

// ... with an `exact` unit flag (poison when bits would be lost).
class Arith_IntBinaryOpWithExactFlag<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, traits # [IntRange]>,
      Arguments<(ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                     UnitAttr:$isExact)>,
      Results<(outs SignlessIntegerOrIndexLike:$result)> {
  let assemblyFormat = [{ $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) }];
}

defvar FastMath = DeclareOpInterfaceMethods<ArithFastMathInterface>;

// Unary and binary float ops with `fastmath<...>` flags.
class Arith_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_UnaryOp<mnemonic, [FastMath] # traits>,
      Arguments<(ins FloatLike:$operand,
                     DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">:$fastmath)>,
      Results<(outs FloatLike:$result)> {
  let assemblyFormat = [{ $operand (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

class Arith_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : Arith_BinaryOp<mnemonic, [Pure, FastMath] # traits>,
      Arguments<(ins FloatLike:$lhs, FloatLike:$rhs,
                     DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">:$fastmath)>,
      Results<(outs FloatLike:$result)> {
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

// A tensor input and output have equal shapes (other types: nothing to check).
def SameInputOutputTensorDims
    : PredOpTrait<"input and output have the same tensor dimensions",
                  Or<[And<[CPred<"!$in.ty().is_tensor()">, CPred<"!$out.ty().is_tensor()">]>,
                      And<[CPred<"$in.ty().is_tensor()">, CPred<"$out.ty().is_tensor()">,
                           CPred<"$in.ty().shape() == $out.ty().shape()">]>]>>;

// Conversions from `From` to `To`, `$in : from to to`.
class Arith_CastOp<string mnemonic, TypeConstraint From, TypeConstraint To,
                   list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
                                   DeclareOpInterfaceMethods<CastOpInterface>]>,
      Arguments<(ins From:$in)>,
      Results<(outs To:$out)> {
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

// Integers of a fixed width (no `index`), or vectors/tensors of them.
def SignlessFixedWidthIntegerLike
    : TypeConstraint<Or<[AnySignlessInteger.predicate,
                         VectorOfAnyRankOf<[AnySignlessInteger]>.predicate,
                         TensorOf<[AnySignlessInteger]>.predicate]>,
                     "signless-fixed-width-integer-like">;

class Arith_IToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike,
                   traits # [IntRange]>;
class Arith_IToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, SignlessFixedWidthIntegerLike, FloatLike, traits>;
class Arith_FToICastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, SignlessFixedWidthIntegerLike, traits>;
class Arith_FToFCastOp<string mnemonic, list<Trait> traits = []>
    : Arith_CastOp<mnemonic, FloatLike, FloatLike, traits>;

// Comparisons: an i1 (or container of i1 with the operands' shape) result.
// `i1_same_shape()` maps a type to i1 or the same container of i1.
class Arith_CompareOp<string mnemonic, list<Trait> traits = []>
    : Arith_Op<mnemonic, traits # [Pure, SameTypeOperands,
          TypesMatchWith<"result type has i1 element type and same shape as operands",
                         "lhs", "result", "$_self.i1_same_shape()">]> {
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def Arith_ConstantOp : Op<Arith_Dialect, "constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>,
     AllTypesMatch<["value", "result"]>, IntRange]> {
  let summary = "a constant integer, index or float (or a splat/dense container of them)";
  let description = [{
    Materializes the typed attribute `value`; the result has the attribute's
    type. The verifier accepts integer, index and float attributes and dense
    elements of them.

    ```mlir
    %c = arith.constant 42 : i32
    %v = arith.constant dense<1.0> : vector<4xf32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  // `attr-dict $value`, written in Rust: any typed attribute is a value, and the result
  // type is the value's.
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

def Arith_AddIOp : Arith_IntBinaryOpWithOverflowFlags<"addi", [Commutative]> {
  let summary = "wrapping integer addition";
  let description = [{
    `%r = arith.addi %a, %b : i32` adds modulo 2^n. With `overflow<nsw>`
    (`nuw`) the result is poison on signed (unsigned) overflow.
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_AddUIExtendedOp : Arith_Op<"addui_extended",
    [Pure, Commutative, AllTypesMatch<["lhs", "rhs", "sum"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "unsigned addition giving the sum and a carry bit";
  let description = [{
    `%sum, %carry = arith.addui_extended %a, %b : i64, i1`: the wrapped sum and
    whether the unsigned addition overflowed.
  }];
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$sum, BoolLike:$overflow);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_SubIOp : Arith_IntBinaryOpWithOverflowFlags<"subi"> {
  let summary = "wrapping integer subtraction";
  let description = [{ `%r = arith.subi %a, %b : i32` computes `a - b` modulo 2^n. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulIOp : Arith_IntBinaryOpWithOverflowFlags<"muli",
    [Commutative, DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "wrapping integer multiplication";
  let description = [{ `%r = arith.muli %a, %b : i32` keeps the low n bits of the product. }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulSIExtendedOp : Arith_Op<"mulsi_extended",
    [Pure, Commutative, AllTypesMatch<["lhs", "rhs", "low", "high"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "signed multiplication giving both halves of the double-width product";
  let description = [{ `%lo, %hi = arith.mulsi_extended %a, %b : i32` }];
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_MulUIExtendedOp : Arith_Op<"mului_extended",
    [Pure, Commutative, AllTypesMatch<["lhs", "rhs", "low", "high"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "unsigned multiplication giving both halves of the double-width product";
  let description = [{ `%lo, %hi = arith.mului_extended %a, %b : i32` }];
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$low, SignlessIntegerOrIndexLike:$high);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// Divisions are undefined behaviour on a zero divisor (and signed overflow),
// so they are only conditionally speculatable.
def Arith_DivUIOp : Arith_IntBinaryOpWithExactFlag<"divui", [ConditionallySpeculatable]> {
  let summary = "unsigned integer division, rounding toward zero";
  let description = [{ `%q = arith.divui %a, %b : i32`; dividing by zero is undefined. }];
  let hasFolder = 1;
}
def Arith_DivSIOp : Arith_IntBinaryOpWithExactFlag<"divsi", [ConditionallySpeculatable]> {
  let summary = "signed integer division, rounding toward zero";
  let description = [{ `%q = arith.divsi %a, %b : i32`; zero divisors and MIN / -1 are undefined. }];
  let hasFolder = 1;
}
def Arith_CeilDivUIOp : Arith_IntBinaryOp<"ceildivui", [ConditionallySpeculatable]> {
  let summary = "unsigned integer division, rounding up";
  let hasFolder = 1;
}
def Arith_CeilDivSIOp : Arith_IntBinaryOp<"ceildivsi", [ConditionallySpeculatable]> {
  let summary = "signed integer division, rounding toward positive infinity";
  let hasFolder = 1;
}
def Arith_FloorDivSIOp : Arith_TotalIntBinaryOp<"floordivsi"> {
  let summary = "signed integer division, rounding toward negative infinity";
  let hasFolder = 1;
}
def Arith_RemUIOp : Arith_TotalIntBinaryOp<"remui"> {
  let summary = "unsigned remainder";
  let hasFolder = 1;
}
def Arith_RemSIOp : Arith_TotalIntBinaryOp<"remsi"> {
  let summary = "signed remainder (its sign is the dividend's)";
  let hasFolder = 1;
}

def Arith_AndIOp : Arith_TotalIntBinaryOp<"andi", [Commutative, Idempotent]> {
  let summary = "bitwise and";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_OrIOp : Arith_TotalIntBinaryOp<"ori", [Commutative, Idempotent]> {
  let summary = "bitwise or";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_XOrIOp : Arith_TotalIntBinaryOp<"xori", [Commutative]> {
  let summary = "bitwise exclusive or";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_ShLIOp : Arith_IntBinaryOpWithOverflowFlags<"shli"> {
  let summary = "shift left (poison when the amount is at least the bit width)";
  let hasFolder = 1;
}
def Arith_ShRUIOp : Arith_IntBinaryOpWithExactFlag<"shrui", [Pure]> {
  let summary = "logical shift right, filling with zeros";
  let hasFolder = 1;
}
def Arith_ShRSIOp : Arith_IntBinaryOpWithExactFlag<"shrsi", [Pure]> {
  let summary = "arithmetic shift right, filling with the sign bit";
  let hasFolder = 1;
}

def Arith_MaxSIOp : Arith_TotalIntBinaryOp<"maxsi", [Commutative]> {
  let summary = "the larger of two integers, compared as signed";
  let hasFolder = 1;
}
def Arith_MaxUIOp : Arith_TotalIntBinaryOp<"maxui", [Commutative]> {
  let summary = "the larger of two integers, compared as unsigned";
  let hasFolder = 1;
}
def Arith_MinSIOp : Arith_TotalIntBinaryOp<"minsi", [Commutative]> {
  let summary = "the smaller of two integers, compared as signed";
  let hasFolder = 1;
}
def Arith_MinUIOp : Arith_TotalIntBinaryOp<"minui", [Commutative]> {
  let summary = "the smaller of two integers, compared as unsigned";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Float arithmetic
//===----------------------------------------------------------------------===//

def Arith_NegFOp : Arith_FloatUnaryOp<"negf"> {
  let summary = "flips the sign of a float";
  let hasFolder = 1;
}
def Arith_AddFOp : Arith_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "float addition";
  let description = [{ `%r = arith.addf %a, %b fastmath<nnan> : f32` }];
  let hasFolder = 1;
}
def Arith_SubFOp : Arith_FloatBinaryOp<"subf"> {
  let summary = "float subtraction";
  let hasFolder = 1;
}
def Arith_MulFOp : Arith_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "float multiplication";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_DivFOp : Arith_FloatBinaryOp<"divf"> {
  let summary = "float division";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_RemFOp : Arith_FloatBinaryOp<"remf"> {
  let summary = "float remainder of a truncated division (C's fmod)";
  let hasFolder = 1;
}
def Arith_MaximumFOp : Arith_FloatBinaryOp<"maximumf", [Commutative]> {
  let summary = "float maximum; NaN if either input is NaN, -0 < +0";
  let hasFolder = 1;
}
def Arith_MaxNumFOp : Arith_FloatBinaryOp<"maxnumf", [Commutative]> {
  let summary = "float maximum ignoring a single NaN input";
  let hasFolder = 1;
}
def Arith_MinimumFOp : Arith_FloatBinaryOp<"minimumf", [Commutative]> {
  let summary = "float minimum; NaN if either input is NaN, -0 < +0";
  let hasFolder = 1;
}
def Arith_MinNumFOp : Arith_FloatBinaryOp<"minnumf", [Commutative]> {
  let summary = "float minimum ignoring a single NaN input";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

def Arith_ExtUIOp : Arith_IToICastOp<"extui"> {
  let summary = "widens an integer, filling the new bits with zeros";
  let description = [{ `%w = arith.extui %x : i8 to i32`; the result must be wider. }];
  let hasFolder = 1;
}
def Arith_ExtSIOp : Arith_IToICastOp<"extsi"> {
  let summary = "widens an integer, copying its sign bit into the new bits";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_ExtFOp : Arith_FToFCastOp<"extf", [FastMath]> {
  let summary = "widens a float to a wider float type (exactly)";
  let arguments = (ins FloatLike:$in, OptionalAttr<Arith_FastMathAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat = [{ $in (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
  let hasFolder = 1;
}
def Arith_ScalingExtFOp : Arith_Op<"scaling_extf",
    [Pure, SameInputOutputTensorDims, FastMath,
     DeclareOpInterfaceMethods<CastOpInterface>]>,
    Arguments<(ins FloatLike:$in, FloatLike:$scale,
                   OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
    Results<(outs FloatLike:$out)> {
  let summary = "widens floats and multiplies them by per-block scales (OCP MX formats)";
  let assemblyFormat = [{ $in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:`
                          type($in) `,` type($scale) `to` type($out) }];
}
def Arith_TruncIOp : Arith_Op<"trunci",
    [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
     DeclareOpInterfaceMethods<CastOpInterface>, IntRange,
     DeclareOpInterfaceMethods<ArithIntegerOverflowFlagsInterface>]> {
  let summary = "keeps the low bits of an integer";
  let description = [{ `%n = arith.trunci %x : i32 to i8`; the result must be narrower. }];
  let arguments = (ins SignlessFixedWidthIntegerLike:$in,
                       DefaultValuedAttr<Arith_IntegerOverflowAttr,
                                         "IntegerOverflowFlags::none">:$overflowFlags);
  let results = (outs SignlessFixedWidthIntegerLike:$out);
  let assemblyFormat = [{ $in (`overflow` `` $overflowFlags^)? attr-dict
                          `:` type($in) `to` type($out) }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_TruncFOp : Arith_Op<"truncf",
    [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims,
     DeclareOpInterfaceMethods<ArithRoundingModeInterface>, FastMath,
     DeclareOpInterfaceMethods<CastOpInterface>]>,
    Arguments<(ins FloatLike:$in, OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                   OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
    Results<(outs FloatLike:$out)> {
  let summary = "narrows a float to a narrower float type, with an optional rounding mode";
  let description = [{ `%h = arith.truncf %x to_nearest_even : f32 to f16` }];
  let builders = [OpBuilder<(ins "ropt_ir::Type":$out, "ropt_ir::ValueId":$in)>];
  let assemblyFormat = [{ $in ($roundingmode^)? (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_ScalingTruncFOp : Arith_Op<"scaling_truncf",
    [Pure, SameInputOutputTensorDims,
     DeclareOpInterfaceMethods<ArithRoundingModeInterface>, FastMath,
     DeclareOpInterfaceMethods<CastOpInterface>]>,
    Arguments<(ins FloatLike:$in, FloatLike:$scale,
                   OptionalAttr<Arith_RoundingModeAttr>:$roundingmode,
                   OptionalAttr<Arith_FastMathAttr>:$fastmath)>,
    Results<(outs FloatLike:$out)> {
  let summary = "divides floats by per-block scales and narrows them (OCP MX formats)";
  let assemblyFormat = [{ $in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `,` type($scale) `to` type($out) }];
}

def Arith_UIToFPOp : Arith_IToFCastOp<"uitofp"> {
  let summary = "converts an unsigned integer to the nearest float";
  let hasFolder = 1;
}
def Arith_SIToFPOp : Arith_IToFCastOp<"sitofp"> {
  let summary = "converts a signed integer to the nearest float";
  let hasFolder = 1;
}
def Arith_FPToUIOp : Arith_FToICastOp<"fptoui"> {
  let summary = "converts a float to an unsigned integer, rounding toward zero";
  let hasFolder = 1;
}
def Arith_FPToSIOp : Arith_FToICastOp<"fptosi"> {
  let summary = "converts a float to a signed integer, rounding toward zero";
  let hasFolder = 1;
}

// Integers, `index`, containers of them, or memrefs of them.
def IndexCastTypeConstraint
    : TypeConstraint<Or<[SignlessIntegerOrIndexLike.predicate,
                         MemRefOf<[AnySignlessInteger, Index]>.predicate]>,
                     "signless-integer-like or memref of signless-integer">;

def Arith_IndexCastOp
    : Arith_CastOp<"index_cast", IndexCastTypeConstraint, IndexCastTypeConstraint, [IntRange]> {
  let summary = "converts between `index` and integers (sign-extending when widening)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
def Arith_IndexCastUIOp
    : Arith_CastOp<"index_castui", IndexCastTypeConstraint, IndexCastTypeConstraint, [IntRange]> {
  let summary = "converts between `index` and integers (zero-extending when widening)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def BitcastTypeConstraint
    : TypeConstraint<Or<[SignlessIntegerOrFloatLike.predicate,
                         MemRefOf<[AnySignlessInteger, AnyFloat]>.predicate]>,
                     "signless-integer-or-float-like or memref of signless-integer or float">;

def Arith_BitcastOp
    : Arith_CastOp<"bitcast", BitcastTypeConstraint, BitcastTypeConstraint> {
  let summary = "reinterprets the bits of a value as another type of the same width";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

def Arith_CmpIOp : Arith_CompareOp<"cmpi", [IntRange]> {
  let summary = "compares two integers with a predicate";
  let description = [{ `%b = arith.cmpi slt, %x, %y : i32` (result `i1`). }];
  let arguments = (ins Arith_CmpIPredicateAttr:$predicate,
                       SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Arith_CmpFOp : Arith_CompareOp<"cmpf", [FastMath]> {
  let summary = "compares two floats with an ordered or unordered predicate";
  let description = [{ `%b = arith.cmpf olt, %x, %y : f32` (result `i1`). }];
  let arguments = (ins Arith_CmpFPredicateAttr:$predicate, FloatLike:$lhs, FloatLike:$rhs,
                       DefaultValuedAttr<Arith_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let assemblyFormat = [{ $predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs) }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// The condition is a scalar i1, or an i1 container shaped like the result.
class BooleanConditionOrMatchingShape<string condition, string result>
    : PredOpTrait<condition # " is signless i1 or has matching shape",
                  Or<[TypeIsPred<condition, I1>,
                      AllShapesMatch<[condition, result]>.predicate]>>;

// Custom assembly (Rust `parse`/`print`):
//   %r = arith.select %cond, %a, %b attr-dict : type(%r)          (i1 condition)
//   %r = arith.select %cond, %a, %b attr-dict : type(%cond), type(%r)
// The condition's type is printed only when it is not `i1`.
def SelectOp : Arith_Op<"select",
    [Pure, AllTypesMatch<["true_value", "false_value", "result"]>,
     BooleanConditionOrMatchingShape<"condition", "result">,
     DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRangesFromOptional"]>,
     DeclareOpInterfaceMethods<SelectLikeOpInterface>]> {
  let summary = "picks one of two values by a condition (lane by lane for containers)";
  let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

#endif // ROPT_DIALECT_ARITH_TD
