//! The [`Context`]: uniqued types, attributes, locations, affine expressions and identifiers.
//!
//! Handles are `Copy`, pointer-sized, compared by identity, and readable without the context.
//! The typed constructors (`ctx.integer_type(32, Signedness::Signless)`, `ctx.string_attr("x")`,
//! ...) normalize their input the way MLIR does (sorted dictionaries, splat detection, identity
//! memref layouts dropped) so that equal values get equal handles.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::affine::{AffineMap, AffineNode, IntegerSet};
use crate::apint::ApInt;
use crate::attributes::{DenseData, NamedAttribute};
use crate::registry::Registry;
use crate::types::{Dims, FloatKind, Signedness, is_identity_layout};
use crate::uniquer::{StrInterner, Uniquer};

pub use crate::attributes::{Attribute, AttributeKind};
pub use crate::location::Location;
pub use crate::types::{Type, TypeKind};

/// An interned string (op names, attribute names, symbol names, file names). Equality is
/// identity; interning a string that exists already does not allocate. A name that is not
/// UTF-8 ([`Context::identifier_bytes`]) keeps its bytes ([`Identifier::as_bytes`]); its
/// string view is their lossy text (U+FFFD for each invalid sequence), and it equals no
/// identifier made from a string.
#[derive(Clone, Copy)]
pub struct Identifier(&'static str);

impl Identifier {
    /// The string (for a name made from bytes that are not UTF-8: their lossy text).
    #[inline]
    pub fn as_str(self) -> &'static str {
        self.0
    }

    /// The bytes of the name: those of [`Identifier::as_str`], unless the identifier was made
    /// from bytes that are not UTF-8 (whose lossy text has a U+FFFD, a cheap first check).
    pub fn as_bytes(self) -> &'static [u8] {
        if self.0.contains('\u{FFFD}')
            && let Some(bytes) = crate::uniquer::raw_name_bytes(self.0)
        {
            return bytes;
        }
        self.0.as_bytes()
    }
}

impl PartialEq for Identifier {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl Eq for Identifier {}
impl std::hash::Hash for Identifier {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.0.as_ptr() as usize).hash(state)
    }
}
impl PartialOrd for Identifier {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
/// Identifiers order by their text (as MLIR sorts dictionary entries); distinct names with the
/// same (lossy) text by their bytes.
impl Ord for Identifier {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        match self.0.cmp(other.0) {
            std::cmp::Ordering::Equal if self != other => self.as_bytes().cmp(other.as_bytes()),
            o => o,
        }
    }
}
impl fmt::Debug for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}
impl fmt::Display for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}
impl std::ops::Deref for Identifier {
    type Target = str;
    fn deref(&self) -> &str {
        self.0
    }
}

/// Owns the uniqued types, attributes and identifiers. Shared by `&Context` across threads.
pub struct Context {
    types: Uniquer<TypeKind>,
    attrs: Uniquer<AttributeKind>,
    pub(crate) affine_exprs: Uniquer<AffineNode>,
    strings: StrInterner,
    next_distinct: AtomicU64,
    registry: Registry,
    /// The most common types, uniqued once so that their getters take no lock.
    common: CommonTypes,
}

/// Types uniqued when the context is made: getting one of them is a field read, not a
/// hash-table lookup under a shard lock that every parse thread wants at once.
struct CommonTypes {
    /// Signless `i1`, `i8`, `i16`, `i32`, `i64`, by `width.trailing_zeros()` (`i1` at 0).
    ints: [Type; 7],
    index: Type,
    none: Type,
    /// Every float type, in [`FloatKind::ALL`] order.
    floats: [Type; FloatKind::ALL.len()],
}

