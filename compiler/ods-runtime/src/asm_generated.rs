//! What the parsers and printers generated for compiled dialects call
//! (`codegen::format` writes them): the format interpreter's element
//! operations, one call per element, with the spacing of the printer and the
//! shape of the parser decided when the code was generated. Both front doors
//! share these operations, so a compiled op and the same op loaded with
//! `--load-dialect` print and parse identically.
//!
//! Elements the generator does not specialize are reached by their path in
//! the format (indices into the items, an optional group's `then` items
//! followed by its `else` items, an `oilist`'s clauses one after the other).

use ropt_ir::asm_interface::{
    AsmResult, ListDelimiter, OpAsmParser, OpAsmPrinter, Punct, SourcePos, UnresolvedOperand,
};
use ropt_ir::{Attribute, NamedAttribute, OpId, OperationState, Type};

use super::{Format, FormatParser, Item, Printer, RuntimeOp};
use ropt_ods_model::format::{Element, VarRef};

/// A parse function and a print function generated for one op.
#[derive(Debug, Clone, Copy)]
pub struct GeneratedAsm {
    /// Parses what follows the op name.
    pub parse: ropt_ir::asm_interface::CustomParseFn,
    /// Prints what follows the op name.
    pub print: ropt_ir::asm_interface::CustomPrintFn,
}

/// The item at `path` in `format`.
fn item_at(format: &'static Format, path: &[usize]) -> Option<&'static Item> {
    let (&first, rest) = path.split_first()?;
    let mut it = format.items.get(first)?;
    for &k in rest {
        it = match &it.element {
            Element::Optional { then, else_, .. } => {
                then.get(k).or_else(|| else_.get(k - then.len()))?
            }
            Element::OIList(clauses) => clauses.iter().flatten().nth(k)?,
            _ => return None,
        };
    }
    Some(it)
}

/// The printer a generated print function drives.
pub struct GenPrinter<'p>(Printer<'static, 'p>);

impl<'p> GenPrinter<'p> {
    /// The printer of `op`, if it is an op of an ODS dialect with a format.
    pub fn new(p: &'p mut dyn OpAsmPrinter, op: OpId) -> Option<Self> {
        let rt: &'static RuntimeOp = p.body().op(op).name().interface::<RuntimeOp>()?;
        rt.def.format.as_ref()?;
        Some(GenPrinter(Printer::new(p, rt, op)))
    }

    /// Writes literal text (spacing included).
    #[inline]
    pub fn write(&mut self, s: &str) {
        self.0.p.write_str(s);
    }

    /// A `"\n"` literal.
    pub fn newline(&mut self) {
        self.0.p.print_newline();
    }

    /// `attr-dict` (`attr-dict-with-keyword` when `with_keyword`).
    pub fn attr_dict(&mut self, with_keyword: bool) {
        self.0.attr_dict(with_keyword);
    }

    /// Whether variable `v` is present (an optional group's anchor).
    pub fn present(&self, v: VarRef) -> bool {
        self.0.var_present(v)
    }

    /// Whether the anchor at `path` is present.
    pub fn present_at(&self, path: &[usize]) -> bool {
        self.at(path).is_some_and(|it| self.0.anchor_present(it))
    }

    /// Prints variable `v`.
    pub fn var(&mut self, v: VarRef) {
        self.0.var(v);
    }

    /// Prints the types of variable `v` (`type($v)`).
    pub fn types(&mut self, v: VarRef) {
        let types = self.0.var_types(v);
        self.0.p.print_types(&types);
    }

    /// Prints the element at `path` (not a literal, group or `attr-dict`).
    pub fn element_at(&mut self, path: &[usize]) {
        if let Some(it) = self.at(path) {
            self.0.element(&it.element);
        }
    }

    fn at(&self, path: &[usize]) -> Option<&'static Item> {
        item_at(self.0.rt.def.format.as_ref()?, path)
    }
}

/// The parser a generated parse function drives.
pub struct GenParser<'p>(FormatParser<'static, 'p>);

