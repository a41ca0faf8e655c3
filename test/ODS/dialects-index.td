// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/index/index.td | FileCheck %s

// The index dialect: binary ops on `index`, casts, and a comparison whose
// predicate is a dialect enum attribute printed as a bare keyword.

// CHECK-LABEL: def IndexCmpPredicate {
// CHECK-NEXT:   string summary = "index comparison predicate kind";
// CHECK:        string className = "IndexCmpPredicate";
// CHECK-NEXT:   list<EnumCase> enumerants = [anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}, anonymous_{{[0-9]+}}];
// CHECK-NEXT:   int bitwidth = 32;

// CHECK-LABEL: def IndexCmpPredicateAttr {
// CHECK:        string mnemonic = "cmp_predicate";
// CHECK:        string assemblyFormat = "$value";

// CHECK-LABEL: def IndexDialect {
// CHECK-NEXT:   string name = "index";
// CHECK:        bit hasConstantMaterializer = 1;
// CHECK:        bit useDefaultAttributePrinterParser = 1;

// CHECK-LABEL: def Index_AddOp {
// CHECK:        dag arguments = (ins Index:$lhs, Index:$rhs);
// CHECK-NEXT:   dag results = (outs Index:$result);
// CHECK:        string assemblyFormat = "$lhs `,` $rhs attr-dict";
// CHECK:        bit hasCanonicalizeMethod = 1;
// CHECK:        list<Trait> traits = [anonymous_{{[0-9]+}}, Commutative, Pure];

// CHECK-LABEL: def Index_BoolConstantOp {
// CHECK:        string opName = "bool.constant";
// CHECK:        dag arguments = (ins BoolAttr:$value);
// CHECK-NEXT:   dag results = (outs I1:$result);

// CHECK-LABEL: def Index_CastSOp {
// CHECK:        string assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";

// CHECK-LABEL: def Index_CmpOp {
// CHECK:        dag arguments = (ins IndexCmpPredicateAttr:$pred, Index:$lhs, Index:$rhs);
// CHECK-NEXT:   dag results = (outs I1:$result);
// CHECK:        string assemblyFormat = "`` $pred `(` $lhs `,` $rhs `)` attr-dict";

// CHECK-LABEL: def Index_DivSOp {
// CHECK:        bit hasCanonicalizeMethod = 0;
// CHECK:        list<Trait> traits = [anonymous_{{[0-9]+}}, NoMemoryEffect];

// CHECK-LABEL: def Index_SizeOfOp {
// CHECK:        dag arguments = (ins);
// CHECK-NEXT:   dag results = (outs Index:$result);
// CHECK:        string assemblyFormat = "attr-dict";
