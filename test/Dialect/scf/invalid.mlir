// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier and parser errors of the scf ops, with mlir-opt 22's messages and locations.

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
%r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
// expected-note@+1 {{region branch point}}
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.if' op must have an else block if defining values}}
%r = scf.if %c -> (i32) {
  scf.yield %a : i32
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
%r = scf.if %c -> (i32) {
  scf.yield %a : i32
} else {
// expected-note@+1 {{region branch point}}
  scf.yield %c : i1
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
scf.if %c {
// expected-note@+1 {{region branch point}}
  scf.yield %a : i32
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.x'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
"scf.for"(%lb, %lb, %lb) ({
^bb0(%i: index):
  "test.x"() : () -> ()
}) : (index, index, index) -> ()

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
"scf.for"(%lb, %lb, %lb) ({
^bb0(%i: i32):
  scf.yield
}) : (index, index, index) -> ()

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
"scf.for"(%lb, %lb, %lb, %a) ({
^bb0(%i: index, %x: i32):
  scf.yield %x : i32
}) : (index, index, index, i32) -> ()

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
%r = "scf.for"(%lb, %lb, %lb, %a) ({
^bb0(%i: index, %x: i64):
  scf.yield %a : i32
}) : (index, index, index, i32) -> (i32)

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'}}
%r = "scf.for"(%lb, %lb, %lb, %a) ({
^bb0(%i: index, %x: i32):
  scf.yield %x : i32
}) : (index, index, index, i32) -> (i64)

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{expected '{' to begin a region}}
%r = scf.for %i = %lb to %lb step %lb -> (i32) {
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
%r = scf.while (%x = %a) : (i32, i32) -> i32 {
  scf.condition(%c) %x : i32
} do {
^bb0(%y: i32):
  scf.yield %y : i32
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
%r = scf.while (%x = %a) : (i32) -> i64 {
// expected-note@+1 {{region branch point}}
  scf.condition(%c) %x : i32
} do {
^bb0(%y: i32):
  scf.yield %y : i32
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
%r = scf.while (%x = %a) : (i32) -> i32 {
  scf.condition(%c) %x : i32
} do {
^bb0(%y: i32):
// expected-note@+1 {{region branch point}}
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
%r = scf.while (%x = %a) : (i32) -> i32 {
// expected-note@+1 {{terminator here}}
  scf.yield %x : i32
} do {
^bb0(%y: i32):
  scf.yield %y : i32
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'}}
%r = scf.while (%x = %a) : (i32) -> i32 {
// expected-note@+1 {{region branch point}}
  scf.condition(%c) %x : i32
} do {
^bb0(%y: i64):
  scf.yield %a : i32
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
scf.execute_region {
^bb0(%y: i64):
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
"scf.execute_region"() ({}) : () -> ()

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
%r = scf.execute_region -> i32 {
// expected-note@+1 {{region branch point}}
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
%r = scf.index_switch %lb -> i32
case 1 {
  scf.yield %a : i32
}
default {
// expected-note@+1 {{see yield operation here}}
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
%c = "test.cond"() : () -> i1
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
%r = scf.index_switch %lb -> i32
case 1 {
// expected-note@+1 {{case region #0 returns 'i1' here}}
  scf.yield %c : i1
}
default {
  scf.yield %a : i32
}

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
// expected-note@+1 {{region branch point}}
%r = "scf.while"(%x) ({
^bb0(%a: i64):
  scf.condition(%c) %a : i64
}, {
^bb0(%b: i64):
  scf.yield %b : i64
}) : (i32) -> (i64)

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
%r = "scf.while"(%x) ({
^bb0(%a: i32):
  scf.condition(%c) %a : i32
}, {
^bb0(%b: i32):
// expected-note@+1 {{region branch point}}
  scf.yield %b, %b : i32, i32
}) : (i32) -> (i32)

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'i32'}}
%r = "scf.while"(%x) ({
^bb0(%a: i32):
  scf.condition(%c) %a : i32
}, {
^bb0(%b: i32):
// expected-note@+1 {{region branch point}}
  scf.yield %c : i1
}) : (i32) -> (i32)

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i1'}}
%r = "scf.for"(%x, %x, %x, %x) ({
^bb0(%i: i32, %a: i32):
  scf.yield %c : i1
}) : (i32, i32, i32, i32) -> (i32)

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
%r = "scf.for"(%x, %x, %x, %x) ({
^bb0(%i: i32, %a: i32):
  scf.yield %a, %a : i32, i32
}) : (i32, i32, i32, i32) -> (i32)

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.x'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
%r = "scf.if"(%c) ({
  scf.yield %x : i32
}, {
  "test.x"() : () -> ()
}) : (i1) -> (i32)

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
"scf.if"(%c) ({
// expected-note@+1 {{region branch point}}
  scf.yield %x : i32
}, {
}) : (i1) -> ()

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
"scf.execute_region"() ({
  "test.x"() : () -> ()
}) : () -> ()

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
"scf.while"() ({
// expected-note@+1 {{terminator here}}
  scf.yield
}, {
  "test.x"() : () -> ()
}) : () -> ()

// -----

%c = "test.cond"() : () -> i1
%x = "test.i32"() : () -> (i32)
// expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
"scf.while"() ({
  scf.condition(%c)
}, {
// expected-note@+1 {{terminator here}}
  "test.x"() : () -> ()
}) : () -> ()

// -----

%c = "test.cond"() : () -> i1
// expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
"scf.while"() ({
  scf.condition(%c)
}, {
  "test.x"() : () -> ()
// expected-note@+1 {{terminator here}}
  scf.condition(%c)
}) : () -> ()

// -----

%lb = "test.idx"() : () -> index
// expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
scf.index_switch %lb
case 1 {
  scf.yield
}
case 1 {
  scf.yield
}
default {
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
// expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
"scf.index_switch"(%lb) <{cases = array<i64: 1, 2>}> ({
  scf.yield
}, {
  scf.yield
}) : (index) -> ()

// -----

%lb = "test.idx"() : () -> index
// expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.x}}
scf.index_switch %lb
case 1 {
  "test.x"() : () -> ()
}
default {
  scf.yield
}

// -----

%lb = "test.idx"() : () -> index
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #1 returns 2}}
%r = scf.index_switch %lb -> i32
case 1 {
  scf.yield %a : i32
}
case 2 {
// expected-note@+1 {{see yield operation here}}
  scf.yield %a, %a : i32, i32
}
default {
  scf.yield %a : i32
}

// -----

%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
%r = scf.execute_region -> i32 {
  "test.br"() [^bb1] : () -> ()
^bb1:
// expected-note@+1 {{region branch point}}
  scf.yield %a, %a : i32, i32
}

// -----

%c = "test.cond"() : () -> i1
// expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
%r = "scf.if"(%c) ({
  scf.yield %c : i1
}, {
// expected-note@+1 {{region branch point}}
  scf.yield %c, %c : i1, i1
}) : (i1) -> (i1)

// -----

%lb = "test.idx"() : () -> index
%a = "test.i32"() : () -> i32
// expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
%r = "scf.for"(%lb, %lb, %lb, %a) ({
^bb0(%i: index):
  scf.yield
}) : (index, index, index, i32) -> (i32)

// -----

%lb = "test.idx"() : () -> index
%a = "test.i32"() : () -> i32
%c = "test.cond"() : () -> i1
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
%r = scf.while (%x = %a) : (i32) -> i32 {
// expected-note@+1 {{region branch point}}
  scf.condition(%c) %x, %x : i32, i32
} do {
^bb0(%y: i32):
  scf.yield %y : i32
}

// -----

%a = "test.i32"() : () -> i32
%c = "test.cond"() : () -> i1
scf.while (%x = %a) : (i32) -> () {
  scf.condition(%c)
} do {
^bb0:
  scf.yield %a : i32
}

// -----

%a = "test.i32"() : () -> i32
%c = "test.cond"() : () -> i1
// expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'i32'}}
"scf.while"(%a) ({
^bb0(%x: i32):
  scf.condition(%c)
}, {
// expected-note@+1 {{region branch point}}
  scf.yield %c : i1
}) : (i32) -> ()

// -----

%lb = "test.idx"() : () -> index
// expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
"scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
  scf.reduce
}) : () -> ()

// -----

%lb = "test.idx"() : () -> index
%c0 = arith.constant 0 : index
// expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  scf.reduce
}

// -----

%lb = "test.idx"() : () -> index
// expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
"scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%i: index, %j: index):
  scf.reduce
}) : (index, index, index) -> ()

// -----

%lb = "test.idx"() : () -> index
// expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
"scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%i: i32):
  scf.reduce
}) : (index, index, index) -> ()

// -----

%lb = "test.idx"() : () -> index
%f = "test.f"() : () -> f32
// expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
  scf.reduce
}

// -----

%lb = "test.idx"() : () -> index
%f = "test.f"() : () -> f32
%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
  %v = "test.v"() : () -> i32
// expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
  scf.reduce(%v : i32) {
  ^bb0(%a: i32, %b: i32):
    scf.reduce.return %a : i32
  }
}

// -----

%lb = "test.idx"() : () -> index
%f = "test.f"() : () -> f32
%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
// expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
  scf.reduce(%f : f32) {
  ^bb0(%a: f32):
    scf.reduce.return %a : f32
  }
}

