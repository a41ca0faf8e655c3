//! Entry points of the op parser into the type/attribute/location parsers.
//!
//! The op parser calls types, attributes and locations only through this module, so that the
//! grammar of those (owned by `parser/{types,attributes,locations}.rs`) stays in one place.

use ropt_ir::{Attribute, Location, NamedAttribute, Type};

use super::core::{PResult, Parser};

/// Type/attribute/location parsing as the op parser needs it.
pub trait OpParserExt {
    /// Parses a type.
    fn op_parse_type(&mut self) -> PResult<Type>;
    /// Whether a type can start at the current token.
    fn op_at_type_start(&self) -> bool;
    /// Parses an attribute value.
    fn op_parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute>;
    /// Parses `{...}` into named attributes (sorted by the caller).
    fn op_parse_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()>;
    /// Parses `loc(...)` (the `loc` keyword is the current token).
    fn op_parse_location(&mut self) -> PResult<Location>;
}

impl OpParserExt for Parser<'_> {
    fn op_parse_type(&mut self) -> PResult<Type> {
        self.parse_type()
    }

    fn op_at_type_start(&self) -> bool {
        self.at_type_start()
    }

    fn op_parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.parse_attribute(ty)
    }

    fn op_parse_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> PResult<()> {
        self.parse_attr_dict(out)
    }

    fn op_parse_location(&mut self) -> PResult<Location> {
        self.parse_location()
    }
}
