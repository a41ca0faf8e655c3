//! What sema needs to know about ODS operations, behind the [`OdsLookup`] trait.
//!
//! mlir-pdll checks operation expressions against the ODS definitions of their operations
//! (operand and result groups, result type inference) when a `.td` file providing them was
//! included. The checks live in sema; their data comes from an [`OdsLookup`]. Without ODS
//! import (phase 1) the [`NoOds`] lookup knows no operation, and every operation is checked
//! as an unregistered one.

use crate::source::Loc;

/// Identifies an operation of an [`OdsLookup`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OdsOpId(pub u32);

/// How many values an operand or result group holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariableLength {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// An operand or result group of an ODS operation.
#[derive(Debug, Clone)]
pub struct OperandOrResult {
    /// Its name.
    pub name: String,
    /// How many values it holds.
    pub length: VariableLength,
}

impl OperandOrResult {
    /// Whether the group may hold other than one value.
    pub fn is_variable_length(&self) -> bool {
        self.length != VariableLength::Single
    }

    /// Whether the group is variadic (a range in PDLL).
    pub fn is_variadic(&self) -> bool {
        self.length == VariableLength::Variadic
    }
}

/// An ODS operation as sema sees it.
#[derive(Debug, Clone)]
pub struct Operation {
    /// Its full name (`dialect.op`).
    pub name: String,
    /// Where it is defined (in a buffer of the same source manager).
    pub loc: Loc,
    /// Operand groups.
    pub operands: Vec<OperandOrResult>,
    /// Result groups.
    pub results: Vec<OperandOrResult>,
    /// Whether it implements `InferTypeOpInterface`.
    pub infers_result_types: bool,
}

/// Looks up ODS operations by name.
pub trait OdsLookup {
    /// The operation named `name`, if known.
    fn lookup_operation(&self, name: &str) -> Option<OdsOpId>;
    /// The operation `id` (returned by [`OdsLookup::lookup_operation`]).
    fn operation(&self, id: OdsOpId) -> &Operation;
}

/// The lookup that knows no operation.
#[derive(Debug, Default)]
pub struct NoOds;

impl OdsLookup for NoOds {
    fn lookup_operation(&self, _: &str) -> Option<OdsOpId> {
        None
    }

    fn operation(&self, _: OdsOpId) -> &Operation {
        unreachable!("NoOds returns no operation ids")
    }
}
