//===- PatternBase.td - Declarative rewrite rules (DRR) ------*- tablegen -*-===//
//
// Part of ropt's own ODS base library. The vocabulary of declarative rewrite
// rules: `Pattern`/`Pat` records whose source dag matches a tree of ops and
// whose result dags build replacements, plus the directives usable inside
// those dags. Embedded code (NativeCodeCall, returnType strings) is Rust.
//
// Conventions read by the pattern checker (compiler/ods/src/drr):
//   * `$name` binds an op argument (source), an op's results, or a value
//     built by a result dag; a name repeated in the source means "equal".
//   * `$_` (or an unnamed argument) captures nothing.
//   * `$name__N` is the N-th declared result of the op bound to `$name`.
//
// How rules run (compiler/ods/src/drr): `rtblgen -gen-rewriters` and dialect
// build scripts turn them into Rust patterns; `ropt --load-patterns` loads
// them at run time, where a NativeCodeCall must be a call of a known helper.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_PATTERN_BASE_TD
#define ROPT_ODS_PATTERN_BASE_TD

include "ropt/OpBase.td"

//===----------------------------------------------------------------------===//
// Rust snippets called from patterns
//===----------------------------------------------------------------------===//

// A Rust expression used as a dag operator. Placeholders: `$_builder` (the
// helper context `&mut NativeCx`: rewriter, location, `$_self`), `$_loc` (the
// location of generated ops), `$_self` (the defining op, in source patterns),
// `$N` (the N-th dag argument) and `$N...` (the arguments from the N-th on,
// comma separated). `returns` is the number of values the expression yields
// (bind them with `$name__N`). Helpers are written `name($_builder, $0, ...)`
// (see ropt_ods::drr::native); in a source pattern a call returns the values
// it captures instead of writing through `&mut $0`.
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

// A NativeCodeCall yielding nothing (run for its effects).
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// The identity call: its only argument, unchanged.
def NativeCodeCallIdentity : NativeCodeCall<"$0">;

// Helpers known to every rule, interpreted or generated (Rust functions of
// `ropt_ods::drr::native::builtins`, in scope of generated rules). A helper
// takes the context (`$_builder`) first. In a source pattern a call gets the
// defining op (`$_self`) and returns the values it captures, one per dag
// argument; `None` means "no match".

// `(ConstantLikeMatcher AttrConstraint:$c)` on an operand: the operand is
// defined by a constant-like op whose value is bound to `$c`.
def ConstantLikeMatcher : NativeCodeCall<"constant_like($_builder, $_self)">;

// The zero attribute of the type of value `$0` (scalar or splat).
def ZeroAttrOf : NativeCodeCall<"zero_attr_of($_builder, $0)">;

// The type of value `$0` (for `returnType`).
def TypeOf : NativeCodeCall<"type_of($_builder, $0)">;

// Copies the discardable attributes of the op defining `$0` onto the op
// defining `$1` (a supplemental call).
def CopyAttrs : NativeCodeCallVoid<"copy_attrs($_builder, $0, $1)">;

//===----------------------------------------------------------------------===//
// Directives
//===----------------------------------------------------------------------===//

// Base of the dag operators that are not ops.
class DagDirective;

// `(replaceWithValue $v)`: replace the matched root's result with `$v`.
def replaceWithValue : DagDirective;

// `(location $a, ...)` / `(location "name")` / `(location $a, "name")`: the
// location of a generated op; a trailing argument of an op in a result dag.
def location : DagDirective;

// `(returnType $v | "rust type expr" | (NativeCodeCall ...), ...)`: the result
// types of a generated op; a trailing argument of an op in a result dag.
def returnType : DagDirective;

// `(either $a, $b)`: two operands matched in either order (source only).
def either : DagDirective;

// `(variadic $a, $b, ...)`: a variadic operand with exactly that many values
// (source only); bind it to name the whole range.
def variadic : DagDirective;

// `(addBenefit N)`: added to the default benefit (the matched op count).
def addBenefit : DagDirective;

//===----------------------------------------------------------------------===//
// Rules
//===----------------------------------------------------------------------===//

// A rewrite rule: match `source`, build `results` (the trailing declared
// values replace the root's results; earlier dags build auxiliary ops),
// provided every dag of `preds` holds; then run `supplemental`.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental = [], dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental;
  dag benefitDelta = benefitAdded;
}

// A rule with a single result dag.
class Pat<dag source, dag result, list<dag> preds = [],
          list<dag> supplemental = [], dag benefitAdded = (addBenefit 0)>
    : Pattern<source, [result], preds, supplemental, benefitAdded>;

#endif // ROPT_ODS_PATTERN_BASE_TD
