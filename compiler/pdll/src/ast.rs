//! The PDLL AST: nodes in one arena, referenced by [`NodeId`].
//!
//! The node kinds and their fields are mlir-pdll's: declarations (user constraints and
//! rewrites, patterns, variables, named attributes, operation names, the core constraints
//! `Attr`, `Op`, `Type`, `TypeRange`, `Value`, `ValueRange`), statements and expressions.
//! The AST is a DAG: a `DeclRefExpr` points to its declaration, which may be shared by
//! many references. Nodes never own other nodes, so dropping an AST of any depth is flat.

use crate::source::Loc;
use crate::types::Type;

/// Identifies a node of an [`Ast`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NodeId(pub u32);

/// A declared name and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    /// The name.
    pub text: String,
    /// Where it is written.
    pub loc: Loc,
}

/// A constraint applied to a variable, and where the reference to it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConstraintRef {
    /// The constraint declaration.
    pub constraint: NodeId,
    /// Where it is referenced.
    pub loc: Loc,
}

/// A user `Constraint` or `Rewrite` declaration.
#[derive(Debug, Clone)]
pub struct Callable {
    /// Its name (`<anonymous_..._N>` for unnamed inline ones).
    pub name: Name,
    /// Argument variables.
    pub inputs: Vec<NodeId>,
    /// Result variables.
    pub results: Vec<NodeId>,
    /// Result type (a tuple for several results, `Tuple<>` for none).
    pub result_type: Type,
    /// The PDLL body (a compound statement), or `None` for a native declaration.
    pub body: Option<NodeId>,
    /// The native code block, if one was given.
    pub code: Option<Vec<u8>>,
}

/// An AST node.
#[derive(Debug, Clone)]
pub enum Node {
    /// The whole file.
    Module {
        /// Top-level declarations, in order.
        decls: Vec<NodeId>,
    },
    /// A user constraint.
    UserConstraintDecl(Callable),
    /// A user rewrite.
    UserRewriteDecl(Callable),
    /// A pattern.
    PatternDecl {
        /// Optional name.
        name: Option<Name>,
        /// `with benefit(N)`.
        benefit: Option<u16>,
        /// `with recursion`.
        recursion: bool,
        /// The body (a compound statement).
        body: NodeId,
    },
    /// A variable (`let`, an argument or result, or an inline `name: Constraint`).
    VariableDecl {
        /// Its name (`_` or empty when anonymous).
        name: Name,
        /// Its type.
        ty: Type,
        /// Its initializer.
        init: Option<NodeId>,
        /// Constraints applied to it.
        constraints: Vec<ConstraintRef>,
    },
    /// An attribute of an operation expression.
    NamedAttributeDecl {
        /// The attribute name (bytes: it may come from a string).
        name: Vec<u8>,
        /// Its value expression.
        value: NodeId,
    },
    /// The name of an operation (`None` for any operation).
    OpNameDecl {
        /// The name.
        name: Option<Name>,
    },
    /// `Attr` or `Attr<type>`.
    AttrConstraintDecl {
        /// The type constraint expression.
        type_expr: Option<NodeId>,
    },
    /// `Op` or `Op<name>`.
    OpConstraintDecl {
        /// The operation name (an `OpNameDecl`).
        name_decl: NodeId,
    },
    /// `Type`.
    TypeConstraintDecl,
    /// `TypeRange`.
    TypeRangeConstraintDecl,
    /// `Value` or `Value<type>`.
    ValueConstraintDecl {
        /// The type constraint expression.
        type_expr: Option<NodeId>,
    },
    /// `ValueRange` or `ValueRange<types>`.
    ValueRangeConstraintDecl {
        /// The type constraint expression.
        type_expr: Option<NodeId>,
    },
    /// `{ ... }`.
    CompoundStmt {
        /// Statements.
        children: Vec<NodeId>,
    },
    /// `let`.
    LetStmt {
        /// The variable.
        var: NodeId,
    },
    /// `erase`.
    EraseStmt {
        /// The operation erased.
        root: NodeId,
    },
    /// `replace ... with ...`.
    ReplaceStmt {
        /// The operation replaced.
        root: NodeId,
        /// The replacement values.
        repl: Vec<NodeId>,
    },
    /// `rewrite ... with { ... }`.
    RewriteStmt {
        /// The operation rewritten.
        root: NodeId,
        /// The rewrite body.
        body: NodeId,
    },
    /// `return`.
    ReturnStmt {
        /// The returned expression.
        expr: NodeId,
    },
    /// `attr<"...">`.
    AttributeExpr {
        /// The attribute text.
        value: Vec<u8>,
    },
    /// A call of a constraint or rewrite.
    CallExpr {
        /// The callee expression.
        callee: NodeId,
        /// Arguments.
        args: Vec<NodeId>,
        /// Result type.
        ty: Type,
        /// Under `not`.
        negated: bool,
    },
    /// A reference to a declaration.
    DeclRefExpr {
        /// The declaration.
        decl: NodeId,
        /// Its type.
        ty: Type,
    },
    /// `parent.member` (`$results` for all results of an operation).
    MemberAccessExpr {
        /// The accessed expression.
        parent: NodeId,
        /// The member name.
        member: String,
        /// The member's type.
        ty: Type,
    },
    /// `op<name>(operands) {attributes} -> (types)`.
    OperationExpr {
        /// The operation name (an `OpNameDecl`).
        name_decl: NodeId,
        /// Operand expressions.
        operands: Vec<NodeId>,
        /// Result type expressions.
        result_types: Vec<NodeId>,
        /// Attributes (`NamedAttributeDecl`s).
        attrs: Vec<NodeId>,
        /// Its type.
        ty: Type,
    },
    /// A range built from elements (an implicit conversion).
    RangeExpr {
        /// Elements.
        elems: Vec<NodeId>,
        /// The range type.
        ty: Type,
    },
    /// `(a, name = b)`.
    TupleExpr {
        /// Elements.
        elems: Vec<NodeId>,
        /// Element names (empty when unnamed).
        names: Vec<String>,
        /// Its type.
        ty: Type,
    },
    /// `type<"...">`.
    TypeExpr {
        /// The type text.
        value: Vec<u8>,
    },
}

