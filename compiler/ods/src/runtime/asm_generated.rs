//! What the parsers and printers generated for compiled dialects call
//! (`codegen::format` writes them): the format interpreter's element
//! operations, one call per element, with the spacing of the printer and the
//! shape of the parser decided when the code was generated. Both front doors
//! share these operations, so a compiled op and the same op loaded with
//! `--load-dialect` print and parse identically.
//!
//! Elements the generator does not specialize are reached by their path in
//! the format (indices into the items, an optional group's `then` items
//! followed by its `else` items).

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{OpId, OperationState};

use super::{Format, FormatParser, Item, Printer, RuntimeOp};
use crate::format::{Element, VarRef};

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
        let Element::Optional { then, else_, .. } = &it.element else {
            return None;
        };
        it = then.get(k).or_else(|| else_.get(k - then.len()))?;
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
        let elided = self.0.elided_attrs();
        if with_keyword {
            self.0
                .p
                .print_optional_attr_dict_with_keyword(self.0.op, &elided);
        } else {
            self.0.p.print_optional_attr_dict(self.0.op, &elided);
        }
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

    /// Sets unit attribute `i` (the anchor of a group that is present).
    pub fn set_unit(&mut self, i: usize) {
        self.0.out.attrs[i] = Some(self.0.p.context().unit_attr());
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
