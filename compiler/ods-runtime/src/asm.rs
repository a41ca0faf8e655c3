//! The declarative assembly format, interpreted: parses and prints an op of
//! a loaded dialect through [`OpAsmParser`] / [`OpAsmPrinter`] the way the
//! parser and printer mlir-tblgen generates from the same format do
//! (spacing, elided attributes, optional groups and their anchors).

use std::ops::Range;

use smallvec::SmallVec;

use ropt_ir::asm_interface::{
    AsmError, AsmResult, ListDelimiter, OpAsmParser, OpAsmPrinter, Punct, SourcePos,
    UnresolvedOperand,
};
use ropt_ir::{
    Attribute, AttributeKind, BlockId, Body, Identifier, NamedAttribute, OpId, OperationState,
    RegionId, Type,
};

use super::RuntimeOp;
use super::attrs::{enum_attr, enum_value};
use super::custom::{CustomArg, CustomDirectives, PrintArg};
use super::dialect_attrs::{OpTokens, attr_def_of, build, parse_stripped, stripped_text};
use super::props::{self as prop, PropPlan};
use ropt_ods_model::format::{
    Element, Format, Item, TypeSource, VarRef, is_unit_attr, space_before_literal,
};
use ropt_ods_model::model::{EnumDef, OpDef, ValueDef, Variadicity};

#[path = "asm_generated.rs"]
pub mod generated;

/// What the interpreter precomputes per op at registration, so that parsing
/// and printing an op builds no strings and compares no names.
#[derive(Debug)]
pub struct Plan {
    /// Names `attr-dict` leaves out: attributes the format prints, segment sizes.
    pub elided: Vec<&'static str>,
    /// [`Plan::elided`], interned.
    pub elided_ids: Vec<Identifier>,
    /// The identifier of each attribute (by definition index).
    pub attr_ids: Vec<Identifier>,
    /// The default value of each attribute, if default-valued.
    pub defaults: Vec<Option<Attribute>>,
    /// The properties of an op whose format and dictionary set no attribute:
    /// the default-valued (not optional) attributes with their defaults.
    pub default_props: Option<Attribute>,
    /// The properties (by definition index; `None` for one ropt cannot
    /// store, which only a compiled dialect may have).
    pub props: Vec<Option<PropPlan>>,
    /// The properties the format writes outside `prop-dict`.
    pub format_props: Vec<Identifier>,
    /// The type an attribute's value is parsed with when the format omits it.
    pub value_types: Vec<Option<Type>>,
    /// Operand types built by their constraint's builder.
    pub built_operand_types: Vec<Option<Type>>,
    /// Result types built by their constraint's builder.
    pub built_result_types: Vec<Option<Type>>,
    /// The format needs something besides the interpreter (custom directives...).
    pub needs_more: bool,
    /// `AttrSizedOperandSegments`.
    pub attr_sized_operands: bool,
    /// `AttrSizedResultSegments`.
    pub attr_sized_results: bool,
    /// The format has `prop-dict`: the properties print there, `attr-dict` prints the
    /// discardable attributes only.
    pub prop_dict: bool,
    /// `NoTerminator`.
    pub no_terminator: bool,
    /// The enum of each attribute (by definition index), if it stores one.
    pub enums: Vec<Option<EnumPlan>>,
    /// `operandSegmentSizes`, interned.
    pub segment_sizes_id: Identifier,
    /// `resultSegmentSizes`, interned.
    pub result_segment_sizes_id: Identifier,
    /// The attribute dictionaries parsed ops of this kind got.
    pub dicts: DictCache,
    /// The dialect attribute definition each attribute (by definition index)
    /// stores, looked up once.
    pub attr_defs: std::sync::OnceLock<Vec<Option<&'static ropt_ods_model::model::DialectAttrDef>>>,
    /// The parser and printer generated for the op (compiled dialects), which
    /// [`parse`] and [`print`] hand over to.
    pub generated: Option<generated::GeneratedAsm>,
}

/// Attribute dictionaries by their entries: ops of one kind mostly carry a few
/// distinct property sets, which are then uniqued once each.
#[derive(Debug, Default)]
pub struct DictCache(
    std::sync::RwLock<rustc_hash::FxHashMap<SmallVec<[NamedAttribute; 4]>, Attribute>>,
);

impl DictCache {
    /// Dictionaries kept at most (the cache is cleared when full).
    const LIMIT: usize = 256;

    /// `ctx.dictionary_attr(entries)`, remembered.
    pub fn get(&self, ctx: &ropt_ir::Context, entries: &[NamedAttribute]) -> Attribute {
        if let Some(a) = self.0.read().ok().and_then(|m| m.get(entries).copied()) {
            return a;
        }
        let a = ctx.dictionary_attr(entries);
        if let Ok(mut m) = self.0.write() {
            if m.len() >= Self::LIMIT {
                m.clear();
            }
            m.insert(entries.into(), a);
        }
        a
    }
}

/// An enum attribute's cases, precomputed: parsing a case keyword and printing
/// a case build no strings and unique no attributes.
#[derive(Debug)]
pub struct EnumPlan {
    /// The enum.
    pub def: &'static EnumDef,
    /// Integer and string enums: each case's string, attribute and printed form.
    pub cases: Vec<(&'static str, Attribute, String)>,
}

impl EnumPlan {
    /// The plan of `def` (bit enums get no precomputed cases).
    pub fn new(ctx: &ropt_ir::Context, def: &'static EnumDef) -> EnumPlan {
        let cases = match def.kind {
            ropt_ods_model::model::EnumKind::Int | ropt_ods_model::model::EnumKind::Str => def
                .cases
                .iter()
                .filter_map(|c| {
                    let attr = enum_attr(ctx, def, c.value)?;
                    let printed = def.stringify(c.value).map(|s| {
                        let mut out = String::new();
                        ropt_asm::printer::attributes::write_keyword_or_string(&mut out, &s);
                        out
                    })?;
                    Some((c.str.as_str(), attr, printed))
                })
                .collect(),
            _ => Vec::new(),
        };
        EnumPlan { def, cases }
    }

    /// The attribute of the case spelled `text` (first match), if precomputed.
    fn attr_of(&self, text: &str) -> Option<Attribute> {
        self.cases.iter().find(|c| c.0 == text).map(|c| c.1)
    }

    /// The printed form of enum attribute `value`, if precomputed.
    fn printed(&self, value: Attribute) -> Option<&str> {
        self.cases
            .iter()
            .find(|c| c.1 == value)
            .map(|c| c.2.as_str())
    }
}

impl Plan {
    /// The enum attribute `i` (a definition index) stores, if any.
    pub fn enum_of(&self, i: usize) -> Option<&EnumPlan> {
        self.enums.get(i).and_then(Option::as_ref)
    }

