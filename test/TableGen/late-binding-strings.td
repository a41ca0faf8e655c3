// RUN: rtblgen %s | FileCheck %s
class Op<string mnemonic> { string name = mnemonic; string asm = name # " $dst"; }
def ADD : Op<"add"> { let name = "addl"; }

// CHECK: ------------- Classes -----------------
// CHECK-NEXT: class Op<string Op:mnemonic = ?> {
// CHECK-NEXT:   string name = Op:mnemonic;
// CHECK-NEXT:   string asm = !strconcat(name, " $dst");
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def ADD {	// Op
// CHECK-NEXT:   string name = "addl";
// CHECK-NEXT:   string asm = "addl $dst";
// CHECK-NEXT: }
