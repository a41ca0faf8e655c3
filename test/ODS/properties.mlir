// Generic-form properties of a loaded dialect, one attribute kind at a time: an attribute the
// kind cannot store is an "invalid properties" error while parsing; a storable one that fails
// the constraint is the verifier's error (as for the inherent attributes of an attribute
// dictionary, checked while parsing). The kinds and messages are those of mlir-opt 22's ops with
// such attributes (func.func sym_visibility/no_inline/function_type/arg_attrs, func.call callee,
// index.constant, index.bool.constant, arith.cmpi predicate, cf.switch case_values, cf.cond_br
// branch_weights/operandSegmentSizes).
// RUN: ropt --load-dialect=%S/Inputs/props.td %s -split-input-file -verify-diagnostics

// Every kind holding a value it stores; entries that are no property are dropped (the other
// splits fail, so ropt exits with 1).
// RUN: not ropt --load-dialect=%S/Inputs/props.td %s -split-input-file -mlir-print-op-generic 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GOOD
// GOOD: "props.kinds"() <{any = 1 : i64, arr = [1, 2], bits = 3 : i32, bool = true, dense = array<i64: 1>, dict = {a}, elts = dense<1> : tensor<1xi32>, f32 = 1.000000e+00 : f32, i32 = 1 : i32, nonneg = 1 : i64, pred = 1 : i64, str = "s", sym = @s, symref = @s::@t, type = i32, unit}> : () -> ()
"props.kinds"() <{str = "s", i32 = 1 : i32, bool = true, unit, arr = [1, 2], dense = array<i64: 1>, type = i32, f32 = 1.0 : f32, sym = @s, symref = @s::@t, pred = 1, bits = 3 : i32, nonneg = 1, dict = {a}, any = 1, elts = dense<1> : tensor<1xi32>, other = 1}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {str = 1 : i64} for op props.kinds: Invalid attribute `str` in property conversion: 1 : i64}}
"props.kinds"() <{str = 1}> : () -> ()

// -----

// An integer attribute of another type is stored, then rejected by the verifier.
// expected-error@+1 {{'props.kinds' op attribute 'i32' failed to satisfy constraint: 32-bit signless integer attribute}}
"props.kinds"() <{i32 = 1 : i64}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {i32 = 1.000000e+00 : f32} for op props.kinds: Invalid attribute `i32` in property conversion: 1.000000e+00 : f32}}
"props.kinds"() <{i32 = 1.0 : f32}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {bool = 1 : i32} for op props.kinds: Invalid attribute `bool` in property conversion: 1 : i32}}
"props.kinds"() <{bool = 1 : i32}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {unit = 1 : i64} for op props.kinds: Invalid attribute `unit` in property conversion: 1 : i64}}
"props.kinds"() <{unit = 1}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {arr = 1 : i64} for op props.kinds: Invalid attribute `arr` in property conversion: 1 : i64}}
"props.kinds"() <{arr = 1}> : () -> ()

// -----

// expected-error@+1 {{'props.kinds' op attribute 'arr' failed to satisfy constraint: 64-bit integer array attribute}}
"props.kinds"() <{arr = ["a"]}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {dense = array<i32: 1>} for op props.kinds: Invalid attribute `dense` in property conversion: array<i32: 1>}}
"props.kinds"() <{dense = array<i32: 1>}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {type = 1 : i64} for op props.kinds: Invalid attribute `type` in property conversion: 1 : i64}}
"props.kinds"() <{type = 1}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {f32 = 1 : i64} for op props.kinds: Invalid attribute `f32` in property conversion: 1 : i64}}
"props.kinds"() <{f32 = 1}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {sym = @s::@t} for op props.kinds: Invalid attribute `sym` in property conversion: @s::@t}}
"props.kinds"() <{sym = @s::@t}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {symref = "s"} for op props.kinds: Invalid attribute `symref` in property conversion: "s"}}
"props.kinds"() <{symref = "s"}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {pred = 2 : i64} for op props.kinds: Invalid attribute `pred` in property conversion: 2 : i64}}
"props.kinds"() <{pred = 2}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {bits = 4 : i32} for op props.kinds: Invalid attribute `bits` in property conversion: 4 : i32}}
"props.kinds"() <{bits = 4 : i32}> : () -> ()

// -----

// A confined attribute stores what its base stores.
// expected-error@+1 {{'props.kinds' op attribute 'nonneg' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
"props.kinds"() <{nonneg = -1}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {nonneg = "x"} for op props.kinds: Invalid attribute `nonneg` in property conversion: "x"}}
"props.kinds"() <{nonneg = "x"}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {dict = [1]} for op props.kinds: Invalid attribute `dict` in property conversion: [1]}}
"props.kinds"() <{dict = [1]}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {elts = [1]} for op props.kinds: Invalid attribute `elts` in property conversion: [1]}}
"props.kinds"() <{elts = [1]}> : () -> ()

// -----

// In name order.
// expected-error@+1 {{invalid properties {arr = 1 : i64, str = 1 : i64} for op props.kinds: Invalid attribute `arr` in property conversion: 1 : i64}}
"props.kinds"() <{str = 1, arr = 1}> : () -> ()

// -----

// The attribute dictionary's inherent attributes must satisfy their constraints, in name order.
// expected-error@+1 {{'props.kinds' op attribute 'arr' failed to satisfy constraint: 64-bit integer array attribute}}
"props.kinds"() {str = 1, arr = 1} : () -> ()

// -----

// expected-error@+1 {{invalid properties {operandSegmentSizes = 3 : i64} for op props.segments: expected DenseI32ArrayAttr for key `value`}}
"props.segments"() <{operandSegmentSizes = 3}> : () -> ()

// -----

// expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 0>} for op props.segments: size mismatch in attribute conversion: 1 vs 2}}
"props.segments"() <{operandSegmentSizes = array<i32: 0>}> : () -> ()

// -----

// An unusable segment-size entry of the attribute dictionary is dropped: the sizes are zeros.
// GOOD: "props.segments"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
"props.segments"() {operandSegmentSizes = 3} : () -> ()
