//! Set theory over records (llvm-tblgen's `SetTheory`) and the `--print-sets` backend.
//!
//! A set is an ordered list of distinct defs. A def deriving from a class that has a field
//! expander (`--print-sets` registers class `Set` with field `Elements`) stands for the set
//! its field evaluates to; any other def stands for itself. Expressions are defs, lists
//! (the union of their elements) and dags whose operator is a def named after one of the
//! operators: `add` (union), `sub` (the first set less the others), `and` (intersection of
//! two), `shl`/`trunc` (drop/keep the first N), `rotl`/`rotr` (rotate by N), `decimate`
//! (every Nth), `interleave` (round-robin over the sets) and `sequence "fmt", from, to
//! [, step]` (the defs named by formatting each number, a printf `%u`-style format).
//! Each set is expanded once; a set that refers to itself while it is being expanded sees
//! the empty set.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::record::{Init, InitData, RecId, RecordKeeper};

/// An ordered set of distinct records.
#[derive(Default)]
struct RecSet {
    order: Vec<RecId>,
    seen: FxHashSet<RecId>,
}

impl RecSet {
    fn insert(&mut self, r: RecId) {
        if self.seen.insert(r) {
            self.order.push(r);
        }
    }
    fn extend(&mut self, rs: &[RecId]) {
        for &r in rs {
            self.insert(r);
        }
    }
    fn contains(&self, r: RecId) -> bool {
        self.seen.contains(&r)
    }
}

/// Expands sets; errors come back rendered (location, source line, caret), as llvm-tblgen
/// prints them.
pub struct SetTheory<'a> {
    kp: &'a RecordKeeper,
    /// Class name to the field whose value is the set.
    expanders: Vec<(String, String)>,
    expansions: FxHashMap<RecId, Vec<RecId>>,
    /// How deep the evaluation is (a limit, for input nested beyond the stack).
    depth: u32,
}

type R<T> = Result<T, String>;

impl<'a> SetTheory<'a> {
    /// Set theory over the records of `kp`, with no expanders.
    pub fn new(kp: &'a RecordKeeper) -> Self {
        SetTheory {
            kp,
            expanders: Vec::new(),
            expansions: FxHashMap::default(),
            depth: 0,
        }
    }

    /// Defs deriving from class `class` are sets given by their field `field`.
    pub fn add_field_expander(&mut self, class: &str, field: &str) {
        self.expanders.push((class.to_string(), field.to_string()));
    }

    /// An error at the locations of record `r` (notes for the multiclass instantiations).
    fn fail(&self, r: RecId, msg: String) -> String {
        let locs = &self.kp.rec(r).locs;
        let mut out = self.kp.sources.render(locs.first().copied(), "error", &msg);
        for l in locs.iter().skip(1) {
            out.push_str(
                &self
                    .kp
                    .sources
                    .render(Some(*l), "note", "instantiated from multiclass"),
            );
        }
        out
    }

    /// The elements of set `r`, or `None` if `r` is not a set (it stands for itself).
    pub fn expand(&mut self, r: RecId) -> R<Option<Vec<RecId>>> {
        if let Some(e) = self.expansions.get(&r) {
            return Ok(Some(e.clone()));
        }
        let rec = self.kp.rec(r);
        for (sc, _) in &rec.supers {
            let sname = self.kp.rec(*sc).name;
            let InitData::Str(s, _) = self.kp.data(sname) else {
                continue;
            };
            let sname = self.kp.interner.get(*s);
            let Some((_, field)) = self.expanders.iter().find(|(c, _)| c == sname) else {
                continue;
            };
            let value = self
                .kp
                .field_value(r, field)
                .unwrap_or(crate::record::inits::UNSET);
            // Entered before expanding, so that a set naming itself sees it empty.
            self.expansions.insert(r, Vec::new());
            let mut elts = RecSet::default();
            self.evaluate(value, &mut elts, r)?;
            self.expansions.insert(r, elts.order.clone());
            return Ok(Some(elts.order));
        }
        Ok(None)
    }

    /// Adds the elements `e` stands for to `elts`; errors are placed at record `at`.
    fn evaluate(&mut self, e: Init, elts: &mut RecSet, at: RecId) -> R<()> {
        if self.depth > 2000 {
            return Err(self.fail(at, "set expression nested too deeply".into()));
        }
        self.depth += 1;
        let r = self.evaluate_inner(e, elts, at);
        self.depth -= 1;
        r
    }

    fn evaluate_inner(&mut self, e: Init, elts: &mut RecSet, at: RecId) -> R<()> {
        match self.kp.data(e) {
            InitData::Def(d) => {
                let d = *d;
                match self.expand(d)? {
                    Some(v) => elts.extend(&v),
                    None => elts.insert(d),
                }
                Ok(())
            }
            InitData::List(v, _) => {
                for x in v.clone().iter() {
                    self.evaluate(*x, elts, at)?;
                }
                Ok(())
            }
            InitData::Dag(op, _, args) => {
                let args: Vec<Init> = args.iter().map(|a| a.0).collect();
                let InitData::Def(opdef) = self.kp.data(*op) else {
                    return Err(self.fail(at, format!("Bad set expression: {}", self.kp.to_str(e))));
                };
                let opname = self.kp.rec_name(*opdef);
                self.apply(&opname, e, &args, elts, at)
            }
            _ => Err(self.fail(at, format!("Invalid set element: {}", self.kp.to_str(e)))),
        }
    }

