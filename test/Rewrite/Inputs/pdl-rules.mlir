// PDL patterns (already lowered to pdl_interp) for load-pdl-patterns.mlir:
// "test.twice"(x) becomes arith.addi x, x, with benefit 2; "test.twice" with an attribute
// `keep` is left alone.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.twice" -> ^a, ^end
  ^a:
    %keep = pdl_interp.get_attribute "keep" of %root
    pdl_interp.is_not_null %keep : !pdl.attribute -> ^end, ^b
  ^b:
    %x = pdl_interp.get_operand 0 of %root
    pdl_interp.record_match @rewriters::@twice_to_add(%root, %x : !pdl.operation, !pdl.value) : benefit(2), generatedOps(["arith.addi"]), loc([%root]), root("test.twice") -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @twice_to_add(%root : !pdl.operation, %x : !pdl.value) {
      %t = pdl_interp.get_value_type of %x : !pdl.type
      %op = pdl_interp.create_operation "arith.addi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      %v = pdl_interp.get_result 0 of %op
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
  }
}
