//! The parsed tree of a TableGen file, before evaluation.

use crate::intern::Sym;
use crate::lexer::BangOp;
use crate::source::Pos;

/// A type as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(i64),
    /// `int`
    Int,
    /// `string`
    String,
    /// `code`
    Code,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Box<Type>),
    /// A class name (or a `deftype` alias).
    Named(Sym, Pos),
}

/// An expression with its position.
#[derive(Clone, Debug)]
pub struct Expr {
    /// Position of its first token (or of the operator for suffixes and pastes).
    pub pos: Pos,
    /// What it is.
    pub kind: ExprKind,
}

impl Drop for Expr {
    /// Frees chains of pastes, suffixes and dag operators with an explicit stack: they are not
    /// bounded by bracket nesting (`a # b # ...`, `x.f.f.f...`), so recursive dropping could
    /// overflow the stack.
    fn drop(&mut self) {
        let mut stack: Vec<Expr> = Vec::new();
        detach_spine(&mut self.kind, &mut stack);
        while let Some(mut e) = stack.pop() {
            detach_spine(&mut e.kind, &mut stack);
        }
    }
}

/// Moves the boxed sub-expressions of `k` onto `out`.
fn detach_spine(k: &mut ExprKind, out: &mut Vec<Expr>) {
    fn take(b: &mut Expr) -> Expr {
        std::mem::replace(
            b,
            Expr {
                pos: 0,
                kind: ExprKind::Unset,
            },
        )
    }
    match k {
        ExprKind::Paste(l, r) => {
            out.push(take(l));
            if let Some(r) = r {
                out.push(take(r));
            }
        }
        ExprKind::BitSlice(l, _)
        | ExprKind::ListSlice(l, _, _)
        | ExprKind::Field(l, _)
        | ExprKind::Dag(l, _, _) => out.push(take(l)),
        _ => {}
    }
}

/// One element of a range list or slice: `a`, `a...b`, `a-b`.
#[derive(Clone, Debug)]
pub enum Piece {
    /// A single value.
    One(Expr),
    /// An inclusive range (boxed: the parser moves pieces by value, so they stay small).
    Range(Box<Expr>, Box<Expr>),
}

/// A template argument value in `C<...>`.
#[derive(Clone, Debug)]
pub enum Arg {
    /// Positional.
    Pos(Expr),
    /// `name = value` (the name boxed, to keep arguments small).
    Named(Box<Expr>, Expr),
}

/// The kinds of expression.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// `?`
    Unset,
    /// `true` / `false`
    Bool(bool),
    /// An integer literal.
    Int(i64),
    /// A binary literal `0b...` with its digit count.
    BinInt(i64, u32),
    /// A string literal.
    Str(Sym),
    /// Adjacent string literals, to be joined.
    Strs(Vec<Sym>),
    /// A code literal `[{ ... }]`.
    Code(Sym),
    /// An identifier.
    Id(Sym),
    /// `Class<args>`.
    ClassRef(Sym, Vec<Arg>),
    /// `{ a, b, ... }` (in a foreach header, a range list).
    Bits(Vec<Piece>),
    /// `[a, b]` with an optional `<type>`.
    List(Vec<Expr>, Option<Type>),
    /// `(op:$name arg:$name, ...)`.
    Dag(
        Box<Expr>,
        Option<Sym>,
        Vec<(Option<Expr>, Option<Sym>, Pos)>,
    ),
    /// `!op<type>(args)`.
    Bang(BangOp, Option<Type>, Pos, Vec<Expr>),
    /// `!cond(c: v, ...)`.
    Cond(Vec<(Expr, Expr)>),
    /// `value{ranges}`.
    BitSlice(Box<Expr>, Vec<Piece>),
    /// `value[slices]`.
    ListSlice(Box<Expr>, Vec<Piece>, bool),
    /// `value.field`.
    Field(Box<Expr>, Sym),
    /// `a # b`; `b` is absent for a trailing `#`.
    Paste(Box<Expr>, Option<Box<Expr>>),
}

