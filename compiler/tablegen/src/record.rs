//! The record model: interned types and values (`Init`s), records, and the record keeper.
//!
//! Values are interned in the [`RecordKeeper`]'s arena, so an [`Init`] is a `Copy` id and
//! equality of ids is structural equality of values.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rustc_hash::FxHashMap;

use crate::intern::{HashIndex, Interner, Sym};
use crate::source::Pos;

/// An interned type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ty(pub u32);

/// An interned value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Init(pub u32);

/// A record (class, def or prototype) in the keeper's arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TyData {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string`
    String,
    /// `list<T>`
    List(Ty),
    /// `dag`
    Dag,
    /// A record type: the classes a record must derive from (sorted by id).
    Record(std::rc::Rc<[RecId]>),
}

/// Unary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    GetDagOpName,
    Log2,
    Repr,
    ListFlatten,
    ToLower,
    ToUpper,
    Initialized,
}

/// Binary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    Range,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
    SetDagOpName,
    Match,
}

/// Ternary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Range,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
}

/// The structure of a value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InitData {
    /// `?`
    Unset,
    /// A bit.
    Bit(bool),
    /// Bits, least significant first; each is a bit-typed value.
    Bits(std::rc::Rc<[Init]>),
    /// An integer.
    Int(i64),
    /// A string (`code` says it was written `[{...}]`).
    Str(Sym, bool),
    /// A list with its element type.
    List(std::rc::Rc<[Init]>, Ty),
    /// A dag: operator, operator name, arguments with names.
    Dag(Init, Option<Sym>, std::rc::Rc<[(Init, Option<Sym>)]>),
    /// A reference to a record.
    Def(RecId),
    /// A variable (name is a string value), with its type.
    Var(Init, Ty),
    /// One bit of a variable.
    VarBit(Init, u32),
    /// An anonymous instantiation `Class<args>` not yet resolved; args are (name, value).
    VarDef(RecId, std::rc::Rc<[(Option<Init>, Init)]>, Pos),
    /// `record.field`
    Field(Init, Init, Ty),
    /// A unary operator.
    Un(UnOp, Init, Ty),
    /// A binary operator.
    Bin(BinOp, Init, Init, Ty),
    /// A ternary operator.
    Tern(TernOp, Init, Init, Init, Ty),
    /// `!foldl(start, list, a, b, expr)` (a and b are names).
    Fold(Init, Init, Init, Init, Init, Ty),
    /// `!isa<T>(x)`
    IsA(Ty, Init),
    /// `!exists<T>(x)`
    Exists(Ty, Init),
    /// `!instances<T>(regex)`
    Instances(Ty, Init),
    /// `!cond(c: v, ...)`
    Cond(std::rc::Rc<[(Init, Init)]>, Ty),
    /// The name of an anonymous record.
    AnonName(u32),
}

/// A field (or template argument) of a record.
#[derive(Clone, Copy, Debug)]
pub struct RecordVal {
    /// Name (a string value).
    pub name: Init,
    /// Declared type.
    pub ty: Ty,
    /// Current value.
    pub value: Init,
    /// Declared with `field`.
    pub nonconcrete_ok: bool,
    /// Is a template argument.
    pub template_arg: bool,
    /// Where it was declared.
    pub loc: Pos,
}

/// The kind of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    /// A class.
    Class,
    /// A named def.
    Def,
    /// An anonymous def.
    AnonymousDef,
    /// A multiclass's own record (holds its template arguments).
    MultiClass,
}

/// A record.
#[derive(Clone, Debug)]
pub struct Record {
    /// Name (a string or an unresolved name expression).
    pub name: Init,
    /// Kind.
    pub kind: RecordKind,
    /// Definition locations.
    pub locs: Vec<Pos>,
    /// Where a class was declared before its definition (`class A;`).
    pub forward_decls: Vec<Pos>,
    /// Names of template arguments (qualified `Class:arg`), in order.
    pub template_args: Vec<Init>,
    /// Fields, in declaration order (template arguments included).
    pub values: Vec<RecordVal>,
    /// Superclasses (all, in order), with the location of the reference.
    pub supers: Vec<(RecId, Pos)>,
    /// Direct superclasses.
    pub direct_supers: Vec<RecId>,
    /// Assertions: location, condition, message.
    pub assertions: Vec<(Pos, Init, Init)>,
    /// Dumps: location, message.
    pub dumps: Vec<(Pos, Init)>,
    /// Unique id (creation order).
    pub id: u32,
}

