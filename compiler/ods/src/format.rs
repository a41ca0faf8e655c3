//! The declarative assembly format of an op (`assemblyFormat`): its parser
//! and the checks that the format can print and parse every part of the op.
//!
//! Errors carry the byte offset in the format string they point at and use
//! mlir-tblgen's wording.

use crate::model::{OpDef, OpTrait};

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
    Literal(String),
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
        name: String,
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

/// How the parser learns the type of an operand or result.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeSource {
    /// A `type` directive (or `operands`/`results` in one, or a
    /// `functional-type`, or a custom directive) parses it.
    Parsed,
    /// The constraint's builder builds it.
    Buildable(String),
    /// Equal to the type of another operand (`Operand`) or result.
    SameAs(VarRef),
    /// `transform` (a Rust expression over `$_self`) of another value's type.
    Transformed(VarRef, String),
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
                None => err(start, "unexpected end of file in literal"),
            },
            b'$' => {
                let name_start = self.pos;
                while self.pos < bytes.len()
                    && (bytes[self.pos].is_ascii_alphanumeric() || bytes[self.pos] == b'_')
                {
                    self.pos += 1;
                }
                if name_start == self.pos {
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
    if (first.is_ascii_alphabetic() || first == '_')
        && lit
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
        let already = || err(arg.offset, format!("'type' of '{name}' is already bound"));
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

    fn parse_items_until_close(&mut self, ctx: Ctx) -> Result<Vec<Item>, FormatError> {
        let mut items = Vec::new();
        while self.tok != Tok::Punct(')') {
            if self.tok == Tok::Eof {
                return err(self.tok_pos, "expected ')' to end optional group");
            }
            items.push(self.parse_element(ctx)?);
        }
        Ok(items)
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
                check_literal(&lit, offset)?;
                self.bump()?;
                Ok(Item {
                    element: Element::Literal(lit),
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
                } else if ctx != Ctx::Custom || !matches!(var, VarRef::Result(_)) {
                    self.bind_var(var, &name, offset)?;
                }
                Ok(Item {
                    element: Element::Var(var),
                    offset,
                })
            }
            Tok::Punct('(') if ctx == Ctx::TopLevel => self.parse_optional_group(offset),
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
            Element::Var(VarRef::Operand(i)) => self.op.operands[i].name.clone(),
            Element::Var(VarRef::Result(i)) => self.op.results[i].name.clone(),
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
                if ctx != Ctx::TopLevel {
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
                            arg.offset,
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
                while self.tok != Tok::Punct(')') {
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
                item(Element::Custom { name, args })
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
                                Element::Type(Box::new(a))
                            }
                            "operands" => Element::Operands,
                            "results" => Element::Results,
                            "regions" => Element::Regions,
                            "successors" => Element::Successors,
                            "attr-dict" => Element::AttrDict {
                                with_keyword: false,
                            },
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
                if ctx != Ctx::TopLevel {
                    return err(offset, "'oilist' is only valid as a top-level directive");
                }
                self.expect('(', "expected '(' before oilist argument list")?;
                let mut clauses = Vec::new();
                loop {
                    let clause_offset = self.tok_pos;
                    let mut clause = Vec::new();
                    while !matches!(self.tok, Tok::Punct('|') | Tok::Punct(')') | Tok::Eof) {
                        clause.push(self.parse_element(Ctx::Optional)?);
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
                item(Element::OIList(clauses))
            }
            _ => err(
                offset,
                "expected literal, variable, directive, or optional group",
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
                return err(self.tok_pos, "expected ')' to end optional group");
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
            else_ = self.parse_items_until_close(Ctx::Optional)?;
            self.bump()?;
        }
        self.expect('?', "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return err(offset, "optional group has no anchor element");
        };
        for item in then.iter().chain(&else_) {
            match &item.element {
                Element::Literal(_)
                | Element::Var(_)
                | Element::Type(_)
                | Element::Qualified(_)
                | Element::FunctionalType(..)
                | Element::Custom { .. }
                | Element::Operands
                | Element::Regions
                | Element::Successors
                | Element::Optional { .. } => {}
                _ => {
                    return err(
                        offset,
                        "only literals, types, and variables can be used within an optional group",
                    );
                }
            }
        }
        match &then[anchor].element {
            Element::Var(VarRef::Operand(i)) if !self.op.operands[*i].is_variable_length() => {
                return err(
                    offset,
                    "only variable length operands can be used within an optional group",
                );
            }
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
            Element::Var(VarRef::Region(i)) if !self.op.regions[*i].is_variadic => {}
            _ => {}
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
    if !seen.attr_dict {
        return err(
            0,
            "'attr-dict' directive not found in custom assembly format",
        );
    }
    // Every operand, region and successor must appear.
    if !seen.all_operands {
        for (i, o) in op.operands.iter().enumerate() {
            if !seen.operands[i] {
                return missing(
                    format!("operand #{i}, named '{}', not found", o.name),
                    &o.name,
                );
            }
        }
    }
    if !seen.all_regions {
        for (i, r) in op.regions.iter().enumerate() {
            if !seen.regions[i] {
                return missing(
                    format!("region #{i}, named '{}', not found", r.name),
                    &r.name,
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
                );
            }
        }
    }
    let (operand_types, result_types) = resolve_types(op, &seen)?;
    Ok(Format {
        items,
        operand_types,
        result_types,
    })
}

fn missing<T>(message: String, name: &str) -> Result<T, FormatError> {
    Err(FormatError {
        message,
        offset: 0,
        note: Some(format!(
            "suggest adding a '${name}' directive to the custom assembly format"
        )),
    })
}

/// Works out how the parser learns every operand and result type.
fn resolve_types(
    op: &OpDef,
    seen: &Seen,
) -> Result<(Vec<TypeSource>, Vec<TypeSource>), FormatError> {
    let mut operands: Vec<Option<TypeSource>> = (0..op.operands.len())
        .map(|i| (seen.all_operand_types || seen.operand_types[i]).then_some(TypeSource::Parsed))
        .collect();
    let mut results: Vec<Option<TypeSource>> = (0..op.results.len())
        .map(|i| (seen.all_result_types || seen.result_types[i]).then_some(TypeSource::Parsed))
        .collect();
    let all_results_inferred = op.has_trait("InferTypeOpInterface")
        || op.has_trait("InferTypeOpInterfaceTrait")
        || op.has_trait("FirstAttrDerivedResultType");
    if all_results_inferred {
        for r in results.iter_mut().filter(|r| r.is_none()) {
            *r = Some(TypeSource::Inferred);
        }
    }
    // Equalities between values: (a, b) means a's type equals b's type.
    let mut equal: Vec<(VarRef, VarRef)> = Vec::new();
    let mut transformed: Vec<(VarRef, VarRef, String)> = Vec::new();
    let lookup = |name: &str| {
        op.operand_index(name)
            .map(VarRef::Operand)
            .or_else(|| op.result_index(name).map(VarRef::Result))
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
                transformed.push((l, r, transform.clone()));
            }
        }
    }
    let get = |v: VarRef, o: &Vec<Option<TypeSource>>, r: &Vec<Option<TypeSource>>| match v {
        VarRef::Operand(i) => o[i].is_some(),
        VarRef::Result(i) => r[i].is_some(),
        _ => false,
    };
    // Propagate to a fixed point (tiny lists: quadratic is fine).
    loop {
        let mut changed = false;
        for &(a, b) in &equal {
            for (from, to) in [(a, b), (b, a)] {
                if get(from, &operands, &results) && !get(to, &operands, &results) {
                    set(to, TypeSource::SameAs(from), &mut operands, &mut results);
                    changed = true;
                }
            }
        }
        for (from, to, transform) in &transformed {
            if get(*from, &operands, &results) && !get(*to, &operands, &results) {
                set(
                    *to,
                    TypeSource::Transformed(*from, transform.clone()),
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
    for (i, o) in op.operands.iter().enumerate() {
        if operands[i].is_none() {
            match &o.constraint.builder_call {
                Some(b) => operands[i] = Some(TypeSource::Buildable(b.clone())),
                _ => return unbuildable("operand", i, &o.name),
            }
        }
    }
    for (i, r) in op.results.iter().enumerate() {
        if results[i].is_none() {
            match &r.constraint.builder_call {
                Some(b) => results[i] = Some(TypeSource::Buildable(b.clone())),
                _ => return unbuildable("result", i, &r.name),
            }
        }
    }
    Ok((
        operands
            .into_iter()
            .map(|t| t.unwrap_or(TypeSource::Parsed))
            .collect(),
        results
            .into_iter()
            .map(|t| t.unwrap_or(TypeSource::Parsed))
            .collect(),
    ))
}

fn set(v: VarRef, s: TypeSource, o: &mut [Option<TypeSource>], r: &mut [Option<TypeSource>]) {
    match v {
        VarRef::Operand(i) => o[i] = Some(s),
        VarRef::Result(i) => r[i] = Some(s),
        _ => {}
    }
}

fn unbuildable<T>(kind: &str, i: usize, name: &str) -> Result<T, FormatError> {
    Err(FormatError {
        message: format!(
            "type of {kind} #{i}, named '{name}', is not buildable and a buildable type cannot be inferred"
        ),
        offset: 0,
        note: Some(format!(
            "suggest adding a type constraint to the operation or adding a 'type(${name})' \
             directive to the custom assembly format"
        )),
    })
}