impl CommonTypes {
    fn new(types: &Uniquer<TypeKind>) -> Self {
        let int = |width| {
            Type(types.intern(TypeKind::Integer {
                width,
                signedness: Signedness::Signless,
            }))
        };
        CommonTypes {
            ints: [int(1), int(2), int(4), int(8), int(16), int(32), int(64)],
            index: Type(types.intern(TypeKind::Index)),
            none: Type(types.intern(TypeKind::None)),
            floats: FloatKind::ALL.map(|k| Type(types.intern(TypeKind::Float(k)))),
        }
    }

    /// The signless integer type of `width` if it is a common one.
    #[inline]
    fn int(&self, width: u32) -> Option<Type> {
        if width.is_power_of_two() && width <= 64 {
            Some(self.ints[width.trailing_zeros() as usize])
        } else {
            None
        }
    }
}

impl Default for Context {
    fn default() -> Self {
        let types = Uniquer::default();
        let common = CommonTypes::new(&types);
        Context {
            types,
            attrs: Uniquer::default(),
            affine_exprs: Uniquer::default(),
            strings: StrInterner::default(),
            next_distinct: AtomicU64::new(0),
            registry: Registry::default(),
            common,
        }
    }
}

/// The identity of a short entry list given to [`Context::dictionary_attr`]: the addresses of
/// its names and values. Identifiers and attributes are never freed, so an address names one
/// value of one context for the life of the process, and a key found in the cache names the
/// dictionary that context built from exactly these entries.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct DictKey([usize; 4]);

impl DictKey {
    /// Entries cached per thread at most (the cache is cleared when full).
    const LIMIT: usize = 1 << 14;

    fn of(entries: &[NamedAttribute]) -> Option<DictKey> {
        if entries.is_empty() || entries.len() > 2 {
            return None;
        }
        let mut k = [0; 4];
        for (i, e) in entries.iter().enumerate() {
            k[2 * i] = e.name.0.as_ptr() as usize;
            k[2 * i + 1] = e.value.0.addr();
        }
        Some(DictKey(k))
    }
}

