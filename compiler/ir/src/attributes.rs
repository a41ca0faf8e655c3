//! Builtin attributes (and locations, which are attributes too): the uniqued storage
//! ([`AttributeKind`]) behind an [`Attribute`] handle, and accessors.

use std::fmt;

use crate::affine::{AffineMap, IntegerSet};
use crate::apint::ApInt;
use crate::context::Identifier;
use crate::types::{Dims, Type};
use crate::uniquer::Interned;

/// The element data of a `dense<...>` attribute.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integer, index, float or complex elements: each element is `elem_bytes` little-endian
    /// bytes (`width.div_ceil(8)`, twice that for complex). A splat stores one element.
    Raw {
        /// Whether all elements are equal and only one is stored.
        splat: bool,
        /// The element bytes.
        bytes: Box<[u8]>,
    },
    /// String elements (element type of any kind). A splat stores one element.
    Strings {
        /// Whether all elements are equal and only one is stored.
        splat: bool,
        /// The elements.
        strings: Box<[Box<[u8]>]>,
    },
}

/// How a `"file":...` location was written. mlir-opt keeps `"f":7`, `"f":7:0`,
/// `"f":7:0 to :0` and `"f":7:0 to 7:0` as four distinct locations, although all print as
/// `"f":7:0`; so does ropt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FileLocForm {
    /// `"file":line` (the column is 0).
    Line,
    /// `"file":line:col`, the only form stored inline in a [`crate::Location`].
    #[default]
    LineCol,
    /// `"file":line:col to :col`.
    ColRange,
    /// `"file":line:col to line:col`.
    Range,
}

/// The storage of a builtin or dialect attribute. Uniqued: build with [`crate::Context::attr`]
/// or the typed constructors on the context.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AttributeKind {
    /// `unit`.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32` (also `index`).
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value, as wide as the type (64 bits for `index`).
        value: ApInt,
    },
    /// `1.0 : f32`.
    Float {
        /// The float type.
        ty: Type,
        /// The bit pattern.
        bits: u128,
    },
    /// `"text"`, optionally `"text" : type`.
    String {
        /// The bytes (after escape processing).
        value: Box<[u8]>,
        /// The type; `None` for the default (`none`).
        ty: Option<Type>,
    },
    /// `[a, b]`.
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`, sorted by name.
    Dictionary(Box<[NamedAttribute]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested...`.
    SymbolRef {
        /// The root symbol.
        root: Identifier,
        /// Nested references.
        nested: Box<[Identifier]>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `dense<...> : type`.
    DenseElements {
        /// The shaped type (tensor or vector).
        ty: Type,
        /// The elements.
        data: DenseData,
    },
    /// `dense_resource<handle> : type`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource key.
        handle: Identifier,
    },
    /// `sparse<indices, values> : type`.
    Sparse {
        /// The shaped type.
        ty: Type,
        /// A dense i64 elements attribute.
        indices: Attribute,
        /// A dense elements attribute.
        values: Attribute,
    },
    /// `array<i32: 1, 2>`.
    DenseArray {
        /// The element type (integer or float).
        elem: Type,
        /// Number of elements.
        len: usize,
        /// Element bytes (`width.div_ceil(8)` each, little-endian).
        data: Box<[u8]>,
    },
    /// `distinct[n]<attr>`: unique per `id`.
    Distinct {
        /// A context-wide unique number.
        id: u64,
        /// The referenced attribute.
        referenced: Attribute,
    },
    /// An attribute of an unregistered dialect, kept as text: `#dialect.body` / `#dialect<body>`.
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// The symbol data: what follows `#dialect.`, or what is inside `#dialect<...>`.
        data: Box<str>,
        /// The optional trailing type.
        ty: Option<Type>,
    },
    /// `strided<[strides], offset: n>`.
    Strided {
        /// Offset ([`crate::types::DYNAMIC`] for `?`).
        offset: i64,
        /// Strides.
        strides: Dims,
    },
    /// `unknown` location.
    UnknownLoc,
    /// `"file":line:col`, optionally a range.
    FileLineColLoc {
        /// File name.
        file: Identifier,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// The range end `(line, col)`, if this is a range.
        end: Option<(u32, u32)>,
        /// How it was written (locations written differently stay distinct).
        form: FileLocForm,
    },
    /// `"name"(child)`.
    NameLoc {
        /// The name.
        name: Identifier,
        /// The child location (`unknown` when absent).
        child: Attribute,
    },
    /// `callsite(callee at caller)`.
    CallSiteLoc {
        /// Callee.
        callee: Attribute,
        /// Caller.
        caller: Attribute,
    },
    /// A location holding a value the IR cannot interpret (MLIR's `OpaqueLoc`: a pointer and
    /// the type it points to), printed and rendered as its fallback location.
    OpaqueLoc {
        /// The opaque value.
        value: u64,
        /// What kind of value it is (any tag its creator chooses).
        type_tag: u64,
        /// The location shown for it.
        fallback: Attribute,
    },
    /// `fused<metadata>[locs]`.
    FusedLoc {
        /// The fused locations.
        locs: Box<[Attribute]>,
        /// Optional metadata.
        metadata: Option<Attribute>,
    },
}