// -----

%lb = "test.idx"() : () -> index
%f = "test.f"() : () -> f32
%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
  scf.reduce(%f : f32) {
  ^bb0(%a: f32, %b: f32):
    %x = "test.x"() : () -> i32
// expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
    scf.reduce.return %x : i32
  }
}

// -----

%lb = "test.idx"() : () -> index
%f = "test.f"() : () -> f32
%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
// expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
  scf.reduce(%f : f32) {
  ^bb0(%a: f32, %b: f32):
    "test.x"() : () -> ()
  }
}

// -----

%lb = "test.idx"() : () -> index
%f = "test.f"() : () -> f32
// expected-error@+1 {{cannot name an operation with no results}}
%r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
  scf.reduce
}

// -----

%n = "test.idx"() : () -> index
// expected-error@+1 {{expected 2 step values, got 1}}
"scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
^bb0(%i: index, %j: index):
  scf.forall.in_parallel {
  }
}) : (index) -> ()

// -----

%n = "test.idx"() : () -> index
// expected-error@+1 {{expected 0 dynamic upper bound values}}
"scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
^bb0(%i: index):
  scf.forall.in_parallel {
  }
}) : (index) -> ()

// -----

%n = "test.idx"() : () -> index
// expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
^bb0(%i: i32):
  scf.forall.in_parallel {
  }
}) : () -> ()

