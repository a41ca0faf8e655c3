// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -split-input-file -verify-diagnostics
// RUN: ropt %s -split-input-file -verify-diagnostics -mlir-disable-threading

// Errors inside function bodies parsed on other threads (ROPT_PARSE_MIN_CHUNK=0 defers every
// body it can): the diagnostics are the sequential parse's, as mlir-opt prints them.

// The first error in source order wins: an error in a later function is not reported.
func.func @first(%a: i32) -> i32 {
  // expected-note@+1 {{prior use here}}
  %0 = arith.addi %a, %a : i32
  // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  %1 = arith.addi %0, %0 : i64
  return %1 : i64
}
func.func @second() {
  %1 = arith.constant 2 : i32
  %1 = arith.constant 3 : i32
  return
}

// -----

// Undefined values are reported at the end of the file, so a later error wins over them.
func.func @undefined() {
  "func.call"(%u1, %u2) {callee = @f} : (i32, i32) -> ()
  return
}
func.func @later() {
  // expected-note@+1 {{prior use here}}
  %x = arith.constant 1 : i32
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  %y = arith.addi %x, %x : i64
  return
}

// -----

// An error in a function wins over a later error of the enclosing parse.
module {
  func.func @inner() {
    // expected-note@+1 {{prior use here}}
    %0 = arith.constant 1 : i32
    // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
    return %0 : i64
  }
}
}

// -----

// An error of the enclosing parse after good functions is reported.
func.func @good() {
  return
}
func.func @bad_tail() {
  return
// expected-error@+1 {{expected location instance}}
} loc(

// -----

// Nested modules: the innermost function's error comes first.
module {
  module {
    func.func @a() {
      // expected-note@+1 {{prior use here}}
      %0 = arith.constant 1 : i32
      // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
      "func.return"(%0, %0) : (i32, i64) -> ()
    }
  }
  func.func @b() {
    %0 = arith.constant 1 : i32
    %0 = arith.constant 1 : i32
    return
  }
}

// -----

// A value of an enclosing scope used inside a function is parsed, then rejected.
%c = arith.constant 1 : i32
// expected-note@+1 {{required by region isolation constraints}}
func.func @uses_outer() -> i32 {
  // expected-error@+1 {{'func.return' op using value defined outside the region}}
  return %c : i32
}

// -----

// An alias is only visible after its definition.
func.func @alias_later() -> i32 {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{undefined symbol alias id 't'}}
  %1 = arith.addi %0, %0 : !t
  return %0 : i32
}
!t = i32

// -----

// Block names are checked at the end of their region.
func.func @blocks() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^missing
^bb1:
  return
}
func.func @blocks2() {
  cf.br ^other
}

// -----

// A location alias used before its definition must be defined.
func.func @loc_alias() {
  // expected-error@+1 {{operation location alias was never defined}}
  return loc(#never)
}

// -----

// A brace that does not close: the region ends later than it seems.
func.func @extra_open() {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32
  {
  return
}
func.func @next() {
  return
}

// -----

// A function that never ends.
func.func @open() {
  %0 = arith.constant 1 : i32
  func.func @inner() {
    return
  }
  // expected-error {{expected operation name in quotes}}