/// A uniqued attribute.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attribute(pub Interned<AttributeKind>);

impl fmt::Debug for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind().fmt(f)
    }
}

impl Attribute {
    /// What this attribute is.
    #[inline]
    pub fn kind(self) -> &'static AttributeKind {
        self.0.get()
    }

    /// Whether this attribute is a location.
    pub fn is_location(self) -> bool {
        matches!(
            self.kind(),
            AttributeKind::UnknownLoc
                | AttributeKind::FileLineColLoc { .. }
                | AttributeKind::NameLoc { .. }
                | AttributeKind::CallSiteLoc { .. }
                | AttributeKind::OpaqueLoc { .. }
                | AttributeKind::FusedLoc { .. }
        )
    }

    /// The type of a typed attribute (integer, float, string with type, elements, ...).
    pub fn ty(self) -> Option<Type> {
        match self.kind() {
            AttributeKind::Integer { ty, .. }
            | AttributeKind::Float { ty, .. }
            | AttributeKind::DenseElements { ty, .. }
            | AttributeKind::DenseResource { ty, .. }
            | AttributeKind::Sparse { ty, .. } => Some(*ty),
            AttributeKind::String { ty, .. } | AttributeKind::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }

    /// The value of a string attribute, as bytes.
    pub fn as_bytes(self) -> Option<&'static [u8]> {
        match self.kind() {
            AttributeKind::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value of a string attribute, when it is valid UTF-8.
    pub fn as_str(self) -> Option<&'static str> {
        std::str::from_utf8(self.as_bytes()?).ok()
    }

    /// The value of an integer attribute.
    pub fn as_int(self) -> Option<&'static ApInt> {
        match self.kind() {
            AttributeKind::Integer { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value of a bool attribute.
    pub fn as_bool(self) -> Option<bool> {
        match self.kind() {
            AttributeKind::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn as_type(self) -> Option<Type> {
        match self.kind() {
            AttributeKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn as_array(self) -> Option<&'static [Attribute]> {
        match self.kind() {
            AttributeKind::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The entries of a dictionary attribute.
    pub fn as_dictionary(self) -> Option<&'static [NamedAttribute]> {
        match self.kind() {
            AttributeKind::Dictionary(d) => Some(d),
            _ => None,
        }
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn get(self, name: &str) -> Option<Attribute> {
        let d = self.as_dictionary()?;
        if d.len() <= 8 {
            // Most dictionaries hold an entry or two: comparing lengths first beats ordering
            // strings.
            return d
                .iter()
                .find(|n| n.name.as_str().len() == name.len() && n.name.as_str() == name)
                .map(|n| n.value);
        }
        d.binary_search_by(|n| n.name.as_str().cmp(name))
            .ok()
            .map(|i| d[i].value)
    }
}

/// A `name = value` pair of an attribute dictionary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NamedAttribute {
    /// The name.
    pub name: Identifier,
    /// The value.
    pub value: Attribute,
}

impl NamedAttribute {
    /// A named attribute.
    pub fn new(name: Identifier, value: Attribute) -> Self {
        Self { name, value }
    }
}
