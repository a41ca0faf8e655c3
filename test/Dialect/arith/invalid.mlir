// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier and parser errors of the arith ops, with mlir-opt 22's messages and locations:
// cast compatibility of every cast op, arith.constant's rules, arith.select's condition and
// custom syntax, shape traits (SameOperandsAndResultShape, Elementwise), operand/result/
// attribute constraints, enum keywords.

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
%0 = arith.extui %a : i32 to i32

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
%0 = arith.extsi %a : i32 to i16

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = arith.trunci %a : i32 to i64

// -----

%a = "test.src"() : () -> f32
// expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
%0 = arith.extf %a : f32 to f16

// -----

%a = "test.src"() : () -> f16
// expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
%0 = arith.extf %a : f16 to bf16

// -----

%a = "test.src"() : () -> f16
// expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
%0 = arith.truncf %a : f16 to f32

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = arith.bitcast %a : i32 to i64

// -----

%a = "test.src"() : () -> vector<4xi32>
// expected-error @+1 {{'arith.bitcast' op operand type 'vector<4xi32>' and result type 'vector<4xf16>' are cast incompatible}}
%0 = arith.bitcast %a : vector<4xi32> to vector<4xf16>

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
%0 = arith.index_cast %a : i32 to i64

// -----

%a = "test.src"() : () -> index
// expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
%0 = arith.index_castui %a : index to index

// -----

%a = "test.src"() : () -> memref<4xi32>
// expected-error @+1 {{'arith.index_cast' op operand type 'memref<4xi32>' and result type 'memref<4xi64>' are cast incompatible}}
%0 = arith.index_cast %a : memref<4xi32> to memref<4xi64>

// -----

%a = "test.src"() : () -> vector<4xf8E5M2>
%s = "test.src"() : () -> vector<4xf8E8M0FNU>
// expected-error @+1 {{'arith.scaling_extf' op operand types 'vector<4xf8E5M2>', 'vector<4xf8E8M0FNU>' and result type 'vector<4xf8E5M2>' are cast incompatible}}
%0 = arith.scaling_extf %a, %s : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>

// -----

%a = "test.src"() : () -> vector<4xf32>
%s = "test.src"() : () -> vector<4xf8E8M0FNU>
// expected-error @+1 {{'arith.scaling_truncf' op operand types 'vector<4xf32>', 'vector<4xf8E8M0FNU>' and result type 'vector<4xf64>' are cast incompatible}}
%0 = arith.scaling_truncf %a, %s : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf64>

// -----

// expected-error @+1 {{'arith.constant' op integer return type must be signless}}
%0 = arith.constant 1 : si32

// -----

// expected-error @+1 {{'arith.constant' op integer return type must be signless}}
%0 = arith.constant 1 : ui8

// -----

// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32

// -----

// expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
%0 = arith.constant dense<[1, 2]> : vector<[2]xi32>

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([2, 1])}}
%0 = arith.constant dense<[1.0, 2.0]> : vector<2x[1]xf32>

// -----

%c = "test.src"() : () -> tensor<4xi1>
%a = "test.src"() : () -> vector<4xi32>
// expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
%0 = arith.select %c, %a, %a : tensor<4xi1>, vector<4xi32>

// -----

%c = "test.src"() : () -> vector<4xi1>
%a = "test.src"() : () -> memref<4xi32>
// expected-error @+1 {{'arith.select' op if an operand is non-scalar, then there must be at least one non-scalar result}}
%0 = arith.select %c, %a, %a : vector<4xi1>, memref<4xi32>

// -----

%c = "test.src"() : () -> vector<3xi1>
%a = "test.src"() : () -> vector<4xi32>
// expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
%0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>

// -----

%c = "test.src"() : () -> i1
%a = "test.src"() : () -> i32
// expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
%0 = arith.select %c, %a : i32

// -----

%c = "test.src"() : () -> i1
%a = "test.src"() : () -> i32
// expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
%0 = arith.select %c, %a, %a, %a : i32

// -----

%c = "test.src"() : () -> i1
%a = "test.src"() : () -> i32
// expected-error @+1 {{expected ':'}}
%0 = arith.select %c, %a, %a

// -----

%c = "test.src"() : () -> i1
// expected-note @+1 {{prior use here}}
%a = "test.src"() : () -> i32
// expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
%0 = arith.select %c, %a, %a : i64

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
%0 = arith.sitofp %a : i32 to i32

// -----

%a = "test.src"() : () -> f32
// expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
%0 = arith.fptosi %a : f32 to f32

// -----

%a = "test.src"() : () -> vector<4xi32>
// expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
%0 = arith.extui %a : vector<4xi32> to vector<5xi64>

// -----

%a = "test.src"() : () -> tensor<4xi32>
// expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
%0 = arith.extui %a : tensor<4xi32> to tensor<?xi64>

// -----

// expected-note @+1 {{prior use here}}
%a = "test.src"() : () -> i32
// expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
%0 = arith.addi %a, %a : i64

// -----

%a = "test.src"() : () -> f32
// expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
%0 = arith.addi %a, %a : f32

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
%0 = arith.addf %a, %a : i32

// -----

%a = "test.src"() : () -> si32
// expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
%0 = arith.addi %a, %a : si32

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
%0 = arith.cmpi foo, %a, %a : i32

// -----

%a = "test.src"() : () -> f32
// expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
%0 = arith.cmpf slt, %a, %a : f32

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
%0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32

// -----

%a = "test.src"() : () -> f32
// expected-error @+1 {{expected ':'}}
%0 = arith.truncf %a sideways : f32 to f16

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
%0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
%0:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i64)

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
%0 = "arith.divsi"(%a, %a) {isExact = 1 : i32} : (i32, i32) -> i32

// -----

%a = "test.src"() : () -> i32
// expected-error @+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
%0 = arith.index_cast %a : i32 to f32

// -----

// expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
%0 = "arith.constant"() : () -> i32

// -----

// The value must be a typed attribute (checked by the parser).
// expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
%0 = arith.constant [1, 2]

// -----

// expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
%0 = arith.constant unit

// -----

// expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
%0 = arith.constant @sym

// -----

// A `value` in the attribute dictionary replaces the parsed one; the result keeps the type of
// the parsed value.
// expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = arith.constant {value = 3 : i64} 1 : i32
