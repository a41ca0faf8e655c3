// RUN: ropt %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s
// RUN: ropt %s -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s

// The canonicalizer keeps no analysis, even when it changes nothing: the second CSE
// computes dominance again (as mlir-opt 22's report shows).
// CHECK:      Parser
// CHECK-NEXT: 'func.func' Pipeline
// CHECK-NEXT:   CSE
// CHECK-NEXT:     (A) DominanceInfo
// CHECK-NEXT:   Canonicalizer
// CHECK-NEXT:   CSE
// CHECK-NEXT:     (A) DominanceInfo
// CHECK-NEXT: Output

func.func @a() {
  return
}

func.func @b() {
  return
}
