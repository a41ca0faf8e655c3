// RUN: ropt %s -split-input-file -verify-diagnostics
// RUN: env ROPT_ODS_INTERPRET=1 ropt %s -split-input-file -verify-diagnostics

// A `type($x)` directive whose value is constrained to one builtin type class
// (`FunctionType`, `AnyInteger`, ...) rejects a type of another class while
// parsing, at the type, before the verifier checks the rest.

func.func @scalar(%f: (i32) -> i32, %a: i32) {
  // expected-error @+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = func.call_indirect %f(%a) : i32
  return
}

// -----

func.func @tensor(%f: (i32) -> i32, %a: i32) {
  // expected-error @+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'tensor<2xf32>'}}
  %r = func.call_indirect %f(%a) : tensor<2xf32>
  return
}

// -----

// The right kind with another signature: the use's type is checked.
// expected-note @+1 {{prior use here}}
func.func @signature(%f: (i32) -> i32, %a: i32) {
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: '(i32) -> i64' vs '(i32) -> i32'}}
  %r = func.call_indirect %f(%a) : (i32) -> i64
  return
}

// -----

func.func @switch_index(%x: index) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %x : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_float(%x: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %x : f32, [
    default: ^bb1
  ]
^bb1:
  return
}
