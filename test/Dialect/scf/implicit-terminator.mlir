// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s --check-prefix=GENERIC

// Implicit terminators (expected output from mlir-opt 22): the custom forms of scf.for
// (no iter_args), scf.if (no results), scf.forall and scf.parallel may leave out their
// terminator; parsing adds an operand-less one at the op's location, and printing leaves out
// a terminator the custom form does not need.

%lb, %ub, %st = "test.idx"() : () -> (index, index, index)
%c = "test.cond"() : () -> i1
%t = "test.tensor"() : () -> tensor<8xf32>
scf.for %i = %lb to %ub step %st {
  "test.foo"(%i) : (index) -> ()
}
scf.for %i = %lb to %ub step %st {
}
scf.for %i = %lb to %ub step %st {
  scf.yield
}
scf.if %c {
  "test.then"() : () -> ()
}
scf.if %c {
} else {
  "test.else"() : () -> ()
}
scf.if %c {
  scf.for %j = %lb to %ub step %st {
    "test.inner"(%j) : (index) -> ()
  }
}
scf.forall (%i, %j) in (8, 16) {
  "test.body"(%i, %j) : (index, index) -> ()
}
%f = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  "test.body"(%i) : (index) -> ()
}
scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  "test.par"(%i) : (index) -> ()
}
scf.execute_region {
  "test.region"() : () -> ()
  scf.yield
}

// CHECK-LABEL: module {
// CHECK-NEXT:   %0:3 = "test.idx"() : () -> (index, index, index)
// CHECK-NEXT:   %1 = "test.cond"() : () -> i1
// CHECK-NEXT:   %2 = "test.tensor"() : () -> tensor<8xf32>
// CHECK-NEXT:   scf.for %arg0 = %0#0 to %0#1 step %0#2 {
// CHECK-NEXT:     "test.foo"(%arg0) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg0 = %0#0 to %0#1 step %0#2 {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg0 = %0#0 to %0#1 step %0#2 {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %1 {
// CHECK-NEXT:     "test.then"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %1 {
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.else"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %1 {
// CHECK-NEXT:     scf.for %arg0 = %0#0 to %0#1 step %0#2 {
// CHECK-NEXT:       "test.inner"(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg0, %arg1) in (8, 16) {
// CHECK-NEXT:     "test.body"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %3 = scf.forall (%arg0) in (8) shared_outs(%arg1 = %2) -> (tensor<8xf32>) {
// CHECK-NEXT:     "test.body"(%arg0) : (index) -> ()
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.parallel (%arg0) = (%0#0) to (%0#1) step (%0#2) {
// CHECK-NEXT:     "test.par"(%arg0) : (index) -> ()
// CHECK-NEXT:     scf.reduce{{ $}}
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.execute_region {
// CHECK-NEXT:     "test.region"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The inserted terminators carry the location of their parent op; the one written out
// keeps its own.
// GENERIC-LABEL: "builtin.module"() ({
// GENERIC:        "scf.for"(%0#0, %0#1, %0#2) ({
// GENERIC-NEXT:   ^bb0(%arg8: index loc({{.*}}:13:9)):
// GENERIC-NEXT:     "test.foo"(%arg8) : (index) -> () loc(#{{.*}})
// GENERIC-NEXT:     "scf.yield"() : () -> () loc([[FOR:#loc[0-9]+]])
// GENERIC-NEXT:   }) : (index, index, index) -> () loc([[FOR]])
// GENERIC-NEXT:   "scf.for"(%0#0, %0#1, %0#2) ({
// GENERIC-NEXT:   ^bb0(%arg7: index loc({{.*}}:16:9)):
// GENERIC-NEXT:     "scf.yield"() : () -> () loc([[EMPTY:#loc[0-9]+]])
// GENERIC-NEXT:   }) : (index, index, index) -> () loc([[EMPTY]])
// GENERIC-NEXT:   "scf.for"(%0#0, %0#1, %0#2) ({
// GENERIC-NEXT:   ^bb0(%arg6: index loc({{.*}}:18:9)):
// GENERIC-NEXT:     "scf.yield"() : () -> () loc([[OWN:#loc[0-9]+]])
// GENERIC-NEXT:   }) : (index, index, index) -> () loc([[FOR3:#loc[0-9]+]])
// GENERIC-NEXT:   "scf.if"(%1) ({
// GENERIC-NEXT:     "test.then"() : () -> () loc(#{{.*}})
// GENERIC-NEXT:     "scf.yield"() : () -> () loc([[IF:#loc[0-9]+]])
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   }) : (i1) -> () loc([[IF]])
// GENERIC-NEXT:   "scf.if"(%1) ({
// GENERIC-NEXT:     "scf.yield"() : () -> () loc([[IF2:#loc[0-9]+]])
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     "test.else"() : () -> () loc(#{{.*}})
// GENERIC-NEXT:     "scf.yield"() : () -> () loc([[IF2]])
// GENERIC-NEXT:   }) : (i1) -> () loc([[IF2]])
// GENERIC:        "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 16>}> ({
// GENERIC-NEXT:   ^bb0(%arg3: index loc({{.*}}), %arg4: index loc({{.*}})):
// GENERIC-NEXT:     "test.body"(%arg3, %arg4) : (index, index) -> () loc(#{{.*}})
// GENERIC-NEXT:     "scf.forall.in_parallel"() ({
// GENERIC-NEXT:     ^bb0:
// GENERIC-NEXT:     }) : () -> () loc([[FORALL:#loc[0-9]+]])
// GENERIC-NEXT:   }) : () -> () loc([[FORALL]])
// GENERIC:        "scf.parallel"(%0#0, %0#1, %0#2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index loc({{.*}})):
// GENERIC-NEXT:     "test.par"(%arg0) : (index) -> () loc(#{{.*}})
// GENERIC-NEXT:     "scf.reduce"() : () -> () loc([[PAR:#loc[0-9]+]])
// GENERIC-NEXT:   }) : (index, index, index) -> () loc([[PAR]])
// GENERIC-DAG: [[FOR]] = loc({{.*}}:13:1)
// GENERIC-DAG: [[EMPTY]] = loc({{.*}}:16:1)
// GENERIC-DAG: [[OWN]] = loc({{.*}}:19:3)
// GENERIC-DAG: [[FOR3]] = loc({{.*}}:18:1)
// GENERIC-DAG: [[IF]] = loc({{.*}}:21:1)
// GENERIC-DAG: [[IF2]] = loc({{.*}}:24:1)
// GENERIC-DAG: [[FORALL]] = loc({{.*}}:33:1)
// GENERIC-DAG: [[PAR]] = loc({{.*}}:39:1)
