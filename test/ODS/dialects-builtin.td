// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/builtin/builtin.td | FileCheck %s

// The builtin dialect's ops read as ODS records: module with its structural
// traits, and unrealized_conversion_cast; both have hand-written syntax.

// CHECK-LABEL: def Builtin_Dialect {
// CHECK-NEXT:   string name = "builtin";
// CHECK:        string rustModule = "ropt_ir::builtin";

// The trait list shared with scf.forall.in_parallel (a base-library candidate).
// CHECK-LABEL: def GraphRegionNoTerminator {
// CHECK-NEXT:   list<Trait> traits = [NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion];

// CHECK-LABEL: def ModuleOp {
// CHECK-NEXT:   Dialect opDialect = Builtin_Dialect;
// CHECK-NEXT:   string opName = "module";
// CHECK:        dag arguments = (ins anonymous_{{[0-9]+}}:$sym_name, anonymous_{{[0-9]+}}:$sym_visibility);
// CHECK-NEXT:   dag results = (outs);
// CHECK-NEXT:   dag regions = (region anonymous_{{[0-9]+}}:$bodyRegion);
// CHECK:        bit skipDefaultBuilders = 1;
// CHECK-NEXT:   string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;
// CHECK:        list<Trait> traits = [AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTable, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, GraphRegionNoTerminator];

// CHECK-LABEL: def UnrealizedConversionCastOp {
// CHECK:        string opName = "unrealized_conversion_cast";
// CHECK:        dag arguments = (ins anonymous_[[V:[0-9]+]]:$inputs);
// CHECK-NEXT:   dag results = (outs anonymous_[[V]]:$outputs);
// CHECK:        string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;
// CHECK:        bit hasFolder = 1;
// CHECK:        list<Trait> traits = [Pure];
