// Rewrite rules over property arguments, as MLIR's test dialect has them (prop_pattern_op_1,
// prop_pattern_op_2): a constrained property, ConstantProp matched and built, and
// NativeCodeCalls computing properties from property values (integers, strings).
include "ropt/PatternBase.td"

def DP : Dialect { let name = "dp"; }

def DP_NonNegativeI64Prop : ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative int64_t">;

def DP_Op1 : Op<DP, "prop_pattern_op_1"> {
  let arguments = (ins StringProp:$tag, I64Prop:$val, BoolProp:$cond);
  let results = (outs I32:$results);
  let assemblyFormat = "$tag $val $cond attr-dict";
}
def DP_Op2 : Op<DP, "prop_pattern_op_2"> {
  let arguments = (ins I32:$input, StringProp:$tag);
  let assemblyFormat = "$input $tag attr-dict";
}
// A property read at another width: I32Prop.
def DP_Op3 : Op<DP, "narrow"> {
  let arguments = (ins I32Prop:$val);
  let assemblyFormat = "$val attr-dict";
}

def : Pat<
  (DP_Op1 $tag, DP_NonNegativeI64Prop:$val, ConstantProp<BoolProp, "false">),
  (DP_Op1 $tag, (NativeCodeCall<"$0 + 1"> $val), ConstantProp<BoolProp, "true">)>;

def : Pat<
  (DP_Op2 (DP_Op1 $tag1, $val, ConstantProp<BoolProp, "true">),
    PropConstraint<CPred<"!$_self.is_empty()">, "non-empty string">:$tag2),
  (DP_Op2
    (DP_Op1 $tag1, (NativeCodeCall<"-($0)"> $val), ConstantProp<BoolProp, "false">),
    (NativeCodeCall<"$0.to_string() + \".\" + $1"> $tag1, $tag2))>;

// A constant property matched at its width; the built value is stored at the property's.
def : Pat<(DP_Op3 ConstantProp<I32Prop, "7">), (DP_Op3 ConstantProp<I32Prop, "8">)>;
