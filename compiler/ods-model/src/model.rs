//! The checked ODS model: what a dialect, an op, a constraint, an enum and
//! an interface are once their records were lowered.
//!
//! The model is plain data meant for two consumers: the code generator
//! (typed Rust wrappers, verifiers, parsers and printers) and the run-time
//! interpreter (`ropt --load-dialect`), which checks constraints by
//! evaluating their [`Pred`] trees.

use crate::format::Format;
use crate::records::Pos;
use crate::text::Str;

/// Everything defined by one TableGen file.
#[derive(Debug, Default)]
pub struct Model {
    /// The dialects, sorted by record name.
    pub dialects: Vec<Dialect>,
    /// The ops, sorted by record name.
    pub ops: Vec<OpDef>,
    /// The enums, sorted by record name.
    pub enums: Vec<EnumDef>,
    /// The interfaces, sorted by record name.
    pub interfaces: Vec<InterfaceDef>,
    /// The dialect attributes (`AttrDef`s with a mnemonic), sorted by record name.
    pub attr_defs: Vec<DialectAttrDef>,
}

impl Model {
    /// The dialect named `name` (the namespace, e.g. `arith`).
    pub fn dialect(&self, name: &str) -> Option<&Dialect> {
        self.dialects.iter().find(|d| d.name == name)
    }

    /// The op with full name `name` (e.g. `arith.addi`).
    pub fn op(&self, name: &str) -> Option<&OpDef> {
        self.ops.iter().find(|o| o.name == name)
    }

    /// Drops what only documentation and code generation read (each op's summary,
    /// description, doc tables and extra class code), for the model a compiled dialect
    /// embeds: its run time never reads them, and decoding them at every start was a third
    /// of the model's bytes and of registration's page faults.
    pub fn without_docs(mut self) -> Model {
        for op in &mut self.ops {
            op.summary.clear();
            op.description.clear();
            op.doc = OpDoc::default();
            op.extra_class_declaration.clear();
            op.extra_class_definition.clear();
        }
        self
    }
}

/// A dialect.
#[derive(Debug, Clone)]
pub struct Dialect {
    /// The record's name (`Arith_Dialect`).
    pub def_name: Str,
    /// The namespace (`arith`).
    pub name: Str,
    /// One-line documentation.
    pub summary: Str,
    /// Longer documentation.
    pub description: Str,
    /// The Rust module of the generated code.
    pub rust_module: Str,
    /// Dialects loaded together with this one.
    pub dependent_dialects: Vec<Str>,
    /// Extra Rust items of the dialect type.
    pub extra_class_declaration: Str,
    /// The dialect materializes constants.
    pub has_constant_materializer: bool,
    /// The dialect verifies discardable attributes on ops.
    pub has_operation_attr_verify: bool,
    /// ... on region arguments.
    pub has_region_arg_attr_verify: bool,
    /// ... on region results.
    pub has_region_result_attr_verify: bool,
    /// The dialect has canonicalization patterns of its own.
    pub has_canonicalizer: bool,
    /// Attributes use the generated printer/parser.
    pub use_default_attribute_printer_parser: bool,
    /// Types use the generated printer/parser.
    pub use_default_type_printer_parser: bool,
    /// Inherent attributes are stored as properties.
    pub use_properties_for_attributes: bool,
    /// Unregistered ops of this dialect are allowed.
    pub allow_unknown_operations: bool,
    /// Unregistered types of this dialect are allowed.
    pub allow_unknown_types: bool,
    /// Where the dialect was defined.
    pub pos: Pos,
}