    /// The plan of `def`.
    pub fn new(
        ctx: &ropt_ir::Context,
        def: &'static OpDef,
        defaults: &[(&'static str, Attribute)],
        value_types: &[(&'static str, Type)],
    ) -> Plan {
        let mut elided: Vec<&'static str> = Vec::new();
        let mut format_props = Vec::new();
        if let Some(f) = &def.format {
            let mut used = Vec::new();
            collect_vars(&f.items, &mut used);
            elided.extend(used.iter().filter_map(|v| match v {
                VarRef::Attribute(i) => Some(def.attributes[*i].name.as_str()),
                _ => None,
            }));
            format_props.extend(used.iter().filter_map(|v| match v {
                VarRef::Property(i) => Some(ctx.identifier(&def.properties[*i].name)),
                _ => None,
            }));
        }
        elided.extend(["operandSegmentSizes", "resultSegmentSizes"]);
        let by_name = |name: &str| defaults.iter().find(|(n, _)| *n == name).map(|(_, a)| *a);
        let built = |sources: Option<&Vec<TypeSource>>, n: usize| -> Vec<Option<Type>> {
            (0..n)
                .map(|i| match sources.and_then(|s| s.get(i)) {
                    Some(TypeSource::Buildable(call)) => super::attrs::build_type(ctx, call),
                    _ => None,
                })
                .collect()
        };
        let mut default_props: SmallVec<[NamedAttribute; 4]> = def
            .attributes
            .iter()
            .filter(|a| !a.constraint.is_optional)
            .filter_map(|a| {
                Some(NamedAttribute::new(
                    ctx.identifier(&a.name),
                    by_name(&a.name)?,
                ))
            })
            .collect();
        let props: Vec<Option<PropPlan>> = (def.properties.iter())
            .map(|p| PropPlan::new(ctx, p))
            .collect();
        default_props.extend(
            props
                .iter()
                .flatten()
                .map(|p| NamedAttribute::new(p.id, p.initial)),
        );
        default_props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        Plan {
            props,
            format_props,
            default_props: (!default_props.is_empty()).then(|| ctx.dictionary_attr(&default_props)),
            elided_ids: elided.iter().map(|n| ctx.identifier(n)).collect(),
            elided,
            attr_ids: def
                .attributes
                .iter()
                .map(|a| ctx.identifier(&a.name))
                .collect(),
            defaults: def.attributes.iter().map(|a| by_name(&a.name)).collect(),
            value_types: def
                .attributes
                .iter()
                .map(|a| {
                    value_types
                        .iter()
                        .find(|(n, _)| *n == a.name)
                        .map(|(_, t)| *t)
                })
                .collect(),
            built_operand_types: built(
                def.format.as_ref().map(|f| &f.operand_types),
                def.operands.len(),
            ),
            built_result_types: built(
                def.format.as_ref().map(|f| &f.result_types),
                def.results.len(),
            ),
            needs_more: def
                .format
                .as_ref()
                .is_some_and(|f| unsupported(f, None).is_some()),
            attr_sized_operands: def.has_trait("AttrSizedOperandSegments"),
            attr_sized_results: def.has_trait("AttrSizedResultSegments"),
            prop_dict: def.format.as_ref().is_some_and(|f| has_prop_dict(&f.items)),
            no_terminator: def.has_trait("NoTerminator"),
            enums: Vec::new(),
            segment_sizes_id: ctx.identifier("operandSegmentSizes"),
            result_segment_sizes_id: ctx.identifier("resultSegmentSizes"),
            dicts: DictCache::default(),
            attr_defs: std::sync::OnceLock::new(),
            generated: None,
        }
    }
}

/// The dialect attribute definition attribute `i` of `rt`'s op stores, if any.
fn attr_def(rt: &RuntimeOp, i: usize) -> Option<&'static ropt_ods_model::model::DialectAttrDef> {
    let model: &'static ropt_ods_model::model::Model = rt.model;
    rt.plan
        .attr_defs
        .get_or_init(|| {
            rt.def
                .attributes
                .iter()
                .map(|a| attr_def_of(model, a))
                .collect()
        })
        .get(i)
        .copied()
        .flatten()
}

/// The first element the interpreter cannot handle, as a message; custom
/// directives are handled when `custom` has them.
pub fn unsupported(format: &Format, custom: Option<&CustomDirectives>) -> Option<String> {
    walk_unsupported(&format.items, custom)
}

fn walk_unsupported(items: &[Item], custom: Option<&CustomDirectives>) -> Option<String> {
    for it in items {
        match &it.element {
            Element::Custom { name, .. } if custom.and_then(|c| c.get(name)).is_none() => {
                return Some(format!(
                    "uses `custom<{name}>`, which needs a compiled dialect"
                ));
            }
            Element::OIList(clauses) => {
                if let Some(m) = clauses.iter().find_map(|c| walk_unsupported(c, custom)) {
                    return Some(m);
                }
            }
            Element::Optional { then, else_, .. } => {
                if let Some(m) =
                    walk_unsupported(then, custom).or_else(|| walk_unsupported(else_, custom))
                {
                    return Some(m);
                }
            }
            _ => {}
        }
    }
    None
}

/// Value ranges, one per operand (result, successor) definition.
pub type Groups = SmallVec<[Range<usize>; 4]>;

/// The ranges of values each operand (result) definition stands for.
pub fn value_groups(defs: &[ValueDef], total: usize, sizes: Option<Vec<i128>>) -> Groups {
    if sizes.is_none() && defs.iter().all(|d| !d.is_variable_length()) {
        return (0..defs.len())
            .map(|i| i.min(total)..(i + 1).min(total))
            .collect();
    }
    let mut counts: SmallVec<[usize; 4]> = match sizes {
        Some(s) if s.len() == defs.len() => s
            .into_iter()
            .map(|n| usize::try_from(n).unwrap_or(0))
            .collect(),
        _ => {
            let variable = defs.iter().filter(|d| d.is_variable_length()).count();
            let fixed = defs.len() - variable;
            let each = total
                .saturating_sub(fixed)
                .checked_div(variable)
                .unwrap_or(0);
            defs.iter()
                .map(|d| if d.is_variable_length() { each } else { 1 })
                .collect()
        }
    };
    let mut start = 0;
    counts
        .iter_mut()
        .map(|c| {
            let s = start.min(total);
            start += *c;
            s..start.min(total)
        })
        .collect()
}

/// The ranges of `op`'s results each result definition of `rt` stands for (from
/// `resultSegmentSizes` when the op has it; sizes that do not add up are clamped).
pub fn result_groups(rt: &RuntimeOp, body: &Body, op: OpId) -> Groups {
    let sizes = attr_by_id(body, op, rt.plan.result_segment_sizes_id)
        .and_then(super::host::dense_array_values);
    value_groups(&rt.def.results, body.num_results(op), sizes)
}

fn segment_sizes(body: &Body, op: OpId, name: &str) -> Option<Vec<i128>> {
    body.attr(op, name)
        .and_then(super::host::dense_array_values)
}

/// The attribute named `id` of `op` (inherent first, then discardable), found
/// by identity: the same as `body.attr(op, id.as_str())` without comparing
/// strings.
pub fn attr_by_id(body: &Body, op: OpId, id: Identifier) -> Option<Attribute> {
    let o = body.op(op);
    let find = |d: Option<Attribute>| {
        d.and_then(Attribute::as_dictionary)
            .and_then(|d| d.iter().find(|n| n.name == id))
            .map(|n| n.value)
    };
    find(o.properties()).or_else(|| find(o.attributes()))
}

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

/// Values of an op, inline when few.
type Values = SmallVec<[ropt_ir::ValueId; 4]>;
/// Types of values, inline when few.
type Types = SmallVec<[Type; 4]>;

struct Printer<'a, 'p> {
    p: &'p mut dyn OpAsmPrinter,
    rt: &'a RuntimeOp,
    op: OpId,
    operands: Values,
    operand_groups: Groups,
    results: Values,
    result_groups: Groups,
    successors: SmallVec<[BlockId; 2]>,
    successor_groups: Groups,
    should_emit_space: bool,
    last_was_punct: bool,
}

/// Prints what follows the op name.
pub fn print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let Some(rt) = p.body().op(op).name().interface::<RuntimeOp>() else {
        return;
    };
    if let Some(g) = &rt.plan.generated {
        return (g.print)(p, op);
    }
    let Some(format) = &rt.def.format else {
        return;
    };
    let mut pr = Printer::new(p, rt, op);
    pr.items(&format.items, true);
}

impl<'a, 'p> Printer<'a, 'p> {
    /// A printer of `op` (an op of `rt`) with its value groups computed.
    fn new(p: &'p mut dyn OpAsmPrinter, rt: &'a RuntimeOp, op: OpId) -> Self {
        let body = p.body();
        let def = rt.def;
        let operands: Values = body.operands(op).collect();
        let results: Values = body.results(op).collect();
        let successors: SmallVec<[BlockId; 2]> = body.successors(op).collect();
        let sizes =
            |id: Identifier| attr_by_id(body, op, id).and_then(super::host::dense_array_values);
        let operand_groups = value_groups(
            &def.operands,
            operands.len(),
            sizes(rt.plan.segment_sizes_id),
        );
        let result_groups = result_groups(rt, body, op);
        let successor_groups = if def.successors.is_empty() {
            Groups::new()
        } else {
            let fixed = def.successors.iter().filter(|s| !s.is_variadic).count();
            let mut start = 0;
            def.successors
                .iter()
                .map(|s| {
                    let n = if s.is_variadic {
                        successors.len().saturating_sub(fixed)
                    } else {
                        1
                    };
                    let r = start.min(successors.len())..(start + n).min(successors.len());
                    start += n;
                    r
                })
                .collect()
        };
        Printer {
            p,
            rt,
            op,
            operands,
            operand_groups,
            results,
            result_groups,
            successors,
            successor_groups,
            should_emit_space: true,
            last_was_punct: false,
        }
    }
}

impl Printer<'_, '_> {
    fn body(&self) -> &Body {
        self.p.body()
    }

    /// The value of attribute `i` (a definition index) on the op.
    fn attr(&self, i: usize) -> Option<Attribute> {
        attr_by_id(self.body(), self.op, self.rt.plan.attr_ids[i])
    }

    fn write(&mut self, active: bool, s: &str) {
        if active {
            self.p.write_str(s);
        }
    }

    fn items(&mut self, items: &[Item], active: bool) {
        for it in items {
            self.item(it, active, None);
        }
    }

    /// Prints one element; `skip_unit` is the anchor of the enclosing group
    /// when it is a unit attribute (not printed).
    fn item(&mut self, it: &Item, active: bool, skip_unit: Option<VarRef>) {
        match &it.element {
            Element::Literal(lit) => self.literal(lit, active),
            Element::AttrDict { with_keyword } => {
                if active {
                    self.attr_dict(*with_keyword);
                }
                self.last_was_punct = false;
            }
            Element::PropDict => {
                if active {
                    print_prop_dict(&mut *self.p, self.rt, self.op);
                }
                self.last_was_punct = false;
            }
            Element::Optional {
                then,
                else_,
                anchor,
            } => {
                let present = active && self.anchor_present(&then[*anchor]);
                // A unit anchor after a literal is implied by it; leading its group it is
                // printed as `unit`.
                let unit = match &then[*anchor].element {
                    Element::Var(v)
                        if *anchor != 0 && is_unit_attr(self.rt.def, &then[*anchor].element) =>
                    {
                        Some(*v)
                    }
                    _ => None,
                };
                for t in then {
                    self.item(t, present, unit);
                }
                let absent = active && !present;
                for e in else_ {
                    self.item(e, absent, None);
                }
            }
            Element::OIList(clauses) => {
                for clause in clauses {
                    let present = active && self.clause_present(clause);
                    for t in clause {
                        if !is_unit_attr(self.rt.def, &t.element) {
                            self.item(t, present, None);
                        }
                    }
                }
            }
            Element::Var(v) if skip_unit == Some(*v) => {}
            _ => {
                if self.should_emit_space || !self.last_was_punct {
                    self.write(active, " ");
                }
                self.last_was_punct = false;
                self.should_emit_space = true;
                if active {
                    self.element(&it.element);
                }
            }
        }
    }

    fn literal(&mut self, lit: &str, active: bool) {
        match lit {
            "" | " " => {
                if lit == " " {
                    self.write(active, " ");
                    self.last_was_punct = false;
                } else {
                    self.last_was_punct = true;
                }
                self.should_emit_space = false;
            }
            "\\n" | "\n" => {
                if active {
                    self.p.print_newline();
                }
                self.should_emit_space = false;
                self.last_was_punct = true;
            }
            _ => {
                if self.should_emit_space && space_before_literal(lit, self.last_was_punct) {
                    self.write(active, " ");
                }
                self.write(active, lit);
                let first = lit.chars().next().unwrap_or(' ');
                self.should_emit_space = lit.len() != 1 || !"<({[".contains(first);
                self.last_was_punct = first != '_' && !first.is_ascii_alphabetic();
            }
        }
    }

    /// Prints `attr-dict` (`attr-dict-with-keyword` when `with_keyword`).
    fn attr_dict(&mut self, with_keyword: bool) {
        print_attr_dict(&mut *self.p, self.rt, self.op, with_keyword);
    }

    fn anchor_present(&self, it: &Item) -> bool {
        match &it.element {
            Element::Var(v) => self.var_present(*v),
            Element::Type(inner) | Element::Qualified(inner) => self.anchor_present(inner),
            Element::Operands => !self.operands.is_empty(),
            Element::Results => !self.results.is_empty(),
            Element::Regions => !self.body().regions(self.op).is_empty(),
            Element::Successors => !self.successors.is_empty(),
            _ => true,
        }
    }

    /// Whether an `oilist` clause prints: one of its variables is present.
    pub(crate) fn clause_present(&self, clause: &[Item]) -> bool {
        clause.iter().any(|t| match &t.element {
            Element::Var(v) => self.var_present(*v),
            _ => false,
        })
    }

    fn var_present(&self, v: VarRef) -> bool {
        match v {
            VarRef::Operand(i) => !self.operand_groups[i].is_empty(),
            VarRef::Result(i) => !self.result_groups[i].is_empty(),
            VarRef::Attribute(i) => match self.attr(i) {
                None => false,
                Some(v) => self.rt.plan.defaults[i] != Some(v),
            },
            VarRef::Property(i) => prop_of(self.rt, self.body(), self.op, i)
                .is_some_and(|(plan, v)| plan.default != Some(v)),
            VarRef::Region(i) => self
                .body()
                .regions(self.op)
                .get(i)
                .is_some_and(|&r| self.body().regions_body(self.op).blocks(r).next().is_some()),
            VarRef::Successor(i) => !self.successor_groups[i].is_empty(),
        }
    }

    fn element(&mut self, e: &Element) {
        match e {
            Element::Var(v) => self.var(*v),
            Element::Operands => self.p.print_operands(&self.operands),
            Element::Regions => {
                let n = self.body().regions(self.op).len();
                for i in 0..n {
                    if i > 0 {
                        self.p.write_str(", ");
                    }
                    self.region(i);
                }
            }
            Element::Successors => self.successor_list(0..self.successors.len()),
            // The generated printer wrote the space before it.
            Element::PropDict => print_prop_dict_entries(&mut *self.p, self.rt, self.op),
            Element::Type(inner) | Element::Qualified(inner) => self.types_of(inner),
            Element::Custom { name, args } => {
                let Some(d) = self
                    .body()
                    .op(self.op)
                    .name()
                    .interface::<CustomDirectives>()
                    .and_then(|c| c.get(name))
                else {
                    return;
                };
                let args: Vec<PrintArg> = args.iter().map(|a| self.print_arg(a)).collect();
                (d.print)(&mut *self.p, self.op, &args);
            }
            Element::FunctionalType(ins, outs) => {
                let ins = self.type_list(ins);
                let outs = self.type_list(outs);
                self.p.write_str("(");
                self.p.print_types(&ins);
                self.p.write_str(") -> ");
                let wrap = outs.len() != 1 || outs[0].is_function();
                if wrap {
                    self.p.write_str("(");
                }
                self.p.print_types(&outs);
                if wrap {
                    self.p.write_str(")");
                }
            }
            _ => {}
        }
    }

    /// The values of a custom directive argument.
    fn print_arg(&self, a: &Item) -> PrintArg {
        let body = self.body();
        match &a.element {
            Element::Ref(inner) => self.print_arg(inner),
            Element::Var(VarRef::Operand(i)) => {
                let vals = &self.operands[self.operand_groups[*i].clone()];
                match self.vov_sizes(*i) {
                    Some(sizes) => PrintArg::OperandGroups(split_groups(vals, &sizes)),
                    None => PrintArg::Operands(vals.to_vec()),
                }
            }
            Element::Type(t) | Element::Qualified(t) => {
                let types = self.type_list(t);
                match &t.element {
                    Element::Var(VarRef::Operand(i)) => match self.vov_sizes(*i) {
                        Some(sizes) => PrintArg::TypeGroups(split_groups(&types, &sizes)),
                        None => PrintArg::Types(types.to_vec()),
                    },
                    _ => PrintArg::Types(types.to_vec()),
                }
            }
            Element::Var(VarRef::Attribute(i)) => PrintArg::Attr(self.attr(*i)),
            Element::Var(VarRef::Property(i)) => {
                PrintArg::Attr(prop_of(self.rt, body, self.op, *i).map(|(_, v)| v))
            }
            Element::Var(VarRef::Successor(i)) => {
                PrintArg::Successors(self.successors[self.successor_groups[*i].clone()].to_vec())
            }
            Element::Var(VarRef::Region(i)) => {
                let n = body.regions(self.op).len();
                if self.rt.def.regions[*i].is_variadic {
                    let fixed = self.rt.def.regions.len() - 1;
                    PrintArg::Regions((*i..n.saturating_sub(fixed - *i)).collect())
                } else {
                    PrintArg::Regions(vec![*i])
                }
            }
            _ => PrintArg::Other,
        }
    }

    /// The group sizes of a `VariadicOfVariadic` operand.
    fn vov_sizes(&self, i: usize) -> Option<Vec<usize>> {
        let Variadicity::VariadicOfVariadic(attr) = &self.rt.def.operands[i].variadicity else {
            return None;
        };
        let sizes = segment_sizes(self.body(), self.op, attr).unwrap_or_default();
        Some(
            sizes
                .into_iter()
                .map(|n| usize::try_from(n).unwrap_or(0))
                .collect(),
        )
    }

    fn successor_list(&mut self, range: Range<usize>) {
        for (i, k) in range.enumerate() {
            if i > 0 {
                self.p.write_str(", ");
            }
            self.p.print_successor(self.successors[k]);
        }
    }

    fn region(&mut self, i: usize) {
        // With an implicit terminator, the terminator is left out only when it carries
        // nothing: no operands, no results and no attributes (as mlir-tblgen's printers).
        let mut print_terminator = true;
        if self.rt.implicit_terminator {
            let body = self.body();
            let region = body.regions(self.op)[i];
            let last = body.blocks(region).next().and_then(|b| body.ops(b).last());
            print_terminator = last.is_none_or(|t| {
                !body.op_name(t).has_trait(ropt_ir::Traits::TERMINATOR)
                    || body.num_operands(t) != 0
                    || body.num_results(t) != 0
                    || body.op(t).attributes().is_some()
            });
        }
        self.p.print_region(self.op, i, true, print_terminator);
    }

    fn var(&mut self, v: VarRef) {
        match v {
            VarRef::Operand(i) => self
                .p
                .print_operands(&self.operands[self.operand_groups[i].clone()]),
            VarRef::Result(i) => self
                .p
                .print_operands(&self.results[self.result_groups[i].clone()]),
            VarRef::Attribute(i) => {
                let Some(value) = self.attr(i) else {
                    return;
                };
                print_attr(&mut *self.p, self.rt, i, value);
            }
            VarRef::Property(i) => {
                if let Some((plan, value)) = prop_of(self.rt, self.body(), self.op, i) {
                    prop::print(&mut *self.p, &plan.kind, value);
                }
            }
            VarRef::Region(i) => {
                let def = &self.rt.def.regions[i];
                if def.is_variadic {
                    let fixed = self.rt.def.regions.len() - 1;
                    let n = self.body().regions(self.op).len();
                    for (k, r) in (i..n.saturating_sub(fixed - i)).enumerate() {
                        if k > 0 {
                            self.p.write_str(", ");
                        }
                        self.region(r);
                    }
                } else {
                    self.region(i);
                }
            }
            VarRef::Successor(i) => self.successor_list(self.successor_groups[i].clone()),
        }
    }

    fn type_list(&self, it: &Item) -> Types {
        let body = self.body();
        let vals: &[ropt_ir::ValueId] = match &it.element {
            Element::Var(v) => return self.var_types(*v),
            Element::Operands => &self.operands,
            Element::Results => &self.results,
            Element::Type(inner) | Element::Qualified(inner) => return self.type_list(inner),
            _ => &[],
        };
        vals.iter().map(|&v| body.value_type(v)).collect()
    }

    /// The types `type($v)` stands for.
    fn var_types(&self, v: VarRef) -> Types {
        let body = self.body();
        let vals: &[ropt_ir::ValueId] = match v {
            VarRef::Operand(i) => &self.operands[self.operand_groups[i].clone()],
            VarRef::Result(i) => &self.results[self.result_groups[i].clone()],
            VarRef::Attribute(i) => {
                return self.attr(i).and_then(|v| v.as_type()).into_iter().collect();
            }
            _ => &[],
        };
        vals.iter().map(|&v| body.value_type(v)).collect()
    }

    fn types_of(&mut self, it: &Item) {
        let types = self.type_list(it);
        self.p.print_types(&types);
    }
}

/// Property `i` of `op` (an op of `rt`) and its value.
fn prop_of<'r>(
    rt: &'r RuntimeOp,
    body: &Body,
    op: OpId,
    i: usize,
) -> Option<(&'r PropPlan, Attribute)> {
    let plan = rt.plan.props.get(i)?.as_ref()?;
    Some((plan, attr_by_id(body, op, plan.id)?))
}

/// Prints `attr-dict` of `op` (an op of `rt`): its attributes but those the
/// format prints, segment sizes, and default-valued ones holding their
/// default; nothing when that leaves none.
fn print_attr_dict(p: &mut dyn OpAsmPrinter, rt: &RuntimeOp, op: OpId, with_keyword: bool) {
    let plan = &rt.plan;
    let body = p.body();
    let attr = |i: usize| attr_by_id(body, op, plan.attr_ids[i]);
    let o = body.op(op);
    let elided = |na: &NamedAttribute| {
        plan.elided_ids.contains(&na.name)
            || plan.attr_ids.iter().enumerate().any(|(i, id)| {
                *id == na.name && plan.defaults[i].is_some() && attr(i) == plan.defaults[i]
            })
    };
    let props = if plan.prop_dict { None } else { o.properties() };
    if [props, o.attributes()]
        .into_iter()
        .flatten()
        .filter_map(Attribute::as_dictionary)
        .all(|d| d.iter().all(elided))
    {
        return;
    }
    let mut names: SmallVec<[&str; 8]> = plan.elided.iter().copied().collect();
    if plan.prop_dict {
        names.extend(rt.inherent.iter().copied());
    }
    for (i, d) in plan.defaults.iter().enumerate() {
        if let Some(d) = d
            && attr(i) == Some(*d)
        {
            names.push(rt.def.attributes[i].name.as_str());
        }
    }
    if with_keyword {
        p.print_optional_attr_dict_with_keyword(op, &names);
    } else {
        p.print_optional_attr_dict(op, &names);
    }
}

/// Prints `prop-dict`: a space, then the op's properties as `<{...}>` when some are left
/// once those the format prints elsewhere and those at their default are elided (as
/// mlir-tblgen's printers do).
fn print_prop_dict(p: &mut dyn OpAsmPrinter, rt: &RuntimeOp, op: OpId) {
    p.write_str(" ");
    print_prop_dict_entries(p, rt, op);
}

/// [`print_prop_dict`] without the space.
fn print_prop_dict_entries(p: &mut dyn OpAsmPrinter, rt: &RuntimeOp, op: OpId) {
    let plan = &rt.plan;
    let body = p.body();
    let entries = body
        .op(op)
        .properties()
        .and_then(|d| d.as_dictionary())
        .unwrap_or(&[]);
    let kept: SmallVec<[NamedAttribute; 4]> = entries
        .iter()
        .filter(|na| {
            !plan.elided_ids.contains(&na.name)
                && !plan.format_props.contains(&na.name)
                && !plan.attr_ids.iter().enumerate().any(|(i, id)| {
                    *id == na.name && plan.defaults[i].is_some_and(|d| d == na.value)
                })
                && !(plan.props.iter().flatten())
                    .any(|p| p.id == na.name && p.default == Some(na.value))
        })
        .copied()
        .collect();
    if kept.is_empty() {
        return;
    }
    // Entries as a dictionary prints them (the names are the op's identifiers).
    p.write_str("<{");
    for (i, na) in kept.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str(na.name.as_str());
        if !matches!(na.value.kind(), AttributeKind::Unit) {
            p.write_str(" = ");
            p.print_attribute(na.value);
        }
    }
    p.write_str("}>");
}

/// Prints the value of attribute `i` of `rt`'s op as a format variable (the
/// forms [`parse_attr`] reads).
fn print_attr(p: &mut dyn OpAsmPrinter, rt: &RuntimeOp, i: usize, value: Attribute) {
    let a = &rt.def.attributes[i];
    if a.constraint.dense_array_elem.is_some()
        && let AttributeKind::DenseArray { elem, len, data } = value.kind()
    {
        let mut out = String::new();
        write_dense_array(&mut out, *elem, *len, data);
        p.write_str(&out);
        return;
    }
    if let Some(d) = attr_def(rt, i) {
        match stripped_text(d, &value) {
            Some(s) => p.write_str(s),
            None => p.print_attribute(value),
        }
        return;
    }
    if let Some(s) = rt.plan.enum_of(i).and_then(|e| e.printed(value)) {
        p.write_str(s);
        return;
    }
    if let Some(e) = rt.plan.enum_of(i).map(|e| e.def)
        && let Some(s) = enum_value(e, value).and_then(|v| e.stringify(v))
    {
        let mut out = String::new();
        ropt_asm::printer::attributes::write_keyword_or_string(&mut out, &s);
        p.write_str(&out);
        return;
    }
    if a.constraint.def_name == "SymbolNameAttr"
        && let Some(s) = value.as_bytes()
    {
        p.print_symbol_name(s);
        return;
    }
    if rt.plan.value_types[i].is_some() {
        attr_without_type(p, value);
    } else {
        p.print_attribute(value);
    }
}

fn attr_without_type(p: &mut dyn OpAsmPrinter, a: Attribute) {
    match a.kind() {
        AttributeKind::Integer { ty, value } => {
            if ty.is_signless_int(1) {
                p.write_str(if value.is_zero() { "false" } else { "true" });
                return;
            }
            let signed = !matches!(ty.int_info(), Some((_, ropt_ir::Signedness::Unsigned)));
            let s = value.to_decimal(signed);
            p.write_str(&s);
        }
        AttributeKind::Float { ty, bits } if ty.float_kind().is_some() => {
            let mut s = String::new();
            if let Some(k) = ty.float_kind() {
                ropt_asm::printer::float::write_float(&mut s, k, *bits);
            }
            p.write_str(&s);
        }
        _ => p.print_attribute(a),
    }
}

/// Splits `items` into consecutive groups of `sizes` (clamped to what exists).
fn split_groups<T: Copy>(items: &[T], sizes: &[usize]) -> Vec<Vec<T>> {
    let mut start = 0;
    sizes
        .iter()
        .map(|&n| {
            let s = start.min(items.len());
            start += n;
            items[s..start.min(items.len())].to_vec()
        })
        .collect()
}

/// Writes the stripped form of a dense array attribute: `[1, 2]`.
fn write_dense_array(out: &mut String, elem: Type, len: usize, data: &[u8]) {
    use std::fmt::Write;
    let width = elem
        .int_info()
        .map(|(w, _)| w)
        .or_else(|| elem.float_kind().map(|k| k.width()))
        .unwrap_or(64);
    let bytes = (width as usize).div_ceil(8).max(1);
    out.push('[');
    for (i, chunk) in data.chunks(bytes).take(len).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let mut v: u128 = 0;
        for (k, &b) in chunk.iter().enumerate().take(16) {
            v |= (b as u128) << (8 * k);
        }
        if let Some(k) = elem.float_kind() {
            ropt_asm::printer::float::write_float(out, k, v);
        } else if width == 1 {
            out.push_str(if v & 1 == 1 { "true" } else { "false" });
        } else {
            let mut s = v as i128;
            if width < 128 && (s >> (width - 1)) & 1 == 1 {
                s -= 1i128 << width;
            }
            let _ = write!(out, "{s}");
        }
    }
    out.push(']');
}