impl<'p> GenParser<'p> {
    /// The parser of the op `state` names, or the error saying why its format
    /// cannot be parsed (as the interpreter reports it).
    pub fn new(p: &'p mut dyn OpAsmParser, state: &OperationState) -> AsmResult<Self> {
        Ok(GenParser(FormatParser::new(p, state)?))
    }

    /// The underlying parser.
    #[inline]
    pub fn p(&mut self) -> &mut dyn OpAsmParser {
        &mut *self.0.p
    }

    /// A punctuation literal.
    #[inline]
    pub fn punct(&mut self, punct: Punct) -> AsmResult<()> {
        self.0.p.parse_punct(punct)
    }

    /// A keyword literal.
    #[inline]
    pub fn keyword(&mut self, kw: &str) -> AsmResult<()> {
        self.0.p.parse_keyword(kw)
    }

    /// An optional punctuation literal (a group's first element).
    #[inline]
    pub fn optional_punct(&mut self, punct: Punct) -> bool {
        self.0.p.parse_optional_punct(punct)
    }

    /// An optional keyword literal (a group's first element).
    #[inline]
    pub fn optional_keyword(&mut self, kw: &str) -> bool {
        self.0.p.parse_optional_keyword(kw)
    }

    /// `attr-dict` (`attr-dict-with-keyword` when `with_keyword`).
    pub fn attr_dict(&mut self, with_keyword: bool) -> AsmResult<()> {
        let mut d = std::mem::take(&mut self.0.out.dict);
        if with_keyword {
            self.0.p.parse_optional_attr_dict_with_keyword(&mut d)?;
        } else {
            self.0.p.parse_optional_attr_dict(&mut d)?;
        }
        self.0.out.dict = d;
        Ok(())
    }

    /// Variable `v`.
    pub fn var(&mut self, v: VarRef) -> AsmResult<()> {
        self.0.var(v)
    }

    /// `type($v)`.
    pub fn types(&mut self, v: VarRef) -> AsmResult<()> {
        let types = self.0.var_types(Some(v))?;
        match v {
            VarRef::Operand(i) => self.0.out.operand_types[i] = Some(types),
            VarRef::Result(i) => self.0.out.result_types[i] = Some(types),
            _ => {}
        }
        Ok(())
    }

    /// An `oilist` clause whose literal was just parsed: an error if it was
    /// already given (`seen`), else marks it seen.
    #[inline]
    pub fn clause(&mut self, seen: &mut bool, lit: &str) -> AsmResult<()> {
        if std::mem::replace(seen, true) {
            return Err(super::repeated_clause(&mut *self.0.p, lit));
        }
        Ok(())
    }

    /// Sets unit attribute or property `v` (the anchor of a group that is
    /// present).
    pub fn set_unit(&mut self, v: VarRef) {
        self.0.set_unit(v);
    }

    /// The element at `path` (not a literal, group or `attr-dict`).
    pub fn item_at(&mut self, path: &[usize]) -> AsmResult<()> {
        match self.at(path) {
            Some(it) => self.0.item(it),
            None => Ok(()),
        }
    }

    /// Parses the first element of an optional group, at `path`, if present.
    pub fn optional_first_at(&mut self, path: &[usize]) -> AsmResult<bool> {
        match self.at(path) {
            Some(it) => self.0.optional_first(it),
            None => Ok(false),
        }
    }

    /// Resolves what was parsed into `state`.
    pub fn finish(mut self, state: &mut OperationState) -> AsmResult<()> {
        let format = self.0.format();
        self.0.finish(format, state)
    }

    fn at(&self, path: &[usize]) -> Option<&'static Item> {
        item_at(self.0.format(), path)
    }
}

/// The operands of one definition, inline when few.
pub type Operands = smallvec::SmallVec<[UnresolvedOperand; 2]>;
/// Types of one definition, inline when few.
pub type Types = smallvec::SmallVec<[Type; 4]>;
/// Regions of one definition.
pub type Regions = smallvec::SmallVec<[ropt_ir::RegionId; 1]>;
/// Successors of one definition.
pub type Successors = smallvec::SmallVec<[ropt_ir::BlockId; 1]>;

