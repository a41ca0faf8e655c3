//! The [`Context`] and the uniqued handles it gives out: [`Type`], [`Attribute`], [`Location`].
//!
//! Handles are `Copy`, pointer-sized, compared by identity, and readable without the context.

use crate::registry::Registry;
use crate::uniquer::{Interned, Uniquer};

/// The storage of a builtin or dialect type. Uniqued: build [`Type`]s with [`Context::ty`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `index`.
    Index,
    /// `none`.
    None,
}

/// A uniqued type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Type(pub Interned<TypeKind>);

impl Type {
    /// What this type is.
    #[inline]
    pub fn kind(self) -> &'static TypeKind {
        self.0.get()
    }
}

/// The storage of a builtin or dialect attribute. Uniqued: build with [`Context::attr`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AttributeKind {
    /// `unit`.
    Unit,
    /// `unknown` location.
    UnknownLoc,
}

/// A uniqued attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attribute(pub Interned<AttributeKind>);

impl Attribute {
    /// What this attribute is.
    #[inline]
    pub fn kind(self) -> &'static AttributeKind {
        self.0.get()
    }
}

/// A source location: an attribute whose kind is one of the location kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Location(pub Attribute);

/// Owns the uniqued types and attributes. Shared by `&Context` across threads.
#[derive(Default)]
pub struct Context {
    types: Uniquer<TypeKind>,
    attrs: Uniquer<AttributeKind>,
    registry: Registry,
}

impl Context {
    /// A fresh context.
    pub fn new() -> Self {
        Self::default()
    }

    /// The dialects, ops, types and attributes known to this context.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// Mutable access to the registry, for registration before any IR is built.
    pub fn registry_mut(&mut self) -> &mut Registry {
        &mut self.registry
    }

    /// Uniques a type.
    pub fn ty(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// Uniques an attribute.
    pub fn attr(&self, kind: AttributeKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    /// The `unknown` location.
    pub fn unknown_loc(&self) -> Location {
        Location(self.attr(AttributeKind::UnknownLoc))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_is_shareable_across_threads() {
        fn assert_sync<T: Sync + Send>() {}
        assert_sync::<Context>();
        let ctx = Context::new();
        assert_eq!(ctx.ty(TypeKind::Index), ctx.ty(TypeKind::Index));
        assert_ne!(ctx.ty(TypeKind::Index), ctx.ty(TypeKind::None));
    }
}