/// Whether `ty` belongs to the builtin type class `kind` (a constraint's
/// `parseKind`: `builtin.function`, `builtin.integer`, `builtin.index`,
/// `builtin.complex`); a kind this list does not know accepts every type.
pub fn type_has_kind(ty: Type, kind: &str) -> bool {
    match kind {
        "builtin.function" => ty.is_function(),
        "builtin.integer" => ty.is_integer(),
        "builtin.index" => ty.is_index(),
        "builtin.complex" => matches!(ty.kind(), ropt_ir::TypeKind::Complex(_)),
        // A dialect's type class: `pdl` (any of its types) or `pdl.range` (one mnemonic).
        _ => match (kind.split_once('.'), ty.kind()) {
            (None, ropt_ir::TypeKind::Opaque { dialect, .. }) => dialect.as_str() == kind,
            (Some((d, m)), ropt_ir::TypeKind::Opaque { dialect, data }) if d != "builtin" => {
                dialect.as_str() == d && super::dialect_attrs::mnemonic_of(data) == m
            }
            (Some(("builtin", _)), _) => true,
            _ => false,
        },
    }
}

/// Parses the type of a single value whose constraint names a builtin type
/// class (`kind`): a type of another class is a parse error at the type, as
/// MLIR's generated parsers report it (the verifier checks the rest).
pub(crate) fn parse_type_of_kind(p: &mut dyn OpAsmParser, kind: Option<&str>) -> AsmResult<Type> {
    let at = p.current_pos();
    let ty = p.parse_type()?;
    match kind {
        Some(kind) if !type_has_kind(ty, kind) => {
            // MLIR names the expected class only for builtin types.
            let message = if kind.starts_with("builtin.") {
                let printed = ropt_asm::printer::shim::type_to_string(ty);
                format!("invalid kind of type specified: expected {kind}, but found '{printed}'")
            } else {
                "invalid kind of type specified".to_owned()
            };
            Err(p.emit_error(at, &message))
        }
        _ => Ok(ty),
    }
}

