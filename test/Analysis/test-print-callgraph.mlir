// RUN: ropt -allow-unregistered-dialect -test-print-callgraph %s 2>&1 | FileCheck %s

// The call graph: a node per function body, call and child edges (a call to a declaration or
// through a value reaches the unknown callee), and the strongly connected components.

module attributes {test.name = "simple"} {
  func.func @func_a() {
    return
  }
  func.func private @func_b(%arg0 : i32) {
    call @func_a() : () -> ()
    call @func_b(%arg0) : (i32) -> ()
    return
  }
  func.func @func_c() {
    %f = func.constant @func_a : () -> ()
    func.call_indirect %f() : () -> ()
    scf.execute_region {
      func.call @func_c() : () -> ()
      scf.yield
    }
    return
  }
  func.func private @ext()
}

// CHECK-LABEL: Testing : "simple"
// CHECK-NEXT: // ---- CallGraph ----
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "func_a"}
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = (i32) -> (), sym_name = "func_b", sym_visibility = "private"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "func_a"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = (i32) -> (), sym_name = "func_b", sym_visibility = "private"}
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "func_c"}
// CHECK-NEXT: // -- Call-Edge : <Unknown-Callee-Node>
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "func_c"}
// CHECK-NEXT: //
// CHECK-NEXT: // -- SCCs --
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "func_a"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = (i32) -> (), sym_name = "func_b", sym_visibility = "private"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :<Unknown-Callee-Node>
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "func_c"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :<External-Caller-Node>
// CHECK-EMPTY:
// CHECK-NEXT: // -------------------