thread_local! {
    /// Dictionaries this thread built lately (parsers build the same few over and over:
    /// `{value = 0 : i32}`, `{predicate = 2 : i64}`), found without a lock or an allocation.
    static RECENT_DICTS: std::cell::RefCell<rustc_hash::FxHashMap<DictKey, Attribute>> =
        std::cell::RefCell::default();
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

    /// Interns a string.
    #[inline]
    pub fn identifier(&self, s: &str) -> Identifier {
        Identifier(self.strings.intern(s))
    }

    /// The identifier for a name given as bytes: [`Context::identifier`] of them when they
    /// are UTF-8, else one that keeps them (see [`Identifier::as_bytes`]).
    pub fn identifier_bytes(&self, bytes: &[u8]) -> Identifier {
        match std::str::from_utf8(bytes) {
            Ok(s) => self.identifier(s),
            Err(_) => Identifier(crate::uniquer::intern_raw_name(bytes)),
        }
    }

    /// The identifier for `s` if it was interned before.
    pub fn lookup_identifier(&self, s: &str) -> Option<Identifier> {
        self.strings.lookup(s).map(Identifier)
    }

    /// Uniques a type. Prefer the typed constructors, which normalize their input.
    pub fn ty(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// Uniques an attribute. Prefer the typed constructors, which normalize their input.
    pub fn attr(&self, kind: AttributeKind) -> Attribute {
        if let AttributeKind::FileLineColLoc {
            file,
            line,
            col,
            end: None,
            form: crate::attributes::FileLocForm::LineCol,
        } = kind
        {
            // Shared with inline locations (see `crate::location`).
            return self.file_line_col_attr(file, line, col);
        }
        self.intern_attr(kind)
    }

    /// Uniques an attribute in this context's table.
    pub(crate) fn intern_attr(&self, kind: AttributeKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    // ----- Types -----

    /// `iN` / `siN` / `uiN`.
    #[inline]
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        if signedness == Signedness::Signless
            && let Some(t) = self.common.int(width)
        {
            return t;
        }
        self.ty(TypeKind::Integer { width, signedness })
    }

    /// Signless `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }

    /// `i1`.
    pub fn i1_type(&self) -> Type {
        self.int_type(1)
    }

    /// `i64`.
    pub fn i64_type(&self) -> Type {
        self.int_type(64)
    }

    /// `index`.
    #[inline]
    pub fn index_type(&self) -> Type {
        self.common.index
    }

    /// `none`.
    #[inline]
    pub fn none_type(&self) -> Type {
        self.common.none
    }

    /// A float type.
    #[inline]
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.common.floats[kind as usize]
    }

    /// `f16`.
    pub fn f16_type(&self) -> Type {
        self.float_type(FloatKind::F16)
    }

    /// `f32`.
    pub fn f32_type(&self) -> Type {
        self.float_type(FloatKind::F32)
    }

    /// `f64`.
    pub fn f64_type(&self) -> Type {
        self.float_type(FloatKind::F64)
    }

    /// `complex<elem>`.
    pub fn complex_type(&self, elem: Type) -> Type {
        self.ty(TypeKind::Complex(elem))
    }

    /// `tuple<types>`.
    pub fn tuple_type(&self, types: &[Type]) -> Type {
        self.ty(TypeKind::Tuple(types.into()))
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        let mut types = Vec::with_capacity(inputs.len() + results.len());
        types.extend_from_slice(inputs);
        types.extend_from_slice(results);
        self.ty(TypeKind::Function {
            types: types.into(),
            num_inputs: inputs.len() as u32,
        })
    }

    /// `vector<shape x elem>`; `scalable` is empty or one flag per dimension.
    pub fn vector_type(&self, shape: &[i64], elem: Type, scalable: &[bool]) -> Type {
        let scalable: Box<[bool]> = if scalable.iter().any(|&s| s) {
            scalable.into()
        } else {
            Box::new([])
        };
        self.ty(TypeKind::Vector {
            shape: Dims::new(shape),
            scalable,
            elem,
        })
    }

    /// `tensor<shape x elem, encoding>`.
    pub fn tensor_type(&self, shape: &[i64], elem: Type, encoding: Option<Attribute>) -> Type {
        self.ty(TypeKind::RankedTensor {
            shape: Dims::new(shape),
            elem,
            encoding,
        })
    }

    /// `tensor<*xelem>`.
    pub fn unranked_tensor_type(&self, elem: Type) -> Type {
        self.ty(TypeKind::UnrankedTensor { elem })
    }

    /// `i1`, or the vector/tensor of `i1` shaped like `ty` (MLIR's `getI1SameShape`: the type
    /// of a comparison's result, of a select's condition).
    pub fn i1_same_shape(&self, ty: Type) -> Type {
        self.same_shape(ty, self.i1_type())
    }

    /// `elem`, or the vector/tensor of `elem` shaped like `ty` (MLIR's
    /// `ShapedType::clone(elem)` on a shaped `ty`, else `elem`).
    pub fn same_shape(&self, ty: Type, elem: Type) -> Type {
        match ty.kind() {
            TypeKind::Vector {
                shape, scalable, ..
            } => self.vector_type(shape.as_slice(), elem, scalable),
            TypeKind::RankedTensor {
                shape, encoding, ..
            } => self.tensor_type(shape.as_slice(), elem, *encoding),
            TypeKind::UnrankedTensor { .. } => self.unranked_tensor_type(elem),
            _ => elem,
        }
    }

    /// `memref<shape x elem, layout, memory_space>`; an identity affine-map layout and an
    /// integer-0 memory space are dropped, as MLIR does.
    pub fn memref_type(
        &self,
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        let layout = layout.filter(|l| !is_identity_layout(*l));
        let memory_space = memory_space.filter(|m| !is_default_memory_space(*m));
        self.ty(TypeKind::MemRef {
            shape: Dims::new(shape),
            elem,
            layout,
            memory_space,
        })
    }

    /// `memref<*xelem, memory_space>`.
    pub fn unranked_memref_type(&self, elem: Type, memory_space: Option<Attribute>) -> Type {
        let memory_space = memory_space.filter(|m| !is_default_memory_space(*m));
        self.ty(TypeKind::UnrankedMemRef { elem, memory_space })
    }

    /// A type of an unregistered dialect kept as text.
    pub fn opaque_type(&self, dialect: &str, data: &str) -> Type {
        self.ty(TypeKind::Opaque {
            dialect: self.identifier(dialect),
            data: data.into(),
        })
    }

    // ----- Attributes -----

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.attr(AttributeKind::Unit)
    }

    /// `true` / `false`.
    pub fn bool_attr(&self, value: bool) -> Attribute {
        self.attr(AttributeKind::Bool(value))
    }

    /// An integer attribute of an integer or index type.
    pub fn integer_attr(&self, ty: Type, value: ApInt) -> Attribute {
        self.attr(AttributeKind::Integer { ty, value })
    }

    /// An integer attribute from an `i64` (truncated or sign-extended to the type's width).
    pub fn int_attr(&self, ty: Type, value: i64) -> Attribute {
        let width = match ty.kind() {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        self.integer_attr(ty, ApInt::from_i64(width, value))
    }

    /// `value : i64`.
    pub fn i64_attr(&self, value: i64) -> Attribute {
        self.int_attr(self.i64_type(), value)
    }

    /// `value : index`.
    pub fn index_attr(&self, value: i64) -> Attribute {
        self.int_attr(self.index_type(), value)
    }

    /// A float attribute from a bit pattern of the type's format.
    pub fn float_attr_bits(&self, ty: Type, bits: u128) -> Attribute {
        self.attr(AttributeKind::Float { ty, bits })
    }

    /// A float attribute from an `f64`, rounded to the type's format.
    pub fn float_attr(&self, ty: Type, value: f64) -> Attribute {
        let bits = match ty.float_kind() {
            Some(k) => crate::float::from_f64(k, value),
            None => value.to_bits() as u128,
        };
        self.float_attr_bits(ty, bits)
    }

    /// `"value"`.
    pub fn string_attr(&self, value: &str) -> Attribute {
        self.string_attr_bytes(value.as_bytes(), None)
    }

    /// A string attribute from bytes, with an optional type.
    pub fn string_attr_bytes(&self, value: &[u8], ty: Option<Type>) -> Attribute {
        self.attr(AttributeKind::String {
            value: value.into(),
            ty,
        })
    }

    /// `[elements]`.
    pub fn array_attr(&self, elements: &[Attribute]) -> Attribute {
        self.attr(AttributeKind::Array(elements.into()))
    }

    /// `{entries}`, sorted by name (stable: for duplicate names the first one wins and the
    /// others are dropped; parsers report duplicates before building).
    pub fn dictionary_attr(&self, entries: &[NamedAttribute]) -> Attribute {
        let key = DictKey::of(entries);
        if let Some(key) = key
            && let Some(a) = RECENT_DICTS.with(|c| c.borrow().get(&key).copied())
        {
            return a;
        }
        let a = self.dictionary_attr_uncached(entries);
        if let Some(key) = key {
            RECENT_DICTS.with(|c| {
                let mut c = c.borrow_mut();
                if c.len() >= DictKey::LIMIT {
                    c.clear();
                }
                c.insert(key, a);
            });
        }
        a
    }

    fn dictionary_attr_uncached(&self, entries: &[NamedAttribute]) -> Attribute {
        let mut v: Vec<NamedAttribute> = entries.to_vec();
        if !v
            .windows(2)
            .all(|w| w[0].name.as_str() < w[1].name.as_str())
        {
            v.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
            v.dedup_by(|b, a| a.name == b.name);
        }
        self.attr(AttributeKind::Dictionary(v.into()))
    }

    /// A type used as an attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.attr(AttributeKind::Type(ty))
    }

    /// [`Context::symbol_ref_attr`] of names given as bytes (kept when they are not UTF-8).
    pub fn symbol_ref_attr_bytes(&self, root: &[u8], nested: &[&[u8]]) -> Attribute {
        let nested: Vec<Identifier> = nested.iter().map(|n| self.identifier_bytes(n)).collect();
        self.attr(AttributeKind::SymbolRef {
            root: self.identifier_bytes(root),
            nested: nested.into(),
        })
    }

    /// `@root::@nested...`.
    pub fn symbol_ref_attr(&self, root: &str, nested: &[&str]) -> Attribute {
        let nested: Vec<Identifier> = nested.iter().map(|n| self.identifier(n)).collect();
        self.attr(AttributeKind::SymbolRef {
            root: self.identifier(root),
            nested: nested.into(),
        })
    }

    /// `affine_map<...>`.
    pub fn affine_map_attr(&self, map: AffineMap) -> Attribute {
        self.attr(AttributeKind::AffineMap(map))
    }

    /// `affine_set<...>`.
    pub fn integer_set_attr(&self, set: IntegerSet) -> Attribute {
        self.attr(AttributeKind::IntegerSet(set))
    }

    /// `dense<...>` with raw element bytes (see [`DenseData::Raw`]); `elem_bytes` is the size of
    /// one element. Detects splats.
    pub fn dense_raw_attr(&self, ty: Type, elem_bytes: usize, bytes: &[u8]) -> Attribute {
        let splat = elem_bytes > 0
            && !bytes.is_empty()
            && bytes.chunks(elem_bytes).all(|c| c == &bytes[..elem_bytes]);
        let bytes: Box<[u8]> = if splat {
            bytes[..elem_bytes].into()
        } else {
            bytes.into()
        };
        self.attr(AttributeKind::DenseElements {
            ty,
            data: DenseData::Raw { splat, bytes },
        })
    }

    /// `dense<"a", "b">` string elements. Detects splats.
    pub fn dense_string_attr(&self, ty: Type, strings: Vec<Box<[u8]>>) -> Attribute {
        let splat = !strings.is_empty() && strings.iter().all(|s| *s == strings[0]);
        let strings: Box<[Box<[u8]>]> = if splat {
            vec![strings[0].clone()].into()
        } else {
            strings.into()
        };
        self.attr(AttributeKind::DenseElements {
            ty,
            data: DenseData::Strings { splat, strings },
        })
    }

    /// `dense_resource<handle> : ty`.
    pub fn dense_resource_attr(&self, ty: Type, handle: &str) -> Attribute {
        self.attr(AttributeKind::DenseResource {
            ty,
            handle: self.identifier(handle),
        })
    }

    /// `array<elem: values>` from element bytes.
    pub fn dense_array_attr(&self, elem: Type, len: usize, data: &[u8]) -> Attribute {
        self.attr(AttributeKind::DenseArray {
            elem,
            len,
            data: data.into(),
        })
    }

    /// A new `distinct[..]<referenced>`, different from every other distinct attribute.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        self.attr(AttributeKind::Distinct { id, referenced })
    }

    /// An attribute of an unregistered dialect, kept as text.
    pub fn opaque_attr(&self, dialect: &str, data: &str, ty: Option<Type>) -> Attribute {
        self.attr(AttributeKind::Opaque {
            dialect: self.identifier(dialect),
            data: data.into(),
            ty,
        })
    }

    /// `strided<[strides], offset: offset>`.
    pub fn strided_attr(&self, strides: &[i64], offset: i64) -> Attribute {
        self.attr(AttributeKind::Strided {
            offset,
            strides: Dims::new(strides),
        })
    }
}