/// The error for an `oilist` clause given twice, at the op name (as MLIR's
/// generated parsers report it).
pub(crate) fn repeated_clause(p: &mut dyn OpAsmParser, lit: &str) -> AsmError {
    let pos = p.op_name_pos();
    p.emit_error(
        pos,
        &format!("`{lit}` clause can appear at most once in the expansion of the oilist directive"),
    )
}

/// Parses the keyword (punctuation) opening an `oilist` clause, if present
/// (layout-only literals never open one).
pub(crate) fn optional_clause_literal(p: &mut dyn OpAsmParser, lit: &str) -> bool {
    match punct_of(lit) {
        Some(punct) => p.parse_optional_punct(punct),
        None if lit.is_empty() || lit == " " || lit == "\\n" || lit == "\n" => false,
        None => p.parse_optional_keyword(lit),
    }
}

/// Whether `items` hold `prop-dict` (at any depth).
fn has_prop_dict(items: &[Item]) -> bool {
    items.iter().any(|it| match &it.element {
        Element::PropDict => true,
        Element::Optional { then, else_, .. } => has_prop_dict(then) || has_prop_dict(else_),
        Element::OIList(cl) => cl.iter().any(|c| has_prop_dict(c)),
        _ => false,
    })
}

/// The attributes and properties `items` name.
fn collect_vars(items: &[Item], out: &mut Vec<VarRef>) {
    for it in items {
        match &it.element {
            Element::Var(v @ (VarRef::Attribute(_) | VarRef::Property(_))) => out.push(*v),
            Element::Optional { then, else_, .. } => {
                collect_vars(then, out);
                collect_vars(else_, out);
            }
            Element::Type(inner) | Element::Qualified(inner) | Element::Ref(inner) => {
                collect_vars(std::slice::from_ref(&**inner), out)
            }
            Element::FunctionalType(a, b) => {
                collect_vars(std::slice::from_ref(&**a), out);
                collect_vars(std::slice::from_ref(&**b), out);
            }
            Element::Custom { args, .. } => collect_vars(args, out),
            Element::OIList(cl) => cl.iter().for_each(|c| collect_vars(c, out)),
            _ => {}
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

/// The operands of one definition, inline when few.
type Operands = SmallVec<[UnresolvedOperand; 2]>;

/// What the format parsed, by definition index (inline storage: parsing an
/// op allocates nothing here in the common case).
struct Parsed {
    operands: SmallVec<[Operands; 4]>,
    /// Where each operand definition's values began (count mismatches are
    /// reported there).
    operand_pos: SmallVec<[Option<SourcePos>; 4]>,
    /// Where the `operands` directive's values began.
    all_operands_pos: Option<SourcePos>,
    /// Group sizes of `VariadicOfVariadic` operands parsed by custom directives.
    vov_sizes: SmallVec<[Option<Vec<i32>>; 4]>,
    all_operands: Option<Vec<UnresolvedOperand>>,
    operand_types: SmallVec<[Option<Types>; 4]>,
    all_operand_types: Option<Types>,
    result_types: SmallVec<[Option<Types>; 2]>,
    all_result_types: Option<Types>,
    attrs: SmallVec<[Option<Attribute>; 4]>,
    /// Properties, as their attributes (by definition index).
    props: SmallVec<[Option<Attribute>; 2]>,
    dict: Vec<NamedAttribute>,
    regions: SmallVec<[SmallVec<[RegionId; 1]>; 2]>,
    all_regions: Option<Vec<RegionId>>,
    successors: SmallVec<[SmallVec<[BlockId; 1]>; 2]>,
    all_successors: Option<Vec<BlockId>>,
}

struct FormatParser<'a, 'p> {
    p: &'p mut dyn OpAsmParser,
    rt: &'a RuntimeOp,
    custom: Option<&'static CustomDirectives>,
    out: Parsed,
}

/// Parses what follows the op name into `state`.
pub fn parse(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    if let Some(g) = state
        .name
        .interface::<RuntimeOp>()
        .and_then(|rt| rt.plan.generated.as_ref())
    {
        return (g.parse)(p, state);
    }
    let mut fp = FormatParser::new(p, state)?;
    let format: &Format = fp.format();
    fp.items(&format.items)?;
    fp.finish(format, state)
}

impl<'a, 'p> FormatParser<'a, 'p> {
    /// A parser of an op named as `state` is, or the error saying why its
    /// format cannot be parsed here.
    fn new(p: &'p mut dyn OpAsmParser, state: &OperationState) -> AsmResult<Self> {
        let name = state.name;
        let Some(rt) = name.interface::<RuntimeOp>() else {
            let pos = p.current_pos();
            return Err(p.emit_error(pos, "is not an op of a loaded dialect"));
        };
        let def: &OpDef = rt.def;
        let Some(format) = &def.format else {
            let pos = p.current_pos();
            return Err(p.emit_error(
                pos,
                "has a hand-written assembly format, which needs a compiled dialect",
            ));
        };
        let custom = name.interface::<CustomDirectives>();
        if rt.plan.needs_more
            && let Some(msg) = unsupported(format, custom)
        {
            let pos = p.current_pos();
            return Err(p.emit_error(
                pos,
                &format!("cannot be parsed at run time: its assembly format {msg}"),
            ));
        }
        Ok(FormatParser {
            p,
            rt,
            custom,
            out: Parsed {
                vov_sizes: (0..def.operands.len()).map(|_| None).collect(),
                operands: (0..def.operands.len()).map(|_| Operands::new()).collect(),
                operand_pos: SmallVec::from_elem(None, def.operands.len()),
                all_operands_pos: None,
                all_operands: None,
                operand_types: (0..def.operands.len()).map(|_| None).collect(),
                all_operand_types: None,
                result_types: (0..def.results.len()).map(|_| None).collect(),
                all_result_types: None,
                attrs: SmallVec::from_elem(None, def.attributes.len()),
                props: SmallVec::from_elem(None, def.properties.len()),
                dict: Vec::new(),
                regions: (0..def.regions.len()).map(|_| SmallVec::new()).collect(),
                all_regions: None,
                successors: (0..def.successors.len()).map(|_| SmallVec::new()).collect(),
                all_successors: None,
            },
        })
    }

    /// The op's format (checked to exist by [`FormatParser::new`]).
    fn format(&self) -> &'static Format {
        let def: &'static OpDef = self.rt.def;
        def.format.as_ref().expect("checked by FormatParser::new")
    }
}

impl FormatParser<'_, '_> {
    fn items(&mut self, items: &[Item]) -> AsmResult<()> {
        for it in items {
            self.item(it)?;
        }
        Ok(())
    }

    fn item(&mut self, it: &Item) -> AsmResult<()> {
        match &it.element {
            Element::Literal(lit) => self.literal(lit),
            Element::AttrDict { with_keyword } => {
                let mut d = Vec::new();
                if *with_keyword {
                    self.p.parse_optional_attr_dict_with_keyword(&mut d)?;
                } else {
                    self.p.parse_optional_attr_dict(&mut d)?;
                }
                self.out.dict.extend(d);
                Ok(())
            }
            Element::PropDict => {
                if !self.p.parse_optional_punct(Punct::Less) {
                    let empty = self.p.context().dictionary_attr(&[]);
                    return self.prop_dict_entries(empty, &[]);
                }
                let pos = self.p.current_pos();
                let value = self.p.parse_attribute(None)?;
                let Some(entries) = value.as_dictionary() else {
                    return Err(self
                        .p
                        .emit_error(pos, "expected DictionaryAttr to set properties"));
                };
                self.p.parse_punct(Punct::Greater)?;
                self.prop_dict_entries(value, entries)
            }
            Element::Optional {
                then,
                else_,
                anchor,
            } => {
                // The first element decides whether the group is present.
                let Some(first) = then.first() else {
                    return Ok(());
                };
                if self.optional_first(first)? {
                    let mut unit_anchor = None;
                    // A unit property leading its group was parsed as `unit`/`unit_absent`.
                    if let Element::Var(v) = &then[*anchor].element
                        && is_unit_attr(self.rt.def, &then[*anchor].element)
                        && (*anchor != 0 || matches!(v, VarRef::Attribute(_)))
                    {
                        self.set_unit(*v);
                        unit_anchor = Some(*anchor);
                    }
                    for (k, t) in then.iter().enumerate().skip(1) {
                        if unit_anchor != Some(k) {
                            self.item(t)?;
                        }
                    }
                } else {
                    self.items(else_)?;
                }
                Ok(())
            }
            Element::OIList(clauses) => {
                let mut seen: SmallVec<[bool; 8]> = SmallVec::from_elem(false, clauses.len());
                'clauses: loop {
                    for (k, clause) in clauses.iter().enumerate() {
                        let Some(Element::Literal(lit)) = clause.first().map(|c| &c.element) else {
                            continue;
                        };
                        if !optional_clause_literal(&mut *self.p, lit) {
                            continue;
                        }
                        if seen[k] {
                            return Err(repeated_clause(&mut *self.p, lit));
                        }
                        seen[k] = true;
                        for t in &clause[1..] {
                            match &t.element {
                                Element::Var(v) if is_unit_attr(self.rt.def, &t.element) => {
                                    self.set_unit(*v);
                                }
                                _ => self.item(t)?,
                            }
                        }
                        continue 'clauses;
                    }
                    return Ok(());
                }
            }
            Element::Var(v) => self.var(*v),
            Element::Operands => {
                self.out.all_operands_pos = Some(self.p.current_pos());
                let ops = self.p.parse_operand_list(ListDelimiter::None)?;
                self.out.all_operands = Some(ops);
                Ok(())
            }
            Element::Regions => {
                let mut rs = Vec::new();
                if let Some(r) = self.p.parse_optional_region(&[])? {
                    rs.push(r);
                    while self.p.parse_optional_punct(Punct::Comma) {
                        rs.push(self.p.parse_region(&[])?);
                    }
                }
                self.out.all_regions = Some(rs);
                Ok(())
            }
            Element::Successors => {
                let mut ss = Vec::new();
                if let Some(s) = self.p.parse_optional_successor()? {
                    ss.push(s);
                    while self.p.parse_optional_punct(Punct::Comma) {
                        ss.push(self.p.parse_successor()?);
                    }
                }
                self.out.all_successors = Some(ss);
                Ok(())
            }
            Element::Type(inner) | Element::Qualified(inner) => {
                let types = self.types(inner)?;
                self.store_types(inner, types);
                Ok(())
            }
            Element::FunctionalType(ins, outs) => {
                let (i, o) = self.p.parse_function_type()?;
                self.store_types(ins, SmallVec::from_vec(i));
                self.store_types(outs, SmallVec::from_vec(o));
                Ok(())
            }
            Element::Custom { name, args } => {
                let Some(d) = self.custom.and_then(|c| c.get(name)) else {
                    let pos = self.p.current_pos();
                    return Err(self.p.emit_error(
                        pos,
                        &format!("uses `custom<{name}>`, which needs a compiled dialect"),
                    ));
                };
                let pos = self.p.current_pos();
                for a in args {
                    if let Element::Var(VarRef::Operand(i)) = a.element {
                        self.out.operand_pos[i] = Some(pos);
                    }
                }
                let mut slots: Vec<CustomArg> = args.iter().map(|a| self.custom_slot(a)).collect();
                (d.parse)(&mut *self.p, &mut slots)?;
                for (a, slot) in args.iter().zip(slots) {
                    self.store_custom(a, slot);
                }
                Ok(())
            }
            _ => {
                let pos = self.p.current_pos();
                Err(self
                    .p
                    .emit_error(pos, "uses a format element that needs a compiled dialect"))
            }
        }
    }

    /// Parses the first element of an optional group if present.
    fn optional_first(&mut self, it: &Item) -> AsmResult<bool> {
        match &it.element {
            Element::Literal(lit) => Ok(match punct_of(lit) {
                Some(p) => self.p.parse_optional_punct(p),
                None if lit.is_empty() || lit == " " || lit == "\\n" => true,
                None => self.p.parse_optional_keyword(lit),
            }),
            Element::Var(VarRef::Operand(i)) => {
                self.out.operand_pos[*i] = Some(self.p.current_pos());
                self.optional_first_operand(*i)
            }
            Element::Var(VarRef::Region(i)) => match self.p.parse_optional_region(&[])? {
                Some(r) => {
                    self.out.regions[*i] = smallvec::smallvec![r];
                    Ok(true)
                }
                None => Ok(false),
            },
            Element::Var(VarRef::Successor(i)) => match self.p.parse_optional_successor()? {
                Some(s) => {
                    self.out.successors[*i] = smallvec::smallvec![s];
                    Ok(true)
                }
                None => Ok(false),
            },
            Element::Type(inner) | Element::Qualified(inner) => {
                match self.p.parse_optional_type()? {
                    Some(t) => {
                        let mut types: Types = smallvec::smallvec![t];
                        while self.p.parse_optional_punct(Punct::Comma) {
                            types.push(self.p.parse_type()?);
                        }
                        self.store_types(inner, types);
                        Ok(true)
                    }
                    None => Ok(false),
                }
            }
            Element::Var(VarRef::Property(i)) => {
                let Some(plan) = &self.rt.plan.props[*i] else {
                    return Ok(false);
                };
                let value = prop::parse_optional(&mut *self.p, &plan.kind)?;
                self.out.props[*i] = value;
                Ok(value.is_some())
            }
            Element::Var(VarRef::Attribute(i)) if self.rt.def.attributes[*i].constraint.is_unit => {
                // A unit attribute leading its group is written as the attribute itself,
                // `unit`, as mlir-tblgen's optional-attribute parse takes it.
                Ok(self.p.parse_optional_keyword("unit"))
            }
            Element::Var(VarRef::Attribute(i)) if self.rt.plan.enum_of(*i).is_some() => {
                // An enum keyword: present only when it is one of the cases.
                let Some(e) = self.rt.plan.enum_of(*i).map(|e| e.def) else {
                    return Ok(false);
                };
                for c in &e.cases {
                    if self.p.parse_optional_keyword(&c.str) {
                        self.out.attrs[*i] = enum_attr(self.p.context(), e, c.value);
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Element::Var(VarRef::Attribute(i)) => {
                // A symbol name, string or integer attribute: present when the next token
                // is one.
                let a = &self.rt.def.attributes[*i];
                let is_str = matches!(a.constraint.return_type.as_str(), "&str" | "Option<&str>")
                    && !a.constraint.convert_from_storage.contains("symbol");
                let value = if a.constraint.def_name == "SymbolNameAttr" {
                    let name = self.p.parse_optional_symbol_name();
                    name.map(|s| self.p.context().string_attr_bytes(&s, None))
                } else if is_str {
                    let text = self.p.parse_optional_string();
                    text.map(|s| self.p.context().string_attr(&s))
                } else if let Some(ty) =
                    self.rt.plan.value_types[*i].filter(|t| t.is_int_or_index())
                {
                    let v = self.p.parse_optional_integer()?;
                    v.map(|v| self.p.context().int_attr(ty, v))
                } else if self.p.at_attribute_start() {
                    // Any other attribute: present when one starts here, parsed (and its
                    // kind checked) as the element itself is.
                    Some(parse_attr(&mut *self.p, self.rt, *i)?)
                } else {
                    None
                };
                self.out.attrs[*i] = value;
                Ok(value.is_some())
            }
            _ => {
                let pos = self.p.current_pos();
                Err(self.p.emit_error(
                    pos,
                    "has an optional group whose first element needs a compiled dialect",
                ))
            }
        }
    }

    /// Operand definition `i` as an optional group's first element: present
    /// when an operand follows (more after commas when variadic).
    fn optional_first_operand(&mut self, i: usize) -> AsmResult<bool> {
        let Some(o) = self.p.parse_optional_operand()? else {
            return Ok(false);
        };
        let mut ops = Operands::new();
        ops.push(o);
        if self.rt.def.operands[i].variadicity == Variadicity::Variadic {
            while self.p.parse_optional_punct(Punct::Comma) {
                ops.push(self.p.parse_operand()?);
            }
        }
        self.out.operands[i] = ops;
        Ok(true)
    }

    /// The entries of `prop-dict` (`dict` as written): inherent attributes
    /// are kept, properties read as they are stored, and a property without
    /// a default that the format does not give elsewhere must be there (MLIR's
    /// errors, at the op).
    fn prop_dict_entries(&mut self, dict: Attribute, entries: &[NamedAttribute]) -> AsmResult<()> {
        let rt = self.rt;
        let name = rt.def.name.as_str();
        for (i, plan) in rt.plan.props.iter().enumerate() {
            let Some(plan) = plan else { continue };
            match entries.iter().find(|e| e.name == plan.id) {
                Some(e) => match prop::convert(self.p.context(), &plan.kind, e.value) {
                    Ok(v) => self.out.props[i] = Some(v),
                    Err(m) => {
                        return Err(self
                            .p
                            .emit_op_error(&super::invalid_properties_of(name, dict, &m)));
                    }
                },
                None if plan.default.is_none() && !rt.plan.format_props.contains(&plan.id) => {
                    let m = format!(
                        "expected key entry for {} in DictionaryAttr to set Properties.",
                        plan.id.as_str()
                    );
                    return Err(self
                        .p
                        .emit_op_error(&super::invalid_properties_of(name, dict, &m)));
                }
                None => {}
            }
        }
        // Entries that are no attribute of the op are dropped (as in the generic form).
        self.out.dict.extend(
            entries
                .iter()
                .filter(|na| rt.inherent.iter().any(|n| *n == na.name.as_str()))
                .copied(),
        );
        Ok(())
    }

    /// Sets unit attribute or property `v` (implied by its group's literal).
    pub(crate) fn set_unit(&mut self, v: VarRef) {
        let unit = self.p.context().unit_attr();
        match v {
            VarRef::Attribute(i) => self.out.attrs[i] = Some(unit),
            VarRef::Property(i) => self.out.props[i] = Some(unit),
            _ => {}
        }
    }

    /// Property `i` where the format writes it; a value that does not parse
    /// gets MLIR's "invalid value" error after the parser's own.
    fn property(&mut self, i: usize) -> AsmResult<()> {
        let Some(plan) = &self.rt.plan.props[i] else {
            return Ok(());
        };
        let pos = self.p.current_pos();
        match prop::parse(&mut *self.p, &plan.kind) {
            Ok(v) => {
                self.out.props[i] = Some(v);
                Ok(())
            }
            Err(_) => {
                let def = &self.rt.def.properties[i];
                Err(self.p.emit_error(
                    pos,
                    &format!(
                        "invalid value for property {}, expected {}",
                        def.name, def.summary
                    ),
                ))
            }
        }
    }

    fn literal(&mut self, lit: &str) -> AsmResult<()> {
        if lit.is_empty() || lit == " " || lit == "\\n" || lit == "\n" {
            return Ok(());
        }
        match punct_of(lit) {
            Some(p) => self.p.parse_punct(p),
            None => self.p.parse_keyword(lit),
        }
    }

    fn var(&mut self, v: VarRef) -> AsmResult<()> {
        let def = self.rt.def;
        match v {
            VarRef::Operand(i) => {
                self.out.operand_pos[i] = Some(self.p.current_pos());
                let ops: Operands = match def.operands[i].variadicity {
                    Variadicity::Single => smallvec::smallvec![self.p.parse_operand()?],
                    Variadicity::Optional => self.p.parse_optional_operand()?.into_iter().collect(),
                    _ => SmallVec::from_vec(self.p.parse_operand_list(ListDelimiter::None)?),
                };
                self.out.operands[i] = ops;
            }
            VarRef::Attribute(i) => {
                self.out.attrs[i] = Some(parse_attr(&mut *self.p, self.rt, i)?);
            }
            VarRef::Region(i) => {
                if def.regions[i].is_variadic {
                    let mut rs = SmallVec::new();
                    if let Some(r) = self.p.parse_optional_region(&[])? {
                        rs.push(r);
                        while self.p.parse_optional_punct(Punct::Comma) {
                            rs.push(self.p.parse_region(&[])?);
                        }
                    }
                    self.out.regions[i] = rs;
                } else {
                    self.out.regions[i] = smallvec::smallvec![self.p.parse_region(&[])?];
                }
            }
            VarRef::Successor(i) => {
                if def.successors[i].is_variadic {
                    let mut ss = SmallVec::new();
                    if let Some(s) = self.p.parse_optional_successor()? {
                        ss.push(s);
                        while self.p.parse_optional_punct(Punct::Comma) {
                            ss.push(self.p.parse_successor()?);
                        }
                    }
                    self.out.successors[i] = ss;
                } else {
                    self.out.successors[i] = smallvec::smallvec![self.p.parse_successor()?];
                }
            }
            VarRef::Property(i) => self.property(i)?,
            VarRef::Result(_) => {}
        }
        Ok(())
    }

    fn is_vov(&self, i: usize) -> bool {
        matches!(
            self.rt.def.operands[i].variadicity,
            Variadicity::VariadicOfVariadic(_)
        )
    }

    /// The slot a custom directive argument is parsed into (pre-filled for `ref`).
    fn custom_slot(&self, a: &Item) -> CustomArg {
        match &a.element {
            Element::Ref(inner) => match &inner.element {
                Element::Var(VarRef::Operand(i)) => {
                    CustomArg::Operands(self.out.operands[*i].to_vec())
                }
                Element::Var(VarRef::Attribute(i)) => CustomArg::Attr(self.out.attrs[*i]),
                Element::Var(VarRef::Property(i)) => CustomArg::Attr(self.out.props[*i]),
                Element::Var(VarRef::Successor(i)) => {
                    CustomArg::Successors(self.out.successors[*i].to_vec())
                }
                Element::Var(VarRef::Region(i)) => {
                    CustomArg::Regions(self.out.regions[*i].to_vec())
                }
                Element::Type(t) => CustomArg::Types(match &t.element {
                    Element::Var(VarRef::Operand(i)) => self.out.operand_types[*i]
                        .as_deref()
                        .map(<[Type]>::to_vec)
                        .unwrap_or_default(),
                    Element::Var(VarRef::Result(i)) => self.out.result_types[*i]
                        .as_deref()
                        .map(<[Type]>::to_vec)
                        .unwrap_or_default(),
                    _ => Vec::new(),
                }),
                _ => CustomArg::Other,
            },
            Element::Var(VarRef::Operand(i)) if self.is_vov(*i) => {
                CustomArg::OperandGroups(Vec::new())
            }
            Element::Var(VarRef::Operand(_)) => CustomArg::Operands(Vec::new()),
            Element::Type(t) => match &t.element {
                Element::Var(VarRef::Operand(i)) if self.is_vov(*i) => {
                    CustomArg::TypeGroups(Vec::new())
                }
                _ => CustomArg::Types(Vec::new()),
            },
            Element::Var(VarRef::Attribute(_) | VarRef::Property(_)) => CustomArg::Attr(None),
            Element::Var(VarRef::Successor(_)) => CustomArg::Successors(Vec::new()),
            Element::Var(VarRef::Region(_)) => CustomArg::Regions(Vec::new()),
            _ => CustomArg::Other,
        }
    }

    /// Stores what a custom directive parsed for argument `a`.
    fn store_custom(&mut self, a: &Item, slot: CustomArg) {
        match (&a.element, slot) {
            (Element::Var(VarRef::Operand(i)), CustomArg::Operands(v)) => {
                self.out.operands[*i] = SmallVec::from_vec(v)
            }
            (Element::Var(VarRef::Operand(i)), CustomArg::OperandGroups(g)) => {
                self.out.vov_sizes[*i] = Some(g.iter().map(|v| v.len() as i32).collect());
                self.out.operands[*i] = g.into_iter().flatten().collect();
            }
            (Element::Type(t), CustomArg::Types(v)) => self.store_types(t, SmallVec::from_vec(v)),
            (Element::Type(t), CustomArg::TypeGroups(g)) => {
                self.store_types(t, g.into_iter().flatten().collect())
            }
            (Element::Var(VarRef::Attribute(i)), CustomArg::Attr(v)) => self.out.attrs[*i] = v,
            // A property gets the attribute of its value (normalized as the generic form's).
            (Element::Var(VarRef::Property(i)), CustomArg::Attr(v)) => {
                let ctx = self.p.context();
                self.out.props[*i] = match (&self.rt.plan.props[*i], v) {
                    (Some(plan), Some(a)) => prop::convert(ctx, &plan.kind, a).ok().or(Some(a)),
                    (_, v) => v,
                };
            }
            (Element::Var(VarRef::Successor(i)), CustomArg::Successors(v)) => {
                self.out.successors[*i] = SmallVec::from_vec(v)
            }
            (Element::Var(VarRef::Region(i)), CustomArg::Regions(v)) => {
                self.out.regions[*i] = SmallVec::from_vec(v)
            }
            _ => {}
        }
    }

    /// Parses the types a `type(...)` directive stands for.
    fn types(&mut self, inner: &Item) -> AsmResult<Types> {
        match &inner.element {
            Element::Var(v) => self.var_types(Some(*v)),
            _ => self.var_types(None),
        }
    }

    /// Parses the types `type($v)` stands for (`None`: a list).
    fn var_types(&mut self, v: Option<VarRef>) -> AsmResult<Types> {
        let def = self.rt.def;
        let var = match v {
            Some(VarRef::Operand(i)) => Some(&def.operands[i].variadicity),
            Some(VarRef::Result(i)) => Some(&def.results[i].variadicity),
            _ => None,
        };
        match var {
            Some(Variadicity::Single) => {
                let kind = match v {
                    Some(VarRef::Operand(i)) => def.operands[i].constraint.parse_kind.as_deref(),
                    Some(VarRef::Result(i)) => def.results[i].constraint.parse_kind.as_deref(),
                    _ => None,
                };
                Ok(smallvec::smallvec![parse_type_of_kind(&mut *self.p, kind)?])
            }
            Some(Variadicity::Optional) => Ok(self.p.parse_optional_type()?.into_iter().collect()),
            // A list of at least one type, as MLIR's `parseTypeList`.
            _ => Ok(SmallVec::from_vec(self.p.parse_type_list()?)),
        }
    }

    fn store_types(&mut self, it: &Item, types: Types) {
        match &it.element {
            Element::Var(VarRef::Operand(i)) => self.out.operand_types[*i] = Some(types),
            Element::Var(VarRef::Result(i)) => self.out.result_types[*i] = Some(types),
            Element::Operands => self.out.all_operand_types = Some(types),
            Element::Results => self.out.all_result_types = Some(types),
            Element::Type(inner) | Element::Qualified(inner) => self.store_types(inner, types),
            _ => {}
        }
    }

    /// The types of operand (result) `v` once everything was parsed.
    fn resolved_types(
        &mut self,
        format: &Format,
        v: VarRef,
        count: usize,
        depth: usize,
    ) -> AsmResult<Types> {
        let _ = format;
        let Some(format): Option<&'static Format> = self.rt.def.format.as_ref() else {
            return Ok(Types::new());
        };
        let (parsed, source) = match v {
            VarRef::Operand(i) => (&self.out.operand_types[i], &format.operand_types[i]),
            VarRef::Result(i) => (&self.out.result_types[i], &format.result_types[i]),
            VarRef::Attribute(i) => {
                let i1 = self.p.context().i1_type();
                let t = self.out.attrs[i].and_then(|a| match a.kind() {
                    AttributeKind::Bool(_) => Some(i1),
                    _ => a.as_type().or_else(|| a.ty()),
                });
                return Ok(t.into_iter().collect());
            }
            _ => return Ok(Types::new()),
        };
        if let Some(t) = parsed {
            return Ok(t.clone());
        }
        let pos = self.p.current_pos();
        match source {
            TypeSource::Parsed => Ok(Types::new()),
            TypeSource::Buildable(call) => {
                let built = match v {
                    VarRef::Operand(i) => self.rt.plan.built_operand_types[i],
                    VarRef::Result(i) => self.rt.plan.built_result_types[i],
                    _ => None,
                };
                match built.or_else(|| super::attrs::build_type(self.p.context(), call)) {
                    Some(t) => Ok(SmallVec::from_elem(t, count)),
                    None => Err(self.p.emit_error(
                        pos,
                        &format!(
                            "cannot build type `{call}` at run time (needs a compiled dialect)"
                        ),
                    )),
                }
            }
            TypeSource::SameAs(other) if depth < 16 => {
                let other = *other;
                let n = match other {
                    // An absent operand still has the type it would have had.
                    VarRef::Operand(j) => self.out.operands[j].len().max(1),
                    _ => count,
                };
                let t = self.resolved_types(format, other, n, depth + 1)?;
                Ok(match (t.first(), t.len() == count) {
                    (_, true) => t,
                    (Some(&f), false) => SmallVec::from_elem(f, count),
                    (None, false) => t,
                })
            }
            TypeSource::Transformed(other, transform) if depth < 16 => {
                let other = *other;
                let n = match other {
                    // An absent operand still has the type it would have had.
                    VarRef::Operand(j) => self.out.operands[j].len().max(1),
                    _ => count,
                };
                let types = self.resolved_types(format, other, n, depth + 1)?;
                let mut out = Types::new();
                for t in types {
                    match super::attrs::apply_transform_list(self.p.context(), transform, t) {
                        Some(ts) => out.extend(ts),
                        None => {
                            return Err(self.p.emit_error(
                                pos,
                                &format!(
                                    "cannot apply type transform `{transform}` at run time \
                                     (needs a compiled dialect)"
                                ),
                            ));
                        }
                    }
                }
                // One transformed type stands for every operand of the group (none when an
                // optional operand is absent), as MLIR resolves operands against one type.
                Ok(if out.len() == 1 && matches!(v, VarRef::Operand(_)) {
                    generated::fit(out, count)
                } else {
                    out
                })
            }
            _ => Err(self.p.emit_error(
                pos,
                "infers a type with Rust code, which needs a compiled dialect",
            )),
        }
    }

    fn finish(&mut self, format: &Format, state: &mut OperationState) -> AsmResult<()> {
        let def = self.rt.def;
        let pos = self.p.current_pos();
        // Operands (with types).
        if let Some(all) = self.out.all_operands.take() {
            // `operands`: split by the definitions when there is no variadic ambiguity.
            let groups = value_groups(&def.operands, all.len(), None);
            for (i, g) in groups.into_iter().enumerate() {
                self.out.operand_pos[i] = self.out.all_operands_pos;
                self.out.operands[i] = all[g].iter().cloned().collect();
            }
        }
        if let Some(all) = self.out.all_operand_types.take() {
            let n: usize = self.out.operands.iter().map(|o| o.len()).sum();
            if n != all.len() {
                // `type(operands)` over separately parsed operands: MLIR
                // reports at the op name.
                let at = match self.out.all_operands_pos {
                    Some(at) => at,
                    None => self.p.op_name_pos(),
                };
                return Err(count_mismatch(&mut *self.p, at, n, all.len()));
            }
            let counts: SmallVec<[usize; 4]> = self.out.operands.iter().map(|o| o.len()).collect();
            let mut start = 0;
            for (i, n) in counts.into_iter().enumerate() {
                self.out.operand_types[i] = Some(all.iter().skip(start).take(n).copied().collect());
                start += n;
            }
        }
        // Group sizes give `resultSegmentSizes` unless `type(results)` parsed the types (MLIR's
        // parsers leave the attribute to the dictionary then).
        let whole_results = self.out.all_result_types.take();
        if let Some(all) = &whole_results {
            let groups = value_groups(&def.results, all.len(), None);
            for (i, g) in groups.into_iter().enumerate() {
                self.out.result_types[i] = Some(all[g].iter().copied().collect());
            }
        }
        for v in format.transform_sources() {
            let (result, i, types) = match v {
                VarRef::Operand(i) => (false, i, &self.out.operand_types[i]),
                VarRef::Result(i) => (true, i, &self.out.result_types[i]),
                _ => continue,
            };
            if let Some(types) = types.clone() {
                self.rt
                    .check_transform_source(&mut *self.p, result, i, &types)?;
            }
        }
        let mut values = std::mem::take(&mut state.operands);
        values.clear();
        let mut sizes: SmallVec<[i32; 4]> = SmallVec::new();
        for i in 0..def.operands.len() {
            let n = self.out.operands[i].len();
            let types = self.resolved_types(format, VarRef::Operand(i), n, 0)?;
            sizes.push(n as i32);
            let at = self.out.operand_pos[i].unwrap_or(pos);
            resolve_operands(&mut *self.p, &self.out.operands[i], &types, at, &mut values)?;
        }
        state.operands = values;
        // Results.
        let mut result_types = std::mem::take(&mut state.result_types);
        result_types.clear();
        let mut result_sizes: SmallVec<[i32; 4]> = SmallVec::new();
        if let Some(all) = &whole_results {
            // Every result type, however the groups would split them.
            result_types.extend(all.iter().copied());
        }
        for i in (0..def.results.len()).filter(|_| whole_results.is_none()) {
            let count = match def.results[i].variadicity {
                Variadicity::Single => 1,
                _ => 0,
            };
            let types = self.resolved_types(format, VarRef::Result(i), count, 0)?;
            result_sizes.push(types.len() as i32);
            result_types.extend(types);
        }
        state.result_types = result_types;
        // Regions and successors.
        if let Some(rs) = self.out.all_regions.take() {
            state.regions.extend(rs);
        } else {
            for rs in &self.out.regions {
                state.regions.extend(rs.iter().copied());
            }
            // Regions of an optional group left out are empty; they can only be the last
            // ones (`($body^)?` ends a format), which the op gets as new empty regions.
            let missing = def
                .regions
                .iter()
                .zip(&self.out.regions)
                .rev()
                .take_while(|(r, parsed)| !r.is_variadic && parsed.is_empty())
                .count();
            state.num_new_regions += missing as u32;
        }
        finish_regions(&mut *self.p, self.rt, state);
        if let Some(ss) = self.out.all_successors.take() {
            state.successors.extend(ss);
        } else {
            for ss in &self.out.successors {
                state.successors.extend(ss.iter().copied());
            }
        }
        let dict = std::mem::take(&mut self.out.dict);
        finish_attrs(
            &*self.p,
            self.rt,
            state,
            (&self.out.attrs, &self.out.props),
            dict,
            &self.out.vov_sizes,
            (&sizes, whole_results.is_none().then_some(&result_sizes[..])),
        );
        Ok(())
    }
}

/// Gives the parsed regions of an op of `rt` (in `state`) the implicit
/// terminator of `SingleBlockImplicitTerminator`, or an entry block with
/// `NoTerminator`.
pub(crate) fn finish_regions(p: &mut dyn OpAsmParser, rt: &RuntimeOp, state: &OperationState) {
    if let Some(term) = rt
        .implicit_terminator
        .then(|| rt.implicit_terminator_name())
        .flatten()
    {
        for &r in &state.regions {
            p.ensure_terminator(r, term, 0, state.location);
        }
    } else if rt.plan.no_terminator {
        for &r in &state.regions {
            p.ensure_entry_block(r);
        }
    }
}

/// MLIR's error for operands resolved against a type list of another length.
fn count_mismatch(
    p: &mut dyn OpAsmParser,
    at: SourcePos,
    operands: usize,
    types: usize,
) -> AsmError {
    p.emit_error(
        at,
        &format!(
            "number of operands and types do not match: got {operands} operands and {types} types"
        ),
    )
}

/// Resolves `operands` (whose values began at `at`) against `types`, appending
/// the values to `out`; a count mismatch is reported at `at` as MLIR's
/// generated parsers do.
pub(crate) fn resolve_operands(
    p: &mut dyn OpAsmParser,
    operands: &[UnresolvedOperand],
    types: &[Type],
    at: SourcePos,
    out: &mut Vec<ropt_ir::ValueId>,
) -> AsmResult<()> {
    if operands.len() != types.len() {
        return Err(count_mismatch(p, at, operands.len(), types.len()));
    }
    p.resolve_operands(operands, types, at, out)
}

/// Sets the properties and discardable attributes of a parsed op: the
/// format's attributes (`attrs`, by definition index) and the inherent
/// entries of `dict` are properties, default-valued attributes get their
/// default, group sizes become `operandSegmentSizes` (and the attributes
/// `VariadicOfVariadic` operands name), result group sizes (`result_sizes`) become
/// `resultSegmentSizes` of an op with `AttrSizedResultSegments`.
fn finish_attrs(
    p: &dyn OpAsmParser,
    rt: &RuntimeOp,
    state: &mut OperationState,
    (attrs, prop_values): (&[Option<Attribute>], &[Option<Attribute>]),
    dict: Vec<NamedAttribute>,
    vov_sizes: &[Option<Vec<i32>>],
    (sizes, result_sizes): (&[i32], Option<&[i32]>),
) {
    let def = rt.def;
    let result_sizes = result_sizes.filter(|_| rt.plan.attr_sized_results);
    if attrs.iter().all(Option::is_none)
        && prop_values.iter().all(Option::is_none)
        && dict.is_empty()
        && vov_sizes.iter().all(Option::is_none)
        && !rt.plan.attr_sized_operands
        && result_sizes.is_none()
    {
        // Only defaults (the common case), built once at registration.
        if let Some(d) = rt.plan.default_props {
            state.properties = Some(d);
        }
        return;
    }
    // Attributes: format-bound ones and inherent names of attr-dict are properties.
    let ctx = p.context();
    let mut props: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
    let mut discardable: SmallVec<[NamedAttribute; 2]> = SmallVec::new();
    for (i, id) in rt.plan.attr_ids.iter().enumerate() {
        if let Some(v) = attrs[i] {
            props.push(NamedAttribute::new(*id, v));
        }
    }
    // Properties: what the format gave, else their initial values.
    for (i, plan) in rt.plan.props.iter().enumerate() {
        if let Some(plan) = plan {
            let value = prop_values
                .get(i)
                .copied()
                .flatten()
                .unwrap_or(plan.initial);
            props.push(NamedAttribute::new(plan.id, value));
        }
    }
    for na in dict {
        if rt.inherent.iter().any(|n| *n == na.name.as_str()) {
            props.retain(|p| p.name != na.name);
            props.push(na);
        } else {
            discardable.retain(|p| p.name != na.name);
            discardable.push(na);
        }
    }
    // Default-valued (not optional) attributes are always set, as MLIR's
    // properties are initialized with their defaults.
    for (i, d) in rt.plan.defaults.iter().enumerate() {
        let id = rt.plan.attr_ids[i];
        if let Some(value) = d
            && !def.attributes[i].constraint.is_optional
            && !props.iter().any(|p| p.name == id)
        {
            props.push(NamedAttribute::new(id, *value));
        }
    }
    for (i, d) in def.operands.iter().enumerate() {
        if let Variadicity::VariadicOfVariadic(attr_name) = &d.variadicity
            && let Some(sizes) = vov_sizes.get(i).and_then(Option::as_ref)
        {
            let bytes: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
            let attr = ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes);
            props.retain(|p| p.name.as_str() != attr_name);
            props.push(NamedAttribute::new(ctx.identifier(attr_name), attr));
        }
    }
    if rt.plan.attr_sized_operands {
        let bytes: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
        let attr = ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes);
        let id = rt.plan.segment_sizes_id;
        props.retain(|p| p.name != id);
        props.push(NamedAttribute::new(id, attr));
    }
    if let Some(sizes) = result_sizes {
        let bytes: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();
        let attr = ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes);
        let id = rt.plan.result_segment_sizes_id;
        props.retain(|p| p.name != id);
        props.push(NamedAttribute::new(id, attr));
    }
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    discardable.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    if !props.is_empty() {
        state.properties = Some(rt.plan.dicts.get(ctx, &props));
    }
    if !discardable.is_empty() {
        state.attributes = Some(rt.plan.dicts.get(ctx, &discardable));
    }
}

