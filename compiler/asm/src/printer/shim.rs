//! Entry points of the op printer into the type/attribute/location printers.
//!
//! TODO(attrs): until `printer/{types,attributes,locations}.rs` land, a minimal subset is
//! printed here.

use ropt_ir::{Attribute, AttributeKind, Location, Type, TypeKind};

/// Appends a type.
pub fn print_type(out: &mut String, ty: Type) {
    match ty.kind() {
        TypeKind::Index => out.push_str("index"),
        TypeKind::None => out.push_str("none"),
        TypeKind::Function { .. } => {
            out.push('(');
            for (i, t) in ty.inputs().iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_type(out, *t);
            }
            out.push_str(") -> ");
            let results = ty.results();
            if results.len() == 1 && !results[0].is_function() {
                print_type(out, results[0]);
            } else {
                out.push('(');
                for (i, t) in results.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    print_type(out, *t);
                }
                out.push(')');
            }
        }
        _ => {
            if let Some((w, s)) = ty.int_info() {
                out.push_str(match s {
                    ropt_ir::Signedness::Signless => "i",
                    ropt_ir::Signedness::Signed => "si",
                    ropt_ir::Signedness::Unsigned => "ui",
                });
                out.push_str(&w.to_string());
            } else if let Some(f) = ty.float_kind() {
                out.push_str(f.name());
            } else {
                out.push_str(&format!("{ty:?}"));
            }
        }
    }
}

/// Appends an attribute.
pub fn print_attribute(out: &mut String, attr: Attribute) {
    match attr.kind() {
        AttributeKind::Unit => out.push_str("unit"),
        AttributeKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttributeKind::String { value, .. } => {
            out.push('"');
            out.push_str(&String::from_utf8_lossy(value));
            out.push('"');
        }
        AttributeKind::Dictionary(entries) => {
            out.push('{');
            print_dict_entries(out, entries.iter().map(|e| (e.name.as_str(), e.value)));
            out.push('}');
        }
        _ => out.push_str(&format!("{attr:?}")),
    }
}

/// Appends `a = 1, b` (unit values print as the bare name).
pub fn print_dict_entries<'a>(out: &mut String, entries: impl Iterator<Item = (&'a str, Attribute)>) {
    for (i, (name, value)) in entries.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
        if !matches!(value.kind(), AttributeKind::Unit) {
            out.push_str(" = ");
            print_attribute(out, value);
        }
    }
}

/// Appends a location's body (what goes inside `loc(...)`).
pub fn print_location(out: &mut String, loc: Location) {
    match loc.kind() {
        AttributeKind::UnknownLoc => out.push_str("unknown"),
        _ => {
            if let Some((file, line, col)) = loc.file_line_col() {
                out.push('"');
                out.push_str(file.as_str());
                out.push_str(&format!("\":{line}:{col}"));
            } else {
                out.push_str("unknown");
            }
        }
    }
}

/// A type as a string.
pub fn type_to_string(ty: Type) -> String {
    let mut s = String::new();
    print_type(&mut s, ty);
    s
}
