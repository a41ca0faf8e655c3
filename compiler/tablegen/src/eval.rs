//! Evaluation of the parsed tree into records, statement by statement, in the order and with
//! the scoping rules of llvm-tblgen.

use rustc_hash::FxHashMap;

use crate::ast::{
    Arg, BodyItem, ClassRef, Expr, ExprKind, LetItem, Piece, RecordBody, Stmt, TemplateArg, Type,
};
use crate::intern::Sym;
use crate::lexer::BangOp;
use crate::record::{
    BinOp, Init, InitData, RecId, RecordKeeper, RecordKind, RecordVal, TernOp, Ty, TyData, UnOp,
    inits, tys,
};
use crate::resolve::{MapResolver, NoResolver};
use crate::source::Pos;

/// A diagnostic.
#[derive(Clone, Debug)]
pub struct Diag {
    /// Where (none for messages without location).
    pub pos: Option<Pos>,
    /// `error`, `warning` or `note`.
    pub kind: &'static str,
    /// The message.
    pub msg: String,
}

/// Evaluation failed (the diagnostics say why).
#[derive(Debug)]
pub struct Failed;

type R<T> = Result<T, Failed>;

/// Template argument values: (name for named arguments, value).
type ArgValues = Vec<(Option<Init>, Init)>;

enum Entry {
    Rec(RecId),
    Loop(Box<Loop>),
    Assert(Pos, Init, Init),
    Dump(Pos, Init),
}

struct Loop {
    /// The iteration variable (a `Var` value); none for `if` bodies.
    var: Option<Init>,
    list: Init,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

enum ScopeKind {
    Local,
    Record(RecId),
    Loop(Option<Init>),
    MultiClass(RecId),
}

struct Scope {
    kind: ScopeKind,
    vars: FxHashMap<Sym, Init>,
}

struct LetEntry {
    pos: Pos,
    name: Init,
    bits: Vec<u32>,
    value: Init,
}

/// The evaluator: walks statements and fills the [`RecordKeeper`].
pub struct Eval<'k> {
    /// The records.
    pub kp: &'k mut RecordKeeper,
    /// Diagnostics so far.
    pub diags: Vec<Diag>,
    /// Number of errors reported.
    pub errors: usize,
    /// Current resolution depth.
    pub depth: u32,
    /// A depth error was reported.
    pub depth_error: bool,
    /// A fatal error happened (evaluation stops).
    pub fatal: bool,
    scopes: Vec<Scope>,
    lets: Vec<Vec<LetEntry>>,
    loops: Vec<Loop>,
    multiclasses: FxHashMap<String, MultiClass>,
    cur_mc: Option<String>,
    defsets: Vec<(Ty, Vec<Init>)>,
    aliases: FxHashMap<Sym, Ty>,
    stmt_depth: u32,
    used_targs: rustc_hash::FxHashSet<Init>,
    undefined: bool,
    /// Where the last undefined name ended.
    undefined_end: Option<Pos>,
    qualified: FxHashMap<(RecId, Sym), Init>,
    /// The source files, to find where the next token starts after an error.
    pub sources: Option<&'k crate::source::SourceMap>,
    /// Which warnings to give.
    pub warnings: crate::Warnings,
}

/// The position of the first token of an expression.
fn expr_start(e: &Expr) -> Pos {
    let mut e = e;
    loop {
        match &e.kind {
            ExprKind::Paste(l, _)
            | ExprKind::BitSlice(l, _)
            | ExprKind::ListSlice(l, _, _)
            | ExprKind::Field(l, _) => e = l,
            _ => return e.pos,
        }
    }
}

fn piece_pos(p: &Piece) -> Pos {
    match p {
        Piece::One(e) => e.pos,
        Piece::Range(e, _) => e.pos,
    }
}

impl<'k> Eval<'k> {
    /// A new evaluator over `kp`.
    pub fn new(kp: &'k mut RecordKeeper) -> Self {
        Eval {
            kp,
            diags: Vec::new(),
            errors: 0,
            depth: 0,
            depth_error: false,
            fatal: false,
            scopes: vec![Scope {
                kind: ScopeKind::Local,
                vars: FxHashMap::default(),
            }],
            lets: Vec::new(),
            loops: Vec::new(),
            multiclasses: FxHashMap::default(),
            cur_mc: None,
            defsets: Vec::new(),
            aliases: FxHashMap::default(),
            stmt_depth: 0,
            used_targs: Default::default(),
            undefined: false,
            undefined_end: None,
            qualified: FxHashMap::default(),
            sources: None,
            warnings: crate::Warnings::default(),
        }
    }

    /// Reports an error and continues.
    pub fn error(&mut self, pos: Option<Pos>, msg: String) {
        self.errors += 1;
        self.diags.push(Diag {
            pos,
            kind: "error",
            msg,
        });
    }

    /// Reports a note.
    pub fn note(&mut self, pos: Option<Pos>, msg: String) {
        self.diags.push(Diag {
            pos,
            kind: "note",
            msg,
        });
    }

    /// Reports a fatal error: evaluation stops at the next statement.
    pub fn fatal_at(&mut self, pos: Option<Pos>, msg: String) {
        if self.fatal {
            return;
        }
        self.error(pos, msg);
        self.fatal = true;
    }

    /// Reports an error at record `rec` as llvm-tblgen does at a record's locations: at its
    /// first location, with an "instantiated from multiclass" note for each `defm` that made it.
    pub fn error_rec(&mut self, rec: Option<RecId>, msg: String) {
        let Some(r) = rec else {
            return self.error(None, msg);
        };
        let locs = self.kp.rec(r).locs.clone();
        self.error(locs.first().copied(), msg);
        for l in locs.iter().skip(1) {
            self.note(Some(*l), "instantiated from multiclass".into());
        }
    }

    /// [`Eval::error_rec`], stopping evaluation as [`Eval::fatal_at`] does.
    pub fn fatal_rec(&mut self, rec: Option<RecId>, msg: String) {
        if self.fatal {
            return;
        }
        self.error_rec(rec, msg);
        self.fatal = true;
    }

    fn err<T>(&mut self, pos: Pos, msg: impl Into<String>) -> R<T> {
        self.error(Some(pos), msg.into());
        Err(Failed)
    }

    fn s(&self, sym: Sym) -> &str {
        self.kp.interner.get(sym)
    }

