// AttrSizedResultSegments with result types written per group in the format (the parser
// fills resultSegmentSizes) or all at once (the attribute comes from the dictionary).
include "ropt/OpBase.td"

def RS_Dialect : Dialect { let name = "rs"; }

def RS_Groups : Op<RS_Dialect, "groups", [AttrSizedResultSegments]> {
  let results = (outs Variadic<AnyType>:$a, Optional<AnyType>:$b, AnyType:$c);
  let assemblyFormat = "attr-dict `:` `(` type($a) `)` `[` type($b) `]` type($c)";
}

def RS_All : Op<RS_Dialect, "all", [AttrSizedResultSegments]> {
  let results = (outs Variadic<AnyType>:$a, Variadic<AnyType>:$b);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def RS_Both : Op<RS_Dialect, "both", [AttrSizedResultSegments, AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$x, Variadic<AnyType>:$y);
  let results = (outs Variadic<AnyType>:$a, Variadic<AnyType>:$b);
  let assemblyFormat = [{
    `(` $x `)` `[` $y `]` attr-dict `:` `(` type($x) `)` `[` type($y) `]`
    `->` `(` type($a) `)` `[` type($b) `]`
  }];
}
