// oilist errors: a clause given twice is reported at the op name; an optional operand and
// its type are parsed separately, so a type without an operand is a count mismatch at the
// operand's position; a variadic clause needs at least one type. Checked against mlir-opt 22
// (its test dialect has these ops).
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error@+1 {{`keyword` clause can appear at most once in the expansion of the oilist directive}}
  test.oilist_with_keywords_only keyword thirdKeyword keyword
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{`otherKeyword` clause can appear at most once in the expansion of the oilist directive}}
  test.oilist_with_simple_args otherKeyword %a : i32 keyword %a : i32 otherKeyword %a : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{`foo` clause can appear at most once in the expansion of the oilist directive}}
  test.oilist_allowed_literal foo bar foo buzz
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{number of operands and types do not match: got 0 operands and 1 types}}
  test.oilist_with_simple_args keyword : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  test.oilist_with_simple_args keyword %a
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  test.oilist_variadic_with_parens keyword( : )
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{expected ')'}}
  test.oilist_variadic_with_parens keyword(%a : i32
  return
}
