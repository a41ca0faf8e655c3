// The ops of the pattern-driver and region-utility test passes (`passes/patterns.rs`), with
// mlir-opt 22's names, traits and syntax (included by test.td).

def Test_DynamicGenericOp : Test_Op<"dynamic_generic"> {
  let summary = "any operands and results (one of MLIR's dynamically defined test ops)";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
}

def Test_DynamicOneOperandTwoResultsOp : Test_Op<"dynamic_one_operand_two_results"> {
  let summary = "one operand and two results, checked by its verifier (a dynamic op in MLIR)";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let hasVerifier = 1;
}

def Test_OneRegionWithOperandsOp : Test_Op<"one_region_with_operands_op"> {
  let summary = "operands and a region that may use values from above";
  let arguments = (ins Variadic<AnyType>:$operands);
  let regions = (region AnyRegion:$region);
}

def Test_IsolatedOneRegionOp : Test_Op<"isolated_one_region_op", [IsolatedFromAbove]> {
  let summary = "operands, results and a region isolated from above";
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$my_region);
  let assemblyFormat = [{
    attr-dict-with-keyword $operands $my_region `:` type($operands) `->` type($results)
  }];
}

def Test_OpCommutative : Test_Op<"op_commutative", [Commutative]> {
  let summary = "four commutative operands";
  let arguments = (ins I32:$op1, I32:$op2, I32:$op3, I32:$op4);
  let results = (outs I32);
}

def Test_OpCommutative2 : Test_Op<"op_commutative2", [Commutative]> {
  let summary = "two commutative operands";
  let arguments = (ins I32:$op1, I32:$op2);
  let results = (outs I32);
}

def Test_OpLargeCommutative : Test_Op<"op_large_commutative", [Commutative]> {
  let summary = "seven commutative operands";
  let arguments = (ins I32:$op1, I32:$op2, I32:$op3, I32:$op4, I32:$op5, I32:$op6, I32:$op7);
  let results = (outs I32);
}

def Test_PlusIOp : Test_Op<"addi"> {
  let summary = "an addition that is not commutative";
  let arguments = (ins I32:$op1, I32:$op2);
  let results = (outs I32);
}

def Test_RegionYieldOp : Test_Op<"region_yield", [Pure, Terminator]> {
  let summary = "the terminator of test regions, yielding one value";
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result `:` type($result) attr-dict";
}

def Test_AnyAttrOfI32StrOp : Test_Op<"any_attr_of_i32_str"> {
  let summary = "an attribute that is a 32-bit integer or a string (`test-greedy-patterns` "
                "increments the integer in place up to 3)";
  let arguments = (ins AnyAttrOf<[I32Attr, StrAttr]>:$attr);
}