/// The parser of generated parse functions that keep what they parse in
/// locals and resolve operand and result types with code generated from the
/// format (for formats made of literals, `attr-dict`, operands, attributes,
/// `type` directives of operands and results, and optional groups of these).
pub struct FastParser<'p> {
    p: &'p mut dyn OpAsmParser,
    rt: &'static RuntimeOp,
    /// Where each operand definition's values began.
    operand_pos: smallvec::SmallVec<[Option<SourcePos>; 4]>,
}

impl<'p> FastParser<'p> {
    /// The parser of the op `state` names.
    #[inline]
    pub fn new(p: &'p mut dyn OpAsmParser, state: &OperationState) -> AsmResult<Self> {
        match state.name.interface::<RuntimeOp>() {
            Some(rt) => Ok(FastParser {
                p,
                rt,
                operand_pos: smallvec::SmallVec::from_elem(None, rt.def.operands.len()),
            }),
            None => {
                let pos = p.current_pos();
                Err(p.emit_error(pos, "is not an op of a loaded dialect"))
            }
        }
    }

    /// A punctuation literal.
    #[inline]
    pub fn punct(&mut self, punct: Punct) -> AsmResult<()> {
        self.p.parse_punct(punct)
    }

    /// A keyword literal.
    #[inline]
    pub fn keyword(&mut self, kw: &str) -> AsmResult<()> {
        self.p.parse_keyword(kw)
    }

    /// An optional punctuation literal (a group's first element).
    #[inline]
    pub fn optional_punct(&mut self, punct: Punct) -> bool {
        self.p.parse_optional_punct(punct)
    }

    /// An optional keyword literal (a group's first element).
    #[inline]
    pub fn optional_keyword(&mut self, kw: &str) -> bool {
        self.p.parse_optional_keyword(kw)
    }

    /// `attr-dict` (`attr-dict-with-keyword` when `with_keyword`).
    pub fn attr_dict(
        &mut self,
        dict: &mut Vec<NamedAttribute>,
        with_keyword: bool,
    ) -> AsmResult<()> {
        if with_keyword {
            self.p.parse_optional_attr_dict_with_keyword(dict)
        } else {
            self.p.parse_optional_attr_dict(dict)
        }
    }

    /// Notes that the values of operand definition `i` begin here.
    #[inline]
    fn mark(&mut self, i: usize) {
        let pos = self.p.current_pos();
        if let Some(slot) = self.operand_pos.get_mut(i) {
            *slot = Some(pos);
        }
    }

    /// Operand definition `i`, a single operand.
    #[inline]
    pub fn operand(&mut self, i: usize) -> AsmResult<Operands> {
        self.mark(i);
        Ok(smallvec::smallvec![self.p.parse_operand()?])
    }

    /// Operand definition `i`, an optional operand.
    pub fn optional_operand(&mut self, i: usize) -> AsmResult<Operands> {
        self.mark(i);
        Ok(self.p.parse_optional_operand()?.into_iter().collect())
    }

    /// Operand definition `i`, variadic: a comma-separated list, possibly empty.
    pub fn operand_list(&mut self, i: usize) -> AsmResult<Operands> {
        self.mark(i);
        Ok(Operands::from_vec(
            self.p.parse_operand_list(ListDelimiter::None)?,
        ))
    }

    /// Operand definition `i` as a group's first element (more after commas
    /// when `variadic`), if present.
    pub fn optional_first_operand(
        &mut self,
        i: usize,
        variadic: bool,
    ) -> AsmResult<Option<Operands>> {
        self.mark(i);
        let Some(o) = self.p.parse_optional_operand()? else {
            return Ok(None);
        };
        let mut ops = Operands::new();
        ops.push(o);
        if variadic {
            while self.p.parse_optional_punct(Punct::Comma) {
                ops.push(self.p.parse_operand()?);
            }
        }
        Ok(Some(ops))
    }

    /// The value of attribute `i` (a definition index).
    #[inline]
    pub fn attr(&mut self, i: usize) -> AsmResult<Attribute> {
        super::parse_attr(&mut *self.p, self.rt, i)
    }

