// RUN: rtblgen -I %S/../../compiler/ods/include %s | FileCheck %s

// Enum attributes, bit enums, interfaces and properties of the ODS library.

include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def E_Dialect : Dialect {
  let name = "e";
}

def E_Eq : I64EnumAttrCase<"eq", 0>;
def E_Ne : I64EnumAttrCase<"ne", 1, "not_equal">;

// CHECK-LABEL: def E_Flags {
// CHECK:   list<EnumCase> enumerants = [E_None, E_Read, E_Write, E_RW];
// CHECK:   string underlyingType = "u32";
// CHECK-NEXT: bit isBitEnum = 1;
// CHECK:   int validBits = 3;
// CHECK-NEXT: string separator = " | ";
// CHECK-NEXT: bit printBitEnumPrimaryGroups = 1;
def E_None : I32BitEnumAttrCaseNone<"none">;
def E_Read : I32BitEnumAttrCaseBit<"read", 0>;
def E_Write : I32BitEnumAttrCaseBit<"write", 1>;
def E_RW : I32BitEnumAttrCaseGroup<"rw", [E_Read, E_Write]>;
def E_Flags : I32BitEnumAttr<"Flags", "access flags", [E_None, E_Read, E_Write, E_RW]> {
  let separator = " | ";
  let printBitEnumPrimaryGroups = 1;
}

// CHECK-LABEL: def E_Ne {
// CHECK-NEXT: string symbol = "ne";
// CHECK-NEXT: int value = 1;
// CHECK-NEXT: string str = "not_equal";
// CHECK-NEXT: int width = 64;
// CHECK:   string summary = "case not_equal";

// CHECK-LABEL: def E_Pred {
// CHECK-NEXT: string summary = "allowed 64-bit signless integer cases: 0, 1";
// CHECK-NEXT: string description = "Enum cases:
// CHECK-NEXT: * eq (`eq`)
// CHECK-NEXT: * not_equal (`ne`)";
def E_Pred : I64EnumAttr<"Pred", "", [E_Eq, E_Ne]>;

// CHECK-LABEL: def E_PredAttr {
// CHECK:   string mnemonic = "pred";
// CHECK:   string assemblyFormat = "`<` $value `>`";
def E_PredAttr : EnumAttr<E_Dialect, E_Pred, "pred">;

// CHECK-LABEL: def E_RW {
// CHECK:   int value = 3;

// CHECK-LABEL: def E_ShapeInterface {
// CHECK:   string rustInterfaceName = "ShapeInterface";
// CHECK:   list<InterfaceMethod> methods = [anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}];
// CHECK:   string trait = "ShapeInterfaceTrait";
// CHECK:   string entityKind = "Op";
def E_ShapeInterface : OpInterface<"ShapeInterface"> {
  let methods = [
    InterfaceMethod<"Returns the rank.", "usize", "rank">,
    StaticInterfaceMethod<"Whether ranks are known.", "bool", "has_rank", (ins), [{ true }]>
  ];
}

// CHECK-LABEL: def E_UseOp {
// CHECK:   list<Trait> traits = [anonymous_{{[0-9]+}}, Pure];
def E_UseOp : Op<E_Dialect, "use", [DeclareOpInterfaceMethods<E_ShapeInterface, ["rank"]>, Pure]> {
  let arguments = (ins E_Pred:$predicate, E_PredAttr:$pred_attr, I64Prop:$count,
                       DefaultValuedProp<I64Prop, "1">:$stride);
}

// CHECK-LABEL: def E_Write {
// CHECK:   int value = 2;
// CHECK:   int bitPosition = 1;
