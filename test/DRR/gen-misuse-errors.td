// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DUNBOUND 2>&1 | FileCheck %s --check-prefix=UNBOUND
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DRETURNTYPE 2>&1 | FileCheck %s --check-prefix=RETURNTYPE
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DTWICE 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DRESULTS 2>&1 | FileCheck %s --check-prefix=RESULTS
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DREPLACE 2>&1 | FileCheck %s --check-prefix=REPLACE
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DBENEFIT 2>&1 | FileCheck %s --check-prefix=BENEFIT
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DCONSARGS 2>&1 | FileCheck %s --check-prefix=CONSARGS
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DCONSOPERAND 2>&1 | FileCheck %s --check-prefix=CONSOPERAND
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DLOCTWICE 2>&1 | FileCheck %s --check-prefix=LOCTWICE
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DLOCARG 2>&1 | FileCheck %s --check-prefix=LOCARG
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DRETARG 2>&1 | FileCheck %s --check-prefix=RETARG
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DLOCTRAIL 2>&1 | FileCheck %s --check-prefix=LOCTRAIL
// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s -DNOTOP 2>&1 | FileCheck %s --check-prefix=NOTOP
// The misuses of the DRR seed (and mlir-tblgen's other checks), each at the `def` of the
// rule (line:col of its name), with mlir-tblgen 22's wording (checked against mlir-tblgen
// -gen-rewriters on the same rules written with MLIR's PatternBase.td).

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def Two : NativeCodeCall<"two($_builder, $0)", 2>;

#ifdef UNBOUND
// Binding an op argument in a result pattern only references symbols: a new name is unbound.
// UNBOUND: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: referencing unbound symbol 'z'
def P1 : Pat<(AOp $x), (AOp F32:$z)>;
#endif
#ifdef RETURNTYPE
// The types of the values replacing the root are the root's.
// RETURNTYPE: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: Cannot specify explicit return types in an op whose return values replace the source pattern's root op
def P2 : Pat<(AOp $x), (AOp $x, (returnType $x))>;
#endif
#ifdef TWICE
// TWICE: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: symbol 'y' bound more than once
def P3 : Pattern<(AOp $x), [(AOp:$y $x), (AOp:$y $x)]>;
#endif
#ifdef RESULTS
// A NativeCodeCall used for more results than it returns (mlir-tblgen leaves this to the C++
// compiler; we report it at the rule).
// RESULTS: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: symbol 't' has 2 value(s), cannot reference value #2
def P4 : Pattern<(AOp $x), [(Two:$t $x), (AOp $t__2)]>;
#endif
#ifdef REPLACE
// REPLACE: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: replaceWithValue directive must take exactly one argument
def P5 : Pat<(AOp $x), (replaceWithValue $x, $x)>;
#endif
#ifdef BENEFIT
// BENEFIT: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: The 'addBenefit' takes and only takes one integer value
def P6 : Pat<(AOp $x), (AOp $x), [], [], (addBenefit 1, 2)>;
#endif
#ifdef CONSARGS
// CONSARGS: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: type constraint requires exactly one argument
def P7 : Pat<(AOp $x), (AOp $x), [(F32 $x, $x)]>;
#endif
#ifdef CONSOPERAND
// CONSOPERAND: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: operands to additional constraints can only be symbol references
def P8 : Pat<(AOp $x), (AOp $x), [(F32 "a")]>;
#endif
#ifdef LOCTWICE
// LOCTWICE: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: `location` directive can only be specified once
def P9 : Pat<(AOp $x), (AOp $x, (location "a"), (location "b"))>;
#endif
#ifdef LOCARG
// LOCARG: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: referencing unbound symbol ''
def P10 : Pat<(AOp $x), (AOp $x, (location 3))>;
#endif
#ifdef RETARG
// RETARG: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: referencing unbound symbol ''
def P11 : Pattern<(AOp $x), [(AOp:$a $x, (returnType 3)), (AOp $a)]>;
#endif
#ifdef LOCTRAIL
// `location` and `returnType` are trailing arguments.
// LOCTRAIL: gen-misuse-errors.td:[[# @LINE + 1]]:5: error: resultant op 't.a' argument number mismatch: 2 in pattern vs. 1 in definition
def P12 : Pat<(AOp $x), (AOp (location "a"), $x)>;
#endif
#ifdef NOTOP
// A dag operator that is no op: the error is at the record used.
// NOTOP: gen-misuse-errors.td:19:5: error: Record `T' does not have a field named `opDialect'!
def P13 : Pat<(AOp $x), (T $x)>;
#endif
