// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s | FileCheck %s
// The generated module: a summary of the rules (root and benefit), one pattern struct per
// rule (both by record name), `populate`, and per root op an impl of `RootedRules` for the
// op's typed struct adding its rules in the file's order (what a dialect registers as the op's
// CanonicalizationPatterns).

include "ropt/PatternBase.td"
def T : Dialect { let name = "t"; }
def AOp : Op<T, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }
def BOp : Op<T, "b.c"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }

def Fold : Pat<(AOp (BOp (AOp $x))), (replaceWithValue $x), [], [], (addBenefit 4)>;
def : Pat<(BOp $x), (AOp $x)>;
def Early : Pat<(AOp $x), (BOp $x)>;

// CHECK-LABEL: // Rules:
// CHECK-NEXT: //   Early (root t.a, benefit 1)
// CHECK-NEXT: //   Fold (root t.a, benefit 7)
// CHECK-NEXT: //   [[ANON:anonymous_[0-9]+]] (root t.b.c, benefit 1)
// CHECK:      /// `Fold` (gen-structure.td:12): root `t.a`, benefit 7.
// CHECK:      pub struct Fold {
// CHECK:      let info = PatternInfo::new(ops[0], 7, "Fold").with_generated_ops(&[]);
// CHECK:      impl RewritePattern for Fold {
// CHECK:      pub struct [[ANON]] {
// CHECK:      let info = PatternInfo::new(ops[0], 1, "[[ANON]]").with_generated_ops(&[ops[1]]);
// CHECK:      pub fn populate(ctx: &Context, set: &mut RewritePatternSet) {
// CHECK-NEXT:     set.add(Early::new(ctx));
// CHECK-NEXT:     set.add(Fold::new(ctx));
// CHECK-NEXT:     set.add([[ANON]]::new(ctx));
// CHECK-NEXT: }
// CHECK:      pub trait RootedRules {
// CHECK-NEXT:     /// Adds the rules rooted at this op to `set`.
// CHECK-NEXT:     fn add_rules(ctx: &Context, set: &mut RewritePatternSet);
// CHECK-NEXT: }
// CHECK:      /// The rules rooted at `t.a`.
// CHECK-NEXT: impl RootedRules for AOp {
// CHECK-NEXT:     fn add_rules(ctx: &Context, set: &mut RewritePatternSet) {
// CHECK-NEXT:         set.add(Fold::new(ctx));
// CHECK-NEXT:         set.add(Early::new(ctx));
// CHECK-NEXT:     }
// CHECK-NEXT: }
// CHECK:      /// The rules rooted at `t.b.c`.
// CHECK-NEXT: impl RootedRules for BOp {
// CHECK-NEXT:     fn add_rules(ctx: &Context, set: &mut RewritePatternSet) {
// CHECK-NEXT:         set.add([[ANON]]::new(ctx));
// CHECK-NEXT:     }
// CHECK-NEXT: }
// CHECK-NOT:  impl RootedRules