impl Record {
    /// Index of the field named `name`.
    pub fn field_index(&self, name: Init) -> Option<usize> {
        self.values.iter().position(|v| v.name == name)
    }

    /// The field named `name`.
    pub fn field(&self, name: Init) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }

    /// Is `name` a template argument?
    pub fn is_template_arg(&self, name: Init) -> bool {
        self.template_args.contains(&name)
    }

    /// Is this a class?
    pub fn is_class(&self) -> bool {
        self.kind == RecordKind::Class
    }
}

/// All types, values and records.
#[derive(Default)]
pub struct RecordKeeper {
    /// Identifier and string interner.
    pub interner: Interner,
    types: Vec<TyData>,
    type_map: FxHashMap<TyData, Ty>,
    inits: Vec<InitData>,
    /// Per value: is it fixed (no reference, operator or anonymous name anywhere inside), so
    /// that resolving it can only give it back?
    fixed: Vec<bool>,
    /// Finds a value in `inits` by structure.
    init_index: HashIndex,
    /// Every record ever created (classes, defs, prototypes).
    pub records: Vec<Record>,
    /// Classes by name.
    pub classes: BTreeMap<String, RecId>,
    /// Defs by name.
    pub defs: BTreeMap<String, RecId>,
    /// `classes` and `defs` by interned name, for lookups without building or comparing
    /// strings (kept in step by [`RecordKeeper::add_class`] and [`RecordKeeper::add_def`]).
    class_syms: FxHashMap<Sym, RecId>,
    def_syms: FxHashMap<Sym, RecId>,
    /// The type of each def reference computed so far, with the number of superclasses the
    /// def had then (superclasses are only ever appended, so an equal count means still valid).
    rec_types: FxHashMap<RecId, (usize, Ty)>,
    /// Global variables (`defvar` and `defset` at top level).
    pub globals: BTreeMap<String, Init>,
    /// The source files the records were read from (for locations).
    pub sources: crate::source::SourceMap,
    /// The name of the main input file.
    pub main_file: String,
    anon_counter: u32,
    /// The string value of each symbol, once created (indexed by symbol; `u32::MAX`: none).
    sym_inits: Vec<u32>,
    /// The bits value of each (integer, width) converted so far.
    int_bits_cache: FxHashMap<(i64, u32), Init>,
    /// The value of each integer from `SMALL_INT_MIN` on, once created (`u32::MAX`: none).
    small_ints: Vec<u32>,
    /// Cached instantiations of `Class<args>`.
    pub vardef_cache: FxHashMap<Init, Init>,
    /// Where each `Class<args>` value was first written (the location of its anonymous def).
    pub vardef_loc: FxHashMap<Init, Pos>,
    /// Recursion limits (set by [`crate::read_with_limits`]).
    pub limits: crate::Limits,
    /// Current depth of instantiation (to stop runaway recursion).
    pub inst_depth: u32,
    /// Cached results of `!cast<string>` folding and the like are not needed; the count of
    /// records created, for ids.
    next_rec_id: u32,
}

/// The hash of a value's structure, for [`HashIndex`].
fn hash_init(d: &InitData) -> u64 {
    use std::hash::BuildHasher;
    let x = rustc_hash::FxBuildHasher.hash_one(d);
    x ^ (x >> 29)
}

/// The smallest integer of [`RecordKeeper`]'s direct map of integers.
const SMALL_INT_MIN: i64 = -1024;
/// How many integers that map holds.
const SMALL_INTS: usize = 1 << 16;

/// Common type ids, created first.
#[allow(missing_docs)]
pub mod tys {
    use super::Ty;
    pub const BIT: Ty = Ty(0);
    pub const INT: Ty = Ty(1);
    pub const STRING: Ty = Ty(2);
    pub const DAG: Ty = Ty(3);
}

/// Common value ids, created first.
#[allow(missing_docs)]
pub mod inits {
    use super::Init;
    pub const UNSET: Init = Init(0);
    pub const FALSE: Init = Init(1);
    pub const TRUE: Init = Init(2);
    pub const EMPTY_STR: Init = Init(3);
}

