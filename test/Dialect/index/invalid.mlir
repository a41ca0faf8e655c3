// RUN: ropt %s -split-input-file -verify-diagnostics

// Verifier and parser errors of the index ops (messages checked against mlir-opt 22).

%a = index.constant 4
// expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
%x = "index.casts"(%a) : (index) -> index

// -----

%i = arith.constant 1 : i32
// expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
%x = index.casts %i : i32 to i64

// -----

%i = arith.constant 1 : i32
// expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i32' are cast incompatible}}
%x = index.castu %i : i32 to i32

// -----

%a = index.constant 4
// expected-error @+1 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
%x = "index.casts"(%a) : (index) -> f32

// -----

// expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
%a = "index.constant"() {value = 4 : i64} : () -> index

// -----

// expected-error @+1 {{'index.constant' op result #0 must be index, but got 'i64'}}
%a = "index.constant"() {value = 4 : index} : () -> i64

// -----

// expected-error @+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
%a = "index.bool.constant"() {value = 1 : i32} : () -> i1

// -----

// expected-error @+1 {{'index.bool.constant' op requires attribute 'value'}}
%a = "index.bool.constant"() : () -> i1

// -----

%i = arith.constant 1 : i32
// expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
%x = "index.add"(%i, %i) : (i32, i32) -> index

// -----

%a = index.constant 4
// expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i8'}}
%x = "index.cmp"(%a, %a) {pred = #index<cmp_predicate slt>} : (index, index) -> i8

// -----

%a = index.constant 4
// expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
%x = "index.sizeof"() : () -> i64

// -----

// expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
%a = index.constant true

// -----

%a = index.constant 4
// expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
%x = "index.cmp"(%a, %a) : (index, index) -> i1

// -----

// The value of index.bool.constant is parsed as an i1 attribute.
// expected-error @+1 {{integer constant out of range for attribute}}
%t = index.bool.constant 2

// -----

// expected-error @+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
%t = index.bool.constant "s"
