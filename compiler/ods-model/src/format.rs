//! The declarative assembly format of an op (`assemblyFormat`): its parser
//! and the checks that the format can print and parse every part of the op.
//!
//! Errors carry the byte offset in the format string they point at and use
//! mlir-tblgen's wording.

use crate::model::{OpDef, OpTrait};
use crate::text::Str;

/// A part of the op a format variable names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VarRef {
    /// `operands[i]`.
    Operand(usize),
    /// `attributes[i]`.
    Attribute(usize),
    /// `properties[i]`.
    Property(usize),
    /// `results[i]` (only inside `type`/`functional-type`).
    Result(usize),
    /// `regions[i]`.
    Region(usize),
    /// `successors[i]`.
    Successor(usize),
}

/// An element of a format.
#[derive(Debug, Clone, PartialEq)]
pub enum Element {
    /// A literal: a keyword, punctuation, `""` (no space), `" "` or `"\n"`.
    Literal(Str),
    /// A variable `$name`.
    Var(VarRef),
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// Print `attributes` before the dictionary.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `operands`: all operands.
    Operands,
    /// `results`: all results (inside `type` only).
    Results,
    /// `regions`: all regions.
    Regions,
    /// `successors`: all successors.
    Successors,
    /// `type(arg)`.
    Type(Box<Item>),
    /// `qualified(arg)`: print the type or attribute with its dialect prefix.
    Qualified(Box<Item>),
    /// `functional-type(inputs, results)`.
    FunctionalType(Box<Item>, Box<Item>),
    /// `custom<Name>(args)`: hand-written parse_Name/print_Name.
    Custom {
        /// The name of the hand-written functions.
        name: Str,
        /// Their arguments.
        args: Vec<Item>,
    },
    /// `ref(arg)`: an already-parsed element passed to a custom directive.
    Ref(Box<Item>),
    /// `(then)?` or `(then) : (else)?`, present when the anchor is.
    Optional {
        /// Elements printed when the anchor is present.
        then: Vec<Item>,
        /// Elements printed otherwise.
        else_: Vec<Item>,
        /// Index in `then` of the anchor element.
        anchor: usize,
    },
    /// `oilist(clause | clause ...)`: clauses in any order, each at most once.
    OIList(Vec<Vec<Item>>),
}

/// An element with the offset of its first character in the format string.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// The element.
    pub element: Element,
    /// Byte offset in the format string.
    pub offset: usize,
}

/// A checked format.
#[derive(Debug, Clone, PartialEq)]
pub struct Format {
    /// Top-level elements in order.
    pub items: Vec<Item>,
    /// Per operand: how its type is known when parsing.
    pub operand_types: Vec<TypeSource>,
    /// Per result: how its type is known when parsing.
    pub result_types: Vec<TypeSource>,
}

impl Format {
    /// The operands and results whose parsed types a `TypesMatchWith` transform reads, in
    /// definition order (operands first): MLIR checks their constraints while parsing.
    pub fn transform_sources(&self) -> Vec<VarRef> {
        let mut out: Vec<VarRef> = Vec::new();
        for s in self.operand_types.iter().chain(&self.result_types) {
            if let TypeSource::Transformed(v @ (VarRef::Operand(_) | VarRef::Result(_)), _) = s
                && !out.contains(v)
            {
                out.push(*v);
            }
        }
        let key = |v: &VarRef| match *v {
            VarRef::Operand(i) => (0, i),
            VarRef::Result(i) => (1, i),
            _ => (2, 0),
        };
        out.sort_by_key(key);
        out.retain(|v| match *v {
            VarRef::Operand(i) => matches!(self.operand_types.get(i), Some(TypeSource::Parsed)),
            VarRef::Result(i) => matches!(self.result_types.get(i), Some(TypeSource::Parsed)),
            _ => false,
        });
        out
    }
}

/// How the parser learns the type of an operand or result.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeSource {
    /// A `type` directive (or `operands`/`results` in one, or a
    /// `functional-type`, or a custom directive) parses it.
    Parsed,
    /// The constraint's builder builds it.
    Buildable(Str),
    /// Equal to the type of another operand, result, or of an attribute
    /// parsed by the format.
    SameAs(VarRef),
    /// `transform` (a Rust expression over `$_self`) of another such type.
    Transformed(VarRef, Str),
    /// Inferred by the op's `InferTypeOpInterface`.
    Inferred,
}

/// An error in a format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// The message (mlir-tblgen's wording).
    pub message: String,
    /// Byte offset in the format string.
    pub offset: usize,
    /// A note without location ("suggest adding ...").
    pub note: Option<String>,
}

impl FormatError {
    /// The error as mlir-tblgen prints it, pointing into the format `text`:
    /// `error: <message>`, the format line, a caret. (The tool adds the note
    /// locating the op, then [`FormatError::render_note`].)
    pub fn render(&self, text: &str) -> String {
        format!("error: {}\n{}", self.message, excerpt(text, self.offset))
    }

    /// The suggestion note, if any, printed after the op's location note.
    pub fn render_note(&self, text: &str) -> Option<String> {
        let note = self.note.as_ref()?;
        Some(format!("note: {note}\n{}", excerpt(text, self.offset)))
    }
}

