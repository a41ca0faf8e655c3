//! Builtin types: the uniqued storage ([`TypeKind`]) behind a [`Type`] handle, and accessors.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::context::Identifier;
use crate::uniquer::Interned;
use crate::{Attribute, AttributeKind};

/// The size of a dynamic dimension (`?`) or a dynamic stride/offset.
pub const DYNAMIC: i64 = i64::MIN;

/// The largest width of an integer type (`i16777215`).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

/// Signedness semantics of an integer type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

pub use ropt_numbers::FloatKind;

/// A small vector of dimension sizes (or strides), stored inline up to four entries.
#[derive(Clone)]
pub enum Dims {
    /// Up to four entries, inline.
    Inline(u8, [i64; 4]),
    /// More entries.
    Heap(Box<[i64]>),
}

impl Dims {
    /// Dims holding `dims`; allocates only for more than four entries.
    pub fn new(dims: &[i64]) -> Dims {
        if dims.len() <= 4 {
            let mut a = [0; 4];
            a[..dims.len()].copy_from_slice(dims);
            Dims::Inline(dims.len() as u8, a)
        } else {
            Dims::Heap(dims.into())
        }
    }

    /// The entries.
    #[inline]
    pub fn as_slice(&self) -> &[i64] {
        match self {
            Dims::Inline(n, a) => &a[..*n as usize],
            Dims::Heap(b) => b,
        }
    }
}

impl std::ops::Deref for Dims {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        self.as_slice()
    }
}
impl PartialEq for Dims {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl Eq for Dims {}
impl Hash for Dims {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}
impl fmt::Debug for Dims {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.as_slice().fmt(f)
    }
}

/// The storage of a builtin or dialect type. Uniqued: build [`Type`]s with [`crate::Context::ty`]
/// or the typed constructors on the context.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width, at most [`MAX_INT_WIDTH`].
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A float type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T...>`.
    Tuple(Box<[Type]>),
    /// `(inputs) -> results`; `types` holds the inputs then the results.
    Function {
        /// Inputs then results.
        types: Box<[Type]>,
        /// How many of `types` are inputs.
        num_inputs: u32,
    },
    /// `vector<4x[8]xf32>`.
    Vector {
        /// Dimension sizes (never dynamic).
        shape: Dims,
        /// Per dimension, whether it is scalable; empty when none is.
        scalable: Box<[bool]>,
        /// The element type.
        elem: Type,
    },
    /// `tensor<4x?xf32, #enc>`.
    RankedTensor {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Dims,
        /// The element type.
        elem: Type,
        /// The optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// The element type.
        elem: Type,
    },
    /// `memref<4x?xf32, layout, memspace>`.
    MemRef {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Dims,
        /// The element type.
        elem: Type,
        /// The layout; `None` is the identity layout.
        layout: Option<Attribute>,
        /// The memory space; `None` is the default one.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memspace>`.
    UnrankedMemRef {
        /// The element type.
        elem: Type,
        /// The memory space; `None` is the default one.
        memory_space: Option<Attribute>,
    },
    /// A type of an unregistered dialect: `!dialect.body` or `!dialect<body>`, kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// The symbol data: what follows `!dialect.`, or what is inside `!dialect<...>`.
        data: Box<str>,
    },
}

/// A uniqued type.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Type(pub Interned<TypeKind>);

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind().fmt(f)
    }
}

impl Type {
    /// What this type is.
    #[inline]
    pub fn kind(self) -> &'static TypeKind {
        self.0.get()
    }

    /// Whether this is `index`.
    pub fn is_index(self) -> bool {
        matches!(self.kind(), TypeKind::Index)
    }

    /// Whether this is an integer type (not `index`).
    pub fn is_integer(self) -> bool {
        matches!(self.kind(), TypeKind::Integer { .. })
    }

    /// Whether this is an integer type or `index`.
    pub fn is_int_or_index(self) -> bool {
        matches!(self.kind(), TypeKind::Integer { .. } | TypeKind::Index)
    }

    /// Whether this is `iN` of the given width and signless.
    pub fn is_signless_int(self, width: u32) -> bool {
        *self.kind()
            == TypeKind::Integer {
                width,
                signedness: Signedness::Signless,
            }
    }

    /// The float kind, if this is a float type.
    pub fn float_kind(self) -> Option<FloatKind> {
        match self.kind() {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// Width and signedness, if this is an integer type.
    pub fn int_info(self) -> Option<(u32, Signedness)> {
        match self.kind() {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
            _ => None,
        }
    }

    /// The bit width of an integer or float type (`index` counts as 64), else `None`.
    pub fn int_or_float_width(self) -> Option<u32> {
        match self.kind() {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// Inputs of a function type (empty otherwise).
    pub fn inputs(self) -> &'static [Type] {
        match self.kind() {
            TypeKind::Function { types, num_inputs } => &types[..*num_inputs as usize],
            _ => &[],
        }
    }

    /// Results of a function type (empty otherwise).
    pub fn results(self) -> &'static [Type] {
        match self.kind() {
            TypeKind::Function { types, num_inputs } => &types[*num_inputs as usize..],
            _ => &[],
        }
    }

    /// Whether this is a function type.
    pub fn is_function(self) -> bool {
        matches!(self.kind(), TypeKind::Function { .. })
    }

    /// The shape of a ranked shaped type (vector, ranked tensor, ranked memref).
    pub fn shape(self) -> Option<&'static [i64]> {
        match self.kind() {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape.as_slice()),
            _ => None,
        }
    }

    /// The element type of a shaped type or `complex`.
    pub fn element_type(self) -> Option<Type> {
        match self.kind() {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. }
            | TypeKind::Complex(elem) => Some(*elem),
            _ => None,
        }
    }

    /// Whether this is a builtin shaped type (vector, ranked or unranked tensor or memref).
    pub fn is_shaped(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// MLIR's `verifyCompatibleShape`: both shaped or neither; an unranked shape fits any;
    /// ranked shapes have one rank and, per dimension, equal or dynamic sizes.
    pub fn has_compatible_shape(self, other: Type) -> bool {
        match (self.is_shaped(), other.is_shaped()) {
            (false, false) => true,
            (true, true) => match (self.shape(), other.shape()) {
                (Some(x), Some(y)) => {
                    x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p < 0 || q < 0 || p == q)
                }
                _ => true,
            },
            _ => false,
        }
    }

    /// Whether this is a vector or (ranked or unranked) tensor type.
    pub fn is_vector_or_tensor(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    }

    /// The number of elements of a statically shaped type, or `None` when dynamic/unranked or
    /// when the count overflows.
    pub fn num_elements(self) -> Option<u64> {
        let shape = self.shape()?;
        let mut n: u64 = 1;
        for &d in shape {
            if d < 0 {
                return None;
            }
            n = n.checked_mul(d as u64)?;
        }
        Some(n)
    }

    /// Whether this is a builtin type whose printed form is a keyword, integer or float.
    pub fn is_builtin_scalar(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None
        )
    }
}

/// Whether `attr` is an affine map attribute holding an identity map (the default memref layout).
pub(crate) fn is_identity_layout(attr: Attribute) -> bool {
    match attr.kind() {
        AttributeKind::AffineMap(m) => m.is_identity(),
        _ => false,
    }
}
