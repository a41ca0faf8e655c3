// Ops whose formats leave operand types to traits and result segment sizes to the
// parser (issue 25, item 1), compiled here and interpreted with ROPT_ODS_INTERPRET=1.

def Test_GapOptMatchOp : Test_Op<"ods_gap_optmatch",
    [OptionalTypesMatchWith<"v matches a", "a", "v", "$_self">]> {
  let arguments = (ins AnyType:$a, Optional<AnyType>:$v);
  let assemblyFormat = "$a (`,` $v^)? attr-dict `:` type($a)";
}

def Test_GapEltOp : Test_Op<"ods_gap_elt",
    [OptionalTypesMatchWith<"e is the element type of t", "t", "e",
                            "$_self.element_type().unwrap()">]> {
  let arguments = (ins AnyTensor:$t, Optional<AnyType>:$e);
  let assemblyFormat = "$t (`,` $e^)? attr-dict `:` type($t)";
}

def Test_GapSameOp : Test_Op<"ods_gap_same", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$a, Optional<AnyType>:$v);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a (`,` $v^)? attr-dict `:` type($r)";
}

def Test_GapResultGroupsOp : Test_Op<"ods_gap_result_groups", [AttrSizedResultSegments]> {
  let results = (outs Variadic<AnyType>:$a, Optional<AnyType>:$b, AnyType:$c);
  let assemblyFormat = "attr-dict `:` `(` type($a) `)` `[` type($b) `]` type($c)";
}

def Test_GapResultsOp : Test_Op<"ods_gap_results", [AttrSizedResultSegments]> {
  let results = (outs Variadic<AnyType>:$a, Variadic<AnyType>:$b);
  let assemblyFormat = "attr-dict `:` type(results)";
}
