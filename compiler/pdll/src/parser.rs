//! The PDLL parser, with sema folded in as mlir-pdll has it.
//!
//! Parsing is recursive descent over the [`Lexer`]'s tokens; every construct is checked
//! as soon as it is parsed (name resolution in nested scopes, constraint type inference,
//! implicit conversions, the rules of match and rewrite sections), so the first error stops
//! the parse exactly where mlir-pdll stops, with the same message. Warnings do not stop it.
//!
//! Nesting (expressions, blocks, inline declarations, includes) is limited to
//! [`MAX_NESTING`] levels: deeper input gets a "nesting too deep" error instead of
//! exhausting the stack.

use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::ast::{ALL_RESULTS_MEMBER, Ast, Callable, ConstraintRef, Module, Name, Node, NodeId};
use crate::lexer::{Lexer, Tok, Token, string_value};
use crate::ods::{self, OdsLookup, OdsOpId, Operation};
use crate::source::{Diagnostic, Loc, Severity, SourceMgr};
use crate::td::ConstraintKind;
use crate::types::{Type, TypeKind, Types};

/// The deepest nesting of expressions, blocks and includes [`parse`] accepts: enough for
/// any hand-written file, and safe on a thread with the default 8 MiB stack (use
/// [`parse_with_limit`] with a larger limit on a larger stack).
pub const MAX_NESTING: usize = 512;

/// The stack one level of nesting may take, at most (a debug build's frames included), to
/// size a thread for [`parse_with_limit`].
pub const STACK_PER_LEVEL: usize = 16 * 1024;

/// What the parser is inside of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Global,
    Constraint,
    PatternMatch,
    Rewrite,
}

/// How the result types of an operation expression are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ResultTypes {
    Explicit,
    Replacement,
    Interface,
}

/// A failed parse; the diagnostics say why.
type PResult<T> = Result<T, ()>;

struct Scope {
    parent: Option<usize>,
    decls: FxHashMap<String, NodeId>,
}

/// Parses the main buffer (index 0) of `sm` into a module. Diagnostics (warnings, and the
/// errors that made it fail) are appended to `diags`, in the order mlir-pdll reports them.
pub fn parse(
    sm: &mut SourceMgr,
    ods: &dyn OdsLookup,
    diags: &mut Vec<Diagnostic>,
) -> Option<Module> {
    parse_with_limit(sm, ods, diags, MAX_NESTING)
}

/// [`parse`] with another nesting limit (the stack must hold `max_nesting` times
/// [`STACK_PER_LEVEL`]).
pub fn parse_with_limit(
    sm: &mut SourceMgr,
    ods: &dyn OdsLookup,
    diags: &mut Vec<Diagnostic>,
    max_nesting: usize,
) -> Option<Module> {
    // About one node per four bytes of input (2,000 generated patterns: 174,000 nodes from
    // 726 KB): reserving that up front saves copying the arena as it grows (pages not
    // written are never touched); at most a million nodes are reserved.
    let expected_nodes = sm
        .buffers()
        .first()
        .map_or(0, |b| (b.text.len() / 4).min(1 << 20));
    let mut p = Parser {
        max_nesting,
        sm,
        ext: ods,
        ods: ods::Context::default(),
        diags,
        lexer: Lexer::new(0),
        tok: Token {
            kind: Tok::Eof,
            loc: Loc::default(),
        },
        ast: Ast::with_capacity(expected_nodes),
        types: Types::new(),
        scopes: Vec::new(),
        cur: None,
        ctx: Ctx::Global,
        anon: 0,
        depth: 0,
        include_stack: vec![0],
    };
    p.tok = p.lexer.next(p.sm, p.diags);
    let start = p.tok.loc.start;
    p.push_scope();
    let mut decls = Vec::new();
    let ok = p.parse_module_body(&mut decls).is_ok();
    p.pop_scope();
    if !ok {
        return None;
    }
    let root = p.ast.add(Loc::new(start, start), Node::Module { decls });
    Some(Module {
        ast: p.ast,
        types: p.types,
        root,
        ods: p.ods,
    })
}

struct Parser<'a> {
    sm: &'a mut SourceMgr,
    /// The caller's ODS operations (consulted after the imported ones).
    ext: &'a dyn OdsLookup,
    /// The ODS operations known: imported by `.td` includes, or copied from `ext`.
    ods: ods::Context,
    diags: &'a mut Vec<Diagnostic>,
    lexer: Lexer,
    tok: Token,
    ast: Ast,
    types: Types,
    scopes: Vec<Scope>,
    cur: Option<usize>,
    ctx: Ctx,
    anon: u32,
    depth: usize,
    max_nesting: usize,
    /// Buffers being parsed, outermost first (to diagnose include cycles).
    include_stack: Vec<usize>,
}

