//===- ArithCanonicalization.td - arith rewrite rules --------*- tablegen -*-===//
//
// The canonicalization rules of the arith dialect written as declarative
// rewrite rules (DRR, ropt/PatternBase.td). The build script generates Rust
// from them (ropt_ods::drr::codegen::build_script); `ropt -canonicalize`
// applies them through the ops' CanonicalizationPatterns. The Rust helpers
// named by the NativeCodeCalls are in src/canonicalization.rs. The rules of
// each root op are in the order mlir-opt adds that op's patterns: among rules
// of equal benefit the first that matches wins, which decides which constants
// survive.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ARITH_CANONICALIZATION_TD
#define ROPT_ARITH_CANONICALIZATION_TD

include "ropt/PatternBase.td"
include "arith/arith.td"

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

def SameType : Constraint<CPred<"$0.ty() == $1.ty()">, "values of the same type">;
def NoUses : Constraint<CPred<"$0.use_empty()">, "value without uses">;
def IsScalarOrSplatNegativeOne
    : Constraint<CPred<"$0.int_or_splat_is(-1)">, "integer or splat equal to -1">;
def IsScalarOrSplatOne
    : Constraint<CPred<"$0.int_or_splat_is(1)">, "integer or splat equal to 1">;
// cmpi predicates `eq` (0) and `ne` (1).
def IsEqOrNe : Constraint<CPred<"$0.int_value() == Some(0) || $0.int_value() == Some(1)">,
                          "eq or ne predicate">;
def WiderThan : Constraint<CPred<"$0.ty().int_width() > $1.ty().int_width()">,
                           "integer wider than">;

//===----------------------------------------------------------------------===//
// Rust helpers
//===----------------------------------------------------------------------===//

// `$1 + $2`, `$1 - $2`, `$1 * $2` (wrapping) with the type of value `$0`.
def AddIntAttrs : NativeCodeCall<"add_int_attrs($_builder, $0, $1, $2)">;
def SubIntAttrs : NativeCodeCall<"sub_int_attrs($_builder, $0, $1, $2)">;
def MulIntAttrs : NativeCodeCall<"mul_int_attrs($_builder, $0, $1, $2)">;
// The overflow flags both ops carry.
def MergeOverflow : NativeCodeCall<"merge_overflow($_builder, $0, $1)">;
// No overflow flags.
def DefOverflow : NativeCodeCall<"default_overflow($_builder)">;
// The cmpi predicate that holds when `$0` does not.
def InvertPredicate : NativeCodeCall<"invert_predicate($_builder, $0)">;
// The cmpi predicate `slt`.
def SltPredicate : NativeCodeCall<"slt_predicate($_builder)">;

