// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// The generated module: a summary of the rules (root and benefit), one pattern struct per
// rule, `populate`, and per root op a function adding its rules (what a dialect registers
// as the op's CanonicalizationPatterns).

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def BOp : Op<T, "b.c"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }

def Fold : Pat<(AOp (BOp (AOp $x))), (replaceWithValue $x), [], [], (addBenefit 4)>;
def : Pat<(BOp $x), (AOp $x)>;

// CHECK-LABEL: // Rules:
// CHECK-NEXT: //   Fold (root t.a, benefit 7)
// CHECK-NEXT: //   [[ANON:anonymous_[0-9]+]] (root t.b.c, benefit 1)
// CHECK:      /// `Fold` (gen-structure.td:11): root `t.a`, benefit 7.
// CHECK:      pub struct Fold {
// CHECK:      let info = PatternInfo::new(ops[0], 7, "Fold").with_generated_ops(&[]);
// CHECK:      impl RewritePattern for Fold {
// CHECK:      pub struct [[ANON]] {
// CHECK:      let info = PatternInfo::new(ops[0], 1, "[[ANON]]").with_generated_ops(&[ops[1]]);
// CHECK:      pub fn populate(ctx: &Context, set: &mut RewritePatternSet) {
// CHECK-NEXT:     set.add(Fold::new(ctx));
// CHECK-NEXT:     set.add([[ANON]]::new(ctx));
// CHECK-NEXT: }
// CHECK:      pub const ROOTS: &[&str] = &["t.a", "t.b.c"];
// CHECK:      pub fn populate_t_a(ctx: &Context, set: &mut RewritePatternSet) {
// CHECK-NEXT:     set.add(Fold::new(ctx));
// CHECK-NEXT: }
// CHECK:      pub fn populate_t_b_c(ctx: &Context, set: &mut RewritePatternSet) {
// CHECK-NEXT:     set.add([[ANON]]::new(ctx));
// CHECK-NEXT: }
// CHECK:      pub fn canonicalization(root: &str) -> Option<fn(&Context, &mut RewritePatternSet)> {
// CHECK-NEXT:     match root {
// CHECK-NEXT:         "t.a" => Some(populate_t_a),
// CHECK-NEXT:         "t.b.c" => Some(populate_t_b_c),
// CHECK-NEXT:         _ => None,
