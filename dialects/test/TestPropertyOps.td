// Ops with property arguments, with mlir-opt 22's names, arguments and syntax (included by
// test.td); test/ODS/Inputs/prop-args.td loads the same ops at run time as `tp.*`.

def Test_WithPropertiesOp : Test_Op<"with_properties"> {
  let assemblyFormat = [{
    `a` `=` $a `,` `b` `=` $b `,` `c` `=` $c `,` `flag` `=` $flag `,`
    `array` `=` $array `,` `array32` `=` $array32 attr-dict
  }];
  let arguments = (ins I64Prop:$a, StrAttr:$b, StringProp:$c, BoolProp:$flag,
                       IntArrayProp<I64Prop>:$array, IntArrayProp<I32Prop>:$array32);
}

def Test_WithPropertiesAndAttrOp : Test_Op<"with_properties_and_attr"> {
  let assemblyFormat = "$lhs prop-dict attr-dict";
  let arguments = (ins I32Attr:$lhs, IntProp<"i64", "int64_t">:$rhs);
}

def Test_EmptyOp : Test_Op<"empty_properties"> {
  let assemblyFormat = "prop-dict attr-dict";
}

def Test_WithDefaultValuedOp : Test_Op<"with_default_valued_properties"> {
  let assemblyFormat = [{
    ($a^) : (`na`)?
    ($b^)?
    ($c^)?
    ($unit^)?
    attr-dict
  }];
  let arguments = (ins DefaultValuedAttr<I32Attr, "0">:$a,
                       DefaultValuedProp<StringProp, "\"\"">:$b,
                       DefaultValuedProp<IntProp<"i32", "int32_t">, "-1">:$c,
                       UnitProp:$unit);
}

def Test_WithOptionalOp : Test_Op<"with_optional_properties"> {
  let assemblyFormat = [{
    (`anAttr` `=` $anAttr^)?
    (`simple` `=` $simple^)?
    (`simplei8` `=` $simplei8^)?
    (`simpleui8` `=` $simpleui8^)?
    (`nonTrivialStorage` `=` $nonTrivialStorage^)?
    (`hasDefault` `=` $hasDefault^)?
    (`nested` `=` $nested^)?
    (`longSyntax` `=` $longSyntax^)?
    (`hasUnit` $hasUnit^)?
    (`maybeUnit` `=` $maybeUnit^)?
    attr-dict
  }];
  let arguments = (ins
    OptionalAttr<I32Attr>:$anAttr,
    OptionalProp<I64Prop>:$simple,
    OptionalProp<IntProp<"i8", "int8_t">>:$simplei8,
    OptionalProp<IntProp<"u8", "uint8_t">>:$simpleui8,
    OptionalProp<StringProp>:$nonTrivialStorage,
    OptionalProp<DefaultValuedProp<I64Prop, "0">>:$hasDefault,
    OptionalProp<OptionalProp<I64Prop>>:$nested,
    OptionalProp<StringProp, 0>:$longSyntax,
    UnitProp:$hasUnit,
    OptionalProp<UnitProp>:$maybeUnit);
}

def Test_WithArrayOp : Test_Op<"with_array_properties"> {
  let assemblyFormat = [{
    `ints` `=` $ints
    `strings` `=` $strings
    `nested` `=` $nested
    `opt` `=` $opt
    `explicitOptions` `=` $explicitOptions
    `explicitUnits` `=` $explicitUnits
    ($hasDefault^ `thats_has_default`)?
    attr-dict
  }];
  let arguments = (ins
    ArrayProp<I64Prop>:$ints,
    ArrayProp<StringProp>:$strings,
    ArrayProp<ArrayProp<I32Prop>>:$nested,
    OptionalProp<ArrayProp<I32Prop>>:$opt,
    ArrayProp<OptionalProp<I64Prop>>:$explicitOptions,
    ArrayProp<UnitProp>:$explicitUnits,
    DefaultValuedProp<ArrayProp<I64Prop>, "vec![]">:$hasDefault);
}

// Predicates: checked by the verifier (an array's element predicates on each element, an
// optional's on the value it holds).
def Test_NonNegativeI64Prop : ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative int64_t">;
class Test_NonEmptyArray<Property p>
    : ConfinedProp<ArrayProp<p>, Neg<CPred<"$_self.is_empty()">>, "non-empty array of " # p.summary>;

def Test_OpWithPropertyPredicatesOp : Test_Op<"op_with_property_predicates"> {
  let arguments = (ins
    Test_NonNegativeI64Prop:$scalar,
    OptionalProp<Test_NonNegativeI64Prop>:$optional,
    DefaultValuedProp<Test_NonNegativeI64Prop, "0">:$defaulted,
    ConfinedProp<Test_NonNegativeI64Prop, CPred<"$_self <= 5">, "between 0 and 5">:$more_constrained,
    ArrayProp<Test_NonNegativeI64Prop>:$array,
    Test_NonEmptyArray<I64Prop>:$non_empty_unconstrained,
    Test_NonEmptyArray<Test_NonNegativeI64Prop>:$non_empty_constrained,
    OptionalProp<Test_NonEmptyArray<Test_NonNegativeI64Prop>>:$non_empty_optional,
    I64Prop:$unconstrained);
  let assemblyFormat = "attr-dict prop-dict";
}

// Segment sizes are properties too: `prop-dict` leaves them out. Result groups are named
// after their ODS results.
def Test_VariadicSegmentPropOp : Test_Op<"variadic_segment_prop",
    [AttrSizedOperandSegments, AttrSizedResultSegments,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins Variadic<I64>:$a1, Variadic<I64>:$a2);
  let results = (outs Variadic<I64>:$b1, Variadic<I64>:$b2);
  let assemblyFormat = [{
    $a1 `:` $a2 `:` type($b1) `:` type($b2) prop-dict attr-dict `end`
  }];
}

// Properties in custom directives (`src/custom_props.rs`): a directive sees a property as
// the attribute of its value.
def Test_UsingPropertyInCustomOp : Test_Op<"using_property_in_custom"> {
  let assemblyFormat = "custom<UsingPropertyInCustom>($prop) attr-dict";
  let arguments = (ins IntArrayProp<I64Prop>:$prop);
}
def Test_UsingPropertyInCustomAndOtherOp : Test_Op<"using_property_in_custom_and_other"> {
  let assemblyFormat = "custom<UsingPropertyInCustom>($prop) prop-dict attr-dict";
  let arguments = (ins IntArrayProp<I64Prop>:$prop, I64Prop:$other);
}
def Test_UsingPropertyRefInCustomOp : Test_Op<"using_property_ref_in_custom"> {
  let assemblyFormat = [{
    custom<IntProperty>($first) `+` custom<SumProperty>($second, ref($first)) attr-dict
  }];
  let arguments = (ins IntProp<"i64", "int64_t">:$first, IntProp<"i64", "int64_t">:$second);
}
