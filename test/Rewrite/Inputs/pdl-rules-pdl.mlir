// A pdl.pattern for load-pdl-patterns-pdl.mlir: "test.pair"(a, b) becomes
// "test.swapped"(b, a).
pdl.pattern @swap : benefit(1) {
  %a = pdl.operand
  %b = pdl.operand
  %t = pdl.type
  %root = pdl.operation "test.pair"(%a, %b : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %n = pdl.operation "test.swapped"(%b, %a : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %n
    pdl.replace %root with (%r : !pdl.value)
  }
}
