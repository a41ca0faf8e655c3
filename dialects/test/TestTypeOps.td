// Ops of the recursive test types (`-test-recursive-types`).

def Test_DummyTypeTestOp : Test_Op<"dummy_type_test_op"> {
  let summary = "holds a value of a type a test pass made (printed generic, as mlir-opt)";
  let results = (outs AnyType:$result);
}