/// A predicate tree; leaves are Rust boolean expressions over `$_self`.
#[derive(Debug, Clone, PartialEq)]
pub enum Pred {
    /// A Rust expression (already parenthesized by `CPred`).
    Leaf(Str),
    /// All children hold (true when empty).
    And(Vec<Pred>),
    /// Some child holds (false when empty).
    Or(Vec<Pred>),
    /// The child does not hold.
    Not(Box<Pred>),
    /// `pattern` replaced by `replacement` in every leaf of the child.
    SubstLeaves {
        /// Text to replace.
        pattern: Str,
        /// Its replacement.
        replacement: Str,
        /// The predicate rewritten.
        child: Box<Pred>,
    },
    /// The child's (single) leaf wrapped between `prefix` and `suffix`.
    Concat {
        /// Text before.
        prefix: Str,
        /// The predicate wrapped.
        child: Box<Pred>,
        /// Text after.
        suffix: Str,
    },
}

impl Pred {
    /// The always-true predicate.
    pub fn always() -> Pred {
        Pred::And(Vec::new())
    }

    /// Whether the predicate trivially holds (`true`, or `And` of such).
    pub fn is_trivially_true(&self) -> bool {
        match self {
            Pred::Leaf(s) => s == "(true)" || s == "true",
            Pred::And(c) => c.iter().all(Pred::is_trivially_true),
            Pred::SubstLeaves { child, .. } => child.is_trivially_true(),
            _ => false,
        }
    }

    /// The predicate as one Rust boolean expression, with `$_self` replaced
    /// by `self_expr` (the generator's view; the interpreter walks the tree).
    pub fn to_rust(&self, self_expr: &str) -> String {
        let mut out = String::new();
        self.write_rust(&[], &mut out);
        out.replace("$_self", self_expr)
    }

    fn write_rust(&self, substs: &[(&str, &str)], out: &mut String) {
        match self {
            Pred::Leaf(s) => {
                let mut text = s.clone();
                for (pat, rep) in substs.iter().rev() {
                    text = text.replace(pat, rep).into();
                }
                out.push_str(&text);
            }
            Pred::And(c) | Pred::Or(c) => {
                let (empty, sep) = if matches!(self, Pred::And(_)) {
                    ("true", " && ")
                } else {
                    ("false", " || ")
                };
                if c.is_empty() {
                    out.push_str(empty);
                    return;
                }
                out.push('(');
                for (i, p) in c.iter().enumerate() {
                    if i > 0 {
                        out.push_str(sep);
                    }
                    p.write_rust(substs, out);
                }
                out.push(')');
            }
            Pred::Not(c) => {
                out.push_str("!(");
                c.write_rust(substs, out);
                out.push(')');
            }
            Pred::SubstLeaves {
                pattern,
                replacement,
                child,
            } => {
                let mut inner = substs.to_vec();
                inner.push((pattern, replacement));
                child.write_rust(&inner, out);
            }
            Pred::Concat {
                prefix,
                child,
                suffix,
            } => {
                out.push_str(prefix);
                child.write_rust(substs, out);
                out.push_str(suffix);
            }
        }
    }
}

/// A constraint on a type.
#[derive(Debug, Clone)]
pub struct TypeConstraint {
    /// The record's name (`I32`, or `anonymous_N` for an instantiation).
    pub def_name: Str,
    /// The words after "must be" in diagnostics.
    pub summary: Str,
    /// When the value's type satisfies the constraint.
    pub pred: Pred,
    /// The Rust type a satisfying value can be viewed as.
    pub rust_type: Str,
    /// A Rust expression building the type when it is fixed (`I32`).
    pub builder_call: Option<Str>,
    /// The builtin type class a `type($x)` directive checks while parsing
    /// (`builtin.function`; see `ropt_ods_runtime::asm::type_has_kind`).
    pub parse_kind: Option<Str>,
}

impl TypeConstraint {
    /// Whether the type is fixed and can be built without seeing a value.
    pub fn is_buildable(&self) -> bool {
        self.builder_call.is_some()
    }
}

/// How many values an operand or result stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Variadicity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// Any number of groups; group sizes are in the named attribute.
    VariadicOfVariadic(Str),
}

