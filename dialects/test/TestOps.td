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
}

def Test_TypeProducerOp : Test_Op<"type_producer"> {
  let summary = "produces a value of any type";
  let results = (outs AnyType);
}

def Test_AttrSizedOperandsOp : Test_Op<"attr_sized_operands", [AttrSizedOperandSegments]> {
  let summary = "operand groups sized by `operandSegmentSizes` (the PDL bytecode tests)";
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
}

def Test_AttrSizedResultsOp : Test_Op<"attr_sized_results", [AttrSizedResultSegments]> {
  let summary = "result groups sized by `resultSegmentSizes` (the PDL bytecode tests)";
  let results = (outs Variadic<I32>:$a, Variadic<I32>:$b, I32:$c, Variadic<I32>:$d);
}