/// The line of `text` holding `offset` and a caret under it (tabs expanded
/// to stops of 8, as LLVM's source manager prints them).
fn excerpt(text: &str, offset: usize) -> String {
    let offset = offset.min(text.len());
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    let mut line = String::new();
    let mut caret_col = 0;
    for (i, c) in text[line_start..line_end].char_indices() {
        if line_start + i == offset {
            caret_col = line.chars().count();
        }
        if c == '\t' {
            let width = 8 - line.chars().count() % 8;
            line.extend(std::iter::repeat_n(' ', width));
        } else {
            line.push(c);
        }
    }
    if offset == line_end {
        caret_col = line.chars().count();
    }
    format!("{line}\n{}^\n", " ".repeat(caret_col))
}

fn err<T>(offset: usize, message: impl Into<String>) -> Result<T, FormatError> {
    Err(FormatError {
        message: message.into(),
        offset,
        note: None,
    })
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Keyword(String),
    Punct(char),
    Eof,
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
}

impl Lexer<'_> {
    fn next(&mut self) -> Result<(Tok, usize), FormatError> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && (bytes[self.pos] as char).is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        let Some(&c) = bytes.get(self.pos) else {
            return Ok((Tok::Eof, start));
        };
        self.pos += 1;
        match c {
            b'`' => match self.text[self.pos..].find('`') {
                Some(len) => {
                    let lit = self.text[self.pos..self.pos + len].to_string();
                    self.pos += len + 1;
                    Ok((Tok::Literal(lit), start))
                }
                None => err(self.text.len(), "unexpected end of file in literal"),
            },
            b'$' => {
                let name_start = self.pos;
                while self.pos < bytes.len()
                    && (bytes[self.pos].is_ascii_alphanumeric() || bytes[self.pos] == b'_')
                {
                    self.pos += 1;
                }
                if name_start == self.pos || bytes[name_start].is_ascii_digit() {
                    return err(start, "expected variable name");
                }
                Ok((Tok::Var(self.text[name_start..self.pos].to_string()), start))
            }
            b'(' | b')' | b'?' | b'^' | b':' | b',' | b'=' | b'<' | b'>' | b'|' | b'{' | b'}' => {
                Ok((Tok::Punct(c as char), start))
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while self.pos < bytes.len()
                    && (bytes[self.pos].is_ascii_alphanumeric()
                        || bytes[self.pos] == b'_'
                        || bytes[self.pos] == b'-')
                {
                    self.pos += 1;
                }
                Ok((Tok::Keyword(self.text[start..self.pos].to_string()), start))
            }
            _ => err(start, "unexpected character"),
        }
    }
}

/// Checks a literal's text the way mlir-tblgen does.
fn check_literal(lit: &str, offset: usize) -> Result<(), FormatError> {
    if lit.is_empty() || lit == " " || lit == "\\n" || lit == "\n" || lit == "->" || lit == "..." {
        return Ok(());
    }
    let first = lit.chars().next().unwrap_or(' ');
    if lit.chars().count() == 1 {
        if first.is_ascii_alphabetic() || "_:,=<>()[]{}?+-*".contains(first) {
            return Ok(());
        }
        return err(
            offset,
            format!(
                "expected valid literal but got '{lit}': single character literal must be a \
                 letter or one of '_:,=<>()[]{{}}?+-*'"
            ),
        );
    }
    if !(first.is_ascii_alphabetic() || first == '_') {
        return err(
            offset,
            format!(
                "expected valid literal but got '{lit}': valid keyword starts with a letter or '_'"
            ),
        );
    }
    if lit
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c))
    {
        return Ok(());
    }
    err(
        offset,
        format!(
            "expected valid literal but got '{lit}': keywords should contain only alphanum, \
             '_', '$', or '.' characters"
        ),
    )
}

/// Where an element is being parsed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Optional,
    Custom,
    TypeArg,
}

#[derive(Default)]
struct Seen {
    attr_dict: bool,
    operands: Vec<bool>,
    all_operands: bool,
    attributes: Vec<bool>,
    properties: Vec<bool>,
    regions: Vec<bool>,
    all_regions: bool,
    successors: Vec<bool>,
    all_successors: bool,
    operand_types: Vec<bool>,
    all_operand_types: bool,
    result_types: Vec<bool>,
    all_result_types: bool,
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    tok: Tok,
    tok_pos: usize,
    op: &'a OpDef,
    seen: Seen,
    depth: usize,
    /// Offset of the innermost optional group being parsed.
    group_start: usize,
    /// Offset of the format's first character (for whole-format errors).
    start: usize,
}

/// Deepest nesting of optional groups and directives accepted.
const MAX_DEPTH: usize = 128;

impl<'a> Parser<'a> {
    fn bump(&mut self) -> Result<(), FormatError> {
        let (tok, pos) = self.lexer.next()?;
        self.tok = tok;
        self.tok_pos = pos;
        Ok(())
    }

    fn expect(&mut self, c: char, msg: &str) -> Result<(), FormatError> {
        if self.tok != Tok::Punct(c) {
            return err(self.tok_pos, msg);
        }
        self.bump()
    }