    fn str_of(&mut self, sym: Sym) -> Init {
        self.kp.sym_init(sym)
    }

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: FxHashMap::default(),
        });
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// Evaluates a whole file.
    pub fn run(&mut self, stmts: &[Stmt]) -> R<()> {
        for s in stmts {
            self.stmt(s)?;
            if self.fatal {
                return Err(Failed);
            }
        }
        Ok(())
    }

    // ----- Types -----

    fn ty(&mut self, t: &Type) -> R<Ty> {
        Ok(match t {
            Type::Bit => tys::BIT,
            Type::Bits(n) => self.kp.bits_ty(*n as u32),
            Type::Int => tys::INT,
            Type::String | Type::Code => tys::STRING,
            Type::Dag => tys::DAG,
            Type::List(e) => {
                let e = self.ty(e)?;
                self.kp.list_ty(e)
            }
            Type::Named(n, p) => {
                if let Some(&a) = self.aliases.get(n) {
                    return Ok(a);
                }
                match self.kp.class_named(*n) {
                    Some(c) => self.kp.ty(TyData::Record(vec![c].into())),
                    None => {
                        let name = self.s(*n).to_string();
                        return self.err(*p, format!("Couldn't find class '{name}'"));
                    }
                }
            }
        })
    }

    /// A type before a declared name: an unknown class is also reported at the name.
    fn ty_or_unknown(&mut self, t: &Type, name_pos: Pos) -> R<Ty> {
        let r = self.ty(t);
        if r.is_err() && matches!(t, Type::Named(..)) {
            self.error(Some(name_pos), "unknown class name".into());
        }
        r
    }

    // ----- Statements -----

    fn stmts(&mut self, stmts: &[Stmt]) -> R<()> {
        for s in stmts {
            self.stmt(s)?;
            if self.fatal {
                return Err(Failed);
            }
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        self.stmt_depth += 1;
        let r = if self.stmt_depth > self.kp.limits.statements {
            let p = match s {
                Stmt::Def { pos, .. } | Stmt::Class { pos, .. } => *pos,
                _ => 0,
            };
            self.err(p, "statements nested too deeply")
        } else {
            self.stmt_inner(s)
        };
        self.stmt_depth -= 1;
        r
    }

    fn stmt_inner(&mut self, s: &Stmt) -> R<()> {
        match s {
            Stmt::Class {
                pos,
                name,
                targs,
                body,
            } => self.class_stmt(*pos, *name, targs.as_deref(), body),
            Stmt::Def { pos, name, body } => self.def_stmt(*pos, name.as_ref(), body),
            Stmt::Defm { pos, name, parents } => self.defm_stmt(*pos, name.as_ref(), parents),
            Stmt::Defset(pos, ty, name, body) => self.defset_stmt(*pos, ty, *name, body),
            Stmt::Deftype(pos, name, ty) => {
                if self.kp.classes.contains_key(self.s(*name)) || self.aliases.contains_key(name) {
                    return self.err(
                        *pos,
                        format!("type of this name '{}' already exists", self.s(*name)),
                    );
                }
                let t = self.ty(ty)?;
                self.aliases.insert(*name, t);
                Ok(())
            }
            Stmt::Defvar(pos, name, value) => self.defvar(*pos, *name, value, None),
            Stmt::Foreach(pos, var, iter, body) => self.foreach_stmt(*pos, *var, iter, body),
            Stmt::If(pos, cond, then, els) => self.if_stmt(*pos, cond, then, els.as_deref()),
            Stmt::Let(items, body) => {
                if items.is_empty() {
                    self.push_scope(ScopeKind::Local);
                    let r = self.stmts(body);
                    self.pop_scope();
                    return r;
                }
                let mut entries = Vec::new();
                for it in items {
                    if it.bits.is_some() {
                        let p = it.pos + self.s(it.name).len() as Pos;
                        return self.err(p, "expected '=' in let expression");
                    }
                    let bits = Vec::new();
                    let value = self.expr(&it.value, None, None, false)?;
                    let name = self.str_of(it.name);
                    entries.push(LetEntry {
                        pos: it.pos,
                        name,
                        bits,
                        value,
                    });
                }
                self.lets.push(entries);
                self.push_scope(ScopeKind::Local);
                let r = self.stmts(body);
                self.pop_scope();
                self.lets.pop();
                r
            }
            Stmt::MultiClass {
                pos,
                name,
                targs,
                parents,
                body,
            } => self.multiclass_stmt(*pos, *name, targs.as_deref(), parents, body),
            Stmt::Assert(_pos, c_e, m) => {
                let cur = self.cur_mc.as_ref().map(|m| self.multiclasses[m].rec);
                let c = self.expr(c_e, cur, None, false)?;
                let m = self.expr(m, cur, None, false)?;
                self.add_entry(Entry::Assert(expr_start(c_e), c, m))
            }
            Stmt::Dump(pos, m) => {
                let cur = self.cur_mc.as_ref().map(|m| self.multiclasses[m].rec);
                let m = self.expr(m, cur, None, false)?;
                self.add_entry(Entry::Dump(*pos, m))
            }
        }
    }

    fn defvar(&mut self, pos: Pos, name: Sym, value: &Expr, cur: Option<RecId>) -> R<()> {
        let n = self.s(name).to_string();
        if self.scopes.last().unwrap().vars.contains_key(&name) {
            return self.err(pos, "local variable of this name already exists");
        }
        if let Some(c) = cur {
            let ni = self.str_of(name);
            if let Some(v) = self.kp.rec(c).field(ni)
                && !v.template_arg
            {
                return self.err(pos, "field of this name already exists");
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && (self.kp.defs.contains_key(&n) || self.kp.globals.contains_key(&n)) {
            return self.err(pos, "def or global variable of this name already exists");
        }
        let v = self.expr(value, cur, None, false)?;
        if outermost {
            self.kp.globals.insert(n, v);
        } else {
            self.scopes.last_mut().unwrap().vars.insert(name, v);
        }
        Ok(())
    }

    fn class_stmt(
        &mut self,
        pos: Pos,
        name: Sym,
        targs: Option<&[TemplateArg]>,
        body: &RecordBody,
    ) -> R<()> {
        let n = self.s(name).to_string();
        let rec = if let Some(&c) = self.kp.classes.get(&n) {
            let r = self.kp.rec(c);
            if !r.values.is_empty() || !r.supers.is_empty() || !r.template_args.is_empty() {
                return self.err(pos, format!("Class '{n}' already defined"));
            }
            let r = self.kp.rec_mut(c);
            let decl = std::mem::replace(&mut r.locs, vec![pos]);
            r.forward_decls.extend(decl);
            c
        } else {
            let ni = self.str_of(name);
            let c = self.kp.new_record(ni, RecordKind::Class, pos);
            self.kp.add_class(n, c);
            c
        };
        self.push_scope(ScopeKind::Record(rec));
        let r = (|| {
            if let Some(t) = targs {
                self.template_args(rec, t)?;
            }
            self.object_body(rec, body)
        })();
        self.pop_scope();
        r?;
        self.warn_unused_targs(rec);
        Ok(())
    }

    fn warn_unused_targs(&mut self, rec: RecId) {
        if !self.warnings.unused_template_args {
            return;
        }
        let targs = self.kp.rec(rec).template_args.clone();
        for ta in targs {
            if !self.used_targs.contains(&ta) {
                let loc = self.kp.rec(rec).field(ta).unwrap().loc;
                let msg = format!("unused template argument: {}", self.kp.unquoted(ta));
                self.diags.push(Diag {
                    pos: Some(loc),
                    kind: "warning",
                    msg,
                });
            }
        }
    }

    fn qualify(&mut self, rec: RecId, name: &str) -> Init {
        let rn = self.kp.rec_name(rec);
        let sep = if self.kp.rec(rec).kind == RecordKind::MultiClass {
            "::"
        } else {
            ":"
        };
        self.kp.str_init(&format!("{rn}{sep}{name}"))
    }

    fn template_args(&mut self, rec: RecId, targs: &[TemplateArg]) -> R<()> {
        for ta in targs {
            let ty = self.ty_or_unknown(&ta.ty, ta.pos)?;
            let q = self.qualify_sym(rec, ta.name);
            if self.kp.rec(rec).field(q).is_some() {
                return self.err(
                    ta.pos,
                    "template argument with the same name has already been defined".to_string(),
                );
            }
            self.kp.rec_mut(rec).template_args.push(q);
            let unset = self.unset_for(ty);
            self.kp.rec_mut(rec).values.push(RecordVal {
                name: q,
                ty,
                value: unset,
                nonconcrete_ok: false,
                template_arg: true,
                loc: ta.pos,
            });
            if let Some(d) = &ta.default {
                let v = self.expr(d, Some(rec), Some(ty), false)?;
                self.set_value(rec, expr_start(d), q, &[], v, false)?;
            }
        }
        Ok(())
    }

    fn object_body(&mut self, rec: RecId, body: &RecordBody) -> R<()> {
        self.push_scope(ScopeKind::Record(rec));
        let r = (|| {
            for p in &body.parents {
                let (sc, args) = self.subclass_ref(p, Some(rec), false)?;
                self.add_subclass(rec, sc, &args, p.pos)?;
            }
            self.apply_lets(rec)?;
            if let Some(items) = &body.items {
                for it in items {
                    self.body_item(rec, it)?;
                    if self.fatal {
                        return Err(Failed);
                    }
                }
            }
            Ok(())
        })();
        self.pop_scope();
        r
    }

    fn apply_lets(&mut self, rec: RecId) -> R<()> {
        let mut all = Vec::new();
        for l in &self.lets {
            for e in l {
                all.push((e.pos, e.name, e.bits.clone(), e.value));
            }
        }
        for (pos, name, bits, value) in all {
            self.set_value(rec, pos, name, &bits, value, true)?;
        }
        Ok(())
    }

    fn body_item(&mut self, rec: RecId, it: &BodyItem) -> R<()> {
        match it {
            BodyItem::Field {
                pos,
                field_kw,
                ty,
                name,
                value,
            } => {
                let t = self.ty_or_unknown(ty, *pos)?;
                let ni = self.str_of(*name);
                if let Some(idx) = self.kp.rec(rec).field_index(ni) {
                    // A redeclared field is only a new value: it keeps its first location.
                    if !self.set_field_value(rec, idx, inits::UNSET) {
                        let old = self.kp.rec(rec).values[idx].ty;
                        return self.err(
                            *pos,
                            format!(
                                "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                                self.s(*name),
                                self.kp.ty_str(t),
                                self.kp.ty_str(old)
                            ),
                        );
                    }
                } else {
                    let unset = self.unset_for(t);
                    self.kp.rec_mut(rec).values.push(RecordVal {
                        name: ni,
                        ty: t,
                        value: unset,
                        nonconcrete_ok: *field_kw,
                        template_arg: false,
                        loc: *pos,
                    });
                }
                if let Some(v) = value {
                    // As llvm-tblgen, an undefined name as the whole initializer is reported
                    // and the body goes on.
                    self.undefined_end = None;
                    let vi = match self.expr(v, Some(rec), Some(t), false) {
                        Ok(vi) => vi,
                        Err(Failed) if matches!(v.kind, ExprKind::Id(_)) && !self.fatal => {
                            return Ok(());
                        }
                        Err(Failed) => {
                            // llvm-tblgen stops parsing the value right after the undefined
                            // name and then misses the `;`.
                            if let (Some(end), Some(src)) =
                                (self.undefined_end.take(), self.sources)
                            {
                                let p = src.next_token_pos(end);
                                self.error(Some(p), "expected ';' after declaration".into());
                            }
                            return Err(Failed);
                        }
                    };
                    let _ = self.set_value(rec, expr_start(v), ni, &[], vi, false);
                }
                Ok(())
            }
            BodyItem::Let(l) => self.body_let(rec, l),
            BodyItem::Defvar(pos, name, value) => self.defvar(*pos, *name, value, Some(rec)),
            BodyItem::Assert(pos, c_e, m) => {
                let c = self.expr(c_e, Some(rec), None, false)?;
                let m = self.expr(m, Some(rec), None, false)?;
                let _ = pos;
                self.kp
                    .rec_mut(rec)
                    .assertions
                    .push((expr_start(c_e), c, m));
                Ok(())
            }
            BodyItem::Dump(pos, m) => {
                let m = self.expr(m, Some(rec), None, false)?;
                self.kp.rec_mut(rec).dumps.push((*pos, m));
                Ok(())
            }
        }
    }

    fn body_let(&mut self, rec: RecId, l: &LetItem) -> R<()> {
        let mut bits = match &l.bits {
            Some(b) => self.range_list(b)?,
            None => Vec::new(),
        };
        bits.reverse();
        let ni = self.str_of(l.name);
        let Some(f) = self.kp.rec(rec).field(ni) else {
            return self.err(l.pos, format!("Value '{}' unknown!", self.s(l.name)));
        };
        let mut t = f.ty;
        if !bits.is_empty() && matches!(self.kp.ty_data(t), TyData::Bits(_)) {
            t = self.kp.bits_ty(bits.len() as u32);
        }
        let v = self.expr(&l.value, Some(rec), Some(t), false)?;
        self.set_value(rec, l.pos, ni, &bits, v, true)
    }

    /// `SetValue`: assigns a field (or some of its bits), with llvm-tblgen's checks.
    fn set_value(
        &mut self,
        rec: RecId,
        pos: Pos,
        name: Init,
        bits: &[u32],
        v: Init,
        override_loc: bool,
    ) -> R<()> {
        let Some(idx) = self.kp.rec(rec).field_index(name) else {
            return self.err(pos, format!("Value '{}' unknown!", self.kp.unquoted(name)));
        };
        if let InitData::Var(n, _) = self.kp.data(v)
            && *n == name
        {
            return self.err(pos, "Recursion / self-assignment forbidden");
        }
        let mut v = v;
        if !bits.is_empty() {
            let cur = self.kp.rec(rec).values[idx].value;
            let InitData::Bits(cb) = self.kp.data(cur).clone() else {
                return self.err(
                    pos,
                    format!("Value '{}' is not a bits type", self.kp.unquoted(name)),
                );
            };
            let bt = self.kp.bits_ty(bits.len() as u32);
            let Some(bi) = self.cast_to(v, bt) else {
                return self.err(pos, "Initializer is not compatible with bit range");
            };
            let mut nb: Vec<Option<Init>> = vec![None; cb.len()];
            for (k, &b) in bits.iter().enumerate() {
                if b as usize >= nb.len() {
                    return self.err(pos, "Invalid bit range for value");
                }
                if nb[b as usize].is_some() {
                    return self.err(
                        pos,
                        format!(
                            "Cannot set bit #{} of value '{}' more than once",
                            b,
                            self.kp.unquoted(name)
                        ),
                    );
                }
                nb[b as usize] = Some(self.get_bit(bi, k as u32));
            }
            let out: Vec<Init> = nb
                .iter()
                .enumerate()
                .map(|(k, x)| x.unwrap_or(cb[k]))
                .collect();
            v = self.kp.init(InitData::Bits(out.into()));
        }
        if !self.set_field_value(rec, idx, v) {
            let fty = self.kp.rec(rec).values[idx].ty;
            let init_type = match self.kp.data(v).clone() {
                InitData::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                InitData::Unset => String::new(),
                _ => match self.kp.type_of(v) {
                    Some(t) => format!("' of type '{}", self.kp.ty_str(t)),
                    None => String::new(),
                },
            };
            let msg = format!(
                "Field '{}' of type '{}' is incompatible with value '{}{}'",
                self.kp.unquoted(name),
                self.kp.ty_str(fty),
                self.kp.to_str(v),
                init_type
            );
            self.error(Some(pos), msg);
            return Ok(());
        }
        if override_loc {
            self.kp.rec_mut(rec).values[idx].loc = pos;
        }
        Ok(())
    }

    /// Parses a parent reference: the class and its checked arguments.
    fn subclass_ref(
        &mut self,
        p: &ClassRef,
        cur: Option<RecId>,
        multiclass: bool,
    ) -> R<(RecId, ArgValues)> {
        let sc = if multiclass {
            let name = self.s(p.name).to_string();
            match self.multiclasses.get(&name) {
                Some(m) => m.rec,
                None => return self.err(p.pos, format!("Couldn't find multiclass '{name}'")),
            }
        } else {
            match self.kp.class_named(p.name) {
                Some(c) => c,
                None => {
                    let name = self.s(p.name).to_string();
                    return self.err(p.pos, format!("Couldn't find class '{name}'"));
                }
            }
        };
        let args = self.arg_values(&p.args, cur, sc, p.pos)?;
        Ok((sc, args))
    }

    /// Evaluates template argument values against the parameters of `sc`.
    fn arg_values(
        &mut self,
        args: &[Arg],
        cur: Option<RecId>,
        sc: RecId,
        pos: Pos,
    ) -> R<Vec<(Option<Init>, Init)>> {
        let targs = self.kp.rec(sc).template_args.clone();
        let mut out = Vec::new();
        let mut seen_named = false;
        for (k, a) in args.iter().enumerate() {
            match a {
                Arg::Pos(e) => {
                    if seen_named {
                        return self.err(
                            e.pos,
                            "Positional argument should be put before named argument",
                        );
                    }
                    if k >= targs.len() {
                        return self.err(
                            e.pos,
                            format!("Too many template arguments: {}", args.len()),
                        );
                    }
                    let ty = self.kp.rec(sc).field(targs[k]).unwrap().ty;
                    let v = self.expr(e, cur, Some(ty), false)?;
                    out.push((None, v, ty, e.pos, targs[k]));
                }
                Arg::Named(n, e) => {
                    seen_named = true;
                    let nm = match &n.kind {
                        ExprKind::Id(s) | ExprKind::Str(s) => *s,
                        _ => {
                            return self.err(
                                n.pos,
                                "The name of named argument should be a valid identifier",
                            );
                        }
                    };
                    let q = self.qualify_sym(sc, nm);
                    let Some(f) = self.kp.rec(sc).field(q) else {
                        return self.err(
                            n.pos,
                            format!("Argument {} doesn't exist", self.kp.unquoted(q)),
                        );
                    };
                    if !f.template_arg {
                        return self.err(
                            n.pos,
                            format!("Argument {} doesn't exist", self.kp.unquoted(q)),
                        );
                    }
                    let ty = f.ty;
                    let v = self.expr(e, cur, Some(ty), false)?;
                    out.push((Some(q), v, ty, e.pos, q));
                }
            }
        }
        let mut res = Vec::new();
        let mut given = Vec::new();
        // Every argument of the wrong type is reported, each at its own value, before failing.
        let mut bad = false;
        for (n, v, ty, vpos, key) in out {
            let v = if self.kp.type_of(v).is_some() {
                match self.cast_to(v, ty) {
                    Some(c) => c,
                    None => {
                        let vt = self.kp.type_of(v).unwrap();
                        let msg = format!(
                            "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                            self.kp.unquoted(key),
                            self.kp.ty_str(vt),
                            self.kp.ty_str(ty),
                            self.kp.to_str(v)
                        );
                        self.error(Some(vpos), msg);
                        bad = true;
                        continue;
                    }
                }
            } else {
                v
            };
            if given.contains(&key) {
                return self.err(
                    pos,
                    format!(
                        "We can only specify the template argument '{}' once",
                        self.kp.unquoted(key)
                    ),
                );
            }
            given.push(key);
            res.push((n, v));
        }
        if bad {
            return Err(Failed);
        }
        for ta in &targs {
            if given.contains(ta) {
                continue;
            }
            let d = self.kp.rec(sc).field(*ta).unwrap().value;
            if !self.kp.is_complete(d) {
                let name = self.kp.unquoted(*ta);
                self.error(
                    Some(pos),
                    format!("value not specified for template argument '{name}'"),
                );
                let floc = self.kp.rec(sc).field(*ta).unwrap().loc;
                let rn = self.kp.rec_name(sc);
                self.note(Some(floc), format!("declared in '{rn}'"));
                return Err(Failed);
            }
        }
        Ok(res)
    }

    /// Copies the fields of class `sc` into `rec`: a field `rec` already has gets the class's
    /// value (converted to its type), the others are appended.
    fn copy_fields(&mut self, rec: RecId, sc: RecId, pos: Pos) -> R<()> {
        let nvals = self.kp.rec(sc).values.len();
        // Field positions of `rec` by name, when a linear search per field would be slow.
        let index: Option<FxHashMap<Init, usize>> = {
            let vals = &self.kp.rec(rec).values;
            (vals.len() > 8).then(|| vals.iter().enumerate().map(|(k, v)| (v.name, k)).collect())
        };
        self.kp.rec_mut(rec).values.reserve(nvals);
        for k in 0..nvals {
            let f = self.kp.rec(sc).values[k];
            if f.template_arg {
                continue;
            }
            let found = match &index {
                Some(m) => m.get(&f.name).copied(),
                None => self.kp.rec(rec).field_index(f.name),
            };
            if let Some(idx) = found {
                if !self.set_field_value(rec, idx, f.value) {
                    let old = self.kp.rec(rec).values[idx].ty;
                    return self.err(
                        pos,
                        format!(
                            "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                            self.kp.unquoted(f.name),
                            self.kp.ty_str(f.ty),
                            self.kp.ty_str(old)
                        ),
                    );
                }
            } else {
                self.kp.rec_mut(rec).values.push(f);
            }
        }
        Ok(())
    }

    /// `AddSubClass`: copies the fields of `sc` into `rec` and binds the arguments.
    fn add_subclass(
        &mut self,
        rec: RecId,
        sc: RecId,
        args: &[(Option<Init>, Init)],
        pos: Pos,
    ) -> R<()> {
        let mut mr = MapResolver::new(Some(rec));
        let nvals = self.kp.rec(sc).values.len();
        if self.kp.rec(rec).values.is_empty() && rec != sc {
            // The first parent: its fields are copied as they are.
            let (dst, src) = if rec.0 > sc.0 {
                let (l, r) = self.kp.records.split_at_mut(rec.0 as usize);
                (&mut r[0], &l[sc.0 as usize])
            } else {
                let (l, r) = self.kp.records.split_at_mut(sc.0 as usize);
                (&mut l[rec.0 as usize], &r[0])
            };
            dst.values.reserve(nvals);
            dst.values
                .extend(src.values.iter().filter(|f| !f.template_arg).copied());
        } else {
            self.copy_fields(rec, sc, pos)?;
        }
        let scr_targs = self.kp.rec(sc).template_args.clone();
        let scr_supers = self.kp.rec(sc).supers.clone();
        // Bind the template arguments.
        let mut given = Vec::new();
        for (k, (n, v)) in args.iter().enumerate() {
            let key = n.unwrap_or(scr_targs[k]);
            mr.set(key, *v);
            given.push(key);
        }
        for ta in &scr_targs {
            if !given.contains(ta) {
                let d = self.kp.rec(sc).field(*ta).unwrap().value;
                mr.set(*ta, d);
            }
        }
        if !self.kp.rec(sc).assertions.is_empty() || !self.kp.rec(sc).dumps.is_empty() {
            let (a, d) = (
                self.kp.rec(sc).assertions.clone(),
                self.kp.rec(sc).dumps.clone(),
            );
            let r = self.kp.rec_mut(rec);
            r.assertions.extend(a);
            r.dumps.extend(d);
        }
        let name = if self.kp.rec(rec).is_class() {
            let q = self.qualify_name(rec);
            self.kp.init(InitData::Var(q, tys::STRING))
        } else {
            self.kp.rec(rec).name
        };
        let scn = self.qualify_name(sc);
        mr.set(scn, name);
        self.resolve_record(rec, &mut mr, None);
        // The superclasses of `sc` are distinct: only those `rec` had before can clash (a
        // check against the growing list would make long inheritance chains cubic).
        let had = self.kp.rec(rec).supers.len();
        for (s, p) in &scr_supers {
            if self.kp.rec(rec).supers[..had].iter().any(|x| x.0 == *s) {
                let msg = format!("Already subclass of '{}'!\n", self.kp.rec_name(*s));
                return self.err(pos, msg);
            }
            self.kp.rec_mut(rec).supers.push((*s, *p));
        }
        if self.kp.has_super(rec, sc) {
            let msg = format!("Already subclass of '{}'!\n", self.kp.rec_name(sc));
            return self.err(pos, msg);
        }
        self.kp.rec_mut(rec).supers.push((sc, pos));
        self.kp.rec_mut(rec).direct_supers.push(sc);
        Ok(())
    }

    fn def_stmt(&mut self, pos: Pos, name: Option<&Expr>, body: &RecordBody) -> R<()> {
        let n = match name {
            Some(e) => Some(self.object_name(e)?),
            None => None,
        };
        let rec = match n {
            None => {
                let an = self.kp.new_anon_name();
                self.kp.new_record(an, RecordKind::AnonymousDef, pos)
            }
            Some(n) => self.kp.new_record(n, RecordKind::Def, pos),
        };
        self.object_body(rec, body)?;
        self.add_entry(Entry::Rec(rec))
    }

    /// Evaluates a def/defm name in name mode, prefixing `NAME` inside multiclasses.
    fn object_name(&mut self, e: &Expr) -> R<Init> {
        let cur = self.cur_mc.as_ref().map(|m| self.multiclasses[m].rec);
        let v = self.expr(e, cur, Some(tys::STRING), true)?;
        let v = match self.kp.type_of(v) {
            Some(t) if t != tys::STRING => match self.cast_to(v, tys::STRING) {
                Some(c) => c,
                None => {
                    return self.err(
                        e.pos,
                        format!("can't cast '{}' to string", self.kp.to_str(v)),
                    );
                }
            },
            _ => v,
        };
        if let Some(mc) = cur {
            let q = self.qualify(mc, "NAME");
            if !self.references(v, q) {
                let var = self.kp.init(InitData::Var(q, tys::STRING));
                return Ok(self.bin(BinOp::StrConcat, var, v, tys::STRING, None));
            }
        }
        Ok(v)
    }

    fn add_entry(&mut self, e: Entry) -> R<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = e {
            let final_ = self.cur_mc.is_none();
            let mut dest = Vec::new();
            let in_mc = self.cur_mc.is_some();
            self.resolve_loop(
                &l,
                &[],
                final_,
                if in_mc { Some(&mut dest) } else { None },
                None,
            )?;
            if let Some(m) = self.cur_mc.clone() {
                self.multiclasses.get_mut(&m).unwrap().entries.extend(dest);
            }
            return Ok(());
        }
        if let Some(m) = self.cur_mc.clone() {
            self.multiclasses.get_mut(&m).unwrap().entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(p, c, m) => {
                self.check_assert(p, c, m);
                Ok(())
            }
            Entry::Dump(p, m) => {
                self.dump_message(p, m);
                Ok(())
            }
            Entry::Rec(r) => self.add_def(r),
            Entry::Loop(_) => Ok(()),
        }
    }

    fn check_assert(&mut self, pos: Pos, c: Init, m: Init) -> bool {
        let c = self.resolve(c, &mut NoResolver(None, true));
        match self.convert(c, tys::BIT).map(|b| self.kp.data(b).clone()) {
            Some(InitData::Bit(true)) => true,
            Some(InitData::Bit(false)) => {
                let msg = match self.kp.as_str(m) {
                    Some(s) => s.to_string(),
                    None => "(assert message is not a string)".to_string(),
                };
                self.error(Some(pos), format!("assertion failed: {msg}"));
                false
            }
            _ => {
                self.error(
                    Some(pos),
                    "assert condition must of type bit, bits, or int.".into(),
                );
                false
            }
        }
    }

    fn dump_message(&mut self, pos: Pos, m: Init) {
        let s = match self.kp.as_str(m) {
            Some(s) => s.to_string(),
            None => self.kp.to_str(m),
        };
        self.diags.push(Diag {
            pos: Some(pos),
            kind: "note",
            msg: s,
        });
    }

    /// Checks the assertions of a finished record.
    pub fn check_assertions(&mut self, rec: RecId) {
        let asserts = self.kp.rec(rec).assertions.clone();
        for (p, c, m) in asserts {
            let mut rr = crate::resolve::RecordResolver::new(rec, None, true);
            let c = self.resolve(c, &mut rr);
            let m = self.resolve(m, &mut rr);
            if !self.check_assert(p, c, m) {
                let loc = self.kp.rec(rec).locs[0];
                self.error(Some(loc), "assertion failed in this record".into());
            }
        }
    }

    /// Emits the dumps of a finished record.
    pub fn emit_dumps(&mut self, rec: RecId) {
        let dumps = self.kp.rec(rec).dumps.clone();
        for (p, m) in dumps {
            let mut rr = crate::resolve::RecordResolver::new(rec, None, true);
            let m = self.resolve(m, &mut rr);
            self.dump_message(p, m);
        }
    }

    /// `addDefOne`: finishes a def and adds it to the keeper.
    fn add_def(&mut self, rec: RecId) -> R<()> {
        let sym = self.kp.rec_name_sym(rec);
        let mut new_name = None;
        if let Some(prev) = self.kp.def_named(sym) {
            if self.kp.rec(rec).kind != RecordKind::AnonymousDef {
                let name = self.kp.interner.get(sym).to_string();
                self.error_rec(Some(rec), format!("def already exists: {name}"));
                let prev_locs = self.kp.rec(prev).locs.clone();
                self.note(
                    prev_locs.first().copied(),
                    "location of previous definition".into(),
                );
                for l in prev_locs.iter().skip(1) {
                    self.note(Some(*l), "instantiated from multiclass".into());
                }
                return Err(Failed);
            }
            new_name = Some(self.kp.new_anon_name());
        }
        self.resolve_record_self(rec, new_name);
        if let Some(n) = new_name {
            // An anonymous def instantiated again (from a multiclass) takes the fresh name.
            self.kp.rec_mut(rec).name = n;
        }
        if self.fatal {
            return Err(Failed);
        }
        // Concreteness.
        for k in 0..self.kp.rec(rec).values.len() {
            let v = self.kp.rec(rec).values[k];
            if v.nonconcrete_ok {
                continue;
            }
            if !self.kp.is_concrete(v.value) {
                let msg = format!(
                    "Initializer of '{}' in '{}' could not be fully resolved: {}",
                    self.kp.unquoted(v.name),
                    self.kp.rec_name(rec),
                    self.kp.to_str(v.value)
                );
                self.error_rec(Some(rec), msg);
            }
        }
        let nm = self.kp.rec(rec).name;
        if !matches!(self.kp.data(nm), InitData::Str(..) | InitData::AnonName(_)) {
            let msg = format!(
                "record name '{}' could not be fully resolved",
                self.kp.to_str(nm)
            );
            self.error_rec(Some(rec), msg);
            return Err(Failed);
        }
        self.check_assertions(rec);
        self.emit_dumps(rec);
        let d = self.kp.init(InitData::Def(rec));
        for (ty, elems) in self.defsets.iter_mut() {
            let _ = ty;
            elems.push(d);
        }
        let sym = self.kp.rec_name_sym(rec);
        if self.kp.def_named(sym).is_some() {
            let name = self.kp.interner.get(sym).to_string();
            self.error_rec(Some(rec), format!("def already exists: {name}"));
            return Err(Failed);
        }
        self.kp.add_def_sym(sym, rec);
        Ok(())
    }

    fn foreach_stmt(&mut self, _pos: Pos, var: Sym, iter: &Piece, body: &[Stmt]) -> R<()> {
        let (list, elem_ty) = self.foreach_list(iter)?;
        let vn = self.str_of(var);
        let iv = self.kp.init(InitData::Var(vn, elem_ty));
        self.loops.push(Loop {
            var: Some(iv),
            list,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Loop(Some(iv)));
        let r = self.stmts(body);
        self.pop_scope();
        let l = self.loops.pop().unwrap();
        r?;
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    fn foreach_list(&mut self, iter: &Piece) -> R<(Init, Ty)> {
        let cur = self.cur_mc.as_ref().map(|m| self.multiclasses[m].rec);
        match iter {
            Piece::One(e) => {
                if let ExprKind::Bits(pieces) = &e.kind {
                    let v = self.range_list(pieces)?;
                    let items: Vec<Init> = v.iter().map(|&x| self.kp.int_init(x as i64)).collect();
                    return Ok((
                        self.kp.init(InitData::List(items.into(), tys::INT)),
                        tys::INT,
                    ));
                }
                let v = self.expr(e, cur, None, false)?;
                let t = self.kp.type_of(v);
                match t.map(|t| self.kp.ty_data(t).clone()) {
                    Some(TyData::List(et)) => Ok((v, et)),
                    Some(_) => {
                        let Some(k) = self.kp.as_int(v) else {
                            return self.err(e.pos, "expected integer or bitrange");
                        };
                        if k < 0 {
                            return self.err(e.pos, "invalid range, cannot be negative");
                        }
                        let l = vec![self.kp.int_init(k)];
                        Ok((self.kp.init(InitData::List(l.into(), tys::INT)), tys::INT))
                    }
                    None => self.err(
                        e.pos,
                        format!("expected a list, got '{}'", self.kp.to_str(v)),
                    ),
                }
            }
            Piece::Range(..) => {
                let v = self.range_list(std::slice::from_ref(iter))?;
                let items: Vec<Init> = v.iter().map(|&x| self.kp.int_init(x as i64)).collect();
                Ok((
                    self.kp.init(InitData::List(items.into(), tys::INT)),
                    tys::INT,
                ))
            }
        }
    }

    /// Resolves a loop with the given substitutions, adding (or collecting) the records.
    fn resolve_loop(
        &mut self,
        l: &Loop,
        substs: &[(Init, Init)],
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Pos>,
    ) -> R<()> {
        let mut mr = MapResolver::new(None);
        for (k, v) in substs {
            mr.set(*k, *v);
        }
        let list = self.resolve(l.list, &mut mr);
        let InitData::List(items, _) = self.kp.data(list).clone() else {
            if !final_ {
                // Keep the loop for later, with the substitutions applied.
                if let Some(d) = dest {
                    let nl = self.subst_loop(l, substs);
                    d.push(Entry::Loop(Box::new(nl)));
                    return Ok(());
                }
            }
            return self.err(
                0,
                format!("Cannot resolve foreach list: {}", self.kp.to_str(list)),
            );
        };
        for it in items.iter() {
            let mut s = substs.to_vec();
            if let Some(v) = l.var {
                let InitData::Var(n, _) = self.kp.data(v).clone() else {
                    unreachable!()
                };
                s.push((n, *it));
            }
            self.resolve_entries(&l.entries, &s, final_, dest.as_deref_mut(), loc)?;
            if self.fatal {
                return Err(Failed);
            }
        }
        Ok(())
    }

    fn subst_loop(&mut self, l: &Loop, substs: &[(Init, Init)]) -> Loop {
        let mut mr = MapResolver::new(None);
        for (k, v) in substs {
            mr.set(*k, *v);
        }
        let list = self.resolve(l.list, &mut mr);
        let mut entries = Vec::new();
        let _ = self.resolve_entries(&l.entries, substs, false, Some(&mut entries), None);
        Loop {
            var: l.var,
            list,
            entries,
        }
    }

    fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &[(Init, Init)],
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Pos>,
    ) -> R<()> {
        // As llvm-tblgen's, these substitutions are never final (even for a top-level defm):
        // the records are resolved finally one by one as they are added, so a def can refer
        // (through `!cast`) to the defs its multiclass made before it.
        for e in src {
            match e {
                // As llvm-tblgen, records from loops do not get the defm location.
                Entry::Loop(l) => {
                    self.resolve_loop(l, substs, final_, dest.as_deref_mut(), None)?
                }
                Entry::Assert(p, c, m) => {
                    let mut mr = MapResolver::new(None);
                    for (k, v) in substs {
                        mr.set(*k, *v);
                    }
                    let c = self.resolve(*c, &mut mr);
                    let m = self.resolve(*m, &mut mr);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(*p, c, m)),
                        None => {
                            self.check_assert(*p, c, m);
                        }
                    }
                }
                Entry::Dump(p, m) => {
                    let mut mr = MapResolver::new(None);
                    for (k, v) in substs {
                        mr.set(*k, *v);
                    }
                    let m = self.resolve(*m, &mut mr);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(*p, m)),
                        None => self.dump_message(*p, m),
                    }
                }
                Entry::Rec(r) => {
                    let nr = self.kp.clone_record(*r);
                    if let Some(p) = loc {
                        self.kp.rec_mut(nr).locs.push(p);
                    }
                    let mut mr = MapResolver::new(Some(nr));
                    for (k, v) in substs {
                        mr.set(*k, *v);
                    }
                    self.resolve_record(nr, &mut mr, None);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(nr)),
                        None => self.add_def(nr)?,
                    }
                }
            }
        }
        Ok(())
    }

    fn if_stmt(&mut self, _pos: Pos, cond: &Expr, then: &[Stmt], els: Option<&[Stmt]>) -> R<()> {
        let cur = self.cur_mc.as_ref().map(|m| self.multiclasses[m].rec);
        let c = self.expr(cond, cur, None, false)?;
        let bit_list = self.kp.list_ty(tys::BIT);
        let empty = self.kp.init(InitData::List(Vec::new().into(), tys::BIT));
        let single = self
            .kp
            .init(InitData::List(vec![inits::TRUE].into(), tys::BIT));
        let t = self
            .kp
            .init(InitData::Tern(TernOp::If, c, single, empty, bit_list));
        let then_list = self.fold_tern(t, None);
        self.loops.push(Loop {
            var: None,
            list: then_list,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Local);
        let r = self.stmts(then);
        self.pop_scope();
        let l = self.loops.pop().unwrap();
        r?;
        self.add_entry(Entry::Loop(Box::new(l)))?;
        if let Some(els) = els {
            let t = self
                .kp
                .init(InitData::Tern(TernOp::If, c, empty, single, bit_list));
            let else_list = self.fold_tern(t, None);
            self.loops.push(Loop {
                var: None,
                list: else_list,
                entries: Vec::new(),
            });
            self.push_scope(ScopeKind::Local);
            let r = self.stmts(els);
            self.pop_scope();
            let l = self.loops.pop().unwrap();
            r?;
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }

    fn defset_stmt(&mut self, pos: Pos, ty: &Type, name: Sym, body: &[Stmt]) -> R<()> {
        let n = self.s(name).to_string();
        if self.kp.defs.contains_key(&n) || self.kp.globals.contains_key(&n) {
            return self.err(
                pos,
                "def or global variable of this name already exists".to_string(),
            );
        }
        let t = self.ty(ty)?;
        let TyData::List(et) = self.kp.ty_data(t).clone() else {
            return self.err(pos, "expected list type");
        };
        self.defsets.push((et, Vec::new()));
        self.push_scope(ScopeKind::Local);
        let r = self.stmts(body);
        self.pop_scope();
        let (et, elems) = self.defsets.pop().unwrap();
        r?;
        let l = self.kp.init(InitData::List(elems.into(), et));
        self.kp.globals.insert(n, l);
        Ok(())
    }

    fn multiclass_stmt(
        &mut self,
        pos: Pos,
        name: Sym,
        targs: Option<&[TemplateArg]>,
        parents: &[ClassRef],
        body: &[Stmt],
    ) -> R<()> {
        let n = self.s(name).to_string();
        if self.multiclasses.contains_key(&n) {
            return self.err(pos, format!("multiclass '{n}' already defined"));
        }
        let ni = self.str_of(name);
        let rec = self.kp.new_record(ni, RecordKind::MultiClass, pos);
        self.multiclasses.insert(
            n.clone(),
            MultiClass {
                rec,
                entries: Vec::new(),
            },
        );
        let saved = self.cur_mc.replace(n.clone());
        self.push_scope(ScopeKind::MultiClass(rec));
        let r = (|| {
            if let Some(t) = targs {
                self.template_args(rec, t)?;
            }
            for p in parents {
                let (sc, args) = self.subclass_ref(p, Some(rec), true)?;
                let scn = self.kp.rec_name(sc);
                let nm = self.qualify(rec, "NAME");
                let name_var = self.kp.init(InitData::Var(nm, tys::STRING));
                let substs = self.multiclass_substs(sc, &args, name_var)?;
                let src = std::mem::take(&mut self.multiclasses.get_mut(&scn).unwrap().entries);
                let mut dest = Vec::new();
                let r = self.resolve_entries(&src, &substs, false, Some(&mut dest), None);
                self.multiclasses.get_mut(&scn).unwrap().entries = src;
                r?;
                self.multiclasses.get_mut(&n).unwrap().entries.extend(dest);
            }
            self.stmts(body)
        })();
        self.pop_scope();
        self.cur_mc = saved;
        r?;
        self.warn_unused_targs(rec);
        Ok(())
    }

    fn multiclass_substs(
        &mut self,
        mc: RecId,
        args: &[(Option<Init>, Init)],
        name: Init,
    ) -> R<Vec<(Init, Init)>> {
        let rec = self.kp.rec(mc).clone();
        let mut out = Vec::new();
        let mut given = Vec::new();
        for (k, (n, v)) in args.iter().enumerate() {
            let key = n.unwrap_or(rec.template_args[k]);
            out.push((key, *v));
            given.push(key);
        }
        for ta in &rec.template_args {
            if !given.contains(ta) {
                out.push((*ta, rec.field(*ta).unwrap().value));
            }
        }
        let q = self.qualify(mc, "NAME");
        out.push((q, name));
        Ok(out)
    }

    fn defm_stmt(&mut self, pos: Pos, name: Option<&Expr>, parents: &[ClassRef]) -> R<()> {
        let defm_name = match name {
            Some(e) => self.object_name(e)?,
            None => {
                let an = self.kp.new_anon_name();
                if let Some(m) = &self.cur_mc {
                    let mc = self.multiclasses[m].rec;
                    let q = self.qualify(mc, "NAME");
                    let var = self.kp.init(InitData::Var(q, tys::STRING));
                    self.bin(BinOp::StrConcat, var, an, tys::STRING, None)
                } else {
                    an
                }
            }
        };
        let cur = self.cur_mc.as_ref().map(|m| self.multiclasses[m].rec);
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut k = 0;
        let final_ = self.cur_mc.is_none() && self.loops.is_empty();
        while k < parents.len() {
            let p = &parents[k];
            let pname = self.s(p.name).to_string();
            if k > 0 && self.kp.classes.contains_key(&pname) {
                break;
            }
            let (mc, args) = self.subclass_ref(p, cur, true)?;
            let substs = self.multiclass_substs(mc, &args, defm_name)?;
            let src = std::mem::take(&mut self.multiclasses.get_mut(&pname).unwrap().entries);
            let r =
                self.resolve_entries(&src, &substs, final_, Some(&mut new_entries), Some(p.pos));
            self.multiclasses.get_mut(&pname).unwrap().entries = src;
            r?;
            k += 1;
        }
        let _ = pos;
        for p in &parents[k..] {
            for e in new_entries.iter() {
                self.add_subclass_entry(e, p)?;
            }
        }
        for e in new_entries {
            self.apply_lets_entry(&e)?;
            self.add_entry(e)?;
        }
        Ok(())
    }

    fn add_subclass_entry(&mut self, e: &Entry, p: &ClassRef) -> R<()> {
        match e {
            Entry::Rec(r) => {
                let (sc, args) = self.subclass_ref(p, Some(*r), false)?;
                self.add_subclass(*r, sc, &args, p.pos)
            }
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.add_subclass_entry(e, p)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn apply_lets_entry(&mut self, e: &Entry) -> R<()> {
        match e {
            Entry::Rec(r) => self.apply_lets(*r),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.apply_lets_entry(e)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The initial value of a field of type `t` (`?`, or bits of `?`).
    fn unset_for(&mut self, t: Ty) -> Init {
        match self.kp.ty_data(t).clone() {
            TyData::Bits(n) => self
                .kp
                .init(InitData::Bits(vec![inits::UNSET; n as usize].into())),
            _ => inits::UNSET,
        }
    }

    // ----- Ranges -----

    fn range_list(&mut self, pieces: &[Piece]) -> R<Vec<u32>> {
        let mut out = Vec::new();
        for p in pieces {
            let (a, b) = match p {
                Piece::One(e) => (e, None),
                Piece::Range(a, b) => (&**a, Some(&**b)),
            };
            let av = self.expr(a, None, None, false)?;
            let Some(s) = self.kp.as_int(av) else {
                return self.err(a.pos, "expected integer or bitrange");
            };
            if s < 0 {
                return self.err(a.pos, "invalid range, cannot be negative");
            }
            match b {
                None => out.push(s as u32),
                Some(b) => {
                    let bv = self.expr(b, None, None, false)?;
                    let Some(e) = self.kp.as_int(bv) else {
                        return self.err(b.pos, "expected integer value as end of range");
                    };
                    if e < 0 {
                        return self.err(b.pos, "invalid range, cannot be negative");
                    }
                    if (s - e).abs() > 1_000_000 {
                        return self.err(b.pos, "range too large");
                    }
                    if s <= e {
                        out.extend((s..=e).map(|x| x as u32));
                    } else {
                        out.extend((e..=s).rev().map(|x| x as u32));
                    }
                }
            }
        }
        Ok(out)
    }

    // ----- Expressions -----

    /// Looks a name up in the scopes (`TGVarScope::getVar`).
    fn lookup_var(&mut self, name: Sym) -> Option<Init> {
        let ni = self.str_of(name);
        for k in (0..self.scopes.len()).rev() {
            if let Some(v) = self.scopes[k].vars.get(&name) {
                return Some(*v);
            }
            match self.scopes[k].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    if let Some(f) = self.kp.rec(r).field(ni) {
                        let t = f.ty;
                        return Some(self.kp.init(InitData::Var(ni, t)));
                    }
                    if self.kp.rec(r).is_class()
                        && let Some(v) = self.find_in_args(r, name)
                    {
                        return Some(v);
                    }
                }
                ScopeKind::Loop(iv) => {
                    if let Some(iv) = iv
                        && let InitData::Var(n, _) = self.kp.data(iv)
                        && *n == ni
                    {
                        return Some(iv);
                    }
                }
                ScopeKind::MultiClass(r) => {
                    if let Some(v) = self.find_in_args(r, name) {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    fn find_in_args(&mut self, r: RecId, name: Sym) -> Option<Init> {
        let q = self.qualify_sym(r, name);
        if self.kp.rec(r).is_template_arg(q) {
            self.used_targs.insert(q);
            let t = self.kp.rec(r).field(q).unwrap().ty;
            return Some(self.kp.init(InitData::Var(q, t)));
        }
        if self.s(name) == "NAME" {
            return Some(self.kp.init(InitData::Var(q, tys::STRING)));
        }
        None
    }

    /// `qualify(rec, "NAME")`, cached for classes and multiclasses (their names never change).
    fn qualify_name(&mut self, rec: RecId) -> Init {
        if matches!(
            self.kp.rec(rec).kind,
            RecordKind::Class | RecordKind::MultiClass
        ) {
            let sym = self.kp.interner.intern("NAME");
            self.qualify_sym(rec, sym)
        } else {
            self.qualify(rec, "NAME")
        }
    }

    /// `qualify` for a symbol, cached.
    fn qualify_sym(&mut self, rec: RecId, name: Sym) -> Init {
        if let Some(&q) = self.qualified.get(&(rec, name)) {
            return q;
        }
        let n = self.s(name).to_string();
        let q = self.qualify(rec, &n);
        self.qualified.insert((rec, name), q);
        q
    }

    fn id_value(&mut self, name: Sym, pos: Pos, cur: Option<RecId>, name_mode: bool) -> Init {
        if let Some(v) = self.lookup_var(name) {
            return v;
        }
        if name_mode {
            return self.str_of(name);
        }
        if let Some(d) = self.kp.def_named(name) {
            return self.kp.init(InitData::Def(d));
        }
        if let Some(&g) = self.kp.globals.get(self.kp.interner.get(name)) {
            return g;
        }
        let n = self.s(name).to_string();
        let name_init = self.str_of(name);
        if let Some(c) = cur
            && !self.kp.rec(c).is_class()
            && self.cur_mc.is_none()
            && self.kp.rec(c).name == name_init
        {
            let t = self.kp.record_type(c);
            let ni = self.str_of(name);
            return self.kp.init(InitData::Un(UnOp::Cast, ni, t));
        }
        self.error(Some(pos), format!("Variable not defined: '{n}'"));
        self.undefined = true;
        self.undefined_end = Some(pos + n.len() as Pos);
        inits::UNSET
    }

    /// Evaluates an expression (`ParseValue`).
    pub fn expr(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        item: Option<Ty>,
        name_mode: bool,
    ) -> R<Init> {
        if self.depth > self.kp.limits.resolve {
            return self.err(e.pos, "expression nested too deeply");
        }
        self.depth += 1;
        let r = self.expr_inner(e, cur, item, name_mode);
        self.depth -= 1;
        r
    }

    fn expr_inner(
        &mut self,
        e: &Expr,
        cur: Option<RecId>,
        item: Option<Ty>,
        name_mode: bool,
    ) -> R<Init> {
        Ok(match &e.kind {
            ExprKind::Unset => inits::UNSET,
            ExprKind::Bool(b) => self.kp.int_init(*b as i64),
            ExprKind::Int(v) => self.kp.int_init(*v),
            ExprKind::BinInt(v, n) => {
                let bits: Vec<Init> = (0..*n)
                    .map(|k| self.kp.bit_init(k < 64 && (v >> k) & 1 == 1))
                    .collect();
                self.kp.init(InitData::Bits(bits.into()))
            }
            ExprKind::Str(s) => self.kp.init(InitData::Str(*s, false)),
            ExprKind::Strs(v) => {
                let s: String = v.iter().map(|x| self.s(*x).to_string()).collect();
                self.kp.str_init(&s)
            }
            ExprKind::Code(s) => self.kp.init(InitData::Str(*s, true)),
            ExprKind::Id(n) => {
                let v = self.id_value(*n, e.pos, cur, name_mode);
                if self.undefined {
                    self.undefined = false;
                    return Err(Failed);
                }
                v
            }
            ExprKind::ClassRef(n, args) => {
                let Some(c) = self.kp.class_named(*n) else {
                    let name = self.s(*n).to_string();
                    return self.err(e.pos, format!("Expected a class name, got '{name}'"));
                };
                let args = self.arg_values(args, cur, c, e.pos)?;
                let vd = self.kp.init(InitData::VarDef(c, args.into(), 0));
                self.kp.vardef_loc.entry(vd).or_insert(e.pos);
                let InitData::VarDef(_, a, _) = self.kp.data(vd).clone() else {
                    unreachable!()
                };
                if a.iter().any(|(_, v)| self.has_unresolved(*v)) {
                    vd
                } else {
                    self.instantiate(vd)
                }
            }
            ExprKind::Bits(pieces) => {
                let mut vals = Vec::new();
                for p in pieces {
                    match p {
                        Piece::One(x) => vals.push(self.expr(x, cur, None, false)?),
                        Piece::Range(..) => {
                            return self.err(piece_pos(p), "expected '}' at end of bit list value");
                        }
                    }
                }
                let mut nb = Vec::new();
                for (k, v) in vals.iter().enumerate() {
                    if let InitData::Bits(b) = self.kp.data(*v).clone() {
                        nb.extend(b.iter().rev().copied());
                        continue;
                    }
                    if let Some(t) = self.kp.type_of(*v)
                        && let TyData::Bits(n) = self.kp.ty_data(t).clone()
                    {
                        for b in (0..n).rev() {
                            let x = self.get_bit(*v, b);
                            nb.push(x);
                        }
                        continue;
                    }
                    match self.cast_to(*v, tys::BIT) {
                        Some(b) => nb.push(b),
                        None => {
                            return self.err(
                                e.pos,
                                format!(
                                    "Element #{} ({}) is not convertable to a bit",
                                    k,
                                    self.kp.to_str(*v)
                                ),
                            );
                        }
                    }
                }
                nb.reverse();
                self.kp.init(InitData::Bits(nb.into()))
            }
            ExprKind::List(items, given) => {
                self.list_expr(e.pos, items, given.as_ref(), cur, item)?
            }
            ExprKind::Dag(op, opname, args) => {
                let o = self.expr(op, cur, None, false)?;
                let mut av = Vec::new();
                for (v, n, _p) in args {
                    let x = match v {
                        Some(v) => self.expr(v, cur, None, false)?,
                        None => inits::UNSET,
                    };
                    av.push((x, *n));
                }
                self.kp.init(InitData::Dag(o, *opname, av.into()))
            }
            ExprKind::Paste(l, r) => self.paste(e.pos, l, r.as_deref(), cur, item, name_mode)?,
            ExprKind::BitSlice(v, pieces) => {
                let x = self.expr(v, cur, None, name_mode)?;
                let mut ranges = self.range_list(pieces)?;
                if ranges.is_empty() {
                    return Ok(x);
                }
                ranges.reverse();
                match self.bit_range(x, &ranges) {
                    Some(r) => r,
                    None => return self.err(e.pos, "Invalid bit range for value"),
                }
            }
            ExprKind::ListSlice(v, pieces, trailing) => {
                let x = self.expr(v, cur, None, name_mode)?;
                let Some(t) = self.kp.type_of(x) else {
                    return self.err(v.pos, "Invalid value, list expected");
                };
                let TyData::List(et) = self.kp.ty_data(t).clone() else {
                    return self.err(
                        v.pos,
                        format!("Type '{}' is invalid, list expected", self.kp.ty_str(t)),
                    );
                };
                let idx = self.slice_elements(pieces, *trailing, cur)?;
                let it = self.kp.type_of(idx);
                if it.is_some_and(|t| matches!(self.kp.ty_data(t), TyData::List(_))) {
                    self.bin(BinOp::ListSlice, x, idx, t, cur)
                } else {
                    self.bin(BinOp::ListElem, x, idx, et, cur)
                }
            }
            ExprKind::Field(v, f) => {
                let x = self.expr(v, cur, None, name_mode)?;
                let fi = self.str_of(*f);
                let Some(ft) = self.field_type(x, fi) else {
                    let msg = format!(
                        "Cannot access field '{}' of value '{}'",
                        self.s(*f),
                        self.kp.to_str(x)
                    );
                    return self.err(e.pos + 1, msg);
                };
                let n = self.kp.init(InitData::Field(x, fi, ft));
                self.fold_field(n, cur)
            }
            ExprKind::Bang(op, ty, lp, args) => {
                self.bang((e.pos, *lp), *op, ty.as_ref(), args, cur, item)?
            }
            ExprKind::Cond(clauses) => {
                let mut cs = Vec::new();
                let mut ty: Option<Ty> = None;
                for (c, v) in clauses {
                    let ci = self.expr(c, cur, None, false)?;
                    let vi = self.expr(v, cur, item, false)?;
                    if let Some(vt) = self.kp.type_of(vi) {
                        ty = match ty {
                            None => Some(vt),
                            Some(t) => match self.kp.resolve_types(t, vt) {
                                Some(r) => Some(r),
                                None => {
                                    return self.err(
                                        v.pos,
                                        format!(
                                            "inconsistent types '{}' and '{}' for !cond",
                                            self.kp.ty_str(t),
                                            self.kp.ty_str(vt)
                                        ),
                                    );
                                }
                            },
                        };
                    }
                    cs.push((ci, vi));
                }
                let Some(t) = ty else {
                    return self.err(
                        e.pos,
                        "could not determine type for !cond from its arguments",
                    );
                };
                let n = self.kp.init(InitData::Cond(cs.into(), t));
                self.fold_cond(n, cur)
            }
        })
    }

    fn bit_range(&mut self, x: Init, bits: &[u32]) -> Option<Init> {
        let d = self.kp.data(x).clone();
        let mut nb = Vec::with_capacity(bits.len());
        match d {
            InitData::Bits(v) => {
                for &b in bits {
                    nb.push(*v.get(b as usize)?);
                }
            }
            InitData::Int(v) => {
                for &b in bits {
                    nb.push(self.kp.bit_init(b < 64 && (v >> b) & 1 == 1));
                }
            }
            _ => {
                let t = self.kp.type_of(x)?;
                let TyData::Bits(n) = self.kp.ty_data(t).clone() else {
                    return None;
                };
                for &b in bits {
                    if b >= n {
                        return None;
                    }
                    nb.push(self.kp.init(InitData::VarBit(x, b)));
                }
            }
        }
        Some(self.kp.init(InitData::Bits(nb.into())))
    }

    fn slice_elements(&mut self, pieces: &[Piece], trailing: bool, cur: Option<RecId>) -> R<Init> {
        let mut single = !trailing && pieces.len() == 1;
        let mut elems: Vec<Init> = Vec::new();
        let mut slices: Vec<Init> = Vec::new();
        let int_list = self.kp.list_ty(tys::INT);
        for p in pieces {
            let v = match p {
                Piece::One(x) => self.expr(x, cur, None, false)?,
                Piece::Range(a, b) => {
                    let av = self.expr(a, cur, None, false)?;
                    let bv = self.expr(b, cur, None, false)?;
                    self.bin(BinOp::RangeC, av, bv, int_list, cur)
                }
            };
            let vt = self.kp.type_of(v).unwrap_or(tys::INT);
            match self.kp.ty_data(vt).clone() {
                TyData::List(et) => {
                    if et != tys::INT {
                        return self.err(
                            piece_pos(p),
                            format!("expected list<int>, got {}", self.kp.ty_str(vt)),
                        );
                    }
                    if !elems.is_empty() {
                        let l = self
                            .kp
                            .init(InitData::List(std::mem::take(&mut elems).into(), tys::INT));
                        slices.push(l);
                    }
                    slices.push(v);
                    single = false;
                }
                TyData::Int => elems.push(v),
                _ => {
                    return self.err(
                        piece_pos(p),
                        format!("unhandled type {} in range", self.kp.ty_str(vt)),
                    );
                }
            }
        }
        if single && elems.len() == 1 {
            return Ok(elems[0]);
        }
        if !elems.is_empty() {
            let l = self.kp.init(InitData::List(elems.into(), tys::INT));
            slices.push(l);
        }
        let mut res = slices[0];
        for s in &slices[1..] {
            res = self.bin(BinOp::ListConcat, res, *s, int_list, cur);
        }
        Ok(res)
    }

    fn list_expr(
        &mut self,
        pos: Pos,
        items: &[Expr],
        given: Option<&Type>,
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> R<Init> {
        let given_list = item.and_then(|t| match self.kp.ty_data(t) {
            TyData::List(e) => Some(*e),
            _ => None,
        });
        let mut vals = Vec::new();
        for it in items {
            vals.push(self.expr(it, cur, given_list, false)?);
        }
        let given_elt = match given {
            Some(t) => Some(self.ty(t)?),
            None => None,
        };
        let mut elt: Option<Ty> = None;
        for v in &vals {
            if let Some(t) = self.kp.type_of(*v) {
                elt = match elt {
                    None => Some(t),
                    Some(e) => match self.kp.resolve_types(e, t) {
                        Some(r) => Some(r),
                        None => return self.err(pos, "Incompatible types in list elements"),
                    },
                };
            }
        }
        if let Some(g) = given_elt {
            if let Some(e) = elt
                && !self.kp.convertible(e, g)
            {
                return self.err(pos, "Incompatible types in list elements");
            }
            elt = Some(g);
        }
        let deduced = match elt {
            None => match given_list {
                Some(g) => g,
                None => return self.err(pos, "No type for list"),
            },
            Some(e) => {
                if let Some(g) = given_list
                    && !self.kp.convertible(e, g)
                {
                    return self.err(
                        pos,
                        format!(
                            "Element type mismatch for list: element type '{}' not convertible to '{}",
                            self.kp.ty_str(e),
                            self.kp.ty_str(g)
                        ),
                    );
                }
                e
            }
        };
        Ok(self.kp.init(InitData::List(vals.into(), deduced)))
    }

    fn paste(
        &mut self,
        pos: Pos,
        l: &Expr,
        r: Option<&Expr>,
        cur: Option<RecId>,
        item: Option<Ty>,
        name_mode: bool,
    ) -> R<Init> {
        let lhs = self.expr(l, cur, item, name_mode)?;
        let Some(lt) = self.kp.type_of(lhs) else {
            return self.err(pos, "LHS of paste is not typed!");
        };
        if let TyData::List(_) = self.kp.ty_data(lt) {
            let Some(r) = r else { return Ok(lhs) };
            let rhs = self.expr(r, cur, item, false)?;
            return self.list_concat(pos, lhs, rhs, cur);
        }
        let lhs = self.as_string_value(pos, lhs, cur)?;
        let rhs = match r {
            None => inits::EMPTY_STR,
            Some(r) => {
                let v = self.expr(r, cur, None, true)?;
                if self.kp.type_of(v).is_none() {
                    return self.err(pos, "RHS of paste is not typed!");
                }
                self.as_string_value(pos, v, cur)?
            }
        };
        Ok(self.bin(BinOp::StrConcat, lhs, rhs, tys::STRING, cur))
    }

    fn as_string_value(&mut self, pos: Pos, v: Init, cur: Option<RecId>) -> R<Init> {
        if self.kp.type_of(v) == Some(tys::STRING) {
            return Ok(v);
        }
        let n = self.kp.init(InitData::Un(UnOp::Cast, v, tys::STRING));
        let c = self.fold_un(n, cur, false);
        if self.kp.type_of(c).is_none() {
            return self.err(pos, format!("can't cast '{}' to string", self.kp.to_str(v)));
        }
        Ok(c)
    }

    fn list_concat(&mut self, _pos: Pos, a: Init, b: Init, cur: Option<RecId>) -> R<Init> {
        let t = self.kp.type_of(a).unwrap();
        Ok(self.bin(BinOp::ListConcat, a, b, t, cur))
    }

    fn temp_scope_rec(&mut self, cur: Option<RecId>) -> RecId {
        match cur {
            Some(c) => c,
            None => {
                let n = self.kp.str_init(".parse");
                self.kp.new_record(n, RecordKind::Def, 0)
            }
        }
    }

    /// `(pos, lparen)`: where the operator and its `(` are.
    fn bang(
        &mut self,
        (pos, lparen): (Pos, Pos),
        op: BangOp,
        ty: Option<&Type>,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> R<Init> {
        use BangOp as B;
        let given = match ty {
            Some(t) => Some(self.ty(t)?),
            None => None,
        };
        let un = |op: BangOp| -> Option<UnOp> {
            Some(match op {
                B::Cast => UnOp::Cast,
                B::Not => UnOp::Not,
                B::Head => UnOp::Head,
                B::Tail => UnOp::Tail,
                B::Size => UnOp::Size,
                B::Empty => UnOp::Empty,
                B::GetDagOp => UnOp::GetDagOp,
                B::GetDagOpName => UnOp::GetDagOpName,
                B::LogTwo => UnOp::Log2,
                B::Repr => UnOp::Repr,
                B::ListFlatten => UnOp::ListFlatten,
                B::ToLower => UnOp::ToLower,
                B::ToUpper => UnOp::ToUpper,
                B::Initialized => UnOp::Initialized,
                _ => return None,
            })
        };
        if let Some(u) = un(op) {
            if op == B::Cast && given.is_none() {
                return self.err(pos + 5, "expected type name for operator");
            }
            if args.len() != 1 {
                return self.err(pos, "expected ')' in unary operator");
            }
            let a = self.expr(&args[0], cur, None, false)?;
            let at = self.kp.type_of(a);
            let atd = at.map(|t| self.kp.ty_data(t).clone());
            let t = match u {
                UnOp::Cast => given.unwrap(),
                UnOp::Not => tys::INT,
                UnOp::Head | UnOp::Tail => match (&atd, self.kp.data(a)) {
                    (_, InitData::List(v, _)) if v.is_empty() => {
                        return self.err(args[0].pos, "empty list argument in unary operator");
                    }
                    (Some(TyData::List(e)), _) => {
                        if u == UnOp::Head {
                            *e
                        } else {
                            at.unwrap()
                        }
                    }
                    _ => {
                        return self
                            .err(args[0].pos, "expected list type argument in unary operator");
                    }
                },
                UnOp::Size => tys::INT,
                UnOp::Empty => tys::BIT,
                UnOp::GetDagOp => match given {
                    Some(g) => {
                        if !matches!(self.kp.ty_data(g), TyData::Record(_)) {
                            // Reported where the arguments start, and parsing goes on.
                            self.error(
                                Some(lparen),
                                "type for !getdagop must be a record type".into(),
                            );
                        }
                        g
                    }
                    None => self.kp.ty(TyData::Record(Vec::new().into())),
                },
                UnOp::GetDagOpName | UnOp::Repr | UnOp::ToLower | UnOp::ToUpper => tys::STRING,
                UnOp::Log2 => tys::INT,
                UnOp::Initialized => tys::INT,
                UnOp::ListFlatten => match atd {
                    Some(TyData::List(e)) => match self.kp.ty_data(e).clone() {
                        TyData::List(_) => e,
                        _ => at.unwrap(),
                    },
                    _ => {
                        return self
                            .err(args[0].pos, "expected list type argument in unary operator");
                    }
                },
            };
            let n = self.kp.init(InitData::Un(u, a, t));
            return Ok(self.fold_un(n, cur, false));
        }
        match op {
            B::IsA | B::Exists | B::Instances => {
                let Some(t) = given else {
                    return self.err(pos, "expected type name for operator");
                };
                let a = match args.first() {
                    Some(a) => self.expr(a, cur, None, false)?,
                    None => inits::UNSET,
                };
                let n = match op {
                    B::IsA => {
                        let n = self.kp.init(InitData::IsA(t, a));
                        self.fold_isa(n)
                    }
                    B::Exists => {
                        let n = self.kp.init(InitData::Exists(t, a));
                        self.fold_exists(n, cur, false)
                    }
                    _ => self.kp.init(InitData::Instances(t, a)),
                };
                Ok(n)
            }
            B::Foreach | B::Filter => {
                if args.len() != 3 {
                    return self.err(pos, "expected ')' in !foreach/!filter");
                }
                let ExprKind::Id(var) = &args[0].kind else {
                    return self.err(
                        args[0].pos,
                        "first argument of !foreach/!filter must be an identifier",
                    );
                };
                let lhs = self.str_of(*var);
                if let Some(c) = cur
                    && self.kp.rec(c).field(lhs).is_some()
                {
                    return self.err(
                        args[0].pos,
                        format!(
                            "iteration variable '{}' is already defined",
                            self.kp.to_str(lhs)
                        ),
                    );
                }
                let mhs = self.expr(&args[1], cur, None, false)?;
                let mt = self.kp.type_of(mhs);
                let (in_elt, is_dag) = match mt.map(|t| self.kp.ty_data(t).clone()) {
                    Some(TyData::List(e)) => (e, false),
                    Some(TyData::Dag) if op == B::Foreach => (tys::DAG, true),
                    _ => {
                        let msg = if op == B::Foreach {
                            "!foreach must have a list or dag argument"
                        } else {
                            "!filter must have a list argument"
                        };
                        return self.err(args[2].pos, msg);
                    }
                };
                let expr_ty = if op == B::Foreach {
                    item.and_then(|t| match self.kp.ty_data(t) {
                        TyData::List(e) => Some(*e),
                        _ => None,
                    })
                } else {
                    None
                };
                let prec = self.temp_scope_rec(cur);
                self.kp.rec_mut(prec).values.push(RecordVal {
                    name: lhs,
                    ty: in_elt,
                    value: inits::UNSET,
                    nonconcrete_ok: false,
                    template_arg: false,
                    loc: args[0].pos,
                });
                self.push_scope(ScopeKind::Record(prec));
                let rhs = self.expr(&args[2], Some(prec), expr_ty, false);
                self.pop_scope();
                self.kp.rec_mut(prec).values.retain(|v| v.name != lhs);
                let rhs = rhs?;
                let out = if op == B::Foreach && !is_dag {
                    let Some(rt) = self.kp.type_of(rhs) else {
                        return self.err(
                            args[2].pos,
                            "could not get type of !foreach result expression",
                        );
                    };
                    self.kp.list_ty(rt)
                } else if op == B::Filter {
                    self.kp.list_ty(in_elt)
                } else {
                    in_elt
                };
                let t = if op == B::Foreach {
                    TernOp::Foreach
                } else {
                    TernOp::Filter
                };
                let n = self.kp.init(InitData::Tern(t, lhs, mhs, rhs, out));
                Ok(self.fold_tern(n, cur))
            }
            B::Foldl => {
                if args.len() != 5 {
                    return self.err(pos, "expected ')' in fold operator");
                }
                let start = self.expr(&args[0], cur, None, false)?;
                let Some(st) = self.kp.type_of(start) else {
                    return self.err(
                        args[0].pos,
                        format!(
                            "could not get type of !foldl start: '{}'",
                            self.kp.to_str(start)
                        ),
                    );
                };
                let list = self.expr(&args[1], cur, None, false)?;
                let lt = self.kp.type_of(list);
                let Some(TyData::List(et)) = lt.map(|t| self.kp.ty_data(t).clone()) else {
                    return self.err(args[1].pos, "!foldl list must be a list");
                };
                let (ExprKind::Id(a), ExprKind::Id(b)) = (&args[2].kind, &args[3].kind) else {
                    return self.err(
                        args[2].pos,
                        "third argument of !foldl must be an identifier",
                    );
                };
                let ai = self.str_of(*a);
                let bi = self.str_of(*b);
                let prec = self.temp_scope_rec(cur);
                for (n, t, p) in [(ai, st, args[2].pos), (bi, et, args[3].pos)] {
                    self.kp.rec_mut(prec).values.push(RecordVal {
                        name: n,
                        ty: t,
                        value: inits::UNSET,
                        nonconcrete_ok: false,
                        template_arg: false,
                        loc: p,
                    });
                }
                self.push_scope(ScopeKind::Record(prec));
                let ex = self.expr(&args[4], Some(prec), None, false);
                self.pop_scope();
                self.kp
                    .rec_mut(prec)
                    .values
                    .retain(|v| v.name != ai && v.name != bi);
                let ex = ex?;
                let et2 = self.kp.type_of(ex);
                if et2 != Some(st) {
                    let msg = format!(
                        "!foldl expression must be of same type as start ({}), but is of type {}",
                        self.kp.ty_str(st),
                        et2.map_or("?".to_string(), |t| self.kp.ty_str(t))
                    );
                    return self.err(args[4].pos, msg);
                }
                let n = self.kp.init(InitData::Fold(start, list, ai, bi, ex, st));
                Ok(self.fold_foldl(n, cur))
            }
            B::If => {
                if args.len() != 3 {
                    return self.err(pos, "expected ')' in ternary operator");
                }
                let c = self.expr(&args[0], cur, None, false)?;
                let m = self.expr(&args[1], cur, item, false)?;
                let r = self.expr(&args[2], cur, item, false)?;
                let mut mt = self.kp.type_of(m);
                let mut rt = self.kp.type_of(r);
                if m == inits::UNSET {
                    mt = rt;
                }
                if r == inits::UNSET {
                    rt = mt;
                }
                let (Some(mt), Some(rt)) = (mt, rt) else {
                    return self.err(pos, "could not get type for !if");
                };
                let Some(t) = self.kp.resolve_types(mt, rt) else {
                    return self.err(
                        pos,
                        format!(
                            "inconsistent types '{}' and '{}' for !if",
                            self.kp.ty_str(mt),
                            self.kp.ty_str(rt)
                        ),
                    );
                };
                let n = self.kp.init(InitData::Tern(TernOp::If, c, m, r, t));
                Ok(self.fold_tern(n, cur))
            }
            B::Dag | B::Subst | B::SetDagArg | B::SetDagName => {
                if args.len() != 3 {
                    return self.err(pos, "expected ')' in ternary operator");
                }
                let a = self.expr(&args[0], cur, None, false)?;
                let b = self.expr(&args[1], cur, None, false)?;
                if matches!(op, B::SetDagArg | B::SetDagName) {
                    let got = match self.kp.type_of(b) {
                        Some(t) if t == tys::INT || t == tys::STRING => None,
                        Some(t) => Some(format!("type '{}'", self.kp.ty_str(t))),
                        None => Some(format!("'{}'", self.kp.to_str(b))),
                    };
                    if let Some(got) = got {
                        return self.err(
                            expr_start(&args[1]),
                            format!("expected integer index or string name, got {got}"),
                        );
                    }
                }
                let c = self.expr(&args[2], cur, None, false)?;
                let (t, o) = match op {
                    B::Dag => (tys::DAG, TernOp::Dag),
                    B::SetDagArg => (tys::DAG, TernOp::SetDagArg),
                    B::SetDagName => (tys::DAG, TernOp::SetDagName),
                    _ => {
                        let Some(ct) = self.kp.type_of(c) else {
                            return self.err(pos, "could not get type for !subst");
                        };
                        (ct, TernOp::Subst)
                    }
                };
                let n = self.kp.init(InitData::Tern(o, a, b, c, t));
                Ok(self.fold_tern(n, cur))
            }
            B::Substr | B::Find => {
                if args.len() < 2 || args.len() > 3 {
                    return self.err(pos, "expected ')' in operator");
                }
                let a = self.expr(&args[0], cur, None, false)?;
                let b = self.expr(&args[1], cur, None, false)?;
                let c = match args.get(2) {
                    Some(x) => self.expr(x, cur, None, false)?,
                    None => {
                        if op == B::Substr {
                            self.kp.int_init(i64::MAX)
                        } else {
                            self.kp.int_init(0)
                        }
                    }
                };
                let (o, t) = if op == B::Substr {
                    (TernOp::Substr, tys::STRING)
                } else {
                    (TernOp::Find, tys::INT)
                };
                let n = self.kp.init(InitData::Tern(o, a, b, c, t));
                Ok(self.fold_tern(n, cur))
            }
            B::Range => {
                let mut vals = Vec::new();
                for a in args {
                    vals.push(self.expr(a, cur, None, false)?);
                }
                let (s, e, st) = match vals.len() {
                    1 => {
                        let v = vals[0];
                        if let Some(t) = self.kp.type_of(v)
                            && matches!(self.kp.ty_data(t), TyData::List(_))
                        {
                            let z = self.kp.int_init(0);
                            let n = self.kp.init(InitData::Un(UnOp::Size, v, tys::INT));
                            let sz = self.fold_un(n, cur, false);
                            (z, sz, self.kp.int_init(1))
                        } else {
                            (self.kp.int_init(0), v, self.kp.int_init(1))
                        }
                    }
                    2 => (vals[0], vals[1], self.kp.int_init(1)),
                    3 => (vals[0], vals[1], vals[2]),
                    _ => return self.err(pos, "expected at most three values of integer"),
                };
                let lt = self.kp.list_ty(tys::INT);
                let n = self.kp.init(InitData::Tern(TernOp::Range, s, e, st, lt));
                Ok(self.fold_tern(n, cur))
            }
            _ => self.binary(pos, op, given, args, cur, item),
        }
    }

    fn binary(
        &mut self,
        pos: Pos,
        op: BangOp,
        given: Option<Ty>,
        args: &[Expr],
        cur: Option<RecId>,
        item: Option<Ty>,
    ) -> R<Init> {
        use BangOp as B;
        let code = match op {
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Mul => BinOp::Mul,
            B::Div => BinOp::Div,
            B::And => BinOp::And,
            B::Or => BinOp::Or,
            B::Xor => BinOp::Xor,
            B::Shl => BinOp::Shl,
            B::Sra => BinOp::Sra,
            B::Srl => BinOp::Srl,
            B::ListConcat => BinOp::ListConcat,
            B::ListSplat => BinOp::ListSplat,
            B::ListRemove => BinOp::ListRemove,
            B::StrConcat => BinOp::StrConcat,
            B::Interleave => BinOp::Interleave,
            B::Con => BinOp::Concat,
            B::Eq => BinOp::Eq,
            B::Ne => BinOp::Ne,
            B::Le => BinOp::Le,
            B::Lt => BinOp::Lt,
            B::Ge => BinOp::Ge,
            B::Gt => BinOp::Gt,
            B::GetDagArg => BinOp::GetDagArg,
            B::GetDagName => BinOp::GetDagName,
            B::SetDagOp => BinOp::SetDagOp,
            B::SetDagOpName => BinOp::SetDagOpName,
            B::Match => BinOp::Match,
            _ => return self.err(pos, "unknown operator"),
        };
        let (mut ty, mut arg_ty): (Option<Ty>, Option<Ty>) = match code {
            BinOp::Concat | BinOp::SetDagOp | BinOp::SetDagOpName => {
                (Some(tys::DAG), Some(tys::DAG))
            }
            BinOp::GetDagArg => match given {
                Some(g) => (Some(g), Some(tys::DAG)),
                None => return self.err(pos, "expected type name for operator"),
            },
            BinOp::GetDagName => (Some(tys::STRING), Some(tys::DAG)),
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => (Some(tys::INT), Some(tys::INT)),
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                (Some(tys::BIT), None)
            }
            BinOp::ListConcat | BinOp::ListRemove => (None, item),
            BinOp::StrConcat => (Some(tys::STRING), Some(tys::STRING)),
            BinOp::Interleave => (Some(tys::STRING), None),
            BinOp::Match => (Some(tys::BIT), Some(tys::STRING)),
            _ => (None, None),
        };
        if let (Some(t), Some(it)) = (ty, item)
            && !self.kp.convertible(t, it)
        {
            return self.err(
                pos,
                format!(
                    "expected value of type '{}', got '{}'",
                    self.kp.ty_str(it),
                    self.kp.ty_str(t)
                ),
            );
        }
        let mut vals = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let v = self.expr(a, cur, arg_ty, false)?;
            let Some(vt) = self.kp.type_of(v) else {
                return self.err(
                    pos,
                    format!(
                        "expected value to be a typed value, got '{}'",
                        self.kp.to_str(v)
                    ),
                );
            };
            vals.push(v);
            match arg_ty {
                None => {
                    arg_ty = Some(vt);
                    match code {
                        BinOp::ListConcat | BinOp::ListRemove => {
                            if !matches!(self.kp.ty_data(vt), TyData::List(_)) {
                                return self.err(
                                    a.pos,
                                    format!(
                                        "expected a list, got value of type '{}'",
                                        self.kp.ty_str(vt)
                                    ),
                                );
                            }
                        }
                        BinOp::ListSplat => {
                            if k == 1 && vt != tys::INT {
                                return self.err(
                                    a.pos,
                                    format!("expected second parameter to be an int, got value of type '{}'", self.kp.ty_str(vt)),
                                );
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let rec_any = self.kp.ty(TyData::Record(Vec::new().into()));
                            if !self.kp.convertible(vt, tys::INT)
                                && !self.kp.convertible(vt, tys::STRING)
                                && !self.kp.convertible(vt, rec_any)
                            {
                                return self.err(
                                    a.pos,
                                    format!("expected bit, bits, int, string, or record; got value of type '{}'", self.kp.ty_str(vt)),
                                );
                            }
                        }
                        BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                            if !self.kp.convertible(vt, tys::INT)
                                && !self.kp.convertible(vt, tys::STRING)
                            {
                                return self.err(
                                    a.pos,
                                    format!("expected bit, bits, int, or string; got value of type '{}'", self.kp.ty_str(vt)),
                                );
                            }
                        }
                        BinOp::Interleave => {
                            arg_ty = None;
                        }
                        _ => arg_ty = None,
                    }
                }
                Some(at) => {
                    let Some(res) = self.kp.resolve_types(at, vt) else {
                        return self.err(
                            a.pos,
                            format!(
                                "expected value of type '{}', got '{}'",
                                self.kp.ty_str(at),
                                self.kp.ty_str(vt)
                            ),
                        );
                    };
                    if !matches!(
                        code,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::And
                            | BinOp::Or
                            | BinOp::Xor
                            | BinOp::Sra
                            | BinOp::Srl
                            | BinOp::Shl
                            | BinOp::Mul
                            | BinOp::Div
                    ) {
                        arg_ty = Some(res);
                    }
                }
            }
            match code {
                BinOp::SetDagOp => arg_ty = Some(self.kp.ty(TyData::Record(Vec::new().into()))),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(tys::INT),
                BinOp::SetDagOpName => arg_ty = Some(tys::STRING),
                _ => {}
            }
        }
        if code == BinOp::ListConcat || code == BinOp::ListRemove {
            ty = arg_ty;
        }
        if code == BinOp::ListSplat {
            let ft = self.kp.type_of(vals[0]).unwrap();
            ty = Some(self.kp.list_ty(ft));
        }
        let t = ty.unwrap_or(tys::STRING);
        if matches!(
            code,
            BinOp::StrConcat
                | BinOp::ListConcat
                | BinOp::Concat
                | BinOp::Add
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Mul
        ) {
            while vals.len() > 2 {
                let r = vals.pop().unwrap();
                let l = *vals.last().unwrap();
                let f = self.bin(code, l, r, t, cur);
                *vals.last_mut().unwrap() = f;
            }
        }
        if vals.len() != 2 {
            return self.err(pos, "expected two operands to operator");
        }
        Ok(self.bin(code, vals[0], vals[1], t, cur))
    }
}
