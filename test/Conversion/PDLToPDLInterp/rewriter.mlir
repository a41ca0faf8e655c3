// RUN: ropt %s -split-input-file -convert-pdl-to-pdl-interp | FileCheck %s
// The rewriter functions: native rewriters with external arguments, erase, replace with values
// or an operation (an erase when it has no results), created operations with attributes,
// results and result types (explicit, from the replaced operation, inferred when the dialect
// is loaded), ranges, constants of the match made again, apply_native_rewrite, the
// generatedOps of record_match and the uniqued rewriter names.

// CHECK:      module @simple {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rewriter"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @simple {
  pdl.pattern : benefit(1) {
    %root = operation "foo.op"
    rewrite %root with "rewriter"
  }
}

// -----

// CHECK:      module @rw_external {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0, %0 : !pdl.operation, !pdl.value) : benefit(1), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation, %arg1: !pdl.value) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0, %arg1 : !pdl.operation, !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_external {
  pdl.pattern : benefit(1) {
    %in = operand
    %root = operation "foo.op"(%in : !pdl.value)
    rewrite %root with "rw"(%in : !pdl.value)
  }
}

// -----

// CHECK:      module @rw_erase {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_erase {
  pdl.pattern : benefit(1) {
    %root = operation "foo.op"
    rewrite %root {
      erase %root
    }
  }
}

// -----