    /// An enum attribute `i` as a group's first element: one of its case
    /// keywords, if present.
    pub fn optional_first_enum(&mut self, i: usize) -> Option<Attribute> {
        let e = self.rt.plan.enum_of(i)?.def;
        for c in &e.cases {
            if self.p.parse_optional_keyword(&c.str) {
                return super::enum_attr(self.p.context(), e, c.value);
            }
        }
        None
    }

    /// An `oilist` clause whose literal was just parsed: an error if it was
    /// already given (`seen`), else marks it seen.
    #[inline]
    pub fn clause(&mut self, seen: &mut bool, lit: &str) -> AsmResult<()> {
        if std::mem::replace(seen, true) {
            return Err(super::repeated_clause(&mut *self.p, lit));
        }
        Ok(())
    }

    /// The unit attribute (a group's unit anchor).
    #[inline]
    pub fn unit(&self) -> Attribute {
        self.p.context().unit_attr()
    }

    /// The type of a single operand or result.
    #[inline]
    pub fn single_type(&mut self) -> AsmResult<Types> {
        Ok(smallvec::smallvec![self.p.parse_type()?])
    }

    /// The type of a single operand or result whose constraint names the
    /// builtin type class `kind` (another class is a parse error).
    pub fn single_type_of_kind(&mut self, kind: &str) -> AsmResult<Types> {
        Ok(smallvec::smallvec![super::parse_type_of_kind(
            &mut *self.p,
            Some(kind)
        )?])
    }

    /// The type of an optional operand or result, if written.
    pub fn optional_type(&mut self) -> AsmResult<Types> {
        Ok(self.p.parse_optional_type()?.into_iter().collect())
    }

    /// The types of a variadic operand or result: a comma-separated list of
    /// at least one (as MLIR's `parseTypeList`).
    pub fn type_list(&mut self) -> AsmResult<Types> {
        Ok(Types::from_vec(self.p.parse_type_list()?))
    }

    /// Types as a group's first element, if present.
    pub fn optional_first_types(&mut self) -> AsmResult<Option<Types>> {
        match self.p.parse_optional_type()? {
            Some(t) => {
                let mut types: Types = smallvec::smallvec![t];
                while self.p.parse_optional_punct(Punct::Comma) {
                    types.push(self.p.parse_type()?);
                }
                Ok(Some(types))
            }
            None => Ok(None),
        }
    }

    /// Where the parser is (operands are resolved there).
    #[inline]
    pub fn pos(&self) -> SourcePos {
        self.p.current_pos()
    }

    /// `count` copies of the type the constraint of operand (result) `v`
    /// builds.
    pub fn built(&mut self, v: VarRef, count: usize) -> AsmResult<Types> {
        let (built, source) = match v {
            VarRef::Operand(i) => (
                self.rt.plan.built_operand_types[i],
                self.rt.def.format.as_ref().map(|f| &f.operand_types[i]),
            ),
            VarRef::Result(i) => (
                self.rt.plan.built_result_types[i],
                self.rt.def.format.as_ref().map(|f| &f.result_types[i]),
            ),
            _ => (None, None),
        };
        let call = match source {
            Some(ropt_ods_model::format::TypeSource::Buildable(call)) => call.as_str(),
            _ => "",
        };
        match built.or_else(|| super::super::attrs::build_type(self.p.context(), call)) {
            Some(t) => Ok(smallvec::SmallVec::from_elem(t, count)),
            None => {
                let pos = self.p.current_pos();
                Err(self.p.emit_error(
                    pos,
                    &format!("cannot build type `{call}` at run time (needs a compiled dialect)"),
                ))
            }
        }
    }

    /// The type an attribute gives the values whose type is its own.
    pub fn attr_type(&self, a: Option<Attribute>) -> Types {
        let i1 = self.p.context().i1_type();
        a.and_then(|a| match a.kind() {
            ropt_ir::AttributeKind::Bool(_) => Some(i1),
            _ => a.as_type().or_else(|| a.ty()),
        })
        .into_iter()
        .collect()
    }

