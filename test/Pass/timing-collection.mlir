// A run of nested pipelines on several anchors shows in the timing tree as one
// 'Pipeline Collection' (anchors sorted) holding each anchor's pipeline in the order the ops
// are met; a single anchor's collection is not shown (checked against mlir-opt 22).
// RUN: ropt %s --pass-pipeline='builtin.module(func.func(cse),builtin.module(cse))' -mlir-timing -mlir-disable-threading -o %t.out 2>&1 | FileCheck %s
// RUN: ropt %s --pass-pipeline='builtin.module(func.func(cse),builtin.module(cse))' -mlir-timing -o %t.out 2>&1 | FileCheck %s
// RUN: ropt %s --pass-pipeline='builtin.module(func.func(cse))' -mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=ONE

module {
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  module @inner {
  }
}

// CHECK:      ----Wall Time----  ----Name----
// CHECK-NEXT: {{.*}}  Parser
// CHECK-NEXT: {{.*}}  Pipeline Collection : ['builtin.module', 'func.func']
// CHECK-NEXT: {{.*}}    'func.func' Pipeline
// CHECK-NEXT: {{.*}}      CSE
// CHECK-NEXT: {{.*}}        (A) DominanceInfo
// CHECK-NEXT: {{.*}}    'builtin.module' Pipeline
// CHECK-NEXT: {{.*}}      CSE
// CHECK-NEXT: {{.*}}        (A) DominanceInfo
// CHECK-NEXT: {{.*}}  Output

// ONE:      ----Wall Time----  ----Name----
// ONE-NEXT: {{.*}}  Parser
// ONE-NEXT: {{.*}}  'func.func' Pipeline
// ONE-NEXT: {{.*}}    CSE
// ONE-NEXT: {{.*}}      (A) DominanceInfo
// ONE-NEXT: {{.*}}  Output
