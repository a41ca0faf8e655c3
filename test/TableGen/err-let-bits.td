// RUN: not rtblgen %s 2>&1 | FileCheck %s
class A { bits<8> op = 0; }
let op{7-4} = 0xA in def P : A;
def Q : A { let op{3} = 1; let op{0} = 1; }

// CHECK: {{.*}}err-let-bits.td:3:7: error: expected '=' in let expression
// CHECK-NEXT: let op{7-4} = 0xA in def P : A;
// CHECK-NEXT:       ^
