//! The interface between custom op syntax and the textual format: [`OpAsmParser`] and
//! [`OpAsmPrinter`], and the [`OpAsmHooks`] an op registers to use them.
//!
//! They live in the IR crate so that the registry can hold the hooks without knowing the
//! parser; `ropt-asm` implements both traits. Hand-written ops and ODS-generated code call
//! them like MLIR's `OpAsmParser` / `OpAsmPrinter`:
//!
//! ```text
//! // %0 = builtin.unrealized_conversion_cast %a : i32 to i64
//! let operands = p.parse_operand_list(Delimiter::None)?;
//! p.parse_optional_attr_dict(&mut state_attrs)?;
//! p.parse_colon()?; ... p.parse_keyword("to")?; ...
//! ```
//!
//! Parse methods return [`AsmResult`]: on `Err` the error was already reported (at the
//! current token or at the position given), so hooks just propagate it with `?`.

use crate::body::{Body, OpId, OperationState, RegionId, ValueId};
use crate::{Attribute, BlockId, Location, NamedAttribute, Type};

/// Marker error of the custom parse hooks: the diagnostic was already reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AsmError;

/// Result of an [`OpAsmParser`] method.
pub type AsmResult<T> = Result<T, AsmError>;

/// A position in the source being parsed (a byte offset), for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct SourcePos(pub usize);

/// An operand use (`%name` or `%name#3`) not yet resolved to a value. The name is not
/// copied: it is the source text after the `%` at `pos` ([`OpAsmParser::operand_name`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Where the use is (the byte offset of its `%`).
    pub pos: SourcePos,
    /// The length in bytes of the name (without `%` and `#n`).
    pub name_len: u32,
    /// The result number (`#n`), 0 when absent.
    pub number: u32,
}

/// A region or block argument: `%name : type {attrs} loc(...)`.
#[derive(Debug, Clone)]
pub struct Argument {
    /// The SSA name.
    pub operand: UnresolvedOperand,
    /// The type (set by the parser or the op).
    pub ty: Option<Type>,
    /// The attribute dictionary, if any.
    pub attrs: Option<Attribute>,
    /// The location, if written.
    pub loc: Option<Location>,
}

/// Punctuation tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Punct {
    LParen,
    RParen,
    LBrace,
    RBrace,
    LSquare,
    RSquare,
    Less,
    Greater,
    Colon,
    Comma,
    Equal,
    Arrow,
    Question,
    Star,
    Plus,
    Minus,
    VerticalBar,
    Ellipsis,
}

impl Punct {
    /// How the token is spelled.
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Colon => ":",
            Punct::Comma => ",",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Question => "?",
            Punct::Star => "*",
            Punct::Plus => "+",
            Punct::Minus => "-",
            Punct::VerticalBar => "|",
            Punct::Ellipsis => "...",
        }
    }
}

/// Delimiters around a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListDelimiter {
    /// No delimiters; the list may be empty.
    None,
    /// `(...)`.
    Paren,
    /// `[...]`.
    Square,
    /// `<...>`.
    LessGreater,
    /// `{...}`.
    Braces,
    /// `(...)` when the next token is `(`, else an empty list.
    OptionalParen,
    /// `[...]` when the next token is `[`, else an empty list.
    OptionalSquare,
}

/// What a custom parse hook gets: the parser of the textual format, positioned after the op
/// name. The op being built is the `OperationState` passed alongside.
pub trait OpAsmParser {
    /// The context types and attributes are uniqued in.
    fn context(&self) -> &crate::Context;
    /// The position of the current token.
    fn current_pos(&self) -> SourcePos;
    /// The location (`file:line:col`) of a position.
    fn location_of(&mut self, pos: SourcePos) -> Location;
    /// Reports an error at `pos`; returns the marker to propagate.
    fn emit_error(&mut self, pos: SourcePos, message: &str) -> AsmError;
    /// Reports an error about the op being parsed at the op, without the
    /// `custom op '...'` prefix (MLIR's errors about the op's properties).
    fn emit_op_error(&mut self, message: &str) -> AsmError;
    /// The name of the op being parsed (e.g. `builtin.module`).
    fn op_name(&self) -> &str;
    /// Where the name of the op being parsed starts.
    fn op_name_pos(&self) -> SourcePos;