impl Parser<'_> {
    // ----- Tokens -------------------------------------------------------------------------

    fn consume(&mut self) {
        self.tok = self.lexer.next(self.sm, self.diags);
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind != kind {
            return false;
        }
        self.consume();
        true
    }

    fn reset_to(&mut self, loc: Loc) {
        self.lexer.reset(self.sm, loc.start);
        self.consume();
    }

    fn spelling(&self, t: Token) -> &[u8] {
        let b = self.sm.buffer(self.sm.buffer_of(t.loc.start));
        &b.text[(t.loc.start - b.base) as usize..(t.loc.end - b.base) as usize]
    }

    fn spelling_str(&self, t: Token) -> String {
        String::from_utf8_lossy(self.spelling(t)).into_owned()
    }

    fn string_value(&self, t: Token) -> Vec<u8> {
        string_value(self.spelling(t), t.kind == Tok::StringBlock)
    }

    fn error<T>(&mut self, loc: Loc, msg: impl Into<String>) -> PResult<T> {
        self.diags.push(Diagnostic::error(loc, msg));
        Err(())
    }

    fn error_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.error(self.tok.loc, msg)
    }

    fn error_note<T>(
        &mut self,
        loc: Loc,
        msg: impl Into<String>,
        note_loc: Loc,
        note: impl Into<String>,
    ) -> PResult<T> {
        self.diags
            .push(Diagnostic::error(loc, msg).note(note_loc, note));
        Err(())
    }

    fn expect(&mut self, kind: Tok, msg: &str) -> PResult<()> {
        if self.tok.kind != kind {
            return self.error_here(msg);
        }
        self.consume();
        Ok(())
    }

    fn enter(&mut self) -> PResult<()> {
        if self.depth >= self.max_nesting {
            let msg = format!(
                "nesting too deep: more than {} nested expressions, blocks or includes",
                self.max_nesting
            );
            return self.error_here(msg);
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ----- ODS ----------------------------------------------------------------------------

    /// The ODS operation named `name`: an imported one, or one of the caller's (copied).
    fn lookup_ods(&mut self, name: &str) -> Option<OdsOpId> {
        if let Some(id) = self.ods.lookup_operation(name) {
            return Some(id);
        }
        let ext = self.ext.lookup_operation(name)?;
        self.ods.insert_operation(self.ext.operation(ext).clone());
        self.ods.lookup_operation(name)
    }

    fn ods_op(&self, id: OdsOpId) -> Rc<Operation> {
        self.ods.operation_rc(id)
    }

    // ----- Scopes -------------------------------------------------------------------------

    fn push_scope(&mut self) -> usize {
        self.scopes.push(Scope {
            parent: self.cur,
            decls: FxHashMap::default(),
        });
        self.cur = Some(self.scopes.len() - 1);
        self.scopes.len() - 1
    }

    fn pop_scope(&mut self) {
        self.cur = self.cur.and_then(|c| self.scopes[c].parent);
    }

    fn lookup(&self, name: &str) -> Option<NodeId> {
        let mut s = self.cur;
        while let Some(i) = s {
            if let Some(&d) = self.scopes[i].decls.get(name) {
                return Some(d);
            }
            s = self.scopes[i].parent;
        }
        None
    }

    fn add_to_scope(&mut self, name: &str, decl: NodeId) {
        if let Some(c) = self.cur {
            self.scopes[c].decls.entry(name.to_string()).or_insert(decl);
        }
    }

    fn check_define(&mut self, name: &Name) -> PResult<()> {
        if let Some(prev) = self.lookup(&name.text) {
            let prev_loc = self
                .ast
                .decl_name(prev)
                .map_or(self.ast.loc(prev), |n| n.loc);
            return self.error_note(
                name.loc,
                format!("`{}` has already been defined", name.text),
                prev_loc,
                "see previous definition here",
            );
        }
        Ok(())
    }

    // ----- Helpers on nodes ---------------------------------------------------------------

    fn ty(&self, expr: NodeId) -> Type {
        self.ast.expr_type(expr).unwrap_or(Types::EMPTY_TUPLE)
    }

    fn tstr(&self, t: Type) -> String {
        self.types.display(t)
    }

    fn tuple_parts(&self, t: Type) -> Option<(Vec<Type>, Vec<String>)> {
        match self.types.kind(t) {
            TypeKind::Tuple(ts, ns) => Some((ts.clone(), ns.clone())),
            _ => None,
        }
    }

    fn all_results(&mut self, expr: NodeId, ty: Type) -> NodeId {
        let loc = self.ast.loc(expr);
        self.ast.add(
            loc,
            Node::MemberAccessExpr {
                parent: expr,
                member: ALL_RESULTS_MEMBER.to_string(),
                ty,
            },
        )
    }

    // ----- Module and directives ----------------------------------------------------------

    fn parse_module_body(&mut self, decls: &mut Vec<NodeId>) -> PResult<()> {
        while self.tok.kind != Tok::Eof {
            if self.tok.kind == Tok::Directive {
                self.parse_directive(decls)?;
                continue;
            }
            let d = self.parse_top_level_decl()?;
            decls.push(d);
        }
        Ok(())
    }

    fn parse_directive(&mut self, decls: &mut Vec<NodeId>) -> PResult<()> {
        let spelling = self.spelling(self.tok);
        if spelling != b"#include" {
            let msg = format!("unknown directive `{}`", String::from_utf8_lossy(spelling));
            return self.error_here(msg);
        }
        let loc = self.tok.loc;
        self.consume();
        if !self.tok.kind.is_string() {
            return self.error(loc, "expected string file name after `include` directive");
        }
        let file_loc = self.tok.loc;
        let name = String::from_utf8_lossy(&self.string_value(self.tok)).into_owned();
        self.consume();
        if name.ends_with(".pdll") {
            let Some((path, bytes)) = self.sm.open_include(&name) else {
                return self.error(file_loc, format!("unable to open include file `{name}`"));
            };
            if self.include_cycle(&path) {
                return self.error(
                    file_loc,
                    format!("include cycle: `{name}` is already being included"),
                );
            }
            self.enter()?;
            let Some(buf) = self.sm.add_buffer(path, bytes, Some(file_loc.end)) else {
                return self.error(file_loc, format!("include file `{name}` is too large"));
            };
            self.include_stack.push(buf);
            self.lexer.push_buffer(buf);
            self.consume();
            let result = self.parse_module_body(decls);
            self.include_stack.pop();
            self.leave();
            // At the included file's end the lexer went back to the including file; like
            // mlir-pdll, lex the next token even after a failure.
            self.consume();
            return result;
        }
        if name.ends_with(".td") {
            return self.parse_td_include(&name, file_loc, decls);
        }
        self.error(
            file_loc,
            "expected include filename to end with `.pdll` or `.td`",
        )
    }

    /// `#include "x.td"`: reads the file with the TableGen front end, records its operations
    /// and constraints in the ODS context, and declares its `Attr`, `Type` and `OpInterface`
    /// defs as native constraints (see [`crate::td`]). The TableGen buffers join the source
    /// manager (included at the end of the file name), so that ODS locations render.
    fn parse_td_include(
        &mut self,
        name: &str,
        file_loc: Loc,
        decls: &mut Vec<NodeId>,
    ) -> PResult<()> {
        let Some((path, bytes)) = self.sm.open_include(name) else {
            return self.error(file_loc, format!("unable to open include file `{name}`"));
        };
        let opts = ropt_tablegen::Options {
            include_dirs: self.sm.include_dirs().to_vec(),
            macros: Vec::new(),
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let outcome = ropt_tablegen::read(&path, text, &opts);
        // mlir-pdll reports each TableGen diagnostic (warnings and notes too) as an error at
        // the file name; only a failed read stops the include.
        let before = self.diags.len();
        for line in outcome.diagnostics.lines() {
            if let Some(msg) = tablegen_message(line) {
                self.diags.push(Diagnostic::error(
                    file_loc,
                    format!("error while processing include file `{name}`: {msg}"),
                ));
            }
        }
        if outcome.failed || outcome.errors > 0 {
            if self.diags.len() == before {
                return self.error(file_loc, format!("unable to process include file `{name}`"));
            }
            return Err(());
        }
        // mlir-pdll asks for the definitions of these classes in turn, and a missing class is
        // a fatal error.
        for class in ["Op", "Attr", "Type", "OpInterface"] {
            if !outcome.records.classes.contains_key(class) {
                self.diags.push(Diagnostic {
                    severity: Severity::Fatal,
                    loc: file_loc,
                    message: format!("The class '{class}' is not defined"),
                    notes: Vec::new(),
                });
                return Err(());
            }
        }
        let kp = &outcome.records;
        // The TableGen buffers, in load order, with their offsets in our source manager.
        let mut bases = Vec::with_capacity(kp.sources.files.len());
        for f in &kp.sources.files {
            let Some(b) = self.sm.add_buffer(
                f.name.clone(),
                f.text.as_bytes().to_vec(),
                Some(file_loc.end),
            ) else {
                return self.error(file_loc, format!("include file `{name}` is too large"));
            };
            bases.push((f.base, self.sm.buffer(b).base));
        }
        let to_loc = |pos: u32| {
            let i = bases
                .partition_point(|&(tg, _)| tg <= pos)
                .saturating_sub(1);
            let at = bases.get(i).map_or(0, |&(tg, ours)| ours + (pos - tg));
            Loc::new(at, at + 1)
        };
        let (scopes, cur) = (&self.scopes, self.cur);
        let scope_has = |n: &str| {
            let mut s = cur;
            while let Some(i) = s {
                if scopes[i].decls.contains_key(n) {
                    return true;
                }
                s = scopes[i].parent;
            }
            false
        };
        let natives = crate::td::import(kp, &mut self.ods, &to_loc, &scope_has);
        for c in natives {
            let constraint = match c.kind {
                ConstraintKind::Attr => Node::AttrConstraintDecl { type_expr: None },
                ConstraintKind::Type => Node::TypeConstraintDecl,
                ConstraintKind::Op => {
                    let name_decl = self.ast.add(c.loc, Node::OpNameDecl { name: None });
                    Node::OpConstraintDecl { name_decl }
                }
            };
            let ty = match c.kind {
                ConstraintKind::Attr => Types::ATTR,
                ConstraintKind::Type => Types::TYPE,
                ConstraintKind::Op => self.types.op(None, None),
            };
            let cst = self.ast.add(c.loc, constraint);
            let var = self.ast.add(
                c.loc,
                Node::VariableDecl {
                    name: Name {
                        text: "self".to_string(),
                        loc: c.loc,
                    },
                    ty,
                    init: None,
                    constraints: vec![ConstraintRef {
                        constraint: cst,
                        loc: c.loc,
                    }],
                },
            );
            let decl = self.ast.add(
                c.loc,
                Node::UserConstraintDecl(Callable {
                    name: Name {
                        text: c.name.clone(),
                        loc: c.loc,
                    },
                    inputs: vec![var],
                    results: Vec::new(),
                    result_type: Types::EMPTY_TUPLE,
                    body: None,
                    code: Some(c.code.into_bytes()),
                }),
            );
            self.add_to_scope(&c.name, decl);
            decls.push(decl);
        }
        Ok(())
    }

    /// Whether the file at `path` is one of the files being parsed (the main file included).
    fn include_cycle(&self, path: &str) -> bool {
        let Ok(target) = std::fs::canonicalize(path) else {
            return false;
        };
        self.include_stack
            .iter()
            .any(|&b| std::fs::canonicalize(&self.sm.buffer(b).name).is_ok_and(|p| p == target))
    }

    // ----- Declarations -------------------------------------------------------------------

    fn parse_top_level_decl(&mut self) -> PResult<NodeId> {
        let decl = match self.tok.kind {
            Tok::KwConstraint => self.parse_user_decl(false, false)?,
            Tok::KwPattern => self.parse_pattern_decl()?,
            Tok::KwRewriteC => self.parse_user_decl(true, false)?,
            _ => return self.error_here("expected top-level declaration, such as a `Pattern`"),
        };
        if let Some(name) = self.ast.decl_name(decl).cloned() {
            self.check_define(&name)?;
            self.add_to_scope(&name.text, decl);
        }
        Ok(decl)
    }

    fn parse_named_attr(&mut self) -> PResult<NodeId> {
        let name: Vec<u8> = if self.tok.kind.is_string() {
            self.string_value(self.tok)
        } else if self.tok.kind == Tok::Ident || self.tok.kind.is_keyword() {
            self.spelling(self.tok).to_vec()
        } else {
            return self.error_here("expected identifier or string attribute name");
        };
        let name_loc = self.tok.loc;
        self.consume();
        let value = if self.consume_if(Tok::Equal) {
            self.parse_expr()?
        } else {
            self.ast.add(
                name_loc,
                Node::AttributeExpr {
                    value: b"unit".to_vec(),
                },
            )
        };
        Ok(self
            .ast
            .add(name_loc, Node::NamedAttributeDecl { name, value }))
    }

    /// Parses `=> stmt` as a compound statement; `process` checks (and may replace) the
    /// single statement.
    fn parse_lambda_body(
        &mut self,
        process: &mut dyn FnMut(&mut Self, NodeId) -> PResult<NodeId>,
        expect_semicolon: bool,
    ) -> PResult<NodeId> {
        self.consume(); // `=>`
        let start = self.tok.loc.start;
        self.push_scope();
        let stmt = self
            .parse_stmt(expect_semicolon)
            .and_then(|s| process(self, s));
        self.pop_scope();
        let stmt = stmt?;
        let loc = Loc::new(start, self.tok.loc.start);
        Ok(self.ast.add(
            loc,
            Node::CompoundStmt {
                children: vec![stmt],
            },
        ))
    }

    fn parse_argument_decl(&mut self) -> PResult<NodeId> {
        if self.tok.kind != Tok::Ident && !self.tok.kind.is_dependent_keyword() {
            return self.error_here("expected identifier argument name");
        }
        let name = self.spelling_str(self.tok);
        let loc = self.tok.loc;
        self.consume();
        self.expect(Tok::Colon, "expected `:` before argument constraint")?;
        let cst = self.parse_arg_or_result_constraint()?;
        self.create_arg_or_result_var(name, loc, cst)
    }

    fn parse_result_decl(&mut self) -> PResult<NodeId> {
        if self.tok.kind == Tok::Ident || self.tok.kind.is_dependent_keyword() {
            let name = self.spelling_str(self.tok);
            let is_constraint = self
                .lookup(&name)
                .is_some_and(|d| self.ast.is_constraint_decl(d));
            if !is_constraint {
                let loc = self.tok.loc;
                self.consume();
                self.expect(Tok::Colon, "expected `:` before result constraint")?;
                let cst = self.parse_arg_or_result_constraint()?;
                return self.create_arg_or_result_var(name, loc, cst);
            }
        }
        let cst = self.parse_arg_or_result_constraint()?;
        self.create_arg_or_result_var(String::new(), cst.loc, cst)
    }

    /// Parses a `Constraint` (or, with `rewrite`, a `Rewrite`) declaration.
    fn parse_user_decl(&mut self, rewrite: bool, inline: bool) -> PResult<NodeId> {
        let loc = self.tok.loc;
        self.consume();
        let saved = self.ctx;
        self.ctx = if rewrite {
            Ctx::Rewrite
        } else {
            Ctx::Constraint
        };
        let r = self.parse_user_decl_inner(rewrite, inline, loc);
        self.ctx = saved;
        r
    }

    fn parse_user_decl_inner(&mut self, rewrite: bool, inline: bool, loc: Loc) -> PResult<NodeId> {
        let name = if self.tok.kind != Tok::Ident {
            if !inline {
                return self.error_here("expected identifier name");
            }
            let prefix = if rewrite { "rewrite" } else { "constraint" };
            let text = format!("<anonymous_{prefix}_{}>", self.anon);
            self.anon += 1;
            Name { text, loc }
        } else {
            let n = Name {
                text: self.spelling_str(self.tok),
                loc: self.tok.loc,
            };
            self.consume();
            n
        };

        // The signature.
        self.expect(Tok::LParen, "expected `(` to start argument list")?;
        let arg_scope = self.push_scope();
        let mut inputs = Vec::new();
        if self.tok.kind != Tok::RParen {
            loop {
                inputs.push(self.parse_argument_decl()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.pop_scope();
        self.expect(Tok::RParen, "expected `)` to end argument list")?;
        self.push_scope();
        let mut results = Vec::new();
        if self.consume_if(Tok::Arrow) {
            if self.consume_if(Tok::LParen) {
                loop {
                    results.push(self.parse_result_decl()?);
                    if !self.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected `)` to end result list")?;
            } else {
                results.push(self.parse_result_decl()?);
            }
        }
        self.pop_scope();
        let mut result_type = self.result_type_of(&results);
        if results.len() == 1
            && let Node::VariableDecl { name, .. } = self.ast.node(results[0])
            && !name.text.is_empty()
        {
            let l = self.ast.loc(results[0]);
            return self.error(
                l,
                "cannot create a single-element tuple with an element label",
            );
        }

        if matches!(self.tok.kind, Tok::LBrace | Tok::EqualArrow) {
            let body = self.parse_pdll_body(rewrite, inline, arg_scope, &results, result_type)?;
            // Infer or check the result from a trailing `return`.
            if let Node::CompoundStmt { children } = self.ast.node(body)
                && let Some(&last) = children.last()
                && let Node::ReturnStmt { expr } = *self.ast.node(last)
            {
                if results.is_empty() {
                    result_type = self.ty(expr);
                } else {
                    let mut e = expr;
                    self.convert_to(&mut e, result_type, None)?;
                    *self.ast.node_mut(last) = Node::ReturnStmt { expr: e };
                }
            }
            let c = Callable {
                name,
                inputs,
                results,
                result_type,
                body: Some(body),
                code: None,
            };
            let nloc = c.name.loc;
            return Ok(self.ast.add(nloc, user_decl(rewrite, c)));
        }

        // A native declaration.
        let mut code = None;
        if self.tok.kind.is_string() {
            code = Some(self.string_value(self.tok));
            self.consume();
        } else if inline {
            return self.error(
                name.loc,
                "external declarations must be declared in global scope",
            );
        } else if self.tok.kind == Tok::Error {
            return Err(());
        }
        self.expect(Tok::Semicolon, "expected `;` after native declaration")?;
        let c = Callable {
            name,
            inputs,
            results,
            result_type,
            body: None,
            code,
        };
        let nloc = c.name.loc;
        Ok(self.ast.add(nloc, user_decl(rewrite, c)))
    }

    fn parse_pdll_body(
        &mut self,
        rewrite: bool,
        inline: bool,
        arg_scope: usize,
        results: &[NodeId],
        result_type: Type,
    ) -> PResult<NodeId> {
        let saved_scope = self.cur;
        self.cur = Some(arg_scope);
        let kind = if rewrite { "Rewrite" } else { "Constraint" };
        let body = if self.tok.kind == Tok::EqualArrow {
            let mut process = |p: &mut Self, stmt: NodeId| -> PResult<NodeId> {
                if rewrite && p.ast.is_op_rewrite_stmt(stmt) {
                    return Ok(stmt);
                }
                if !p.ast.is_expr(stmt) {
                    let l = p.ast.loc(stmt);
                    let msg = if rewrite {
                        "expected `Rewrite` lambda body to contain a single expression or an operation rewrite statement; such as `erase`, `replace`, or `rewrite`"
                    } else {
                        "expected `Constraint` lambda body to contain a single expression"
                    };
                    return p.error(l, msg);
                }
                let l = p.ast.loc(stmt);
                Ok(p.ast.add(l, Node::ReturnStmt { expr: stmt }))
            };
            self.parse_lambda_body(&mut process, !inline)
        } else {
            self.parse_compound_stmt()
        };
        self.cur = saved_scope;
        let body = body?;
        // A `return` must end the body; without one, no results may be expected.
        let Node::CompoundStmt { children } = self.ast.node(body) else {
            return Ok(body);
        };
        let children = children.clone();
        match children
            .iter()
            .position(|&s| matches!(self.ast.node(s), Node::ReturnStmt { .. }))
        {
            Some(i) if i + 1 < children.len() => {
                let l = self.ast.loc(children[i + 1]);
                self.error(
                    l,
                    format!("`return` terminated the `{kind}` body, but found trailing statements afterwards"),
                )
            }
            None if !results.is_empty() => {
                let end = self.ast.loc(body).end;
                let msg = format!(
                    "missing return in a `{kind}` expected to return `{}`",
                    self.tstr(result_type)
                );
                self.error(Loc::new(end, end), msg)
            }
            _ => Ok(body),
        }
    }

    fn result_type_of(&mut self, results: &[NodeId]) -> Type {
        if results.len() == 1 {
            return self.var_type(results[0]);
        }
        let mut types = Vec::new();
        let mut names = Vec::new();
        for &r in results {
            types.push(self.var_type(r));
            if let Node::VariableDecl { name, .. } = self.ast.node(r) {
                names.push(name.text.clone());
            }
        }
        self.types.intern(TypeKind::Tuple(types, names))
    }

    fn var_type(&self, var: NodeId) -> Type {
        match self.ast.node(var) {
            Node::VariableDecl { ty, .. } => *ty,
            _ => Types::EMPTY_TUPLE,
        }
    }

    fn parse_pattern_decl(&mut self) -> PResult<NodeId> {
        let loc = self.tok.loc;
        self.consume();
        let saved = self.ctx;
        self.ctx = Ctx::PatternMatch;
        let r = self.parse_pattern_inner(loc);
        self.ctx = saved;
        r
    }

    fn parse_pattern_inner(&mut self, loc: Loc) -> PResult<NodeId> {
        let mut name = None;
        if self.tok.kind == Tok::Ident {
            name = Some(Name {
                text: self.spelling_str(self.tok),
                loc: self.tok.loc,
            });
            self.consume();
        }
        let mut benefit = None;
        let mut recursion = false;
        if self.consume_if(Tok::KwWith) {
            self.parse_pattern_metadata(&mut benefit, &mut recursion)?;
        }
        let body = if self.tok.kind == Tok::EqualArrow {
            let mut process = |p: &mut Self, stmt: NodeId| -> PResult<NodeId> {
                if p.ast.is_op_rewrite_stmt(stmt) {
                    return Ok(stmt);
                }
                let l = p.ast.loc(stmt);
                p.error(
                    l,
                    "expected Pattern lambda body to contain a single operation rewrite statement, such as `erase`, `replace`, or `rewrite`",
                )
            };
            self.parse_lambda_body(&mut process, true)?
        } else {
            if self.tok.kind != Tok::LBrace {
                return self.error_here("expected `{` or `=>` to start pattern body");
            }
            let body = self.parse_compound_stmt()?;
            let Node::CompoundStmt { children } = self.ast.node(body) else {
                return Err(());
            };
            let children = children.clone();
            let mut found = None;
            for (i, &s) in children.iter().enumerate() {
                if matches!(self.ast.node(s), Node::ReturnStmt { .. }) {
                    let l = self.ast.loc(s);
                    return self.error(
                        l,
                        "`return` statements are only permitted within a `Constraint` or `Rewrite` body",
                    );
                }
                if self.ast.is_op_rewrite_stmt(s) {
                    found = Some(i);
                    break;
                }
            }
            let Some(i) = found else {
                return self.error(
                    loc,
                    "expected Pattern body to terminate with an operation rewrite statement, such as `erase`",
                );
            };
            if i + 1 < children.len() {
                let l = self.ast.loc(children[i + 1]);
                return self.error(
                    l,
                    "Pattern body was terminated by an operation rewrite statement, but found trailing statements",
                );
            }
            body
        };
        Ok(self.ast.add(
            loc,
            Node::PatternDecl {
                name,
                benefit,
                recursion,
                body,
            },
        ))
    }

    fn parse_pattern_metadata(
        &mut self,
        benefit: &mut Option<u16>,
        recursion: &mut bool,
    ) -> PResult<()> {
        let mut benefit_loc: Option<Loc> = None;
        let mut recursion_loc: Option<Loc> = None;
        loop {
            if self.tok.kind != Tok::Ident {
                return self.error_here("expected pattern metadata identifier");
            }
            let what = self.spelling(self.tok).to_vec();
            let mloc = self.tok.loc;
            self.consume();
            match what.as_slice() {
                b"benefit" => {
                    if let Some(prev) = benefit_loc {
                        return self.error_note(
                            mloc,
                            "pattern benefit has already been specified",
                            prev,
                            "see previous definition here",
                        );
                    }
                    self.expect(Tok::LParen, "expected `(` before pattern benefit")?;
                    if self.tok.kind != Tok::Integer {
                        return self.error_here("expected integral pattern benefit");
                    }
                    let Some(v) =
                        parse_uint(self.spelling(self.tok)).and_then(|v| u16::try_from(v).ok())
                    else {
                        return self
                            .error_here("expected pattern benefit to fit within a 16-bit integer");
                    };
                    self.consume();
                    *benefit = Some(v);
                    benefit_loc = Some(mloc);
                    self.expect(Tok::RParen, "expected `)` after pattern benefit")?;
                }
                b"recursion" => {
                    if let Some(prev) = recursion_loc {
                        return self.error_note(
                            mloc,
                            "pattern recursion metadata has already been specified",
                            prev,
                            "see previous definition here",
                        );
                    }
                    *recursion = true;
                    recursion_loc = Some(mloc);
                }
                _ => return self.error(mloc, "unknown pattern metadata"),
            }
            if !self.consume_if(Tok::Comma) {
                return Ok(());
            }
        }
    }

    fn parse_type_constraint_expr(&mut self) -> PResult<NodeId> {
        self.consume(); // `<`
        let e = self.parse_expr()?;
        self.expect(Tok::Greater, "expected `>` after variable type constraint")?;
        Ok(e)
    }

    fn define_var(
        &mut self,
        name: String,
        loc: Loc,
        ty: Type,
        init: Option<NodeId>,
        constraints: Vec<ConstraintRef>,
    ) -> PResult<NodeId> {
        let name = Name { text: name, loc };
        let special = name.text.is_empty() || name.text == "_";
        if !special {
            self.check_define(&name)?;
        }
        let text = name.text.clone();
        let var = self.ast.add(
            loc,
            Node::VariableDecl {
                name,
                ty,
                init,
                constraints,
            },
        );
        if !special {
            self.add_to_scope(&text, var);
        }
        Ok(var)
    }

    fn parse_var_constraint_list(&mut self, out: &mut Vec<ConstraintRef>) -> PResult<()> {
        let mut type_constraint = None;
        if !self.consume_if(Tok::LSquare) {
            let c = self.parse_constraint(&mut type_constraint, true)?;
            out.push(c);
            return Ok(());
        }
        loop {
            let c = self.parse_constraint(&mut type_constraint, true)?;
            out.push(c);
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RSquare, "expected `]` after constraint list")
    }

    fn parse_inline_type_constraint(
        &mut self,
        type_constraint: &mut Option<Loc>,
        allow_inline: bool,
    ) -> PResult<NodeId> {
        if !allow_inline {
            return self.error_here(
                "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results",
            );
        }
        if let Some(prev) = *type_constraint {
            let here = self.tok.loc;
            return self.error_note(
                here,
                "the type of this variable has already been constrained",
                prev,
                "see previous constraint location here",
            );
        }
        let e = self.parse_type_constraint_expr()?;
        *type_constraint = Some(self.ast.loc(e));
        Ok(e)
    }

    fn parse_constraint(
        &mut self,
        type_constraint: &mut Option<Loc>,
        allow_inline: bool,
    ) -> PResult<ConstraintRef> {
        let loc = self.tok.loc;
        let node = match self.tok.kind {
            Tok::KwAttrC | Tok::KwValue | Tok::KwValueRange => {
                let kind = self.tok.kind;
                self.consume();
                let mut type_expr = None;
                if self.tok.kind == Tok::Less {
                    type_expr =
                        Some(self.parse_inline_type_constraint(type_constraint, allow_inline)?);
                }
                match kind {
                    Tok::KwAttrC => Node::AttrConstraintDecl { type_expr },
                    Tok::KwValue => Node::ValueConstraintDecl { type_expr },
                    _ => Node::ValueRangeConstraintDecl { type_expr },
                }
            }
            Tok::KwOpC => {
                self.consume();
                let name_decl = self.parse_wrapped_op_name(true)?;
                Node::OpConstraintDecl { name_decl }
            }
            Tok::KwTypeC => {
                self.consume();
                Node::TypeConstraintDecl
            }
            Tok::KwTypeRange => {
                self.consume();
                Node::TypeRangeConstraintDecl
            }
            Tok::KwConstraint => {
                let d = self.parse_inline_user_decl(false)?;
                return Ok(ConstraintRef { constraint: d, loc });
            }
            Tok::Ident => {
                let name = self.spelling_str(self.tok);
                self.consume();
                let Some(decl) = self.lookup(&name) else {
                    return self.error(loc, format!("unknown reference to constraint `{name}`"));
                };
                if self.ast.is_constraint_decl(decl) {
                    return Ok(ConstraintRef {
                        constraint: decl,
                        loc,
                    });
                }
                let dloc = self.ast.loc(decl);
                return self.error_note(
                    loc,
                    "invalid reference to non-constraint",
                    dloc,
                    format!("see the definition of `{name}` here"),
                );
            }
            _ => return self.error(loc, "expected identifier constraint"),
        };
        let id = self.ast.add(loc, node);
        Ok(ConstraintRef {
            constraint: id,
            loc,
        })
    }

    fn parse_arg_or_result_constraint(&mut self) -> PResult<ConstraintRef> {
        let mut tc = None;
        self.parse_constraint(&mut tc, false)
    }

    fn parse_inline_user_decl(&mut self, rewrite: bool) -> PResult<NodeId> {
        self.enter()?;
        let d = self.parse_user_decl(rewrite, true);
        self.leave();
        let d = d?;
        let name = self.ast.decl_name(d).cloned().ok_or(())?;
        self.check_define(&name)?;
        self.add_to_scope(&name.text, d);
        Ok(d)
    }

    // ----- Expressions --------------------------------------------------------------------

    fn parse_expr(&mut self) -> PResult<NodeId> {
        self.enter()?;
        let r = self.parse_expr_inner();
        self.leave();
        r
    }

    fn parse_expr_inner(&mut self) -> PResult<NodeId> {
        if self.tok.kind == Tok::Underscore {
            return self.parse_underscore_expr();
        }
        let mut lhs = match self.tok.kind {
            Tok::KwAttr => self.parse_literal_expr(true)?,
            Tok::KwConstraint => self.parse_inline_lambda(false)?,
            Tok::KwNot => self.parse_negated_expr()?,
            Tok::Ident => self.parse_identifier_expr()?,
            Tok::KwOp => self.parse_operation_expr(ResultTypes::Explicit)?,
            Tok::KwRewriteC => self.parse_inline_lambda(true)?,
            Tok::KwType => self.parse_literal_expr(false)?,
            Tok::LParen => self.parse_tuple_expr()?,
            _ => return self.error_here("expected expression"),
        };
        loop {
            lhs = match self.tok.kind {
                Tok::Dot => self.parse_member_access(lhs)?,
                Tok::LParen => self.parse_call(lhs, false)?,
                _ => return Ok(lhs),
            };
        }
    }

    /// Parses `attr<"...">` (`attr` true) or `type<"...">`; without the `<`, the keyword is
    /// an identifier.
    fn parse_literal_expr(&mut self, attr: bool) -> PResult<NodeId> {
        let mut loc = self.tok.loc;
        self.consume();
        if !self.consume_if(Tok::Less) {
            self.reset_to(loc);
            return self.parse_identifier_expr();
        }
        let what = if attr { "attribute" } else { "type" };
        if !self.tok.kind.is_string() {
            let msg = format!("expected string literal containing MLIR {what}");
            return self.error_here(msg);
        }
        let value = self.string_value(self.tok);
        self.consume();
        loc.end = self.tok.loc.end;
        self.expect(Tok::Greater, &format!("expected `>` after {what} literal"))?;
        let node = if attr {
            Node::AttributeExpr { value }
        } else {
            Node::TypeExpr { value }
        };
        Ok(self.ast.add(loc, node))
    }

    fn parse_call(&mut self, callee: NodeId, negated: bool) -> PResult<NodeId> {
        self.consume(); // `(`
        let mut args = Vec::new();
        if self.tok.kind != Tok::RParen {
            loop {
                args.push(self.parse_expr()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        let loc = Loc::new(self.ast.loc(callee).start, self.tok.loc.end);
        self.expect(Tok::RParen, "expected `)` after argument list")?;
        self.create_call(loc, callee, args, negated)
    }

    fn parse_identifier_expr(&mut self) -> PResult<NodeId> {
        let t = self.tok;
        let loc = t.loc;
        self.consume();
        if self.consume_if(Tok::Colon) {
            let name = self.spelling_str(t);
            let mut cs = Vec::new();
            self.parse_var_constraint_list(&mut cs)?;
            let ty = self.validate_constraints(&cs)?;
            return self.create_inline_var(ty, name, loc, cs);
        }
        // Identifiers are ASCII: the name is looked up as written.
        let found = std::str::from_utf8(self.spelling(t))
            .ok()
            .and_then(|name| self.lookup(name));
        let Some(decl) = found else {
            let name = self.spelling_str(t);
            return self.error(loc, format!("undefined reference to `{name}`"));
        };
        self.create_decl_ref(loc, decl)
    }

    fn parse_inline_lambda(&mut self, rewrite: bool) -> PResult<NodeId> {
        let d = self.parse_inline_user_decl(rewrite)?;
        let ty = if rewrite {
            Types::REWRITE
        } else {
            Types::CONSTRAINT
        };
        let loc = self.ast.loc(d);
        Ok(self.ast.add(loc, Node::DeclRefExpr { decl: d, ty }))
    }

    fn parse_member_access(&mut self, parent: NodeId) -> PResult<NodeId> {
        let dot = self.tok.loc;
        self.consume();
        let t = self.tok;
        if t.kind != Tok::Ident && t.kind != Tok::Integer && !t.kind.is_keyword() {
            return self.error(dot, "expected identifier or numeric member name");
        }
        let member = self.spelling_str(t);
        let loc = Loc::new(self.ast.loc(parent).start, t.loc.end);
        self.consume();
        let ty = self.validate_member_access(parent, &member, loc)?;
        Ok(self
            .ast
            .add(loc, Node::MemberAccessExpr { parent, member, ty }))
    }

    fn parse_negated_expr(&mut self) -> PResult<NodeId> {
        self.consume(); // `not`
        if self.tok.kind != Tok::Ident {
            return self.error_here("expected native constraint");
        }
        let callee = self.parse_identifier_expr()?;
        if self.tok.kind != Tok::LParen {
            return self.error_here("expected `(` after function name");
        }
        self.parse_call(callee, true)
    }

    fn parse_op_name(&mut self, allow_empty: bool) -> PResult<NodeId> {
        let mut loc = self.tok.loc;
        if self.tok.kind != Tok::Ident && !self.tok.kind.is_keyword() {
            if allow_empty {
                return Ok(self
                    .ast
                    .add(Loc::default(), Node::OpNameDecl { name: None }));
            }
            return self.error_here("expected dialect namespace");
        }
        // mlir-pdll takes the name as the source text from the dialect name on, as long as
        // the tokens' lengths add up (blanks between the tokens shift it).
        let first = self.tok;
        let mut len = (first.loc.end - first.loc.start) as usize + 1;
        self.consume();
        self.expect(Tok::Dot, "expected `.` after dialect namespace")?;
        if self.tok.kind != Tok::Ident && !self.tok.kind.is_keyword() {
            return self.error_here("expected operation name after dialect namespace");
        }
        loop {
            len += (self.tok.loc.end - self.tok.loc.start) as usize;
            loc.end = self.tok.loc.end;
            self.consume();
            if !(matches!(self.tok.kind, Tok::Ident | Tok::Dot) || self.tok.kind.is_keyword()) {
                break;
            }
        }
        let b = self.sm.buffer(self.sm.buffer_of(first.loc.start));
        let at = (first.loc.start - b.base) as usize;
        let bytes = &b.text[at..(at + len).min(b.text.len())];
        let name = String::from_utf8_lossy(bytes).into_owned();
        Ok(self.ast.add(
            loc,
            Node::OpNameDecl {
                name: Some(Name { text: name, loc }),
            },
        ))
    }

    fn parse_wrapped_op_name(&mut self, allow_empty: bool) -> PResult<NodeId> {
        if !self.consume_if(Tok::Less) {
            return Ok(self
                .ast
                .add(Loc::default(), Node::OpNameDecl { name: None }));
        }
        let d = self.parse_op_name(allow_empty)?;
        self.expect(Tok::Greater, "expected `>` after operation name")?;
        Ok(d)
    }

    fn op_name_of(&self, name_decl: NodeId) -> Option<String> {
        match self.ast.node(name_decl) {
            Node::OpNameDecl { name } => name.as_ref().map(|n| n.text.clone()),
            _ => None,
        }
    }

    fn implicit_range_var(&mut self, loc: Loc, cst: Node, ty: Type) -> PResult<NodeId> {
        let c = self.ast.add(loc, cst);
        let var = self.define_var(
            "_".to_string(),
            loc,
            ty,
            None,
            vec![ConstraintRef { constraint: c, loc }],
        )?;
        Ok(self.ast.add(loc, Node::DeclRefExpr { decl: var, ty }))
    }

    fn parse_operation_expr(&mut self, input_ctx: ResultTypes) -> PResult<NodeId> {
        let loc = self.tok.loc;
        self.consume(); // `op`
        if self.tok.kind != Tok::Less {
            self.reset_to(loc);
            return self.parse_identifier_expr();
        }
        let allow_empty = self.ctx != Ctx::Rewrite;
        let name_decl = self.parse_wrapped_op_name(allow_empty)?;
        let op_name = self.op_name_of(name_decl);

        let mut operands = Vec::new();
        if !self.consume_if(Tok::LParen) {
            if self.ctx != Ctx::Rewrite {
                let v = self.implicit_range_var(
                    loc,
                    Node::ValueRangeConstraintDecl { type_expr: None },
                    Types::VALUE_RANGE,
                )?;
                operands.push(v);
            }
        } else if !self.consume_if(Tok::RParen) {
            loop {
                operands.push(self.parse_expr()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected `)` after operation operand list")?;
        }

        let mut attrs = Vec::new();
        if self.consume_if(Tok::LBrace) {
            loop {
                attrs.push(self.parse_named_attr()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RBrace, "expected `}` after operation attribute list")?;
        }

        let mut result_types = Vec::new();
        let mut rctx = input_ctx;
        if self.consume_if(Tok::Arrow) {
            self.expect(
                Tok::LParen,
                "expected `(` before operation result type list",
            )?;
            rctx = ResultTypes::Explicit;
            if !self.consume_if(Tok::RParen) {
                loop {
                    result_types.push(self.parse_expr()?);
                    if !self.consume_if(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected `)` after operation result type list")?;
            }
        } else if self.ctx != Ctx::Rewrite {
            let v =
                self.implicit_range_var(loc, Node::TypeRangeConstraintDecl, Types::TYPE_RANGE)?;
            result_types.push(v);
        } else if rctx == ResultTypes::Explicit {
            rctx = ResultTypes::Interface;
        }

        self.create_operation_expr(loc, name_decl, op_name, rctx, operands, attrs, result_types)
    }

    fn parse_tuple_expr(&mut self) -> PResult<NodeId> {
        let mut loc = self.tok.loc;
        self.consume(); // `(`
        let mut used: FxHashMap<String, Loc> = FxHashMap::default();
        let mut names = Vec::new();
        let mut elems = Vec::new();
        if self.tok.kind != Tok::RParen {
            loop {
                let mut name = String::new();
                if self.tok.kind == Tok::Ident || self.tok.kind.is_dependent_keyword() {
                    let name_tok = self.tok;
                    self.consume();
                    if self.consume_if(Tok::Equal) {
                        name = self.spelling_str(name_tok);
                        if let Some(&prev) = used.get(&name) {
                            return self.error_note(
                                name_tok.loc,
                                format!("duplicate tuple element label `{name}`"),
                                prev,
                                "see previous label use here",
                            );
                        }
                        used.insert(name.clone(), name_tok.loc);
                    } else {
                        self.reset_to(name_tok.loc);
                    }
                }
                names.push(name);
                elems.push(self.parse_expr()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        loc.end = self.tok.loc.end;
        self.expect(Tok::RParen, "expected `)` after tuple element list")?;
        for &e in &elems {
            let t = self.ty(e);
            if matches!(
                self.types.kind(t),
                TypeKind::Constraint | TypeKind::Rewrite | TypeKind::Tuple(..)
            ) {
                let l = self.ast.loc(e);
                let msg = format!("unable to build a tuple with `{}` element", self.tstr(t));
                return self.error(l, msg);
            }
        }
        Ok(self.make_tuple(loc, elems, names))
    }

    fn make_tuple(&mut self, loc: Loc, elems: Vec<NodeId>, names: Vec<String>) -> NodeId {
        let types = elems.iter().map(|&e| self.ty(e)).collect();
        let ty = self.types.intern(TypeKind::Tuple(types, names.clone()));
        self.ast.add(loc, Node::TupleExpr { elems, names, ty })
    }

    fn parse_underscore_expr(&mut self) -> PResult<NodeId> {
        let loc = self.tok.loc;
        self.consume();
        self.expect(Tok::Colon, "expected `:` after `_` variable")?;
        let mut cs = Vec::new();
        self.parse_var_constraint_list(&mut cs)?;
        let ty = self.validate_constraints(&cs)?;
        self.create_inline_var(ty, "_".to_string(), loc, cs)
    }

    // ----- Statements ---------------------------------------------------------------------

    fn parse_stmt(&mut self, expect_semicolon: bool) -> PResult<NodeId> {
        let stmt = match self.tok.kind {
            Tok::KwErase => self.parse_erase_stmt()?,
            Tok::KwLet => self.parse_let_stmt()?,
            Tok::KwReplace => self.parse_replace_stmt()?,
            Tok::KwReturn => self.parse_return_stmt()?,
            Tok::KwRewrite => self.parse_rewrite_stmt()?,
            _ => self.parse_expr()?,
        };
        if expect_semicolon {
            self.expect(Tok::Semicolon, "expected `;` after statement")?;
        }
        Ok(stmt)
    }

    fn parse_compound_stmt(&mut self) -> PResult<NodeId> {
        self.enter()?;
        let r = self.parse_compound_inner();
        self.leave();
        r
    }

    fn parse_compound_inner(&mut self) -> PResult<NodeId> {
        let start = self.tok.loc.start;
        self.consume(); // `{`
        self.push_scope();
        let mut children = Vec::new();
        while self.tok.kind != Tok::RBrace {
            match self.parse_stmt(true) {
                Ok(s) => children.push(s),
                Err(()) => {
                    self.pop_scope();
                    return Err(());
                }
            }
        }
        self.pop_scope();
        let loc = Loc::new(start, self.tok.loc.end);
        self.consume();
        Ok(self.ast.add(loc, Node::CompoundStmt { children }))
    }

    fn parse_erase_stmt(&mut self) -> PResult<NodeId> {
        if self.ctx == Ctx::Constraint {
            return self.error_here("`erase` cannot be used within a Constraint");
        }
        let loc = self.tok.loc;
        self.consume();
        let root = self.parse_expr()?;
        if !self.types.is_op(self.ty(root)) {
            let l = self.ast.loc(root);
            return self.error(l, "expected `Op` expression");
        }
        Ok(self.ast.add(loc, Node::EraseStmt { root }))
    }

    fn parse_let_stmt(&mut self) -> PResult<NodeId> {
        let loc = self.tok.loc;
        self.consume();
        let var_loc = self.tok.loc;
        if self.tok.kind != Tok::Ident && !self.tok.kind.is_dependent_keyword() {
            if self.tok.kind == Tok::Underscore {
                return self.error(
                    var_loc,
                    "`_` may only be used to define \"inline\" variables",
                );
            }
            return self.error(
                var_loc,
                "expected identifier after `let` to name a new variable",
            );
        }
        let name = self.spelling_str(self.tok);
        self.consume();
        let mut cs = Vec::new();
        if self.consume_if(Tok::Colon) {
            self.parse_var_constraint_list(&mut cs)?;
        }
        let mut init = None;
        if self.consume_if(Tok::Equal) {
            init = Some(self.parse_expr()?);
            for c in &cs {
                let has_type = matches!(
                    self.ast.node(c.constraint),
                    Node::AttrConstraintDecl { type_expr: Some(_) }
                        | Node::ValueConstraintDecl { type_expr: Some(_) }
                        | Node::ValueRangeConstraintDecl { type_expr: Some(_) }
                );
                if has_type {
                    return self.error(
                        c.loc,
                        "type constraints are not permitted on variables with initializers",
                    );
                }
            }
        }
        let var = self.create_variable(name, var_loc, init, cs)?;
        Ok(self.ast.add(loc, Node::LetStmt { var }))
    }

    fn parse_replace_stmt(&mut self) -> PResult<NodeId> {
        if self.ctx == Ctx::Constraint {
            return self.error_here("`replace` cannot be used within a Constraint");
        }
        let loc = self.tok.loc;
        self.consume();
        let root = self.parse_expr()?;
        self.expect(Tok::KwWith, "expected `with` after root operation")?;
        let saved = self.ctx;
        self.ctx = Ctx::Rewrite;
        let r = self.parse_replace_values(loc);
        self.ctx = saved;
        let repl = r?;
        self.create_replace(loc, root, repl)
    }

    fn parse_replace_values(&mut self, loc: Loc) -> PResult<Vec<NodeId>> {
        let mut repl = Vec::new();
        if self.consume_if(Tok::LParen) {
            if self.consume_if(Tok::RParen) {
                return self.error(
                    loc,
                    "expected at least one replacement value, consider using `erase` if no replacement values are desired",
                );
            }
            loop {
                repl.push(self.parse_expr()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected `)` after replacement values")?;
        } else if self.tok.kind == Tok::KwOp {
            self.enter()?;
            let e = self.parse_operation_expr(ResultTypes::Replacement);
            self.leave();
            repl.push(e?);
        } else {
            repl.push(self.parse_expr()?);
        }
        Ok(repl)
    }

    fn parse_return_stmt(&mut self) -> PResult<NodeId> {
        let loc = self.tok.loc;
        self.consume();
        let expr = self.parse_expr()?;
        Ok(self.ast.add(loc, Node::ReturnStmt { expr }))
    }

    fn parse_rewrite_stmt(&mut self) -> PResult<NodeId> {
        if self.ctx == Ctx::Constraint {
            return self.error_here("`rewrite` cannot be used within a Constraint");
        }
        let loc = self.tok.loc;
        self.consume();
        let root = self.parse_expr()?;
        self.expect(Tok::KwWith, "expected `with` before rewrite body")?;
        if self.tok.kind != Tok::LBrace {
            return self.error_here("expected `{` to start rewrite body");
        }
        let saved = self.ctx;
        self.ctx = Ctx::Rewrite;
        let body = self.parse_compound_stmt();
        self.ctx = saved;
        let body = body?;
        if let Node::CompoundStmt { children } = self.ast.node(body)
            && let Some(&r) = children
                .iter()
                .find(|&&s| matches!(self.ast.node(s), Node::ReturnStmt { .. }))
        {
            let l = self.ast.loc(r);
            return self.error(
                l,
                "`return` statements are only permitted within a `Constraint` or `Rewrite` body",
            );
        }
        let rt = self.ty(root);
        if !self.types.is_op(rt) {
            let l = self.ast.loc(root);
            let msg = format!("expected `Op` expression, but got `{}`", self.tstr(rt));
            return self.error(l, msg);
        }
        Ok(self.ast.add(loc, Node::RewriteStmt { root, body }))
    }

    // ----- Sema: declarations -------------------------------------------------------------

    fn create_variable(
        &mut self,
        name: String,
        loc: Loc,
        init: Option<NodeId>,
        cs: Vec<ConstraintRef>,
    ) -> PResult<NodeId> {
        let mut ty = self.validate_constraints_opt(&cs)?;
        let mut init = init;
        if let Some(mut e) = init {
            let et = self.ty(e);
            match ty {
                None => ty = Some(et),
                Some(t) => {
                    if let Some(m) = self.types.refine(t, et) {
                        ty = Some(m);
                    } else {
                        self.convert_to(&mut e, t, None)?;
                        init = Some(e);
                    }
                }
            }
        }
        let Some(ty) = ty else {
            return self.error_note(
                loc,
                format!("unable to infer type for variable `{name}`"),
                loc,
                "the type of a variable must be inferable from the constraint list or the initializer",
            );
        };
        if matches!(
            self.types.kind(ty),
            TypeKind::Constraint | TypeKind::Rewrite
        ) {
            let msg = format!("unable to define variable of `{}` type", self.tstr(ty));
            return self.error(loc, msg);
        }
        self.define_var(name, loc, ty, init, cs)
    }

    fn create_arg_or_result_var(
        &mut self,
        name: String,
        loc: Loc,
        c: ConstraintRef,
    ) -> PResult<NodeId> {
        let mut ty = None;
        self.validate_constraint(c, &mut ty)?;
        let ty = ty.unwrap_or(Types::EMPTY_TUPLE);
        self.define_var(name, loc, ty, None, vec![c])
    }

    fn validate_constraints(&mut self, cs: &[ConstraintRef]) -> PResult<Type> {
        // An empty list cannot be written: a list holds at least one constraint.
        Ok(self
            .validate_constraints_opt(cs)?
            .unwrap_or(Types::EMPTY_TUPLE))
    }

    fn validate_constraints_opt(&mut self, cs: &[ConstraintRef]) -> PResult<Option<Type>> {
        let mut ty = None;
        for &c in cs {
            self.validate_constraint(c, &mut ty)?;
        }
        Ok(ty)
    }

    fn validate_constraint(
        &mut self,
        c: ConstraintRef,
        inferred: &mut Option<Type>,
    ) -> PResult<()> {
        let ct = match self.ast.node(c.constraint).clone() {
            Node::AttrConstraintDecl { type_expr } => {
                if let Some(e) = type_expr {
                    self.validate_type_expr(e, Types::TYPE, "Type")?;
                }
                Types::ATTR
            }
            Node::OpConstraintDecl { name_decl } => {
                let name = self.op_name_of(name_decl);
                let ods = name.as_deref().and_then(|n| self.lookup_ods(n));
                self.types.op(name.as_deref(), ods)
            }
            Node::TypeConstraintDecl => Types::TYPE,
            Node::TypeRangeConstraintDecl => Types::TYPE_RANGE,
            Node::ValueConstraintDecl { type_expr } => {
                if let Some(e) = type_expr {
                    self.validate_type_expr(e, Types::TYPE, "Type")?;
                }
                Types::VALUE
            }
            Node::ValueRangeConstraintDecl { type_expr } => {
                if let Some(e) = type_expr {
                    self.validate_type_expr(e, Types::TYPE_RANGE, "TypeRange")?;
                }
                Types::VALUE_RANGE
            }
            Node::UserConstraintDecl(cst) => {
                if cst.inputs.len() != 1 {
                    return self.error_note(
                        c.loc,
                        format!(
                            "`Constraint`s applied via a variable constraint list must take a single input, but got {}",
                            cst.inputs.len()
                        ),
                        cst.name.loc,
                        "see definition of constraint here",
                    );
                }
                self.var_type(cst.inputs[0])
            }
            _ => return Err(()),
        };
        match *inferred {
            None => *inferred = Some(ct),
            Some(t) => match self.types.refine(t, ct) {
                Some(m) => *inferred = Some(m),
                None => {
                    let msg = format!(
                        "constraint type `{}` is incompatible with the previously inferred type `{}`",
                        self.tstr(ct),
                        self.tstr(t)
                    );
                    return self.error(c.loc, msg);
                }
            },
        }
        Ok(())
    }

    fn validate_type_expr(&mut self, e: NodeId, want: Type, what: &str) -> PResult<()> {
        if self.ty(e) != want {
            let l = self.ast.loc(e);
            return self.error(
                l,
                format!("expected expression of `{what}` in type constraint"),
            );
        }
        Ok(())
    }

    // ----- Sema: expressions --------------------------------------------------------------

    fn callable_of(&self, expr: NodeId) -> Option<NodeId> {
        let node = match self.ast.node(expr) {
            Node::DeclRefExpr { decl, .. } => *decl,
            _ => expr,
        };
        matches!(
            self.ast.node(node),
            Node::UserConstraintDecl(_) | Node::UserRewriteDecl(_)
        )
        .then_some(node)
    }

    fn create_call(
        &mut self,
        loc: Loc,
        callee: NodeId,
        mut args: Vec<NodeId>,
        negated: bool,
    ) -> PResult<NodeId> {
        let Some(decl) = self.callable_of(callee) else {
            let msg = format!(
                "expected a reference to a callable `Constraint` or `Rewrite`, but got: `{}`",
                self.tstr(self.ty(callee))
            );
            return self.error(loc, msg);
        };
        let (is_constraint, c) = match self.ast.node(decl) {
            Node::UserConstraintDecl(c) => (true, c.clone()),
            Node::UserRewriteDecl(c) => (false, c.clone()),
            _ => return Err(()),
        };
        if self.ctx == Ctx::Rewrite {
            if is_constraint {
                return self.error(
                    loc,
                    "unable to invoke `Constraint` within a rewrite section",
                );
            }
            if negated {
                return self.error(loc, "unable to negate a Rewrite");
            }
        } else {
            if !is_constraint {
                return self.error(loc, "unable to invoke `Rewrite` within a match section");
            }
            if negated && c.body.is_some() {
                return self.error(loc, "unable to negate non native constraints");
            }
        }
        if c.inputs.len() != args.len() {
            let kind = if is_constraint {
                "constraint"
            } else {
                "rewrite"
            };
            return self.error_note(
                loc,
                format!(
                    "invalid number of arguments for {kind} call; expected {}, but got {}",
                    c.inputs.len(),
                    args.len()
                ),
                c.name.loc,
                format!("see the definition of {} here", c.name.text),
            );
        }
        let note = (
            c.name.loc,
            format!("see the definition of `{}` here", c.name.text),
        );
        for (i, arg) in args.iter_mut().enumerate() {
            let want = self.var_type(c.inputs[i]);
            self.convert_to(arg, want, Some(&note))?;
        }
        Ok(self.ast.add(
            loc,
            Node::CallExpr {
                callee,
                args,
                ty: c.result_type,
                negated,
            },
        ))
    }

    fn create_decl_ref(&mut self, loc: Loc, decl: NodeId) -> PResult<NodeId> {
        let ty = match self.ast.node(decl) {
            _ if self.ast.is_constraint_decl(decl) => Types::CONSTRAINT,
            Node::UserRewriteDecl(_) => Types::REWRITE,
            Node::VariableDecl { ty, .. } => *ty,
            _ => {
                let name = self
                    .ast
                    .decl_name(decl)
                    .map(|n| n.text.clone())
                    .unwrap_or_default();
                return self.error(loc, format!("invalid reference to `{name}`"));
            }
        };
        Ok(self.ast.add(loc, Node::DeclRefExpr { decl, ty }))
    }

    fn create_inline_var(
        &mut self,
        ty: Type,
        name: String,
        loc: Loc,
        cs: Vec<ConstraintRef>,
    ) -> PResult<NodeId> {
        let var = self.define_var(name, loc, ty, None, cs)?;
        Ok(self.ast.add(loc, Node::DeclRefExpr { decl: var, ty }))
    }

    fn validate_member_access(&mut self, parent: NodeId, name: &str, loc: Loc) -> PResult<Type> {
        let pt = self.ty(parent);
        let first_digit = name.as_bytes().first().is_some_and(u8::is_ascii_digit);
        match self.types.kind(pt).clone() {
            TypeKind::Op(_, ods) => {
                if name == ALL_RESULTS_MEMBER {
                    return Ok(Types::VALUE_RANGE);
                }
                if let Some(id) = ods {
                    let op = self.ods_op(id);
                    let results = &op.results;
                    if first_digit
                        && let Some(i) =
                            parse_uint(name.as_bytes()).filter(|&i| i <= u64::from(u32::MAX))
                        && let Some(r) = results.get(i as usize)
                    {
                        return Ok(if r.is_variadic() {
                            Types::VALUE_RANGE
                        } else {
                            Types::VALUE
                        });
                    }
                    if let Some(r) = results.iter().find(|r| r.name == name) {
                        return Ok(if r.is_variadic() {
                            Types::VALUE_RANGE
                        } else {
                            Types::VALUE
                        });
                    }
                } else if first_digit {
                    // Any numeric member of an unregistered operation is one result (mlir-pdll
                    // 22 never rejects the index, however large).
                    return Ok(Types::VALUE);
                }
            }
            TypeKind::Tuple(types, names) => {
                if first_digit
                    && let Some(i) =
                        parse_uint(name.as_bytes()).filter(|&i| i <= u64::from(u32::MAX))
                    && let Some(&t) = types.get(i as usize)
                {
                    return Ok(t);
                }
                if let Some(i) = names.iter().position(|n| n == name) {
                    return Ok(types[i]);
                }
            }
            _ => {}
        }
        let msg = format!(
            "invalid member access `{name}` on expression of type `{}`",
            self.tstr(pt)
        );
        self.error(loc, msg)
    }

    #[allow(clippy::too_many_arguments)]
    fn create_operation_expr(
        &mut self,
        loc: Loc,
        name_decl: NodeId,
        name: Option<String>,
        rctx: ResultTypes,
        mut operands: Vec<NodeId>,
        attrs: Vec<NodeId>,
        mut result_types: Vec<NodeId>,
    ) -> PResult<NodeId> {
        let ods = name.as_deref().and_then(|n| self.lookup_ods(n));
        self.validate_values(true, loc, ods, name.as_deref(), &mut operands)?;
        for &a in &attrs {
            if let Node::NamedAttributeDecl { value, .. } = *self.ast.node(a) {
                let t = self.ty(value);
                if t != Types::ATTR {
                    let l = self.ast.loc(value);
                    let msg = format!("expected `Attr` expression, but got `{}`", self.tstr(t));
                    return self.error(l, msg);
                }
            }
        }
        match rctx {
            ResultTypes::Explicit => {
                self.validate_values(false, loc, ods, name.as_deref(), &mut result_types)?;
            }
            ResultTypes::Interface => {
                self.check_result_inference(loc, name.as_deref().unwrap_or(""), ods)
            }
            ResultTypes::Replacement => {}
        }
        let ty = self.types.op(name.as_deref(), ods);
        Ok(self.ast.add(
            loc,
            Node::OperationExpr {
                name_decl,
                operands,
                result_types,
                attrs,
                ty,
            },
        ))
    }

    fn check_result_inference(&mut self, loc: Loc, name: &str, ods: Option<OdsOpId>) {
        let Some(id) = ods else {
            self.diags.push(Diagnostic::warning(
                loc,
                format!(
                    "operation result types are marked to be inferred, but `{name}` is unknown. Ensure that `{name}` supports zero results or implements `InferTypeOpInterface`. Include the ODS definition of this operation to remove this warning."
                ),
            ));
            return;
        };
        let op = self.ods_op(id);
        let requires = op.results.iter().any(|r| !r.is_variable_length());
        if requires && !op.infers_result_types {
            let d = Diagnostic::warning(
                loc,
                format!(
                    "operation result types are marked to be inferred, but `{name}` does not provide an implementation of `InferTypeOpInterface`. Ensure that `{name}` attaches `InferTypeOpInterface` at runtime, or add support to the ODS definition to remove this warning."
                ),
            )
            .note(op.loc, format!("see the definition of `{name}` here"));
            self.diags.push(d);
        }
    }

    /// Checks the operand (`operands`) or result type groups of an operation expression.
    fn validate_values(
        &mut self,
        operands: bool,
        loc: Loc,
        ods: Option<OdsOpId>,
        name: Option<&str>,
        values: &mut Vec<NodeId>,
    ) -> PResult<()> {
        let (single, range, group) = if operands {
            (Types::VALUE, Types::VALUE_RANGE, "operand")
        } else {
            (Types::TYPE, Types::TYPE_RANGE, "result")
        };
        if values.len() == 1 {
            return self.convert_to(&mut values[0], range, None);
        }
        if let Some(id) = ods {
            let op = self.ods_op(id);
            let groups: Vec<(bool, bool)> = if operands { &op.operands } else { &op.results }
                .iter()
                .map(|g| (g.is_variable_length(), g.is_variadic()))
                .collect();
            let op_loc = op.loc;
            let name = name.unwrap_or("");
            let mismatch = |p: &mut Self, n: usize| -> PResult<()> {
                p.error_note(
                    loc,
                    format!(
                        "invalid number of {group} groups for `{name}`; expected {}, but got {n}",
                        groups.len()
                    ),
                    op_loc,
                    format!("see the definition of `{name}` here"),
                )
            };
            if values.is_empty() {
                if groups.is_empty() {
                    return Ok(());
                }
                if groups.iter().any(|g| !g.0) {
                    return mismatch(self, 0);
                }
                if self.ctx != Ctx::Rewrite || groups.len() == 1 {
                    return Ok(());
                }
                for _ in 0..groups.len() {
                    let r = self.ast.add(
                        loc,
                        Node::RangeExpr {
                            elems: Vec::new(),
                            ty: range,
                        },
                    );
                    values.push(r);
                }
                return Ok(());
            }
            if groups.len() != values.len() {
                return mismatch(self, values.len());
            }
            let note = (op_loc, format!("see the definition of `{name}` here"));
            for (i, v) in values.iter_mut().enumerate() {
                let want = if groups[i].1 { range } else { single };
                self.convert_to(v, want, Some(&note))?;
            }
            return Ok(());
        }
        for v in values.iter_mut() {
            let t = self.ty(*v);
            if t == range || t == single {
                continue;
            }
            if single == Types::VALUE && self.types.is_op(t) {
                *v = self.all_results(*v, Types::VALUE_RANGE);
                continue;
            }
            // A failed conversion reports its own error first.
            let mut probe = *v;
            if self.convert_to(&mut probe, range, None).is_ok() {
                *v = probe;
                continue;
            }
            let l = self.ast.loc(*v);
            let msg = format!(
                "expected `{}` or `{}` convertible expression, but got `{}`",
                self.tstr(single),
                self.tstr(range),
                self.tstr(t)
            );
            return self.error(l, msg);
        }
        Ok(())
    }

    fn create_replace(&mut self, loc: Loc, root: NodeId, mut repl: Vec<NodeId>) -> PResult<NodeId> {
        let rt = self.ty(root);
        if !self.types.is_op(rt) {
            let l = self.ast.loc(root);
            let msg = format!("expected `Op` expression, but got `{}`", self.tstr(rt));
            return self.error(l, msg);
        }
        let to_values = repl.len() > 1;
        for r in repl.iter_mut() {
            let t = self.ty(*r);
            if self.types.is_op(t) {
                if to_values {
                    *r = self.all_results(*r, Types::VALUE_RANGE);
                }
                continue;
            }
            if t != Types::VALUE && t != Types::VALUE_RANGE {
                let l = self.ast.loc(*r);
                let msg = format!(
                    "expected `Op`, `Value` or `ValueRange` expression, but got `{}`",
                    self.tstr(t)
                );
                return self.error(l, msg);
            }
        }
        Ok(self.ast.add(loc, Node::ReplaceStmt { root, repl }))
    }

    // ----- Sema: conversions --------------------------------------------------------------

    /// Converts `expr` to type `to` (implicit conversions), or reports why it cannot.
    /// `note` is attached to a conversion error.
    fn convert_to(
        &mut self,
        expr: &mut NodeId,
        to: Type,
        note: Option<&(Loc, String)>,
    ) -> PResult<()> {
        self.convert_with_notes(expr, to, &mut Vec::new(), note)
    }

    fn conversion_error(
        &mut self,
        expr: NodeId,
        from: Type,
        to: Type,
        notes: &[String],
        extra: Option<&(Loc, String)>,
        tail: Option<&str>,
    ) -> PResult<()> {
        let loc = self.ast.loc(expr);
        let mut d = Diagnostic::error(
            loc,
            format!(
                "unable to convert expression of type `{}` to the expected type of `{}`",
                self.tstr(from),
                self.tstr(to)
            ),
        );
        // Notes of enclosing tuple conversions come first, innermost first, then the caller's.
        for n in notes.iter().rev() {
            d = d.note(loc, n.clone());
        }
        if let Some((l, n)) = extra {
            d = d.note(*l, n.clone());
        }
        if let Some(t) = tail {
            d = d.note(loc, t);
        }
        self.diags.push(d);
        Err(())
    }

    fn convert_with_notes(
        &mut self,
        expr: &mut NodeId,
        to: Type,
        notes: &mut Vec<String>,
        extra: Option<&(Loc, String)>,
    ) -> PResult<()> {
        let from = self.ty(*expr);
        if from == to {
            return Ok(());
        }
        if let TypeKind::Op(_, ods) = self.types.kind(from).clone() {
            if let TypeKind::Op(to_name, _) = self.types.kind(to) {
                if to_name.is_some() {
                    return self.conversion_error(*expr, from, to, notes, extra, None);
                }
                return Ok(());
            }
            if to == Types::VALUE_RANGE {
                *expr = self.all_results(*expr, Types::VALUE_RANGE);
                return Ok(());
            }
            if to == Types::VALUE {
                if let Some(id) = ods {
                    let op = self.ods_op(id);
                    let (oname, oloc) = (op.name.clone(), op.loc);
                    let singles = op
                        .results
                        .iter()
                        .filter(|r| !r.is_variable_length())
                        .count();
                    let empty = op.results.is_empty();
                    if empty || singles > 1 {
                        let msg = if empty {
                            format!(
                                "see the definition of `{oname}`, which was defined with zero results"
                            )
                        } else {
                            format!(
                                "see the definition of `{oname}`, which was defined with at least {singles} results"
                            )
                        };
                        let _ = self.conversion_error(*expr, from, to, notes, extra, None);
                        if let Some(d) = self.diags.last_mut() {
                            d.notes.push(Diagnostic::error(oloc, msg));
                            if let Some(n) = d.notes.last_mut() {
                                n.severity = crate::source::Severity::Note;
                            }
                        }
                        return Err(());
                    }
                }
                *expr = self.all_results(*expr, Types::VALUE);
                return Ok(());
            }
            return self.conversion_error(*expr, from, to, notes, extra, None);
        }
        let is_val = |t: Type| t == Types::VALUE || t == Types::VALUE_RANGE;
        let is_ty = |t: Type| t == Types::TYPE || t == Types::TYPE_RANGE;
        if (is_val(from) && is_val(to)) || (is_ty(from) && is_ty(to)) {
            return Ok(());
        }
        let Some((from_types, _)) = self.tuple_parts(from) else {
            return self.conversion_error(*expr, from, to, notes, extra, None);
        };
        if let Some((to_types, to_names)) = self.tuple_parts(to) {
            if to_types.len() != from_types.len() {
                return self.conversion_error(*expr, from, to, notes, extra, None);
            }
            let loc = self.ast.loc(*expr);
            let mut elems = Vec::new();
            for (i, &et) in from_types.iter().enumerate() {
                let mut m = self.ast.add(
                    loc,
                    Node::MemberAccessExpr {
                        parent: *expr,
                        member: i.to_string(),
                        ty: et,
                    },
                );
                notes.push(format!(
                    "when converting element #{i} of `{}`",
                    self.tstr(from)
                ));
                let r = self.convert_with_notes(&mut m, to_types[i], notes, extra);
                notes.pop();
                r?;
                elems.push(m);
            }
            *expr = self.make_tuple(loc, elems, to_names);
            return Ok(());
        }
        let allowed: [Type; 2] = if to == Types::VALUE_RANGE {
            [Types::VALUE, Types::VALUE_RANGE]
        } else if to == Types::TYPE_RANGE {
            [Types::TYPE, Types::TYPE_RANGE]
        } else {
            return self.conversion_error(*expr, from, to, notes, extra, None);
        };
        if self.ctx != Ctx::Rewrite {
            return self.conversion_error(
                *expr,
                from,
                to,
                notes,
                extra,
                Some(
                    "Tuple to Range conversion is currently only allowed within a rewrite context",
                ),
            );
        }
        if from_types.iter().any(|t| !allowed.contains(t)) {
            return self.conversion_error(*expr, from, to, notes, extra, None);
        }
        let loc = self.ast.loc(*expr);
        let elems = from_types
            .iter()
            .enumerate()
            .map(|(i, &et)| {
                self.ast.add(
                    loc,
                    Node::MemberAccessExpr {
                        parent: *expr,
                        member: i.to_string(),
                        ty: et,
                    },
                )
            })
            .collect();
        *expr = self.ast.add(loc, Node::RangeExpr { elems, ty: to });
        Ok(())
    }
}

fn user_decl(rewrite: bool, c: Callable) -> Node {
    if rewrite {
        Node::UserRewriteDecl(c)
    } else {
        Node::UserConstraintDecl(c)
    }
}

/// A decimal number of at most 64 bits (`None` on overflow or a non-digit).
fn parse_uint(s: &[u8]) -> Option<u64> {
    if s.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &b in s {
        if !b.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
    }
    Some(v)
}

/// The message of one line of rendered TableGen diagnostics (`file:line:col: error: msg` or
/// `error: msg`; notes and source excerpts give none).
fn tablegen_message(line: &str) -> Option<&str> {
    for kind in [": error: ", ": warning: ", ": note: "] {
        if let Some(i) = line.find(kind) {
            return Some(&line[i + kind.len()..]);
        }
    }
    for kind in ["error: ", "warning: ", "note: "] {
        if let Some(rest) = line.strip_prefix(kind) {
            return Some(rest);
        }
    }
    None
}
