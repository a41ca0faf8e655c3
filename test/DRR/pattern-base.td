// RUN: rtblgen -I %S/../../compiler/ods/include %s | FileCheck %s

// The DRR vocabulary of ropt/PatternBase.td: a rule keeps its source dag
// (with the names given to whole dags), result dags, constraints,
// supplemental calls and benefit delta as written.

include "ropt/PatternBase.td"

def D : Dialect { let name = "t"; }
def AOp : Op<D, "a"> { let arguments = (ins AnyType:$x, AnyAttr:$at); let results = (outs AnyType:$r); }
def BOp : Op<D, "b"> { let results = (outs AnyType:$r); }
def PackTwo : NativeCodeCall<"pack($_builder, $0...)", 2>;
def Touch : NativeCodeCallVoid<"touch($0)">;

def Fold : Pat<(AOp (BOp:$b), F32Attr:$at),
               (AOp (PackTwo:$p__1 $b), $at, (location $b, "fold")),
               [(AnyType $b)], [(Touch $b)], (addBenefit 2)>;

def Multi : Pattern<(AOp:$src $x, $_), [(BOp), (replaceWithValue $x)]>;

// CHECK-LABEL: def Fold {	// Pattern Pat
// CHECK-NEXT:   dag sourcePattern = (AOp (BOp:$b), F32Attr:$at);
// CHECK-NEXT:   list<dag> resultPatterns = [(AOp (PackTwo:$p__1 ?:$b), ?:$at, (location ?:$b, "fold"))];
// CHECK-NEXT:   list<dag> constraints = [(AnyType ?:$b)];
// CHECK-NEXT:   list<dag> supplementalPatterns = [(Touch ?:$b)];
// CHECK-NEXT:   dag benefitDelta = (addBenefit 2);
// CHECK-NEXT: }
// CHECK-LABEL: def Multi {	// Pattern
// CHECK-NEXT:   dag sourcePattern = (AOp:$src ?:$x, ?:$_);
// CHECK-NEXT:   list<dag> resultPatterns = [(BOp), (replaceWithValue ?:$x)];
// CHECK-NEXT:   list<dag> constraints = [];
// CHECK-NEXT:   list<dag> supplementalPatterns = [];
// CHECK-NEXT:   dag benefitDelta = (addBenefit 0);
// CHECK-NEXT: }
// CHECK-LABEL: def PackTwo {	// NativeCodeCall
// CHECK-NEXT:   string expression = "pack($_builder, $0...)";
// CHECK-NEXT:   int numReturns = 2;
// CHECK-LABEL: def Touch {	// NativeCodeCall NativeCodeCallVoid
// CHECK-NEXT:   string expression = "touch($0)";
// CHECK-NEXT:   int numReturns = 0;
// CHECK-LABEL: def addBenefit {	// DagDirective
// CHECK-LABEL: def either {	// DagDirective
// CHECK-LABEL: def location {	// DagDirective
// CHECK-LABEL: def replaceWithValue {	// DagDirective
// CHECK-LABEL: def returnType {	// DagDirective
// CHECK-LABEL: def variadic {	// DagDirective
