// RUN: rtblgen -gen-op-defs -I %S/../../compiler/ods/include -I %S/../../dialects/test %S/../../dialects/test/test.td | FileCheck %s
// The verifiers generated from op definitions: one function per op running the interpreter's
// checks in seed 004's order (present attributes by name, counts, structural traits, required
// attributes, operand and result groups, predicate traits, other native traits), constraints
// compiled to Rust expressions over the wrappers of `runtime::verify_gen`, messages built by
// its shared `Check` helpers. The registration passes the table of them.

// CHECK-LABEL: impl AddOp {
// CHECK:         pub fn verify_generated(ctx: &Context, body: &Body, op: OpId) -> Result<(), ropt_ir::Diagnostic> {
// CHECK-NEXT:      use ropt_ods_runtime::verify_gen::{A, R, T};
// CHECK-NEXT:      let v = ropt_ods_runtime::verify_gen::Check::new(ctx, body, op, Self::NAME);
// CHECK-NEXT:      v.counts()?;
// CHECK-NEXT:      let opd = v.num(false);
// CHECK-NEXT:      let groups = v.groups(false)?;
// CHECK:           if !((s.is_signless_int_or_index()) || ((s.has_value_semantics()) && ((s.element_type().unwrap().is_signless_int_or_index())))) {
// CHECK-NEXT:          return v.value_fail("operand", i, "signless-integer-like", s);
// CHECK:           return v.value_fail("result", i, "signless-integer-like", s);
// The native trait after the values.
// CHECK:           v.native("SameOperandsAndResultType", "")?;
// CHECK-NEXT:      Ok(())

// Attributes first (an enum's cases), then counts, then the required attribute.
// CHECK-LABEL: impl CmpOp {
// CHECK:         if let Some(s) = v.attr("predicate") && !(((s.is_integer_attr()) && (s.attr_type().unwrap().is_signless_integer_of_width(64))) && {{.*}}(s.int_value() == Some(2))))) {
// CHECK-NEXT:        return v.attr_fail("predicate", "allowed 64-bit signless integer cases: 0, 1, 2");
// CHECK:         v.counts()?;
// CHECK-NEXT:    v.require("predicate")?;
// CHECK:         v.native("SameTypeOperands", "")?;

// Segment sizes are structural: checked right after the counts; the optional group's size.
// CHECK-LABEL: impl SegmentsOp {
// CHECK:         v.counts()?;
// CHECK-NEXT:    v.native("AttrSizedOperandSegments", "")?;
// CHECK:         if !(s.is_signless_integer_of_width(32)) {
// CHECK-NEXT:        return v.value_fail("operand", i, "variadic of 32-bit signless integer", s);
// CHECK:         v.group(false, 2, index, n)?;
// CHECK:         if !(s.is_index()) {

// Attributes in the order of their names; a default-valued one is not required.
// CHECK-LABEL: impl StepOp {
// CHECK:         if let Some(s) = v.attr("count")
// CHECK:         if let Some(s) = v.attr("fast") && !(s.is_unit()) {
// CHECK:         if let Some(s) = v.attr("stride")
// CHECK:         v.counts()?;
// CHECK-NEXT:    v.require("count")?;
// CHECK-NOT:     v.require(
// CHECK-LABEL: impl VariadicSegmentPropOp {

// CHECK-LABEL: const GENERATED_VERIFY: &[Option<ropt_ods_runtime::verify_gen::GeneratedVerifyFn>] = &[
// CHECK-NEXT:      Some(AddOp::verify_generated),
// CHECK-NEXT:      Some(AnotherTypeProducerOp::verify_generated),
// CHECK-NEXT:      Some(AnyAttrOfI32StrOp::verify_generated),
// CHECK-NEXT:      Some(AttrSizedOperandsOp::verify_generated),
// CHECK-NEXT:      Some(AttrSizedResultsOp::verify_generated),
// CHECK-NEXT:      Some(BlackHoleOp::verify_generated),
// CHECK-NEXT:      Some(BlackHoleProducerOp::verify_generated),
// CHECK-NEXT:      Some(BranchOp::verify_generated),
// CHECK-NEXT:      Some(CallOp::verify_generated),
// CHECK-NEXT:      Some(CastOp::verify_generated),
// CHECK-NEXT:      Some(CmpOp::verify_generated),
// CHECK-LABEL: pub fn register(ctx: &mut Context) {
// CHECK:         verify: GENERATED_VERIFY,
// CHECK:         ropt_ods_runtime::register_model_compiled(ctx, ods_model(), &hooks);
