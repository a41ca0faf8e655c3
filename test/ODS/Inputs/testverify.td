// More ops defined like their namesakes in MLIR's own test dialect (which mlir-opt 22
// registers), for the verifier tests: parent traits, single blocks, variadic-of-variadic
// operands. The expected messages of the tests loading this file come from mlir-opt 22 on
// the same input.
include "ropt/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "ops shaped like those of MLIR's test dialect";
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

// HasParent and ParentOneOf.
def Test_ParentOp : Test_Op<"parent"> {
  let regions = (region AnyRegion);
}
def Test_ParentOp1 : Test_Op<"parent1"> {
  let regions = (region AnyRegion);
}
def Test_ChildOp : Test_Op<"child", [HasParent<"test.parent">]>;
def Test_ChildWithParentOneOf : Test_Op<"child_with_parent_one_of",
    [ParentOneOf<["test.parent", "test.parent1"]>]>;

// (`test.single_no_terminator_op`, SingleBlock with NoTerminator, is the compiled test
// dialect's.)

// A variadic-of-variadic operand.
def Test_FormatVariadicOfVariadicOperand : Test_Op<"format_variadic_of_variadic_operand"> {
  let arguments = (ins VariadicOfVariadic<I64, "operand_segments">:$operand,
                       DenseI32ArrayAttr:$operand_segments);
}

// Integer and elements attribute constraints.
def Test_IntAttrOp : Test_Op<"int_attrs"> {
  let arguments = (ins AnyI32Attr:$any_i32_attr, IndexAttr:$index_attr, UI32Attr:$ui32_attr,
                       SI32Attr:$si32_attr);
}
def Test_NonNegIntAttrOp : Test_Op<"non_negative_int_attr"> {
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$i32attr,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$i64attr);
}
def Test_PositiveIntAttrOp : Test_Op<"positive_int_attr"> {
  let arguments = (ins ConfinedAttr<I32Attr, [IntPositive]>:$i32attr,
                       ConfinedAttr<I64Attr, [IntPositive]>:$i64attr);
}
def Test_I32ElementsAttrOp : Test_Op<"i32ElementsAttr"> {
  let arguments = (ins I32ElementsAttr:$attr);
}

// A terminator, and an op whose region implicitly ends with it.
def Test_TerminatorOp : Test_Op<"finish", [Terminator]>;
def Test_SingleBlockImplicitTerminatorOp : Test_Op<"SingleBlockImplicitTerminator",
    [SingleBlockImplicitTerminator<"test.finish">]> {
  let regions = (region SizedRegion<1>:$region);
}

// A symbol (SymbolOpInterface's verifier).
def Test_SymbolOp : Test_Op<"symbol", [Symbol]> {
  let arguments = (ins StrAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility);
}

// ResultsBroadcastableShape.
def Test_BroadcastableOp : Test_Op<"broadcastable", [ResultsBroadcastableShape]> {
  let arguments = (ins Variadic<AnyTensor>);
  let results = (outs AnyTensor);
}
