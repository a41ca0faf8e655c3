//! PDLL's types: `Attr`, `Constraint`, `Op` and `Op<name>`, `Rewrite`, `Type`, `Value`, the
//! ranges `TypeRange` and `ValueRange`, and tuples with optionally named elements.
//!
//! Types are interned in a [`Types`] table, so two types are equal exactly when their
//! [`Type`] handles are. An operation type also records which ODS operation (if any) its
//! name resolved to; `Op<x>` with and without ODS information are different types.

use rustc_hash::FxHashMap;

use crate::ods::OdsOpId;

/// An interned type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Type(u32);

impl Type {
    /// The position of the type in its table (dense, from 0).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The structure of a type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `Attr`.
    Attr,
    /// The type of a reference to a constraint.
    Constraint,
    /// `Op`, or `Op<name>` (with the ODS operation of that name, when known).
    Op(Option<String>, Option<OdsOpId>),
    /// A range of the element type (`TypeRange`, `ValueRange`).
    Range(Type),
    /// The type of a reference to a rewrite.
    Rewrite,
    /// A tuple: element types and names (empty for unnamed elements).
    Tuple(Vec<Type>, Vec<String>),
    /// `Type`.
    Type,
    /// `Value`.
    Value,
}

/// The table of interned types.
#[derive(Debug)]
pub struct Types {
    kinds: Vec<TypeKind>,
    map: FxHashMap<TypeKind, Type>,
}

impl Types {
    /// `Attr`.
    pub const ATTR: Type = Type(0);
    /// The type of constraint references.
    pub const CONSTRAINT: Type = Type(1);
    /// The type of rewrite references.
    pub const REWRITE: Type = Type(2);
    /// `Type`.
    pub const TYPE: Type = Type(3);
    /// `Value`.
    pub const VALUE: Type = Type(4);
    /// `TypeRange`.
    pub const TYPE_RANGE: Type = Type(5);
    /// `ValueRange`.
    pub const VALUE_RANGE: Type = Type(6);
    /// `Op` (any operation).
    pub const OP: Type = Type(7);
    /// The empty tuple `Tuple<>`.
    pub const EMPTY_TUPLE: Type = Type(8);

    /// A table holding the predefined types.
    pub fn new() -> Self {
        let mut t = Types {
            kinds: Vec::new(),
            map: FxHashMap::default(),
        };
        for k in [
            TypeKind::Attr,
            TypeKind::Constraint,
            TypeKind::Rewrite,
            TypeKind::Type,
            TypeKind::Value,
            TypeKind::Range(Types::TYPE),
            TypeKind::Range(Types::VALUE),
            TypeKind::Op(None, None),
            TypeKind::Tuple(Vec::new(), Vec::new()),
        ] {
            t.intern(k);
        }
        t
    }

    /// Interns `kind`.
    pub fn intern(&mut self, kind: TypeKind) -> Type {
        if let Some(&t) = self.map.get(&kind) {
            return t;
        }
        let t = Type(self.kinds.len() as u32);
        self.kinds.push(kind.clone());
        self.map.insert(kind, t);
        t
    }

    /// The operation type named `name` (any operation for `None`).
    pub fn op(&mut self, name: Option<&str>, ods: Option<OdsOpId>) -> Type {
        self.intern(TypeKind::Op(name.map(str::to_string), ods))
    }

    /// The number of types interned (every [`Type`] of this table has an index below it).
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Whether the table is empty (never: the predefined types are always there).
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The structure of `t`.
    pub fn kind(&self, t: Type) -> &TypeKind {
        &self.kinds[t.0 as usize]
    }

    /// Whether `t` is an operation type.
    pub fn is_op(&self, t: Type) -> bool {
        matches!(self.kind(t), TypeKind::Op(..))
    }

    /// Whether `t` is a tuple type.
    pub fn is_tuple(&self, t: Type) -> bool {
        matches!(self.kind(t), TypeKind::Tuple(..))
    }

    /// The more specific of two compatible types (`Op` refines to `Op<name>`), or `None`.
    pub fn refine(&self, a: Type, b: Type) -> Option<Type> {
        if a == b {
            return Some(a);
        }
        match (self.kind(a), self.kind(b)) {
            (TypeKind::Op(an, _), TypeKind::Op(bn, _)) => match (an, bn) {
                (_, None) => Some(a),
                (None, _) => Some(b),
                _ => None,
            },
            _ => None,
        }
    }

    /// Appends the printed form of `t` (as mlir-pdll prints it) to `out`.
    pub fn print(&self, t: Type, out: &mut String) {
        match self.kind(t) {
            TypeKind::Attr => out.push_str("Attr"),
            TypeKind::Constraint => out.push_str("Constraint"),
            TypeKind::Op(name, _) => {
                out.push_str("Op");
                if let Some(n) = name {
                    out.push('<');
                    out.push_str(n);
                    out.push('>');
                }
            }
            TypeKind::Range(e) => {
                self.print(*e, out);
                out.push_str("Range");
            }
            TypeKind::Rewrite => out.push_str("Rewrite"),
            TypeKind::Tuple(types, names) => {
                out.push_str("Tuple<");
                for (i, (ty, name)) in types.iter().zip(names).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if !name.is_empty() {
                        out.push_str(name);
                        out.push_str(": ");
                    }
                    self.print(*ty, out);
                }
                out.push('>');
            }
            TypeKind::Type => out.push_str("Type"),
            TypeKind::Value => out.push_str("Value"),
        }
    }

    /// The printed form of `t`.
    pub fn display(&self, t: Type) -> String {
        let mut s = String::new();
        self.print(t, &mut s);
        s
    }
}

impl Default for Types {
    fn default() -> Self {
        Types::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interns_and_prints() {
        let mut t = Types::new();
        let foo = t.op(Some("a.foo"), None);
        assert_eq!(foo, t.op(Some("a.foo"), None));
        let tup = t.intern(TypeKind::Tuple(
            vec![Types::VALUE, foo],
            vec![String::new(), "x".into()],
        ));
        assert_eq!(t.display(tup), "Tuple<Value, x: Op<a.foo>>");
        assert_eq!(t.display(Types::VALUE_RANGE), "ValueRange");
        assert_eq!(t.refine(Types::OP, foo), Some(foo));
        let bar = t.op(Some("a.bar"), None);
        assert_eq!(t.refine(foo, bar), None);
    }
}