/// A memory effect on a value or on the op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Effect {
    /// `Read`, `Write`, `Allocate` or `Free`.
    pub kind: Str,
    /// The Rust path of the resource.
    pub resource: Str,
    /// Order of the effect among the op's effects.
    pub stage: i64,
    /// The effect touches the whole value.
    pub full: bool,
}

/// An operand or a result.
#[derive(Debug, Clone)]
pub struct ValueDef {
    /// Its name (empty when unnamed).
    pub name: Str,
    /// The constraint on its type (the base constraint for variadics).
    pub constraint: TypeConstraint,
    /// The words after "must be" in its diagnostics: the constraint's summary,
    /// `variadic of <summary>` for variadics
    /// (`'affine.apply' op operand #0 must be variadic of index, but got 'i32'`).
    pub verifier_summary: Str,
    /// How many values it stands for.
    pub variadicity: Variadicity,
    /// Its documentation from `Arg<..., "doc">`.
    pub summary: Str,
    /// Memory effects from decorators.
    pub effects: Vec<Effect>,
}

impl ValueDef {
    /// Whether it may stand for other than exactly one value.
    pub fn is_variable_length(&self) -> bool {
        self.variadicity != Variadicity::Single
    }
}

/// A constraint on an attribute.
#[derive(Debug, Clone)]
pub struct AttrConstraint {
    /// The record's name.
    pub def_name: Str,
    /// The words in "failed to satisfy constraint: <summary>".
    pub summary: Str,
    /// When an attribute satisfies the constraint.
    pub pred: Pred,
    /// When an attribute can be stored at all (MLIR's storage class): a
    /// generic-form property failing it is a parse error.
    pub storage_pred: Pred,
    /// Rust type stored.
    pub storage_type: Str,
    /// Rust type the accessor returns.
    pub return_type: Str,
    /// Rust expression turning the stored `$_self` into `return_type`.
    pub convert_from_storage: Str,
    /// Rust expression building the attribute from `$0`.
    pub const_builder_call: Option<Str>,
    /// Rust expression of the default value.
    pub default_value: Option<Str>,
    /// The attribute may be absent.
    pub is_optional: bool,
    /// The attribute is computed from the op (`DerivedAttr`), not stored.
    pub is_derived: bool,
    /// The attribute is a `UnitAttr` (present or not).
    pub is_unit: bool,
    /// The type of its value can be built without parsing it (`I32` for
    /// `I32Attr`, none for a string).
    pub has_buildable_type: bool,
    /// The Rust expression building the type of its value, when buildable
    /// (`$_builder.none_type()` for strings and symbol references).
    pub value_type_builder: Option<Str>,
    /// Stored as a plain attribute and parsed as any attribute (`AnyAttr`):
    /// without a buildable type, a format must not put a `:` right after it.
    pub is_generic: bool,
    /// The record name of the enum, for enum attributes (looked up through
    /// `DefaultValuedAttr` / `OptionalAttr` wrappers).
    pub enum_name: Option<Str>,
    /// The record name of the dialect attribute (`AttrDef`) stored, looked up
    /// through wrappers (`Arith_FastMathAttr` for
    /// `DefaultValuedAttr<Arith_FastMathAttr, ...>`).
    pub dialect_attr: Option<Str>,
    /// The element type keyword (`i32`) of a dense array attribute
    /// (`DenseI32ArrayAttr`), printed `[1, 2]` in formats.
    pub dense_array_elem: Option<Str>,
}

/// A dialect attribute with its own syntax (`#arith.fastmath<nnan>`): an
/// `AttrDef` with a mnemonic (an `EnumAttr` is one).
#[derive(Debug, Clone)]
pub struct DialectAttrDef {
    /// The record's name (`Arith_FastMathAttr`).
    pub def_name: Str,
    /// The dialect's namespace (`arith`).
    pub dialect: Str,
    /// The keyword after the dialect (`fastmath`).
    pub mnemonic: Str,
    /// Its parameters, in order.
    pub params: Vec<AttrParamDef>,
    /// Its declarative format (`None`: hand-written, needs a compiled dialect).
    pub format: Option<Vec<AttrFormatItem>>,
    /// Where it was defined.
    pub pos: Pos,
}

