//! Realistic op definitions (in the style of the arith, func, cf and scf
//! dialects) written against the base library: they must read, lower and
//! have their formats accepted.

use ropt_ods_model::format::TypeSource;
use ropt_ods_model::model::{Model, OpTrait, Variadicity};

const SAMPLES: &str = r#"
include "ropt/OpBase.td"
include "ropt/EnumAttr.td"

def Sample_Dialect : Dialect {
  let name = "sample";
  let rustModule = "ropt_sample";
  let hasConstantMaterializer = 1;
}
class Sample_Op<string mnemonic, list<Trait> traits = []> : Op<Sample_Dialect, mnemonic, traits>;

def Sample_ConstantOp : Sample_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "integer or floating point constant";
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let builders = [OpBuilder<(ins "ropt_ir::Attribute":$value), [{
    build_with_type(&mut $_builder, &mut $_state, value.ty(), value);
  }]>];
}

def Sample_AddIOp : Sample_Op<"addi", [Pure, Commutative, SameOperandsAndResultType]> {
  let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
  let results = (outs SignlessIntegerOrIndexLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Sample_CmpPredicate : I64EnumAttr<"CmpPredicate", "", [
    I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>, I64EnumAttrCase<"slt", 2>]>;

def Sample_CmpIOp : Sample_Op<"cmpi", [Pure, SameTypeOperands,
    TypesMatchWith<"result type has i1 element type and same shape as operands",
                   "lhs", "result", "$_self.with_element_type_i1()">]> {
  let arguments = (ins Sample_CmpPredicate:$predicate, SignlessIntegerOrIndexLike:$lhs,
                       SignlessIntegerOrIndexLike:$rhs);
  let results = (outs BoolLike:$result);
  let assemblyFormat = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
}

def Sample_FuncOp : Sample_Op<"func", [AutomaticAllocationScope, IsolatedFromAbove,
    FunctionOpInterface]> {
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
}

def Sample_ReturnOp : Sample_Op<"return", [Pure, HasParent<"sample.func">, ReturnLike,
    Terminator]> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

def Sample_CallOp : Sample_Op<"call", [CallOpInterface, SymbolUserOpInterface]> {
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                       UnitAttr:$no_inline);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def Sample_BranchOp : Sample_Op<"br", [Pure, Terminator]> {
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def Sample_CondBranchOp : Sample_Op<"cond_br", [AttrSizedOperandSegments, Pure, Terminator]> {
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

def Sample_ForOp : Sample_Op<"for", [AutomaticAllocationScope, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"sample.yield">, LoopLikeOpInterface]> {
  let arguments = (ins Index:$lowerBound, Index:$upperBound, Index:$step,
                       Variadic<AnyType>:$initArgs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

def Sample_YieldOp : Sample_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["sample.for", "sample.if"]>]> {
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sample_SelectOp : Sample_Op<"select", [Pure,
    AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let arguments = (ins BoolLike:$condition, AnyType:$true_value, AnyType:$false_value);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $condition `,` $true_value `,` $false_value attr-dict `:` type($condition) `,` type($result)
  }];
}

def Sample_LoadOp : Sample_Op<"load"> {
  let arguments = (ins Arg<AnyMemRef, "the reference to load from", [MemRead]>:$memref,
                       Variadic<Index>:$indices, DefaultValuedOptionalAttr<BoolAttr, "false">:$nontemporal);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$memref `[` $indices `]` attr-dict `:` type($memref) `->` type($result)";
}
"#;

fn model() -> Model {
    let include = ropt_ods_model::library::base_library_dir();
    let opts = ropt_tablegen::Options {
        include_dirs: vec![include],
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read("samples.td", SAMPLES.to_string(), &opts);
    assert_eq!(outcome.errors, 0, "{}", outcome.diagnostics);
    let records = ropt_ods_model::from_tablegen::from_keeper(&outcome.records);
    ropt_ods_model::lower(&records).unwrap_or_else(|e| panic!("{e:#?}"))
}

#[test]
fn samples_lower_and_formats_check() {
    let m = model();
    assert_eq!(m.ops.len(), 12);
    for op in &m.ops {
        assert_eq!(
            op.format.is_some(),
            op.assembly_format.is_some(),
            "{} has a checked format iff it declares one",
            op.name
        );
    }

    let constant = m.op("sample.constant").unwrap();
    assert_eq!(
        constant.attributes[0].constraint.summary,
        "TypedAttr instance"
    );
    assert!(constant.has_trait("InferTypeOpInterface"));
    assert!(constant.has_trait("ConstantLike"));
    assert_eq!(
        constant.format.as_ref().unwrap().result_types,
        vec![TypeSource::Inferred]
    );

    let cmpi = m.op("sample.cmpi").unwrap();
    assert_eq!(
        cmpi.attributes[0].constraint.summary,
        "allowed 64-bit signless integer cases: 0, 1, 2"
    );
    let f = cmpi.format.as_ref().unwrap();
    assert!(matches!(f.result_types[0], TypeSource::Transformed(..)));
    assert!(matches!(f.operand_types[1], TypeSource::SameAs(_)));

    let func = m.op("sample.func").unwrap();
    assert!(func.has_trait("FunctionOpInterface"));
    assert!(func.has_trait("IsIsolatedFromAbove"));
    assert!(func.attributes[2].constraint.is_optional);

    let ret = m.op("sample.return").unwrap();
    assert!(ret.traits.iter().any(|t| matches!(t,
        OpTrait::Native { name, params, .. } if name == "HasParent" && params == "\"sample.func\"")));

    let call = m.op("sample.call").unwrap();
    assert_eq!(call.results[0].variadicity, Variadicity::Variadic);
    assert_eq!(
        call.format.as_ref().unwrap().result_types,
        vec![TypeSource::Parsed]
    );

    let cond = m.op("sample.cond_br").unwrap();
    assert_eq!(cond.successors.len(), 2);
    assert_eq!(
        cond.format.as_ref().unwrap().operand_types[0],
        TypeSource::Buildable("$_builder.integer_type(1)".into())
    );

    let for_ = m.op("sample.for").unwrap();
    assert!(for_.has_trait("SingleBlockImplicitTerminator"));
    assert!(for_.has_trait("SingleBlock"), "dependent traits come along");
    assert_eq!(for_.regions[0].summary, "region with 1 blocks");

    let select = m.op("sample.select").unwrap();
    let f = select.format.as_ref().unwrap();
    assert!(
        f.operand_types[1..]
            .iter()
            .all(|t| matches!(t, TypeSource::SameAs(_)))
    );

    let load = m.op("sample.load").unwrap();
    assert_eq!(load.operands[0].effects[0].kind, "Read");
    assert_eq!(load.operands[0].summary, "the reference to load from");
    assert_eq!(
        load.attributes[0].constraint.default_value.as_deref(),
        Some("false")
    );
}
