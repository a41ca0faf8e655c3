// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/arith/arith.td | FileCheck %s

// The arith dialect: op classes sharing operands, flags and formats; the
// fast-math and overflow bit enums; comparison predicates as i64 enums.

// CHECK-LABEL: def Arith_AddIOp {
// CHECK-NEXT:   Dialect opDialect = Arith_Dialect;
// CHECK-NEXT:   string opName = "addi";
// CHECK:        dag arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs, anonymous_{{[0-9]+}}:$overflowFlags);
// CHECK-NEXT:   dag results = (outs SignlessIntegerOrIndexLike:$result);
// CHECK:        code assemblyFormat = [{ $lhs `,` $rhs (`overflow` `` $overflowFlags^)?
// CHECK-NEXT:                           attr-dict `:` type($result) }];
// CHECK:        bit hasCanonicalizer = 1;
// CHECK:        bit hasFolder = 1;
// CHECK:        list<Trait> traits = [Commutative, Pure, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, SameOperandsAndResultType, anonymous_{{[0-9]+}}, NoMemoryEffect, ElementwiseMappable];

// CHECK-LABEL: def Arith_BitcastOp {
// CHECK:        dag arguments = (ins BitcastTypeConstraint:$in);
// CHECK-NEXT:   dag results = (outs BitcastTypeConstraint:$out);
// CHECK:        string assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
// CHECK:        list<Trait> traits = [Pure, SameOperandsAndResultShape, SameInputOutputTensorDims, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, NoMemoryEffect, ElementwiseMappable];

// CHECK-LABEL: def Arith_CmpFOp {
// CHECK:        dag arguments = (ins Arith_CmpFPredicateAttr:$predicate, FloatLike:$lhs, FloatLike:$rhs, anonymous_{{[0-9]+}}:$fastmath);
// CHECK-NEXT:   dag results = (outs BoolLike:$result);

// CHECK-LABEL: def Arith_CmpFPredicateAttr {
// CHECK-NEXT:   string summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15";
// CHECK:        string className = "CmpFPredicate";

// CHECK-LABEL: def Arith_CmpIOp {
// CHECK:        dag arguments = (ins Arith_CmpIPredicateAttr:$predicate, SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
// CHECK-NEXT:   dag results = (outs BoolLike:$result);
// CHECK:        string assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";

// CHECK-LABEL: def Arith_CmpIPredicateAttr {
// CHECK-NEXT:   string summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9";

// CHECK-LABEL: def Arith_ConstantOp {
// CHECK:        dag arguments = (ins TypedAttrInterface:$value);
// CHECK-NEXT:   dag results = (outs AnyType:$result);
// CHECK:        string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;
// CHECK:        list<Trait> traits = [ConstantLike, Pure, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}];

// CHECK-LABEL: def Arith_Dialect {
// CHECK-NEXT:   string name = "arith";
// CHECK:        string rustModule = "ropt_arith";
// CHECK:        bit hasConstantMaterializer = 1;

// CHECK-LABEL: def Arith_FMF_fast {
// CHECK-NEXT:   string symbol = "fast";
// CHECK-NEXT:   int value = 127;

// CHECK-LABEL: def Arith_FastMathAttr {
// CHECK:        string summary = "Floating point fast math flags";
// CHECK:        string mnemonic = "fastmath";
// CHECK:        string assemblyFormat = "`<` $value `>`";

// CHECK-LABEL: def Arith_IntegerOverflowFlags {
// CHECK:        list<EnumCase> enumerants = [Arith_IOF_none, Arith_IOF_nsw, Arith_IOF_nuw];
// CHECK:        string separator = ", ";
// CHECK-NEXT:   bit printBitEnumPrimaryGroups = 1;

// CHECK-LABEL: def Arith_RoundingModeAttr {
// CHECK-NEXT:   string summary = "Floating point rounding mode";

// CHECK-LABEL: def Arith_TruncFOp {
// CHECK:        dag arguments = (ins FloatLike:$in, anonymous_{{[0-9]+}}:$roundingmode, anonymous_{{[0-9]+}}:$fastmath);
// CHECK:        code assemblyFormat = [{ $in ($roundingmode^)? (`fastmath` `` $fastmath^)?
// CHECK-NEXT:                           attr-dict `:` type($in) `to` type($out) }];

// CHECK-LABEL: def AtomicRMWKindAttr {
// CHECK-NEXT:   string summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15";

// CHECK-LABEL: def FastMathFlags {
// CHECK:        list<EnumCase> enumerants = [Arith_FMF_none, Arith_FMF_reassoc, Arith_FMF_nnan, Arith_FMF_ninf, Arith_FMF_nsz, Arith_FMF_arcp, Arith_FMF_contract, Arith_FMF_afn, Arith_FMF_fast];
// CHECK:        int validBits = 127;
// CHECK-NEXT:   string separator = ",";
// CHECK-NEXT:   bit printBitEnumPrimaryGroups = 1;

// CHECK-LABEL: def SelectOp {
// CHECK:        dag arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
// CHECK-NEXT:   dag results = (outs AnyType:$result);
// CHECK:        string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;

// CHECK-LABEL: def SignlessFixedWidthIntegerLike {
// CHECK:        string summary = "signless-fixed-width-integer-like";
