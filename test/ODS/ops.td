// RUN: rtblgen -I %S/../../compiler/ods/include %s | FileCheck %s

// An op definition using the ODS base library: operands, attributes,
// results, regions, successors, traits, builders and an assembly format.

include "ropt/OpBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let summary = "A dialect for ODS tests";
  let rustModule = "ropt_test";
  let dependentDialects = ["arith"];
  let hasConstantMaterializer = 1;
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

// CHECK-LABEL: def Test_AddOp {
// CHECK-NEXT: Dialect opDialect = Test_Dialect;
// CHECK-NEXT: string opName = "add";
// CHECK-NEXT: string rustModule = "ropt_test";
// CHECK-NEXT: string summary = "adds two integers";
// CHECK:      dag arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs, anonymous_{{[0-9]+}}:$flags);
// CHECK-NEXT: dag results = (outs SignlessIntegerOrIndexLike:$result);
// CHECK-NEXT: dag regions = (region);
// CHECK-NEXT: dag successors = (successor);
// CHECK-NEXT: list<OpBuilder> builders = ?;
// CHECK-NEXT: bit skipDefaultBuilders = 0;
// CHECK-NEXT: string assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
// CHECK:      bit hasFolder = 1;
// CHECK:      list<Trait> traits = [Pure, Commutative, SameOperandsAndResultType];
def Test_AddOp : Test_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "adds two integers";
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs,
                       DefaultValuedAttr<I32Attr, "0">:$flags);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
}

// CHECK-LABEL: def Test_BranchOp {
// CHECK:      dag arguments = (ins anonymous_{{[0-9]+}}:$dest_operands);
// CHECK:      dag successors = (successor AnySuccessor:$dest);
// CHECK:      list<OpBuilder> builders = [anonymous_{{[0-9]+}}];
// CHECK:      list<Trait> traits = [Terminator, anonymous_{{[0-9]+}}];
def Test_BranchOp : Test_Op<"br", [Terminator, HasParent<"test.region_op">]> {
  let arguments = (ins Variadic<AnyType>:$dest_operands);
  let successors = (successor AnySuccessor:$dest);
  let builders = [OpBuilder<(ins "ropt_ir::BlockId":$dest), [{
    build(&mut $_builder, &mut $_state, dest, &[]);
  }]>];
  let assemblyFormat = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict";
}

// The dialect record keeps every flag.
// CHECK-LABEL: def Test_Dialect {
// CHECK-NEXT: string name = "test";
// CHECK-NEXT: string summary = "A dialect for ODS tests";
// CHECK-NEXT: string description = ?;
// CHECK-NEXT: list<string> dependentDialects = ["arith"];
// CHECK-NEXT: string rustModule = "ropt_test";
// CHECK-NEXT: string extraClassDeclaration = "";
// CHECK-NEXT: bit hasConstantMaterializer = 1;
// CHECK:      bit usePropertiesForAttributes = 1;

// CHECK-LABEL: def Test_RegionOp {
// CHECK:      dag arguments = (ins AnyI64Attr:$count, anonymous_{{[0-9]+}}:$label, UnitAttr:$fast);
// CHECK:      dag regions = (region anonymous_{{[0-9]+}}:$body, anonymous_{{[0-9]+}}:$others);
// CHECK:      bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT: bit hasVerifier = 1;
// CHECK-NEXT: bit hasRegionVerifier = 1;
// CHECK:      list<Trait> traits = [IsolatedFromAbove, anonymous_{{[0-9]+}}, RecursiveMemoryEffects];
// CHECK-NEXT: code extraClassDeclaration = [{
// CHECK-NEXT:     pub fn body_block(&self) -> ropt_ir::BlockId { todo!() }
def Test_RegionOp : Test_Op<"region_op", [IsolatedFromAbove,
    SingleBlockImplicitTerminator<"test.yield">, RecursiveMemoryEffects]> {
  let arguments = (ins AnyI64Attr:$count, OptionalAttr<StrAttr>:$label, UnitAttr:$fast);
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$others);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    pub fn body_block(&self) -> ropt_ir::BlockId { todo!() }
  }];
}

// CHECK-LABEL: def Test_SegmentsOp {
// CHECK:      dag arguments = (ins anonymous_{{[0-9]+}}:$a, anonymous_{{[0-9]+}}:$b, anonymous_{{[0-9]+}}:$buf, anonymous_{{[0-9]+}}:$sizes);
// CHECK:      dag results = (outs anonymous_{{[0-9]+}}:$outs, anonymous_{{[0-9]+}}:$alloc);
// CHECK:      list<Trait> traits = [AttrSizedOperandSegments, SameVariadicResultSize, anonymous_{{[0-9]+}}];
def Test_SegmentsOp : Test_Op<"segments", [AttrSizedOperandSegments, SameVariadicResultSize,
    AllTypesMatch<["a", "outs"]>]> {
  let arguments = (ins Variadic<I32>:$a, Optional<F32>:$b,
                       Arg<AnyMemRef, "the buffer", [MemRead]>:$buf,
                       ConfinedAttr<I64ArrayAttr, [ArrayMinCount<2>]>:$sizes);
  let results = (outs Variadic<AnyTensor>:$outs, Res<AnyMemRef, "", [MemAlloc]>:$alloc);
}