impl RecordKeeper {
    /// Creates a keeper with the given interner.
    pub fn new(interner: Interner) -> Self {
        let mut k = RecordKeeper {
            interner,
            ..Default::default()
        };
        // Room for the values of a big file, so that the tables do not grow step by step.
        k.inits.reserve(1 << 14);
        k.fixed.reserve(1 << 14);
        k.init_index = HashIndex::with_capacity(1 << 14);
        k.small_ints = vec![u32::MAX; SMALL_INTS];
        k.ty(TyData::Bit);
        k.ty(TyData::Int);
        k.ty(TyData::String);
        k.ty(TyData::Dag);
        k.init(InitData::Unset);
        k.init(InitData::Bit(false));
        k.init(InitData::Bit(true));
        k.str_init("");
        k
    }

    /// Makes room for about `values` values and `records` records, so that the tables of a big
    /// input do not grow (and copy themselves) step by step.
    pub fn reserve(&mut self, values: usize, records: usize) {
        if values > self.inits.len() {
            let mut index = HashIndex::with_capacity(values);
            for d in &self.inits {
                index.push(hash_init(d));
            }
            self.init_index = index;
        }
        self.inits.reserve(values.saturating_sub(self.inits.len()));
        self.fixed.reserve(values.saturating_sub(self.fixed.len()));
        self.records
            .reserve(records.saturating_sub(self.records.len()));
    }

    /// Registers class `c` under `name`.
    pub fn add_class(&mut self, name: String, c: RecId) {
        let sym = self.interner.intern(&name);
        self.class_syms.insert(sym, c);
        self.classes.insert(name, c);
    }

    /// Registers def `d` under `name`.
    pub fn add_def(&mut self, name: String, d: RecId) {
        let sym = self.interner.intern(&name);
        self.def_syms.insert(sym, d);
        self.defs.insert(name, d);
    }

    /// Registers def `d` under the interned `name`.
    pub fn add_def_sym(&mut self, name: Sym, d: RecId) {
        self.def_syms.insert(name, d);
        self.defs.insert(self.interner.get(name).to_string(), d);
    }

    /// The name of record `r` as a symbol (anonymous names are interned as text).
    pub fn rec_name_sym(&mut self, r: RecId) -> Sym {
        match self.data(self.rec(r).name) {
            InitData::Str(s, _) => *s,
            _ => {
                let n = self.rec_name(r);
                self.interner.intern(&n)
            }
        }
    }

    /// The class named `name`.
    pub fn class_named(&self, name: Sym) -> Option<RecId> {
        self.class_syms.get(&name).copied()
    }

    /// The def named `name`.
    pub fn def_named(&self, name: Sym) -> Option<RecId> {
        self.def_syms.get(&name).copied()
    }

    /// Number of distinct values interned so far.
    pub fn value_count(&self) -> usize {
        self.inits.len()
    }

    /// Interns a type.
    pub fn ty(&mut self, d: TyData) -> Ty {
        if let Some(&t) = self.type_map.get(&d) {
            return t;
        }
        let t = Ty(self.types.len() as u32);
        self.types.push(d.clone());
        self.type_map.insert(d, t);
        t
    }

    /// The structure of a type.
    pub fn ty_data(&self, t: Ty) -> &TyData {
        &self.types[t.0 as usize]
    }

    /// `list<t>`
    pub fn list_ty(&mut self, t: Ty) -> Ty {
        self.ty(TyData::List(t))
    }

    /// `bits<n>`
    pub fn bits_ty(&mut self, n: u32) -> Ty {
        self.ty(TyData::Bits(n))
    }

    /// Interns a value.
    pub fn init(&mut self, d: InitData) -> Init {
        match d {
            InitData::Int(v) => self.int_init(v),
            InitData::Str(sym, false) => self.sym_init(sym),
            d => self.intern(d),
        }
    }

    /// Interns a value through the table (the common integers and strings have direct maps).
    fn intern(&mut self, d: InitData) -> Init {
        let h = hash_init(&d);
        if let Some(k) = self.init_index.find(h, |k| self.inits[k as usize] == d) {
            return Init(k);
        }
        let fixed = self.compute_fixed(&d);
        self.inits.push(d);
        self.fixed.push(fixed);
        Init(self.init_index.push(h))
    }

    fn compute_fixed(&self, d: &InitData) -> bool {
        let f = |x: &Init| self.fixed[x.0 as usize];
        match d {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str(..)
            | InitData::Def(_) => true,
            InitData::Bits(b) => b
                .iter()
                .all(|x| matches!(self.data(*x), InitData::Bit(_) | InitData::Unset)),
            InitData::List(v, _) => v.iter().all(f),
            InitData::Dag(op, _, args) => f(op) && args.iter().all(|a| f(&a.0)),
            _ => false,
        }
    }

