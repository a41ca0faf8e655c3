// Ops with region constraints that MLIR's IR tests use (region counts, sized regions, single
// blocks without terminator), with mlir-opt 22's names, traits and syntax (included by
// test.td).

def Test_TwoRegionOp : Test_Op<"two_region_op"> {
  let summary = "exactly two regions";
  let regions = (region AnyRegion, AnyRegion);
}

def Test_SizedRegionOp : Test_Op<"sized_region_op"> {
  let summary = "a region of two blocks, then one of one block";
  let regions = (region SizedRegion<2>:$my_region, SizedRegion<1>);
}

def Test_SingleNoTerminatorOp : Test_Op<"single_no_terminator_op",
                                        [SingleBlock, NoTerminator]> {
  let summary = "one single-block region without terminator";
  let regions = (region SizedRegion<1>:$my_region);
  let assemblyFormat = "attr-dict `:` $my_region";
}

def Test_VariadicNoTerminatorOp : Test_Op<"variadic_no_terminator_op",
                                          [SingleBlock, NoTerminator]> {
  let summary = "any number of single-block regions without terminator";
  let regions = (region VariadicRegion<SizedRegion<1>>:$my_regions);
  let assemblyFormat = "attr-dict `:` $my_regions";
}

def Test_SingleNoTerminatorCustomAsmOp : Test_Op<"single_no_terminator_custom_asm_op",
                                                 [SingleBlock, NoTerminator]> {
  let summary = "one single-block region without terminator, printed right after the name";
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = "`` $region attr-dict";
}

def Test_DummyOpWithRegionRefOp : Test_Op<"dummy_op_with_region_ref", [NoTerminator]> {
  let summary = "one region without terminator (mlir-opt 22 ends its custom form with a "
                "space)";
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "$body attr-dict ` `";
}