/// Parses the value of attribute `i` of `rt`'s op as a format variable:
/// dense arrays and dialect attributes in their stripped form, enum cases as
/// keywords or strings, symbol names, other attributes with the type their
/// constraint gives.
fn parse_attr(p: &mut dyn OpAsmParser, rt: &RuntimeOp, i: usize) -> AsmResult<Attribute> {
    let a = &rt.def.attributes[i];
    if let Some(elem) = &a.constraint.dense_array_elem {
        return dense_array(p, elem);
    }
    if let Some(d) = attr_def(rt, i) {
        let model = rt.model;
        let values = parse_stripped(d, model, &mut OpTokens { p: &mut *p })?;
        return Ok(build(p.context(), d, model, &values));
    }
    if let Some(e) = rt.plan.enum_of(i) {
        let pos = p.current_pos();
        let text = match p.parse_optional_any_keyword() {
            Some(k) => k,
            None => p.parse_optional_string().unwrap_or_default(),
        };
        let known = e.attr_of(&text);
        return match known.or_else(|| {
            e.def
                .parse(&text)
                .and_then(|v| enum_attr(p.context(), e.def, v))
        }) {
            Some(attr) => Ok(attr),
            None => {
                let cases: Vec<&str> = e.def.cases.iter().map(|c| c.str.as_str()).collect();
                let msg = format!(
                    "expected string or keyword containing one of the following enum values \
                     for attribute '{}' [{}]",
                    a.name,
                    cases.join(", ")
                );
                Err(p.emit_error(pos, &msg))
            }
        };
    }
    if a.constraint.def_name == "SymbolNameAttr" {
        let name = p.parse_symbol_name()?;
        return Ok(p.context().string_attr_bytes(&name, None));
    }
    let ty = rt.plan.value_types[i];
    let at = p.current_pos();
    let value = p.parse_attribute(ty)?;
    rt.check_attr_kind(p, i, value, at)?;
    Ok(value)
}

