// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A<int n> { int v = n; }
def X { A a = !cast<A>("Nope"); }

// CHECK: {{.*}}err-nonconcrete.td:3:5: error: Undefined reference to record: 'Nope'
// CHECK-EMPTY:
// CHECK-NEXT: def X { A a = !cast<A>("Nope"); }
// CHECK-NEXT:     ^
