//===- OpBase.td - Operation definitions --------------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library. Include this file to define ops:
//
//   def Toy_AddOp : Op<Toy_Dialect, "add", [Pure, SameOperandsAndResultType]> {
//     let summary = "adds two values";
//     let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
//     let results = (outs F64Tensor:$result);
//     let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
//   }
//
// Embedded code is Rust. Placeholders: `$_self`, `$_op`, `$_builder`,
// `$_state`, `$_ctxt`, and `$name` for a named operand, result or attribute.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_OP_BASE_TD
#define ROPT_ODS_OP_BASE_TD

include "ropt/Utils.td"
include "ropt/Constraints.td"
include "ropt/DagOperators.td"
include "ropt/Dialect.td"
include "ropt/TypeConstraints.td"
include "ropt/AttrConstraints.td"
include "ropt/Traits.td"
include "ropt/OpTraits.td"
include "ropt/Interfaces.td"
include "ropt/Properties.td"
include "ropt/SideEffects.td"
include "ropt/CommonInterfaces.td"

//===----------------------------------------------------------------------===//
// Successors and regions
//===----------------------------------------------------------------------===//

// A successor block constraint.
class Successor<Pred condition, string descr = ""> : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<?, "any successor">;
// Any number of successors.
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, "variadic successor of " # successor.summary> {
  Successor baseSuccessor = successor;
}

// A region constraint (`$_self` is the region).
class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;
def AnyRegion : Region<CPred<"true">, "any region">;
class SizedRegion<int numBlocks>
    : Region<CPred<"$_self.num_blocks() == " # numBlocks>,
             "region with " # numBlocks # " blocks"> {
  int blocks = numBlocks;
}
class MinSizedRegion<int numBlocks>
    : Region<CPred<"$_self.num_blocks() >= " # numBlocks>,
             "region with at least " # numBlocks # " blocks">;
class MaxSizedRegion<int numBlocks>
    : Region<CPred<"$_self.num_blocks() <= " # numBlocks>,
             "region with at most " # numBlocks # " blocks">;
// Any number of regions.
class VariadicRegion<Region region> : Region<region.predicate, region.summary> {
  Region baseRegion = region;
}

//===----------------------------------------------------------------------===//
// Op variables and builders
//===----------------------------------------------------------------------===//

// A constraint with documentation and decorators, for `ins`/`outs` entries.
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "", list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "", list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

// A builder: `(ins "RustType":$name, "RustType":$name2, CArg<"T", "default">:$n3)`
// and a Rust body working on `$_builder` and `$_state`. Without a body, the
// builder is only declared and must be written by hand.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}
// A builder parameter with a default value (a Rust expression).
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}
// A builder kept for compatibility.
class DeprecatedOpBuilder<string reason, dag p, code b = ""> : OpBuilder<p, b> {
  string deprecationReason = reason;
}

// Groups op documentation under a heading.
class OpDocGroup {
  string summary = "";
  string description = "";
}

//===----------------------------------------------------------------------===//
// Op
//===----------------------------------------------------------------------===//

// An operation `dialect.mnemonic`.
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  // The Rust module the generated op type lives in.
  string rustModule = dialect.rustModule;
  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;
  // Operands and attributes/properties, in order.
  dag arguments = (ins);
  // Results.
  dag results = (outs);
  // Regions.
  dag regions = (region);
  // Successor blocks.
  dag successors = (successor);
  // Builders in addition to the default ones.
  list<OpBuilder> builders = ?;
  // Do not generate the default builders.
  bit skipDefaultBuilders = 0;
  // The declarative assembly format.
  string assemblyFormat = ?;
  // The parser and printer are written by hand (`parse`, `print`).
  bit hasCustomAssemblyFormat = 0;
  // A hand-written `verify` runs after the generated checks.
  bit hasVerifier = 0;
  // A hand-written `verify_regions` runs after the regions were verified.
  bit hasRegionVerifier = 0;
  // The op provides canonicalization patterns (`canonicalization_patterns`).
  bit hasCanonicalizer = 0;
  // The op provides a `canonicalize` function (which implies a pattern).
  bit hasCanonicalizeMethod = 0;
  // The op provides a `fold` function.
  bit hasFolder = 0;
  // Properties are encoded with hand-written code.
  bit useCustomPropertiesEncoding = 0;
  list<Trait> traits = props;
  // Rust items added to the op type's `impl` block.
  code extraClassDeclaration = ?;
  // Rust items added next to it (free functions, trait impls).
  code extraClassDefinition = ?;
}

// Mixins to share argument and result lists between ops.
class Arguments<dag args> {
  dag arguments = args;
}
class Results<dag rets> {
  dag results = rets;
}

#endif // ROPT_ODS_OP_BASE_TD