    // --- Tokens ---------------------------------------------------------------------------
    /// Consumes `punct` or reports "expected '<punct>'".
    fn parse_punct(&mut self, punct: Punct) -> AsmResult<()>;
    /// Consumes `punct` if it is next.
    fn parse_optional_punct(&mut self, punct: Punct) -> bool;
    /// Consumes the keyword `kw` or reports "expected '<kw>'".
    fn parse_keyword(&mut self, kw: &str) -> AsmResult<()>;
    /// Consumes the keyword `kw` if it is next.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;
    /// Consumes any bare identifier and returns it.
    fn parse_optional_any_keyword(&mut self) -> Option<String>;
    /// Consumes a string literal and returns its (unescaped) value.
    fn parse_optional_string(&mut self) -> Option<String>;
    /// Parses an integer literal, optionally negative.
    fn parse_integer(&mut self) -> AsmResult<i64>;
    /// Parses an integer (optionally negative) if the next token starts one.
    fn parse_optional_integer(&mut self) -> AsmResult<Option<i64>>;
    /// An integer literal (`12`, `-0x1F`, `true`, `false`) if one is next,
    /// read as MLIR's `parseOptionalInteger` reads one into an arbitrary
    /// width integer: its value (two's complement at that width) and the
    /// width, 4 bits a digit plus one when the top bit is set, 1 for
    /// `true` (-1) and `false` (0). A literal beyond 100 bits is an error
    /// ("integer value too large").
    fn parse_optional_int_literal(&mut self) -> AsmResult<Option<(i128, u32)>>;

    // --- Operands ---------------------------------------------------------------------------
    /// Parses `%name` or `%name#n`.
    fn parse_operand(&mut self) -> AsmResult<UnresolvedOperand>;
    /// The name of a parsed operand, without `%`.
    fn operand_name(&self, operand: &UnresolvedOperand) -> &str;
    /// Parses an operand if the next token is a `%` identifier.
    fn parse_optional_operand(&mut self) -> AsmResult<Option<UnresolvedOperand>>;
    /// Parses a comma-separated operand list.
    fn parse_operand_list(&mut self, delim: ListDelimiter) -> AsmResult<Vec<UnresolvedOperand>>;
    /// Resolves an operand to a value of type `ty` (a forward reference when not yet defined).
    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> AsmResult<ValueId>;
    /// Resolves operands against types, appending the values to `out`; reports a count
    /// mismatch at `pos`.
    fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: SourcePos,
        out: &mut Vec<ValueId>,
    ) -> AsmResult<()>;
    /// Parses `%name : type` (with `loc(...)` when `allow_loc`).
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> AsmResult<Argument>;
    /// Parses a comma-separated argument list.
    fn parse_argument_list(
        &mut self,
        delim: ListDelimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> AsmResult<Vec<Argument>>;

    // --- Types and attributes ---------------------------------------------------------------
    /// Parses a type.
    fn parse_type(&mut self) -> AsmResult<Type>;
    /// Parses a type if one starts here.
    fn parse_optional_type(&mut self) -> AsmResult<Option<Type>>;
    /// Parses `: type`.
    fn parse_colon_type(&mut self) -> AsmResult<Type> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type()
    }
    /// Parses a comma-separated list of types (no delimiters, at least one).
    fn parse_type_list(&mut self) -> AsmResult<Vec<Type>>;
    /// Parses `: type, type, ...`.
    fn parse_colon_type_list(&mut self) -> AsmResult<Vec<Type>> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type_list()
    }
    /// Parses `-> type` or `-> (type, ...)`.
    fn parse_arrow_type_list(&mut self) -> AsmResult<Vec<Type>>;
    /// Parses `(inputs) -> results`.
    fn parse_function_type(&mut self) -> AsmResult<(Vec<Type>, Vec<Type>)>;
    /// Parses an attribute; `ty` is the type for typed literals like integers.
    fn parse_attribute(&mut self, ty: Option<Type>) -> AsmResult<Attribute>;
    /// Parses `{name = value, ...}` if present, appending the entries to `attrs`.
    fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<NamedAttribute>) -> AsmResult<()>;
    /// Parses `attributes {name = value, ...}` if present.
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<NamedAttribute>,
    ) -> AsmResult<()>;
    /// Parses `@name` and returns the name's bytes (a quoted name need not be UTF-8).
    fn parse_symbol_name(&mut self) -> AsmResult<Vec<u8>>;
    /// Parses `@name` if present.
    fn parse_optional_symbol_name(&mut self) -> Option<Vec<u8>>;
    /// Whether the next token can start an attribute (what an optional attribute parse takes).
    fn at_attribute_start(&self) -> bool;
    /// Parses `loc(...)` if present and returns the location.
    fn parse_optional_location(&mut self) -> AsmResult<Option<Location>>;

    // --- Regions and successors -------------------------------------------------------------
    /// Parses a region `{...}` whose entry block gets `arguments` (may be empty) and returns
    /// it; add it to the state with `state.regions.push(..)`.
    fn parse_region(&mut self, arguments: &[Argument]) -> AsmResult<RegionId>;
    /// Parses a region if the next token is `{`.
    fn parse_optional_region(&mut self, arguments: &[Argument]) -> AsmResult<Option<RegionId>>;
    /// Whether a region parsed by this parser has no block (`{}` without arguments).
    fn region_is_empty(&mut self, region: RegionId) -> bool;
    /// Adds an empty entry block to `region` if it has no block (for single-block ops whose
    /// custom form allows `{}`).
    fn ensure_entry_block(&mut self, region: RegionId);
    /// MLIR's `ensureTerminator` for ops with an implicit terminator: gives `region` an entry
    /// block if it has none, then appends an operand-less op `name` at `loc` to its last block
    /// unless that block already ends with a (registered) terminator. The new op gets
    /// `num_regions` regions, each with one empty block.
    fn ensure_terminator(&mut self, region: RegionId, name: &str, num_regions: u32, loc: Location);
    /// Parses a successor `^name`.
    fn parse_successor(&mut self) -> AsmResult<BlockId>;
    /// Parses a successor if the next token is a `^` identifier.
    fn parse_optional_successor(&mut self) -> AsmResult<Option<BlockId>>;
}

