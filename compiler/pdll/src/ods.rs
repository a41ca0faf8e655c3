//! What sema needs to know about ODS operations, behind the [`OdsLookup`] trait.
//!
//! mlir-pdll checks operation expressions against the ODS definitions of their operations
//! (operand and result groups, result type inference) when a `.td` file providing them was
//! included. The checks live in sema; their data comes from an [`OdsLookup`]: the
//! [`Context`] that `#include "x.td"` fills (see [`crate::td`]), which also prints itself as
//! `-dump-ods` does, or [`NoOds`], which knows no operation (every operation is then checked
//! as an unregistered one).

use std::collections::BTreeMap;
use std::rc::Rc;

use rustc_hash::FxHashMap;

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
    /// The unique name of its type constraint (a key of [`Context::type_constraints`]; empty
    /// when unknown).
    pub constraint: String,
}

/// An attribute of an ODS operation.
#[derive(Debug, Clone)]
pub struct Attribute {
    /// Its name.
    pub name: String,
    /// Whether it may be absent.
    pub optional: bool,
    /// The unique name of its constraint (a key of [`Context::attr_constraints`]).
    pub constraint: String,
}

/// An attribute or type constraint as mlir-pdll records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constraint {
    /// Its summary (`must be ...` words).
    pub summary: String,
    /// The C++ (for ropt's base library: Rust) class of a satisfying value.
    pub cpp_class: String,
}

/// A constraint's unique name without the `(anonymous_N)` suffix of an instantiation.
pub fn demangled_name(name: &str) -> &str {
    name.find("(anonymous_").map_or(name, |i| &name[..i])
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
    /// Its attributes (inherent, then derived).
    pub attributes: Vec<Attribute>,
    /// Its one-line summary.
    pub summary: String,
    /// Its qualified C++ (for ropt's base library: Rust) class name.
    pub native_class: String,
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

/// The ODS operations, dialects and constraints the `.td` includes of a file provided, as
/// mlir-pdll's `ods::Context` holds them: an operation is recorded once (the first
/// definition wins), dialects are those of the recorded operations, constraints are keyed by
/// their unique names.
#[derive(Debug, Default)]
pub struct Context {
    operations: Vec<Rc<Operation>>,
    by_name: FxHashMap<String, OdsOpId>,
    /// Operations of each dialect, by dialect name.
    pub dialects: BTreeMap<String, Vec<OdsOpId>>,
    /// Attribute constraints by unique name.
    pub attr_constraints: BTreeMap<String, Constraint>,
    /// Type constraints by unique name.
    pub type_constraints: BTreeMap<String, Constraint>,
}

impl Context {
    /// Records `op` unless an operation of its name is known; returns whether it was added.
    pub fn insert_operation(&mut self, op: Operation) -> bool {
        if self.by_name.contains_key(&op.name) {
            return false;
        }
        let id = OdsOpId(self.operations.len() as u32);
        let dialect = op.name.split_once('.').map_or(&op.name[..], |(d, _)| d);
        self.dialects
            .entry(dialect.to_string())
            .or_default()
            .push(id);
        self.by_name.insert(op.name.clone(), id);
        self.operations.push(Rc::new(op));
        true
    }

    /// Whether an operation named `name` is known.
    pub fn has_operation(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    /// The operation `id`, shared.
    pub fn operation_rc(&self, id: OdsOpId) -> Rc<Operation> {
        self.operations[id.0 as usize].clone()
    }

    /// Prints the context as `mlir-pdll -dump-ods` does (LLVM's `ScopedPrinter` layout).
    pub fn print(&self, out: &mut Vec<u8>) {
        fn constrained(out: &mut String, name: &str, cst: &str, length: VariableLength) {
            out.push_str(name);
            out.push_str(" : ");
            let cst = demangled_name(cst);
            match length {
                VariableLength::Single => out.push_str(cst),
                VariableLength::Optional => {
                    out.push_str("Optional<");
                    out.push_str(cst);
                    out.push('>');
                }
                VariableLength::Variadic => {
                    out.push_str("Variadic<");
                    out.push_str(cst);
                    out.push('>');
                }
            }
        }
        fn groups(out: &mut String, title: &str, groups: &[OperandOrResult]) {
            if groups.is_empty() {
                return;
            }
            out.push_str("      ");
            out.push_str(title);
            out.push_str(" { ");
            for (i, g) in groups.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                constrained(out, &g.name, &g.constraint, g.length);
            }
            out.push_str(" }\n");
        }
        let mut s = String::from("ODSContext {\n");
        for (dialect, ops) in &self.dialects {
            s.push_str(&format!("  Dialect `{dialect}` {{\n"));
            let mut ops: Vec<&Operation> = ops.iter().map(|&id| self.operation(id)).collect();
            ops.sort_by(|a, b| a.name.cmp(&b.name));
            for op in ops {
                s.push_str(&format!("    Operation `{}` {{\n", op.name));
                if !op.attributes.is_empty() {
                    s.push_str("      Attributes { ");
                    for (i, a) in op.attributes.iter().enumerate() {
                        if i > 0 {
                            s.push_str(", ");
                        }
                        let length = if a.optional {
                            VariableLength::Optional
                        } else {
                            VariableLength::Single
                        };
                        constrained(&mut s, &a.name, &a.constraint, length);
                    }
                    s.push_str(" }\n");
                }
                groups(&mut s, "Operands", &op.operands);
                groups(&mut s, "Results", &op.results);
                s.push_str("    }\n");
            }
            s.push_str("  }\n");
        }
        for (title, map) in [
            ("AttributeConstraint", &self.attr_constraints),
            ("TypeConstraint", &self.type_constraints),
        ] {
            for (name, c) in map {
                s.push_str(&format!(
                    "  {title} `{}` {{\n    Summary: {}\n    CppClass: {}\n  }}\n",
                    demangled_name(name),
                    c.summary,
                    c.cpp_class
                ));
            }
        }
        // mlir-pdll ends the dictionary scope twice (explicitly, then in its destructor).
        s.push_str("}\n}\n");
        out.extend_from_slice(s.as_bytes());
    }
}

impl OdsLookup for Context {
    fn lookup_operation(&self, name: &str) -> Option<OdsOpId> {
        self.by_name.get(name).copied()
    }

    fn operation(&self, id: OdsOpId) -> &Operation {
        &self.operations[id.0 as usize]
    }
}
