//===- ArithBase.td - The arith dialect, its enums and attributes -*- tablegen -*-===//
//
// Part of ropt. The `arith` dialect: its definition, the comparison
// predicates, rounding modes, atomic read-modify-write kinds, and the
// `#arith.fastmath<...>` / `#arith.overflow<...>` flag attributes. Shared with
// the `math` dialect (which uses the fast-math flags).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_ARITH_BASE_TD
#define ROPT_DIALECT_ARITH_BASE_TD

include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def Arith_Dialect : Dialect {
  let name = "arith";
  let summary = "Integer and floating-point arithmetic";
  let description = [{
    Elementwise arithmetic on signless integers, `index` and floats: binary and
    unary operations, comparisons, selects, constants and conversions. Every op
    also applies lane by lane to vectors and tensors of these scalars. Integers
    are two's complement bit vectors; poison inputs give poison results unless an
    op says otherwise.
  }];
  let rustModule = "ropt_arith";
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Comparison predicates (stored as i64 integer attributes)
//===----------------------------------------------------------------------===//

// Float comparisons: `o` ordered (no NaN operand), `u` unordered (either is NaN).
def Arith_CmpFPredicateAttr : I64EnumAttr<"CmpFPredicate", "", [
    I64EnumAttrCase<"AlwaysFalse", 0, "false">,
    I64EnumAttrCase<"OEQ", 1, "oeq">,
    I64EnumAttrCase<"OGT", 2, "ogt">,
    I64EnumAttrCase<"OGE", 3, "oge">,
    I64EnumAttrCase<"OLT", 4, "olt">,
    I64EnumAttrCase<"OLE", 5, "ole">,
    I64EnumAttrCase<"ONE", 6, "one">,
    I64EnumAttrCase<"ORD", 7, "ord">,
    I64EnumAttrCase<"UEQ", 8, "ueq">,
    I64EnumAttrCase<"UGT", 9, "ugt">,
    I64EnumAttrCase<"UGE", 10, "uge">,
    I64EnumAttrCase<"ULT", 11, "ult">,
    I64EnumAttrCase<"ULE", 12, "ule">,
    I64EnumAttrCase<"UNE", 13, "une">,
    I64EnumAttrCase<"UNO", 14, "uno">,
    I64EnumAttrCase<"AlwaysTrue", 15, "true">]> {
  let rustModule = "ropt_arith";
}

// Integer comparisons: `s` signed, `u` unsigned.
def Arith_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "", [
    I64EnumAttrCase<"eq", 0>,
    I64EnumAttrCase<"ne", 1>,
    I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>,
    I64EnumAttrCase<"sgt", 4>,
    I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>,
    I64EnumAttrCase<"ule", 7>,
    I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>]> {
  let rustModule = "ropt_arith";
}

//===----------------------------------------------------------------------===//
// Atomic read-modify-write kinds (used by memref.atomic_rmw and friends)
//===----------------------------------------------------------------------===//

def AtomicRMWKindAttr : I64EnumAttr<"AtomicRMWKind", "", [
    I64EnumAttrCase<"addf", 0>,
    I64EnumAttrCase<"addi", 1>,
    I64EnumAttrCase<"andi", 2>,
    I64EnumAttrCase<"assign", 3>,
    I64EnumAttrCase<"maximumf", 4>,
    I64EnumAttrCase<"maxnumf", 5>,
    I64EnumAttrCase<"maxs", 6>,
    I64EnumAttrCase<"maxu", 7>,
    I64EnumAttrCase<"minimumf", 8>,
    I64EnumAttrCase<"minnumf", 9>,
    I64EnumAttrCase<"mins", 10>,
    I64EnumAttrCase<"minu", 11>,
    I64EnumAttrCase<"mulf", 12>,
    I64EnumAttrCase<"muli", 13>,
    I64EnumAttrCase<"ori", 14>,
    I64EnumAttrCase<"xori", 15>]> {
  let rustModule = "ropt_arith";
}

//===----------------------------------------------------------------------===//
// Fast-math flags: `#arith.fastmath<nnan,ninf>`, `fast` names all seven bits
//===----------------------------------------------------------------------===//

def Arith_FMF_none : I32BitEnumAttrCaseNone<"none">;
def Arith_FMF_reassoc : I32BitEnumAttrCaseBit<"reassoc", 0>;
def Arith_FMF_nnan : I32BitEnumAttrCaseBit<"nnan", 1>;
def Arith_FMF_ninf : I32BitEnumAttrCaseBit<"ninf", 2>;
def Arith_FMF_nsz : I32BitEnumAttrCaseBit<"nsz", 3>;
def Arith_FMF_arcp : I32BitEnumAttrCaseBit<"arcp", 4>;
def Arith_FMF_contract : I32BitEnumAttrCaseBit<"contract", 5>;
def Arith_FMF_afn : I32BitEnumAttrCaseBit<"afn", 6>;
def Arith_FMF_fast : I32BitEnumAttrCaseGroup<"fast", [
    Arith_FMF_reassoc, Arith_FMF_nnan, Arith_FMF_ninf, Arith_FMF_nsz,
    Arith_FMF_arcp, Arith_FMF_contract, Arith_FMF_afn]>;

def FastMathFlags : I32BitEnum<"FastMathFlags", "Floating point fast math flags", [
    Arith_FMF_none, Arith_FMF_reassoc, Arith_FMF_nnan, Arith_FMF_ninf,
    Arith_FMF_nsz, Arith_FMF_arcp, Arith_FMF_contract, Arith_FMF_afn,
    Arith_FMF_fast]> {
  let separator = ",";
  let rustModule = "ropt_arith";
  let printBitEnumPrimaryGroups = 1;
}

def Arith_FastMathAttr : EnumAttr<Arith_Dialect, FastMathFlags, "fastmath"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Integer overflow flags: `#arith.overflow<nsw, nuw>`
//===----------------------------------------------------------------------===//

def Arith_IOF_none : I32BitEnumAttrCaseNone<"none">;
def Arith_IOF_nsw : I32BitEnumAttrCaseBit<"nsw", 0>;
def Arith_IOF_nuw : I32BitEnumAttrCaseBit<"nuw", 1>;

def Arith_IntegerOverflowFlags : I32BitEnum<"IntegerOverflowFlags",
    "Integer overflow arith flags", [Arith_IOF_none, Arith_IOF_nsw, Arith_IOF_nuw]> {
  let separator = ", ";
  let rustModule = "ropt_arith";
  let printBitEnumPrimaryGroups = 1;
}

def Arith_IntegerOverflowAttr
    : EnumAttr<Arith_Dialect, Arith_IntegerOverflowFlags, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Rounding modes (stored as i32 integer attributes)
//===----------------------------------------------------------------------===//

def Arith_RoundingModeAttr : I32EnumAttr<"RoundingMode", "Floating point rounding mode", [
    I32EnumAttrCase<"to_nearest_even", 0>,   // ties to even
    I32EnumAttrCase<"downward", 1>,          // toward -inf
    I32EnumAttrCase<"upward", 2>,            // toward +inf
    I32EnumAttrCase<"toward_zero", 3>,
    I32EnumAttrCase<"to_nearest_away", 4>]> {  // ties away from zero
  let rustModule = "ropt_arith";
}

#endif // ROPT_DIALECT_ARITH_BASE_TD
