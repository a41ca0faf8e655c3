// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/func/func.td | FileCheck %s

// The func dialect: func.func has a hand-written syntax, the other ops
// declarative formats (checked to be MLIR's byte for byte).

// CHECK-LABEL: def CallIndirectOp {
// CHECK:        string opName = "call_indirect";
// CHECK:        dag arguments = (ins FunctionType:$callee, anonymous_[[VAR:[0-9]+]]:$callee_operands, anonymous_[[DICTS:[0-9]+]]:$arg_attrs, anonymous_[[DICTS]]:$res_attrs);
// CHECK-NEXT:   dag results = (outs anonymous_[[VAR]]:$results);
// CHECK:        string assemblyFormat = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)";
// CHECK:        bit hasCanonicalizeMethod = 1;
// CHECK:        list<Trait> traits = [anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}];

// CHECK-LABEL: def CallOp {
// CHECK:        string opName = "call";
// CHECK:        dag arguments = (ins FlatSymbolRefAttr:$callee, anonymous_[[VAR]]:$operands, anonymous_[[DICTS]]:$arg_attrs, anonymous_[[DICTS]]:$res_attrs, UnitAttr:$no_inline);
// CHECK-NEXT:   dag results = (outs anonymous_[[VAR]]);
// CHECK:        $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
// CHECK:        list<Trait> traits = [anonymous_{{[0-9]+}}, MemRefsNormalizable, anonymous_{{[0-9]+}}];

// CHECK-LABEL: def ConstantOp {
// CHECK:        dag arguments = (ins FlatSymbolRefAttr:$value);
// CHECK-NEXT:   dag results = (outs AnyType);
// CHECK:        string assemblyFormat = "attr-dict $value `:` type(results)";

// CHECK-LABEL: def FuncOp {
// CHECK:        string opName = "func";
// CHECK:        dag arguments = (ins SymbolNameAttr:$sym_name, anonymous_{{[0-9]+}}:$function_type, anonymous_{{[0-9]+}}:$sym_visibility, anonymous_[[DICTS]]:$arg_attrs, anonymous_[[DICTS]]:$res_attrs, UnitAttr:$no_inline);
// CHECK-NEXT:   dag results = (outs);
// CHECK-NEXT:   dag regions = (region AnyRegion:$body);
// CHECK:        string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;
// CHECK-NEXT:   bit hasRegionVerifier = 1;
// CHECK:        list<Trait> traits = [AffineScope, AutomaticAllocationScope, FunctionOpInterface, anonymous_{{[0-9]+}}, IsolatedFromAbove, anonymous_{{[0-9]+}}];

// CHECK-LABEL: def Func_Dialect {
// CHECK-NEXT:   string name = "func";
// CHECK:        bit hasConstantMaterializer = 1;

// CHECK-LABEL: def ReturnOp {
// CHECK:        dag arguments = (ins anonymous_[[VAR]]:$operands);
// CHECK:        string assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
// CHECK:        bit hasVerifier = 0;
// CHECK:        list<Trait> traits = [Pure, anonymous_{{[0-9]+}}, MemRefsNormalizable, ReturnLike, Terminator];