/// What a custom print hook gets: the printer, positioned after the op name (and a space).
pub trait OpAsmPrinter {
    /// The body holding the op being printed.
    fn body(&self) -> &Body;
    /// Writes raw text.
    fn write_str(&mut self, s: &str);
    /// Writes a newline and the current indentation.
    fn print_newline(&mut self);
    /// Writes the SSA name of a value (`%0`, `%arg1`, `%x#2`).
    fn print_operand(&mut self, value: ValueId);
    /// Writes values separated by `, `.
    fn print_operands(&mut self, values: &[ValueId]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_operand(v);
        }
    }
    /// Writes a type.
    fn print_type(&mut self, ty: Type);
    /// Writes types separated by `, `.
    fn print_types(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_type(t);
        }
    }
    /// Writes an attribute (with its type when not implied).
    fn print_attribute(&mut self, attr: Attribute);
    /// Writes ` {a = 1, ...}` with the op's discardable attributes (and, for registered
    /// ops, its inherent ones), leaving out `elided`. Writes nothing when empty.
    fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]);
    /// Like [`OpAsmPrinter::print_optional_attr_dict`] with the `attributes` keyword.
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]);
    /// Writes `@name` (quoted, with escapes, when needed: `@"a\FF"`).
    fn print_symbol_name(&mut self, name: &[u8]);
    /// Writes region number `index` of `op` (`{`, blocks, `}`), with the entry block header
    /// when `print_entry_block_args` and it has arguments, and block terminators when
    /// `print_block_terminators`.
    fn print_region(
        &mut self,
        op: OpId,
        index: usize,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    );
    /// Writes `^bbN` for a successor.
    fn print_successor(&mut self, block: BlockId);
    /// Writes the SSA name of argument `index` of the entry block of region `region` of `op`,
    /// as a signature shows it (`%arg0`; with `--mlir-print-unique-ssa-ids` the number the
    /// printer gave it). The region may be in the op's nested body. Prints `%arg<index>` when
    /// there is no such argument.
    fn print_region_argument_name(&mut self, op: OpId, region: usize, index: usize) {
        let _ = (op, region);
        self.write_str(&format!("%arg{index}"));
    }
    /// With `--mlir-print-debuginfo`, writes ` loc(...)` with the location of that entry block
    /// argument (what MLIR's `printRegionArgument` ends with); nothing otherwise.
    fn print_region_argument_location(&mut self, op: OpId, region: usize, index: usize) {
        let _ = (op, region, index);
    }
}

/// A custom parse hook: parses what follows the op name into `state`.
pub type CustomParseFn = fn(&mut dyn OpAsmParser, &mut OperationState) -> AsmResult<()>;

/// A custom print hook: prints what follows the op name.
pub type CustomPrintFn = fn(&mut dyn OpAsmPrinter, OpId);

/// The textual-format hooks of an op, registered as an interface of its
/// [`crate::OpInfo`] (`OpInfo::new(..).with_interface(OpAsmHooks { .. })`).
#[derive(Debug, Clone, Copy, Default)]
pub struct OpAsmHooks {
    /// Parses the custom form.
    pub parse: Option<CustomParseFn>,
    /// Prints the custom form.
    pub print: Option<CustomPrintFn>,
    /// The dialect whose prefix may be left out of op names in this op's regions (like
    /// MLIR's `getDefaultDialect`; `builtin.module` has `builtin`).
    pub default_dialect: Option<&'static str>,
}