/// A parameter of a [`DialectAttrDef`].
#[derive(Debug, Clone)]
pub struct AttrParamDef {
    /// Its name (`value`).
    pub name: Str,
    /// Its Rust type, as the errors name it (`FastMathFlags`).
    pub rust_type: Str,
    /// The record name of the enum it holds, for `EnumParameter`s.
    pub enum_name: Option<Str>,
}

/// An element of a dialect attribute's assembly format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrFormatItem {
    /// A literal (`<`, `,`, a keyword; empty: no space).
    Literal(Str),
    /// Parameter number `n`.
    Param(usize),
    /// A directive or name the run time does not know (needs a compiled dialect).
    Unsupported(Str),
}

/// A named attribute of an op.
#[derive(Debug, Clone)]
pub struct AttrDef {
    /// Its name.
    pub name: Str,
    /// Its constraint.
    pub constraint: AttrConstraint,
    /// Its documentation from `Arg<..., "doc">`.
    pub summary: Str,
}

/// A named property of an op.
#[derive(Debug, Clone)]
pub struct PropertyDef {
    /// Its name.
    pub name: Str,
    /// The record's name.
    pub def_name: Str,
    /// One-line documentation.
    pub summary: Str,
    /// Rust type stored.
    pub storage_type: Str,
    /// Rust type accessors return.
    pub interface_type: Str,
    /// Rust expression of the initial value (empty for `Default::default()`).
    pub default_value: Str,
    /// An extra check on the value.
    pub pred: Pred,
    /// The property may be absent.
    pub is_optional: bool,
    /// What it holds ([`crate::props::PropKind::encode`]); empty when ropt
    /// cannot store it (a property of a hand-written type).
    pub kind: Str,
    /// The default value, the one left out when printing
    /// ([`crate::props::PropValue::encode`]); empty when it has none.
    pub default: Str,
    /// The value an op starts with when nothing sets it (as `default`).
    pub initial: Str,
}

/// One entry of an op's `arguments`, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgRef {
    /// `operands[i]`.
    Operand(usize),
    /// `attributes[i]`.
    Attribute(usize),
    /// `properties[i]`.
    Property(usize),
}

/// A region of an op.
#[derive(Debug, Clone)]
pub struct RegionDef {
    /// Its name.
    pub name: Str,
    /// Its summary (`region with 1 blocks`).
    pub summary: Str,
    /// When the region is acceptable (`$_self` is the region).
    pub pred: Pred,
    /// It stands for any number of regions.
    pub is_variadic: bool,
}

/// A successor of an op.
#[derive(Debug, Clone)]
pub struct SuccessorDef {
    /// Its name.
    pub name: Str,
    /// Its summary.
    pub summary: Str,
    /// It stands for any number of successors.
    pub is_variadic: bool,
}

/// A trait of an op (trait lists flattened, dependent traits included).
#[derive(Debug, Clone, PartialEq)]
pub enum OpTrait {
    /// A Rust trait the op type implements.
    Native {
        /// The trait's name (`IsCommutative`).
        name: Str,
        /// Its parameters as Rust source ("" for none).
        params: Str,
        /// A structural trait (checked before the other constraints).
        structural: bool,
    },
    /// A trait the generator handles itself (`SameVariadicOperandSize`).
    Internal {
        /// The trait's name.
        name: Str,
    },
    /// A predicate over the op.
    Pred {
        /// "failed to verify that <summary>".
        summary: Str,
        /// The predicate (`$_op`, `$name`).
        pred: Pred,
        /// For `AllTypesMatch`-like traits: the names whose types are equal.
        types_match: Vec<Str>,
        /// For `TypesMatchWith`: (lhs, rhs, transform).
        types_match_with: Option<(Str, Str, Str)>,
    },
    /// An interface attached to the op.
    Interface {
        /// The interface's Rust trait name.
        name: Str,
        /// Methods with defaults the op implements itself.
        overridden: Vec<Str>,
        /// The op declares methods of the interface (`DeclareOpInterfaceMethods`).
        declares_methods: bool,
    },
}