    fn resolve(&self, name: &str, offset: usize) -> Result<VarRef, FormatError> {
        let op = self.op;
        if let Some(i) = op.operands.iter().position(|o| o.name == name) {
            return Ok(VarRef::Operand(i));
        }
        if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
            return Ok(VarRef::Attribute(i));
        }
        if let Some(i) = op.properties.iter().position(|a| a.name == name) {
            return Ok(VarRef::Property(i));
        }
        if let Some(i) = op.regions.iter().position(|a| a.name == name) {
            return Ok(VarRef::Region(i));
        }
        if let Some(i) = op.successors.iter().position(|a| a.name == name) {
            return Ok(VarRef::Successor(i));
        }
        if let Some(i) = op.results.iter().position(|a| a.name == name) {
            return Ok(VarRef::Result(i));
        }
        err(
            offset,
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    /// Marks a variable used outside a type directive as bound.
    fn bind_var(&mut self, var: VarRef, name: &str, offset: usize) -> Result<(), FormatError> {
        let (slot, all, kind) = match var {
            VarRef::Operand(i) => (
                &mut self.seen.operands[i],
                self.seen.all_operands,
                "operand",
            ),
            VarRef::Attribute(i) => (&mut self.seen.attributes[i], false, "attribute"),
            VarRef::Property(i) => (&mut self.seen.properties[i], false, "property"),
            VarRef::Region(i) => (&mut self.seen.regions[i], self.seen.all_regions, "region"),
            VarRef::Successor(i) => (
                &mut self.seen.successors[i],
                self.seen.all_successors,
                "successor",
            ),
            VarRef::Result(_) => {
                return err(
                    offset,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
        };
        if *slot || all {
            return err(offset, format!("{kind} '{name}' is already bound"));
        }
        *slot = true;
        Ok(())
    }

    /// Marks the type of the argument of a type directive as bound.
    fn bind_type(&mut self, arg: &Item, name: &str, directive: usize) -> Result<(), FormatError> {
        let already = || err(directive, format!("'type' of '{name}' is already bound"));
        match arg.element {
            Element::Var(VarRef::Operand(i)) => {
                if self.seen.operand_types[i] || self.seen.all_operand_types {
                    return already();
                }
                self.seen.operand_types[i] = true;
            }
            Element::Var(VarRef::Result(i)) => {
                if self.seen.result_types[i] || self.seen.all_result_types {
                    return already();
                }
                self.seen.result_types[i] = true;
            }
            Element::Operands => {
                if self.seen.all_operand_types || self.seen.operand_types.iter().any(|b| *b) {
                    return err(directive, "'operands' 'type' is already bound");
                }
                self.seen.all_operand_types = true;
            }
            Element::Results => {
                if self.seen.all_result_types || self.seen.result_types.iter().any(|b| *b) {
                    return err(directive, "'results' 'type' is already bound");
                }
                self.seen.all_result_types = true;
            }
            _ => {}
        }
        Ok(())
    }

    fn parse_element(&mut self, ctx: Ctx) -> Result<Item, FormatError> {
        if self.depth >= MAX_DEPTH {
            return err(self.tok_pos, "format is nested too deeply");
        }
        self.depth += 1;
        let result = self.parse_element_inner(ctx);
        self.depth -= 1;
        result
    }

    fn parse_element_inner(&mut self, ctx: Ctx) -> Result<Item, FormatError> {
        let offset = self.tok_pos;
        let tok = self.tok.clone();
        match tok {
            Tok::Literal(lit) => {
                if ctx == Ctx::Custom || ctx == Ctx::TypeArg {
                    return err(
                        offset,
                        "literals may only be used in the top-level section of the format",
                    );
                }
                check_literal(&lit, offset)?;
                self.bump()?;
                Ok(Item {
                    element: Element::Literal(lit.into()),
                    offset,
                })
            }
            Tok::Var(name) => {
                self.bump()?;
                let var = self.resolve(&name, offset)?;
                if ctx == Ctx::TypeArg {
                    match var {
                        VarRef::Operand(_) | VarRef::Result(_) => {}
                        VarRef::Attribute(_) | VarRef::Property(_) => {
                            return err(
                                offset,
                                "attributes cannot be used as children to a `type` directive",
                            );
                        }
                        _ => return err(offset, "expected operand or result variable"),
                    }
                } else {
                    self.bind_var(var, &name, offset)?;
                }
                Ok(Item {
                    element: Element::Var(var),
                    offset,
                })
            }
            Tok::Punct('(') if ctx == Ctx::TopLevel => self.parse_optional_group(offset),
            Tok::Punct('(') if ctx == Ctx::Custom => err(
                offset,
                "optional groups can only be used as top-level elements",
            ),
            Tok::Keyword(kw) => {
                self.bump()?;
                self.parse_directive(&kw, offset, ctx)
            }
            _ => err(
                offset,
                "expected literal, variable, directive, or optional group",
            ),
        }
    }

    fn var_name(&self, item: &Item) -> String {
        match item.element {
            Element::Var(VarRef::Operand(i)) => self.op.operands[i].name.to_string(),
            Element::Var(VarRef::Result(i)) => self.op.results[i].name.to_string(),
            Element::Operands => "operands".into(),
            Element::Results => "results".into(),
            _ => String::new(),
        }
    }

    fn parse_type_arg(&mut self) -> Result<Item, FormatError> {
        let arg = self.parse_element(Ctx::TypeArg)?;
        match arg.element {
            Element::Var(_) | Element::Operands | Element::Results => Ok(arg),
            _ => err(arg.offset, "expected operand or result variable"),
        }
    }

    fn parse_directive(&mut self, kw: &str, offset: usize, ctx: Ctx) -> Result<Item, FormatError> {
        let item = |element| Ok(Item { element, offset });
        match kw {
            "attr-dict" | "attr-dict-with-keyword" | "prop-dict" if ctx == Ctx::Optional => err(
                self.group_start,
                "only literals, types, and variables can be used within an optional group",
            ),
            "attr-dict" | "attr-dict-with-keyword" => {
                if ctx != Ctx::TopLevel && ctx != Ctx::Custom {
                    return err(
                        offset,
                        "'attr-dict' directive can only be used as a top-level directive",
                    );
                }
                if self.seen.attr_dict {
                    return err(offset, "'attr-dict' directive has already been seen");
                }
                self.seen.attr_dict = true;
                item(Element::AttrDict {
                    with_keyword: kw == "attr-dict-with-keyword",
                })
            }
            "prop-dict" => {
                if ctx != Ctx::TopLevel {
                    return err(
                        offset,
                        "'prop-dict' directive can only be used as a top-level directive",
                    );
                }
                item(Element::PropDict)
            }
            "operands" => {
                if ctx != Ctx::TypeArg {
                    if self.seen.all_operands || self.seen.operands.iter().any(|b| *b) {
                        return err(offset, "'operands' directive creates overlap in format");
                    }
                    self.seen.all_operands = true;
                }
                item(Element::Operands)
            }
            "results" => {
                if ctx != Ctx::TypeArg {
                    return err(
                        offset,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
                item(Element::Results)
            }
            "regions" => {
                if ctx == Ctx::TypeArg {
                    return err(offset, "expected operand or result variable");
                }
                if self.seen.all_regions || self.seen.regions.iter().any(|b| *b) {
                    return err(offset, "'regions' directive creates overlap in format");
                }
                self.seen.all_regions = true;
                item(Element::Regions)
            }
            "successors" => {
                if ctx == Ctx::TypeArg {
                    return err(offset, "expected operand or result variable");
                }
                if self.seen.all_successors || self.seen.successors.iter().any(|b| *b) {
                    return err(offset, "'successors' directive creates overlap in format");
                }
                self.seen.all_successors = true;
                item(Element::Successors)
            }
            "type" => {
                if ctx == Ctx::TypeArg {
                    return err(offset, "'type' cannot be used as a child of another `type`");
                }
                self.expect('(', "expected '(' before argument list")?;
                let arg = self.parse_type_arg()?;
                self.expect(')', "expected ')' after argument list")?;
                if ctx != Ctx::Custom {
                    let name = self.var_name(&arg);
                    self.bind_type(&arg, &name, offset)?;
                }
                item(Element::Type(Box::new(arg)))
            }
            "qualified" => {
                self.expect('(', "expected '(' before argument list")?;
                let arg = self.parse_element(ctx)?;
                self.expect(')', "expected ')' after argument list")?;
                match arg.element {
                    Element::Type(_) | Element::Var(VarRef::Attribute(_) | VarRef::Property(_)) => {
                    }
                    _ => {
                        return err(
                            offset,
                            "'qualified' directive expects an attribute or a `type` directive",
                        );
                    }
                }
                item(Element::Qualified(Box::new(arg)))
            }
            "functional-type" => {
                if ctx == Ctx::TypeArg {
                    return err(offset, "expected operand or result variable");
                }
                if ctx == Ctx::Custom {
                    return err(
                        offset,
                        "'functional-type' is only valid as a top-level directive",
                    );
                }
                self.expect('(', "expected '(' before argument list")?;
                let inputs = self.parse_type_arg()?;
                self.expect(',', "expected ',' after inputs argument")?;
                let results = self.parse_type_arg()?;
                self.expect(')', "expected ')' after argument list")?;
                let (a, b) = (self.var_name(&inputs), self.var_name(&results));
                self.bind_type(&inputs, &a, offset)?;
                self.bind_type(&results, &b, offset)?;
                item(Element::FunctionalType(Box::new(inputs), Box::new(results)))
            }
            "custom" => {
                if ctx == Ctx::TypeArg || ctx == Ctx::Custom {
                    return err(
                        offset,
                        "`custom` can only be used at the top-level context or within a `struct` directive",
                    );
                }
                self.expect('<', "expected '<' before custom directive name")?;
                let Tok::Keyword(name) = self.tok.clone() else {
                    return err(self.tok_pos, "expected custom directive name identifier");
                };
                self.bump()?;
                self.expect('>', "expected '>' after custom directive name")?;
                self.expect('(', "expected '(' before custom directive parameters")?;
                let mut args = Vec::new();
                loop {
                    let arg = self.parse_element(Ctx::Custom)?;
                    match &arg.element {
                        Element::Var(_)
                        | Element::Ref(_)
                        | Element::Type(_)
                        | Element::AttrDict { .. }
                        | Element::Operands
                        | Element::Regions
                        | Element::Successors
                        | Element::Qualified(_) => {}
                        Element::Literal(l) if l.is_empty() => {}
                        _ => {
                            return err(
                                arg.offset,
                                "only variables and types may be used as parameters to a custom directive",
                            );
                        }
                    }
                    if let Element::Type(inner) = &arg.element {
                        let name = self.var_name(inner);
                        self.bind_type(inner, &name, arg.offset)?;
                    }
                    args.push(arg);
                    if self.tok != Tok::Punct(',') {
                        break;
                    }
                    self.bump()?;
                }
                self.expect(')', "expected ')' after custom directive parameters")?;
                item(Element::Custom {
                    name: name.into(),
                    args,
                })
            }
            "ref" => {
                if ctx != Ctx::Custom {
                    return err(offset, "'ref' is only valid within a `custom` directive");
                }
                self.expect('(', "expected '(' before argument list")?;
                let arg_offset = self.tok_pos;
                let arg = match self.tok.clone() {
                    Tok::Var(name) => {
                        self.bump()?;
                        let var = self.resolve(&name, arg_offset)?;
                        let (bound, kind) = match var {
                            VarRef::Operand(i) => {
                                (self.seen.operands[i] || self.seen.all_operands, "operand")
                            }
                            VarRef::Attribute(i) => (self.seen.attributes[i], "attribute"),
                            VarRef::Property(i) => (self.seen.properties[i], "property"),
                            VarRef::Region(i) => {
                                (self.seen.regions[i] || self.seen.all_regions, "region")
                            }
                            VarRef::Successor(i) => (
                                self.seen.successors[i] || self.seen.all_successors,
                                "successor",
                            ),
                            VarRef::Result(_) => (true, "result"),
                        };
                        if !bound {
                            return err(
                                arg_offset,
                                format!("{kind} '{name}' must be bound before it is referenced"),
                            );
                        }
                        Item {
                            element: Element::Var(var),
                            offset: arg_offset,
                        }
                    }
                    Tok::Keyword(kw) => {
                        self.bump()?;
                        let element = match kw.as_str() {
                            "type" => {
                                self.expect('(', "expected '(' before argument list")?;
                                let a = self.parse_type_arg()?;
                                self.expect(')', "expected ')' after argument list")?;
                                let bound = match a.element {
                                    Element::Var(VarRef::Operand(i)) => {
                                        self.seen.operand_types[i] || self.seen.all_operand_types
                                    }
                                    Element::Var(VarRef::Result(i)) => {
                                        self.seen.result_types[i] || self.seen.all_result_types
                                    }
                                    Element::Operands => self.seen.all_operand_types,
                                    Element::Results => self.seen.all_result_types,
                                    _ => true,
                                };
                                if !bound {
                                    let name = match a.element {
                                        Element::Operands | Element::Results => self.var_name(&a),
                                        _ => format!("${}", self.var_name(&a)),
                                    };
                                    return err(
                                        arg_offset,
                                        format!(
                                            "'ref' of 'type({name})' is not bound by a prior 'type' directive"
                                        ),
                                    );
                                }
                                Element::Type(Box::new(a))
                            }
                            "operands" | "regions" | "successors" | "attr-dict" => {
                                let bound = match kw.as_str() {
                                    "operands" => self.seen.all_operands,
                                    "regions" => self.seen.all_regions,
                                    "successors" => self.seen.all_successors,
                                    _ => self.seen.attr_dict,
                                };
                                if !bound {
                                    return err(
                                        arg_offset,
                                        format!(
                                            "'ref' of '{kw}' is not bound by a prior '{kw}' directive"
                                        ),
                                    );
                                }
                                match kw.as_str() {
                                    "operands" => Element::Operands,
                                    "regions" => Element::Regions,
                                    "successors" => Element::Successors,
                                    _ => Element::AttrDict {
                                        with_keyword: false,
                                    },
                                }
                            }
                            "results" => Element::Results,
                            _ => {
                                return err(
                                    arg_offset,
                                    "expected literal, variable, directive, or optional group",
                                );
                            }
                        };
                        Item {
                            element,
                            offset: arg_offset,
                        }
                    }
                    _ => {
                        return err(
                            arg_offset,
                            "expected literal, variable, directive, or optional group",
                        );
                    }
                };
                self.expect(')', "expected ')' after argument list")?;
                item(Element::Ref(Box::new(arg)))
            }
            "oilist" => {
                if ctx != Ctx::TopLevel && ctx != Ctx::Optional {
                    return err(offset, "'oilist' is only valid as a top-level directive");
                }
                self.expect('(', "expected '(' before oilist argument list")?;
                let mut clauses = Vec::new();
                loop {
                    if !matches!(self.tok, Tok::Literal(_)) {
                        let spelling = self.lexer.text[self.tok_pos..self.lexer.pos].to_string();
                        return err(
                            self.tok_pos,
                            format!("expected literal, but got '{spelling}'"),
                        );
                    }
                    let clause_offset = self.tok_pos;
                    let mut clause = Vec::new();
                    while !matches!(self.tok, Tok::Punct('|') | Tok::Punct(')') | Tok::Eof) {
                        clause.push(self.parse_element(Ctx::TopLevel)?);
                    }
                    match clause.first() {
                        Some(Item {
                            element: Element::Literal(_),
                            ..
                        }) => {}
                        _ => {
                            return err(
                                clause_offset,
                                "expected literal as the first element of an oilist clause",
                            );
                        }
                    }
                    clauses.push(clause);
                    if self.tok != Tok::Punct('|') {
                        break;
                    }
                    self.bump()?;
                }
                self.expect(')', "expected ')' after oilist argument list")?;
                // Variables of the clauses, also inside `functional-type` and
                // custom directives (not inside `type`), as mlir-tblgen checks them.
                let mut pending: Vec<&Item> = clauses.iter().flatten().rev().collect();
                while let Some(it) = pending.pop() {
                    match &it.element {
                        Element::Var(VarRef::Operand(i))
                            if !self.op.operands[*i].is_variable_length() =>
                        {
                            return err(
                                self.start,
                                "only variable length operands can be used within an oilist parsing group",
                            );
                        }
                        Element::Var(VarRef::Result(i))
                            if !self.op.results[*i].is_variable_length() =>
                        {
                            return err(
                                self.start,
                                "only variable length results can be used within an oilist parsing group",
                            );
                        }
                        Element::Var(VarRef::Attribute(i))
                            if !self.op.attributes[*i].constraint.is_optional
                                && self.op.attributes[*i].constraint.default_value.is_none() =>
                        {
                            return err(
                                self.start,
                                "only optional attributes can be used in an oilist parsing group",
                            );
                        }
                        Element::FunctionalType(a, b) => pending.extend([&**b, &**a]),
                        Element::Custom { args, .. } => pending.extend(args.iter().rev()),
                        _ => {}
                    }
                }
                item(Element::OIList(clauses))
            }
            _ => err(
                offset,
                "expected literal, variable, directive, or optional group",
            ),
        }
    }

    /// Checks that `element` may appear in the optional group at `group`.
    fn check_optional_element(&self, element: &Element, group: usize) -> Result<(), FormatError> {
        let operand_ok = |i: usize| self.op.operands[i].is_variable_length();
        let result_ok = |i: usize| self.op.results[i].is_variable_length();
        let check_type_arg = |arg: &Item| match arg.element {
            Element::Var(VarRef::Operand(i)) if !operand_ok(i) => err(
                group,
                "only variable length operands can be used within an optional group",
            ),
            Element::Var(VarRef::Result(i)) if !result_ok(i) => err(
                group,
                "only variable length results can be used within an optional group",
            ),
            Element::Operands | Element::Results => err(
                group,
                "only literals, types, and variables can be used within an optional group",
            ),
            _ => Ok(()),
        };
        match element {
            Element::Literal(_) | Element::Custom { .. } | Element::Optional { .. } => Ok(()),
            Element::Var(VarRef::Operand(i)) if !operand_ok(*i) => err(
                group,
                "only variable length operands can be used within an optional group",
            ),
            Element::Var(VarRef::Successor(_)) => err(
                group,
                "only literals, types, and variables can be used within an optional group",
            ),
            Element::Var(_) => Ok(()),
            Element::Type(arg) => check_type_arg(arg),
            Element::Qualified(inner) => match &inner.element {
                Element::Type(arg) => check_type_arg(arg),
                _ => Ok(()),
            },
            Element::FunctionalType(a, b) => {
                check_type_arg(a)?;
                check_type_arg(b)
            }
            _ => err(
                group,
                "only literals, types, and variables can be used within an optional group",
            ),
        }
    }

    fn parse_optional_group(&mut self, offset: usize) -> Result<Item, FormatError> {
        let outer_group = std::mem::replace(&mut self.group_start, offset);
        let group = self.parse_optional_group_inner(offset);
        self.group_start = outer_group;
        group
    }

    fn parse_optional_group_inner(&mut self, offset: usize) -> Result<Item, FormatError> {
        self.bump()?;
        let mut then = Vec::new();
        let mut anchor = None;
        while self.tok != Tok::Punct(')') {
            if self.tok == Tok::Eof {
                return err(
                    self.tok_pos,
                    "expected literal, variable, directive, or optional group",
                );
            }
            let element = if self.tok == Tok::Punct('(') {
                // A nested group parses but cannot hold the anchor of this one.
                if self.depth >= MAX_DEPTH {
                    return err(self.tok_pos, "format is nested too deeply");
                }
                self.depth += 1;
                let group = self.parse_optional_group(self.tok_pos);
                self.depth -= 1;
                group?
            } else {
                self.parse_element(Ctx::Optional)?
            };
            if self.tok == Tok::Punct('^') {
                if anchor.is_some() {
                    return err(
                        self.tok_pos,
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
                anchor = Some(then.len());
                self.bump()?;
            }
            then.push(element);
        }
        self.bump()?;
        let mut else_ = Vec::new();
        if self.tok == Tok::Punct(':') {
            self.bump()?;
            self.expect('(', "expected '(' to start else branch of optional group")?;
            while self.tok != Tok::Punct(')') {
                else_.push(self.parse_element(Ctx::Optional)?);
                if self.tok == Tok::Punct('^') {
                    return err(
                        self.tok_pos,
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
            }
            self.bump()?;
        }
        self.expect('?', "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return err(offset, "optional group has no anchor element");
        };
        for item in then.iter().chain(&else_) {
            self.check_optional_element(&item.element, offset)?;
        }
        let anchor_item = &then[anchor];
        match &anchor_item.element {
            Element::Var(VarRef::Attribute(i))
                if !self.op.attributes[*i].constraint.is_optional
                    && !self.op.attributes[*i].constraint.is_unit
                    && self.op.attributes[*i].constraint.default_value.is_none() =>
            {
                return err(
                    offset,
                    "only optional or default-valued attributes can be used to anchor an optional group",
                );
            }
            Element::Var(_) | Element::Type(_) | Element::Custom { .. } => {}
            _ => {
                return err(
                    offset,
                    "only variables and types can be used to anchor an optional group",
                );
            }
        }
        let first_parsable = then.iter().find(|i| !matches!(&i.element, Element::Literal(l) if l.is_empty() || l == " " || l == "\\n"));
        if let Some(first) = first_parsable
            && !matches!(
                first.element,
                Element::Literal(_)
                    | Element::Var(_)
                    | Element::Custom { .. }
                    | Element::Operands
                    | Element::Regions
                    | Element::Successors
            )
        {
            return err(
                offset,
                "first parsable element of an optional group must be a literal, variable, or custom directive",
            );
        }
        Ok(Item {
            element: Element::Optional {
                then,
                else_,
                anchor,
            },
            offset,
        })
    }
}

/// Parses and checks the format `text` of `op`.
pub fn parse_format(text: &str, op: &OpDef) -> Result<Format, FormatError> {
    let mut parser = Parser {
        lexer: Lexer { text, pos: 0 },
        tok: Tok::Eof,
        tok_pos: 0,
        op,
        depth: 0,
        group_start: 0,
        start: text.len() - text.trim_start().len(),
        seen: Seen {
            operands: vec![false; op.operands.len()],
            attributes: vec![false; op.attributes.len()],
            properties: vec![false; op.properties.len()],
            regions: vec![false; op.regions.len()],
            successors: vec![false; op.successors.len()],
            operand_types: vec![false; op.operands.len()],
            result_types: vec![false; op.results.len()],
            ..Seen::default()
        },
    };
    parser.bump()?;
    let mut items = Vec::new();
    while parser.tok != Tok::Eof {
        items.push(parser.parse_element(Ctx::TopLevel)?);
    }
    let seen = parser.seen;
    // Errors about the format as a whole point at its first character.
    let start = text.len() - text.trim_start().len();
    if !seen.attr_dict {
        return err(
            start,
            "'attr-dict' directive not found in custom assembly format",
        );
    }
    check_colon_ambiguity(&items, op, start)?;
    // mlir-tblgen's order: result types, then each operand (present, then
    // typed), then regions, then successors.
    let (operand_types, result_types) = resolve_types(op, &seen);
    for (i, r) in op.results.iter().enumerate() {
        if result_types[i].is_none() {
            return unbuildable("result", i, &r.name, start);
        }
    }
    for (i, o) in op.operands.iter().enumerate() {
        if !seen.all_operands && !seen.operands[i] {
            return missing(
                format!("operand #{i}, named '{}', not found", o.name),
                &o.name,
                start,
            );
        }
        if operand_types[i].is_none() {
            return unbuildable("operand", i, &o.name, start);
        }
    }
    if !seen.all_regions {
        for (i, r) in op.regions.iter().enumerate() {
            if !seen.regions[i] {
                return missing(
                    format!("region #{i}, named '{}', not found", r.name),
                    &r.name,
                    start,
                );
            }
        }
    }
    if !seen.all_successors {
        for (i, s) in op.successors.iter().enumerate() {
            if !seen.successors[i] {
                return missing(
                    format!("successor #{i}, named '{}', not found", s.name),
                    &s.name,
                    start,
                );
            }
        }
    }
    Ok(Format {
        items,
        operand_types: operand_types.into_iter().flatten().collect(),
        result_types: result_types.into_iter().flatten().collect(),
    })
}

/// One step of the printed form, with optional groups opened and closed.
enum Flat<'a> {
    Elem(&'a Element),
    /// An optional group; the index of its `GroupEnd`.
    GroupStart(usize),
    GroupEnd,
}

fn flatten<'a>(items: &'a [Item], out: &mut Vec<Flat<'a>>) {
    // Explicit stack: (items, next index); groups push their `then` branch.
    let mut stack: Vec<(&'a [Item], usize, Option<usize>)> = vec![(items, 0, None)];
    while let Some((list, i, group)) = stack.pop() {
        if i == list.len() {
            if let Some(start) = group {
                let end = out.len();
                out.push(Flat::GroupEnd);
                out[start] = Flat::GroupStart(end);
            }
            continue;
        }
        stack.push((list, i + 1, group));
        match &list[i].element {
            Element::Optional { then, .. } => {
                let start = out.len();
                out.push(Flat::GroupStart(0));
                stack.push((then, 0, Some(start)));
            }
            element => out.push(Flat::Elem(element)),
        }
    }
}

/// mlir-tblgen rejects a `:` that may directly follow an attribute whose
/// type cannot be built (the parser could not tell the attribute's own
/// `: type` from the format's literal). Attribute dictionaries, whitespace
/// literals and absent optional groups may come in between.
fn check_colon_ambiguity(items: &[Item], op: &OpDef, start: usize) -> Result<(), FormatError> {
    let mut flat = Vec::new();
    flatten(items, &mut flat);
    for (i, f) in flat.iter().enumerate() {
        let Flat::Elem(Element::Var(VarRef::Attribute(a))) = f else {
            continue;
        };
        let attr = &op.attributes[*a];
        if !attr.constraint.is_generic || attr.constraint.has_buildable_type {
            continue;
        }
        // Every path from just after the attribute.
        let mut pending = vec![i + 1];
        let mut visited = vec![false; flat.len() + 1];
        while let Some(mut p) = pending.pop() {
            while p < flat.len() && !visited[p] {
                visited[p] = true;
                match flat[p] {
                    Flat::Elem(Element::AttrDict { .. }) | Flat::GroupEnd => p += 1,
                    Flat::Elem(Element::Literal(l)) if l.is_empty() || l == " " || l == "\\n" => {
                        p += 1
                    }
                    Flat::Elem(Element::Literal(l)) if l == ":" => {
                        return err(
                            start,
                            format!(
                                "format ambiguity caused by `:` literal found after attribute `{}` \
                                 which does not have a buildable type",
                                attr.name
                            ),
                        );
                    }
                    Flat::GroupStart(end) => {
                        pending.push(end + 1);
                        p += 1;
                    }
                    Flat::Elem(_) => break,
                }
            }
        }
    }
    Ok(())
}

fn missing<T>(message: String, name: &str, offset: usize) -> Result<T, FormatError> {
    Err(FormatError {
        message,
        offset,
        note: Some(format!(
            "suggest adding a '${name}' directive to the custom assembly format"
        )),
    })
}

/// Works out how the parser learns every operand and result type.
/// How every operand and result type is known (`None`: it is not).
type Resolution = (Vec<Option<TypeSource>>, Vec<Option<TypeSource>>);

fn resolve_types(op: &OpDef, seen: &Seen) -> Resolution {
    let initial = |parsed: bool, builder: &Option<Str>| {
        if parsed {
            Some(TypeSource::Parsed)
        } else {
            builder.clone().map(TypeSource::Buildable)
        }
    };
    let mut operands: Vec<Option<TypeSource>> = op
        .operands
        .iter()
        .enumerate()
        .map(|(i, o)| {
            initial(
                seen.all_operand_types || seen.operand_types[i],
                &o.constraint.builder_call,
            )
        })
        .collect();
    let mut results: Vec<Option<TypeSource>> = op
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            initial(
                seen.all_result_types || seen.result_types[i],
                &r.constraint.builder_call,
            )
        })
        .collect();
    let all_results_inferred =
        op.has_trait("InferTypeOpInterface") || op.has_trait("InferTypeOpInterfaceTrait");
    if all_results_inferred {
        for r in results.iter_mut().filter(|r| r.is_none()) {
            *r = Some(TypeSource::Inferred);
        }
    }
    // Equalities between values: (a, b) means a's type equals b's type.
    let mut equal: Vec<(VarRef, VarRef)> = Vec::new();
    let mut transformed: Vec<(VarRef, VarRef, String)> = Vec::new();
    // Attributes bound in the format give their type too.
    let lookup = |name: &str| {
        op.operand_index(name)
            .map(VarRef::Operand)
            .or_else(|| op.result_index(name).map(VarRef::Result))
            .or_else(|| {
                op.attributes
                    .iter()
                    .position(|a| a.name == name)
                    .map(VarRef::Attribute)
            })
    };
    let all_values: Vec<VarRef> = (0..op.operands.len())
        .map(VarRef::Operand)
        .chain((0..op.results.len()).map(VarRef::Result))
        .collect();
    if op.has_trait("SameOperandsAndResultType") {
        for w in all_values.windows(2) {
            equal.push((w[0], w[1]));
        }
    }
    if op.has_trait("SameTypeOperands") {
        for i in 1..op.operands.len() {
            equal.push((VarRef::Operand(i - 1), VarRef::Operand(i)));
        }
    }
    for t in &op.traits {
        if let OpTrait::Pred {
            types_match,
            types_match_with,
            ..
        } = t
        {
            let vars: Vec<VarRef> = types_match.iter().filter_map(|n| lookup(n)).collect();
            for w in vars.windows(2) {
                equal.push((w[0], w[1]));
            }
            if let Some((lhs, rhs, transform)) = types_match_with
                && let (Some(l), Some(r)) = (lookup(lhs), lookup(rhs))
            {
                transformed.push((l, r, transform.to_string()));
            }
        }
    }
    let get = |v: VarRef, o: &Vec<Option<TypeSource>>, r: &Vec<Option<TypeSource>>| match v {
        VarRef::Operand(i) => o[i].is_some(),
        VarRef::Result(i) => r[i].is_some(),
        VarRef::Attribute(i) => seen.attributes[i],
        _ => false,
    };
    // Only operand and result types are inferred (attributes are sources).
    let settable = |v: VarRef| matches!(v, VarRef::Operand(_) | VarRef::Result(_));
    // Propagate to a fixed point (tiny lists: quadratic is fine; every round
    // resolves one more value or stops).
    loop {
        let mut changed = false;
        for &(a, b) in &equal {
            for (from, to) in [(a, b), (b, a)] {
                if settable(to) && get(from, &operands, &results) && !get(to, &operands, &results) {
                    set(to, TypeSource::SameAs(from), &mut operands, &mut results);
                    changed = true;
                }
            }
        }
        for (from, to, transform) in &transformed {
            if settable(*to) && get(*from, &operands, &results) && !get(*to, &operands, &results) {
                set(
                    *to,
                    TypeSource::Transformed(*from, transform.clone().into()),
                    &mut operands,
                    &mut results,
                );
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (operands, results)
}

fn set(v: VarRef, s: TypeSource, o: &mut [Option<TypeSource>], r: &mut [Option<TypeSource>]) {
    match v {
        VarRef::Operand(i) => o[i] = Some(s),
        VarRef::Result(i) => r[i] = Some(s),
        _ => {}
    }
}

fn unbuildable<T>(kind: &str, i: usize, name: &str, offset: usize) -> Result<T, FormatError> {
    Err(FormatError {
        message: format!(
            "type of {kind} #{i}, named '{name}', is not buildable and a buildable type cannot be inferred"
        ),
        offset,
        note: Some(format!(
            "suggest adding a type constraint to the operation or adding a 'type(${name})' \
             directive to the custom assembly format"
        )),
    })
}

/// Whether a literal gets a space before it (mlir-tblgen's rule).
pub fn space_before_literal(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

/// Whether `e` is a unit attribute variable (set by its `oilist` clause's
/// keyword, never printed itself).
pub fn is_unit_attr(def: &OpDef, e: &Element) -> bool {
    match e {
        Element::Var(VarRef::Attribute(i)) => def.attributes[*i].constraint.is_unit,
        Element::Var(VarRef::Property(i)) => def.properties[*i].kind == "unit",
        _ => false,
    }
}
