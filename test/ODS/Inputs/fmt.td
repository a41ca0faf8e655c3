// A dialect for the format-interpreter tests: enums, dialect attributes and
// ops shaped like arith/index ops (same formats, attributes and defaults), so
// that the expected text can be taken from mlir-opt's output for the real ops.
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let summary = "ops to test the declarative assembly format at run time";
}

class Fmt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Fmt_Dialect, mnemonic, traits>;

// `#fmt.fastmath<nnan,ninf>`: a bit enum printed with ",".
def Fmt_FMF_none : I32BitEnumAttrCaseNone<"none">;
def Fmt_FMF_reassoc : I32BitEnumAttrCaseBit<"reassoc", 0>;
def Fmt_FMF_nnan : I32BitEnumAttrCaseBit<"nnan", 1>;
def Fmt_FMF_ninf : I32BitEnumAttrCaseBit<"ninf", 2>;
def Fmt_FMF_nsz : I32BitEnumAttrCaseBit<"nsz", 3>;
def Fmt_FMF_arcp : I32BitEnumAttrCaseBit<"arcp", 4>;
def Fmt_FMF_contract : I32BitEnumAttrCaseBit<"contract", 5>;
def Fmt_FMF_afn : I32BitEnumAttrCaseBit<"afn", 6>;
def Fmt_FMF_fast : I32BitEnumAttrCaseGroup<"fast", [
    Fmt_FMF_reassoc, Fmt_FMF_nnan, Fmt_FMF_ninf, Fmt_FMF_nsz,
    Fmt_FMF_arcp, Fmt_FMF_contract, Fmt_FMF_afn]>;
def FastMathFlags : I32BitEnum<"FastMathFlags", "Floating point fast math flags", [
    Fmt_FMF_none, Fmt_FMF_reassoc, Fmt_FMF_nnan, Fmt_FMF_ninf, Fmt_FMF_nsz,
    Fmt_FMF_arcp, Fmt_FMF_contract, Fmt_FMF_afn, Fmt_FMF_fast]> {
  let separator = ",";
  let printBitEnumPrimaryGroups = 1;
}
def Fmt_FastMathAttr : EnumAttr<Fmt_Dialect, FastMathFlags, "fastmath"> {
  let assemblyFormat = "`<` $value `>`";
}

// `#fmt.overflow<nsw, nuw>`: a bit enum printed with ", ".
def Fmt_IOF_none : I32BitEnumAttrCaseNone<"none">;
def Fmt_IOF_nsw : I32BitEnumAttrCaseBit<"nsw", 0>;
def Fmt_IOF_nuw : I32BitEnumAttrCaseBit<"nuw", 1>;
def IntegerOverflowFlags : I32BitEnum<"IntegerOverflowFlags",
    "Integer overflow arith flags", [Fmt_IOF_none, Fmt_IOF_nsw, Fmt_IOF_nuw]> {
  let separator = ", ";
  let printBitEnumPrimaryGroups = 1;
}
def Fmt_IntegerOverflowAttr : EnumAttr<Fmt_Dialect, IntegerOverflowFlags, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

// `#fmt<cmp_predicate slt>`, printed bare (`slt`) inside ops.
def CmpPredicate : I32Enum<"CmpPredicate", "comparison predicate kind", [
    I32EnumAttrCase<"EQ", 0, "eq">, I32EnumAttrCase<"NE", 1, "ne">,
    I32EnumAttrCase<"SLT", 2, "slt">, I32EnumAttrCase<"SLE", 3, "sle">,
    I32EnumAttrCase<"SGT", 4, "sgt">, I32EnumAttrCase<"SGE", 5, "sge">,
    I32EnumAttrCase<"ULT", 6, "ult">, I32EnumAttrCase<"ULE", 7, "ule">,
    I32EnumAttrCase<"UGT", 8, "ugt">, I32EnumAttrCase<"UGE", 9, "uge">]>;
def Fmt_CmpPredicateAttr : EnumAttr<Fmt_Dialect, CmpPredicate, "cmp_predicate"> {
  let assemblyFormat = "$value";
}

// Integer enums stored as integer attributes.
def Fmt_CmpIPredicateAttr : I64EnumAttr<"CmpIPredicate", "", [
    I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>, I64EnumAttrCase<"sgt", 4>, I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>, I64EnumAttrCase<"ule", 7>, I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>]>;