/// An error of a [`DialectAttrParseFn`]: `offset` is a byte offset into the body it was given
/// (it may equal the body's length: "at its end").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DialectAttrError {
    /// Where, relative to the start of the body.
    pub offset: usize,
    /// The message (mlir-opt's wording).
    pub message: String,
}

/// Parses the body of a dialect attribute: for `#arith.fastmath<nnan>` (and for the
/// `#arith<fastmath<nnan>>` spelling) it gets `dialect = "arith"` and
/// `body = "fastmath<nnan>"`, plus the type written after `: `, if any. It returns the
/// attribute (canonicalized: opaque storage whose data prints as the dialect does is fine)
/// or the errors to report, in order.
pub type DialectAttrParseFn = fn(
    ctx: &crate::Context,
    dialect: &str,
    body: &str,
    ty: Option<Type>,
) -> Result<Attribute, Vec<DialectAttrError>>;

/// The textual-format hooks of a dialect's attributes, registered as an interface of its
/// [`crate::DialectInfo`] (`DialectInfo::new(..).with_interface(DialectAttrHooks { .. })`).
/// The parser calls `parse` for every `#dialect.mnemonic<...>` of a registered dialect that
/// has it; registered dialects without it keep their attributes opaque.
#[derive(Debug, Clone, Copy)]
pub struct DialectAttrHooks {
    /// Parses (validates and canonicalizes) an attribute body.
    pub parse: DialectAttrParseFn,
}

/// The [`DialectAttrHooks`] of registered dialect `dialect`: those of its
/// [`crate::DialectInfo`], or else those registered on its ops (a dialect crate that
/// registers its own `DialectInfo` before its ODS ops still gets the hooks the ODS run time
/// puts on every op). The op lookup is cached per dialect.
pub fn dialect_attr_hooks(ctx: &crate::Context, dialect: &str) -> Option<DialectAttrHooks> {
    use std::collections::HashMap;
    use std::sync::{OnceLock, RwLock};
    let registry = ctx.registry();
    let info = registry.dialect(dialect)?;
    if let Some(h) = info.interfaces.get::<DialectAttrHooks>() {
        return Some(*h);
    }
    // Registered dialect infos are leaked and never freed: their address names them.
    type Cache = RwLock<HashMap<usize, Option<DialectAttrHooks>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = info as *const crate::DialectInfo as usize;
    let cache = CACHE.get_or_init(Default::default);
    if let Some(h) = cache.read().ok().and_then(|m| m.get(&key).copied()) {
        return h;
    }
    let found = registry
        .registered_ops()
        .filter(|n| n.dialect() == dialect)
        .find_map(|n| n.interface::<DialectAttrHooks>().copied());
    if let Ok(mut m) = cache.write() {
        m.insert(key, found);
    }
    found
}

/// Parses the body of a dialect type: for `!pdl.range<value>` (and `!pdl<range<value>>`) it
/// gets `dialect = "pdl"` and `body = "range<value>"`. It returns the type (canonicalized:
/// opaque storage whose data is the spelling the dialect prints) or the errors to report, in
/// order, at offsets into `body`.
pub type DialectTypeParseFn =
    fn(ctx: &crate::Context, dialect: &str, body: &str) -> Result<Type, Vec<DialectAttrError>>;

/// The textual-format hooks of a dialect's types, registered as an interface of its
/// [`crate::DialectInfo`]. The parser calls `parse` for every `!dialect.mnemonic...` of a
/// registered dialect that has it.
#[derive(Debug, Clone, Copy)]
pub struct DialectTypeHooks {
    /// Parses (validates and canonicalizes) a type body.
    pub parse: DialectTypeParseFn,
}