    /// Is the value fixed: no variable, operator, pending instantiation or anonymous name
    /// inside it, so that resolution returns it unchanged?
    pub fn is_fixed(&self, i: Init) -> bool {
        self.fixed[i.0 as usize]
    }

    /// The structure of a value.
    pub fn data(&self, i: Init) -> &InitData {
        &self.inits[i.0 as usize]
    }

    /// A string value.
    pub fn str_init(&mut self, s: &str) -> Init {
        let sym = self.interner.intern(s);
        self.sym_init(sym)
    }

    /// The (non-code) string value of a symbol.
    pub fn sym_init(&mut self, sym: Sym) -> Init {
        let k = sym.0 as usize;
        if let Some(&i) = self.sym_inits.get(k)
            && i != u32::MAX
        {
            return Init(i);
        }
        let i = self.intern(InitData::Str(sym, false));
        if self.sym_inits.len() <= k {
            self.sym_inits.resize(k + 1, u32::MAX);
        }
        self.sym_inits[k] = i.0;
        i
    }

    /// An integer value.
    pub fn int_init(&mut self, v: i64) -> Init {
        let k = v.wrapping_sub(SMALL_INT_MIN) as u64 as usize;
        match self.small_ints.get(k) {
            Some(&i) if i != u32::MAX => Init(i),
            Some(_) => {
                let i = self.intern(InitData::Int(v));
                self.small_ints[k] = i.0;
                i
            }
            None => self.intern(InitData::Int(v)),
        }
    }

    /// The `n` low bits of `v` as a bits value.
    pub fn int_bits(&mut self, v: i64, n: u32) -> Init {
        if let Some(&b) = self.int_bits_cache.get(&(v, n)) {
            return b;
        }
        let bits: Vec<Init> = (0..n)
            .map(|k| self.bit_init(k < 64 && (v >> k) & 1 == 1))
            .collect();
        let b = self.intern(InitData::Bits(bits.into()));
        self.int_bits_cache.insert((v, n), b);
        b
    }

    /// A bit value.
    pub fn bit_init(&self, b: bool) -> Init {
        if b { inits::TRUE } else { inits::FALSE }
    }

    /// The string of a string value, if it is one.
    pub fn as_str(&self, i: Init) -> Option<&str> {
        match self.data(i) {
            InitData::Str(s, _) => Some(self.interner.get(*s)),
            _ => None,
        }
    }

