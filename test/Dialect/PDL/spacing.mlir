// RUN: ropt %s | FileCheck %s --strict-whitespace --match-full-lines

// mlir-opt 22 prints two spaces before the attribute list and result types of
// `pdl.operation`, a trailing space after an operation without them, a trailing space
// after `pdl.results` and `pdl.range` with operands, and no space in `replace ... with(...)`.

pdl.pattern : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute
  %x = pdl.operand
  %op = pdl.operation "x.y"(%x : !pdl.value) {"a" = %a} -> (%t : !pdl.type)
  %r = pdl.results of %op
  %bare = pdl.operation(%r : !pdl.range<value>)
  pdl.rewrite %bare {
    %range = pdl.range %r : !pdl.range<value>
    pdl.replace %bare with (%range : !pdl.range<value>)
  }
}

//      CHECK:module {
// CHECK-NEXT:  pdl.pattern : benefit(1) {
// CHECK-NEXT:    %0 = type
// CHECK-NEXT:    %1 = attribute
// CHECK-NEXT:    %2 = operand
// CHECK-NEXT:    %3 = operation "x.y"(%2 : !pdl.value)  {"a" = %1} -> (%0 : !pdl.type)
// CHECK-NEXT:    %4 = results of %3 
// CHECK-NEXT:    %5 = operation(%4 : !pdl.range<value>) 
// CHECK-NEXT:    rewrite %5 {
// CHECK-NEXT:      %6 = range %4 : !pdl.range<value> 
// CHECK-NEXT:      replace %5 with(%6 : !pdl.range<value>)
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
