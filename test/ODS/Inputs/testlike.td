// Ops defined like their namesakes in MLIR's own test dialect (which mlir-opt 22 registers),
// so the expected text of the tests that load this file comes from mlir-opt 22 on the very
// same input: variadic and optional operand/result groups, segment sizes,
// attr-dict-with-keyword, optional unit attributes.
include "ropt/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "ops shaped like those of MLIR's test dialect";
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

// Segment sizes in the generic form.
def Test_AttrSizedOperandOp : Test_Op<"attr_sized_operands", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
}
def Test_AttrSizedResultOp : Test_Op<"attr_sized_results",
    [AttrSizedResultSegments, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let results = (outs Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
}

// Variadic groups in formats.
def Test_FormatVariadicOperand : Test_Op<"format_variadic_operand"> {
  let arguments = (ins Variadic<I64>:$operand);
  let assemblyFormat = "$operand `:` type($operand) attr-dict";
}
def Test_FormatVariadicResult : Test_Op<"format_variadic_result"> {
  let results = (outs Variadic<I64>:$result);
  let assemblyFormat = "`:` type($result) attr-dict";
}
def Test_FormatOptionalOperandResultAOp : Test_Op<"format_optional_operand_result_a_op",
    [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<I64>:$optional, Variadic<I64>:$variadic);
  let results = (outs Optional<I64>:$optional_res);
  let assemblyFormat = [{
    `(` $optional `:` type($optional) `)` `:` type($optional_res)
    (`[` $variadic^ `]`)? attr-dict
  }];
}

// Optional unit attributes.
def Test_FormatOptionalUnitAttr : Test_Op<"format_optional_unit_attribute"> {
  let arguments = (ins UnitAttr:$is_optional);
  let assemblyFormat = "(`is_optional` $is_optional^)? attr-dict";
}
def Test_FormatOptionalUnitAttrNoElide : Test_Op<"format_optional_unit_attribute_no_elide"> {
  let arguments = (ins UnitAttr:$is_optional);
  let assemblyFormat = "($is_optional^)? attr-dict";
}

// attr-dict-with-keyword.
def Test_FormatAttrDictWithKeyword : Test_Op<"format_attr_dict_w_keyword"> {
  let arguments = (ins I64Attr:$attr, OptionalAttr<I64Attr>:$opt_attr);
  let assemblyFormat = "attr-dict-with-keyword";
}

// Type and shape traits.
def Test_SameOperandElementTypeOp : Test_Op<"same_operand_element_type",
    [SameOperandsElementType]> {
  let arguments = (ins AnyType, AnyType);
  let results = (outs AnyType);
}
def Test_SameOperandAndResultElementTypeOp : Test_Op<"same_operand_and_result_element_type",
    [SameOperandsAndResultElementType]> {
  let arguments = (ins Variadic<AnyType>);
  let results = (outs Variadic<AnyType>);
}
def Test_SameOperandShapeOp : Test_Op<"same_operand_shape", [SameOperandsShape]> {
  let arguments = (ins Variadic<AnyShaped>);
}
def Test_SameOperandAndResultShapeOp : Test_Op<"same_operand_and_result_shape",
    [SameOperandsAndResultShape]> {
  let arguments = (ins Variadic<AnyShaped>);
  let results = (outs Variadic<AnyShaped>);
}
def Test_SameOperandAndResultTypeOp : Test_Op<"same_operand_and_result_type",
    [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<AnyType>);
  let results = (outs Variadic<AnyType>);
}

// oilist: clauses in any order, each at most once, printed in declaration order.
def Test_OIListTrivial : Test_Op<"oilist_with_keywords_only"> {
  let arguments = (ins UnitAttr:$keyword, UnitAttr:$otherKeyword,
                       UnitAttr:$diffNameUnitAttrKeyword);
  let assemblyFormat = [{
    oilist( `keyword` $keyword
          | `otherKeyword` $otherKeyword
          | `thirdKeyword` $diffNameUnitAttrKeyword) attr-dict
  }];
}
def Test_OIListSimple : Test_Op<"oilist_with_simple_args", [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<AnyType>:$arg0, Optional<AnyType>:$arg1,
                       Optional<AnyType>:$arg2);
  let assemblyFormat = [{
    oilist( `keyword` $arg0 `:` type($arg0)
          | `otherKeyword` $arg1 `:` type($arg1)
          | `thirdKeyword` $arg2 `:` type($arg2) ) attr-dict
  }];
}
def Test_OIListVariadic : Test_Op<"oilist_variadic_with_parens", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$arg0, Variadic<AnyType>:$arg1,
                       Variadic<AnyType>:$arg2);
  let assemblyFormat = [{
    oilist( `keyword` `(` $arg0 `:` type($arg0) `)`
          | `otherKeyword` `(` $arg1 `:` type($arg1) `)`
          | `thirdKeyword` `(` $arg2 `:` type($arg2) `)`) attr-dict
  }];
}
def Test_OIListAllowedLiteral : Test_Op<"oilist_allowed_literal"> {
  let assemblyFormat = "oilist( `foo` | `bar` ) `buzz` attr-dict";
}