// CHECK:      module @rw_replace_op {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.switch_operation_name of %arg0 to ["foo.op", "baz.op"](^bb2, ^bb7) -> ^bb1
// CHECK-NEXT:   ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.switch_result_count of %arg0 to dense<[1, 0]> : vector<2xi32>(^bb4, ^bb6) -> ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_value_type of %0 : !pdl.type
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%1, %arg0 : !pdl.type, !pdl.operation) : benefit(1), generatedOps(["bar.op"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(1), generatedOps(["bar.op"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 1 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %2 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.value -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("baz.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.type, %arg1: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "bar.op"  -> (%arg0 : !pdl.type)
// CHECK-NEXT:       %1 = pdl_interp.get_results of %0 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg1 with (%1 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:       %2 = pdl_interp.create_operation "bar.op"  -> (%1 : !pdl.range<type>)
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.apply_rewrite "val" : !pdl.value
// CHECK-NEXT:       pdl_interp.replace %arg0 with (%0 : !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_replace_op {
  pdl.pattern : benefit(1) {
    %t = type
    %root = operation "foo.op" -> (%t : !pdl.type)
    rewrite %root {
      %new = operation "bar.op" -> (%t : !pdl.type)
      replace %root with %new
    }
  }
  pdl.pattern : benefit(1) {
    %root = operation "foo.op"
    rewrite %root {
      %new = operation "bar.op"
      replace %root with %new
    }
  }
  pdl.pattern : benefit(1) {
    %t = type
    %root = operation "baz.op" -> (%t : !pdl.type)
    rewrite %root {
      %a = apply_native_rewrite "val" : !pdl.value
      replace %root with (%a : !pdl.value)
    }
  }
}

// -----

// CHECK:      module @rw_infer {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 7 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.switch_operand_count of %arg0 to dense<[0, 2]> : vector<2xi32>(^bb3, ^bb4) -> ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["bar.op"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:       %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
// CHECK-NEXT:       %2 = pdl_interp.create_operation "bar.op"  -> (%1 : !pdl.range<type>)
// CHECK-NEXT:       %3 = pdl_interp.get_result 0 of %2
// CHECK-NEXT:       %4 = pdl_interp.get_value_type of %3 : !pdl.type
// CHECK-NEXT:       %5 = pdl_interp.get_results of %2 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg0 with (%5 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.value, %arg1: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg0 : !pdl.value, !pdl.value) 
// CHECK-NEXT:       %1 = pdl_interp.get_result 0 of %0
// CHECK-NEXT:       pdl_interp.replace %arg1 with (%1 : !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_infer {
  pdl.pattern : benefit(1) {
    %ts = types
    %root = operation "foo.op" -> (%ts : !pdl.range<type>)
    rewrite %root {
      %t = type
      %new = operation "bar.op" -> (%t : !pdl.type)
      replace %root with %new
    }
  }
  pdl.pattern : benefit(1) {
    %in = operand
    %root = operation "foo.op"(%in, %in : !pdl.value, !pdl.value)
    rewrite %root {
      %new = operation "arith.addi"(%in, %in : !pdl.value, !pdl.value)
      %newr = result 0 of %new
      replace %root with (%newr : !pdl.value)
    }
  }
}

// -----

// CHECK:      module @rw_infer_loaded {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 6 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 2 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %1 = pdl_interp.get_operand 1 of %arg0
// CHECK-NEXT:     pdl_interp.are_equal %0, %1 : !pdl.value -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["arith.addi"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "arith.addi"(%arg0, %arg0 : !pdl.value, !pdl.value)  -> <inferred>
// CHECK-NEXT:       %1 = pdl_interp.get_result 0 of %0
// CHECK-NEXT:       pdl_interp.replace %arg1 with (%1 : !pdl.value)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_infer_loaded {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  pdl.pattern : benefit(1) {
    %in = operand
    %root = operation "foo.op"(%in, %in : !pdl.value, !pdl.value)
    rewrite %root {
      %new = operation "arith.addi"(%in, %in : !pdl.value, !pdl.value)
      %newr = result 0 of %new
      replace %root with (%newr : !pdl.value)
    }
  }
}

// -----

// CHECK:      module @rw_native {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["bar.op"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0:2 = pdl_interp.apply_rewrite "make"(%arg0 : !pdl.operation) : !pdl.operation, !pdl.attribute
// CHECK-NEXT:       %1 = pdl_interp.apply_rewrite "ty" : !pdl.type
// CHECK-NEXT:       %2 = pdl_interp.create_operation "bar.op" {"x" = %0#1}  -> (%1 : !pdl.type)
// CHECK-NEXT:       pdl_interp.apply_rewrite "use"(%0#0, %2 : !pdl.operation, !pdl.operation)
// CHECK-NEXT:       pdl_interp.erase %arg0
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_native {
  pdl.pattern : benefit(1) {
    %root = operation "foo.op"
    rewrite %root {
      %op, %attr = apply_native_rewrite "make"(%root : !pdl.operation) : !pdl.operation, !pdl.attribute
      %t = apply_native_rewrite "ty" : !pdl.type
      %new = operation "bar.op" {"x" = %attr} -> (%t : !pdl.type)
      apply_native_rewrite "use"(%op, %new : !pdl.operation, !pdl.operation)
      erase %root
    }
  }
}

// -----

// CHECK:      module @rw_range {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is at_least 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %1 = pdl_interp.get_operands 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.range<value> -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %2 = pdl_interp.get_results of %arg0 : !pdl.range<value>
// CHECK-NEXT:     %3 = pdl_interp.get_value_type of %2 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %1, %3, %arg0 : !pdl.value, !pdl.range<value>, !pdl.range<type>, !pdl.operation) : benefit(1), generatedOps(["bar.op", "baz.op"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.range<value>, %arg2: !pdl.range<type>, %arg3: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_type i32
// CHECK-NEXT:       %1 = pdl_interp.create_types [i64, i16]
// CHECK-NEXT:       %2 = pdl_interp.create_range %arg0, %arg1 : !pdl.value, !pdl.range<value> 
// CHECK-NEXT:       %3 = pdl_interp.create_range %0, %1, %arg2 : !pdl.type, !pdl.range<type>, !pdl.range<type> 
// CHECK-NEXT:       %4 = pdl_interp.create_range : !pdl.range<type>
// CHECK-NEXT:       %5 = pdl_interp.create_operation "bar.op"(%2 : !pdl.range<value>)  -> (%3 : !pdl.range<type>)
// CHECK-NEXT:       %6 = pdl_interp.create_operation "baz.op"  -> (%4 : !pdl.range<type>)
// CHECK-NEXT:       %7 = pdl_interp.get_results of %5 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg3 with (%7 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_range {
  pdl.pattern : benefit(1) {
    %in = operand
    %ins = operands
    %ts = types
    %root = operation "foo.op"(%in, %ins : !pdl.value, !pdl.range<value>) -> (%ts : !pdl.range<type>)
    rewrite %root {
      %t = type : i32
      %tys = types : [i64, i16]
      %r = range %in, %ins : !pdl.value, !pdl.range<value>
      %rt = range %t, %tys, %ts : !pdl.type, !pdl.range<type>, !pdl.range<type>
      %e = range : !pdl.range<type>
      %new = operation "bar.op"(%r : !pdl.range<value>) -> (%rt : !pdl.range<type>)
      %new2 = operation "baz.op" -> (%e : !pdl.range<type>)
      %vals = results of %new
      replace %root with (%vals : !pdl.range<value>)
    }
  }
}

// -----