impl OpTrait {
    /// The name of a native, internal or interface trait.
    pub fn name(&self) -> Option<&str> {
        match self {
            OpTrait::Native { name, .. }
            | OpTrait::Internal { name }
            | OpTrait::Interface { name, .. } => Some(name),
            OpTrait::Pred { .. } => None,
        }
    }
}

/// A parameter of a custom builder.
#[derive(Debug, Clone, PartialEq)]
pub struct BuilderParam {
    /// Its name.
    pub name: Str,
    /// Its Rust type.
    pub rust_type: Str,
    /// Its default value, if any.
    pub default_value: Option<Str>,
}

/// A custom builder.
#[derive(Debug, Clone)]
pub struct Builder {
    /// Parameters after the builder and the state.
    pub params: Vec<BuilderParam>,
    /// The Rust body (`None`: written by hand).
    pub body: Option<Str>,
}

/// An operation.
#[derive(Debug, Clone)]
pub struct OpDef {
    /// The record's name (`Arith_AddIOp`).
    pub def_name: Str,
    /// Index of its dialect in [`Model::dialects`].
    pub dialect: usize,
    /// The full name (`arith.addi`).
    pub name: Str,
    /// The mnemonic (`addi`).
    pub mnemonic: Str,
    /// One-line documentation.
    pub summary: Str,
    /// Longer documentation.
    pub description: Str,
    /// Operands, in order.
    pub operands: Vec<ValueDef>,
    /// Attributes, in order.
    pub attributes: Vec<AttrDef>,
    /// Properties, in order.
    pub properties: Vec<PropertyDef>,
    /// The order of operands, attributes and properties in `arguments`.
    pub arguments: Vec<ArgRef>,
    /// Results, in order.
    pub results: Vec<ValueDef>,
    /// Regions, in order.
    pub regions: Vec<RegionDef>,
    /// Successors, in order.
    pub successors: Vec<SuccessorDef>,
    /// Traits, flattened.
    pub traits: Vec<OpTrait>,
    /// Custom builders.
    pub builders: Vec<Builder>,
    /// No default builders.
    pub skip_default_builders: bool,
    /// The declarative assembly format, parsed and checked.
    pub format: Option<Format>,
    /// The format's source text.
    pub assembly_format: Option<Str>,
    /// Parser and printer are written by hand.
    pub has_custom_assembly_format: bool,
    /// A hand-written verifier runs after the generated checks.
    pub has_verifier: bool,
    /// A hand-written region verifier runs after the regions were verified.
    pub has_region_verifier: bool,
    /// The op has canonicalization patterns.
    pub has_canonicalizer: bool,
    /// The op has a `canonicalize` function.
    pub has_canonicalize_method: bool,
    /// The op has a folder.
    pub has_folder: bool,
    /// Extra Rust items of the op type.
    pub extra_class_declaration: Str,
    /// Extra Rust items next to it.
    pub extra_class_definition: Str,
    /// What its documentation shows, as mlir-tblgen reads the records.
    pub doc: OpDoc,
    /// Where the op was defined.
    pub pos: Pos,
}

/// The parts of an op's documentation (`-gen-op-doc`) that are not plain fields of [`OpDef`],
/// read from the records as mlir-tblgen reads them: names as the `.td` spells them (C++ ones for
/// files written against MLIR's `OpBase.td`) and summaries falling back to the record's name.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OpDoc {
    /// The qualified class name (`::mlir::arith::AddIOp`; without a namespace, the def name
    /// with its dialect prefix dropped).
    pub class_name: Str,
    /// The native and internal traits, each in backticks, sorted and unique
    /// (`` `HasParent<ForOp>` ``).
    pub traits: Vec<Str>,
    /// The interfaces, the same way (`` `NoMemoryEffect (MemoryEffectOpInterface)` ``).
    pub interfaces: Vec<Str>,
    /// The memory effects of side-effect traits (`` `MemoryEffects::Effect{}` ``).
    pub effects: Vec<Str>,
    /// The attributes among the arguments: name, storage type, summary.
    pub attributes: Vec<DocRow>,
    /// The operands: name (empty when unnamed), summary.
    pub operands: Vec<DocRow>,
    /// The results, the same way.
    pub results: Vec<DocRow>,
    /// The successors, the same way.
    pub successors: Vec<DocRow>,
}

