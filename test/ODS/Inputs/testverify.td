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

// SingleBlock with NoTerminator.
def Test_SingleNoTerminatorOp : Test_Op<"single_no_terminator_op", [SingleBlock, NoTerminator]> {
  let regions = (region SizedRegion<1>:$my_region);
}

// A variadic-of-variadic operand.
def Test_FormatVariadicOfVariadicOperand : Test_Op<"format_variadic_of_variadic_operand"> {
  let arguments = (ins VariadicOfVariadic<I64, "operand_segments">:$operand,
                       DenseI32ArrayAttr:$operand_segments);
}
