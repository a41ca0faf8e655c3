// The documentation backends lay out a dialect as mlir-tblgen 22 does (expected output: the same
// ops written against MLIR's OpBase.td, run through mlir-tblgen; the C++ class and storage
// type names differ between the two base libraries and are left out of the checks).
include "ropt/OpBase.td"

def Doc_Dialect : Dialect {
  let name = "doc";
  let summary = "a dialect to test the documentation backends";
  let description = [{
    Ops whose documentation follows mlir-tblgen's layout.
  }];
}

class Doc_Op<string mnemonic, list<Trait> traits = []> : Op<Doc_Dialect, mnemonic, traits>;

// Summary trimmed and capitalized; description reindented (blank and tab-only lines printed
// empty, leading blank lines skipped); a format over several lines.
def Doc_AddOp : Doc_Op<"add", [Commutative, SameOperandsAndResultType, Pure]> {
  let summary = "  addition  ";
  let description = [{

      Adds.
        Indented more.
	
      Done.
  }];
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs
       attr-dict `:` type($result)
  }];
}

// Unnamed values, variadic and optional summaries, successors; no inferred result types
// (the result is variadic).
def Doc_JumpOp : Doc_Op<"Jump", [Terminator, AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$args, Optional<I32>, I32Attr:$weight,
                       OptionalAttr<StrAttr>:$note);
  let results = (outs Variadic<AnyType>);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$rest);
}

// Result types follow from an attribute (`AllTypesMatch`) and from a buildable type.
def Doc_ConstOp : Doc_Op<"const", [AllTypesMatch<["value", "result"]>,
                                   HasParent<"doc.region">]> {
  let summary = "a constant";
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result, I1:$valid);
}

def Doc_RegionOp : Doc_Op<"region", [SingleBlock, NoTerminator]> {
  let description = "One region.";
  let regions = (region AnyRegion:$body);
}