/// One row of a table in an op's documentation.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DocRow {
    /// The name (empty when unnamed).
    pub name: Str,
    /// The storage type, for attributes.
    pub storage_type: Str,
    /// The constraint's summary (its record's name when it has none).
    pub summary: Str,
}

impl OpDef {
    /// Whether the op has the native, internal or interface trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        // MLIR's base library qualifies internal traits (`::mlir::OpTrait::AttrSizedOperandSegments`).
        self.traits.iter().any(|t| {
            t.name().is_some_and(|n| {
                n == name || n.strip_suffix(name).is_some_and(|q| q.ends_with("::"))
            })
        })
    }

    /// The operand named `name`.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// The result named `name`.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|o| o.name == name)
    }
}

/// One case of an enum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnumCase {
    /// The Rust variant name.
    pub symbol: Str,
    /// The integer value (a bit mask for bit enums; -1 for string enums).
    pub value: i64,
    /// The string form in the IR.
    pub str: Str,
}

/// How an enum is stored and printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EnumKind {
    /// One case at a time, stored as an integer.
    Int,
    /// A set of bits, printed as the cases joined by `separator`.
    Bit {
        /// Printed between cases (parsing accepts it with any spaces).
        separator: Str,
        /// Groups fully set are printed by their name.
        print_primary_groups: bool,
        /// The union of all cases.
        valid_bits: i64,
    },
    /// Stored as the case's string.
    Str,
}

/// An enum.
#[derive(Debug, Clone)]
pub struct EnumDef {
    /// The record's name.
    pub def_name: Str,
    /// The Rust enum's name.
    pub class_name: Str,
    /// One-line documentation.
    pub summary: Str,
    /// Longer documentation.
    pub description: Str,
    /// Its cases.
    pub cases: Vec<EnumCase>,
    /// Bits of the underlying integer (0 for string enums).
    pub bitwidth: i64,
    /// How it is stored and printed.
    pub kind: EnumKind,
    /// Where it was defined.
    pub pos: Pos,
}

impl EnumDef {
    /// The case whose string form is `s`.
    pub fn case_by_str(&self, s: &str) -> Option<&EnumCase> {
        self.cases.iter().find(|c| c.str == s)
    }

    /// The value a string form stands for: a case's string, or for a bit
    /// enum case strings joined by the separator (spaces around it ignored).
    pub fn parse(&self, text: &str) -> Option<i64> {
        match &self.kind {
            EnumKind::Int | EnumKind::Str => self.case_by_str(text).map(|c| c.value),
            EnumKind::Bit { separator, .. } => {
                let sep = separator.trim();
                let parts: Vec<&str> = if sep.is_empty() {
                    text.split_whitespace().collect()
                } else {
                    text.split(sep).map(str::trim).collect()
                };
                parts
                    .iter()
                    .try_fold(0, |acc, part| Some(acc | self.case_by_str(part)?.value))
            }
        }
    }

