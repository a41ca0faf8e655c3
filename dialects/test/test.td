// The `test` dialect: ODS features exercised by the code generator and the
// run time (enums, defaults, unit attributes, variadic and optional operands,
// segment sizes, regions, successors, type inference in formats).
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "ops that exercise ODS features";
  // As MLIR's test dialect: any `test.*` op parses, verifies and prints in generic form.
  let allowUnknownOperations = 1;
  // Its types (`!test.test_type`, ...) are not defined in ODS yet: until they are, any
  // `!test.*` type is kept as written (MLIR rejects those its test dialect lacks).
  let allowUnknownTypes = 1;
  let description = [{
    Used by the tests of the ODS code generator; every op has a declarative
    assembly format.
  }];
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

def Test_CmpPredicate : I64EnumAttr<"CmpPredicate", "", [
    I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"slt", 2>]>;

def Test_AddOp : Test_Op<"ods_add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "addition";
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Test_CmpOp : Test_Op<"ods_cmp", [Pure, SameTypeOperands]> {
  let summary = "comparison";
  let arguments = (ins Test_CmpPredicate:$predicate, SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Test_StepOp : Test_Op<"ods_step"> {
  let summary = "attributes: buildable type, unit flag, default value";
  let arguments = (ins I64Attr:$count, UnitAttr:$fast,
                       DefaultValuedAttr<I32Attr, "1">:$stride);
  let results = (outs Index:$result);
  let assemblyFormat = "$count (`fast` $fast^)? attr-dict";
}

def Test_SegmentsOp : Test_Op<"ods_segments", [AttrSizedOperandSegments]> {
  let summary = "two variadic groups and an optional operand";
  let arguments = (ins Variadic<I32>:$first, Variadic<I32>:$second, Optional<Index>:$extra);
  let assemblyFormat = "`(` $first `)` `(` $second `)` (`extra` $extra^)? attr-dict";
}

def Test_WrapOp : Test_Op<"ods_wrap", [SingleBlock, NoTerminator]> {
  let summary = "a region";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}

def Test_JumpOp : Test_Op<"ods_jump", [Terminator]> {
  let summary = "a branch with operands";
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def Test_OIListOp : Test_Op<"ods_oilist", [AttrSizedOperandSegments]> {
  let summary = "order-independent clauses: unit, optional and variadic operands, attributes";
  let arguments = (ins UnitAttr:$nowait, Optional<AnyType>:$cond, Variadic<AnyType>:$args,
                       OptionalAttr<I64Attr>:$n, DefaultValuedAttr<I32Attr, "1">:$step);
  let assemblyFormat = [{
    oilist( `nowait` $nowait
          | `if` `(` $cond `:` type($cond) `)`
          | `args` `(` $args `:` type($args) `)`
          | `n` `=` $n
          | `step` $step ) attr-dict
  }];
}

def Test_OIListUnitsOp : Test_Op<"ods_oilist_units"> {
  let summary = "an oilist of unit attributes only (the fast printer)";
  let arguments = (ins UnitAttr:$a, UnitAttr:$b);
  let assemblyFormat = "oilist(`a` $a | `b` $b) `:` attr-dict";
}

include "TestOps.td"
include "TestConversionOps.td"
include "TestTypeConversionOps.td"
include "TestLegalizerFoldOps.td"
include "TestPatternOps.td"
include "TestConvertBlockArgsOps.td"
include "TestPropertyOps.td"
include "TestOdsGapOps.td"
include "TestTypeOps.td"
include "TestPassOps.td"
include "TestRegionOps.td"