// CHECK:      module @rw_consts {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is at_least 1 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_attribute "v" of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.attribute -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.check_attribute %0 is 5 : i8 -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %1 = pdl_interp.get_result 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %1 : !pdl.value -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     %2 = pdl_interp.get_results 1 of %arg0 : !pdl.range<value>
// CHECK-NEXT:     pdl_interp.is_not_null %2 : !pdl.range<value> -> ^bb8, ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %3 = pdl_interp.get_value_type of %1 : !pdl.type
// CHECK-NEXT:     pdl_interp.check_type %3 is f32 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     %4 = pdl_interp.get_value_type of %2 : !pdl.range<type>
// CHECK-NEXT:     pdl_interp.check_types %4 are [f32, f64] -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), generatedOps(["bar.op"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_attribute 5 : i8
// CHECK-NEXT:       %1 = pdl_interp.create_type f32
// CHECK-NEXT:       %2 = pdl_interp.create_types [f32, f64]
// CHECK-NEXT:       %3 = pdl_interp.create_operation "bar.op" {"v" = %0}  -> (%1, %2 : !pdl.type, !pdl.range<type>)
// CHECK-NEXT:       %4 = pdl_interp.get_results of %3 : !pdl.range<value>
// CHECK-NEXT:       pdl_interp.replace %arg0 with (%4 : !pdl.range<value>)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_consts {
  pdl.pattern : benefit(1) {
    %a = attribute = 5 : i8
    %t = type : f32
    %ts = types : [f32, f64]
    %root = operation "foo.op" {"v" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
    rewrite %root {
      %new = operation "bar.op" {"v" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
      replace %root with %new
    }
  }
}

// -----

// CHECK:      module @rw_names {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.switch_operation_name of %arg0 to ["a.op", "b.op", "c.op"](^bb2, ^bb5, ^bb8) -> ^bb1
// CHECK-NEXT:   ^bb1:  // 10 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9, ^bb10
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%arg0 : !pdl.operation) : benefit(1), loc([%arg0]), root("a.op") -> ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb6, ^bb1
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb7, ^bb1
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_0(%arg0 : !pdl.operation) : benefit(2), loc([%arg0]), root("b.op") -> ^bb1
// CHECK-NEXT:   ^bb8:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 0 -> ^bb9, ^bb1
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb10, ^bb1
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter_1(%arg0 : !pdl.operation) : benefit(32767), loc([%arg0]), root("c.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_0(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter_1(%arg0: !pdl.operation) {
// CHECK-NEXT:       pdl_interp.apply_rewrite "rw"(%arg0 : !pdl.operation)
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @keep()
// CHECK-NEXT: }
module @rw_names {
  pdl.pattern @a : benefit(1) {
    %root = operation "a.op"
    rewrite %root with "rw"
  }
  func.func private @keep()
  pdl.pattern @b : benefit(2) {
    %root = operation "b.op"
    rewrite %root with "rw"
  }
  pdl.pattern @c : benefit(32767) {
    %root = operation "c.op"
    rewrite %root with "rw"
  }
}

// -----

// CHECK:      module @rw_generated {
// CHECK-NEXT:   pdl_interp.func @matcher(%arg0: !pdl.operation) {
// CHECK-NEXT:     pdl_interp.check_operation_name of %arg0 is "foo.op" -> ^bb2, ^bb1
// CHECK-NEXT:   ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb3, ^bb4, ^bb5
// CHECK-NEXT:     pdl_interp.finalize
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     pdl_interp.check_operand_count of %arg0 is 1 -> ^bb3, ^bb1
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     pdl_interp.check_result_count of %arg0 is 0 -> ^bb4, ^bb1
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %0 = pdl_interp.get_operand 0 of %arg0
// CHECK-NEXT:     pdl_interp.is_not_null %0 : !pdl.value -> ^bb5, ^bb1
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     pdl_interp.record_match @rewriters::@pdl_generated_rewriter(%0, %arg0 : !pdl.value, !pdl.operation) : benefit(1), generatedOps(["gen.a", "gen.b"]), loc([%arg0]), root("foo.op") -> ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   module @rewriters {
// CHECK-NEXT:     pdl_interp.func @pdl_generated_rewriter(%arg0: !pdl.value, %arg1: !pdl.operation) {
// CHECK-NEXT:       %0 = pdl_interp.create_operation "gen.a" 
// CHECK-NEXT:       %1 = pdl_interp.create_operation "gen.b"(%arg0 : !pdl.value) 
// CHECK-NEXT:       pdl_interp.erase %arg1
// CHECK-NEXT:       pdl_interp.finalize
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @rw_generated {
  pdl.pattern : benefit(1) {
    %in = operand
    %root = operation "foo.op"(%in : !pdl.value)
    rewrite %root {
      %a = operation "gen.a"
      %b = operation "gen.b"(%in : !pdl.value)
      erase %root
    }
  }
}
