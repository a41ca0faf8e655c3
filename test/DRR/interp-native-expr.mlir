// NativeCodeCalls written in the Rust subset of CPred run at run time: `$0`, `$1`, ... are
// the matched attributes, `$_builder` builds attributes and types, and integer arithmetic
// (+ - * / %) computes the values; a constant folder and a predicate swap need no compiled
// code. An expression calling a method the interpreter lacks is an error when the rules load.
// RUN: ropt %s --load-patterns %S/Inputs/native-expr.td -canonicalize | FileCheck %s
// RUN: not ropt %s --load-patterns %S/Inputs/native-expr-bad.td -canonicalize 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f(%arg0: i32)
// CHECK-NEXT: %0 = n.const 3 : i32
// CHECK-NEXT: %1 = n.const 4 : i32
// CHECK-NEXT: %2 = n.const 7 : i32
// CHECK-NEXT: %3 = n.const 28 : i32
// CHECK-NEXT: %4 = n.cmp gt, %arg0, %0
// CHECK-NEXT: %5 = n.cmp le, %arg0, %1
// CHECK-NEXT: return %2, %3, %4, %5
// BAD: native-expr-bad.td:3:5: error: NativeCodeCall '$_builder.integer_attr($0.attr_type().unwrap(), $0.frob())' cannot be interpreted: it calls the method 'frob', which the interpreter does not have (generate Rust with rtblgen -gen-rewriters to call arbitrary code)
// BAD-NEXT: def UsesUnknown : Pat<(N_Add $x, (N_Const $a)), (N_Const (Unknown $a))>;
func.func @f(%x: i32) -> (i32, i32, i1, i1) {
  %0 = n.const 3 : i32
  %1 = n.const 4 : i32
  %2 = n.add %0, %1
  %3 = n.mul %2, %1
  %4 = n.cmp lt, %0, %x
  %5 = n.cmp ge, %1, %x
  return %2, %3, %4, %5 : i32, i32, i1, i1
}
