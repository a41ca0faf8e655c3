// RUN: rtblgen -I %S/../../compiler/ods/include -I %S/../../dialects %S/../../dialects/cf/cf.td | FileCheck %s

// The cf dialect: branches with successors, segment-sized operands, branch
// weights, and cf.switch's custom directive.

// CHECK-LABEL: def AssertOp {
// CHECK:        dag arguments = (ins I1:$arg, StrAttr:$msg);
// CHECK:        string assemblyFormat = "$arg `,` $msg attr-dict";
// CHECK:        bit hasCanonicalizeMethod = 1;

// CHECK-LABEL: def BranchOp {
// CHECK:        dag arguments = (ins anonymous_[[VAR:[0-9]+]]:$destOperands);
// CHECK:        dag successors = (successor AnySuccessor:$dest);
// CHECK:        $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
// CHECK:        list<Trait> traits = [anonymous_{{[0-9]+}}, Pure, Terminator];

// CHECK-LABEL: def CondBranchOp {
// CHECK:        dag arguments = (ins I1:$condition, anonymous_[[VAR]]:$trueDestOperands, anonymous_[[VAR]]:$falseDestOperands, anonymous_{{[0-9]+}}:$branch_weights);
// CHECK:        dag successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
// CHECK:        $condition (`weights` `(` $branch_weights^ `)` )? `,`
// CHECK-NEXT:   $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
// CHECK-NEXT:   $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
// CHECK-NEXT:   attr-dict
// CHECK:        list<Trait> traits = [AttrSizedOperandSegments, anonymous_{{[0-9]+}}, WeightedBranchOpInterface, Pure, Terminator];

// CHECK-LABEL: def ControlFlow_Dialect {
// CHECK-NEXT:   string name = "cf";
// CHECK:        list<string> dependentDialects = ["arith"];

// CHECK-LABEL: def SwitchOp {
// CHECK:        dag arguments = (ins AnyInteger:$flag, anonymous_[[VAR]]:$defaultOperands, anonymous_{{[0-9]+}}:$caseOperands, anonymous_{{[0-9]+}}:$case_values, DenseI32ArrayAttr:$case_operand_segments);
// CHECK:        dag successors = (successor AnySuccessor:$defaultDestination, anonymous_{{[0-9]+}}:$caseDestinations);
// CHECK:        string assemblyFormat = ?;
// CHECK-NEXT:   bit hasCustomAssemblyFormat = 1;
// CHECK-NEXT:   bit hasVerifier = 1;
// CHECK:        bit hasCanonicalizer = 1;
