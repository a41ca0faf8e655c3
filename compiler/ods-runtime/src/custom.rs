//! `custom<Name>(args)` directives of declarative formats, implemented in
//! Rust. They are registered on the op's [`OpInfo`](ropt_ir::OpInfo)
//! (`runtime::register_model_with`):
//!
//! ```text
//! info.with_interface(CustomDirectives(&[CustomDirective {
//!     name: "SwitchCases", parse: parse_switch_cases, print: print_switch_cases,
//! }]))
//! ```
//!
//! The parse function gets one [`CustomArg`] slot per directive argument, in
//! order, each of the kind its argument names (`$operand` -> `Operands`,
//! `type($x)` -> `Types`, `$attr` -> `Attr`, ...), and fills them; a
//! `ref(...)` argument comes pre-filled with what was already parsed and is
//! only read. The print function gets the same arguments as [`PrintArg`]s
//! holding the op's current values.

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, UnresolvedOperand};
use ropt_ir::{Attribute, BlockId, OpId, RegionId, Type, ValueId};

/// A directive argument while parsing.
#[derive(Debug, Clone)]
pub enum CustomArg {
    /// `$operand` (one, optional or variadic).
    Operands(Vec<UnresolvedOperand>),
    /// `$operand` of a `VariadicOfVariadic` operand: one list per group.
    OperandGroups(Vec<Vec<UnresolvedOperand>>),
    /// `type($x)`.
    Types(Vec<Type>),
    /// `type($x)` of a `VariadicOfVariadic` operand: one list per group.
    TypeGroups(Vec<Vec<Type>>),
    /// `$attr` (absent: `None`), or `$property`: the attribute of its value, as the
    /// generic form holds it (`array<i64: 1, 2>` for an `IntArrayProp<I64Prop>`).
    Attr(Option<Attribute>),
    /// `$successor` (one or variadic).
    Successors(Vec<BlockId>),
    /// `$region` (one or variadic).
    Regions(Vec<RegionId>),
    /// Anything else (`attr-dict`, a literal): nothing to fill.
    Other,
}

/// A directive argument while printing.
#[derive(Debug, Clone)]
pub enum PrintArg {
    /// `$operand`: its values.
    Operands(Vec<ValueId>),
    /// `$operand` of a `VariadicOfVariadic` operand: one list per group.
    OperandGroups(Vec<Vec<ValueId>>),
    /// `type($x)`.
    Types(Vec<Type>),
    /// `type($x)` of a `VariadicOfVariadic` operand: one list per group.
    TypeGroups(Vec<Vec<Type>>),
    /// `$attr`, or `$property` (its value's attribute).
    Attr(Option<Attribute>),
    /// `$successor`.
    Successors(Vec<BlockId>),
    /// `$region`: the indices of the op's regions.
    Regions(Vec<usize>),
    /// Anything else.
    Other,
}

/// Parses a custom directive, filling `args`.
pub type CustomParseFn = fn(&mut dyn OpAsmParser, &mut [CustomArg]) -> AsmResult<()>;

/// Prints a custom directive of op `op`.
pub type CustomPrintFn = fn(&mut dyn OpAsmPrinter, OpId, &[PrintArg]);

/// One `custom<Name>` directive.
#[derive(Debug, Clone, Copy)]
pub struct CustomDirective {
    /// `Name` in `custom<Name>(...)`.
    pub name: &'static str,
    /// Its parser.
    pub parse: CustomParseFn,
    /// Its printer.
    pub print: CustomPrintFn,
}

/// The custom directives of an op (an interface of its `OpInfo`).
#[derive(Debug, Clone, Copy)]
pub struct CustomDirectives(pub &'static [CustomDirective]);

impl CustomDirectives {
    /// The directive named `name`.
    pub fn get(&self, name: &str) -> Option<&'static CustomDirective> {
        self.0.iter().find(|d| d.name == name)
    }
}
