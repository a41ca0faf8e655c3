//! Printing single types and locations outside of an op printer (for diagnostics).

use ropt_ir::{Attribute, Location, Type};

use super::aliases::{AliasState, PrintOptions};

/// A type as a string, without aliases.
pub fn type_to_string(ty: Type) -> String {
    AliasState::new(PrintOptions::default()).type_to_string(ty)
}

/// A location as `loc(...)`, without aliases.
pub fn location_to_string(loc: Location) -> String {
    let mut s = String::new();
    AliasState::new(PrintOptions::default()).print_location(&mut s, loc);
    s
}

/// An attribute as a string, without aliases.
pub fn attr_to_string(attr: Attribute) -> String {
    let mut s = String::new();
    AliasState::new(PrintOptions::default()).print_attribute(&mut s, attr);
    s
}
