// `test.convert_block_args` of MLIR's `-test-legalize-patterns` (mlir-opt 22's name,
// operand, flags and custom form). Included by test.td; its pattern is in
// `src/passes/conversion/legalize.rs`.

def Test_ConvertBlockArgsOp : Test_Op<"convert_block_args", [SingleBlock]> {
  let summary = "its block's signature converted once, then marked legal";
  let arguments = (ins Optional<AnyType>:$val, UnitAttr:$is_legal, UnitAttr:$duplicate,
                       UnitAttr:$replace_with_operand);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $val (`is_legal` $is_legal^)? (`duplicate` $duplicate^)?
    (`replace_with_operand` $replace_with_operand^)? $body attr-dict `:`
    functional-type(operands, results)
  }];
}
