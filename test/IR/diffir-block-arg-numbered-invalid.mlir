// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Errors around block arguments named `%name#n`, as mlir-opt 22 reports them.

// Only `%a#1` is defined, not `%a`.
// CHECK: :[[#@LINE+3]]:11: error: use of undeclared SSA value name
"t.op"() ({
^bb0(%a#1: i32):
  "t.use"(%a) : (i32) -> ()
}) : () -> ()

// -----

"t.op"() ({
// CHECK: :[[#@LINE+2]]:15: error: redefinition of SSA value '%a'
// CHECK: :[[#@LINE+1]]:6: note: previously defined here
^bb0(%a: i32, %a#0: i32):
  "t.use"(%a) : (i32) -> ()
}) : () -> ()

// -----

"t.op"() ({
// CHECK: :[[#@LINE+2]]:17: error: redefinition of SSA value '%a'
// CHECK: :[[#@LINE+1]]:6: note: previously defined here
^bb0(%a#1: i32, %a#1: i32):
  "t.use"(%a#1) : (i32) -> ()
}) : () -> ()

// -----

// Leaving the region forgets every value of the name, also the outer `%x`.
%x = "t.def"() : () -> i32
"t.op"() ({
^bb0(%x#1: i32):
  "t.use"(%x#1) : (i32) -> ()
}) : () -> ()
// CHECK: :[[#@LINE+1]]:9: error: use of undeclared SSA value name
"t.use"(%x) : (i32) -> ()

// -----

// CHECK: :[[#@LINE+4]]:6: error: redefinition of SSA value '%x'
// CHECK: :[[#@LINE+1]]:1: note: previously defined here
%x:2 = "t.def"() : () -> (i32, i32)
"t.op"() ({
^bb0(%x#1: i32):
  "t.use"(%x#1) : (i32) -> ()
}) : () -> ()

// -----

"t.op"() ({
// CHECK: :[[#@LINE+3]]:11: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
// CHECK: :[[#@LINE+1]]:6: note: prior use here
^bb0(%a#1: i32):
  "t.use"(%a#1) : (i64) -> ()
}) : () -> ()

// -----

"t.op"() ({
// CHECK: :[[#@LINE+1]]:8: error: invalid SSA value result number
^bb0(%a#x: i32):
}) : () -> ()

// -----

"t.op"() ({
^bb0(%a#2: i32, %a: i32):
// CHECK: :[[#@LINE+1]]:11: error: reference to invalid result number
  "t.use"(%a#1) : (i32) -> ()
}) : () -> ()

// -----

"t.op"() ({
// CHECK: :[[#@LINE+4]]:6: error: definition of SSA value '%y#1' has type 'i8'
// CHECK: :[[#@LINE+1]]:11: note: previously used here with type 'i16'
  "t.use"(%y#1) : (i16) -> ()
  "t.br"() [^bb1] : () -> ()
^bb1(%y#1: i8):
}) : () -> ()
