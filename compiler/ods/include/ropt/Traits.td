//===- Traits.td - Trait base classes -----------------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// A trait is either native (a Rust marker/behaviour trait implemented by the
// generated op type, possibly with parameters), internal (understood by the
// ODS generator itself, e.g. `SameVariadicOperandSize`), a predicate checked
// by the generated verifier, or a list of other traits.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_TRAITS_TD
#define ROPT_ODS_TRAITS_TD

include "ropt/Constraints.td"

// Base of every trait.
class Trait;

// A trait standing for all of `props`.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

// A trait implemented in Rust. `entityType` is "Op", "Attr" or "Type".
class NativeTrait<string name, string entityType,
                  code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  // The Rust trait's name.
  string trait = name;
  // Its parameters as Rust source ("" when it takes none).
  string traitParams = "";
  // What kind of entity carries it.
  string entityKind = entityType;
  // The Rust module defining the trait.
  string rustModule = "ropt_ir::traits";
  // Rust items added to each type carrying the trait.
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

// A native trait with parameters, `Name<params>` in Rust.
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop, entityType> {
  let traitParams = params;
}

// A trait the ODS generator handles itself (no Rust trait exists).
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = prop;
  string entityKind = entityType;
}

// A trait that is a predicate over the whole entity ("failed to verify that
// <summary>").
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

#endif // ROPT_ODS_TRAITS_TD
