// A float literal whose type is not a float type is reported after the type, an integer
// literal at the literal, as mlir-opt 22 does.
// RUN: ropt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

// expected-error@+2 {{floating point value not valid for specified type}}
"t.c"() {value = 3.14 : memref<2xi32>
} : () -> ()

// -----

// expected-error@+2 {{floating point value not valid for specified type}}
"t.c"() {value = -3.5 : tensor<2xf32>
} : () -> ()

// -----

// expected-error@+2 {{floating point value not valid for specified type}}
"t.c"() {v = 1.5 : none
} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"t.c"() {value = 3 : tensor<2xf32>} : () -> ()
