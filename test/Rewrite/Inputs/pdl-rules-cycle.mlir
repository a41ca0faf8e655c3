// Two PDL patterns that undo each other: "test.ping" becomes "test.pong" and back.
module {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.switch_operation_name of %root to ["test.ping", "test.pong"](^ping, ^pong) -> ^end
  ^ping:
    pdl_interp.record_match @rewriters::@ping_to_pong(%root : !pdl.operation) : benefit(1), loc([%root]), root("test.ping") -> ^end
  ^pong:
    pdl_interp.record_match @rewriters::@pong_to_ping(%root : !pdl.operation) : benefit(1), loc([%root]), root("test.pong") -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @ping_to_pong(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.pong"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
    pdl_interp.func @pong_to_ping(%root : !pdl.operation) {
      %op = pdl_interp.create_operation "test.ping"
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
