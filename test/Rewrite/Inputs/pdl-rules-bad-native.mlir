module {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.apply_constraint "isInteresting"(%root : !pdl.operation) -> ^rec, ^end
  ^rec:
    pdl_interp.record_match @rewriters::@r(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @r(%root : !pdl.operation) {
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