    /// Resolves `operands` (operand definition `i`) to values of `types`
    /// (appended to `out`); a count mismatch is reported where the operands
    /// began (at `pos` if they were not parsed).
    #[inline]
    pub fn resolve(
        &mut self,
        i: usize,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: SourcePos,
        out: &mut Vec<ropt_ir::ValueId>,
    ) -> AsmResult<()> {
        let at = self.operand_pos.get(i).copied().flatten().unwrap_or(pos);
        super::resolve_operands(&mut *self.p, operands, types, at, out)
    }

    /// A region (a single region definition).
    #[inline]
    pub fn region(&mut self) -> AsmResult<Regions> {
        Ok(smallvec::smallvec![self.p.parse_region(&[])?])
    }

    /// The regions of a variadic region definition: a comma-separated list,
    /// possibly empty.
    pub fn region_list(&mut self) -> AsmResult<Regions> {
        Ok(self.optional_first_region(true)?.unwrap_or_default())
    }

    /// Regions as a group's first element (more after commas when
    /// `variadic`), if present.
    pub fn optional_first_region(&mut self, variadic: bool) -> AsmResult<Option<Regions>> {
        let Some(r) = self.p.parse_optional_region(&[])? else {
            return Ok(None);
        };
        let mut rs: Regions = smallvec::smallvec![r];
        while variadic && self.p.parse_optional_punct(Punct::Comma) {
            rs.push(self.p.parse_region(&[])?);
        }
        Ok(Some(rs))
    }

    /// A successor (a single successor definition).
    #[inline]
    pub fn successor(&mut self) -> AsmResult<Successors> {
        Ok(smallvec::smallvec![self.p.parse_successor()?])
    }

    /// The successors of a variadic successor definition: a comma-separated
    /// list, possibly empty.
    pub fn successor_list(&mut self) -> AsmResult<Successors> {
        Ok(self.optional_first_successor(true)?.unwrap_or_default())
    }

    /// Successors as a group's first element (more after commas when
    /// `variadic`), if present.
    pub fn optional_first_successor(&mut self, variadic: bool) -> AsmResult<Option<Successors>> {
        let Some(s) = self.p.parse_optional_successor()? else {
            return Ok(None);
        };
        let mut ss: Successors = smallvec::smallvec![s];
        while variadic && self.p.parse_optional_punct(Punct::Comma) {
            ss.push(self.p.parse_successor()?);
        }
        Ok(Some(ss))
    }

    /// A function type (`functional-type`): its inputs and results.
    pub fn function_type(&mut self) -> AsmResult<(Types, Types)> {
        let (i, o) = self.p.parse_function_type()?;
        Ok((Types::from_vec(i), Types::from_vec(o)))
    }

    /// MLIR's parse-time check of types a `TypesMatchWith` transform reads
    /// (see [`RuntimeOp::check_transform_source`]).
    pub fn check_transform_source(
        &mut self,
        result: bool,
        index: usize,
        types: &[Type],
    ) -> AsmResult<()> {
        self.rt
            .check_transform_source(&mut *self.p, result, index, types)
    }

    /// `transform` (a `TypesMatchWith` transform over `$_self`) applied to
    /// each of `types`.
    /// `transform` applied to `types`; one resulting type stands for each of `count` operands
    /// (`None` for results: their count follows from the types).
    pub fn transform(
        &mut self,
        types: Types,
        transform: &str,
        count: Option<usize>,
    ) -> AsmResult<Types> {
        let mut out = Types::new();
        for t in types {
            match super::super::attrs::apply_transform_list(self.p.context(), transform, t) {
                Some(ts) => out.extend(ts),
                None => {
                    let pos = self.p.current_pos();
                    return Err(self.p.emit_error(
                        pos,
                        &format!("cannot apply type transform `{transform}` at run time"),
                    ));
                }
            }
        }
        Ok(match count {
            Some(n) if out.len() == 1 => fit(out, n),
            _ => out,
        })
    }

