//===- OpTraits.td - Traits of operations -------------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_OP_TRAITS_TD
#define ROPT_ODS_OP_TRAITS_TD

include "ropt/Traits.td"
include "ropt/TypeConstraints.td"

// Traits about the structure of an op (regions, segments, parents); the
// generator checks them before the op's other constraints.
class StructuralOpTrait;

// A Rust trait implemented by the op type, which may bring `traits` along.
class NativeOpTrait<string name, list<Trait> traits = [],
                   code extraOpDeclaration = "", code extraOpDefinition = "">
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}

// A Rust trait with parameters (`params` is Rust source).
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}

// A trait the generator implements itself.
class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}

// A predicate over the op; `$_op` is the op and `$name` its named operands,
// results and attributes.
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

def AffineScope : NativeOpTrait<"AffineScope">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
def Commutative : NativeOpTrait<"IsCommutative">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Involution : NativeOpTrait<"IsInvolution">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
def ResultsAreBoolLike : NativeOpTrait<"ResultsAreBoolLike">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType : NativeOpTrait<"SameOperandsAndResultElementType">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;
def Terminator : NativeOpTrait<"IsTerminator">;
def ReturnLike : NativeOpTrait<"ReturnLike">;
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;
// An elementwise op that applies to scalars, vectors and tensors alike.
def ElementwiseMappable : TraitList<[Elementwise, Scalarizable, Vectorizable, Tensorizable]>;
def SymbolTable : NativeOpTrait<"SymbolTable">;
def OpAsmOpInterfaceMarker : NativeOpTrait<"OpAsmOpInterfaceMarker">;

// Region structure.
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;
// Every region holds one block ending in an `op` (inserted when missing).
class SingleBlockImplicitTerminator<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", "\"" # op # "\"", [SingleBlock]>,
      StructuralOpTrait {
  string terminatorOp = op;
}

// The op's parent must be an `op`.
class HasParent<string op>
    : ParamNativeOpTrait<"HasParent", "\"" # op # "\"">, StructuralOpTrait {
  list<string> parentOps = [op];
}
// The op's parent must be one of `ops`.
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(!foreach(o, ops, "\"" # o # "\""), ", ")>,
      StructuralOpTrait {
  list<string> parentOps = ops;
}

// The result types are given by the first attribute (a `TypeAttr`).
def FirstAttrDerivedResultType : GenInternalOpTrait<"FirstAttrDerivedResultType">;
// All variadic operands (results) have the same length.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;
// The lengths of the variadic operands (results) are held by the
// `operandSegmentSizes` (`resultSegmentSizes`) attribute.
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;

//===----------------------------------------------------------------------===//
// Multi-entity constraints
//===----------------------------------------------------------------------===//

// Rust accessors of properties of a named value, `$name`.
class ValueType<string name> { string result = "$" # name # ".ty()"; }
class Rank<string name> { string result = "$" # name # ".ty().rank()"; }
class Shape<string name> { string result = "$" # name # ".ty().shape()"; }
class ElementCount<string name> { string result = "$" # name # ".ty().num_elements()"; }
class ElementType<string name> { string result = "$" # name # ".ty().element_type_or_self()"; }

// Every expression of `values` is equal (true for none).
class AllMatchPred<list<string> values>
    : CPred<!if(!empty(values), "true",
                !interleave(!foreach(v, !tail(values), "(" # !head(values) # ") == (" # v # ")"),
                            " && "))>;
// Some expression of `values` is true (false for none).
class AnyPred<list<string> values>
    : CPred<!if(!empty(values), "false", !interleave(!foreach(v, values, "(" # v # ")"), " || "))>;

// A trait checking that every expression of `values` is equal.
class AllMatch<list<string> values, string summary>
    : PredOpTrait<summary, AllMatchPred<values>> {
  list<string> matchedValues = values;
}

// `operator` (with `$_self` for each name) yields the same for every name.
class AllMatchSameOperatorTrait<list<string> names, string operator, string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same " # summary,
                  AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>> {
  list<string> values = names;
  string operatorExpr = operator;
}
class AnyMatchOperatorTrait<list<string> names, string operator, string summary>
    : PredOpTrait<"any of {" # !interleave(names, ", ") # "} has " # summary,
                  AnyPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>> {
  list<string> values = names;
  string operatorExpr = operator;
}

class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ValueType<"_self">.result, "type">;
class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;
class AllRanksMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;
class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementType<"_self">.result, "element type">;
class AllElementCountsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementCount<"_self">.result, "element count">;

// The type of `rhsArg` is `transform` applied to the type of `lhsArg`
// (`$_self` in `transform` is the type of `lhsArg`).
class TypesMatchWith<string summary, string lhsArg, string rhsArg, string transform,
                     string comparator = "==">
    : PredOpTrait<summary,
                  CPred<"(" # !subst("$_self", ValueType<lhsArg>.result, transform) # ") "
                        # comparator # " " # ValueType<rhsArg>.result>> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}
// As `TypesMatchWith`, holding when either value is absent.
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg, string transform,
                             string comparator = "==">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, comparator>;
// As `TypesMatchWith` for variadic values (the ranges are compared).
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg, string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, "==">;

// The type of `name` satisfies `type`.
class TypeIsPred<string name, Type type>
    : SubstLeaves<"$_self", ValueType<name>.result, type.predicate>;
class TypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary, TypeIsPred<name, type>>;
// The element type of `name` satisfies `type`.
class ElementTypeIsPred<string name, Type type>
    : SubstLeaves<"$_self", ElementType<name>.result, type.predicate>;
class ElementTypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary, ElementTypeIsPred<name, type>>;

#endif // ROPT_ODS_OP_TRAITS_TD
