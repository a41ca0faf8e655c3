// The ops of `-test-legalize-patterns` that the conversion driver legalizes by folding
// (mlir-opt 22's names and operands). Included by test.td; the folders are in
// `src/passes/conversion/fold.rs`.

def Test_OpWithRegionFold : Test_Op<"op_with_region_fold"> {
  let summary = "folds to its operand; explicitly illegal in -test-legalize-patterns";
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType);
  let regions = (region AnyRegion:$region);
  let hasFolder = 1;
}

def Test_OpInPlaceSelfFold : Test_Op<"op_in_place_self_fold"> {
  let summary = "folds in place once, setting `folded`; legal once folded";
  let arguments = (ins UnitAttr:$folded);
  let results = (outs I32);
  let hasFolder = 1;
}