/// Whether a memory space attribute is the default one (integer 0).
fn is_default_memory_space(attr: Attribute) -> bool {
    match attr.kind() {
        AttributeKind::Integer { value, .. } => value.is_zero(),
        _ => false,
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
        assert_eq!(ctx.int_type(32), ctx.integer_type(32, Signedness::Signless));
    }

    /// `i1` of the same shape: scalars give `i1`, shaped types keep shape, scalability and
    /// encoding.
    #[test]
    fn i1_same_shape_keeps_the_shape() {
        let ctx = Context::new();
        let (i1, f32) = (ctx.i1_type(), ctx.float_type(FloatKind::F32));
        assert_eq!(ctx.i1_same_shape(f32), i1);
        assert_eq!(ctx.i1_same_shape(ctx.index_type()), i1);
        let v = ctx.vector_type(&[4, 2], f32, &[true, false]);
        assert_eq!(
            ctx.i1_same_shape(v),
            ctx.vector_type(&[4, 2], i1, &[true, false])
        );
        let t = ctx.tensor_type(&[3, crate::types::DYNAMIC], f32, None);
        assert_eq!(
            ctx.i1_same_shape(t),
            ctx.tensor_type(&[3, crate::types::DYNAMIC], i1, None)
        );
        let u = ctx.unranked_tensor_type(f32);
        assert_eq!(ctx.i1_same_shape(u), ctx.unranked_tensor_type(i1));
    }

    #[test]
    fn common_types_are_the_uniqued_ones() {
        let ctx = Context::new();
        for k in FloatKind::ALL {
            assert_eq!(ctx.float_type(k), ctx.ty(TypeKind::Float(k)));
        }
        for w in [1, 2, 3, 8, 16, 32, 33, 64, 128] {
            let t = ctx.int_type(w);
            assert_eq!(
                t,
                ctx.ty(TypeKind::Integer {
                    width: w,
                    signedness: Signedness::Signless
                })
            );
            assert_eq!(
                t.kind(),
                &TypeKind::Integer {
                    width: w,
                    signedness: Signedness::Signless
                }
            );
        }
        assert_ne!(ctx.integer_type(32, Signedness::Signed), ctx.int_type(32));
        assert_eq!(ctx.index_type(), ctx.ty(TypeKind::Index));
        assert_eq!(ctx.none_type(), ctx.ty(TypeKind::None));
    }

    #[test]
    fn identifiers_are_interned() {
        let ctx = Context::new();
        let a = ctx.identifier("foo");
        let b = ctx.identifier(&String::from("foo"));
        assert_eq!(a, b);
        assert_ne!(a, ctx.identifier("bar"));
        assert_eq!(ctx.lookup_identifier("foo"), Some(a));
        assert_eq!(ctx.lookup_identifier("baz"), None);
    }

    #[test]
    fn dictionaries_are_sorted() {
        let ctx = Context::new();
        let u = ctx.unit_attr();
        let b = NamedAttribute::new(ctx.identifier("b"), u);
        let a = NamedAttribute::new(ctx.identifier("a"), u);
        assert_eq!(ctx.dictionary_attr(&[b, a]), ctx.dictionary_attr(&[a, b]));
        assert_eq!(ctx.dictionary_attr(&[b, a]).get("a"), Some(u));
    }

    #[test]
    fn memref_defaults_are_dropped() {
        let ctx = Context::new();
        let f32 = ctx.f32_type();
        let id = ctx.affine_map_attr(ctx.identity_map(1));
        let zero = ctx.int_attr(ctx.i64_type(), 0);
        assert_eq!(
            ctx.memref_type(&[4], f32, Some(id), Some(zero)),
            ctx.memref_type(&[4], f32, None, None)
        );
    }

    #[test]
    fn dense_detects_splats() {
        let ctx = Context::new();
        let t = ctx.tensor_type(&[3], ctx.int_type(8), None);
        let a = ctx.dense_raw_attr(t, 1, &[7, 7, 7]);
        let b = ctx.dense_raw_attr(t, 1, &[7]);
        assert_eq!(a, b);
    }
}
