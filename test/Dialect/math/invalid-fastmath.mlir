// RUN: ropt %s -verify-diagnostics -allow-unregistered-dialect

// A bad fastmath flag: mlir-opt 22 reports the unknown keyword, then that the enum attribute's
// parameter could not be parsed.
// ropt reports both.

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sqrt %f fastmath<bogus> : f32
  "x.return"() : () -> ()
}) : () -> ()
