// A small dialect for the run-time ODS tests: ops named and formatted like
// real MLIR ops (arith.addi, arith.cmpi, arith.constant, memref.load...), so
// that their custom forms can be checked against mlir-opt's.
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def Mini_Dialect : Dialect {
  let name = "mini";
  let summary = "ops to test --load-dialect";
}

class Mini_Op<string mnemonic, list<Trait> traits = []>
    : Op<Mini_Dialect, mnemonic, traits>;

def Mini_AddIOp : Mini_Op<"addi", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "integer addition";
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Mini_CmpIPredicate : I64EnumAttr<"CmpIPredicate", "", [
    I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"slt", 2>,
    I64EnumAttrCase<"sle", 3>, I64EnumAttrCase<"sgt", 4>, I64EnumAttrCase<"sge", 5>,
    I64EnumAttrCase<"ult", 6>, I64EnumAttrCase<"ule", 7>, I64EnumAttrCase<"ugt", 8>,
    I64EnumAttrCase<"uge", 9>]>;

def Mini_CmpIOp : Mini_Op<"cmpi", [Pure, SameTypeOperands]> {
  let summary = "integer comparison";
  let arguments = (ins Mini_CmpIPredicate:$predicate, SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Mini_ConstantOp : Mini_Op<"constant", [ConstantLike, Pure,
                                           AllTypesMatch<["value", "result"]>]> {
  let summary = "a typed constant";
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
}

def Mini_SelectOp : Mini_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "choose a value";
  let arguments = (ins I1:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$condition `,` $true_value `,` $false_value attr-dict `:` type($result)";
}

def Mini_LoadOp : Mini_Op<"load", [TypesMatchWith<"result type matches element type of 'memref'",
                                                  "memref", "result",
                                                  "$_self.element_type().unwrap()">]> {
  let summary = "load from a memref";
  let arguments = (ins AnyMemRef:$memref, Variadic<Index>:$indices,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref)";
}

def Mini_CastOp : Mini_Op<"index_cast", [Pure]> {
  let summary = "cast between index and integers";
  let arguments = (ins SignlessIntegerOrIndexLike:$in);
  let results = (outs SignlessIntegerOrIndexLike:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
}

def Mini_CallOp : Mini_Op<"call"> {
  let summary = "call a function";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)";
}

def Mini_BrOp : Mini_Op<"br", [Terminator]> {
  let summary = "branch";
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def Mini_ReturnOp : Mini_Op<"return", [Terminator, ReturnLike]> {
  let summary = "return";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def Mini_StepOp : Mini_Op<"step"> {
  let summary = "an attribute with a buildable type, a unit flag and a default";
  let arguments = (ins I64Attr:$count, UnitAttr:$fast,
                       DefaultValuedAttr<I32Attr, "1">:$stride);
  let results = (outs Index:$result);
  let assemblyFormat = "$count (`fast` $fast^)? attr-dict";
}

def Mini_ExecuteOp : Mini_Op<"execute", [NoTerminator, SingleBlock]> {
  let summary = "a region";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}
