// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// Readable generated Rust: `matches` walks the source tree with direct code (op names as
// handles resolved once, operands followed to their defining ops, a repeated name compared,
// `either` tried both ways, a type constraint, a nested op recorded for the fused location
// after its operands) and `rewrite` builds the result op by op.

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AddOp : Op<T, "add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$r);
}
def NegOp : Op<T, "neg", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
}
def SubOp : Op<T, "sub", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$r);
}

// add(neg(x), y) or add(y, neg(x)), with f32 x -> sub(y, x)
def AddNeg : Pat<(AddOp (either (NegOp F32:$x), $y)), (SubOp $y, $x)>;
// add(x, x) -> add(x, x) with a fused location named "twice"
def AddSame : Pat<(AddOp $x, $x), (AddOp $x, $x, (location "twice"))>;

// CHECK:      static C_F32: rt::Constraint = rt::Constraint::new("F32", rt::Subject::Type, "{{.*}}");

// CHECK-LABEL: /// `AddNeg` (gen-readable.td:23): root `t.add`, benefit 2.
// CHECK:      pub struct AddNeg {
// CHECK-NEXT:     info: PatternInfo,
// CHECK-NEXT:     ops: [OperationName; 3],
// CHECK-NEXT: }
// CHECK:      let ops = [rt::op_name(ctx, "t.add"), rt::op_name(ctx, "t.neg"), rt::op_name(ctx, "t.sub")];
// CHECK-NEXT: let info = PatternInfo::new(ops[0], 2, "AddNeg").with_generated_ops(&[ops[2]]);
// CHECK:      fn matches(&self, rt: &mut Rt<'_, '_>) -> Option<(ValueId, ValueId)> {
// CHECK-NEXT:     let [[ROOT:op[0-9]+]] = rt.op(rt.root, self.ops[0] /* t.add */)?;
// CHECK-NEXT:     let (x, y) = rt.either(rt.operand([[ROOT]], 0)?, rt.operand([[ROOT]], 1)?, |rt, [[E1:e[0-9]+]], [[E2:e[0-9]+]]| {
// CHECK-NEXT:         let [[D:d[0-9]+]] = rt.body().defining_op([[E1]])?;
// CHECK-NEXT:         let [[NEG:op[0-9]+]] = rt.op_named([[D]], self.ops[1] /* t.neg */)?;
// CHECK-NEXT:         let [[V:v[0-9]+]] = rt.operand([[NEG]], 0)?;
// CHECK-NEXT:         if !rt.check(&C_F32, &NValue::Value([[V]])) {
// CHECK-NEXT:             return None;
// CHECK-NEXT:         }
// CHECK-NEXT:         let x = [[V]];
// CHECK-NEXT:         rt.record([[NEG]]);
// CHECK-NEXT:         let y = [[E2]];
// CHECK-NEXT:         Some((x, y))
// CHECK-NEXT:     })?;
// CHECK-NEXT:     Some((x, y))
// CHECK-NEXT: }
// CHECK:      fn rewrite(&self, rt: &mut Rt<'_, '_>, (x, y): (ValueId, ValueId)) -> Option<Vec<ValueId>> {
// CHECK-NEXT:     let mut values: Vec<Vec<ValueId>> = Vec::new();
// CHECK-NEXT:     let [[T:t[0-9]+]] = rt.root_types(0..1, &[]);
// CHECK-NEXT:     let [[NEW:op[0-9]+]] = rt.create(self.ops[2] /* t.sub */, rt.fused_loc(), &[&[y], &[x]], &[], [[T]], &rt::OpSpec { sized_segments: false, regions: 0 });
// CHECK-NEXT:     values.push(rt.results([[NEW]], Some(0), &[]).values());

// CHECK-LABEL: impl AddSame {
// CHECK:          let x = rt.operand([[ROOT2:op[0-9]+]], 0)?;
// CHECK-NEXT:     let [[X2:v[0-9]+]] = rt.operand([[ROOT2]], 1)?;
// CHECK-NEXT:     if x != [[X2]] {
// CHECK-NEXT:         return None;
// CHECK-NEXT:     }
// CHECK:          rt.create(self.ops[0] /* t.add */, rt.location(&[], Some("twice")), &[&[x], &[x]], &[],

// CHECK-LABEL: impl RewritePattern for AddSame {
// CHECK:      fn match_and_rewrite(&self, root: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
// CHECK-NEXT:     let mut rt = Rt::new(rw, root, 1);
// CHECK-NEXT:     let Some(bound) = self.matches(&mut rt) else {
// CHECK-NEXT:         return Err(MatchFailure);
// CHECK-NEXT:     };
// CHECK-NEXT:     match self.rewrite(&mut rt, bound) {
// CHECK-NEXT:         Some(values) => rt.replace(&values),
// CHECK-NEXT:         None => rt.fail("'AddSame' could not build its results"),
