module {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is -> ^end, ^end
  ^end:
    pdl_interp.finalize
  }
}