    /// Sets the op's properties and discardable attributes from the format's
    /// attributes (by definition index), the parsed dictionary and the
    /// operand group sizes; gives the regions in `state` their implicit
    /// terminators (or entry blocks).
    pub fn finish(
        self,
        state: &mut OperationState,
        attrs: &[Option<Attribute>],
        dict: Vec<NamedAttribute>,
        sizes: &[i32],
        result_sizes: Option<&[i32]>,
    ) {
        if !state.regions.is_empty() {
            super::finish_regions(&mut *self.p, self.rt, state);
        }
        super::finish_attrs(
            &*self.p,
            self.rt,
            state,
            (attrs, &[]),
            dict,
            &[],
            (sizes, result_sizes),
        );
    }
}

/// The types a `type` directive parsed into `local` (none if it did not run).
#[inline]
pub fn parsed(local: &Option<Types>) -> Types {
    match local {
        Some(t) => Types::from_slice(t),
        None => Types::new(),
    }
}

/// `types` as the types of `count` values: unchanged when there are as many,
/// else the first repeated (a type shared by a group).
#[inline]
pub fn fit(types: Types, count: usize) -> Types {
    match (types.first(), types.len() == count) {
        (_, true) => types,
        (Some(&f), false) => smallvec::SmallVec::from_elem(f, count),
        (None, false) => types,
    }
}

/// The printer of generated print functions for ops whose operands and
/// results are single values: elements print straight from the op, without
/// computing value groups.
pub struct FastPrinter<'p> {
    p: &'p mut dyn OpAsmPrinter,
    rt: &'static RuntimeOp,
    op: OpId,
}

impl<'p> FastPrinter<'p> {
    /// The printer of `op`, if it is an op of an ODS dialect.
    #[inline]
    pub fn new(p: &'p mut dyn OpAsmPrinter, op: OpId) -> Option<Self> {
        let rt: &'static RuntimeOp = p.body().op(op).name().interface::<RuntimeOp>()?;
        Some(FastPrinter { p, rt, op })
    }

    /// Writes literal text (spacing included).
    #[inline]
    pub fn write(&mut self, s: &str) {
        self.p.write_str(s);
    }

    /// A `"\n"` literal.
    pub fn newline(&mut self) {
        self.p.print_newline();
    }

    /// `attr-dict` (`attr-dict-with-keyword` when `with_keyword`).
    #[inline]
    pub fn attr_dict(&mut self, with_keyword: bool) {
        super::print_attr_dict(&mut *self.p, self.rt, self.op, with_keyword);
    }

    /// Operand `i` (a single value), if the op has it.
    #[inline]
    pub fn operand(&mut self, i: usize) {
        let v = self.p.body().operands(self.op).nth(i);
        if let Some(v) = v {
            self.p.print_operand(v);
        }
    }

    /// Whether the op has operand `i` (a group's anchor).
    #[inline]
    pub fn has_operand(&self, i: usize) -> bool {
        self.p.body().num_operands(self.op) > i
    }

    /// The type of operand `i` (a single value), if the op has it.
    #[inline]
    pub fn operand_type(&mut self, i: usize) {
        let body = self.p.body();
        let t = body.operands(self.op).nth(i).map(|v| body.value_type(v));
        if let Some(t) = t {
            self.p.print_type(t);
        }
    }

    /// The type of result `i` (a single value), if the op has it.
    #[inline]
    pub fn result_type(&mut self, i: usize) {
        let body = self.p.body();
        let t = body.results(self.op).nth(i).map(|v| body.value_type(v));
        if let Some(t) = t {
            self.p.print_type(t);
        }
    }

    fn attr_value(&self, i: usize) -> Option<Attribute> {
        super::attr_by_id(self.p.body(), self.op, self.rt.plan.attr_ids[i])
    }

    /// Whether attribute `i` is set to something else than its default (a
    /// group's anchor).
    #[inline]
    pub fn has_attr(&self, i: usize) -> bool {
        match self.attr_value(i) {
            None => false,
            Some(v) => self.rt.plan.defaults[i] != Some(v),
        }
    }

    /// Attribute `i`, if set.
    #[inline]
    pub fn attr(&mut self, i: usize) {
        if let Some(v) = self.attr_value(i) {
            super::print_attr(&mut *self.p, self.rt, i, v);
        }
    }
}