    /// The set of one expression.
    fn set_of(&mut self, e: Init, at: RecId) -> R<Vec<RecId>> {
        let mut s = RecSet::default();
        self.evaluate(e, &mut s, at)?;
        Ok(s.order)
    }

    fn apply(&mut self, op: &str, e: Init, args: &[Init], elts: &mut RecSet, at: RecId) -> R<()> {
        let kp = self.kp;
        let expr = || kp.to_str(e);
        match op {
            "add" => {
                for a in args {
                    self.evaluate(*a, elts, at)?;
                }
            }
            "sub" => {
                if args.len() < 2 {
                    let m = format!("Set difference needs at least two arguments: {}", expr());
                    return Err(self.fail(at, m));
                }
                let add = self.set_of(args[0], at)?;
                let mut sub = RecSet::default();
                for a in &args[1..] {
                    self.evaluate(*a, &mut sub, at)?;
                }
                for r in add {
                    if !sub.contains(r) {
                        elts.insert(r);
                    }
                }
            }
            "and" => {
                if args.len() != 2 {
                    let m = format!("Set intersection requires two arguments: {}", expr());
                    return Err(self.fail(at, m));
                }
                let s1 = self.set_of(args[0], at)?;
                let mut s2 = RecSet::default();
                self.evaluate(args[1], &mut s2, at)?;
                for r in s1 {
                    if s2.contains(r) {
                        elts.insert(r);
                    }
                }
            }
            "shl" | "trunc" | "rotl" | "rotr" | "decimate" => {
                if args.len() != 2 {
                    let m = format!("Operator requires (Op Set, Int) arguments: {}", expr());
                    return Err(self.fail(at, m));
                }
                let set = self.set_of(args[0], at)?;
                let Some(n) = self.kp.as_int(args[1]) else {
                    let m = format!("Second argument must be an integer: {}", expr());
                    return Err(self.fail(at, m));
                };
                self.int_op(op, e, &set, n, elts, at)?;
            }
            "interleave" => {
                let mut sets = Vec::with_capacity(args.len());
                for a in args {
                    sets.push(self.set_of(*a, at)?);
                }
                let max = sets.iter().map(Vec::len).max().unwrap_or(0);
                for k in 0..max {
                    for s in &sets {
                        if let Some(&r) = s.get(k) {
                            elts.insert(r);
                        }
                    }
                }
            }
            "sequence" => self.sequence(e, args, elts, at)?,
            _ => return Err(self.fail(at, format!("Unknown set operator: {}", expr()))),
        }
        Ok(())
    }

    /// The operators on a set and an integer.
    fn int_op(
        &mut self,
        op: &str,
        e: Init,
        set: &[RecId],
        n: i64,
        elts: &mut RecSet,
        at: RecId,
    ) -> R<()> {
        let len = set.len() as i64;
        match op {
            "shl" => {
                if n < 0 {
                    let m = format!("Positive shift required: {}", self.kp.to_str(e));
                    return Err(self.fail(at, m));
                }
                if n < len {
                    elts.extend(&set[n as usize..]);
                }
            }
            "trunc" => {
                if n < 0 {
                    let m = format!("Positive length required: {}", self.kp.to_str(e));
                    return Err(self.fail(at, m));
                }
                elts.extend(&set[..n.min(len) as usize]);
            }
            "rotl" | "rotr" => {
                if set.is_empty() {
                    return Ok(());
                }
                // Positive: rotate left; negative: rotate right.
                let n = if op == "rotr" { n.wrapping_neg() } else { n };
                let k = n.rem_euclid(len) as usize;
                elts.extend(&set[k..]);
                elts.extend(&set[..k]);
            }
            _ => {
                if n <= 0 {
                    let m = format!("Positive stride required: {}", self.kp.to_str(e));
                    return Err(self.fail(at, m));
                }
                for r in set.iter().step_by(usize::try_from(n).unwrap_or(usize::MAX)) {
                    elts.insert(*r);
                }
            }
        }
        Ok(())
    }

