// The ops of MLIR's `-test-legalize-patterns` (mlir-opt 22's names and operands; result
// types are left open where MLIR's patterns build them with other types than declared).
// Included by test.td; the patterns are in `src/passes/conversion/`.

class Test_ConvOp<string mnemonic, list<Trait> traits = []> : Test_Op<mnemonic, traits>;

def Test_IllegalOpA : Test_ConvOp<"illegal_op_a"> {
  let summary = "illegal; becomes test.legal_op_a \"Success\"";
  let results = (outs AnyType);
}
def Test_IllegalOpB : Test_ConvOp<"illegal_op_b"> {
  let summary = "illegal; becomes test.legal_op_a \"Failure\"";
  let results = (outs AnyType);
}
def Test_IllegalOpC : Test_ConvOp<"illegal_op_c"> {
  let summary = "illegal; becomes test.illegal_op_e (preferred) or test.illegal_op_d";
  let results = (outs AnyType);
}
def Test_IllegalOpD : Test_ConvOp<"illegal_op_d"> {
  let summary = "illegal; becomes test.legal_op_a \"Failure\"";
  let results = (outs AnyType);
}
def Test_IllegalOpE : Test_ConvOp<"illegal_op_e"> {
  let summary = "illegal; becomes test.legal_op_a \"Success\"";
  let results = (outs AnyType);
}
def Test_IllegalOpF : Test_ConvOp<"illegal_op_f"> {
  let summary = "explicitly illegal, no pattern";
  let results = (outs AnyType);
}
def Test_IllegalOpG : Test_ConvOp<"illegal_op_g"> {
  let summary = "never legal; becomes test.legal_op_c of an arith.constant";
  let results = (outs AnyType);
}
def Test_LegalOpA : Test_ConvOp<"legal_op_a"> {
  let summary = "legal, with the status of the pattern that made it";
  let arguments = (ins StrAttr:$status);
  let results = (outs AnyType);
}
def Test_LegalOpB : Test_ConvOp<"legal_op_b"> {
  let summary = "legal";
  let results = (outs AnyType);
}
def Test_LegalOpC : Test_ConvOp<"legal_op_c"> {
  let summary = "legal, one operand";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType);
}
def Test_ValidOp : Test_ConvOp<"valid", [Terminator]> {
  let summary = "legal, any operands";
  let arguments = (ins Variadic<AnyType>:$inputs);
}
def Test_InvalidOp : Test_ConvOp<"invalid", [Terminator]> {
  let summary = "becomes test.valid with the converted operands";
  let arguments = (ins Variadic<AnyType>:$inputs);
}
def Test_RegionBuilderOp : Test_ConvOp<"region_builder"> {
  let summary = "illegal; its pattern builds a test.region holding an illegal op";
}
def Test_CreateBlockOp : Test_ConvOp<"create_block"> {
  let summary = "replaced by a new block at the end of its region";
}
def Test_CreateIllegalBlockOp : Test_ConvOp<"create_illegal_block"> {
  let summary = "replaced by a new block holding an illegal op (undone)";
}
def Test_DropRegionOp : Test_ConvOp<"drop_region_op"> {
  let summary = "erased after its region's signature is converted";
  let regions = (region AnyRegion:$body);
}
def Test_RecursiveRewriteOp : Test_ConvOp<"recursive_rewrite"> {
  let summary = "legal at depth 0; a bounded recursive pattern counts down";
  let arguments = (ins I64Attr:$depth);
  let assemblyFormat = "$depth attr-dict";
}
def Test_BlackHoleProducerOp : Test_ConvOp<"blackhole_producer"> {
  let summary = "erased with its test.blackhole user";
  let results = (outs AnyType);
}
def Test_BlackHoleOp : Test_ConvOp<"blackhole"> {
  let summary = "erased with its producer";
  let arguments = (ins AnyType:$input);
}
def Test_OneRegionOp : Test_ConvOp<"one_region_op"> {
  let summary = "legal, one region";
  let regions = (region AnyRegion:$body);
}
def Test_HoistMeOp : Test_ConvOp<"hoist_me"> {
  let summary = "moved before its parent and replaced by an illegal op (undone)";
  let results = (outs AnyType);
}
def Test_ReplaceNonRootOp : Test_ConvOp<"replace_non_root"> {
  let summary = "replaced by an op that is replaced in the same pattern";
  let results = (outs AnyType);
}
def Test_EraseOp : Test_ConvOp<"erase_op"> {
  let summary = "erased (any operands, results and regions, as MLIR's unregistered op)";
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region VariadicRegion<AnyRegion>:$regions);
}
def Test_IllegalOpWithRegionAnchor : Test_ConvOp<"illegal_op_with_region_anchor"> {
  let summary = "replaced by test.illegal_op_with_region (undone)";
}
def Test_IllegalOpWithRegion : Test_ConvOp<"illegal_op_with_region"> {
  let summary = "built with a region ending in an illegal terminator";
  let regions = (region AnyRegion:$body);
}
def Test_RewriteOp : Test_ConvOp<"rewrite"> {
  let summary = "replaced by its operand";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType);
}
