// The ops of MLIR's `-test-legalize-type-conversion` (mlir-opt 22's names and operands).
// Included by test.td; the pass is in `src/passes/conversion/type_conversion.rs`.

def Test_AnotherTypeProducerOp : Test_Op<"another_type_producer"> {
  let summary = "produces a value of any type; rewritten to a test.type_producer";
  let results = (outs AnyType);
}

def Test_SignatureConversionUndoOp : Test_Op<"signature_conversion_undo"> {
  let summary = "its pattern converts the region's signature, then fails (undone)";
  let regions = (region AnyRegion:$body);
}

def Test_SignatureConversionNoConverterOp : Test_Op<"signature_conversion_no_converter"> {
  let summary = "its pattern converts the entry block's signature without a type converter";
  let regions = (region AnyRegion:$body);
}

def Test_LegalOpD : Test_Op<"legal_op_d"> {
  let summary = "legal; what test.replace_with_legal_op becomes";
  let arguments = (ins AnyType:$input);
}