/// The name of the member that accesses all results of an operation.
pub const ALL_RESULTS_MEMBER: &str = "$results";

/// An arena of nodes with their locations.
#[derive(Debug, Default)]
pub struct Ast {
    nodes: Vec<Node>,
    locs: Vec<Loc>,
}

impl Ast {
    /// An empty arena with room for `n` nodes.
    pub fn with_capacity(n: usize) -> Self {
        Ast {
            nodes: Vec::with_capacity(n),
            locs: Vec::with_capacity(n),
        }
    }

    /// Adds a node.
    pub fn add(&mut self, loc: Loc, node: Node) -> NodeId {
        self.nodes.push(node);
        self.locs.push(loc);
        NodeId(self.nodes.len() as u32 - 1)
    }

    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// The node `id`, mutably.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id.0 as usize]
    }

    /// Where node `id` is.
    pub fn loc(&self, id: NodeId) -> Loc {
        self.locs[id.0 as usize]
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether there are no nodes.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The name of a declaration node (`None` for unnamed patterns and other nodes).
    pub fn decl_name(&self, id: NodeId) -> Option<&Name> {
        match self.node(id) {
            Node::UserConstraintDecl(c) | Node::UserRewriteDecl(c) => Some(&c.name),
            Node::PatternDecl { name, .. } => name.as_ref(),
            Node::VariableDecl { name, .. } => Some(name),
            _ => None,
        }
    }

    /// The type of an expression node (`None` for other nodes).
    pub fn expr_type(&self, id: NodeId) -> Option<Type> {
        use crate::types::Types;
        Some(match self.node(id) {
            Node::AttributeExpr { .. } => Types::ATTR,
            Node::TypeExpr { .. } => Types::TYPE,
            Node::CallExpr { ty, .. }
            | Node::DeclRefExpr { ty, .. }
            | Node::MemberAccessExpr { ty, .. }
            | Node::OperationExpr { ty, .. }
            | Node::RangeExpr { ty, .. }
            | Node::TupleExpr { ty, .. } => *ty,
            _ => return None,
        })
    }

    /// Whether node `id` is an expression.
    pub fn is_expr(&self, id: NodeId) -> bool {
        self.expr_type(id).is_some()
    }

    /// Whether node `id` is a constraint declaration (core or user).
    pub fn is_constraint_decl(&self, id: NodeId) -> bool {
        matches!(
            self.node(id),
            Node::UserConstraintDecl(_)
                | Node::AttrConstraintDecl { .. }
                | Node::OpConstraintDecl { .. }
                | Node::TypeConstraintDecl
                | Node::TypeRangeConstraintDecl
                | Node::ValueConstraintDecl { .. }
                | Node::ValueRangeConstraintDecl { .. }
        )
    }

    /// Whether node `id` is an operation rewrite statement (`erase`, `replace`, `rewrite`).
    pub fn is_op_rewrite_stmt(&self, id: NodeId) -> bool {
        matches!(
            self.node(id),
            Node::EraseStmt { .. } | Node::ReplaceStmt { .. } | Node::RewriteStmt { .. }
        )
    }
}

/// A parsed PDLL file.
#[derive(Debug)]
pub struct Module {
    /// The nodes.
    pub ast: Ast,
    /// The types they use.
    pub types: crate::types::Types,
    /// The `Module` node.
    pub root: NodeId,
    /// The ODS operations and constraints its `.td` includes provided (and the caller's
    /// operations it used); the operation ids of its types refer to it.
    pub ods: crate::ods::Context,
}
