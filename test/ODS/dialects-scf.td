// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/scf/scf.td | FileCheck %s

// The scf dialect: region-holding ops, most with hand-written syntax
// (hasCustomAssemblyFormat), implicit terminators, and the declarative
// formats of the terminators and scf.index_switch.

// CHECK-LABEL: def ConditionOp {
// CHECK:        dag arguments = (ins I1:$condition, anonymous_[[VAR:[0-9]+]]:$args);
// CHECK:        string assemblyFormat = "`(` $condition `)` attr-dict ($args^ `:` type($args))?";

// CHECK-LABEL: def ExecuteRegionOp {
// CHECK:        dag arguments = (ins UnitAttr:$no_inline);
// CHECK-NEXT:   dag results = (outs anonymous_[[VAR]]);
// CHECK-NEXT:   dag regions = (region AnyRegion:$region);
// CHECK:        bit hasCustomAssemblyFormat = 1;

// CHECK-LABEL: def ForOp {
// CHECK:        dag arguments = (ins AnySignlessIntegerOrIndex:$lowerBound, AnySignlessIntegerOrIndex:$upperBound, AnySignlessIntegerOrIndex:$step, anonymous_[[VAR]]:$initArgs, UnitAttr:$unsignedCmp);
// CHECK-NEXT:   dag results = (outs anonymous_[[VAR]]:$results);
// CHECK-NEXT:   dag regions = (region anonymous_[[ONE:[0-9]+]]:$region);
// CHECK:        bit skipDefaultBuilders = 1;
// CHECK-NEXT:   string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;
// CHECK-NEXT:   bit hasRegionVerifier = 1;

// CHECK-LABEL: def ForallOp {
// CHECK:        dag arguments = (ins anonymous_[[IDX:[0-9]+]]:$dynamicLowerBound, anonymous_[[IDX]]:$dynamicUpperBound, anonymous_[[IDX]]:$dynamicStep, DenseI64ArrayAttr:$staticLowerBound, DenseI64ArrayAttr:$staticUpperBound, DenseI64ArrayAttr:$staticStep, anonymous_{{[0-9]+}}:$outputs, anonymous_{{[0-9]+}}:$mapping);
// CHECK:        bit hasCustomAssemblyFormat = 1;

// CHECK-LABEL: def IfOp {
// CHECK:        dag regions = (region anonymous_[[ONE]]:$thenRegion, anonymous_{{[0-9]+}}:$elseRegion);
// CHECK:        bit hasCustomAssemblyFormat = 1;
// CHECK:        list<Trait> traits = [anonymous_{{[0-9]+}}, InferTypeOpAdaptor, anonymous_{{[0-9]+}}, RecursiveMemoryEffects, RecursivelySpeculatable, NoRegionArguments];

// CHECK-LABEL: def InParallelOp {
// CHECK:        string opName = "forall.in_parallel";
// CHECK:        bit hasCustomAssemblyFormat = 1;

// CHECK-LABEL: def IndexSwitchOp {
// CHECK:        dag arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
// CHECK:        dag regions = (region anonymous_[[ONE]]:$defaultRegion, anonymous_[[MANY:[0-9]+]]:$caseRegions);
// CHECK:        string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;

// CHECK-LABEL: def ParallelOp {
// CHECK:        dag arguments = (ins anonymous_[[IDX]]:$lowerBound, anonymous_[[IDX]]:$upperBound, anonymous_[[IDX]]:$step, anonymous_[[VAR]]:$initVals);
// CHECK:        bit hasCustomAssemblyFormat = 1;

// CHECK-LABEL: def ReduceOp {
// CHECK:        dag regions = (region anonymous_[[MANY]]:$reductions);
// CHECK:        string assemblyFormat = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict";
// CHECK:        bit hasRegionVerifier = 1;

// CHECK-LABEL: def ReduceReturnOp {
// CHECK:        string opName = "reduce.return";
// CHECK:        string assemblyFormat = "$result attr-dict `:` type($result)";

// CHECK-LABEL: def SCF_Dialect {
// CHECK-NEXT:   string name = "scf";

// CHECK-LABEL: def WhileOp {
// CHECK:        dag regions = (region anonymous_[[ONE]]:$before, anonymous_[[ONE]]:$after);
// CHECK:        bit hasCustomAssemblyFormat = 1;

// CHECK-LABEL: def YieldOp {
// CHECK:        string assemblyFormat = "attr-dict ($results^ `:` type($results))?";
// CHECK:        list<Trait> traits = [Pure, ReturnLike, Terminator, anonymous_{{[0-9]+}}];