/// Parses the stripped form of a dense array attribute: `[1, 2]`.
fn dense_array(p: &mut dyn OpAsmParser, elem: &str) -> AsmResult<Attribute> {
    let ctx = p.context();
    let ty = match elem {
        "i1" => ctx.i1_type(),
        _ => match elem.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) {
            Some(w) => ctx.integer_type(w, ropt_ir::Signedness::Signless),
            None => match ropt_ir::types::FloatKind::from_name(elem) {
                Some(k) => ctx.float_type(k),
                None => ctx.i64_type(),
            },
        },
    };
    let width = ty
        .int_info()
        .map(|(w, _)| w)
        .or_else(|| ty.float_kind().map(|k| k.width()))
        .unwrap_or(64);
    let bytes = (width as usize).div_ceil(8).max(1);
    let mut data = Vec::new();
    let mut len = 0;
    p.parse_punct(Punct::LSquare)?;
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let bits: u128 = if elem == "i1" {
                if p.parse_optional_keyword("true") {
                    1
                } else if p.parse_optional_keyword("false") {
                    0
                } else {
                    let pos = p.current_pos();
                    return Err(p.emit_error(pos, "expected 'true' or 'false'"));
                }
            } else if ty.float_kind().is_some() {
                let a = p.parse_attribute(Some(ty))?;
                match a.kind() {
                    AttributeKind::Float { bits, .. } => *bits,
                    _ => 0,
                }
            } else {
                p.parse_integer()? as u128
            };
            data.extend_from_slice(&bits.to_le_bytes()[..bytes]);
            len += 1;
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    Ok(p.context().dense_array_attr(ty, len, &data))
}

pub(crate) fn punct_of(lit: &str) -> Option<Punct> {
    Some(match lit {
        "(" => Punct::LParen,
        ")" => Punct::RParen,
        "{" => Punct::LBrace,
        "}" => Punct::RBrace,
        "[" => Punct::LSquare,
        "]" => Punct::RSquare,
        "<" => Punct::Less,
        ">" => Punct::Greater,
        ":" => Punct::Colon,
        "," => Punct::Comma,
        "=" => Punct::Equal,
        "->" => Punct::Arrow,
        "?" => Punct::Question,
        "*" => Punct::Star,
        "+" => Punct::Plus,
        "-" => Punct::Minus,
        "|" => Punct::VerticalBar,
        "..." => Punct::Ellipsis,
        _ => return None,
    })
}
