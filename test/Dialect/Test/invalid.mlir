// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// Verifier and parser errors of the test dialect's ops, worded and placed as mlir-opt's.

func.func @a() {
  "test.symbol_scope"() ({
    "test.z"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @b() {
  "test.symbol_scope"() ({
    "test.z"() {sym_name = "s"} : () -> ()
    "test.z"() {sym_name = "s"} : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @c() {
  %0 = "test.constant"() : () -> i32
  return
}

// -----

func.func @d() {
  "test.return"() : () -> ()
  "test.x"() : () -> ()
}

// -----

func.func @e() {
  test.graph_region {
    "test.x"() : () -> ()
  } {foo}
  return
}

// -----

func.func @f() {
  test.graph_region attributes {foo} {
    "test.finish"(%0) : (i32) -> ()
  }
  "test.graph_region"() ({}) : () -> ()
  return
}

// CHECK: {{.*}}invalid.mlir:6:3: error: 'test.symbol_scope' op expects regions to end with 'test.finish', found 'test.z'
// CHECK-NEXT:   "test.symbol_scope"() ({
// CHECK-NEXT:   ^
// CHECK: {{.*}}invalid.mlir:6:3: note: see current operation: 
// CHECK-NEXT: "test.symbol_scope"() ({
// CHECK-NEXT:   "test.z"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK: {{.*}}invalid.mlir:6:3: note: in custom textual format, the absence of terminator implies 'test.finish'
// CHECK: {{.*}}invalid.mlir:17:5: error: redefinition of symbol named 's'
// CHECK-NEXT:     "test.z"() {sym_name = "s"} : () -> ()
// CHECK-NEXT:     ^
// CHECK: {{.*}}invalid.mlir:17:5: note: see current operation: "test.z"() {sym_name = "s"} : () -> ()
// CHECK: {{.*}}invalid.mlir:16:5: note: see existing symbol definition here
// CHECK-NEXT:     "test.z"() {sym_name = "s"} : () -> ()
// CHECK-NEXT:     ^
// CHECK: {{.*}}invalid.mlir:26:8: error: 'test.constant' op requires attribute 'value'
// CHECK-NEXT:   %0 = "test.constant"() : () -> i32
// CHECK-NEXT:        ^
// CHECK: {{.*}}invalid.mlir:26:8: note: see current operation: %0 = "test.constant"() : () -> i32
// CHECK: {{.*}}invalid.mlir:33:3: error: 'test.return' op must be the last operation in the parent block
// CHECK-NEXT:   "test.return"() : () -> ()
// CHECK-NEXT:   ^
// CHECK: {{.*}}invalid.mlir:33:3: note: see current operation: "test.return"() : () -> ()
// CHECK: {{.*}}invalid.mlir:42:4: error: expected operation name in quotes
// CHECK-NEXT:   } {foo}
// CHECK-NEXT:    ^
// CHECK: {{.*}}invalid.mlir:50:19: error: use of undeclared SSA value name
// CHECK-NEXT:     "test.finish"(%0) : (i32) -> ()
// CHECK-NEXT:                   ^
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
