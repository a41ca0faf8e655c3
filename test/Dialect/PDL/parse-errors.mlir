// RUN: ropt %s -split-input-file -verify-diagnostics

// Malformed and ill-typed pdl and pdl_interp ops on one line each: the first
// diagnostic mlir-opt 22 gives for each.

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f(!pdl.range<)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @f(!pdl.range<value>x)

// -----

// expected-error@+1 {{expected SSA operand}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" {"a" = } pdl.rewrite %0 with "r" }

// -----

// expected-error@+1 {{custom op 'pdl.operation' invalid kind of attribute specified}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" {1 = %0} pdl.rewrite %0 with "r" }

// -----

// expected-error@+1 {{use of undeclared SSA value name}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" {"a" = %9} pdl.rewrite %0 with "r" }

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
pdl.pattern @p : benefit(70000) { %0 = pdl.operation "x" pdl.rewrite %0 with "r" }

// -----

// expected-error@+1 {{expected attribute value}}
pdl.pattern @p : benefit(x) { %0 = pdl.operation "x" pdl.rewrite %0 with "r" }

// -----

// expected-error@+1 {{expected '->'}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" %1 = pdl.results 2 of %0 pdl.rewrite %0 with "r"(%1 : !pdl.value) }

// -----

// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%1' expects different type than prior uses: '!pdl.value' vs 'i32'}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" %1 = pdl.results 2 of %0 -> i32 pdl.rewrite %0 with "r"(%1 : !pdl.value) }

// -----

// expected-error@+1 {{expected ':'}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" pdl.rewrite %0 { %r = pdl.range } }

// -----

// expected-error@+1 {{'pdl.range' op result #0 must be range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values, but got 'i32'}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" pdl.rewrite %0 { %r = pdl.range : i32 } }

// -----

// expected-error@+1 {{'pdl.range' op result #0 must be range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values, but got '!pdl.range<attribute>'}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" pdl.rewrite %0 { %r = pdl.range : !pdl.range<attribute> } }

// -----

// expected-error@+1 {{expected ':'}}
pdl_interp.func @f(%x : !pdl.range<value>) { pdl_interp.foreach %v in %x { pdl_interp.continue } -> ^bb1 ^bb1: pdl_interp.finalize }

// -----

// expected-error@+1 {{custom op 'pdl_interp.foreach' expected 'in' after loop variable}}
pdl_interp.func @f(%x : !pdl.range<value>) { pdl_interp.foreach %v : !pdl.value on %x { pdl_interp.continue } -> ^bb1 ^bb1: pdl_interp.finalize }

// -----

// expected-error@+1 {{expected '->'}}
pdl_interp.func @f(%x : !pdl.range<value>) { pdl_interp.foreach %v : !pdl.value in %x { pdl_interp.continue } ^bb1: pdl_interp.finalize }

// -----

// expected-error@+1 {{'pdl_interp.create_operation' op has inferred results, but the created operation 'a.b' does not support result type inference (or is not registered)}}
pdl_interp.func @f(%x : !pdl.operation) { %o = pdl_interp.create_operation "a.b" -> < inferred > pdl_interp.finalize }

// -----

// expected-error@+1 {{custom op 'pdl_interp.create_operation' expected 'inferred'}}
pdl_interp.func @f(%x : !pdl.operation) { %o = pdl_interp.create_operation "a.b" -> <foo> pdl_interp.finalize }

// -----

// expected-error@+1 {{expected non-function type}}
pdl_interp.func @f(%x : !pdl.operation) { %o = pdl_interp.create_operation "a.b" -> (%x : ) pdl_interp.finalize }

// -----

// expected-error@+1 {{'pdl_interp.switch_operation_name' op expected number of cases to match the number of case values, got 1 but expected 0}}
pdl_interp.func @f(%x : !pdl.operation) { pdl_interp.switch_operation_name of %x to [](^bb1) -> ^bb1 ^bb1: pdl_interp.finalize }

// -----

// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%x' expects different type than prior uses: '!pdl.range<type>' vs '!pdl.type'}}
pdl_interp.func @f(%x : !pdl.type) { pdl_interp.switch_types %x to [i32](^bb1) -> ^bb1 ^bb1: pdl_interp.finalize }

// -----

// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%x' expects different type than prior uses: '!pdl.range<value>' vs '!pdl.operation'}}
pdl_interp.func @f(%x : !pdl.operation) { %v = pdl_interp.extract 0 of %x : !pdl.value pdl_interp.finalize }

// -----

// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%x' expects different type than prior uses: '!pdl.range<range<value>>' vs '!pdl.range<value>'}}
pdl_interp.func @f(%x : !pdl.range<value>) { %v = pdl_interp.extract 0 of %x : !pdl.range<value> pdl_interp.finalize }

// -----

// expected-error@+1 {{custom op 'pdl_interp.get_value_type' invalid kind of type specified}}
pdl_interp.func @f(%x : !pdl.value) { %v = pdl_interp.get_value_type of %x : i32 pdl_interp.finalize }

// -----

// expected-error@+1 {{'pdl.operation' op operand #0 must be variadic of single element or range of PDL handle to an `mlir::Type`, but got '!pdl.operation'}}
pdl.pattern : benefit(1) { %0 = pdl.operation "x" -> (%0 : !pdl.operation) pdl.rewrite %0 with "r" }

// -----

// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%t' expects different type than prior uses: '!pdl.value' vs '!pdl.type'}}
pdl.pattern : benefit(1) { %t = pdl.type %0 = pdl.operation "x" -> (%t : !pdl.value) pdl.rewrite %0 with "r" }
