// RUN: not rtblgen %s 2>&1 | FileCheck %s
class C { string n = NAME; }
def Rec : C { Rec self = Rec; }

// CHECK: {{.*}}err-def-self-reference.td:3:15: error: Couldn't find class 'Rec'
// CHECK-NEXT: def Rec : C { Rec self = Rec; }
// CHECK-NEXT:               ^
// CHECK-NEXT: {{.*}}err-def-self-reference.td:3:19: error: unknown class name
// CHECK-NEXT: def Rec : C { Rec self = Rec; }
// CHECK-NEXT:                   ^