//===----------------------------------------------------------------------===//
// addi / subi / muli with constants
//===----------------------------------------------------------------------===//

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def AddIAddConstant
    : Pat<(Arith_AddIOp:$res (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
                        (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def AddISubConstantRHS
    : Pat<(Arith_AddIOp:$res (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
                        (MergeOverflow $ovf1, $ovf2))>;

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def AddISubConstantLHS
    : Pat<(Arith_AddIOp:$res (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
                        (MergeOverflow $ovf1, $ovf2))>;

// addi(x, muli(y, -1)) -> subi(x, y)
def AddIMulNegativeOneRhs
    : Pat<(Arith_AddIOp $x, (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $ovf2),
          (Arith_SubIOp $x, $y, (DefOverflow)),
          [(IsScalarOrSplatNegativeOne $c0)]>;

// addi(muli(x, -1), y) -> subi(y, x)
def AddIMulNegativeOneLhs
    : Pat<(Arith_AddIOp (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $y, $ovf2),
          (Arith_SubIOp $y, $x, (DefOverflow)),
          [(IsScalarOrSplatNegativeOne $c0)]>;

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
def MulIMulIConstant
    : Pat<(Arith_MulIOp:$res (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs $res, $c0, $c1)),
                        (MergeOverflow $ovf1, $ovf2))>;

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
def SubIRHSAddConstant
    : Pat<(Arith_SubIOp:$res (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), (DefOverflow))>;

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def SubILHSAddConstant
    : Pat<(Arith_SubIOp:$res (ConstantLikeMatcher APIntAttr:$c1),
                             (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
          (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x,
                        (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def SubIRHSSubConstantRHS
    : Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
                        (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def SubIRHSSubConstantLHS
    : Pat<(Arith_SubIOp:$res (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
                             (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
          (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x,
                        (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def SubILHSSubConstantRHS
    : Pat<(Arith_SubIOp:$res (ConstantLikeMatcher APIntAttr:$c1),
                             (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
          (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
                        (MergeOverflow $ovf1, $ovf2))>;

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def SubILHSSubConstantLHS
    : Pat<(Arith_SubIOp:$res (ConstantLikeMatcher APIntAttr:$c1),
                             (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1), $ovf2),
          (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
                        (MergeOverflow $ovf1, $ovf2))>;

// subi(subi(a, b), a) -> subi(0, b)
def SubISubILHSRHSLHS
    : Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, $y, $ovf1), $x, $ovf2),
          (Arith_SubIOp (Arith_ConstantOp (ZeroAttrOf $y)), $y, (DefOverflow))>;

//===----------------------------------------------------------------------===//
// Extended arithmetic whose high part is unused
//===----------------------------------------------------------------------===//

// addui_extended(x, y) -> [addi(x, y), overflow] when the overflow is unused
def AddUIExtendedToAddI
    : Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
              [(Arith_AddIOp $x, $y, (DefOverflow)), (replaceWithValue $res__1)],
              [(NoUses $res__1)]>;

// mulsi_extended(x, y) -> [muli(x, y), high] when the high part is unused
def MulSIExtendedToMulI
    : Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
              [(Arith_MulIOp $x, $y, (DefOverflow)), (replaceWithValue $res__1)],
              [(NoUses $res__1)]>;

// mului_extended(x, y) -> [muli(x, y), high] when the high part is unused
def MulUIExtendedToMulI
    : Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
              [(Arith_MulIOp $x, $y, (DefOverflow)), (replaceWithValue $res__1)],
              [(NoUses $res__1)]>;

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
def MulSIExtendedRHSOne
    : Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
              [(replaceWithValue $x),
               (Arith_ExtSIOp (Arith_CmpIOp (SltPredicate), $x,
                                            (Arith_ConstantOp (ZeroAttrOf $x))))],
              [(IsScalarOrSplatOne $c1)]>;

//===----------------------------------------------------------------------===//
// Logic on extended values, comparisons, select
//===----------------------------------------------------------------------===//

// andi(extui(x), extui(y)) -> extui(andi(x, y)), and the same for extsi / ori / xori
def AndOfExtUI : Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
                     (Arith_ExtUIOp (Arith_AndIOp $x, $y)), [(SameType $x, $y)]>;
def AndOfExtSI : Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
                     (Arith_ExtSIOp (Arith_AndIOp $x, $y)), [(SameType $x, $y)]>;
def OrOfExtUI : Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
                    (Arith_ExtUIOp (Arith_OrIOp $x, $y)), [(SameType $x, $y)]>;
def OrOfExtSI : Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
                    (Arith_ExtSIOp (Arith_OrIOp $x, $y)), [(SameType $x, $y)]>;

// xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)
def XOrINotCmpI
    : Pat<(Arith_XOrIOp (Arith_CmpIOp $pred, $a, $b),
                        (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
          (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;
def XOrIOfExtUI : Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
                      (Arith_ExtUIOp (Arith_XOrIOp $x, $y)), [(SameType $x, $y)]>;
def XOrIOfExtSI : Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
                      (Arith_ExtSIOp (Arith_XOrIOp $x, $y)), [(SameType $x, $y)]>;

// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b)
def CmpIExtSI : Pat<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
                    (Arith_CmpIOp $pred, $a, $b), [(SameType $a, $b), (IsEqOrNe $pred)]>;
def CmpIExtUI : Pat<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
                    (Arith_CmpIOp $pred, $a, $b), [(SameType $a, $b), (IsEqOrNe $pred)]>;

// select(c, a, select(c, b, d)) -> select(c, a, d)
def RedundantSelectFalse : Pat<(SelectOp $pred, $a, (SelectOp $pred, $b, $c)),
                               (SelectOp $pred, $a, $c)>;
// select(c, select(c, a, b), d) -> select(c, a, d)
def RedundantSelectTrue : Pat<(SelectOp $pred, (SelectOp $pred, $a, $b), $c),
                              (SelectOp $pred, $a, $c)>;

// select(not(c), a, b) -> select(c, b, a)
def SelectNotCond
    : Pat<(SelectOp (Arith_XOrIOp $pred, (ConstantLikeMatcher APIntAttr:$ones)), $a, $b),
          (SelectOp $pred, $b, $a), [(IsScalarOrSplatNegativeOne $ones)]>;

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// index_cast(index_cast(x)) -> x when the types agree
def IndexCastOfIndexCast : Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp $x)),
                               (replaceWithValue $x), [(SameType $res, $x)]>;
// index_cast(extsi(x)) -> index_cast(x)
def IndexCastOfExtSI : Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;
def IndexCastUIOfIndexCastUI : Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp $x)),
                                   (replaceWithValue $x), [(SameType $res, $x)]>;
// index_castui(extui(x)) -> index_castui(x)
def IndexCastUIOfExtUI : Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)),
                             (Arith_IndexCastUIOp $x)>;

// bitcast(bitcast(x)) -> bitcast(x)
def BitcastOfBitcast : Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (Arith_BitcastOp $x)>;

// extsi(extui(x)) -> extui(x)
def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

// trunci(extsi(x)) -> extsi(x) and trunci(extui(x)) -> extui(x) when only
// extension bits are dropped
def TruncIExtSIToExtSI
    : Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x), $overflow), (Arith_ExtSIOp $x),
          [(WiderThan $ext, $tr), (WiderThan $tr, $x)]>;
def TruncIExtUIToExtUI
    : Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x), $overflow), (Arith_ExtUIOp $x),
          [(WiderThan $ext, $tr), (WiderThan $tr, $x)]>;

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops exactly the bits the
// truncation drops
def ShiftIsTruncatedWidth
    : Constraint<CPred<"$2.int_or_splat_is($0.ty().int_width_minus($1.ty()))">,
                 "shift amount equal to the truncated width">;
def TruncIShrSIToTrunciShrUI
    : Pat<(Arith_TruncIOp:$tr (Arith_ShRSIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $exact),
                              $overflow),
          (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp $c0), $exact), $overflow),
          [(ShiftIsTruncatedWidth $x, $tr, $c0)]>;

// truncf(sitofp(x)) -> sitofp(x) and truncf(uitofp(x)) -> uitofp(x) when the truncation
// has no explicit rounding mode (its fastmath flags are dropped). mlir-opt 22 has these two;
// it has no rule folding trunci(shrui(muli(ext(x), ext(y)), c)) into mul[su]i_extended
// (test/DRR/arith-no-trunci-mul-extended.mlir checks that we do not rewrite it either).
def TruncFSIToFPToSIToFP
    : Pat<(Arith_TruncFOp (Arith_SIToFPOp $x), IsNullAttr:$rm, $fmf), (Arith_SIToFPOp $x)>;
def TruncFUIToFPToUIToFP
    : Pat<(Arith_TruncFOp (Arith_UIToFPOp $x), IsNullAttr:$rm, $fmf), (Arith_UIToFPOp $x)>;

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

// mulf(negf(x), negf(y)) -> mulf(x, y) and the same for divf
def MulFOfNegF : Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
                     (Arith_MulFOp $x, $y, $fmf), [(SameType $x, $y)]>;
def DivFOfNegF : Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
                     (Arith_DivFOp $x, $y, $fmf), [(SameType $x, $y)]>;

#endif // ROPT_ARITH_CANONICALIZATION_TD