/// What a [`DialectTypeParseWithFn`] gets: the parser of the textual format, positioned
/// after `!dialect.mnemonic` (on the `<` of the parameters, if any), so that the dialect reads
/// its parameters token by token and parses nested types (aliases included) as the parser
/// does: MLIR's `DialectAsmParser` for types.
pub trait TypeBodyParser {
    /// The context types are uniqued in.
    fn context(&self) -> &crate::Context;
    /// The position of the current token.
    fn current_pos(&self) -> SourcePos;
    /// Reports an error at `pos`; returns the marker to propagate.
    fn emit_error(&mut self, pos: SourcePos, message: &str) -> AsmError;
    /// Consumes `punct` or reports "expected '<punct>'".
    fn parse_punct(&mut self, punct: Punct) -> AsmResult<()>;
    /// Consumes `punct` if it is next.
    fn parse_optional_punct(&mut self, punct: Punct) -> bool;
    /// Consumes a bare identifier or reports "expected valid keyword".
    fn parse_any_keyword(&mut self) -> AsmResult<String>;
    /// The bare identifier at the current token, if it is one (not consumed).
    fn peek_keyword(&self) -> Option<String>;
    /// Parses a type (with `!alias`es and nested dialect types).
    fn parse_type(&mut self) -> AsmResult<Type>;
    /// Enters one level of nesting (reports the parser's nesting limit); pair with
    /// [`TypeBodyParser::exit_nested`].
    fn enter_nested(&mut self) -> AsmResult<()>;
    /// Leaves a level entered with [`TypeBodyParser::enter_nested`].
    fn exit_nested(&mut self);
}

/// Parses a dialect type token by token: `mnemonic` is what follows `!dialect.` in the type's
/// first token (the parser stands after it) and `name_pos` where it starts. `Ok(None)` hands
/// the type back to the dialect's other hooks (or opaque storage), the parser unmoved.
pub type DialectTypeParseWithFn =
    fn(p: &mut dyn TypeBodyParser, mnemonic: &str, name_pos: SourcePos) -> AsmResult<Option<Type>>;

type ParserTable = std::sync::RwLock<Vec<(&'static str, DialectTypeParseWithFn)>>;

fn parser_table() -> &'static ParserTable {
    static TABLE: std::sync::OnceLock<ParserTable> = std::sync::OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// Registers a token-level type parser of dialect `dialect` (process-wide, as types are):
/// the parser tries it first for every `!dialect.mnemonic...` of that dialect, when the
/// dialect is registered in the context being parsed into.
pub fn register_type_parser(dialect: &'static str, f: DialectTypeParseWithFn) {
    if let Ok(mut t) = parser_table().write()
        && !t.iter().any(|(d, _)| *d == dialect)
    {
        t.push((dialect, f));
    }
}

/// The token-level type parser registered for `dialect`, if any.
pub fn type_parser(dialect: &str) -> Option<DialectTypeParseWithFn> {
    let t = parser_table().read().ok()?;
    t.iter().find(|(d, _)| *d == dialect).map(|e| e.1)
}

/// A piece of the printed form of a dialect type ([`DialectTypeForm`]).
#[derive(Debug, Clone)]
pub enum TypePiece {
    /// Text printed as is.
    Text(String),
    /// A nested type, printed as the printer prints types (with its alias, if any).
    Type(Type),
}

/// How the printer prints a dialect type kept in opaque storage whose printed form is not
/// its storage text (a type with nested types that may refer back to it, as MLIR's mutable
/// recursive types). Everything is the text after `!dialect.`.
#[derive(Debug, Clone)]
pub struct DialectTypeForm {
    /// The alias the dialect gives the type (MLIR's `OpAsmDialectInterface::getAlias`).
    pub alias: Option<&'static str>,
    /// Printed when the type is met again while it is being printed (a cycle).
    pub cyclic: String,
    /// Printed otherwise: its nested types are the type's sub-elements.
    pub pieces: Vec<TypePiece>,
}

/// Gives the printed form of an opaque type of the dialect, or `None` to print its text.
pub type DialectTypeFormFn = fn(Type) -> Option<DialectTypeForm>;

type FormTable = std::sync::RwLock<Vec<(&'static str, DialectTypeFormFn)>>;

fn form_table() -> &'static FormTable {
    static TABLE: std::sync::OnceLock<FormTable> = std::sync::OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// Registers the printed forms of dialect `dialect`'s opaque types (process-wide, as types
/// are): the printer asks `f` for every opaque type of that dialect.
pub fn register_type_form(dialect: &'static str, f: DialectTypeFormFn) {
    if let Ok(mut t) = form_table().write()
        && !t.iter().any(|(d, _)| *d == dialect)
    {
        t.push((dialect, f));
    }
}

/// The registered printed form of an opaque dialect type, if its dialect registered one.
pub fn type_form(ty: Type) -> Option<DialectTypeForm> {
    let crate::TypeKind::Opaque { dialect, .. } = ty.kind() else {
        return None;
    };
    let f = {
        let t = form_table().read().ok()?;
        if t.is_empty() {
            return None;
        }
        t.iter().find(|(d, _)| *d == dialect.as_str())?.1
    };
    f(ty)
}