    /// `(sequence "fmt", from, to [, step])`.
    fn sequence(&mut self, e: Init, args: &[Init], elts: &mut RecSet, at: RecId) -> R<()> {
        let expr = self.kp.to_str(e);
        if args.len() > 4 {
            let m = format!("Bad args to (sequence \"Format\", From, To): {expr}");
            return Err(self.fail(at, m));
        }
        let mut step = 1i64;
        if args.len() == 4 {
            match self.kp.as_int(args[3]) {
                Some(s) => step = s,
                None => return Err(self.fail(at, format!("Stride must be an integer: {expr}"))),
            }
        }
        let Some(format) = args.first().and_then(|a| self.kp.as_str(*a)) else {
            return Err(self.fail(at, format!("Format must be a string: {expr}")));
        };
        let format = format.to_string();
        let kp = self.kp;
        let int_arg = |k: usize| args.get(k).and_then(|a| kp.as_int(*a));
        let Some(mut from) = int_arg(1) else {
            return Err(self.fail(at, format!("From must be an integer: {expr}")));
        };
        if !(0..1 << 30).contains(&from) {
            return Err(self.fail(at, "From out of range".into()));
        }
        let Some(to) = int_arg(2) else {
            return Err(self.fail(at, format!("To must be an integer: {expr}")));
        };
        if !(0..1 << 30).contains(&to) {
            return Err(self.fail(at, "To out of range".into()));
        }
        if from > to {
            step = step.wrapping_neg();
        }
        loop {
            if (step > 0 && from > to) || (step < 0 && from < to) {
                break;
            }
            let name = format_u(&format, from as u32);
            let Some(&r) = self.kp.defs.get(&name) else {
                return Err(self.fail(at, format!("No def named '{name}': {expr}")));
            };
            match self.expand(r)? {
                Some(v) => elts.extend(&v),
                None => elts.insert(r),
            }
            if step == 0 {
                // A zero stride names the same def forever; once is enough.
                break;
            }
            from += step;
        }
        Ok(())
    }
}

/// Formats `v` with a printf format of one integer conversion (`%u`, `%d`, `%i`, `%x`, `%X`,
/// `%o`, with flags `0`, `-` and a width); `%%` is a percent sign.
fn format_u(fmt: &str, v: u32) -> String {
    let mut out = String::new();
    let mut it = fmt.chars().peekable();
    while let Some(c) = it.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let (mut zero, mut left) = (false, false);
        while let Some(&f) = it.peek() {
            match f {
                '0' => zero = true,
                '-' => left = true,
                '+' | ' ' | '#' => {}
                _ => break,
            }
            it.next();
        }
        let mut width = 0usize;
        while let Some(d) = it.peek().and_then(|c| c.to_digit(10)) {
            width = width
                .saturating_mul(10)
                .saturating_add(d as usize)
                .min(4096);
            it.next();
        }
        let body = match it.next() {
            Some('%') => {
                out.push('%');
                continue;
            }
            Some('x') => format!("{v:x}"),
            Some('X') => format!("{v:X}"),
            Some('o') => format!("{v:o}"),
            Some('d' | 'i' | 'u') => v.to_string(),
            Some(other) => {
                out.push('%');
                out.push(other);
                continue;
            }
            None => {
                out.push('%');
                break;
            }
        };
        let pad = width.saturating_sub(body.len());
        if left {
            out.push_str(&body);
            out.extend(std::iter::repeat_n(' ', pad));
        } else {
            let fill = if zero { '0' } else { ' ' };
            out.extend(std::iter::repeat_n(fill, pad));
            out.push_str(&body);
        }
    }
    out
}

/// The `--print-sets` backend: each def deriving from class `Set`, in llvm-tblgen's record
/// order, as `Name = [ elements ]`.
pub fn print_sets(kp: &RecordKeeper) -> Result<String, String> {
    if !kp.classes.contains_key("Set") {
        return Err("error: The class 'Set' is not defined\n\n".into());
    }
    let mut st = SetTheory::new(kp);
    st.add_field_expander("Set", "Elements");
    let mut defs = kp.all_derived_definitions("Set");
    defs.sort_by(|a, b| crate::record::compare_numeric(&kp.rec_name(*a), &kp.rec_name(*b)));
    let mut out = String::new();
    for d in defs {
        out.push_str(&kp.rec_name(d));
        out.push_str(" = [");
        for e in st.expand(d)?.unwrap_or_default() {
            out.push(' ');
            out.push_str(&kp.rec_name(e));
        }
        out.push_str(" ]\n");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::format_u;
    use crate::record::compare_numeric;
    use std::cmp::Ordering::*;

    #[test]
    fn numeric_order() {
        assert_eq!(compare_numeric("R2", "R10"), Less);
        assert_eq!(compare_numeric("x9", "x01"), Less);
        assert_eq!(compare_numeric("x01", "x10"), Less);
        assert_eq!(compare_numeric("X2", "x1"), Less);
        assert_eq!(compare_numeric("a1b", "a1b"), Equal);
        assert_eq!(compare_numeric("a1", "a1b"), Less);
        assert_eq!(compare_numeric("a12", "a1234"), Less);
    }

    #[test]
    fn printf_formats() {
        assert_eq!(format_u("R%u", 7), "R7");
        assert_eq!(format_u("x%02u_", 3), "x03_");
        assert_eq!(format_u("%-3d|", 5), "5  |");
        assert_eq!(format_u("%x%%", 255), "ff%");
        assert_eq!(format_u("%q", 1), "%q");
        assert_eq!(format_u("end%", 1), "end%");
    }
}
