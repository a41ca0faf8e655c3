//===- Constraints.td - Predicates and constraints ----------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// A predicate is a tree whose leaves are snippets of Rust (`CPred`) and whose
// inner nodes combine them (`And`, `Or`, `Neg`, `SubstLeaves`, `Concat`). A
// constraint pairs a predicate with a one-line summary used in diagnostics
// ("operand #0 must be <summary>, but got ...").
//
// Placeholders understood inside Rust snippets:
//   $_self     the entity being checked (a type, an attribute, a region...)
//   $_op       the operation being verified
//   $_builder  the builder (in builders and default values)
//   $_state    the operation state being built (in builders)
//   $_ctxt     the context
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_CONSTRAINTS_TD
#define ROPT_ODS_CONSTRAINTS_TD

include "ropt/Utils.td"

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

// Base of every predicate.
class Pred;

// A leaf predicate: a Rust boolean expression.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// How the children of a combined predicate are joined.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

// An inner node of the predicate tree.
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// Holds when every child holds (true when there is none).
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
// Holds when some child holds (false when there is none).
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
// Holds when the child does not.
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;
// Alias of `Neg` under the name some users expect.
class Not<Pred child> : Neg<child>;

defvar TruePred = And<[]>;
defvar FalsePred = Or<[]>;

// Replaces every `pat` in the leaves of `child` by `repl`.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// Wraps the (single) leaf of `child` between `pre` and `suf`.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

// A predicate with the words that describe it in diagnostics.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  // One line, used in "must be <summary>" diagnostics.
  string summary = desc;
  // Longer documentation.
  string description = "";
  // Name of the generated Rust verification function ("" lets the generator
  // choose one).
  string rustFunctionName = "";
}

// Constraint on a type or an attribute (both can carry a Rust type).
class AttrTypeConstraint<Pred pred, string summary = "", string rustTypeParam = "">
    : Constraint<pred, summary> {
  // The Rust type a value satisfying this constraint can be viewed as.
  string rustType = rustTypeParam;
}

// Constraint on the type of an operand or a result.
class TypeConstraint<Pred pred, string summary = "", string rustTypeParam = "ropt_ir::Type">
    : AttrTypeConstraint<pred, summary, rustTypeParam>;

// Constraint on an attribute.
class AttrConstraint<Pred pred, string summary = "">
    : AttrTypeConstraint<pred, summary>;

// Constraint on a property value (its Rust interface type is `$_self`).
class PropConstraint<Pred pred, string summary = "", string interfaceTypeParam = "">
    : Constraint<pred, summary> {
  string interfaceType = interfaceTypeParam;
}

// Constraint on a region.
class RegionConstraint<Pred pred, string summary = ""> : Constraint<pred, summary>;

// Constraint on a successor block.
class SuccessorConstraint<Pred pred, string summary = ""> : Constraint<pred, summary>;

// Extra information attached to an op's operand or result (e.g. a memory
// effect): `Arg<AnyMemRef, "the buffer", [MemRead]>`.
class OpVariableDecorator;

#endif // ROPT_ODS_CONSTRAINTS_TD
