//===- index.td - The index dialect --------------------------*- tablegen -*-===//
//
// Part of ropt. Every op of mlir-opt 22's `index` dialect: arithmetic on
// values of type `index` whose bit width is only known to the target. Names,
// operands, traits and assembly formats follow MLIR; the words are ropt's own.
// Every op has a declarative assembly format (no hand-written parser/printer).
//
//===----------------------------------------------------------------------===//

#ifndef ROPT_DIALECT_INDEX_TD
#define ROPT_DIALECT_INDEX_TD

include "ropt/OpBase.td"
include "ropt/EnumAttr.td"
include "builtin/Candidates.td"

def IndexDialect : Dialect {
  let name = "index";
  let summary = "Arithmetic on target-width `index` values";
  let description = [{
    Integer arithmetic, comparisons and casts on `index` values. The width of
    `index` is a property of the target (typically 32 or 64 bits), so folders
    only fold when the result is the same for both widths.

    ```mlir
    %s = index.add %a, %b
    %lt = index.cmp slt(%a, %b)
    ```
  }];
  let rustModule = "ropt_index";
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Comparison predicates: `#index<cmp_predicate slt>`
//===----------------------------------------------------------------------===//

def IndexCmpPredicate : I32Enum<"IndexCmpPredicate", "index comparison predicate kind", [
    I32EnumAttrCase<"EQ", 0, "eq">,
    I32EnumAttrCase<"NE", 1, "ne">,
    I32EnumAttrCase<"SLT", 2, "slt">,
    I32EnumAttrCase<"SLE", 3, "sle">,
    I32EnumAttrCase<"SGT", 4, "sgt">,
    I32EnumAttrCase<"SGE", 5, "sge">,
    I32EnumAttrCase<"ULT", 6, "ult">,
    I32EnumAttrCase<"ULE", 7, "ule">,
    I32EnumAttrCase<"UGT", 8, "ugt">,
    I32EnumAttrCase<"UGE", 9, "uge">]> {
  let rustModule = "ropt_index";
}

// Printed as the bare case (`slt`) inside op formats.
def IndexCmpPredicateAttr : EnumAttr<IndexDialect, IndexCmpPredicate, "cmp_predicate"> {
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class IndexOp<string mnemonic, list<Trait> traits = []>
    : Op<IndexDialect, mnemonic,
         [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>] # traits>;

// `%r = index.<op> %lhs, %rhs` (all operands and the result are `index`).
class IndexBinaryOp<string mnemonic, string doc, list<Trait> traits = [],
                    bit canonicalizes = 0>
    : IndexOp<mnemonic, traits> {
  let summary = doc;
  let arguments = (ins Index:$lhs, Index:$rhs);
  let results = (outs Index:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
  let hasFolder = 1;
  let hasCanonicalizeMethod = canonicalizes;
}

def Index_AddOp : IndexBinaryOp<"add", "wrapping addition", [Commutative, Pure], 1>;
def Index_SubOp : IndexBinaryOp<"sub", "wrapping subtraction", [Pure]>;
def Index_MulOp : IndexBinaryOp<"mul", "wrapping multiplication", [Commutative, Pure], 1>;
// Divisions and remainders trap-like on zero: no memory effect, not speculatable.
def Index_DivSOp : IndexBinaryOp<"divs", "signed division, rounding toward zero",
                                 [NoMemoryEffect]>;
def Index_DivUOp : IndexBinaryOp<"divu", "unsigned division, rounding toward zero",
                                 [NoMemoryEffect]>;
def Index_CeilDivSOp : IndexBinaryOp<"ceildivs", "signed division, rounding up",
                                     [NoMemoryEffect]>;
def Index_CeilDivUOp : IndexBinaryOp<"ceildivu", "unsigned division, rounding up",
                                     [NoMemoryEffect]>;
def Index_FloorDivSOp : IndexBinaryOp<"floordivs", "signed division, rounding down",
                                      [NoMemoryEffect]>;
def Index_RemSOp : IndexBinaryOp<"rems", "signed remainder", [NoMemoryEffect]>;
def Index_RemUOp : IndexBinaryOp<"remu", "unsigned remainder", [NoMemoryEffect]>;
def Index_MaxSOp : IndexBinaryOp<"maxs", "signed maximum", [Commutative, Pure], 1>;
def Index_MaxUOp : IndexBinaryOp<"maxu", "unsigned maximum", [Commutative, Pure], 1>;
def Index_MinSOp : IndexBinaryOp<"mins", "signed minimum", [Commutative, Pure], 1>;
def Index_MinUOp : IndexBinaryOp<"minu", "unsigned minimum", [Commutative, Pure], 1>;
def Index_ShlOp : IndexBinaryOp<"shl", "shift left (poison past the bit width)", [Pure]>;
def Index_ShrSOp : IndexBinaryOp<"shrs", "arithmetic shift right", [Pure]>;
def Index_ShrUOp : IndexBinaryOp<"shru", "logical shift right", [Pure]>;
def Index_AndOp : IndexBinaryOp<"and", "bitwise and", [Commutative, Pure], 1>;
def Index_OrOp : IndexBinaryOp<"or", "bitwise or", [Commutative, Pure], 1>;
def Index_XOrOp : IndexBinaryOp<"xor", "bitwise exclusive or", [Commutative, Pure], 1>;

// `%r = index.casts %x : i32 to index` (one side must be `index`; checked by
// CastOpInterface's `are_cast_compatible`).
class IndexCastOp<string mnemonic, string doc>
    : IndexOp<mnemonic, [Pure, DeclareOpInterfaceMethods<CastOpInterface>]> {
  let summary = doc;
  let arguments = (ins AnyTypeOf<[AnyInteger, Index]>:$input);
  let results = (outs AnyTypeOf<[AnyInteger, Index]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasFolder = 1;
}
def Index_CastSOp : IndexCastOp<"casts",
    "converts between `index` and an integer, sign-extending when widening">;
def Index_CastUOp : IndexCastOp<"castu",
    "converts between `index` and an integer, zero-extending when widening">;

def Index_CmpOp : IndexOp<"cmp", [Pure]> {
  let summary = "compares two `index` values with a predicate";
  let description = [{ `%b = index.cmp ult(%a, %c)` }];
  let arguments = (ins IndexCmpPredicateAttr:$pred, Index:$lhs, Index:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "`` $pred `(` $lhs `,` $rhs `)` attr-dict";
  let hasFolder = 1;
  let hasCanonicalizeMethod = 1;
}

def Index_SizeOfOp : IndexOp<"sizeof", [Pure]> {
  let summary = "the bit width of `index` on the target, as an `index`";
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
}

def Index_ConstantOp : IndexOp<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "an `index` constant";
  let description = [{ `%c = index.constant 42` }];
  let arguments = (ins IndexAttr:$value);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let builders = [OpBuilder<(ins "i64":$value)>];
}

def Index_BoolConstantOp : IndexOp<"bool.constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["result_names"]>]> {
  let summary = "an `i1` constant";
  let description = [{ `%t = index.bool.constant true` }];
  let arguments = (ins BoolAttr:$value);
  let results = (outs I1:$result);
  // `attr-dict $value`, written in Rust: the value is parsed as an `i1` attribute.
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

#endif // ROPT_DIALECT_INDEX_TD
