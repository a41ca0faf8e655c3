// RUN: ropt %s -pass-pipeline="builtin.module(func.func(test-diagnostic-filter{filters=m1}))" -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: ropt %s -pass-pipeline="builtin.module(func.func(test-diagnostic-filter))" -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL

// Frames of hidden files drop out of a call stack; with all of them hidden the first one is
// shown alone; a location that is no call stack is shown as it is. (Expected output from
// mlir-opt 22.)

// CHECK:      Test 'plain'
// CHECK-NEXT: Test 'file'
// CHECK-NEXT: x.c:3:4: error: test diagnostic
// CHECK-NEXT: Test 'stack'
// CHECK-NEXT: m2:2:2: error: test diagnostic
// CHECK-NEXT: m3:3:3: note: called from
// CHECK-NEXT: Test 'hidden'
// CHECK-NEXT: m1:1:1: error: test diagnostic
// CHECK-NEXT: Test 'named'
// CHECK-NEXT: m2:2:2: error: test diagnostic

// ALL:      Test 'stack'
// ALL-NEXT: m1:1:1: error: test diagnostic
// ALL-NEXT: m2:2:2: note: called from
// ALL-NEXT: m3:3:3: note: called from
// ALL:      Test 'hidden'
// ALL-NEXT: m1:1:1: error: test diagnostic
// ALL-NEXT: m1:2:2: note: called from

func.func @plain() {
  return
}
func.func private @file() attributes {test.loc = loc("x.c":3:4)}
func.func private @stack() attributes {test.loc = loc(callsite("m1":1:1 at callsite("m2":2:2 at "m3":3:3)))}
func.func private @hidden() attributes {test.loc = loc(callsite("m1":1:1 at "m1":2:2))}
func.func private @named() attributes {test.loc = loc(callsite("f"("m1":1:1) at "m2":2:2))}