def Fmt_RoundingModeAttr : I32EnumAttr<"RoundingMode", "Floating point rounding mode", [
    I32EnumAttrCase<"to_nearest_even", 0>, I32EnumAttrCase<"downward", 1>,
    I32EnumAttrCase<"upward", 2>, I32EnumAttrCase<"toward_zero", 3>,
    I32EnumAttrCase<"to_nearest_away", 4>]>;

def Fmt_AddFOp : Fmt_Op<"addf", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
                   DefaultValuedAttr<Fmt_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

def Fmt_AddIOp : Fmt_Op<"addi", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                   DefaultValuedAttr<Fmt_IntegerOverflowAttr,
                                     "IntegerOverflowFlags::none">:$overflowFlags);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
                          attr-dict `:` type($result) }];
}

def Fmt_CmpIOp : Fmt_Op<"cmpi", [Pure, SameTypeOperands]> {
  let arguments = (ins Fmt_CmpIPredicateAttr:$predicate, SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Fmt_CmpOp : Fmt_Op<"cmp", [Pure]> {
  let arguments = (ins Fmt_CmpPredicateAttr:$pred, Index:$lhs, Index:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "`` $pred `(` $lhs `,` $rhs `)` attr-dict";
}

def Fmt_TruncFOp : Fmt_Op<"truncf", [Pure]> {
  let arguments = (ins FloatLike:$in, OptionalAttr<Fmt_RoundingModeAttr>:$roundingmode,
                       OptionalAttr<Fmt_FastMathAttr>:$fastmath);
  let results = (outs FloatLike:$out);
  let assemblyFormat = [{ $in ($roundingmode^)? (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($in) `to` type($out) }];
}

// Ops shaped like cf/func/math/arith ops, for the other format directives.
def Fmt_BrOp : Fmt_Op<"br", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

def Fmt_CondBrOp : Fmt_Op<"cond_br", [AttrSizedOperandSegments, Terminator]> {
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

def Fmt_CallOp : Fmt_Op<"call"> {
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                       UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def Fmt_CallIndirectOp : Fmt_Op<"call_indirect", [
    TypesMatchWith<"callee input types match argument types",
                   "callee", "callee_operands", "$_self.function_inputs()">,
    TypesMatchWith<"callee result types match result types",
                   "callee", "results", "$_self.function_results()">]> {
  let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$callee_operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)";
}

def Fmt_ReturnOp : Fmt_Op<"return", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def Fmt_ConstantOp : Fmt_Op<"constant", [AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
}

def Fmt_AssertOp : Fmt_Op<"assert"> {
  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
}

def Fmt_FPowIOp : Fmt_Op<"fpowi", [AllTypesMatch<["lhs", "result"]>]> {
  let arguments = (ins FloatLike:$lhs, SignlessIntegerLike:$rhs,
                   DefaultValuedAttr<Fmt_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($lhs) `,` type($rhs) }];
  let hasVerifier = 0;
}

def Fmt_ClampFOp : Fmt_Op<"clampf", [AllTypesMatch<["value", "min", "max", "result"]>]> {
  let arguments = (ins FloatLike:$value, FloatLike:$min, FloatLike:$max,
                   DefaultValuedAttr<Fmt_FastMathAttr, "FastMathFlags::none">:$fastmath);
  let results = (outs FloatLike:$result);
  let assemblyFormat = [{ $value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)?
                          attr-dict `:` type($result) }];
}

def Fmt_ShrUIOp : Fmt_Op<"shrui", [SameOperandsAndResultType]> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       UnitAttr:$isExact);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = [{ $lhs `,` $rhs (`exact` $isExact^)?
                          attr-dict `:` type($result) }];
}

def Fmt_AddUIExtendedOp : Fmt_Op<"addui_extended", [AllTypesMatch<["lhs", "rhs", "sum"]>]> {
  let arguments = (ins SignlessIntegerLike:$lhs, SignlessIntegerLike:$rhs);
  let results = (outs SignlessIntegerLike:$sum, BoolLike:$overflow);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)";
}

def Fmt_ExecuteOp : Fmt_Op<"execute_region"> {
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "(`->` type($results)^)? $region attr-dict-with-keyword";
}

// A `custom<...>` directive: parsed and printed by Rust functions a compiled
// dialect registers (ropt_ods_runtime::custom); loaded at run time, the op
// only has its generic form.
def Fmt_SwitchOp : Fmt_Op<"index_switch"> {
  let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$defaultRegion,
                        VariadicRegion<SizedRegion<1>>:$caseRegions);
  let assemblyFormat = [{
    $arg attr-dict (`->` type($results)^)?
    custom<SwitchCases>($cases, $caseRegions) `\n`
    `` `default` $defaultRegion
  }];
}