    /// The string form of `value`: the case's string, or for a bit enum the
    /// set cases joined by the separator (groups first when enabled).
    pub fn stringify(&self, value: i64) -> Option<String> {
        match &self.kind {
            EnumKind::Int | EnumKind::Str => (self
                .cases
                .iter()
                .find(|c| c.value == value)
                .map(|c| c.str.clone()))
            .map(|s| s.to_string()),
            EnumKind::Bit {
                separator,
                print_primary_groups,
                valid_bits,
            } => {
                if value & !valid_bits != 0 {
                    return None;
                }
                if value == 0 {
                    return (self
                        .cases
                        .iter()
                        .find(|c| c.value == 0)
                        .map(|c| c.str.clone()))
                    .map(|s| s.to_string());
                }
                let mut remaining = value;
                let mut parts = Vec::new();
                if *print_primary_groups {
                    for c in &self.cases {
                        let is_group = c.value.count_ones() > 1;
                        if is_group && c.value & remaining == c.value {
                            parts.push(c.str.as_str());
                            remaining &= !c.value;
                        }
                    }
                }
                for c in &self.cases {
                    if c.value.count_ones() == 1 && c.value & remaining != 0 {
                        parts.push(c.str.as_str());
                    }
                }
                Some(parts.join(separator))
            }
        }
    }
}

/// A method of an interface.
#[derive(Debug, Clone)]
pub struct InterfaceMethod {
    /// Its name.
    pub name: Str,
    /// Documentation.
    pub description: Str,
    /// Rust return type.
    pub return_type: Str,
    /// Parameters: (Rust type, name).
    pub args: Vec<(Str, Str)>,
    /// Body shared by every implementer.
    pub body: Option<Str>,
    /// Default body, overridable.
    pub default_body: Option<Str>,
    /// An associated function (no receiver).
    pub is_static: bool,
}

/// An interface (a Rust trait).
#[derive(Debug, Clone)]
pub struct InterfaceDef {
    /// The record's name.
    pub def_name: Str,
    /// The Rust trait's name.
    pub name: Str,
    /// `Op`, `Attr` or `Type`.
    pub entity: Str,
    /// The Rust module of the trait.
    pub rust_module: Str,
    /// Documentation.
    pub description: Str,
    /// Its methods.
    pub methods: Vec<InterfaceMethod>,
    /// Names of the interfaces it extends.
    pub base_interfaces: Vec<Str>,
    /// Where it was defined.
    pub pos: Pos,
}

/// A native trait whose check the run time implements (`ropt-ods-runtime`'s `traits::check`);
/// the code generator asks [`NativeCheck::of`] which traits it may leave to it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NativeCheck {
    /// `HasParent<"a">`, `ParentOneOf<["a", "b"]>` (the names are the trait's parameters).
    HasParent,
    /// `SingleBlock`: regions have at most one block, non-empty unless `NoTerminator`.
    SingleBlock,
    /// `NoRegionArguments`: entry blocks have no arguments.
    NoRegionArguments,
    /// `IsTerminator`: the op ends its block.
    IsTerminator,
    /// `SameTypeOperands`.
    SameTypeOperands,
    /// `SameOperandsAndResultType`: one element type, compatible shapes, one encoding.
    SameOperandsAndResultType,
    /// `SameOperandsShape`.
    SameOperandsShape,
    /// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape,
    /// `SameOperandsElementType`.
    SameOperandsElementType,
    /// `SameOperandsAndResultElementType`.
    SameOperandsAndResultElementType,
    /// `SameOperandsAndResultRank`.
    SameOperandsAndResultRank,
    /// `ResultsAreBoolLike`.
    ResultsAreBoolLike,
    /// `ResultsAreFloatLike`.
    ResultsAreFloatLike,
    /// `Elementwise`: vector/tensor operands and results go together.
    Elementwise,
    /// `ResultsBroadcastableShape`: the ranked tensor operands broadcast, and the
    /// ranked tensor results end with the broadcast shape.
    ResultsBroadcastableShape,
}

