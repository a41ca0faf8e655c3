// A small stand-in for MLIR's `mlir/IR/OpBase.td`, written for rpdll's tests: the classes
// and fields mlir-pdll's ODS import reads, with MLIR's names and meaning (CI has no MLIR
// include tree).

// Predicates.
class Pred;
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

// Constraints.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
  string description = "";
}
class TypeConstraint<Pred predicate, string summary = "",
                     string cppTypeParam = "::mlir::Type">
    : Constraint<predicate, summary> {
  string cppType = cppTypeParam;
}
class Type<Pred condition, string descr = "", string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  code builderCall = "";
}
class BuildableType<code builder> {
  code builderCall = builder;
}
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary, type.cppType> {
  Type baseType = type;
}
class Optional<Type type>
    : TypeConstraint<type.predicate, "optional " # type.summary, type.cppType> {
  Type baseType = type;
}
class AnyTypeOf<list<Type> types, string summary = "">
    : Type<Or<!foreach(t, types, t.predicate)>,
           !if(!eq(summary, ""), !interleave(!foreach(t, types, t.summary), " or "),
               summary)>;
class AttrConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;
class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary> {
  code storageType = ?;
  bit isOptional = 0;
}
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let isOptional = 1;
  Attr baseAttr = attr;
}
class DerivedAttr<code ret, code b> : Attr<CPred<"true">, "derived attribute"> {
  let storageType = ret;
  code body = b;
}

// Arguments and results with extra information.
class OpVariable<Constraint varConstraint, string desc = ""> {
  Constraint constraint = varConstraint;
  string summary = desc;
}
class Arg<Constraint constraint, string desc = ""> : OpVariable<constraint, desc>;
class Res<Constraint constraint, string desc = ""> : OpVariable<constraint, desc>;

// Traits and interfaces.
class Trait {
  list<Trait> dependentTraits = [];
}
class NativeTrait<string name, string entityType> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::OpTrait";
  string entityKind = entityType;
}
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}
class NativeOpTrait<string name> : NativeTrait<name, "Op">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
class AllTypesMatch<list<string> names>
    : PredTrait<"all of {" # !interleave(names, ", ") # "} have same type", CPred<"true">> {
  list<string> values = names;
}
class Interface<string name, list<Interface> bases = []> {
  string description = "";
  list<Interface> baseInterfaces = bases;
  string cppInterfaceName = name;
  string cppNamespace = "";
}
class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
}
class OpInterfaceTrait<string name> : InterfaceTrait<name>;
class OpInterface<string name> : Interface<name>, OpInterfaceTrait<name>;
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}
class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName> {
  let cppNamespace = interface.cppNamespace;
}
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let cppNamespace = "::mlir";
}

// Dialects and operations.
class Dialect {
  string name = ?;
  string cppNamespace = name;
  list<string> dependentDialects = [];
}
class OpBuilder;
class Property;
class Region;
class Successor;
def ins;
def outs;
def region;
def successor;
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<Trait> traits = props;
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
}

// A few common constraints.
def AnyType : Type<CPred<"true">, "any type">;
class I<int width>
    : Type<CPred<"$_self.isSignlessInteger(" # width # ")">,
           width # "-bit signless integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ")">;
def I1 : I<1>;
def I32 : I<32>;
def I64 : I<64>;
def F32 : Type<CPred<"$_self.isF32()">, "32-bit float", "::mlir::FloatType">,
          BuildableType<"$_builder.getF32Type()">;
def AnyInteger : Type<CPred<"::llvm::isa<::mlir::IntegerType>($_self)">, "integer",
                      "::mlir::IntegerType">;
def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::mlir::Attribute";
}
def UnitAttr : Attr<CPred<"::llvm::isa<::mlir::UnitAttr>($_self)">, "unit attribute"> {
  let storageType = [{ ::mlir::UnitAttr }];
}
def I64Attr : Attr<And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                        CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)">]>,
                   "64-bit signless integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
}
def StrAttr : Attr<CPred<"::llvm::isa<::mlir::StringAttr>($_self)">, "string attribute"> {
  let storageType = "::mlir::StringAttr";
}
