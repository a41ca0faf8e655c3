// Ops made by the test passes of the pass manager (`-test-pass-invalid-parent`).

def Test_CallOp : Test_Op<"call", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a call whose callee must name a function (MLIR's test.call)";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
}
