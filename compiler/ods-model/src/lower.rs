//! Lowering of TableGen records into the checked [`Model`].
//!
//! Errors carry the position of the offending record and mlir-tblgen's
//! wording where it has one.

use crate::format::{FormatError, parse_format};
use crate::model::*;
use crate::props::{PropKind, PropValue};
use crate::records::{Dag, Pos, RecId, Record, RecordSet, Value};
use crate::text::Str;

/// An error found while lowering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OdsError {
    /// Where (the record's definition).
    pub pos: Pos,
    /// What.
    pub message: String,
    /// For format errors: the error inside the format string, and that string.
    pub format: Option<(FormatError, String)>,
}

impl OdsError {
    /// The error as mlir-tblgen prints it. `locate(pos, kind, message)`
    /// renders a located diagnostic (`file:line:col: kind: message`, the
    /// source line and a caret), as the TableGen front end's source map does.
    pub fn render(&self, locate: &dyn Fn(Pos, &str, &str) -> String) -> String {
        match &self.format {
            None => locate(self.pos, "error", &self.message),
            Some((f, text)) => {
                let mut out = f.render(text);
                out.push_str(&locate(self.pos, "note", &self.message));
                if let Some(note) = f.render_note(text) {
                    out.push_str(&note);
                }
                out
            }
        }
    }
}

fn error(pos: Pos, message: impl Into<String>) -> OdsError {
    OdsError {
        pos,
        message: message.into(),
        format: None,
    }
}

type Result<T> = std::result::Result<T, OdsError>;

/// Deepest predicate tree accepted.
pub const MAX_PRED_DEPTH: usize = 1000;
/// Largest predicate tree accepted (in nodes).
pub const MAX_PRED_NODES: usize = 100_000;

struct Lowering<'a> {
    records: &'a RecordSet,
    /// Parse and check assembly formats (documentation does not need them, and mlir-tblgen's
    /// documentation backends do not check them).
    parse_formats: bool,
}

