// RUN: not ropt %s -split-input-file -convert-pdl-to-pdl-interp 2>&1 | FileCheck %s
// A created operation whose result types cannot be resolved (neither given by the
// rewrite, nor inferred, nor taken from a replaced operation) passes the pdl verifier;
// the lowering reports it at the operation, as mlir-opt 22 does (before it aborts).

// CHECK: errors.mlir:[[# @LINE + 7]]:12: error: 'pdl.operation' op unable to infer result type for operation
pdl.pattern : benefit(1) {
  %t = type : i32
  %in = operand
  %root = operation "foo.op"(%in : !pdl.value) -> (%t : !pdl.type)
  rewrite %root {
    %t2 = type
    %new = operation "bar.op"(%in : !pdl.value) -> (%t, %t2 : !pdl.type, !pdl.type)
    erase %root
  }
}

// -----

// CHECK: errors.mlir:[[# @LINE + 5]]:12: error: 'pdl.operation' op unable to infer result type for operation
pdl.pattern : benefit(1) {
  %root = operation "foo.op"
  rewrite %root {
    %t0 = types
    %new = operation "bar.op" -> (%t0 : !pdl.range<type>)
    erase %root
  }
}
