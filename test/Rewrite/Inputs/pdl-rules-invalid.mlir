module {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["test.a", "test.b"](^end) -> ^end
  ^end:
    pdl_interp.finalize
  }
}