impl<'a> Lowering<'a> {
    fn rec(&self, id: RecId) -> &'a Record {
        self.records.get(id)
    }

    fn str_field(&self, r: &Record, name: &str) -> String {
        match r.field(name) {
            Some(Value::Str(s)) => s.clone(),
            _ => String::new(),
        }
    }

    fn opt_str_field(&self, r: &Record, name: &str) -> Option<String> {
        match r.field(name) {
            Some(Value::Str(s)) => Some(s.clone()),
            _ => None,
        }
    }

    fn non_empty(&self, r: &Record, name: &str) -> Option<String> {
        self.opt_str_field(r, name).filter(|s| !s.trim().is_empty())
    }

    fn bit(&self, r: &Record, name: &str) -> bool {
        matches!(r.field(name), Some(Value::Bit(true)) | Some(Value::Int(1)))
    }

    fn int(&self, r: &Record, name: &str) -> i64 {
        match r.field(name) {
            Some(Value::Int(i)) => *i,
            Some(Value::Bit(b)) => *b as i64,
            _ => 0,
        }
    }

    /// What property `r` holds (see [`crate::props`]); `None` for a
    /// property of a hand-written type.
    fn prop_kind(&self, r: &Record, depth: usize) -> Option<PropKind> {
        if depth > 32 {
            return None;
        }
        let storage = self.str_field(r, "storageType");
        let storage = storage.trim();
        if let Some(elem) = self.def_field(r, "elementType") {
            return Some(match self.prop_kind(elem, depth + 1)? {
                PropKind::Int { bits, .. } if r.is_a("IntArrayProp") => {
                    PropKind::DenseArray { bits }
                }
                k => PropKind::Array(Box::new(k)),
            });
        }
        if let Some(base) = self.def_field(r, "baseProperty") {
            let inner = self.prop_kind(base, depth + 1)?;
            return Some(if r.is_a("OptionalProp") {
                PropKind::Optional {
                    inner: Box::new(inner),
                    general: !self.bit(r, "delegatesParsing"),
                }
            } else {
                inner
            });
        }
        // MLIR's Properties.td: the kind shows in the storage type and code.
        let to_attr = self.str_field(r, "convertToAttribute");
        let unit = to_attr.contains("UnitAttr") || to_attr.contains("unit_attr");
        let dense = (self.str_field(r, "convertFromAttribute").trim())
            .starts_with("return convertFromAttribute(");
        let general = self.str_field(r, "printer").contains("\"some<\"");
        PropKind::of_storage_type(storage, unit, dense, general)
    }

    fn def_field(&self, r: &Record, name: &str) -> Option<&'a Record> {
        match r.field(name) {
            Some(Value::Def(id)) => Some(self.rec(*id)),
            _ => None,
        }
    }

    fn list_defs(&self, r: &Record, name: &str) -> Vec<&'a Record> {
        match r.field(name) {
            Some(Value::List(items)) => items
                .iter()
                .filter_map(|v| match v {
                    Value::Def(id) => Some(self.rec(*id)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn list_strs(&self, r: &Record, name: &str) -> Vec<String> {
        match r.field(name) {
            Some(Value::List(items)) => items
                .iter()
                .filter_map(|v| match v {
                    Value::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn dag(&self, r: &'a Record, name: &str) -> Option<&'a Dag> {
        match r.field(name) {
            Some(Value::Dag(d)) => Some(d),
            _ => None,
        }
    }

    /// Lowers a predicate record, using an explicit stack. Trees deeper than
    /// [`MAX_PRED_DEPTH`] or larger than [`MAX_PRED_NODES`] (shared records
    /// can make a tree exponentially large) are rejected at `pos`.
    fn pred(&self, r: Option<&Record>, pos: Pos) -> Result<Pred> {
        let Some(r) = r else {
            return Ok(Pred::always());
        };
        enum Task<'r> {
            Visit(&'r Record, usize),
            Build(&'r Record, usize),
        }
        let mut stack = vec![Task::Visit(r, 0)];
        let mut out: Vec<Pred> = Vec::new();
        let mut nodes = 0usize;
        while let Some(task) = stack.pop() {
            match task {
                Task::Visit(r, depth) => {
                    nodes += 1;
                    if depth > MAX_PRED_DEPTH || nodes > MAX_PRED_NODES {
                        return Err(error(pos, "predicate is too large or nested too deeply"));
                    }
                    if let Some(code) = self.opt_str_field(r, "predExpr") {
                        out.push(Pred::Leaf(code.into()));
                        continue;
                    }
                    let children = self.list_defs(r, "children");
                    stack.push(Task::Build(r, children.len()));
                    for c in children.into_iter().rev() {
                        stack.push(Task::Visit(c, depth + 1));
                    }
                }
                Task::Build(r, n) => {
                    let children = out.split_off(out.len() - n);
                    let kind = self
                        .def_field(r, "kind")
                        .map(|k| k.name.as_str())
                        .unwrap_or("");
                    let first = || Box::new(children.first().cloned().unwrap_or_else(Pred::always));
                    out.push(match kind {
                        "PredCombinerOr" => Pred::Or(children.clone()),
                        "PredCombinerNot" => Pred::Not(first()),
                        "PredCombinerSubstLeaves" => Pred::SubstLeaves {
                            pattern: self.str_field(r, "pattern").into(),
                            replacement: self.str_field(r, "replacement").into(),
                            child: first(),
                        },
                        "PredCombinerConcat" => Pred::Concat {
                            prefix: self.str_field(r, "prefix").into(),
                            child: first(),
                            suffix: self.str_field(r, "suffix").into(),
                        },
                        _ => Pred::And(children.clone()),
                    });
                }
            }
        }
        Ok(out.pop().unwrap_or_else(Pred::always))
    }

    fn type_constraint(&self, r: &Record) -> Result<TypeConstraint> {
        Ok(TypeConstraint {
            def_name: r.name.clone().into(),
            summary: self.str_field(r, "summary").into(),
            pred: self.pred(self.def_field(r, "predicate"), r.pos)?,
            rust_type: self.str_field(r, "rustType").into(),
            builder_call: self.non_empty(r, "builderCall").map(Str::from),
            parse_kind: self.non_empty(r, "parseKind").map(Str::from),
        })
    }

    fn attr_constraint(&self, r: &Record) -> Result<AttrConstraint> {
        let mut base = r;
        let mut chain = vec![r];
        for _ in 0..MAX_PRED_DEPTH {
            match self.def_field(base, "baseAttr") {
                Some(b) => {
                    base = b;
                    chain.push(b);
                }
                None => break,
            }
        }
        // A wrapped symbol name (`OptionalAttr<SymbolNameAttr>`) is still parsed and printed
        // as `@name`, so it keeps that name.
        let def_name = if base.name == "SymbolNameAttr" {
            base.name.clone()
        } else {
            r.name.clone()
        };
        Ok(AttrConstraint {
            def_name: def_name.into(),
            summary: self.str_field(r, "summary").into(),
            pred: self.pred(self.def_field(r, "predicate"), r.pos)?,
            storage_pred: match self.def_field(r, "storagePred") {
                Some(p) => self.pred(Some(p), r.pos)?,
                None => Pred::always(),
            },
            storage_type: self.str_field(r, "storageType").into(),
            return_type: self.str_field(r, "returnType").into(),
            convert_from_storage: self.str_field(r, "convertFromStorage").into(),
            const_builder_call: self.non_empty(r, "constBuilderCall").map(Str::from),
            default_value: self.non_empty(r, "defaultValue").map(Str::from),
            is_optional: self.bit(r, "isOptional"),
            is_derived: r.is_a("DerivedAttr"),
            is_unit: base.name == "UnitAttr",
            is_generic: self.bit(r, "isGenericAttr"),
            has_buildable_type: self
                .def_field(r, "valueType")
                .is_some_and(|t| self.non_empty(t, "builderCall").is_some()),
            value_type_builder: (self
                .def_field(r, "valueType")
                .and_then(|t| self.non_empty(t, "builderCall")))
            .map(Str::from),
            enum_name: (chain
                .iter()
                .find(|c| c.is_a("EnumInfo"))
                .map(|c| c.name.clone()))
            .map(Str::from),
            dialect_attr: (chain
                .iter()
                .find(|c| c.is_a("AttrDef"))
                .map(|c| c.name.clone()))
            .map(Str::from),
            dense_array_elem: (chain
                .iter()
                .find(|c| c.is_a("DenseArrayAttrBase"))
                .map(|c| self.str_field(c, "elementType")))
            .map(Str::from),
        })
    }

    /// An operand or result from its dag entry.
    fn value_def(&self, r: &'a Record, name: &str, pos: Pos) -> Result<ValueDef> {
        let (r, summary, decorators) = self.unwrap_variable(r);
        if !r.is_a("TypeConstraint") {
            return Err(error(
                pos,
                "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed",
            ));
        }
        let variadicity = if r.is_a("VariadicOfVariadic") {
            Variadicity::VariadicOfVariadic(self.str_field(r, "segmentAttrName").into())
        } else if r.is_a("Variadic") {
            Variadicity::Variadic
        } else if r.is_a("Optional") {
            Variadicity::Optional
        } else {
            Variadicity::Single
        };
        let constraint = match self.def_field(r, "baseType") {
            Some(base) if variadicity != Variadicity::Single => self.type_constraint(base)?,
            _ => self.type_constraint(r)?,
        };
        let effects = decorators
            .into_iter()
            .filter(|d| d.is_a("MemoryEffect"))
            .map(|d| Effect {
                kind: self.str_field(d, "effect").into(),
                resource: self.str_field(d, "resource").into(),
                stage: self.int(d, "effectStage"),
                full: self.bit(d, "effectOnFullRegion"),
            })
            .collect();
        Ok(ValueDef {
            verifier_summary: self.str_field(r, "summary").into(),
            name: name.to_string().into(),
            constraint,
            variadicity,
            summary: summary.into(),
            effects,
        })
    }

    /// Looks through `Arg`/`Res`: (constraint, doc, decorators).
    fn unwrap_variable(&self, r: &'a Record) -> (&'a Record, String, Vec<&'a Record>) {
        if r.is_a("OpVariable")
            && let Some(c) = self.def_field(r, "constraint")
        {
            return (
                c,
                self.str_field(r, "summary"),
                self.list_defs(r, "decorators"),
            );
        }
        (r, String::new(), Vec::new())
    }

    fn dialect(&self, r: &Record) -> Dialect {
        Dialect {
            def_name: r.name.clone().into(),
            name: self.str_field(r, "name").into(),
            summary: self.str_field(r, "summary").into(),
            description: self.str_field(r, "description").into(),
            rust_module: self.str_field(r, "rustModule").into(),
            dependent_dialects: self
                .list_strs(r, "dependentDialects")
                .into_iter()
                .map(Str::from)
                .collect::<Vec<_>>(),
            extra_class_declaration: self.str_field(r, "extraClassDeclaration").into(),
            has_constant_materializer: self.bit(r, "hasConstantMaterializer"),
            has_operation_attr_verify: self.bit(r, "hasOperationAttrVerify"),
            has_region_arg_attr_verify: self.bit(r, "hasRegionArgAttrVerify"),
            has_region_result_attr_verify: self.bit(r, "hasRegionResultAttrVerify"),
            has_canonicalizer: self.bit(r, "hasCanonicalizer"),
            use_default_attribute_printer_parser: self.bit(r, "useDefaultAttributePrinterParser"),
            use_default_type_printer_parser: self.bit(r, "useDefaultTypePrinterParser"),
            use_properties_for_attributes: r.field("usePropertiesForAttributes").is_none()
                || self.bit(r, "usePropertiesForAttributes"),
            allow_unknown_operations: self.bit(r, "allowUnknownOperations"),
            allow_unknown_types: self.bit(r, "allowUnknownTypes"),
            pos: r.pos,
        }
    }

    /// Flattens trait lists (and dependent traits) into `out`.
    fn traits(&self, roots: Vec<&'a Record>, out: &mut Vec<OpTrait>) -> Result<()> {
        let mut stack: Vec<&Record> = roots.into_iter().rev().collect();
        let mut visited = 0usize;
        while let Some(t) = stack.pop() {
            visited += 1;
            if visited > MAX_PRED_NODES {
                // Shared trait lists can make the flattened list exponential.
                return Err(error(t.pos, "trait list is too large"));
            }
            if t.is_a("TraitList") && !t.is_a("NativeTrait") {
                for c in self.list_defs(t, "traits").into_iter().rev() {
                    stack.push(c);
                }
                continue;
            }
            let trait_ = if t.is_a("Interface") {
                OpTrait::Interface {
                    name: self.str_field(t, "rustInterfaceName").into(),
                    overridden: self
                        .list_strs(t, "alwaysOverriddenMethods")
                        .into_iter()
                        .map(Str::from)
                        .collect::<Vec<_>>(),
                    declares_methods: t.is_a("DeclareInterfaceMethods"),
                }
            } else if t.is_a("PredTrait") {
                let types_match = if t.is_a("AllTypesMatch") {
                    self.list_strs(t, "values")
                } else {
                    Vec::new()
                };
                let types_match_with = t.is_a("TypesMatchWith").then(|| {
                    (
                        self.str_field(t, "lhs").into(),
                        self.str_field(t, "rhs").into(),
                        self.str_field(t, "transformer").into(),
                    )
                });
                OpTrait::Pred {
                    summary: self.str_field(t, "summary").into(),
                    pred: self.pred(self.def_field(t, "predicate"), t.pos)?,
                    types_match: types_match.into_iter().map(Str::from).collect::<Vec<_>>(),
                    types_match_with,
                }
            } else if t.is_a("GenInternalTrait") {
                OpTrait::Internal {
                    name: self.str_field(t, "trait").into(),
                }
            } else {
                // `MemoryEffects<[...]>` keeps its effect list as the parameters, so an
                // empty list (`NoMemoryEffect`) is told apart from real effects.
                let params = if t.is_a("MemoryEffects") {
                    let effects: Vec<&str> = self
                        .list_defs(t, "effects")
                        .iter()
                        .map(|e| e.name.as_str())
                        .collect();
                    effects.join(", ")
                } else {
                    self.str_field(t, "traitParams")
                };
                OpTrait::Native {
                    name: self.str_field(t, "trait").into(),
                    params: params.into(),
                    structural: t.is_a("StructuralOpTrait"),
                }
            };
            if !out.contains(&trait_) {
                out.push(trait_);
            }
            for c in self.list_defs(t, "dependentTraits").into_iter().rev() {
                stack.push(c);
            }
            // An interface brings the interfaces it extends (`FunctionOpInterface` makes the
            // op a `Symbol` and a `CallableOpInterface`), as mlir-tblgen attaches them.
            if t.is_a("Interface") {
                for c in self.list_defs(t, "baseInterfaces").into_iter().rev() {
                    stack.push(c);
                }
            }
        }
        Ok(())
    }

    fn op(&self, r: &'a Record, dialects: &[Dialect]) -> Result<OpDef> {
        let pos = r.pos;
        let dialect_rec = self
            .def_field(r, "opDialect")
            .ok_or_else(|| error(pos, "op has no dialect"))?;
        let dialect = dialects
            .iter()
            .position(|d| d.def_name == dialect_rec.name)
            .ok_or_else(|| {
                error(
                    pos,
                    format!("dialect '{}' is not defined", dialect_rec.name),
                )
            })?;
        let mnemonic = self.str_field(r, "opName");
        let dialect_name = &dialects[dialect].name;
        let name = if dialect_name.is_empty() {
            mnemonic.clone()
        } else {
            format!("{dialect_name}.{mnemonic}")
        };
        let mut op = OpDef {
            def_name: r.name.clone().into(),
            dialect,
            name: name.into(),
            mnemonic: mnemonic.into(),
            summary: self.str_field(r, "summary").into(),
            description: self.str_field(r, "description").into(),
            operands: Vec::new(),
            attributes: Vec::new(),
            properties: Vec::new(),
            arguments: Vec::new(),
            results: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            builders: Vec::new(),
            skip_default_builders: self.bit(r, "skipDefaultBuilders"),
            format: None,
            assembly_format: self.opt_str_field(r, "assemblyFormat").map(Str::from),
            has_custom_assembly_format: self.bit(r, "hasCustomAssemblyFormat"),
            has_verifier: self.bit(r, "hasVerifier"),
            has_region_verifier: self.bit(r, "hasRegionVerifier"),
            has_canonicalizer: self.bit(r, "hasCanonicalizer"),
            has_canonicalize_method: self.bit(r, "hasCanonicalizeMethod"),
            has_folder: self.bit(r, "hasFolder"),
            extra_class_declaration: self.str_field(r, "extraClassDeclaration").into(),
            extra_class_definition: self.str_field(r, "extraClassDefinition").into(),
            doc: self.op_doc(r),
            pos,
        };
        if let Some(args) = self.dag(r, "arguments") {
            for (value, name) in &args.args {
                let name = name.clone().unwrap_or_default();
                let Value::Def(id) = value else {
                    return Err(error(
                        pos,
                        "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed",
                    ));
                };
                let arg = self.rec(*id);
                let (inner, summary, _) = self.unwrap_variable(arg);
                if inner.is_a("TypeConstraint") {
                    op.arguments.push(ArgRef::Operand(op.operands.len()));
                    op.operands.push(self.value_def(arg, &name, pos)?);
                } else if inner.is_a("Attr") || inner.is_a("AttrConstraint") {
                    if name.is_empty() {
                        // mlir-tblgen points at the attribute's definition.
                        return Err(error(inner.pos, "attributes must be named"));
                    }
                    op.arguments.push(ArgRef::Attribute(op.attributes.len()));
                    op.attributes.push(AttrDef {
                        name: name.into(),
                        constraint: self.attr_constraint(inner)?,
                        summary: summary.into(),
                    });
                } else if inner.is_a("Property") {
                    op.arguments.push(ArgRef::Property(op.properties.len()));
                    let kind = self.prop_kind(inner, 0);
                    let value = |field: &str| -> Result<Option<PropValue>> {
                        let (Some(kind), Some(text)) = (&kind, self.non_empty(inner, field)) else {
                            return Ok(None);
                        };
                        match PropValue::of_expression(kind, &text) {
                            Some(v) => Ok(Some(v)),
                            None => Err(error(
                                pos,
                                format!(
                                    "property '{name}': cannot read {field} `{text}` as a value \
                                     of kind {}; write a literal (an integer, `true`/`false`, a \
                                     quoted string, a list of these, or None/std::nullopt)",
                                    kind.encode()
                                ),
                            )),
                        }
                    };
                    let default = value("defaultValue")?;
                    let initial = match value("storageTypeValueOverride")? {
                        Some(v) => Some(v),
                        None => default
                            .clone()
                            .or_else(|| kind.as_ref().map(PropKind::zero)),
                    };
                    let encode =
                        |v: Option<PropValue>| Str::from(v.map(|v| v.encode()).unwrap_or_default());
                    op.properties.push(PropertyDef {
                        name: name.into(),
                        def_name: inner.name.clone().into(),
                        summary: self.str_field(inner, "summary").into(),
                        storage_type: self.str_field(inner, "storageType").into(),
                        interface_type: self.str_field(inner, "interfaceType").into(),
                        default_value: self.str_field(inner, "defaultValue").into(),
                        pred: self.pred(self.def_field(inner, "predicate"), inner.pos)?,
                        is_optional: inner.is_a("OptionalProp"),
                        kind: kind
                            .as_ref()
                            .map(PropKind::encode)
                            .unwrap_or_default()
                            .into(),
                        default: encode(default),
                        initial: encode(initial),
                    });
                } else {
                    return Err(error(
                        pos,
                        "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed",
                    ));
                }
            }
        }
        for (field, operator) in [
            ("results", "outs"),
            ("regions", "region"),
            ("successors", "successor"),
        ] {
            if let Some(d) = self.dag(r, field) {
                let ok = matches!(&*d.op, Value::Def(id) if self.rec(*id).name == operator);
                if !ok {
                    return Err(error(
                        pos,
                        format!("'{field}' must have '{operator}' directive"),
                    ));
                }
            }
        }
        if let Some(results) = self.dag(r, "results") {
            for (value, name) in &results.args {
                let Value::Def(id) = value else {
                    return Err(error(pos, "expected a type constraint in 'results'"));
                };
                op.results.push(self.value_def(
                    self.rec(*id),
                    name.as_deref().unwrap_or(""),
                    pos,
                )?);
            }
        }
        if let Some(regions) = self.dag(r, "regions") {
            for (value, name) in &regions.args {
                let Value::Def(id) = value else {
                    return Err(error(pos, "expected a region constraint in 'regions'"));
                };
                let reg = self.rec(*id);
                let (base, is_variadic) = match self.def_field(reg, "baseRegion") {
                    Some(b) => (b, true),
                    None => (reg, false),
                };
                op.regions.push(RegionDef {
                    name: name.clone().unwrap_or_default().into(),
                    summary: self.str_field(base, "summary").into(),
                    pred: self.pred(self.def_field(base, "predicate"), base.pos)?,
                    is_variadic,
                });
            }
        }
        if let Some(succs) = self.dag(r, "successors") {
            for (value, name) in &succs.args {
                let Value::Def(id) = value else {
                    return Err(error(
                        pos,
                        "expected a successor constraint in 'successors'",
                    ));
                };
                let s = self.rec(*id);
                op.successors.push(SuccessorDef {
                    name: name.clone().unwrap_or_default().into(),
                    summary: self.str_field(s, "summary").into(),
                    is_variadic: s.is_a("VariadicSuccessor"),
                });
            }
        }
        self.traits(self.list_defs(r, "traits"), &mut op.traits)?;
        for b in self.list_defs(r, "builders") {
            let mut params = Vec::new();
            if let Some(d) = self.dag(b, "dagParams") {
                for (value, name) in &d.args {
                    let (rust_type, default_value) = match value {
                        Value::Str(s) => (s.clone(), None),
                        Value::Def(id) => {
                            let c = self.rec(*id);
                            (self.str_field(c, "type"), self.non_empty(c, "defaultValue"))
                        }
                        _ => {
                            return Err(error(
                                b.pos,
                                "expected a string or CArg as builder parameter type",
                            ));
                        }
                    };
                    params.push(BuilderParam {
                        name: name.clone().unwrap_or_default().into(),
                        rust_type: rust_type.into(),
                        default_value: default_value.map(Str::from),
                    });
                }
            }
            op.builders.push(Builder {
                params,
                body: self.non_empty(b, "body").map(Str::from),
            });
        }
        self.check_op(&op)?;
        if let Some(text) = op.assembly_format.clone().filter(|_| self.parse_formats) {
            let format = parse_format(&text, &op).map_err(|f| OdsError {
                pos,
                message: "in custom assembly format for this operation".into(),
                format: Some((f, text.to_string())),
            })?;
            op.format = Some(format);
        }
        Ok(op)
    }

    /// A constraint's summary as mlir-tblgen reads it: the `summary` field, or the record's
    /// name when it is unset.
    fn doc_summary(&self, r: &Record) -> String {
        self.opt_str_field(r, "summary")
            .unwrap_or_else(|| r.name.clone())
    }

    /// The documentation view of op `r` (see [`OpDoc`]).
    fn op_doc(&self, r: &'a Record) -> OpDoc {
        let mut doc = OpDoc::default();
        let (prefix, rest) = r.name.split_once('_').unwrap_or((&r.name, ""));
        let class = if prefix.is_empty() || rest.is_empty() {
            r.name.as_str()
        } else {
            rest
        };
        let namespace = self.str_field(r, "cppNamespace");
        doc.class_name = if namespace.is_empty() {
            class.to_string().into()
        } else {
            format!("{namespace}::{class}").into()
        };
        if let Some(args) = self.dag(r, "arguments") {
            for (value, name) in &args.args {
                let Value::Def(id) = value else { continue };
                let (inner, _, _) = self.unwrap_variable(self.rec(*id));
                let row = DocRow {
                    name: name.clone().unwrap_or_default().into(),
                    storage_type: String::new().into(),
                    summary: self.doc_summary(inner).into(),
                };
                if inner.is_a("TypeConstraint") {
                    doc.operands.push(row);
                } else if inner.is_a("Attr") || inner.is_a("AttrConstraint") {
                    let storage = self.str_field(inner, "storageType").trim().to_string();
                    doc.attributes.push(DocRow {
                        storage_type: if storage.is_empty() {
                            "::mlir::Attribute".into()
                        } else {
                            storage.into()
                        },
                        ..row
                    });
                }
            }
        }
        for (field, rows) in [
            ("results", &mut doc.results),
            ("successors", &mut doc.successors),
        ] {
            if let Some(d) = self.dag(r, field) {
                for (value, name) in &d.args {
                    let Value::Def(id) = value else { continue };
                    let (inner, _, _) = self.unwrap_variable(self.rec(*id));
                    rows.push(DocRow {
                        name: name.clone().unwrap_or_default().into(),
                        storage_type: String::new().into(),
                        summary: self.doc_summary(inner).into(),
                    });
                }
            }
        }
        // The traits as mlir-tblgen collects them: trait lists flattened, an interface's base
        // interfaces before it, each record once (dependent traits are not added).
        let mut seen = std::collections::HashSet::new();
        let mut flat: Vec<&Record> = Vec::new();
        // `Emit(t)` is pushed below the visits of `t`'s base interfaces, so they come first.
        enum Step<'r> {
            Visit(&'r Record),
            Emit(&'r Record),
        }
        let mut steps: Vec<Step> = (self.list_defs(r, "traits").into_iter().rev())
            .map(Step::Visit)
            .collect();
        let mut budget = MAX_PRED_NODES;
        while let Some(step) = steps.pop() {
            if budget == 0 {
                break;
            }
            budget -= 1;
            match step {
                Step::Emit(t) => flat.push(t),
                Step::Visit(t) => {
                    if t.is_a("TraitList") {
                        for c in self.list_defs(t, "traits").into_iter().rev() {
                            steps.push(Step::Visit(c));
                        }
                        continue;
                    }
                    if !seen.insert(t.name.as_str()) {
                        continue;
                    }
                    steps.push(Step::Emit(t));
                    if t.is_a("Interface") {
                        for c in self.list_defs(t, "baseInterfaces").into_iter().rev() {
                            steps.push(Step::Visit(c));
                        }
                    }
                }
            }
        }
        if let Some(infer) = self.infers_result_types(r, &flat) {
            flat.push(infer);
        }
        let strip = |s: &str| -> String {
            let s = s.strip_prefix("::").unwrap_or(s);
            s.strip_prefix("mlir::").unwrap_or(s).to_string()
        };
        for t in flat {
            if t.is_a("PredTrait") {
                continue;
            }
            let trait_name = self.str_field(t, "trait");
            // MLIR's interface traits are `X::Trait`, ropt's `XTrait`.
            let trait_name = (trait_name.strip_suffix("::Trait"))
                .or_else(|| {
                    trait_name
                        .strip_suffix("Trait")
                        .filter(|_| t.is_a("InterfaceTrait"))
                })
                .unwrap_or(&trait_name);
            let trait_name = trait_name.strip_suffix("::Impl").unwrap_or(trait_name);
            // ropt's base library keeps a parameterized trait's parameters apart.
            let params = self.str_field(t, "traitParams").replace('"', "");
            let mut name = if t.is_anonymous() && !params.trim().is_empty() {
                format!("{trait_name}<{}>", params.trim())
            } else if t.is_anonymous() {
                trait_name.to_string()
            } else {
                t.name.clone()
            };
            if t.is_a("GenInternalTrait") || !t.is_a("InterfaceTrait") {
                doc.traits.push(format!("`{name}`").into());
                continue;
            }
            if t.is_a("SideEffectsTraitBase") {
                let effects: Vec<String> = (self.list_defs(t, "effects").iter())
                    .map(|e| {
                        format!(
                            "{} on {}",
                            strip(&self.str_field(e, "effect")),
                            self.str_field(e, "resource")
                        )
                    })
                    .collect();
                doc.effects.push(
                    format!(
                        "`{}{{{}}}`",
                        strip(&self.str_field(t, "baseEffectName")),
                        effects.join(", ")
                    )
                    .into(),
                );
                name = format!("{name} ({trait_name})");
            }
            doc.interfaces.push(format!("`{name}`").into());
        }
        for list in [&mut doc.traits, &mut doc.interfaces, &mut doc.effects] {
            list.sort();
            list.dedup();
        }
        doc
    }

    /// The `InferTypeOpInterface` record when mlir-tblgen attaches it to op `r` of flattened
    /// traits `traits` on its own: every result's type follows from the operands, the
    /// attributes or a buildable type (`SameOperandsAndResultType`, `AllTypesMatch`,
    /// `TypesMatchWith`), and the op does not declare the interface itself.
    fn infers_result_types(&self, r: &'a Record, traits: &[&Record]) -> Option<&'a Record> {
        let infer = self.rec(self.records.lookup("InferTypeOpInterface")?);
        let mut args: Vec<(String, Option<&Record>)> = Vec::new();
        if let Some(d) = self.dag(r, "arguments") {
            for (value, name) in &d.args {
                let inner = match value {
                    Value::Def(id) => Some(self.unwrap_variable(self.rec(*id)).0),
                    _ => None,
                };
                args.push((name.clone().unwrap_or_default(), inner));
            }
        }
        let mut results: Vec<(String, &Record)> = Vec::new();
        if let Some(d) = self.dag(r, "results") {
            for (value, name) in &d.args {
                let Value::Def(id) = value else { return None };
                results.push((
                    name.clone().unwrap_or_default(),
                    self.unwrap_variable(self.rec(*id)).0,
                ));
            }
        }
        let variable = |c: &Record| c.is_a("Variadic") || c.is_a("Optional");
        if results.is_empty() || results.iter().any(|(_, c)| variable(c)) {
            return None;
        }
        let same_operands_and_result = traits.iter().any(|t| {
            !t.is_a("InterfaceTrait") && self.str_field(t, "trait") == "SameOperandsAndResultType"
        });
        if same_operands_and_result {
            let anchor = args
                .iter()
                .any(|(_, c)| c.is_some_and(|c| c.is_a("TypeConstraint") && !variable(c)));
            return anchor.then_some(infer);
        }
        // Arguments are numbered from 0, result `i` is `-1 - i`; an unknown name is 0.
        let index = |name: &str| -> i64 {
            if let Some(i) = args.iter().position(|(n, _)| n == name) {
                return i as i64;
            }
            match results.iter().position(|(n, _)| n == name) {
                Some(i) => -1 - i as i64,
                None => 0,
            }
        };
        let n = results.len();
        // Per result: inferred from (source index, known); None while unknown.
        let mut from: Vec<Option<(i64, bool)>> = vec![None; n];
        let mut classes: Vec<Vec<i64>> = Vec::new();
        let find = |classes: &Vec<Vec<i64>>, x: i64| classes.iter().position(|c| c.contains(&x));
        for t in traits {
            if std::ptr::eq(*t, infer) {
                return None;
            }
            if t.is_a("TypesMatchWith") {
                let target = index(&self.str_field(t, "rhs"));
                if target >= 0 {
                    continue;
                }
                let ri = (-1 - target) as usize;
                if from[ri].is_some() {
                    continue;
                }
                let source = index(&self.str_field(t, "lhs"));
                let known = source >= 0 || from[(-1 - source) as usize].is_some();
                from[ri] = Some((source, known));
                continue;
            }
            if !t.is_a("AllTypesMatch") {
                continue;
            }
            let values = self.list_strs(t, "values");
            let Some(first) = values.first() else {
                continue;
            };
            let lead = index(first);
            for v in &values {
                let x = index(v);
                let (a, b) = (find(&classes, lead), find(&classes, x));
                match (a, b) {
                    (Some(a), Some(b)) if a != b => {
                        let moved = std::mem::take(&mut classes[b]);
                        classes[a].extend(moved);
                    }
                    (Some(_), Some(_)) => {}
                    (Some(a), None) => classes[a].push(x),
                    (None, Some(b)) => classes[b].push(lead),
                    (None, None) => {
                        classes.push(if lead == x { vec![lead] } else { vec![lead, x] })
                    }
                }
            }
        }
        // A result's type is known from an argument, a buildable type of its own, a
        // `TypesMatchWith` source that is known, or a known result of its `AllTypesMatch`
        // class; repeated until nothing changes.
        let class_of = |me: i64| match find(&classes, me) {
            Some(c) => classes[c].clone(),
            None => vec![me],
        };
        loop {
            let mut changed = false;
            for i in 0..n {
                if matches!(from[i], Some((_, true))) {
                    continue;
                }
                let known = match from[i] {
                    Some((src, _)) => {
                        src >= 0 || matches!(from[(-1 - src) as usize], Some((_, true)))
                    }
                    None => {
                        let me = -1 - i as i64;
                        self.non_empty(results[i].1, "builderCall").is_some()
                            || class_of(me).iter().any(|&m| {
                                m >= 0
                                    || (m != me
                                        && matches!(from[(-1 - m) as usize], Some((_, true))))
                            })
                    }
                };
                if known {
                    from[i] = Some((from[i].map_or(0, |f| f.0), true));
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        from.iter()
            .all(|f| matches!(f, Some((_, true))))
            .then_some(infer)
    }

    /// The structural checks mlir-tblgen makes on every op.
    fn check_op(&self, op: &OpDef) -> Result<()> {
        let pos = op.pos;
        if op.regions.iter().rev().skip(1).any(|r| r.is_variadic) {
            return Err(error(pos, "only the last region can be variadic"));
        }
        if op.successors.iter().rev().skip(1).any(|s| s.is_variadic) {
            return Err(error(pos, "only the last successor can be variadic"));
        }
        let groups: [(&str, Vec<&str>); 4] = [
            (
                "operands",
                op.arguments
                    .iter()
                    .map(|a| match *a {
                        ArgRef::Operand(i) => op.operands[i].name.as_str(),
                        ArgRef::Attribute(i) => op.attributes[i].name.as_str(),
                        ArgRef::Property(i) => op.properties[i].name.as_str(),
                    })
                    .collect(),
            ),
            (
                "results",
                op.results.iter().map(|v| v.name.as_str()).collect(),
            ),
            (
                "regions",
                op.regions.iter().map(|v| v.name.as_str()).collect(),
            ),
            (
                "successors",
                op.successors.iter().map(|v| v.name.as_str()).collect(),
            ),
        ];
        for (gi, (kind, names)) in groups.iter().enumerate() {
            for (i, n) in names.iter().enumerate() {
                if n.is_empty() {
                    continue;
                }
                if names[..i].contains(n) {
                    return Err(error(
                        pos,
                        format!("op has a conflict with two {kind} having the same name '{n}'"),
                    ));
                }
                for (other_kind, other) in &groups[..gi] {
                    if other.contains(n) {
                        return Err(error(
                            pos,
                            format!(
                                "op has a conflict with {other_kind} and {kind} both having an entry with the name '{n}'"
                            ),
                        ));
                    }
                }
            }
        }
        // Segment sizes, operands first, then results.
        for (kind, values, attr_sized, same_size) in [
            (
                "operands",
                &op.operands,
                "AttrSizedOperandSegments",
                "SameVariadicOperandSize",
            ),
            (
                "results",
                &op.results,
                "AttrSizedResultSegments",
                "SameVariadicResultSize",
            ),
        ] {
            let variadic = values.iter().filter(|o| o.is_variable_length()).count();
            if op.has_trait(attr_sized) && variadic < 2 {
                return Err(error(
                    pos,
                    format!(
                        "op must have at least two variadic {kind} to use '{attr_sized}' trait"
                    ),
                ));
            }
            if variadic > 1 && !op.has_trait(attr_sized) && !op.has_trait(same_size) {
                return Err(error(
                    pos,
                    format!(
                        "op has multiple variadic {kind} but no specification over their sizes"
                    ),
                ));
            }
        }
        Ok(())
    }

    fn enum_def(&self, r: &Record) -> EnumDef {
        let cases = self
            .list_defs(r, "enumerants")
            .into_iter()
            .map(|c| EnumCase {
                symbol: self.str_field(c, "symbol").into(),
                value: self.int(c, "value"),
                str: self.str_field(c, "str").into(),
            })
            .collect();
        let kind = if self.bit(r, "isBitEnum") {
            EnumKind::Bit {
                separator: self.str_field(r, "separator").into(),
                print_primary_groups: self.bit(r, "printBitEnumPrimaryGroups"),
                valid_bits: self.int(r, "validBits"),
            }
        } else if r.is_a("StrEnumAttr") {
            EnumKind::Str
        } else {
            EnumKind::Int
        };
        EnumDef {
            def_name: r.name.clone().into(),
            class_name: self.str_field(r, "className").into(),
            summary: self.str_field(r, "summary").into(),
            description: self.str_field(r, "description").into(),
            cases,
            bitwidth: self.int(r, "bitwidth"),
            kind,
            pos: r.pos,
        }
    }

    /// A dialect attribute; `None` when it has no mnemonic (no syntax).
    fn attr_def(&self, r: &'a Record) -> Option<DialectAttrDef> {
        let mnemonic = self.non_empty(r, "mnemonic")?;
        let dialect = self.str_field(self.def_field(r, "dialect")?, "name");
        let mut params = Vec::new();
        if let Some(d) = self.dag(r, "parameters") {
            for (v, n) in &d.args {
                let (rust_type, enum_name) = match v {
                    Value::Def(id) => {
                        let p = self.rec(*id);
                        let e = self
                            .def_field(p, "enum")
                            .filter(|e| e.is_a("EnumInfo"))
                            .map(|e| e.name.clone());
                        (self.str_field(p, "rustType"), e)
                    }
                    Value::Str(s) => (s.clone(), None),
                    _ => (String::new(), None),
                };
                params.push(AttrParamDef {
                    name: n.clone().unwrap_or_default().into(),
                    rust_type: rust_type.into(),
                    enum_name: enum_name.map(Str::from),
                });
            }
        }
        let format = self
            .non_empty(r, "assemblyFormat")
            .map(|f| attr_format(&f, &params));
        Some(DialectAttrDef {
            def_name: r.name.clone().into(),
            dialect: dialect.into(),
            mnemonic: mnemonic.into(),
            params,
            format,
            pos: r.pos,
        })
    }

    fn interface(&self, r: &'a Record) -> Result<InterfaceDef> {
        let mut methods = Vec::new();
        for m in self.list_defs(r, "methods") {
            let mut args = Vec::new();
            if let Some(d) = self.dag(m, "arguments") {
                for (v, n) in &d.args {
                    let Value::Str(ty) = v else {
                        return Err(error(
                            r.pos,
                            "expected a Rust type string as interface method argument",
                        ));
                    };
                    args.push((ty.clone().into(), n.clone().unwrap_or_default().into()));
                }
            }
            // Methods may be overloaded (MLIR's C++ interfaces are): they are kept in order.
            let name = self.str_field(m, "name");
            methods.push(InterfaceMethod {
                name: name.into(),
                description: self.str_field(m, "description").into(),
                return_type: self.str_field(m, "returnType").into(),
                args,
                body: self.non_empty(m, "body").map(Str::from),
                default_body: self.non_empty(m, "defaultBody").map(Str::from),
                is_static: self.bit(m, "isStatic"),
            });
        }
        Ok(InterfaceDef {
            def_name: r.name.clone().into(),
            name: self.str_field(r, "rustInterfaceName").into(),
            entity: self.str_field(r, "entityKind").into(),
            rust_module: self.str_field(r, "rustModule").into(),
            description: self.str_field(r, "description").into(),
            methods,
            base_interfaces: self
                .list_defs(r, "baseInterfaces")
                .into_iter()
                .map(|b| self.str_field(b, "rustInterfaceName").into())
                .collect(),
            pos: r.pos,
        })
    }
}

/// Lowers the predicate record `id` (a `Pred` def) on its own.
pub fn lower_pred(records: &RecordSet, id: RecId) -> std::result::Result<Pred, OdsError> {
    let r = records.get(id);
    Lowering {
        records,
        parse_formats: true,
    }
    .pred(Some(r), r.pos)
}

/// Lowers every dialect, op, enum and interface of `records`. Stops at the
/// first error of each op but reports the errors of all ops.
pub fn lower(records: &RecordSet) -> std::result::Result<Model, Vec<OdsError>> {
    lower_with(records, true)
}

/// [`lower`] for documentation: the assembly formats are kept as text, not parsed
/// ([`OpDef::format`] stays `None`), as mlir-tblgen's documentation backends leave them.
pub fn lower_for_docs(records: &RecordSet) -> std::result::Result<Model, Vec<OdsError>> {
    lower_with(records, false)
}

fn lower_with(
    records: &RecordSet,
    parse_formats: bool,
) -> std::result::Result<Model, Vec<OdsError>> {
    let l = Lowering {
        records,
        parse_formats,
    };
    let mut model = Model::default();
    let mut errors = Vec::new();
    for id in records.defs_deriving("Dialect") {
        model.dialects.push(l.dialect(records.get(id)));
    }
    for id in records.defs_deriving("EnumInfo") {
        model.enums.push(l.enum_def(records.get(id)));
    }
    for id in records.defs_deriving("AttrDef") {
        if let Some(a) = l.attr_def(records.get(id)) {
            model.attr_defs.push(a);
        }
    }
    for id in records.defs_deriving("Interface") {
        let r = records.get(id);
        if r.is_a("DeclareInterfaceMethods") {
            continue;
        }
        match l.interface(r) {
            Ok(i) => model.interfaces.push(i),
            Err(e) => errors.push(e),
        }
    }
    let mut ops = Vec::new();
    for id in records.defs_deriving("Op") {
        match l.op(records.get(id), &model.dialects) {
            Ok(op) => ops.push(op),
            Err(e) => errors.push(e),
        }
    }
    for (i, op) in ops.iter().enumerate() {
        if ops[..i].iter().any(|o| o.name == op.name) {
            errors.push(error(op.pos, format!("op '{}' is defined twice", op.name)));
        }
    }
    model.ops = ops;
    if errors.is_empty() {
        Ok(model)
    } else {
        Err(errors)
    }
}

/// Splits a dialect attribute's format into literals and parameters
/// (`` `<` $value `>` ``); unknown `$names` and directives are kept as
/// [`AttrFormatItem::Unsupported`].
fn attr_format(text: &str, params: &[AttrParamDef]) -> Vec<AttrFormatItem> {
    let mut items = Vec::new();
    let mut rest = text.trim_start();
    while let Some(c) = rest.chars().next() {
        if c == '`' {
            let body = &rest[1..];
            let end = body.find('`').unwrap_or(body.len());
            items.push(AttrFormatItem::Literal((body[..end].to_string()).into()));
            rest = body.get(end + 1..).unwrap_or("");
        } else if c == '$' {
            let body = &rest[1..];
            let end = body
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(body.len());
            let name = &body[..end];
            match params.iter().position(|p| p.name == name) {
                Some(i) => items.push(AttrFormatItem::Param(i)),
                None => items.push(AttrFormatItem::Unsupported(format!("${name}").into())),
            }
            rest = &body[end..];
        } else {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '`' || c == '$')
                .unwrap_or(rest.len())
                .max(c.len_utf8());
            items.push(AttrFormatItem::Unsupported(
                (rest[..end].to_string()).into(),
            ));
            rest = &rest[end..];
        }
        rest = rest.trim_start();
    }
    items
}

/// The documentation of a file's dialects beyond their ops (see [`DialectDocs`]).
pub fn dialect_docs(records: &RecordSet) -> DialectDocs {
    let l = Lowering {
        records,
        parse_formats: false,
    };
    let mut docs = DialectDocs::default();
    let dialect_of = |r: &Record| {
        l.def_field(r, "dialect")
            .map(|d| (d.name.clone(), l.str_field(d, "name")))
            .unwrap_or_default()
    };
    for (class, skip, list) in [
        ("DialectAttr", "AttrDef", &mut docs.attr_constraints),
        ("DialectType", "TypeDef", &mut docs.type_constraints),
    ] {
        for id in records.defs_deriving(class) {
            let r = records.get(id);
            if r.is_a(skip) {
                continue;
            }
            list.push(ConstraintDoc {
                dialect: dialect_of(r).0,
                summary: l.doc_summary(r),
                description: l.str_field(r, "description"),
            });
        }
    }
    for (class, list) in [
        ("AttrDef", &mut docs.attr_defs),
        ("TypeDef", &mut docs.type_defs),
    ] {
        // In mlir-tblgen's record order: runs of digits compare as numbers (`Float8E5M2`
        // before `Float16`).
        for id in records.all_defs_deriving(class) {
            let r = records.get(id);
            if r.is_anonymous() {
                continue;
            }
            let (dialect, dialect_name) = dialect_of(r);
            let mut params = Vec::new();
            if let Some(d) = l.dag(r, "parameters") {
                for (v, n) in &d.args {
                    let (cpp_type, syntax, summary) = match v {
                        Value::Str(s) => (s.clone(), s.clone(), String::new()),
                        Value::Def(id) => {
                            let p = records.get(*id);
                            let ty = l
                                .non_empty(p, "cppType")
                                .unwrap_or_else(|| l.str_field(p, "rustType"));
                            let syntax = l.opt_str_field(p, "syntax").unwrap_or_else(|| ty.clone());
                            (ty, syntax, l.str_field(p, "summary"))
                        }
                        _ => Default::default(),
                    };
                    params.push(ParamDoc {
                        name: n.clone().unwrap_or_default(),
                        cpp_type,
                        syntax,
                        summary,
                    });
                }
            }
            list.push(AttrOrTypeDoc {
                dialect,
                dialect_name,
                // MLIR's base library names the class `cppClassName`, ropt's `rustClassName`.
                class_name: l
                    .non_empty(r, "cppClassName")
                    .unwrap_or_else(|| l.str_field(r, "rustClassName")),
                summary: l.str_field(r, "summary"),
                description: l.str_field(r, "description"),
                mnemonic: l.opt_str_field(r, "mnemonic"),
                has_custom_syntax: l.bit(r, "hasCustomAssemblyFormat"),
                params,
            });
        }
    }
    for id in records.all_defs_deriving("EnumInfo") {
        let r = records.get(id);
        docs.enums.push(EnumDoc {
            class_name: l.str_field(r, "className"),
            summary: l.str_field(r, "summary"),
            cases: (l.list_defs(r, "enumerants").into_iter())
                .map(|c| {
                    (
                        l.str_field(c, "symbol"),
                        l.int(c, "value"),
                        l.str_field(c, "str"),
                    )
                })
                .collect(),
        });
    }
    docs
}
