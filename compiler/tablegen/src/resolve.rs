//! Resolution of variable references and folding of operators.
//!
//! A [`Resolver`] maps variable names to values; [`Eval::resolve`] rewrites a value under a
//! resolver and folds the operators whose operands became known, as llvm-tblgen does.

use rustc_hash::FxHashMap;

use crate::eval::Eval;
use crate::record::{
    BinOp, Init, InitData, RecId, RecordKind, TernOp, Ty, TyData, UnOp, inits, tys,
};

/// Maps variables to values during resolution.
pub trait Resolver {
    /// The value of variable `name`, if this resolver knows it.
    fn resolve(&mut self, ev: &mut Eval, name: Init) -> Option<Init>;
    /// Is this the final resolution (unresolvable references are errors)?
    fn is_final(&self) -> bool {
        false
    }
    /// The record being resolved, if any.
    fn cur_rec(&self) -> Option<RecId> {
        None
    }
}

/// A resolver from a map of names to values; values may refer to each other.
///
/// The map is a small vector searched linearly: it holds a few template arguments or loop
/// variables, and is created for every instantiation and every `!foreach`/`!foldl` step.
pub struct MapResolver {
    /// (name, value, state) where state is one of `PENDING`, `DONE`, `BUSY`.
    map: Vec<(Init, Init, u8)>,
    /// Number of `BUSY` entries (being resolved, hidden from lookups).
    busy: usize,
    rec: Option<RecId>,
    final_: bool,
}

const PENDING: u8 = 0;
const DONE: u8 = 1;
const BUSY: u8 = 2;

impl MapResolver {
    /// A new, empty resolver for record `rec`.
    pub fn new(rec: Option<RecId>) -> Self {
        MapResolver {
            map: Vec::new(),
            busy: 0,
            rec,
            final_: false,
        }
    }
    /// Binds `name` to `v`.
    pub fn set(&mut self, name: Init, v: Init) {
        match self.map.iter_mut().find(|e| e.0 == name && e.2 != BUSY) {
            Some(e) => *e = (name, v, PENDING),
            None => self.map.push((name, v, PENDING)),
        }
    }
    /// Marks this resolution final.
    pub fn set_final(&mut self, f: bool) {
        self.final_ = f;
    }
    /// Is `name` bound?
    pub fn contains(&self, name: Init) -> bool {
        self.map.iter().any(|e| e.0 == name && e.2 != BUSY)
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, ev: &mut Eval, name: Init) -> Option<Init> {
        let k = self.map.iter().position(|e| e.0 == name && e.2 != BUSY)?;
        let (_, v, state) = self.map[k];
        if state == DONE || self.map.len() - self.busy <= 1 {
            return Some(v);
        }
        // While its value is resolved, the name is hidden (a value referring to its own
        // name keeps the reference).
        self.map[k].2 = BUSY;
        self.busy += 1;
        let r = ev.resolve(v, self);
        self.busy -= 1;
        self.map[k] = (name, r, DONE);
        Some(r)
    }
    fn is_final(&self) -> bool {
        self.final_
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.rec
    }
}

/// Resolves the fields of a record in terms of each other (and its name).
pub struct RecordResolver {
    rec: RecId,
    name: Option<Init>,
    cache: FxHashMap<Init, Option<Init>>,
    stack: Vec<Init>,
    final_: bool,
}

impl RecordResolver {
    /// A resolver for `rec`; `name` replaces references to the record's own name.
    pub fn new(rec: RecId, name: Option<Init>, final_: bool) -> Self {
        RecordResolver {
            rec,
            name,
            cache: FxHashMap::default(),
            stack: Vec::new(),
            final_,
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, ev: &mut Eval, var: Init) -> Option<Init> {
        if let Some(v) = self.cache.get(&var) {
            return *v;
        }
        if self.stack.contains(&var) {
            return None;
        }
        let rec = ev.kp.rec(self.rec);
        let mut val = None;
        if let Some(f) = rec.field(var) {
            if f.value != inits::UNSET {
                let v = f.value;
                self.stack.push(var);
                val = Some(ev.resolve(v, self));
                self.stack.pop();
            }
        } else if let Some(n) = self.name
            && var == rec.name
        {
            self.stack.push(var);
            val = Some(ev.resolve(n, self));
            self.stack.pop();
        }
        self.cache.insert(var, val);
        val
    }
    fn is_final(&self) -> bool {
        self.final_
    }
    fn cur_rec(&self) -> Option<RecId> {
        Some(self.rec)
    }
}

/// Wraps a resolver, hiding some names (the variables of `!foreach` and `!foldl`).
pub struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: Vec<Init>,
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, ev: &mut Eval, name: Init) -> Option<Init> {
        if self.shadowed.contains(&name) {
            return None;
        }
        self.inner.resolve(ev, name)
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.cur_rec()
    }
}

/// A resolver that knows nothing (used to fold).
pub struct NoResolver(pub Option<RecId>, pub bool);

impl Resolver for NoResolver {
    fn resolve(&mut self, _ev: &mut Eval, _name: Init) -> Option<Init> {
        None
    }
    fn is_final(&self) -> bool {
        self.1
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.0
    }
}

/// The resolved elements of a sequence, allocated only once one of them differs.
struct Changed<T>(Option<Vec<T>>);

impl<T> Default for Changed<T> {
    fn default() -> Self {
        Changed(None)
    }
}

impl<T: Copy + PartialEq> Changed<T> {
    /// Records `x` as the new value of `old[k]`.
    fn note(&mut self, old: &[T], k: usize, x: T) {
        match &mut self.0 {
            Some(v) => v.push(x),
            None if x != old[k] => {
                let mut v = Vec::with_capacity(old.len());
                v.extend_from_slice(&old[..k]);
                v.push(x);
                self.0 = Some(v);
            }
            None => {}
        }
    }
}