impl NativeCheck {
    /// The check of the native trait `name`, if it has one.
    pub fn of(name: &str) -> Option<Self> {
        Some(match name {
            "HasParent" => Self::HasParent,
            "SingleBlock" => Self::SingleBlock,
            "NoRegionArguments" => Self::NoRegionArguments,
            "IsTerminator" => Self::IsTerminator,
            "SameTypeOperands" => Self::SameTypeOperands,
            "SameOperandsAndResultType" => Self::SameOperandsAndResultType,
            "SameOperandsShape" => Self::SameOperandsShape,
            "SameOperandsAndResultShape" => Self::SameOperandsAndResultShape,
            "SameOperandsElementType" => Self::SameOperandsElementType,
            "SameOperandsAndResultElementType" => Self::SameOperandsAndResultElementType,
            "SameOperandsAndResultRank" => Self::SameOperandsAndResultRank,
            "ResultsAreBoolLike" => Self::ResultsAreBoolLike,
            "ResultsAreFloatLike" => Self::ResultsAreFloatLike,
            "Elementwise" => Self::Elementwise,
            "ResultsBroadcastableShape" => Self::ResultsBroadcastableShape,
            _ => return None,
        })
    }

    /// Whether the answer depends on more than the op's shape (its parent, its
    /// position, its blocks): such checks run even for an op whose shape passed.
    pub fn is_positional(self) -> bool {
        matches!(
            self,
            Self::HasParent | Self::SingleBlock | Self::NoRegionArguments | Self::IsTerminator
        )
    }
}

/// The enum an attribute stores, if any.
pub fn enum_of<'m>(model: &'m Model, a: &AttrDef) -> Option<&'m EnumDef> {
    let name = a.constraint.enum_name.as_deref()?;
    model.enums.iter().find(|e| e.def_name == name)
}

/// What `-gen-dialect-doc` shows beyond the ops, read from the records as mlir-tblgen reads
/// them (built by [`crate::lower::dialect_docs`], not part of [`Model`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DialectDocs {
    /// Attribute constraints of a dialect (`DialectAttr`s that are no `AttrDef`), by record name.
    pub attr_constraints: Vec<ConstraintDoc>,
    /// Type constraints of a dialect (`DialectType`s that are no `TypeDef`), by record name.
    pub type_constraints: Vec<ConstraintDoc>,
    /// Attribute definitions (`AttrDef`), by record name.
    pub attr_defs: Vec<AttrOrTypeDoc>,
    /// Type definitions (`TypeDef`), by record name.
    pub type_defs: Vec<AttrOrTypeDoc>,
    /// Every enum (`EnumInfo`), by record name.
    pub enums: Vec<EnumDoc>,
}

/// An attribute or type constraint in a dialect's documentation.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ConstraintDoc {
    /// The record name of its dialect.
    pub dialect: String,
    /// Its summary (its record's name when it has none).
    pub summary: String,
    /// Its description.
    pub description: String,
}

/// An attribute or type definition in a dialect's documentation.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct AttrOrTypeDoc {
    /// The record name of its dialect.
    pub dialect: String,
    /// The dialect's namespace (`arith`).
    pub dialect_name: String,
    /// The class name (`FastMathFlagsAttr`).
    pub class_name: String,
    /// One-line documentation.
    pub summary: String,
    /// Longer documentation.
    pub description: String,
    /// The keyword after the dialect (`fastmath`), when it has one.
    pub mnemonic: Option<String>,
    /// Its parser and printer are written by hand (`hasCustomAssemblyFormat`).
    pub has_custom_syntax: bool,
    /// Its parameters.
    pub params: Vec<ParamDoc>,
}

/// A parameter of an attribute or type definition.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ParamDoc {
    /// Its name.
    pub name: String,
    /// Its type in the host language.
    pub cpp_type: String,
    /// How its syntax is shown (the type when the parameter says nothing).
    pub syntax: String,
    /// Its summary (empty when it has none).
    pub summary: String,
}

/// An enum in a dialect's documentation.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EnumDoc {
    /// The class name (`CmpIPredicate`).
    pub class_name: String,
    /// One-line documentation (mlir-tblgen shows no description of enums).
    pub summary: String,
    /// Its cases: symbol, value, string.
    pub cases: Vec<(String, i64, String)>,
}
