// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// More malformed types (differential cases checked against mlir-opt).

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<?x?xf32} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = memref<>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = vector<4x?xf32>} : () -> ()
// -----

// expected-error @+1 {{invalid dimension}}
"test.op"() {a = vector<[4]x[?]xf32>} : () -> ()
// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() {a = vector<4xtensor<4xf32>>} : () -> ()
// -----

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4xnone>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = complex<>} : () -> ()
// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<index>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tuple<,>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = () -> ) } : () -> ()
// -----

// expected-error @+1 {{expected ')'}}
"test.op"() {a = (i32 -> i32} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = i32 -> i32} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = f17} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = bf32} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = si} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = i} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = index<1>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<4x*xf32>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<*x*xf32>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = memref<*x4xf32>} : () -> ()
// -----

// expected-error @+1 {{invalid dimension}}
"test.op"() {a = tensor<9223372036854775808xf32>} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<-4xf32>} : () -> ()
// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"test.op"() {a = vector<4x[4]>} : () -> ()
// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"test.op"() {a = distinct[0]} : () -> ()
// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
"test.op"() {a = distinct[0]<1} : () -> ()
// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
"test.op"() {a = distinct<1>} : () -> ()
// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"test.op"() {a = @} : () -> ()
// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"test.op"() {a = @foo::} : () -> ()
// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"test.op"() {a = @foo::bar} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = "a" : } : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = 1 : } : () -> ()
// -----

// expected-error @+1 {{expected constant integer or floating point value}}
"test.op"() {a = - } : () -> ()
// -----

// expected-error @+1 {{expected constant integer or floating point value}}
"test.op"() {a = -"x"} : () -> ()
// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.5 : index} : () -> ()
// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"test.op"() {a = 1 : none} : () -> ()
// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = 0x1 : bf16, b = 0x10000 : bf16} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = {b = }} : () -> ()
// -----

// expected-error @+1 {{expected valid attribute name}}
"test.op"() {a = {"" = 1}} : () -> ()
// -----

// expected-error @+1 {{expected attribute name}}
"test.op"() {a = {1 = 2}} : () -> ()
// -----

// expected-error @+1 {{expected ',' or ']'}}
"test.op"() {a = [1 2]} : () -> ()
// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"test.op"() {a = #a<} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = !a<>>} : () -> ()
// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = #a.b<"unterminated>} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = unit : i32} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = true : i1} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = tensor<4xf32> : i32} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = , b = 1} : () -> ()