// -----

%n = "test.idx"() : () -> index
// expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
^bb0(%i: index, %j: index):
  scf.forall.in_parallel {
  }
}) : () -> ()

// -----

%t = "test.t"() : () -> tensor<4xf32>
// expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
%r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
^bb0(%i: index, %o: tensor<5xf32>):
  scf.forall.in_parallel {
  }
}) : (tensor<4xf32>) -> (tensor<4xf32>)

// -----

%t = "test.t"() : () -> tensor<4xf32>
// expected-error@+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
"scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  scf.forall.in_parallel {
  }
}) : (tensor<4xf32>) -> ()

// -----

scf.forall (%i) in (8) {
// expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
  scf.forall.in_parallel {
    "test.x"() : () -> ()
  }
}

// -----

%c = "test.c"() : () -> index
// expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
"scf.for"(%c, %c, %c) ({
}) : (index, index, index) -> ()

// -----

// expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
"scf.reduce"() : () -> ()

// -----

%c = "test.c"() : () -> index
// expected-error@+1 {{'scf.parallel' op expects a non-empty block}}
"scf.parallel"(%c, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%i: index):
}) : (index, index, index) -> ()

// -----

%c = "test.c"() : () -> index
// expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
scf.for %i = %c to %c step %c iter_args(%x = %c) -> (index, index) {
}

// -----

%c = "test.c"() : () -> index
// expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
scf.while (%a = %c) : i32 {
}

// -----

%c = "test.c"() : () -> i1
// expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
"scf.if"(%c) ({
}, {}) : (i1) -> ()

// -----

// Parsing inserts an operand-less scf.yield at the op's location, so both diagnostics point
// at the op.
%c = "test.cond"() : () -> i1
// expected-error@+2 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@+1 {{region branch point}}
%r = scf.if %c -> (i32) {
  "test.x"() : () -> ()
} else {
  "test.y"() : () -> ()
}

// -----

%lb = "test.idx"() : () -> index
%x = "test.i"() : () -> i32
// expected-error@+2 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@+1 {{region branch point}}
%r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32) {
  "test.x"() : () -> ()
}
