//===- Interfaces.td - Interface definitions ----------------*- tablegen -*-===//
//
// Part of ropt's own ODS base library.
//
// An interface becomes a Rust trait; each `InterfaceMethod` a method of it
// (with `$_op`/`$_attr`/`$_type` standing for the implementing entity in
// bodies), each `StaticInterfaceMethod` an associated function.
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_ODS_INTERFACES_TD
#define ROPT_ODS_INTERFACES_TD

include "ropt/Traits.td"
include "ropt/DagOperators.td"
include "ropt/AttrConstraints.td"

// A method of an interface. `args` is `(ins "RustType":$name, ...)`. `body`
// (when set) implements the method once for every implementer;
// `defaultImplementation` may be overridden by an implementer.
class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
  bit isStatic = 0;
}

// A method without a receiver (an associated function of the Rust trait).
class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody, defaultImplementation> {
  let isStatic = 1;
}

// Base of op, attribute and type interfaces.
class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  // The Rust trait's name.
  string rustInterfaceName = name;
  // The Rust module the trait lives in.
  string rustModule = "";
  list<InterfaceMethod> methods = [];
  // Rust items added to the trait.
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  code extraTraitClassDeclaration = "";
  // Rust body of a verifier run for every implementer (`$_op` is the op).
  code verify = [{}];
  // Run `verify` after the regions were verified.
  bit verifyWithRegions = 0;
  // Interfaces every implementer must also implement.
  list<Interface> baseInterfaces = baseInterfacesArg;
}

// The trait attaching an interface to an entity.
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "Trait";
}

// Marks an interface as attached by `DeclareInterfaceMethods`: the listed
// methods that have default implementations are implemented by the entity.
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

// An interface of operations.
class OpInterfaceTrait<string name, code verifyBody = [{}], list<Trait> traits = []>
    : InterfaceTrait<name> {
  let entityKind = "Op";
  code verify = verifyBody;
  bit verifyWithRegions = 0;
  list<Trait> dependentTraits = traits;
}
class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;

// An interface of attributes; also the constraint "implements it", usable
// as an op argument (`TypedAttrInterface:$value`).
class AttrInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Attr<CPred<"$_self.implements(\"" # name # "\")">, name # " instance"> {
  let entityKind = "Attr";
  let storagePred = predicate;
}

// An interface of types; also the constraint "implements it".
class TypeInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>,
      Type<CPred<"$_self.implements(\"" # name # "\")">, name # " instance"> {
  let entityKind = "Type";
}

// Attaches `interface` to an op and declares the methods it implements itself
// (those of `overridenMethods`, plus every method without a default).
class DeclareOpInterfaceMethods<OpInterface interface, list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.rustInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
  let rustModule = interface.rustModule;
  let methods = interface.methods;
  let extraClassDeclaration = interface.extraClassDeclaration;
  let extraSharedClassDeclaration = interface.extraSharedClassDeclaration;
  let extraTraitClassDeclaration = interface.extraTraitClassDeclaration;
  let verify = interface.verify;
  let verifyWithRegions = interface.verifyWithRegions;
  let dependentTraits = interface.dependentTraits;
}

#endif // ROPT_ODS_INTERFACES_TD
