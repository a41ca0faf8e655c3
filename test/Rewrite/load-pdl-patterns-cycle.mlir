// RUN: not ropt %s --load-patterns %S/Inputs/pdl-rules-cycle.mlir "-canonicalize=test-convergence max-iterations=2 max-num-rewrites=4 trace-rewrites=text" 2>&1 | FileCheck %s

// PDL patterns are ordinary patterns to the greedy driver: its non-convergence report names
// them (after their rewriters). (Without a rewrite limit the driver, like mlir-opt's, would
// not end: each rewrite makes a new op to visit in the same iteration.)

// CHECK: apply: pattern 'ping_to_pong' on 'test.ping'
// CHECK: apply: pattern 'pong_to_ping' on 'test.pong'
// CHECK: greedy rewriting did not converge; patterns kept firing: 'ping_to_pong' on 'test.ping' -> 'pong_to_ping' on 'test.pong' -> 'ping_to_pong' ...
func.func @f() {
  "test.ping"() : () -> ()
  return
}
