// Inherent attributes of the generic form are checked while parsing, as MLIR converts them to
// properties: a `<{...}>` entry whose attribute kind cannot hold the property is an "invalid
// properties" error; an inherent attribute in the attribute dictionary must satisfy its
// constraint. Expected messages from mlir-opt 22 on the same input.
// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @addi_flags_not_an_overflow_attr(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{invalid properties {overflowFlags = 3 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 3 : i32}}
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @addi_flags_in_attr_dict(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %b) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  return %0 : i32
}

// -----

// The attribute dictionary's check happens while parsing: the syntax error after it is not
// reached.
func.func @attr_dict_checked_while_parsing(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %b) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  %1 = arith.addi %a, %b : i32 garbage
  return %0 : i32
}

// -----

// The same dictionary text on an unregistered op first: its names are not inherent there.
func.func @attr_dict_after_unregistered(%a: i32, %b: i32) -> i32 {
  "test.unregistered"() {overflowFlags = 3 : i32} : () -> ()
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %b) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @cmpi_predicate_string(%a: i32, %b: i32) -> i1 {
  // expected-error@+1 {{invalid properties {predicate = "eq"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "eq"}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = "eq"}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

// An I64EnumAttr is stored as an i64 integer holding one of the cases.
func.func @cmpi_predicate_i32(%a: i32, %b: i32) -> i1 {
  // expected-error@+1 {{invalid properties {predicate = 3 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 3 : i32}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 3 : i32}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @cmpi_predicate_not_a_case(%a: i32, %b: i32) -> i1 {
  // expected-error@+1 {{invalid properties {predicate = 30 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 30 : i64}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 30 : i64}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @cmpi_predicate_not_a_case_in_attr_dict(%a: i32, %b: i32) -> i1 {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 30 : i64} : (i32, i32) -> i1
  return %0 : i1
}

// -----

// Properties are converted in the order of their names.
func.func @cmpf_first_by_name(%a: f32, %b: f32) -> i1 {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i64, predicate = "x"} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: 1 : i64}}
  %0 = "arith.cmpf"(%a, %b) <{fastmath = 1, predicate = "x"}> : (f32, f32) -> i1
  return %0 : i1
}

// -----

func.func @cmpf_attr_dict_first_by_name(%a: f32, %b: f32) -> i1 {
  // expected-error@+1 {{'arith.cmpf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 3 : i32, fastmath = 1} : (f32, f32) -> i1
  return %0 : i1
}

// -----

// The operand types are checked first.
func.func @type_count_first(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected 2 operand types but had 3}}
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 3 : i32}> : (i32, i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @constant_not_typed(%a: i32, %b: i32) -> index {
  // expected-error@+1 {{invalid properties {value = [1]} for op arith.constant: Invalid attribute `value` in property conversion: [1]}}
  %0 = "arith.constant"() <{value = [1]}> : () -> index
  return %0 : index
}

// -----

// A typed attribute of another type converts; the verifier rejects it.
func.func @constant_other_type() -> index {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "s"}> : () -> index
  return %0 : index
}

// -----

func.func @andi_has_no_properties(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{invalid properties {foo = 3 : i32} for op arith.andi: this operation does not support properties}}
  %0 = "arith.andi"(%a, %b) <{foo = 3 : i32}> : (i32, i32) -> i32
  return %0 : i32
}