impl Eval<'_> {
    /// Resolves references in `i` under `r`, folding what becomes foldable.
    pub fn resolve(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        if self.kp.is_fixed(i) {
            return i;
        }
        if self.depth >= self.kp.limits.resolve {
            if !self.depth_error {
                self.depth_error = true;
                self.error(
                    None,
                    "expression or instantiation nested too deeply".to_string(),
                );
            }
            return i;
        }
        self.depth += 1;
        let out = self.resolve_inner(i, r);
        self.depth -= 1;
        out
    }

    fn resolve_inner(&mut self, i: Init, r: &mut dyn Resolver) -> Init {
        // The common variants without shared parts first, read in place.
        match *self.kp.data(i) {
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str(..)
            | InitData::Def(_) => return i,
            InitData::Var(name, _) => return r.resolve(self, name).unwrap_or(i),
            InitData::Un(op, a, t) => {
                let x = self.resolve(a, r);
                if x != a || (r.is_final() && op == UnOp::Cast) {
                    return self.un(op, x, t, r.cur_rec(), r.is_final());
                }
                return i;
            }
            InitData::Bin(op, a, b, t) => {
                let x = self.resolve(a, r);
                let y = self.resolve(b, r);
                if x != a || y != b {
                    return self.bin(op, x, y, t, r.cur_rec());
                }
                return i;
            }
            _ => {}
        }
        let d = self.kp.data(i).clone();
        match d {
            // Handled above.
            InitData::Unset
            | InitData::Bit(_)
            | InitData::Int(_)
            | InitData::Str(..)
            | InitData::Def(_)
            | InitData::Var(..)
            | InitData::Un(..)
            | InitData::Bin(..) => i,
            InitData::AnonName(n) => {
                let v = r.resolve(self, i).unwrap_or(i);
                if r.is_final() && v == i {
                    return self.kp.str_init(&format!("anonymous_{n}"));
                }
                v
            }
            InitData::Bits(bits) => {
                let mut nb = Changed::default();
                for (k, b) in bits.iter().enumerate() {
                    let x = self.resolve(*b, r);
                    let x = self.as_bit(x);
                    nb.note(&bits, k, x);
                }
                match nb.0 {
                    Some(nb) => self.kp.init(InitData::Bits(nb.into())),
                    None => i,
                }
            }
            InitData::List(v, t) => {
                let mut nv = Changed::default();
                for (k, e) in v.iter().enumerate() {
                    let x = self.resolve(*e, r);
                    nv.note(&v, k, x);
                }
                match nv.0 {
                    Some(nv) => self.kp.init(InitData::List(nv.into(), t)),
                    None => i,
                }
            }
            InitData::Dag(op, name, args) => {
                let nop = self.resolve(op, r);
                let mut na = Changed::default();
                for (k, (a, n)) in args.iter().enumerate() {
                    let x = self.resolve(*a, r);
                    na.note(&args, k, (x, *n));
                }
                match na.0 {
                    Some(na) => self.kp.init(InitData::Dag(nop, name, na.into())),
                    None if nop != op => self.kp.init(InitData::Dag(nop, name, args)),
                    None => i,
                }
            }
            InitData::VarBit(v, b) => {
                let x = self.resolve(v, r);
                if x != v { self.get_bit(x, b) } else { i }
            }
            InitData::VarDef(c, args, pos) => {
                let mut changed = false;
                let mut na = Vec::with_capacity(args.len());
                for (n, v) in args.iter() {
                    let x = self.resolve(*v, r);
                    changed |= x != *v;
                    na.push((*n, x));
                }
                if changed {
                    let unresolved = na.iter().any(|(_, v)| self.has_unresolved(*v));
                    let nv = self.kp.init(InitData::VarDef(c, na.into(), pos));
                    if let Some(&l) = self.kp.vardef_loc.get(&i) {
                        self.kp.vardef_loc.entry(nv).or_insert(l);
                    }
                    if !unresolved {
                        return self.instantiate(nv);
                    }
                    return nv;
                }
                i
            }
            InitData::Field(rec, f, _) => {
                let nr = self.resolve(rec, r);
                if nr != rec {
                    let t = self.field_type(nr, f).unwrap_or(tys::STRING);
                    let x = self.kp.init(InitData::Field(nr, f, t));
                    return self.fold_field(x, r.cur_rec());
                }
                i
            }
            InitData::Tern(op, a, b, c, t) => {
                let x = self.resolve(a, r);
                if op == TernOp::If && x != a {
                    let xi = self.convert(x, tys::INT);
                    if let Some(v) = xi.and_then(|xi| self.kp.as_int(xi)) {
                        return if v != 0 {
                            self.resolve(b, r)
                        } else {
                            self.resolve(c, r)
                        };
                    }
                }
                let (y, z) = if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    let y = self.resolve(b, r);
                    let mut sr = ShadowResolver {
                        inner: r,
                        shadowed: vec![x],
                    };
                    let z = self.resolve(c, &mut sr);
                    (y, z)
                } else {
                    (self.resolve(b, r), self.resolve(c, r))
                };
                if x != a || y != b || z != c {
                    let n = self.kp.init(InitData::Tern(op, x, y, z, t));
                    return self.fold_tern(n, r.cur_rec());
                }
                i
            }
            InitData::Fold(s, l, a, b, e, t) => {
                let ns = self.resolve(s, r);
                let nl = self.resolve(l, r);
                let mut sr = ShadowResolver {
                    inner: r,
                    shadowed: vec![a, b],
                };
                let ne = self.resolve(e, &mut sr);
                if ns != s || nl != l || ne != e {
                    let n = self.kp.init(InitData::Fold(ns, nl, a, b, ne, t));
                    return self.fold_foldl(n, r.cur_rec());
                }
                i
            }
            InitData::IsA(t, e) => {
                let ne = self.resolve(e, r);
                if ne != e {
                    let n = self.kp.init(InitData::IsA(t, ne));
                    return self.fold_isa(n);
                }
                i
            }
            InitData::Exists(t, e) => {
                let ne = self.resolve(e, r);
                if ne != e || r.is_final() {
                    let n = self.kp.init(InitData::Exists(t, ne));
                    return self.fold_exists(n, r.cur_rec(), r.is_final());
                }
                i
            }
            InitData::Instances(t, e) => {
                let ne = self.resolve(e, r);
                if ne != e || r.is_final() {
                    let n = self.kp.init(InitData::Instances(t, ne));
                    return self.fold_instances(n, r.is_final());
                }
                i
            }
            InitData::Cond(cs, t) => {
                let mut changed = false;
                let mut nc = Vec::with_capacity(cs.len());
                for (c, v) in cs.iter() {
                    let x = self.resolve(*c, r);
                    let y = self.resolve(*v, r);
                    changed |= x != *c || y != *v;
                    nc.push((x, y));
                }
                if changed {
                    let n = self.kp.init(InitData::Cond(nc.into(), t));
                    return self.fold_cond(n, r.cur_rec());
                }
                i
            }
        }
    }

    /// Does `i` still contain variable references?
    pub fn has_unresolved(&self, i: Init) -> bool {
        let mut stack = vec![i];
        let mut n = 0;
        while let Some(x) = stack.pop() {
            n += 1;
            if n > 1_000_000 {
                return true;
            }
            match self.kp.data(x) {
                InitData::Var(..) | InitData::VarBit(..) => return true,
                InitData::Bits(v) | InitData::List(v, _) => stack.extend(v.iter()),
                InitData::Dag(op, _, args) => {
                    stack.push(*op);
                    stack.extend(args.iter().map(|a| a.0));
                }
                InitData::VarDef(_, args, _) => stack.extend(args.iter().map(|a| a.1)),
                InitData::Field(a, _, _) | InitData::Un(_, a, _) => stack.push(*a),
                InitData::Bin(_, a, b, _) => stack.extend([*a, *b]),
                InitData::Tern(_, a, b, c, _) => stack.extend([*a, *b, *c]),
                InitData::Fold(s, l, _, _, e, _) => stack.extend([*s, *l, *e]),
                InitData::IsA(_, e) | InitData::Exists(_, e) | InitData::Instances(_, e) => {
                    stack.push(*e)
                }
                InitData::Cond(cs, _) => {
                    for (c, v) in cs.iter() {
                        stack.push(*c);
                        stack.push(*v);
                    }
                }
                _ => {}
            }
        }
        false
    }

    /// Does `i` refer to the variable `name`?
    pub fn references(&self, i: Init, name: Init) -> bool {
        let mut stack = vec![i];
        while let Some(x) = stack.pop() {
            match self.kp.data(x) {
                InitData::Var(n, _) if *n == name => return true,
                InitData::VarBit(v, _) => stack.push(*v),
                InitData::Bits(v) | InitData::List(v, _) => stack.extend(v.iter()),
                InitData::Dag(op, _, args) => {
                    stack.push(*op);
                    stack.extend(args.iter().map(|a| a.0));
                }
                InitData::VarDef(_, args, _) => stack.extend(args.iter().map(|a| a.1)),
                InitData::Field(a, _, _) | InitData::Un(_, a, _) => stack.push(*a),
                InitData::Bin(_, a, b, _) => stack.extend([*a, *b]),
                InitData::Tern(_, a, b, c, _) => stack.extend([*a, *b, *c]),
                InitData::Fold(s, l, _, _, e, _) => stack.extend([*s, *l, *e]),
                InitData::IsA(_, e) | InitData::Exists(_, e) | InitData::Instances(_, e) => {
                    stack.push(*e)
                }
                InitData::Cond(cs, _) => {
                    for (c, v) in cs.iter() {
                        stack.push(*c);
                        stack.push(*v);
                    }
                }
                _ => {}
            }
        }
        false
    }

    /// Bit `b` of value `i`.
    pub fn get_bit(&mut self, i: Init, b: u32) -> Init {
        match self.kp.data(i).clone() {
            InitData::Bit(_) | InitData::Unset => i,
            InitData::Bits(v) => v.get(b as usize).copied().unwrap_or(inits::UNSET),
            InitData::Int(v) => self.kp.bit_init(b < 64 && (v >> b) & 1 == 1),
            InitData::VarBit(..) => i,
            _ => {
                if self.kp.type_of(i) == Some(tys::BIT) {
                    return i;
                }
                self.kp.init(InitData::VarBit(i, b))
            }
        }
    }

    /// Normalises a resolved bit (bits of width one become the bit).
    fn as_bit(&mut self, i: Init) -> Init {
        match self.kp.data(i).clone() {
            InitData::Int(v) if v == 0 || v == 1 => self.kp.bit_init(v == 1),
            InitData::Bits(v) if v.len() == 1 => v[0],
            _ => i,
        }
    }

    /// The type of field `f` of the record value `rec`.
    pub fn field_type(&mut self, rec: Init, f: Init) -> Option<Ty> {
        match self.kp.data(rec).clone() {
            InitData::Def(r) => self.kp.rec(r).field(f).map(|v| v.ty),
            _ => {
                let t = self.kp.type_of(rec)?;
                if let TyData::Record(cs) = self.kp.ty_data(t).clone() {
                    for c in cs.iter() {
                        if let Some(v) = self.kp.rec(*c).field(f) {
                            return Some(v.ty);
                        }
                    }
                }
                None
            }
        }
    }

    /// Folds `rec.field`.
    pub fn fold_field(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitData::Field(rec, f, _) = self.kp.data(i).clone() else {
            return i;
        };
        if let InitData::Def(r) = self.kp.data(rec).clone() {
            if Some(r) == cur {
                let msg = format!(
                    "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                    self.kp.unquoted(f),
                    self.kp.to_str(rec)
                );
                self.error_rec(Some(r), msg);
                return i;
            }
            if let Some(v) = self.kp.rec(r).field(f).map(|v| v.value)
                && self.kp.is_concrete(v)
            {
                return v;
            }
        }
        i
    }

    /// Converts a value to type `t` (`convertInitializerTo`); `None` when impossible.
    pub fn convert(&mut self, i: Init, t: Ty) -> Option<Init> {
        // Values that already have the type, read in place.
        match (self.kp.data(i), t) {
            (InitData::Unset, _)
            | (InitData::Int(_), tys::INT)
            | (InitData::Str(..), tys::STRING)
            | (InitData::Bit(_), tys::BIT)
            | (InitData::Dag(..), tys::DAG) => return Some(i),
            (InitData::List(_, et), _) if self.kp.ty_data(t) == &TyData::List(*et) => {
                return Some(i);
            }
            _ => {}
        }
        let td = self.kp.ty_data(t).clone();
        match self.kp.data(i).clone() {
            InitData::Unset => Some(i),
            InitData::Bit(b) => match td {
                TyData::Bit => Some(i),
                TyData::Bits(1) => Some(self.kp.init(InitData::Bits(vec![i].into()))),
                TyData::Int => Some(self.kp.int_init(b as i64)),
                _ => None,
            },
            InitData::Bits(v) => match td {
                TyData::Bit if v.len() == 1 => Some(v[0]),
                TyData::Bits(n) if n as usize == v.len() => Some(i),
                TyData::Int => {
                    let mut r: i64 = 0;
                    for (k, b) in v.iter().enumerate() {
                        match self.kp.data(*b) {
                            InitData::Bit(x) => {
                                if *x && k < 64 {
                                    r |= 1 << k;
                                }
                            }
                            _ => return None,
                        }
                    }
                    Some(self.kp.int_init(r))
                }
                _ => None,
            },
            InitData::Int(v) => match td {
                TyData::Int => Some(i),
                TyData::Bit => {
                    if v == 0 || v == 1 {
                        Some(self.kp.bit_init(v == 1))
                    } else {
                        None
                    }
                }
                TyData::Bits(n) => {
                    // The value must fit in n bits (as signed or unsigned).
                    if n < 64 {
                        let fits_unsigned = (v as u64) >> n == 0;
                        let fits_signed = (v >> (n.max(1) - 1)) == -1 || (v >> (n.max(1) - 1)) == 0;
                        if !(fits_unsigned || (v < 0 && fits_signed)) {
                            return None;
                        }
                    }
                    Some(self.kp.int_bits(v, n))
                }
                _ => None,
            },
            InitData::Str(..) => match td {
                TyData::String => Some(i),
                _ => None,
            },
            InitData::List(v, et) => match td {
                TyData::List(e) => {
                    if et == e {
                        return Some(i);
                    }
                    let mut out = Vec::with_capacity(v.len());
                    for x in v.iter() {
                        let c = self.convert(*x, e)?;
                        out.push(c);
                    }
                    Some(self.kp.init(InitData::List(out.into(), e)))
                }
                _ => None,
            },
            InitData::Dag(..) => match td {
                TyData::Dag => Some(i),
                _ => None,
            },
            InitData::Def(_) => {
                let my = self.kp.type_of(i)?;
                if self.kp.convertible(my, t) {
                    Some(i)
                } else {
                    None
                }
            }
            _ => {
                let my = self.kp.type_of(i)?;
                if my == t || self.kp.type_is_a(my, t) {
                    return Some(i);
                }
                if my == tys::BIT && td == TyData::Bits(1) {
                    return Some(self.kp.init(InitData::Bits(vec![i].into())));
                }
                None
            }
        }
    }

    /// Casts a value to type `t` (`getCastTo`), inserting `!cast` when needed.
    pub fn cast_to(&mut self, i: Init, t: Ty) -> Option<Init> {
        if let Some(my) = self.kp.type_of(i) {
            if my == t || self.kp.type_is_a(my, t) {
                return Some(i);
            }
        } else {
            return Some(i);
        }
        if let Some(c) = self.convert(i, t) {
            return Some(c);
        }
        let my = self.kp.type_of(i)?;
        if !self.kp.convertible(my, t) {
            return None;
        }
        Some(self.un(UnOp::Cast, i, t, None, false))
    }

    /// Sets a field's value with conversion (`RecordVal::setValue`); false on type mismatch.
    pub fn set_field_value(&mut self, rec: RecId, idx: usize, v: Init) -> bool {
        let ty = self.kp.rec(rec).values[idx].ty;
        let Some(mut c) = self.cast_to(v, ty) else {
            return false;
        };
        if let TyData::Bits(n) = self.kp.ty_data(ty).clone()
            && !matches!(self.kp.data(c), InitData::Bits(_))
        {
            let bits: Vec<Init> = (0..n).map(|k| self.get_bit(c, k)).collect();
            c = self.kp.init(InitData::Bits(bits.into()));
        }
        self.kp.rec_mut(rec).values[idx].value = c;
        true
    }

    /// Resolves every field of `rec` (and its name) under `r` (`Record::resolveReferences`).
    pub fn resolve_record(&mut self, rec: RecId, r: &mut dyn Resolver, skip: Option<usize>) {
        let name = self.kp.rec(rec).name;
        let nn = self.resolve(name, r);
        if nn != name {
            self.kp.rec_mut(rec).name = nn;
        }
        let n = self.kp.rec(rec).values.len();
        for k in 0..n {
            if Some(k) == skip {
                continue;
            }
            let v = self.kp.rec(rec).values[k].value;
            let nv = self.resolve(v, r);
            if nv != v && !self.set_field_value(rec, k, nv) {
                let rv = &self.kp.rec(rec).values[k];
                let msg = format!(
                    "Invalid value '{}' found when setting field '{}' of type '{}' after resolving references: {}",
                    self.kp.to_str(nv),
                    self.kp.unquoted(rv.name),
                    self.kp.ty_str(rv.ty),
                    self.kp.to_str(v)
                );
                self.error_rec(Some(rec), msg);
            }
        }
        let asserts = self.kp.rec(rec).assertions.clone();
        let mut na = Vec::with_capacity(asserts.len());
        for (p, c, m) in asserts {
            let c = self.resolve(c, r);
            let m = self.resolve(m, r);
            na.push((p, c, m));
        }
        self.kp.rec_mut(rec).assertions = na;
        let dumps = self.kp.rec(rec).dumps.clone();
        let mut nd = Vec::with_capacity(dumps.len());
        for (p, m) in dumps {
            let m = self.resolve(m, r);
            nd.push((p, m));
        }
        self.kp.rec_mut(rec).dumps = nd;
    }

    /// Resolves a record in terms of itself (final).
    pub fn resolve_record_self(&mut self, rec: RecId, new_name: Option<Init>) {
        let mut r = RecordResolver::new(rec, new_name, true);
        self.resolve_record(rec, &mut r, None);
    }

    /// Instantiates `Class<args>` as an anonymous def.
    pub fn instantiate(&mut self, vd: Init) -> Init {
        if let Some(&d) = self.kp.vardef_cache.get(&vd) {
            return d;
        }
        let InitData::VarDef(class, args, _pos) = self.kp.data(vd).clone() else {
            return vd;
        };
        if self.kp.inst_depth > 100 {
            if !self.depth_error {
                self.depth_error = true;
                let loc = self.kp.rec(class).locs[0];
                self.error(
                    Some(loc),
                    "class instantiation nested too deeply (infinite recursion?)".into(),
                );
            }
            return vd;
        }
        self.kp.inst_depth += 1;
        let name = self.kp.new_anon_name();
        let cloc = match self.kp.vardef_loc.get(&vd) {
            Some(&l) => l,
            None => *self.kp.rec(class).locs.last().unwrap(),
        };
        let nr = self.kp.new_record(name, RecordKind::AnonymousDef, cloc);
        let (values, targs) = {
            let c = self.kp.rec(class);
            (c.values.clone(), c.template_args.clone())
        };
        let mut mr = MapResolver::new(Some(nr));
        for ta in &targs {
            let v = values
                .iter()
                .find(|v| v.name == *ta)
                .map_or(inits::UNSET, |v| v.value);
            mr.set(*ta, v);
        }
        {
            let (assertions, dumps) = {
                let c = self.kp.rec(class);
                (c.assertions.clone(), c.dumps.clone())
            };
            let r = self.kp.rec_mut(nr);
            r.values = values;
            r.values.retain(|v| !v.template_arg);
            r.assertions = assertions;
            r.dumps = dumps;
        }
        for (k, (n, v)) in args.iter().enumerate() {
            let key = n.unwrap_or_else(|| targs.get(k).copied().unwrap_or(inits::UNSET));
            mr.set(key, *v);
        }
        self.resolve_record(nr, &mut mr, None);
        let mut supers = self.kp.rec(class).supers.clone();
        supers.push((class, cloc));
        self.kp.rec_mut(nr).supers = supers;
        self.kp.rec_mut(nr).direct_supers = vec![class];
        self.resolve_record_self(nr, None);
        let nm = self.kp.rec_name(nr);
        self.kp.add_def(nm, nr);
        let d = self.kp.init(InitData::Def(nr));
        self.kp.vardef_cache.insert(vd, d);
        self.check_assertions(nr);
        self.emit_dumps(nr);
        self.kp.inst_depth -= 1;
        d
    }

    /// Folds a unary operator.
    pub fn fold_un(&mut self, i: Init, cur: Option<RecId>, is_final: bool) -> Init {
        let InitData::Un(op, a, t) = *self.kp.data(i) else {
            return i;
        };
        self.fold_un_parts(op, a, t, cur, is_final).unwrap_or(i)
    }

    /// `op(a)` of type `t`, folded if it folds; the operator is interned only if not.
    pub fn un(&mut self, op: UnOp, a: Init, t: Ty, cur: Option<RecId>, is_final: bool) -> Init {
        match self.fold_un_parts(op, a, t, cur, is_final) {
            Some(v) => v,
            None => self.kp.init(InitData::Un(op, a, t)),
        }
    }

    /// The printed form of `op(a)` (for messages).
    fn un_str(&mut self, op: UnOp, a: Init, t: Ty) -> String {
        let i = self.kp.init(InitData::Un(op, a, t));
        self.kp.to_str(i)
    }

    /// Folds `op(a)` of type `t` without interning the operator; `None` if it does not fold
    /// (yet).
    fn fold_un_parts(
        &mut self,
        op: UnOp,
        a: Init,
        t: Ty,
        cur: Option<RecId>,
        is_final: bool,
    ) -> Option<Init> {
        let ad = self.kp.data(a).clone();
        match op {
            UnOp::ToLower | UnOp::ToUpper => {
                if let InitData::Str(s, _) = ad {
                    let s = self.kp.interner.get(s);
                    let r = if op == UnOp::ToLower {
                        s.to_ascii_lowercase()
                    } else {
                        s.to_ascii_uppercase()
                    };
                    return Some(self.kp.str_init(&r));
                }
            }
            UnOp::Cast => {
                let td = self.kp.ty_data(t).clone();
                if td == TyData::String {
                    match ad {
                        InitData::Str(..) => return Some(a),
                        InitData::Def(r) => {
                            let n = self.kp.rec_name(r);
                            return Some(self.kp.str_init(&n));
                        }
                        InitData::Int(v) => return Some(self.kp.str_init(&v.to_string())),
                        InitData::Bit(b) => {
                            return Some(self.kp.str_init(if b { "1" } else { "0" }));
                        }
                        InitData::Bits(_) => {
                            if let Some(iv) = self.convert(a, tys::INT)
                                && let Some(v) = self.kp.as_int(iv)
                            {
                                return Some(self.kp.str_init(&v.to_string()));
                            }
                        }
                        InitData::AnonName(_) => {
                            let n = self.kp.name_string(a);
                            return Some(self.kp.str_init(&n));
                        }
                        _ => {}
                    }
                } else if let TyData::Record(_) = td
                    && let InitData::Str(s, _) = ad
                {
                    {
                        let name = self.kp.interner.get(s).to_string();
                        if let Some(&d) = self.kp.defs.get(&name) {
                            let dt = self.kp.record_type(d);
                            if !self.kp.convertible(dt, t) {
                                let msg = format!(
                                    "Expected type '{}', got '{}' in: {}",
                                    self.kp.ty_str(t),
                                    self.kp.ty_str(dt),
                                    self.un_str(op, a, t)
                                );
                                let loc = cur;
                                self.fatal_rec(loc, msg);
                                return None;
                            }
                            return Some(self.kp.init(InitData::Def(d)));
                        }
                        if let Some(c) = cur
                            && self.kp.rec(c).kind != RecordKind::Class
                            && self.kp.name_string(self.kp.rec(c).name) == name
                        {
                            // A self-reference: resolved once the record is complete.
                            if is_final {
                                let ct = self.kp.record_type(c);
                                if !self.kp.convertible(ct, t) {
                                    return None;
                                }
                                return Some(self.kp.init(InitData::Def(c)));
                            }
                            return None;
                        }
                        if is_final {
                            let loc = cur;
                            self.fatal_rec(
                                loc,
                                format!("Undefined reference to record: '{name}'\n"),
                            );
                        }
                        return None;
                    }
                }
                if let Some(c) = self.convert(a, t) {
                    return Some(c);
                }
            }
            UnOp::Not => {
                if let Some(x) = self.convert(a, tys::INT)
                    && let Some(v) = self.kp.as_int(x)
                {
                    return Some(self.kp.bit_init(v == 0));
                }
            }
            UnOp::Head => {
                if let InitData::List(v, _) = &ad {
                    if v.is_empty() {
                        self.error(None, "Empty list in !head".into());
                        return None;
                    }
                    return Some(v[0]);
                }
            }
            UnOp::Tail => {
                if let InitData::List(v, e) = &ad {
                    if v.is_empty() {
                        self.error(None, "Empty list in !tail".into());
                        return None;
                    }
                    return Some(self.kp.init(InitData::List(v[1..].into(), *e)));
                }
            }
            UnOp::Size => match &ad {
                InitData::List(v, _) => return Some(self.kp.int_init(v.len() as i64)),
                InitData::Dag(_, _, args) => return Some(self.kp.int_init(args.len() as i64)),
                InitData::Str(s, _) => {
                    let n = self.kp.interner.get(*s).len();
                    return Some(self.kp.int_init(n as i64));
                }
                _ => {}
            },
            UnOp::Empty => match &ad {
                InitData::List(v, _) => return Some(self.kp.bit_init(v.is_empty())),
                InitData::Dag(_, _, args) => return Some(self.kp.bit_init(args.is_empty())),
                InitData::Str(s, _) => {
                    let e = self.kp.interner.get(*s).is_empty();
                    return Some(self.kp.bit_init(e));
                }
                _ => {}
            },
            UnOp::GetDagOp => {
                if let InitData::Dag(dop, ..) = ad {
                    // The operator need not be a def yet (a `!cast` in a multiclass); its
                    // type is what must fit.
                    {
                        let ot = self.kp.type_of(dop);
                        if let Some(ot) = ot
                            && !self.kp.type_is_a(ot, t)
                        {
                            let msg = format!(
                                "Expected type '{}', got '{}' in: {}",
                                self.kp.ty_str(t),
                                self.kp.ty_str(ot),
                                self.un_str(op, a, t)
                            );
                            // llvm-tblgen's message ends in a newline of its own.
                            self.fatal_rec(cur, msg + "\n");
                            return None;
                        }
                    }
                    return Some(dop);
                }
            }
            UnOp::GetDagOpName => {
                if let InitData::Dag(_, n, _) = ad {
                    return Some(match n {
                        Some(n) => self.kp.sym_init(n),
                        None => inits::UNSET,
                    });
                }
            }
            UnOp::Log2 => {
                if let Some(x) = self.convert(a, tys::INT)
                    && let Some(v) = self.kp.as_int(x)
                {
                    if v <= 0 {
                        self.fatal_at(None, "Illegal operation: logtwo is undefined on arguments less than or equal to 0".into());
                        return None;
                    }
                    return Some(self.kp.int_init(63 - v.leading_zeros() as i64));
                }
            }
            UnOp::Repr => {
                if self.kp.is_concrete(a) {
                    let s = self.repr(a);
                    return Some(self.kp.str_init(&s));
                }
            }
            UnOp::ListFlatten => {
                if let InitData::List(v, _) = &ad {
                    let TyData::List(e) = self.kp.ty_data(t).clone() else {
                        return None;
                    };
                    let mut out = Vec::new();
                    for x in v.iter() {
                        match self.kp.data(*x).clone() {
                            InitData::List(inner, _) => out.extend(inner.iter().copied()),
                            _ => return None,
                        }
                    }
                    return Some(self.kp.init(InitData::List(out.into(), e)));
                }
            }
            UnOp::Initialized => {
                if ad == InitData::Unset {
                    return Some(self.kp.int_init(0));
                }
                if self.kp.is_concrete(a) || is_final {
                    return Some(self.kp.int_init(1));
                }
            }
        }
        None
    }

    /// `!repr` of a concrete value.
    fn repr(&mut self, a: Init) -> String {
        match self.kp.data(a).clone() {
            InitData::Def(r) => {
                let rec = self.kp.rec(r).clone();
                let mut s = format!("{} {{", self.kp.rec_name(r));
                if !rec.supers.is_empty() {
                    s.push_str("\t//");
                    for (c, _) in &rec.supers {
                        s.push(' ');
                        s.push_str(&self.kp.rec_name(*c));
                    }
                }
                s.push('\n');
                for v in rec.values.iter().filter(|v| !v.template_arg) {
                    s.push_str(&crate::print::field_line(self.kp, v));
                }
                s.push_str("}\n");
                s
            }
            _ => self.kp.to_str(a),
        }
    }

    fn int_of(&mut self, i: Init) -> Option<i64> {
        if let InitData::Int(v) = *self.kp.data(i) {
            return Some(v);
        }
        let x = self.convert(i, tys::INT)?;
        self.kp.as_int(x)
    }

    /// `op(a, b)` of type `t`, folded if it folds; the operator is interned only if not.
    pub fn bin(&mut self, op: BinOp, a: Init, b: Init, t: Ty, cur: Option<RecId>) -> Init {
        match self.fold_bin_parts(op, a, b, t, cur) {
            Some(v) => v,
            None => self.kp.init(InitData::Bin(op, a, b, t)),
        }
    }

    /// Folds `op(a, b)` of type `t`, without interning the operator itself; `None` if it does
    /// not fold (yet).
    pub fn fold_bin_parts(
        &mut self,
        op: BinOp,
        a: Init,
        b: Init,
        t: Ty,
        cur: Option<RecId>,
    ) -> Option<Init> {
        if matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
        ) && let (InitData::Int(x), InitData::Int(y)) = (self.kp.data(a), self.kp.data(b))
        {
            // The common integer case, without copying the operands' structure.
            let (x, y) = (*x, *y);
            let r = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::And => x & y,
                BinOp::Or => x | y,
                _ => x ^ y,
            };
            return Some(self.kp.int_init(r));
        }
        let ad = self.kp.data(a).clone();
        let bd = self.kp.data(b).clone();
        match op {
            BinOp::Concat => {
                if let (InitData::Dag(o1, n1, a1), InitData::Dag(o2, n2, a2)) = (&ad, &bd) {
                    // An unset operator takes the other side's.
                    let (o1, o2) = match (self.kp.data(*o1), self.kp.data(*o2)) {
                        (InitData::Unset, _) => (o2, o2),
                        (_, InitData::Unset) => (o1, o1),
                        _ => (o1, o2),
                    };
                    if o1 != o2
                        && !(matches!(self.kp.data(*o1), InitData::Def(_))
                            && matches!(self.kp.data(*o2), InitData::Def(_)))
                    {
                        return None;
                    }
                    if o1 != o2 {
                        // llvm-tblgen names the two operands, at no location.
                        let msg = format!(
                            "Concatenated Dag operators do not match: '{}' vs. '{}'",
                            self.kp.to_str(a),
                            self.kp.to_str(b)
                        );
                        let _ = cur;
                        self.fatal_at(None, msg);
                        return None;
                    }
                    let name = n1.or(*n2);
                    let mut args: Vec<(Init, Option<crate::intern::Sym>)> = a1.to_vec();
                    args.extend(a2.iter().copied());
                    return Some(self.kp.init(InitData::Dag(*o1, name, args.into())));
                }
            }
            BinOp::ListConcat => {
                if let (InitData::List(x, _), InitData::List(y, _)) = (&ad, &bd) {
                    let TyData::List(e) = self.kp.ty_data(t).clone() else {
                        return None;
                    };
                    let mut v = x.to_vec();
                    v.extend(y.iter().copied());
                    return Some(self.kp.init(InitData::List(v.into(), e)));
                }
            }
            BinOp::ListSplat => {
                if let Some(n) = self.kp.as_int(b) {
                    if n < 0 {
                        // llvm-tblgen stops here, at no location.
                        self.fatal_at(None, format!("!listsplat count {n} is negative"));
                        return None;
                    }
                    if n > 1 << 24 {
                        // llvm-tblgen runs out of memory; this says why instead.
                        self.fatal_at(None, format!("!listsplat count {n} is too large"));
                        return None;
                    }
                    let TyData::List(e) = self.kp.ty_data(t).clone() else {
                        return None;
                    };
                    let v = vec![a; n as usize];
                    return Some(self.kp.init(InitData::List(v.into(), e)));
                }
            }
            BinOp::ListRemove => {
                if let (InitData::List(x, e), InitData::List(y, _)) = (&ad, &bd) {
                    let v: Vec<Init> = x.iter().copied().filter(|el| !y.contains(el)).collect();
                    return Some(self.kp.init(InitData::List(v.into(), *e)));
                }
            }
            BinOp::ListElem => {
                if let (InitData::List(x, _), InitData::Int(k)) = (&ad, &bd) {
                    if *k < 0 || *k as usize >= x.len() {
                        return None;
                    }
                    return Some(x[*k as usize]);
                }
            }
            BinOp::ListSlice => {
                if let (InitData::List(x, e), InitData::List(y, _)) = (&ad, &bd) {
                    let mut v = Vec::new();
                    for k in y.iter() {
                        let k = self.kp.as_int(*k)?;
                        if k < 0 || k as usize >= x.len() {
                            return None;
                        }
                        v.push(x[k as usize]);
                    }
                    return Some(self.kp.init(InitData::List(v.into(), *e)));
                }
            }
            BinOp::RangeC => {
                if let (InitData::Int(s), InitData::Int(e)) = (&ad, &bd) {
                    let v: Vec<Init> = if s <= e {
                        (*s..=*e).map(|k| self.kp.int_init(k)).collect()
                    } else {
                        (*e..=*s).rev().map(|k| self.kp.int_init(k)).collect()
                    };
                    return Some(self.kp.init(InitData::List(v.into(), tys::INT)));
                }
            }
            BinOp::StrConcat => {
                if let (InitData::Str(x, c1), InitData::Str(y, c2)) = (&ad, &bd) {
                    let sym = self.kp.interner.intern_concat(*x, *y);
                    return Some(self.kp.init(InitData::Str(sym, *c1 || *c2)));
                }
            }
            BinOp::Interleave => {
                if let (InitData::List(x, _), InitData::Str(sep, _)) = (&ad, &bd) {
                    let sep = self.kp.interner.get(*sep).to_string();
                    let mut parts = Vec::new();
                    let mut code = false;
                    for (k, e) in x.iter().enumerate() {
                        match self.kp.data(*e).clone() {
                            InitData::Str(s, c) => {
                                code |= c && k > 0;
                                parts.push(self.kp.interner.get(s).to_string())
                            }
                            _ => match self.int_of(*e) {
                                Some(v) => parts.push(v.to_string()),
                                None => return None,
                            },
                        }
                    }
                    let sym = self.kp.interner.intern(&parts.join(&sep));
                    return Some(self.kp.init(InitData::Str(sym, code)));
                }
            }
            BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                // Integers (and bits).
                if let (Some(x), Some(y)) = (self.int_of(a), self.int_of(b))
                    && !matches!(ad, InitData::Str(..))
                {
                    let r = match op {
                        BinOp::Eq => x == y,
                        BinOp::Ne => x != y,
                        BinOp::Le => x <= y,
                        BinOp::Lt => x < y,
                        BinOp::Ge => x >= y,
                        _ => x > y,
                    };
                    return Some(self.kp.bit_init(r));
                }
                if let (InitData::Str(x, _), InitData::Str(y, _)) = (&ad, &bd) {
                    let x = self.kp.interner.get(*x);
                    let y = self.kp.interner.get(*y);
                    let r = match op {
                        BinOp::Eq => x == y,
                        BinOp::Ne => x != y,
                        BinOp::Le => x <= y,
                        BinOp::Lt => x < y,
                        BinOp::Ge => x >= y,
                        _ => x > y,
                    };
                    return Some(self.kp.bit_init(r));
                }
                if let (InitData::Def(x), InitData::Def(y)) = (&ad, &bd)
                    && matches!(op, BinOp::Eq | BinOp::Ne)
                {
                    return Some(self.kp.bit_init((x == y) == (op == BinOp::Eq)));
                }
            }
            BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::Sra
            | BinOp::Srl => {
                if let (Some(x), Some(y)) = (self.int_of(a), self.int_of(b)) {
                    let r = match op {
                        BinOp::Add => x.wrapping_add(y),
                        BinOp::Sub => x.wrapping_sub(y),
                        BinOp::Mul => x.wrapping_mul(y),
                        BinOp::Div => {
                            if y == 0 {
                                self.fatal_rec(cur, "Illegal operation: division by zero".into());
                                return None;
                            }
                            if x == i64::MIN && y == -1 {
                                self.fatal_rec(cur, "Illegal operation: INT64_MIN / -1".into());
                                return None;
                            }
                            x / y
                        }
                        BinOp::And => x & y,
                        BinOp::Or => x | y,
                        BinOp::Xor => x ^ y,
                        BinOp::Shl => {
                            if !(0..64).contains(&y) {
                                return None;
                            }
                            ((x as u64) << y) as i64
                        }
                        BinOp::Sra => {
                            if !(0..64).contains(&y) {
                                return None;
                            }
                            x >> y
                        }
                        _ => {
                            if !(0..64).contains(&y) {
                                return None;
                            }
                            ((x as u64) >> y) as i64
                        }
                    };
                    return Some(self.kp.int_init(r));
                }
            }
            BinOp::GetDagArg => {
                if let InitData::Dag(_, _, args) = &ad {
                    let idx = match self.dag_arg_no(args, &bd)? {
                        Ok(k) => k,
                        Err(e) => {
                            self.fatal_rec(cur, format!("!getdagarg {e}"));
                            return None;
                        }
                    };
                    let v = args[idx].0;
                    // An argument of another type gives `?`.
                    if let Some(vt) = self.kp.type_of(v)
                        && !self.kp.type_is_a(vt, t)
                    {
                        return Some(inits::UNSET);
                    }
                    return self.cast_to(v, t);
                }
            }
            BinOp::GetDagName => {
                if let (InitData::Dag(_, _, args), InitData::Int(k)) = (&ad, &bd) {
                    if *k < 0 || *k as usize >= args.len() {
                        return None;
                    }
                    return Some(match args[*k as usize].1 {
                        Some(n) => self.kp.sym_init(n),
                        None => inits::UNSET,
                    });
                }
            }
            BinOp::SetDagOp => {
                if let InitData::Dag(_, n, args) = &ad
                    && matches!(bd, InitData::Def(_))
                {
                    return Some(self.kp.init(InitData::Dag(b, *n, args.clone())));
                }
            }
            BinOp::SetDagOpName => {
                if let (InitData::Dag(o, _, args), InitData::Str(s, _)) = (&ad, &bd) {
                    return Some(self.kp.init(InitData::Dag(*o, Some(*s), args.clone())));
                }
            }
            BinOp::Match => {
                if let (InitData::Str(x, _), InitData::Str(y, _)) = (&ad, &bd) {
                    let pat = self.kp.interner.get(*y).to_string();
                    match regex::Regex::new(&pat) {
                        Ok(re) => {
                            let m = re.is_match(self.kp.interner.get(*x));
                            return Some(self.kp.bit_init(m));
                        }
                        Err(_) => {
                            let loc = cur;
                            self.fatal_rec(loc, format!("invalid regular expression '{pat}'"));
                            return None;
                        }
                    }
                }
            }
            BinOp::Range => {}
        }
        None
    }

    /// Folds a ternary operator.
    pub fn fold_tern(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitData::Tern(op, a, b, c, t) = self.kp.data(i).clone() else {
            return i;
        };
        match op {
            TernOp::Subst => {
                let (ad, bd, cd) = (
                    self.kp.data(a).clone(),
                    self.kp.data(b).clone(),
                    self.kp.data(c).clone(),
                );
                match (&ad, &bd, &cd) {
                    (InitData::Def(_), InitData::Def(_), InitData::Def(_)) => {
                        return if c == a { b } else { c };
                    }
                    (InitData::Str(x, _), InitData::Str(y, _), InitData::Str(z, _)) => {
                        let (x, y, z) = (
                            self.kp.interner.get(*x).to_string(),
                            self.kp.interner.get(*y).to_string(),
                            self.kp.interner.get(*z).to_string(),
                        );
                        let r = if x.is_empty() { z } else { z.replace(&x, &y) };
                        return self.kp.str_init(&r);
                    }
                    _ => {}
                }
            }
            TernOp::Foreach => {
                if let Some(r) = self.foreach_helper(a, b, c, t, cur) {
                    return r;
                }
            }
            TernOp::Filter => {
                if let InitData::List(v, _) = self.kp.data(b).clone() {
                    let TyData::List(e) = self.kp.ty_data(t).clone() else {
                        return i;
                    };
                    let mut out = Vec::new();
                    for x in v.iter() {
                        let mut mr = MapResolver::new(cur);
                        mr.set(a, *x);
                        let inc = self.resolve(c, &mut mr);
                        match self.int_of(inc) {
                            Some(k) => {
                                if k != 0 {
                                    out.push(*x);
                                }
                            }
                            None => return i,
                        }
                    }
                    return self.kp.init(InitData::List(out.into(), e));
                }
            }
            TernOp::If => {
                if let Some(v) = self.int_of(a) {
                    return if v != 0 { b } else { c };
                }
            }
            TernOp::Dag => {
                // Either list may be `?` (all operands, or all names, unset), not both.
                let list = |d: &InitData| match d {
                    InitData::List(v, _) => Some(Some(v.clone())),
                    InitData::Unset => Some(None),
                    _ => None,
                };
                let (Some(vals), Some(names)) = (list(self.kp.data(b)), list(self.kp.data(c)))
                else {
                    return i;
                };
                let size = match (&vals, &names) {
                    (None, None) => return i,
                    (Some(v), Some(n)) if v.len() != n.len() => return i,
                    (Some(v), _) => v.len(),
                    (None, Some(n)) => n.len(),
                };
                let mut args = Vec::with_capacity(size);
                for k in 0..size {
                    let v = vals.as_ref().map_or(inits::UNSET, |v| v[k]);
                    let n = match names.as_ref().map(|n| self.kp.data(n[k])) {
                        Some(InitData::Str(s, _)) => Some(*s),
                        Some(InitData::Unset) | None => None,
                        _ => return i,
                    };
                    args.push((v, n));
                }
                return self.kp.init(InitData::Dag(a, None, args.into()));
            }
            TernOp::Range => {
                if let (Some(s), Some(e), Some(st)) =
                    (self.kp.as_int(a), self.kp.as_int(b), self.kp.as_int(c))
                {
                    if st == 0 {
                        self.error(
                            cur.map(|r| self.kp.rec(r).locs[0]),
                            "Illegal range: step size cannot be zero".into(),
                        );
                        return i;
                    }
                    let mut v = Vec::new();
                    let mut k = s;
                    while (st > 0 && k < e) || (st < 0 && k > e) {
                        v.push(self.kp.int_init(k));
                        k = k.wrapping_add(st);
                        if v.len() > 10_000_000 {
                            break;
                        }
                    }
                    return self.kp.init(InitData::List(v.into(), tys::INT));
                }
            }
            TernOp::Substr => {
                if let (Some(s), Some(st), Some(len)) = (
                    self.kp.as_str(a).map(str::to_string),
                    self.kp.as_int(b),
                    self.kp.as_int(c),
                ) {
                    if st < 0 {
                        self.fatal_rec(
                            cur,
                            format!(
                                "!substr start position is out of range 0...{}: {}",
                                s.len(),
                                st
                            ),
                        );
                        return i;
                    }
                    if len < 0 {
                        self.fatal_rec(cur, "!substr length must be nonnegative".to_string());
                        return i;
                    }
                    let st = st as usize;
                    if st > s.len() {
                        self.fatal_rec(
                            cur,
                            format!(
                                "!substr start position is out of range 0...{}: {}",
                                s.len(),
                                st
                            ),
                        );
                        return i;
                    }
                    let end = (st as u64 + len as u64).min(s.len() as u64) as usize;
                    let r = String::from_utf8_lossy(&s.as_bytes()[st..end]).into_owned();
                    return self.kp.str_init(&r);
                }
            }
            TernOp::Find => {
                if let (Some(s), Some(sub), Some(st)) = (
                    self.kp.as_str(a).map(str::to_string),
                    self.kp.as_str(b).map(str::to_string),
                    self.kp.as_int(c),
                ) {
                    if st < 0 || st as usize > s.len() {
                        self.fatal_rec(
                            cur,
                            format!(
                                "!find start position is out of range 0...{}: {}",
                                s.len(),
                                st
                            ),
                        );
                        return i;
                    }
                    let r = s[st as usize..]
                        .find(&sub)
                        .map_or(-1, |p| (p + st as usize) as i64);
                    return self.kp.int_init(r);
                }
            }
            TernOp::SetDagArg | TernOp::SetDagName => {
                if let InitData::Dag(o, n, args) = self.kp.data(a).clone() {
                    let key = self.kp.data(b).clone();
                    let idx = match self.dag_arg_no(&args, &key) {
                        None => return i,
                        Some(Ok(k)) => k,
                        Some(Err(e)) => {
                            let name = if op == TernOp::SetDagArg {
                                "setdagarg"
                            } else {
                                "setdagname"
                            };
                            self.fatal_rec(cur, format!("!{name} {e}"));
                            return i;
                        }
                    };
                    let mut na = args.to_vec();
                    if op == TernOp::SetDagArg {
                        na[idx].0 = c;
                    } else {
                        match self.kp.data(c).clone() {
                            InitData::Str(s, _) => na[idx].1 = Some(s),
                            InitData::Unset => na[idx].1 = None,
                            _ => return i,
                        }
                    }
                    return self.kp.init(InitData::Dag(o, n, na.into()));
                }
            }
        }
        i
    }

    /// The position of a dag's argument given by `key` (an index or a name), as llvm-tblgen's
    /// `!getdagarg`, `!setdagarg` and `!setdagname` find it: `None` while the key is not an
    /// integer or a string yet, an error (the words after the operator's name) when it names
    /// no argument.
    fn dag_arg_no(
        &self,
        args: &[(Init, Option<crate::intern::Sym>)],
        key: &InitData,
    ) -> Option<Result<usize, String>> {
        Some(match key {
            InitData::Int(k) if *k < 0 => Err(format!("index {k} is negative")),
            InitData::Int(k) if *k as u64 >= args.len() as u64 => Err(format!(
                "index {k} is out of range (dag has {} arguments)",
                args.len()
            )),
            InitData::Int(k) => Ok(*k as usize),
            InitData::Str(s, _) => match args.iter().position(|x| x.1 == Some(*s)) {
                Some(k) => Ok(k),
                None => Err(format!("key '{}' is not found", self.kp.interner.get(*s))),
            },
            _ => return None,
        })
    }

    fn foreach_helper(
        &mut self,
        var: Init,
        over: Init,
        expr: Init,
        t: Ty,
        cur: Option<RecId>,
    ) -> Option<Init> {
        match self.kp.data(over).clone() {
            InitData::Dag(..) => Some(self.foreach_dag(var, over, expr, cur)),
            InitData::List(v, _) => {
                let TyData::List(e) = self.kp.ty_data(t).clone() else {
                    return None;
                };
                let mut out = Vec::with_capacity(v.len());
                for x in v.iter() {
                    let mut mr = MapResolver::new(cur);
                    mr.set(var, *x);
                    out.push(self.resolve(expr, &mut mr));
                }
                Some(self.kp.init(InitData::List(out.into(), e)))
            }
            _ => None,
        }
    }

    fn foreach_dag(&mut self, var: Init, d: Init, expr: Init, cur: Option<RecId>) -> Init {
        let InitData::Dag(op, _, args) = self.kp.data(d).clone() else {
            return d;
        };
        let mut mr = MapResolver::new(cur);
        mr.set(var, op);
        let nop = self.resolve(expr, &mut mr);
        let mut changed = nop != op;
        let mut na = Vec::new();
        for (a, n) in args.iter() {
            let x = if matches!(self.kp.data(*a), InitData::Dag(..)) {
                self.foreach_dag(var, *a, expr, cur)
            } else {
                let mut mr = MapResolver::new(cur);
                mr.set(var, *a);
                self.resolve(expr, &mut mr)
            };
            changed |= x != *a;
            na.push((x, *n));
        }
        if changed {
            self.kp.init(InitData::Dag(nop, None, na.into()))
        } else {
            d
        }
    }

    /// Folds `!foldl`.
    pub fn fold_foldl(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitData::Fold(s, l, a, b, e, _) = self.kp.data(i).clone() else {
            return i;
        };
        if let InitData::List(v, _) = self.kp.data(l).clone() {
            let mut acc = s;
            for x in v.iter() {
                let mut mr = MapResolver::new(cur);
                mr.set(a, acc);
                mr.set(b, *x);
                acc = self.resolve(e, &mut mr);
                if self.depth_error {
                    return i;
                }
            }
            return acc;
        }
        i
    }

    /// Folds `!isa`.
    pub fn fold_isa(&mut self, i: Init) -> Init {
        let InitData::IsA(t, e) = self.kp.data(i).clone() else {
            return i;
        };
        if let Some(et) = self.kp.type_of(e) {
            if self.kp.convertible(et, t) {
                return self.kp.int_init(1);
            }
            if matches!(self.kp.ty_data(t), TyData::Record(_)) {
                if matches!(self.kp.data(e), InitData::Def(_)) {
                    return self.kp.int_init(0);
                }
            } else {
                return self.kp.int_init(0);
            }
        }
        i
    }

    /// Folds `!exists`.
    pub fn fold_exists(&mut self, i: Init, cur: Option<RecId>, is_final: bool) -> Init {
        let InitData::Exists(t, e) = self.kp.data(i).clone() else {
            return i;
        };
        if let Some(name) = self.kp.as_str(e).map(str::to_string) {
            if let Some(&d) = self.kp.defs.get(&name) {
                let dt = self.kp.record_type(d);
                return self.kp.bit_init(self.kp.convertible(dt, t));
            }
            if let Some(c) = cur
                && self.kp.rec(c).kind != RecordKind::Class
                && self.kp.name_string(self.kp.rec(c).name) == name
            {
                let ct = self.kp.record_type(c);
                return self.kp.bit_init(self.kp.convertible(ct, t));
            }
            if is_final {
                return inits::FALSE;
            }
        }
        i
    }

    /// Folds `!instances`.
    pub fn fold_instances(&mut self, i: Init, is_final: bool) -> Init {
        let InitData::Instances(t, e) = self.kp.data(i).clone() else {
            return i;
        };
        if !is_final {
            return i;
        }
        let pat = self.kp.as_str(e).map(str::to_string);
        let TyData::Record(cs) = self.kp.ty_data(t).clone() else {
            return i;
        };
        let mut out = Vec::new();
        let defs: Vec<(String, RecId)> =
            self.kp.defs.iter().map(|(k, v)| (k.clone(), *v)).collect();
        for (name, d) in defs {
            if cs.iter().all(|c| self.kp.has_super(d, *c)) {
                if let Some(p) = &pat
                    && !regex::Regex::new(p).is_ok_and(|re| re.is_match(&name))
                {
                    continue;
                }
                out.push(self.kp.init(InitData::Def(d)));
            }
        }
        self.kp.init(InitData::List(out.into(), t))
    }

    /// Folds `!cond`.
    pub fn fold_cond(&mut self, i: Init, cur: Option<RecId>) -> Init {
        let InitData::Cond(cs, t) = self.kp.data(i).clone() else {
            return i;
        };
        for (c, v) in cs.iter() {
            match self.int_of(*c) {
                Some(0) => continue,
                Some(_) => return self.convert(*v, t).unwrap_or(*v),
                None => return i,
            }
        }
        let loc = cur;
        self.fatal_rec(
            loc,
            format!(
                "{} does not have any true condition in:{}",
                self.kp.to_str(i),
                self.kp.to_str(i)
            ),
        );
        i
    }
}
