// MLIR's test dialect ops that MLIR's own tests use most, with mlir-opt 22's names, traits
// and syntax (included by test.td).

def Test_GraphRegionOp : Test_Op<"graph_region",
    [RegionKindInterface, HasOnlyGraphRegion, NoTerminator, SingleBlock]> {
  let summary = "an op with one graph region (uses may come before definitions)";
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

def Test_FinishOp : Test_Op<"finish", [Terminator]> {
  let summary = "the terminator of test.symbol_scope";
}

def Test_SymbolScopeOp : Test_Op<"symbol_scope",
    [SymbolTable, SingleBlockImplicitTerminator<"test.finish">]> {
  let summary = "a symbol table with one block";
  let regions = (region SizedRegion<1>:$region);
}

def Test_ReturnOp : Test_Op<"return", [Pure, ReturnLike, Terminator]> {
  let summary = "a terminator returning its operands";
  let arguments = (ins Variadic<AnyType>:$operands);
}

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, NoMemoryEffect]> {
  let summary = "a constant of any attribute";
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
  let hasFolder = 1;
}

def Test_TypeProducerOp : Test_Op<"type_producer"> {
  let summary = "produces a value of any type";
  let results = (outs AnyType);
}

def Test_AttrSizedOperandsOp : Test_Op<"attr_sized_operands", [AttrSizedOperandSegments]> {
  let summary = "operand groups sized by `operandSegmentSizes` (the PDL bytecode tests)";
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
}

// Each result group is named after its ODS result (`%a, %b:2, %c`), as in mlir-opt.
def Test_AttrSizedResultsOp : Test_Op<"attr_sized_results",
    [AttrSizedResultSegments, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "result groups sized by `resultSegmentSizes` (the PDL bytecode tests)";
  let results = (outs Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
}

// The ops of MLIR's dialect conversion test passes (`passes/conversion.rs`).

def Test_CastOp : Test_Op<"cast"> {
  let summary = "a cast of any values to a value of any type (the test materializations)";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$result);
}

def Test_TypeConsumerOp : Test_Op<"type_consumer"> {
  let summary = "uses a value of any type";
  let arguments = (ins AnyType:$value);
}

def Test_TypeChangerOp : Test_Op<"type_changer"> {
  let summary = "a value seen as another type (replaced by its operand)";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}

def Test_OneVResOneVOperandOp1 : Test_Op<"one_variadic_out_one_variadic_in1"> {
  let summary = "variadic operands and results";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
}

def Test_RemappedValueRegionOp : Test_Op<"remapped_value_region", [SingleBlock]> {
  let summary = "a region whose terminator's operands are the op's results";
  let regions = (region SizedRegion<1>:$body);
  let results = (outs Variadic<AnyType>:$outputs);
}

def Test_BranchOp : Test_Op<"br", [Terminator]> {
  let summary = "a branch to its successor with its operands";
  let arguments = (ins Variadic<AnyType>:$targetOperands);
  let successors = (successor AnySuccessor:$target);
}

def Test_MergeBlocksOp : Test_Op<"merge_blocks"> {
  let summary = "a region whose blocks -test-merge-blocks merges";
  let regions = (region AnyRegion:$body);
  let results = (outs Variadic<AnyType>:$result);
}

def Test_SingleBlockImplicitTerminatorOp : Test_Op<"SingleBlockImplicitTerminator",
    [SingleBlockImplicitTerminator<"test.finish">]> {
  let summary = "a single-block region ending in test.finish";
  let regions = (region SizedRegion<1>:$region);
}
