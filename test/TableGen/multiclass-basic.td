// RUN: rtblgen %s | FileCheck %s
class Inst<string n, int o> { string Name = n; int Op = o; }
multiclass M<int base> {
  def _r : Inst<NAME # "_r", base>;
  def _m : Inst<NAME # "_m", !add(base, 1)>;
}
defm ADD : M<10>;
defm SUB : M<20>;

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Inst<string Inst:n = ?, int Inst:o = ?> {
// CHECK-NEXT:   string Name = Inst:n;
// CHECK-NEXT:   int Op = Inst:o;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def ADD_m {	// Inst
// CHECK-NEXT:   string Name = "ADD_m";
// CHECK-NEXT:   int Op = 11;
// CHECK-NEXT: }
// CHECK-NEXT: def ADD_r {	// Inst
// CHECK-NEXT:   string Name = "ADD_r";
// CHECK-NEXT:   int Op = 10;
// CHECK-NEXT: }
// CHECK-NEXT: def SUB_m {	// Inst
// CHECK-NEXT:   string Name = "SUB_m";
// CHECK-NEXT:   int Op = 21;
// CHECK-NEXT: }
// CHECK-NEXT: def SUB_r {	// Inst
// CHECK-NEXT:   string Name = "SUB_r";
// CHECK-NEXT:   int Op = 20;
// CHECK-NEXT: }
