//! The checked model of a declarative rewrite rule.
//!
//! A rule is a source tree ([`MatchNode`]) to match, result trees
//! ([`Build`]) to create, extra constraints and supplemental calls. Ops
//! are indices into [`crate::Model::ops`]; symbols are resolved to the
//! [`Symbol`] table of the rule, so code generation and the interpreter do
//! not have to look names up again.

use super::snippet::Snippet;
use crate::records::Pos;

/// Index of a symbol in [`Pattern::symbols`].
pub type SymId = usize;

/// What a bound name stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SymbolKind {
    /// An operand of a matched op (one value).
    Operand,
    /// An attribute of a matched op.
    Attribute,
    /// The whole range of a matched `(variadic ...)` operand.
    VariadicRange,
    /// The results of a matched or built op (`ops[op]`), `count` of them.
    OpResults {
        /// The op (index into the ODS model).
        op: usize,
        /// Its declared result count.
        count: usize,
    },
    /// The values returned by a NativeCodeCall.
    NativeResults {
        /// How many.
        count: usize,
    },
    /// A value captured by a NativeCodeCall in the source pattern.
    NativeCapture {
        /// Captured as an attribute (it carries an attribute constraint).
        attribute: bool,
    },
}

/// A bound `$name`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    /// The name without `$` (and without a `__N` suffix).
    pub name: String,
    /// What it is bound to.
    pub kind: SymbolKind,
    /// Bound in the source pattern (else by a result pattern).
    pub in_source: bool,
}

/// A use of a symbol: `$name` or `$name__N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SymRef {
    /// The symbol.
    pub sym: SymId,
    /// The `__N` result index, if given.
    pub index: Option<usize>,
}

/// A node of the source tree.
#[derive(Debug, Clone, PartialEq)]
pub enum MatchNode {
    /// Match an op (`ops[op]`), its results optionally bound to `name`.
    Op {
        /// The op.
        op: usize,
        /// The symbol naming its results.
        name: Option<SymId>,
        /// One entry per declared argument of the op.
        args: Vec<MatchArg>,
    },
    /// A NativeCodeCall run on the defining op (`$_self`), capturing values.
    Native {
        /// The Rust expression, split at its placeholders.
        code: Snippet,
        /// Its arguments (captures).
        args: Vec<MatchArg>,
    },
}

/// How one op argument is matched.
#[derive(Debug, Clone, PartialEq)]
pub enum MatchArg {
    /// A leaf: an optional constraint (a record name) and optional binding.
    /// `sym` may name a symbol bound earlier: the values must be equal.
    Leaf {
        /// The constraint record (`F32Attr`, `ConstantAttr<...>`, ...).
        constraint: Option<String>,
        /// The binding (`None` for `$_` or no name).
        sym: Option<SymId>,
    },
    /// The operand is defined by a matched op (or native call).
    Nested(Box<MatchNode>),
    /// `(either a, b)`: two operands in either order.
    Either(Vec<MatchArg>),
    /// `(variadic a, ...)`: a variadic operand with exactly that many values.
    Variadic {
        /// The binding of the whole range.
        sym: Option<SymId>,
        /// One entry per value.
        items: Vec<MatchArg>,
    },
}

/// Where a built op is located.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocationSpec {
    /// Symbols whose locations are fused (one: that location).
    pub syms: Vec<SymRef>,
    /// A name (named location), if given.
    pub name: Option<String>,
}

/// One explicit result type of a built op.
#[derive(Debug, Clone, PartialEq)]
pub enum ReturnType {
    /// The type of a bound value.
    Of(SymRef),
    /// A Rust expression yielding a type or types.
    Code(String),
    /// A NativeCodeCall.
    Native(Box<Build>),
}

/// A node of a result tree (or a supplemental call).
#[derive(Debug, Clone, PartialEq)]
pub enum Build {
    /// Create an op.
    Op {
        /// The op.
        op: usize,
        /// The symbol naming its results.
        name: Option<SymId>,
        /// One entry per declared argument.
        args: Vec<Build>,
        /// Explicit result types (empty: inferred or the root's).
        return_types: Vec<ReturnType>,
        /// Explicit location.
        location: Option<LocationSpec>,
    },
    /// Call Rust code.
    Native {
        /// The expression, split at its placeholders.
        code: Snippet,
        /// How many values it yields.
        returns: usize,
        /// The symbol naming its values.
        name: Option<SymId>,
        /// Its arguments.
        args: Vec<Build>,
        /// Explicit location (`$_loc`).
        location: Option<LocationSpec>,
    },
    /// `(replaceWithValue $v)`.
    ReplaceWithValue(SymRef),
    /// A bound value.
    Ref(SymRef),
    /// A constant attribute record (`ConstantAttr<...>`).
    Constant(String),
    /// A string literal argument.
    Literal(String),
}

/// A checked rewrite rule.
#[derive(Debug, Clone, PartialEq)]
pub struct Pattern {
    /// The record name (`anonymous_N` for `def : Pat<...>`).
    pub def_name: String,
    /// Where it is defined.
    pub pos: Pos,
    /// The root of the source tree.
    pub source: MatchNode,
    /// The result trees in order; the trailing declared values replace the
    /// root's results, earlier ones are auxiliary.
    pub results: Vec<Build>,
    /// How many trailing declared values replace the root's results.
    pub num_replacements: usize,
    /// Extra constraints: a constraint record applied to symbols.
    pub constraints: Vec<(String, Vec<SymRef>)>,
    /// Calls run after the results were built.
    pub supplemental: Vec<Build>,
    /// The benefit: matched op count plus `addBenefit`.
    pub benefit: i64,
    /// How many of the matched ops make the fused location of generated ops: as many as the
    /// source pattern has op nodes. The root is recorded first, then each nested op (and the
    /// op defining a value a NativeCodeCall matches) after its own operands, and only that
    /// many are fused, as in mlir-tblgen's rewriters: a NativeCodeCall's op can take the
    /// place of the op nesting it (`(addi (subi (ConstantLikeMatcher $c0), $x), ...)` fuses
    /// the addi and the constant).
    pub fused_ops: usize,
    /// Every bound symbol.
    pub symbols: Vec<Symbol>,
}

impl Pattern {
    /// The symbol named `name`.
    pub fn symbol(&self, name: &str) -> Option<SymId> {
        self.symbols.iter().position(|s| s.name == name)
    }
}
