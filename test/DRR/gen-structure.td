// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// The generated module: a summary of the rules (root and benefit), `rules()` reading the
// embedded records back once, `populate`, and per root op a function adding its rules (what
// a dialect registers as the op's CanonicalizationPatterns).

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def BOp : Op<T, "b.c"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }

def Fold : Pat<(AOp (BOp (AOp $x))), (replaceWithValue $x), [], [], (addBenefit 4)>;
def : Pat<(BOp $x), (AOp $x)>;

// CHECK-LABEL: // Rules:
// CHECK-NEXT: //   Fold (root t.a, benefit 7)
// CHECK-NEXT: //   anonymous_{{[0-9]+}} (root t.b.c, benefit 1)
// CHECK:      pub fn rules() -> &'static std::sync::Arc<ropt_ods::drr::rules::RuleSet> {
// CHECK:          ropt_ods::drr::codegen::read_embedded(RECORDS, &compiled_natives())
// CHECK:      pub fn populate(ctx: &ropt_ir::Context, set: &mut ropt_rewrite::RewritePatternSet) {
// CHECK-NEXT:     ropt_ods::drr::load::add_patterns(ctx, rules(), None, set);
// CHECK:      pub const ROOTS: &[&str] = &["t.a", "t.b.c"];
// CHECK:      pub fn populate_t_a(ctx: &ropt_ir::Context, set: &mut ropt_rewrite::RewritePatternSet) {
// CHECK-NEXT:     ropt_ods::drr::load::add_patterns(ctx, rules(), Some("t.a"), set);
// CHECK:      pub fn populate_t_b_c(
// CHECK:      pub fn canonicalization(root: &str) -> Option<fn(&ropt_ir::Context, &mut ropt_rewrite::RewritePatternSet)> {
// CHECK-NEXT:     match root {
// CHECK-NEXT:         "t.a" => Some(populate_t_a),
// CHECK-NEXT:         "t.b.c" => Some(populate_t_b_c),
// CHECK-NEXT:         _ => None,