/// A template argument declaration.
#[derive(Clone, Debug)]
pub struct TemplateArg {
    /// Position of the name.
    pub pos: Pos,
    /// Declared type.
    pub ty: Type,
    /// Name.
    pub name: Sym,
    /// Default value.
    pub default: Option<Expr>,
}

/// A parent class reference `C<args>`.
#[derive(Clone, Debug)]
pub struct ClassRef {
    /// Position of the class name.
    pub pos: Pos,
    /// Name.
    pub name: Sym,
    /// Arguments (absent when no `<...>` was written).
    pub args: Vec<Arg>,
    /// Position just after the reference (after the closing `>` when present).
    pub end: Pos,
}

/// An item in a record body.
#[derive(Clone, Debug)]
pub enum BodyItem {
    /// A field declaration.
    Field {
        /// Position of the name.
        pos: Pos,
        /// Written with the `field` keyword.
        field_kw: bool,
        /// Type.
        ty: Type,
        /// Name.
        name: Sym,
        /// Initial value.
        value: Option<Expr>,
    },
    /// `let name{bits} = value;`
    Let(LetItem),
    /// `defvar name = value;`
    Defvar(Pos, Sym, Expr),
    /// `assert cond, msg;`
    Assert(Pos, Expr, Expr),
    /// `dump msg;`
    Dump(Pos, Expr),
}

/// `name{bits} = value` in a `let`.
#[derive(Clone, Debug)]
pub struct LetItem {
    /// Position of the name.
    pub pos: Pos,
    /// Field name.
    pub name: Sym,
    /// Bit ranges, if any.
    pub bits: Option<Vec<Piece>>,
    /// The value.
    pub value: Expr,
}

/// A record body: parents and items.
#[derive(Clone, Debug, Default)]
pub struct RecordBody {
    /// Parent classes.
    pub parents: Vec<ClassRef>,
    /// Body items (`None` for a `;` body).
    pub items: Option<Vec<BodyItem>>,
    /// Position of the body start (`{` or `;`).
    pub pos: Pos,
}

/// A statement.
#[derive(Clone, Debug)]
pub enum Stmt {
    /// `class`
    Class {
        /// Position of the name.
        pos: Pos,
        /// Name.
        name: Sym,
        /// Template arguments (`None` when no `<...>` was written).
        targs: Option<Vec<TemplateArg>>,
        /// Body.
        body: RecordBody,
    },
    /// `def`
    Def {
        /// Position of the `def` keyword's name (or of `def` for anonymous ones).
        pos: Pos,
        /// Name expression.
        name: Option<Expr>,
        /// Body.
        body: RecordBody,
    },
    /// `defm`
    Defm {
        /// Position.
        pos: Pos,
        /// Name expression.
        name: Option<Expr>,
        /// Parents (multiclasses then classes).
        parents: Vec<ClassRef>,
    },
    /// `defset type name = { ... }`
    Defset(Pos, Type, Sym, Vec<Stmt>),
    /// `deftype name = type;`
    Deftype(Pos, Sym, Type),
    /// `defvar name = value;`
    Defvar(Pos, Sym, Expr),
    /// `foreach var = iter in body`
    Foreach(Pos, Sym, Piece, Vec<Stmt>),
    /// `if cond then a else b`
    If(Pos, Expr, Vec<Stmt>, Option<Vec<Stmt>>),
    /// `let items in body`
    Let(Vec<LetItem>, Vec<Stmt>),
    /// `multiclass`
    MultiClass {
        /// Position of the name.
        pos: Pos,
        /// Name.
        name: Sym,
        /// Template arguments.
        targs: Option<Vec<TemplateArg>>,
        /// Parent multiclasses.
        parents: Vec<ClassRef>,
        /// Body statements.
        body: Vec<Stmt>,
    },
    /// `assert cond, msg;`
    Assert(Pos, Expr, Expr),
    /// `dump msg;`
    Dump(Pos, Expr),
}
