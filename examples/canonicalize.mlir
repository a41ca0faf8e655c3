// Code that -canonicalize visibly simplifies: constants fold, x * 1 and x + 0 disappear,
// an scf.if on a known condition keeps one branch, and a loop that runs zero times goes.
// Try: cargo run --release -p ropt -- -canonicalize examples/canonicalize.mlir
func.func @simplify(%x: i32, %step: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %three = arith.addi %c1, %c2 : i32
  %y = arith.muli %x, %c1 : i32
  %z = arith.addi %y, %c0 : i32
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %t = arith.addi %z, %three : i32
    scf.yield %t : i32
  } else {
    scf.yield %c0 : i32
  }
  %lb = arith.constant 4 : index
  %sum = scf.for %i = %lb to %lb step %step iter_args(%acc = %r) -> i32 {
    %a = arith.addi %acc, %x : i32
    scf.yield %a : i32
  }
  return %sum : i32
}
