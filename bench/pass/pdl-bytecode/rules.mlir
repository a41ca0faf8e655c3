// The three rules of bench/pass/pdl-bytecode.sh as PDL (lowered by hand to pdl_interp):
// xori(x, x) to a zero constant (i32 and i64), andi(x, -1) to x, subi(x, x) to
// xori(x, x). `module @patterns` is what -test-pdl-bytecode-pass reads; --load-patterns
// takes the file as it is.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["arith.xori", "arith.andi", "arith.subi"](^xor, ^and, ^sub) -> ^end
  ^xor:
    %xl = pdl_interp.get_operand 0 of %root
    %xr = pdl_interp.get_operand 1 of %root
    pdl_interp.are_equal %xl, %xr : !pdl.value -> ^xor_type, ^end
  ^xor_type:
    %xt = pdl_interp.get_value_type of %xl : !pdl.type
    pdl_interp.switch_type %xt to [i32, i64](^xor32, ^xor64) -> ^end
  ^xor32:
    pdl_interp.record_match @rewriters::@xor_self_i32(%root : !pdl.operation) : benefit(1), generatedOps(["arith.constant"]), loc([%root]), root("arith.xori") -> ^end
  ^xor64:
    pdl_interp.record_match @rewriters::@xor_self_i64(%root : !pdl.operation) : benefit(1), generatedOps(["arith.constant"]), loc([%root]), root("arith.xori") -> ^end
  ^and:
    %c = pdl_interp.get_operand 1 of %root
    %cdef = pdl_interp.get_defining_op of %c : !pdl.value
    pdl_interp.is_not_null %cdef : !pdl.operation -> ^and_def, ^end
  ^and_def:
    pdl_interp.check_operation_name of %cdef is "arith.constant" -> ^and_value, ^end
  ^and_value:
    %cv = pdl_interp.get_attribute "value" of %cdef
    pdl_interp.switch_attribute %cv to [-1 : i32, -1 : i64](^and_rec, ^and_rec) -> ^end
  ^and_rec:
    %ax = pdl_interp.get_operand 0 of %root
    pdl_interp.record_match @rewriters::@and_all_ones(%root, %ax : !pdl.operation, !pdl.value) : benefit(1), loc([%root, %cdef]), root("arith.andi") -> ^end
  ^sub:
    %sl = pdl_interp.get_operand 0 of %root
    %sr = pdl_interp.get_operand 1 of %root
    pdl_interp.are_equal %sl, %sr : !pdl.value -> ^sub_rec, ^end
  ^sub_rec:
    pdl_interp.record_match @rewriters::@sub_self(%root, %sl : !pdl.operation, !pdl.value) : benefit(1), generatedOps(["arith.xori"]), loc([%root]), root("arith.subi") -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @xor_self_i32(%root : !pdl.operation) {
      %zero = pdl_interp.create_attribute 0 : i32
      %cst = pdl_interp.create_operation "arith.constant" {"value" = %zero} -> <inferred>
      %v = pdl_interp.get_result 0 of %cst
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @xor_self_i64(%root : !pdl.operation) {
      %zero = pdl_interp.create_attribute 0 : i64
      %cst = pdl_interp.create_operation "arith.constant" {"value" = %zero} -> <inferred>
      %v = pdl_interp.get_result 0 of %cst
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @and_all_ones(%root : !pdl.operation, %x : !pdl.value) {
      pdl_interp.replace %root with (%x : !pdl.value)
      pdl_interp.finalize
    }
    pdl_interp.func @sub_self(%root : !pdl.operation, %x : !pdl.value) {
      %t = pdl_interp.get_value_type of %x : !pdl.type
      %op = pdl_interp.create_operation "arith.xori"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
      %v = pdl_interp.get_result 0 of %op
      pdl_interp.replace %root with (%v : !pdl.value)
      pdl_interp.finalize
    }
  }
}
