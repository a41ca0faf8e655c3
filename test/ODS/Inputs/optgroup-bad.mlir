"test.func"() ({
  og.sym "x"
}) : () -> ()