    /// The integer of an int value, if it is one.
    pub fn as_int(&self, i: Init) -> Option<i64> {
        match self.data(i) {
            InitData::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// A new anonymous name.
    pub fn new_anon_name(&mut self) -> Init {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.init(InitData::AnonName(n))
    }

    /// Adds a record to the arena.
    pub fn new_record(&mut self, name: Init, kind: RecordKind, loc: Pos) -> RecId {
        let id = self.next_rec_id;
        self.next_rec_id += 1;
        self.records.push(Record {
            name,
            kind,
            locs: vec![loc],
            forward_decls: Vec::new(),
            template_args: Vec::new(),
            values: Vec::new(),
            supers: Vec::new(),
            direct_supers: Vec::new(),
            assertions: Vec::new(),
            dumps: Vec::new(),
            id,
        });
        RecId(self.records.len() as u32 - 1)
    }

    /// Copies a record into a new arena slot.
    pub fn clone_record(&mut self, r: RecId) -> RecId {
        let mut rec = self.records[r.0 as usize].clone();
        rec.id = self.next_rec_id;
        self.next_rec_id += 1;
        self.records.push(rec);
        RecId(self.records.len() as u32 - 1)
    }

    /// The record `r`.
    pub fn rec(&self, r: RecId) -> &Record {
        &self.records[r.0 as usize]
    }

    /// The record `r`, mutably.
    pub fn rec_mut(&mut self, r: RecId) -> &mut Record {
        &mut self.records[r.0 as usize]
    }

    /// The name of a record as text.
    pub fn rec_name(&self, r: RecId) -> String {
        self.name_string(self.rec(r).name)
    }

    /// A name value as unquoted text.
    pub fn name_string(&self, name: Init) -> String {
        match self.data(name) {
            InitData::Str(s, _) => self.interner.get(*s).to_string(),
            InitData::AnonName(n) => format!("anonymous_{n}"),
            _ => self.unquoted(name),
        }
    }

    /// Is `r` the class `c` or derived from it?
    pub fn is_subclass_of(&self, r: RecId, c: RecId) -> bool {
        r == c || self.rec(r).supers.iter().any(|s| s.0 == c)
    }

    /// Strictly derived from `c`.
    pub fn has_super(&self, r: RecId, c: RecId) -> bool {
        self.rec(r).supers.iter().any(|s| s.0 == c)
    }

    /// The direct superclasses of `r`.
    pub fn direct_supers_of(&self, r: RecId) -> Vec<RecId> {
        let supers: Vec<RecId> = self.rec(r).supers.iter().map(|s| s.0).collect();
        supers
            .iter()
            .copied()
            .filter(|&s| !supers.iter().any(|&o| o != s && self.has_super(o, s)))
            .collect()
    }

    /// A record type of the given classes (sorted by name, as llvm-tblgen does).
    pub fn record_ty(&mut self, mut classes: Vec<RecId>) -> Ty {
        if classes.len() > 1 {
            classes.sort_by_cached_key(|c| self.rec_name(*c));
            classes.dedup();
        }
        self.ty(TyData::Record(classes.into()))
    }

    /// The type of a record reference: its direct superclasses.
    pub fn record_type(&mut self, r: RecId) -> Ty {
        if self.rec(r).is_class() {
            return self.record_ty(vec![r]);
        }
        let n = self.rec(r).supers.len();
        if let Some(&(k, t)) = self.rec_types.get(&r)
            && k == n
        {
            return t;
        }
        let v = self.direct_supers_of(r);
        let t = self.record_ty(v);
        self.rec_types.insert(r, (n, t));
        t
    }

    /// Appends the printed form of type `t` to `out`.
    pub fn write_ty(&self, out: &mut String, t: Ty) {
        match self.ty_data(t) {
            TyData::Bit => out.push_str("bit"),
            TyData::Int => out.push_str("int"),
            TyData::String => out.push_str("string"),
            TyData::Dag => out.push_str("dag"),
            TyData::List(e) => {
                out.push_str("list<");
                self.write_ty(out, *e);
                out.push('>');
            }
            _ => out.push_str(&self.ty_str(t)),
        }
    }

    /// Prints a type.
    pub fn ty_str(&self, t: Ty) -> String {
        match self.ty_data(t) {
            TyData::Bit => "bit".into(),
            TyData::Bits(n) => format!("bits<{n}>"),
            TyData::Int => "int".into(),
            TyData::String => "string".into(),
            TyData::List(e) => format!("list<{}>", self.ty_str(*e)),
            TyData::Dag => "dag".into(),
            TyData::Record(cs) => {
                if cs.len() == 1 {
                    self.rec_name(cs[0])
                } else {
                    let names: Vec<String> = cs.iter().map(|c| self.rec_name(*c)).collect();
                    format!("{{{}}}", names.join(", "))
                }
            }
        }
    }

    /// Can a value of type `a` be converted to type `b`?
    pub fn convertible(&self, a: Ty, b: Ty) -> bool {
        if a == b {
            return true;
        }
        match (self.ty_data(a), self.ty_data(b)) {
            (TyData::Bit, TyData::Int) => true,
            (TyData::Bit, TyData::Bits(1)) => true,
            (TyData::Bits(n), TyData::Bits(m)) => n == m,
            (TyData::Bits(1), TyData::Bit) => true,
            (TyData::Bits(_), TyData::Int) => true,
            (TyData::Int, TyData::Bit | TyData::Bits(_) | TyData::Int) => true,
            (TyData::List(x), TyData::List(y)) => self.convertible(*x, *y),
            (TyData::Record(xs), TyData::Record(ys)) => ys
                .iter()
                .all(|y| xs.iter().any(|x| self.is_subclass_of(*x, *y))),
            _ => false,
        }
    }

    /// Is type `a` a subtype of `b` (stricter than convertible)?
    pub fn type_is_a(&self, a: Ty, b: Ty) -> bool {
        if a == b {
            return true;
        }
        match (self.ty_data(a), self.ty_data(b)) {
            (TyData::List(x), TyData::List(y)) => self.type_is_a(*x, *y),
            (TyData::Record(_), TyData::Record(_)) => self.convertible(a, b),
            _ => false,
        }
    }

    /// The most specific common type of `a` and `b`, if any.
    pub fn resolve_types(&mut self, a: Ty, b: Ty) -> Option<Ty> {
        if self.convertible(a, b) {
            return Some(b);
        }
        if self.convertible(b, a) {
            return Some(a);
        }
        match (self.ty_data(a).clone(), self.ty_data(b).clone()) {
            (TyData::List(x), TyData::List(y)) => {
                let e = self.resolve_types(x, y)?;
                Some(self.list_ty(e))
            }
            (TyData::Record(xs), TyData::Record(ys)) => {
                // Common superclasses, searched from the classes of `a` upwards.
                let mut common: Vec<RecId> = Vec::new();
                let mut work: Vec<RecId> = xs.to_vec();
                while let Some(c) = work.pop() {
                    if ys.iter().any(|y| self.is_subclass_of(*y, c)) {
                        if !common.contains(&c) {
                            common.push(c);
                        }
                    } else {
                        work.extend(self.direct_supers_of(c));
                    }
                }
                Some(self.record_ty(common))
            }
            _ => None,
        }
    }

    /// The type of a typed value (`None` for `?`).
    pub fn type_of(&mut self, i: Init) -> Option<Ty> {
        // What to build, read without cloning the value.
        enum Of {
            Known(Ty),
            Bits(u32),
            List(Ty),
            Def(RecId),
            Class(RecId),
        }
        let of = match self.data(i) {
            InitData::Unset => return None,
            InitData::Bit(_) | InitData::VarBit(..) | InitData::IsA(..) | InitData::Exists(..) => {
                Of::Known(tys::BIT)
            }
            InitData::Bits(b) => Of::Bits(b.len() as u32),
            InitData::Int(_) => Of::Known(tys::INT),
            InitData::Str(..) | InitData::AnonName(_) => Of::Known(tys::STRING),
            InitData::List(_, e) => Of::List(*e),
            InitData::Dag(..) => Of::Known(tys::DAG),
            InitData::Def(r) => Of::Def(*r),
            InitData::VarDef(c, ..) => Of::Class(*c),
            InitData::Instances(t, _) => Of::List(*t),
            InitData::Var(_, t)
            | InitData::Field(_, _, t)
            | InitData::Un(_, _, t)
            | InitData::Bin(_, _, _, t)
            | InitData::Tern(_, _, _, _, t)
            | InitData::Fold(.., t)
            | InitData::Cond(_, t) => Of::Known(*t),
        };
        Some(match of {
            Of::Known(t) => t,
            Of::Bits(n) => self.bits_ty(n),
            Of::List(e) => self.list_ty(e),
            Of::Def(r) => self.record_type(r),
            Of::Class(c) => self.ty(TyData::Record(vec![c].into())),
        })
    }

    /// Is the value fully known (no variables or unresolved operators)?
    pub fn is_concrete(&self, i: Init) -> bool {
        if self.is_fixed(i) {
            return true;
        }
        // An explicit stack: values can nest deeper than the call stack allows.
        let mut stack = vec![i];
        while let Some(x) = stack.pop() {
            match self.data(x) {
                InitData::Unset
                | InitData::Bit(_)
                | InitData::Int(_)
                | InitData::Str(..)
                | InitData::Def(_)
                | InitData::AnonName(_) => {}
                InitData::Bits(v) | InitData::List(v, _) => stack.extend(v.iter()),
                InitData::Dag(op, _, args) => {
                    stack.push(*op);
                    stack.extend(args.iter().map(|a| a.0));
                }
                _ => return false,
            }
        }
        true
    }

    /// Is the value complete (not `?`, and for aggregates no `?` inside bits)?
    pub fn is_complete(&self, i: Init) -> bool {
        let mut stack = vec![i];
        while let Some(x) = stack.pop() {
            match self.data(x) {
                InitData::Unset => return false,
                InitData::Bits(v) | InitData::List(v, _) => stack.extend(v.iter()),
                _ => {}
            }
        }
        true
    }

    /// The value as printed (`getAsString`).
    pub fn to_str(&self, i: Init) -> String {
        let mut s = String::new();
        self.write_init(&mut s, i, false, 0);
        s
    }

    /// The value printed without quotes for strings.
    pub fn unquoted(&self, i: Init) -> String {
        let mut s = String::new();
        self.write_init(&mut s, i, true, 0);
        s
    }

    /// Appends the printed form of `i` to `out`.
    pub fn write_init(&self, out: &mut String, i: Init, unquoted: bool, depth: u32) {
        if depth > self.limits.print {
            out.push_str("...");
            return;
        }
        let d = depth + 1;
        match self.data(i) {
            InitData::Unset => out.push('?'),
            InitData::Bit(b) => out.push(if *b { '1' } else { '0' }),
            InitData::Bits(bits) => {
                out.push_str("{ ");
                for (k, b) in bits.iter().rev().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *b, false, d);
                }
                out.push_str(" }");
            }
            InitData::Int(v) => {
                let _ = write!(out, "{v}");
            }
            InitData::Str(s, code) => {
                let s = self.interner.get(*s);
                if unquoted {
                    out.push_str(s);
                } else if *code {
                    out.push_str("[{");
                    out.push_str(s);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(s);
                    out.push('"');
                }
            }
            InitData::List(v, _) => {
                out.push('[');
                for (k, e) in v.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *e, false, d);
                }
                out.push(']');
            }
            InitData::Dag(op, name, args) => {
                out.push('(');
                self.write_init(out, *op, false, d);
                if let Some(n) = name {
                    out.push_str(":$");
                    out.push_str(self.interner.get(*n));
                }
                for (k, (a, n)) in args.iter().enumerate() {
                    out.push_str(if k == 0 { " " } else { ", " });
                    self.write_init(out, *a, false, d);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(self.interner.get(*n));
                    }
                }
                out.push(')');
            }
            InitData::Def(r) => self.write_init(out, self.rec(*r).name, true, d),
            InitData::Var(n, _) => self.write_init(out, *n, true, d),
            InitData::VarBit(v, b) => {
                self.write_init(out, *v, false, d);
                let _ = write!(out, "{{{b}}}");
            }
            InitData::VarDef(c, args, _) => {
                out.push_str(&self.rec_name(*c));
                out.push('<');
                for (k, (n, v)) in args.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    match n {
                        Some(n) => self.write_init(out, *n, false, d),
                        None => {
                            let _ = write!(out, "{k}");
                        }
                    }
                    out.push_str(": ");
                    self.write_init(out, *v, false, d);
                }
                out.push('>');
            }
            InitData::Field(r, f, _) => {
                self.write_init(out, *r, false, d);
                out.push('.');
                self.write_init(out, *f, true, d);
            }
            InitData::Un(op, a, t) => {
                let name = match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        out.push_str(&self.ty_str(*t));
                        out.push('>');
                        ""
                    }
                    UnOp::Not => "!not",
                    UnOp::Head => "!head",
                    UnOp::Tail => "!tail",
                    UnOp::Size => "!size",
                    UnOp::Empty => "!empty",
                    UnOp::GetDagOp => "!getdagop",
                    UnOp::GetDagOpName => "!getdagopname",
                    UnOp::Log2 => "!logtwo",
                    UnOp::Repr => "!repr",
                    UnOp::ListFlatten => "!listflatten",
                    UnOp::ToLower => "!tolower",
                    UnOp::ToUpper => "!toupper",
                    UnOp::Initialized => "!initialized",
                };
                out.push_str(name);
                out.push('(');
                self.write_init(out, *a, false, d);
                out.push(')');
            }
            InitData::Bin(op, l, r, t) => {
                match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        self.write_init(out, *l, false, d);
                        out.push('[');
                        self.write_init(out, *r, false, d);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        self.write_init(out, *l, false, d);
                        out.push_str("...");
                        self.write_init(out, *r, false, d);
                        return;
                    }
                    _ => {}
                }
                let name = match op {
                    BinOp::Add => "!add",
                    BinOp::Sub => "!sub",
                    BinOp::Mul => "!mul",
                    BinOp::Div => "!div",
                    BinOp::And => "!and",
                    BinOp::Or => "!or",
                    BinOp::Xor => "!xor",
                    BinOp::Shl => "!shl",
                    BinOp::Sra => "!sra",
                    BinOp::Srl => "!srl",
                    BinOp::ListConcat => "!listconcat",
                    BinOp::ListSplat => "!listsplat",
                    BinOp::ListRemove => "!listremove",
                    BinOp::Range => "!range",
                    BinOp::StrConcat => "!strconcat",
                    BinOp::Interleave => "!interleave",
                    BinOp::Concat => "!con",
                    BinOp::Eq => "!eq",
                    BinOp::Ne => "!ne",
                    BinOp::Le => "!le",
                    BinOp::Lt => "!lt",
                    BinOp::Ge => "!ge",
                    BinOp::Gt => "!gt",
                    BinOp::GetDagName => "!getdagname",
                    BinOp::SetDagOp => "!setdagop",
                    BinOp::SetDagOpName => "!setdagopname",
                    BinOp::Match => "!match",
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        out.push_str(&self.ty_str(*t));
                        out.push('>');
                        ""
                    }
                    _ => "",
                };
                out.push_str(name);
                out.push('(');
                self.write_init(out, *l, false, d);
                out.push_str(", ");
                self.write_init(out, *r, false, d);
                out.push(')');
            }
            InitData::Tern(op, a, b, c, _) => {
                let (name, unq) = match op {
                    TernOp::Subst => ("!subst", false),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::Filter => ("!filter", true),
                    TernOp::If => ("!if", false),
                    TernOp::Dag => ("!dag", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                self.write_init(out, *a, unq, d);
                out.push_str(", ");
                self.write_init(out, *b, false, d);
                out.push_str(", ");
                self.write_init(out, *c, false, d);
                out.push(')');
            }
            InitData::Fold(s, l, a, b, e, _) => {
                out.push_str("!foldl(");
                self.write_init(out, *s, false, d);
                out.push_str(", ");
                self.write_init(out, *l, false, d);
                out.push_str(", ");
                self.write_init(out, *a, true, d);
                out.push_str(", ");
                self.write_init(out, *b, true, d);
                out.push_str(", ");
                self.write_init(out, *e, false, d);
                out.push(')');
            }
            InitData::IsA(t, e) | InitData::Exists(t, e) | InitData::Instances(t, e) => {
                let name = match self.data(i) {
                    InitData::IsA(..) => "!isa<",
                    InitData::Exists(..) => "!exists<",
                    _ => "!instances<",
                };
                out.push_str(name);
                out.push_str(&self.ty_str(*t));
                out.push_str(">(");
                self.write_init(out, *e, false, d);
                out.push(')');
            }
            InitData::Cond(cs, _) => {
                out.push_str("!cond(");
                for (k, (c, v)) in cs.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *c, false, d);
                    out.push_str(": ");
                    self.write_init(out, *v, false, d);
                }
                out.push(')');
            }
            InitData::AnonName(n) => {
                let _ = write!(out, "anonymous_{n}");
            }
        }
    }

    /// All defs deriving from the class named `class`, sorted by name.
    pub fn all_derived_definitions(&self, class: &str) -> Vec<RecId> {
        let Some(&c) = self.classes.get(class) else {
            return Vec::new();
        };
        self.defs
            .values()
            .copied()
            .filter(|&d| self.has_super(d, c))
            .collect()
    }

    /// The value of field `name` of record `r`.
    pub fn field_value(&self, r: RecId, name: &str) -> Option<Init> {
        let sym = self.interner.lookup(name)?;
        let key = *self
            .sym_inits
            .get(sym.0 as usize)
            .filter(|&&k| k != u32::MAX)?;
        self.rec(r).field(Init(key)).map(|v| v.value)
    }
}

/// Compares record names as llvm-tblgen orders records for its backends: byte by byte,
/// except that runs of digits at the same place compare as numbers (a longer run is the
/// bigger number; runs of one length compare by their digits), so `R2` comes before `R10`.
pub fn compare_numeric(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let digits = |s: &[u8], from: usize| {
        s[from..]
            .iter()
            .position(|c| !c.is_ascii_digit())
            .unwrap_or(s.len() - from)
    };
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i].is_ascii_digit() && b[i].is_ascii_digit() {
            let (la, lb) = (digits(a, i), digits(b, i));
            if la != lb {
                return la.cmp(&lb);
            }
            match a[i..i + la].cmp(&b[i..i + lb]) {
                Ordering::Equal => i += la,
                o => return o,
            }
            continue;
        }
        if a[i] != b[i] {
            return a[i].cmp(&b[i]);
        }
        i += 1;
    }
    a.len().cmp(&b.len())
}

/// Escapes a string as llvm-tblgen prints it inside quotes.
pub fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\{:02X}", c as u32);
            }
            c => out.push(c),
        }
    }
}
