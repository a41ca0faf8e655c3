//! The `--gen-searchable-tables` backend: C++ enums from `GenericEnum` records and sorted
//! tables with binary-search lookup functions from `GenericTable` and `SearchIndex` records
//! (the classes of `llvm/TableGen/SearchableTable.td`).
//!
//! An enum lists the defs of its `FilterClass`, named by `NameField` (or the def's name) and
//! numbered by `ValueField` (in record order) or from 0 in the order of the names. A table
//! holds one row per def of its `FilterClass` (those whose `FilterClassField` bit is set, if
//! given), sorted by the primary key, or by all its fields when it has none. Fields are bits
//! (hexadecimal), bits (`true`/`false`), strings (quoted, or verbatim when written as code or
//! typed `"code"` by `TypeOf_<field>`) or enum members (`TypeOf_<field>` names the enum).
//! The primary key looks rows up in the table itself; each `SearchIndex` gets a side index
//! sorted by its key, in which strings are compared upper-cased.

use std::cmp::Ordering;
use std::fmt::Write as _;

use crate::record::{InitData, RecId, RecordKeeper, RecordVal, TyData};
use crate::source::Pos;

type R<T> = Result<T, String>;

/// A field's kind, which decides how values print and compare.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Bit,
    Bits(u32),
    Str,
    Code,
    /// A member of the enum with this index.
    Enum(usize),
}

impl Kind {
    fn is_string(self) -> bool {
        matches!(self, Kind::Str | Kind::Code)
    }
}

struct Enum {
    name: String,
    /// Member record, name, value.
    members: Vec<(RecId, String, i64)>,
}

/// One field value of a row, ready to print and compare.
#[derive(Clone)]
enum Val {
    Int(u64),
    Bool(bool),
    /// Text and whether it prints verbatim.
    Str(String, bool),
    /// Member name and value.
    Member(String, i64),
}

impl Val {
    fn repr(&self) -> String {
        match self {
            Val::Int(v) => format!("0x{v:X}"),
            Val::Bool(b) => b.to_string(),
            Val::Str(s, true) => s.clone(),
            Val::Str(s, false) => format!("\"{s}\""),
            Val::Member(n, _) => n.clone(),
        }
    }

    fn cmp(&self, other: &Val, upper: bool) -> Ordering {
        match (self, other) {
            (Val::Int(a), Val::Int(b)) => a.cmp(b),
            (Val::Bool(a), Val::Bool(b)) => a.cmp(b),
            (Val::Member(_, a), Val::Member(_, b)) => a.cmp(b),
            // Strings compare as they print (quotes included).
            (Val::Str(..), Val::Str(..)) if upper => self
                .repr()
                .to_ascii_uppercase()
                .cmp(&other.repr().to_ascii_uppercase()),
            (Val::Str(..), Val::Str(..)) => self.repr().cmp(&other.repr()),
            _ => Ordering::Equal,
        }
    }
}

struct Field {
    name: String,
    kind: Kind,
}

struct Lookup {
    name: String,
    /// Indices into the table's fields.
    key: Vec<usize>,
    early_out: bool,
    return_range: bool,
    primary: bool,
}

struct Table {
    name: String,
    cpp_type: String,
    fields: Vec<Field>,
    /// Rows in table order.
    rows: Vec<Vec<Val>>,
    lookups: Vec<Lookup>,
}

struct Gen<'a> {
    kp: &'a RecordKeeper,
    enums: Vec<Enum>,
}

fn uintn(bits: u32) -> &'static str {
    match bits {
        0..=8 => "uint8_t",
        9..=16 => "uint16_t",
        17..=32 => "uint32_t",
        _ => "uint64_t",
    }
}

impl<'a> Gen<'a> {
    fn err(&self, pos: Option<Pos>, msg: &str) -> String {
        self.kp.sources.render(pos, "error", msg)
    }

    /// An error at record `r`, with a note for each multiclass instantiation it came from.
    fn err_rec(&self, r: RecId, msg: &str) -> String {
        let locs = &self.kp.rec(r).locs;
        let mut out = self.err(locs.first().copied(), msg);
        for &l in locs.iter().skip(1) {
            let note = "instantiated from multiclass";
            out.push_str(&self.kp.sources.render(Some(l), "note", note));
        }
        out
    }

    fn value(&self, r: RecId, field: &str) -> Option<&'a RecordVal> {
        let kp = self.kp;
        kp.rec(r)
            .values
            .iter()
            .find(|v| kp.as_str(v.name) == Some(field))
    }

    /// Field `field` of `r`, which must exist.
    fn need(&self, r: RecId, field: &str) -> R<&'a RecordVal> {
        self.value(r, field).ok_or_else(|| {
            self.err_rec(
                r,
                &format!(
                    "Record `{}' does not have a field named `{field}'!\n",
                    self.kp.rec_name(r)
                ),
            )
        })
    }

    fn string(&self, r: RecId, field: &str) -> R<String> {
        let v = self.need(r, field)?;
        match self.kp.data(v.value) {
            InitData::Str(s, _) => Ok(self.kp.interner.get(*s).to_string()),
            _ => Err(self.err_rec(
                r,
                &format!(
                    "Record `{}', field `{field}' exists but does not have a string value",
                    self.kp.rec_name(r)
                ),
            )),
        }
    }

    fn strings(&self, r: RecId, field: &str) -> R<Vec<String>> {
        let v = self.need(r, field)?;
        let bad = || {
            self.err_rec(
                r,
                &format!(
                    "Record `{}', field `{field}' exists but does not have a list value",
                    self.kp.rec_name(r)
                ),
            )
        };
        let InitData::List(elts, _) = self.kp.data(v.value) else {
            return Err(bad());
        };
        let mut out = Vec::new();
        for &e in elts.iter() {
            match self.kp.data(e) {
                InitData::Str(s, _) => out.push(self.kp.interner.get(*s).to_string()),
                _ => {
                    return Err(self.err_rec(r,
                        &format!(
                            "Record `{}', field `{field}' exists but does not have a list of strings value: {}",
                            self.kp.rec_name(r),
                            self.kp.to_str(v.value)
                        ),
                    ));
                }
            }
        }
        Ok(out)
    }

    fn bit(&self, r: RecId, field: &str) -> R<bool> {
        let v = self.need(r, field)?;
        match self.kp.data(v.value) {
            InitData::Bit(b) => Ok(*b),
            InitData::Int(i) => Ok(*i != 0),
            _ => Err(self.err_rec(
                r,
                &format!(
                    "Record `{}', field `{field}' does not have a bit initializer!",
                    self.kp.rec_name(r)
                ),
            )),
        }
    }

    fn is_unset(&self, r: RecId, field: &str) -> bool {
        self.value(r, field)
            .is_none_or(|v| matches!(self.kp.data(v.value), InitData::Unset))
    }

    /// The integer a bits, bit or int value holds, if it is complete.
    fn int_of(&self, i: crate::record::Init) -> Option<u64> {
        match self.kp.data(i) {
            InitData::Int(v) => Some(*v as u64),
            InitData::Bit(b) => Some(*b as u64),
            InitData::Bits(bs) => {
                let mut v = 0u64;
                for (k, &b) in bs.iter().enumerate() {
                    match self.kp.data(b) {
                        InitData::Bit(true) if k < 64 => v |= 1 << k,
                        InitData::Bit(_) => {}
                        _ => return None,
                    }
                }
                Some(v)
            }
            _ => None,
        }
    }

    fn parse_enum(&self, r: RecId) -> R<Enum> {
        let class = self.string(r, "FilterClass")?;
        let name_field = (!self.is_unset(r, "NameField"))
            .then(|| self.string(r, "NameField"))
            .transpose()?;
        let value_field = (!self.is_unset(r, "ValueField"))
            .then(|| self.string(r, "ValueField"))
            .transpose()?;
        let mut members = Vec::new();
        for d in derived(self.kp, &class) {
            let name = match &name_field {
                Some(f) => self.string(d, f)?,
                None => self.kp.rec_name(d),
            };
            let value = match &value_field {
                Some(f) => {
                    let v = self.need(d, f)?;
                    self.int_of(v.value).unwrap_or(0) as i64
                }
                None => 0,
            };
            members.push((d, name, value));
        }
        if value_field.is_none() {
            members.sort_by(|a, b| a.1.cmp(&b.1));
            for (i, m) in members.iter_mut().enumerate() {
                m.2 = i as i64;
            }
        }
        Ok(Enum {
            name: self.kp.rec_name(r),
            members,
        })
    }

    fn parse_table(&self, r: RecId) -> R<Table> {
        let kp = self.kp;
        let name = kp.rec_name(r);
        let class = self.string(r, "FilterClass")?;
        if !kp.classes.contains_key(&class) {
            let v = self.need(r, "FilterClass")?;
            return Err(self.err(
                Some(v.loc),
                &format!("Table FilterClass '{class}' does not exist"),
            ));
        }
        let cpp_type = self.string(r, "CppTypeName")?;
        let field_names = self.strings(r, "Fields")?;
        let mut kinds: Vec<Option<Kind>> = Vec::new();
        for f in &field_names {
            let tf = format!("TypeOf_{f}");
            let kind = match self.value(r, &tf) {
                Some(v) => {
                    let s = kp.as_str(v.value).unwrap_or("");
                    if s == "code" {
                        Some(Kind::Code)
                    } else if let Some(e) = self.enums.iter().position(|e| e.name == s) {
                        Some(Kind::Enum(e))
                    } else {
                        let mut m = self.err(
                            Some(v.loc),
                            &format!("Table '{name}' has invalid '{tf}': {}", kp.to_str(v.value)),
                        );
                        m.push_str(&kp.sources.render(
                            None,
                            "note",
                            "The 'TypeOf_xxx' field must be a string naming a GenericEnum record, or \"code\"",
                        ));
                        return Err(m);
                    }
                }
                None => None,
            };
            kinds.push(kind);
        }
        // The rows, in record order, with the filter applied.
        let filter = (!self.is_unset(r, "FilterClassField"))
            .then(|| self.string(r, "FilterClassField"))
            .transpose()?;
        if let Some(f) = &filter {
            let c = kp.classes[&class];
            let ok = self
                .value(c, f)
                .filter(|v| matches!(kp.ty_data(v.ty), TyData::Bit));
            if ok.is_none() {
                let msg = format!("FilterClassField '{class}' should be a bit value");
                return Err(match self.value(c, f) {
                    Some(v) => self.err(Some(v.loc), &msg),
                    None => format!("<unknown>:0: error: {msg}\n"),
                });
            }
        }
        let mut recs = Vec::new();
        for d in derived(kp, &class) {
            if let Some(f) = &filter
                && !self.bit(d, f)?
            {
                continue;
            }
            recs.push(d);
        }
        for &d in &recs {
            for (fi, f) in field_names.iter().enumerate() {
                let v = self.need(d, f)?;
                if !kp.is_complete(v.value) || matches!(kp.data(v.value), InitData::Unset) {
                    return Err(self.err_rec(
                        d,
                        &format!(
                            "Record '{}' for table '{name}' is missing field '{f}'",
                            kp.rec_name(d)
                        ),
                    ));
                }
                if kinds[fi].is_none() {
                    kinds[fi] = match kp.ty_data(v.ty) {
                        TyData::Bit => Some(Kind::Bit),
                        TyData::Bits(n) => Some(Kind::Bits(*n)),
                        TyData::String => Some(Kind::Str),
                        _ => {
                            return Err(self.err_rec(r,
                                &format!(
                                    "invalid field type for field '{f}'; expected: bit, bits, string, or code"
                                ),
                            ));
                        }
                    };
                }
            }
        }
        let fields: Vec<Field> = field_names
            .iter()
            .zip(&kinds)
            .map(|(n, k)| Field {
                name: n.clone(),
                kind: k.unwrap_or(Kind::Str),
            })
            .collect();
        let mut rows = Vec::new();
        for &d in &recs {
            let mut row = Vec::new();
            for f in &fields {
                let v = self.need(d, &f.name)?.value;
                row.push(self.val(v, f.kind));
            }
            rows.push(row);
        }
        // Rows are sorted by all their fields, then (stably) by the primary key.
        let all: Vec<usize> = (0..fields.len()).collect();
        rows.sort_by(|a, b| compare_rows(a, b, &all, false));
        let mut table = Table {
            name,
            cpp_type,
            fields,
            rows,
            lookups: Vec::new(),
        };
        if !self.is_unset(r, "PrimaryKey") {
            let key_val = self.need(r, "PrimaryKey")?;
            let key = self.strings(r, "PrimaryKey")?;
            let fname = self.string(r, "PrimaryKeyName")?;
            let early_out = self.bit(r, "PrimaryKeyEarlyOut")?;
            let return_range = self.bit(r, "PrimaryKeyReturnRange")?;
            let l = self.lookup(&table, fname, &key, key_val.loc, early_out, true)?;
            table.lookups.push(Lookup { return_range, ..l });
            let key = table.lookups[0].key.clone();
            table.rows.sort_by(|a, b| compare_rows(a, b, &key, false));
        }
        Ok(table)
    }

    fn val(&self, v: crate::record::Init, kind: Kind) -> Val {
        let kp = self.kp;
        match kind {
            Kind::Bit => Val::Bool(self.int_of(v).unwrap_or(0) != 0),
            Kind::Bits(_) => Val::Int(self.int_of(v).unwrap_or(0)),
            Kind::Str | Kind::Code => match kp.data(v) {
                InitData::Str(s, code) => {
                    Val::Str(kp.interner.get(*s).to_string(), *code || kind == Kind::Code)
                }
                _ => Val::Str(kp.unquoted(v), kind == Kind::Code),
            },
            Kind::Enum(e) => {
                let member = match kp.data(v) {
                    InitData::Def(d) => self.enums[e].members.iter().find(|m| m.0 == *d),
                    _ => None,
                };
                match member {
                    Some(m) => Val::Member(m.1.clone(), m.2),
                    None => Val::Member(kp.unquoted(v), 0),
                }
            }
        }
    }

    /// A lookup function named `name` over fields `key` of `table`; errors at `loc`.
    fn lookup(
        &self,
        table: &Table,
        name: String,
        key: &[String],
        loc: Pos,
        early_out: bool,
        primary: bool,
    ) -> R<Lookup> {
        let mut idx = Vec::new();
        for k in key {
            let Some(i) = table.fields.iter().position(|f| &f.name == k) else {
                return Err(self.err(
                    Some(loc),
                    &format!(
                        "In table '{}', 'PrimaryKey' or 'Key' refers to nonexistent field '{k}'",
                        table.name
                    ),
                ));
            };
            let kind = table.fields[i].kind;
            if primary && kind.is_string() {
                return Err(self.err(
                    Some(loc),
                    &format!(
                        "In table '{}', use a secondary lookup method for case-insensitive comparison of field '{k}'",
                        table.name
                    ),
                ));
            }
            if let Kind::Bits(n) = kind
                && n > 64
            {
                return Err(self.err(
                    Some(loc),
                    &format!(
                        "In table '{}' lookup method '{name}', key field '{k}' of type bits is too large",
                        table.name
                    ),
                ));
            }
            idx.push(i);
        }
        if early_out
            && idx
                .first()
                .is_some_and(|&i| table.fields[i].kind.is_string())
        {
            return Err(self.err(
                Some(loc),
                &format!(
                    "In lookup method '{name}', early-out is not supported for a first key field of type string"
                ),
            ));
        }
        Ok(Lookup {
            name,
            key: idx,
            early_out,
            return_range: false,
            primary,
        })
    }
}

/// The defs deriving from `class` in llvm-tblgen's record order (names, numbers by value).
fn derived(kp: &RecordKeeper, class: &str) -> Vec<RecId> {
    let mut v = kp.all_derived_definitions(class);
    v.sort_by(|a, b| crate::record::compare_numeric(&kp.rec_name(*a), &kp.rec_name(*b)));
    v
}

fn compare_rows(a: &[Val], b: &[Val], key: &[usize], upper: bool) -> Ordering {
    for &k in key {
        match a[k].cmp(&b[k], upper) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    Ordering::Equal
}

fn param_type(k: Kind) -> &'static str {
    match k {
        Kind::Bit => "bool",
        Kind::Bits(n) => uintn(n),
        Kind::Str | Kind::Code => "StringRef",
        Kind::Enum(_) => "unsigned",
    }
}

fn index_type(k: Kind) -> &'static str {
    match k {
        Kind::Str | Kind::Code => "const char *",
        k => param_type(k),
    }
}

fn key_type(k: Kind) -> &'static str {
    match k {
        Kind::Str | Kind::Code => "std::string",
        k => param_type(k),
    }
}

fn prototype(t: &Table, l: &Lookup) -> String {
    let params: Vec<String> = (l.key.iter())
        .map(|&i| {
            let f = &t.fields[i];
            format!("{} {}", param_type(f.kind), f.name)
        })
        .collect();
    let ret = if l.return_range {
        format!("llvm::iterator_range<const {} *> ", t.cpp_type)
    } else {
        format!("const {} *", t.cpp_type)
    };
    format!("{ret}{}({})", l.name, params.join(", "))
}

fn comparisons(out: &mut String, t: &Table, l: &Lookup) {
    for &i in &l.key {
        let f = &t.fields[i];
        let n = &f.name;
        match f.kind {
            Kind::Str | Kind::Code => {
                let _ = writeln!(
                    out,
                    "      int Cmp{n} = StringRef(LHS.{n}).compare(RHS.{n});"
                );
                let _ = writeln!(out, "      if (Cmp{n} < 0) return true;");
                let _ = writeln!(out, "      if (Cmp{n} > 0) return false;");
            }
            k => {
                let cast = if matches!(k, Kind::Enum(_)) {
                    "(unsigned)"
                } else {
                    ""
                };
                for (op, res) in [("<", "true"), (">", "false")] {
                    let _ = writeln!(out, "      if ({cast}LHS.{n} {op} {cast}RHS.{n})");
                    let _ = writeln!(out, "        return {res};");
                }
            }
        }
    }
    out.push_str("      return false;\n");
}

fn lookup_body(out: &mut String, t: &Table, l: &Lookup) {
    let _ = writeln!(out, "{} {{", prototype(t, l));
    // The rows the search runs over, in its order: the table's or a side index's.
    let rows: Vec<(usize, &Vec<Val>)> = if l.primary {
        t.rows.iter().enumerate().collect()
    } else {
        let mut rows: Vec<(usize, &Vec<Val>)> = t.rows.iter().enumerate().collect();
        rows.sort_by(|a, b| compare_rows(a.1, b.1, &l.key, true));
        out.push_str("  struct IndexType {\n");
        for &i in &l.key {
            let f = &t.fields[i];
            let _ = writeln!(out, "    {} {};", index_type(f.kind), f.name);
        }
        out.push_str("    unsigned _index;\n  };\n");
        out.push_str("  static const struct IndexType Index[] = {\n");
        for (n, row) in &rows {
            let vals: Vec<String> = (l.key.iter())
                .map(|&i| {
                    let r = row[i].repr();
                    if t.fields[i].kind.is_string() {
                        r.to_ascii_uppercase()
                    } else {
                        r
                    }
                })
                .collect();
            let _ = writeln!(out, "    {{ {}, {n} }},", vals.join(", "));
        }
        out.push_str("  };\n\n");
        rows
    };
    // A single integer key whose values count up by one from the first finds its row by
    // subtraction (unless an early-out was asked for).
    let contiguous = !l.early_out
        && l.key.len() == 1
        && !rows.is_empty()
        && matches!(t.fields[l.key[0]].kind, Kind::Bits(_) | Kind::Enum(_))
        && rows.iter().enumerate().all(|(i, r)| {
            let num = |v: &Val| match v {
                Val::Int(n) => Some(*n as i128),
                Val::Member(_, n) => Some(*n as i128),
                _ => None,
            };
            match (num(&r.1[l.key[0]]), num(&rows[0].1[l.key[0]])) {
                (Some(v), Some(v0)) => v == v0 + i as i128,
                _ => false,
            }
        });
    if (l.early_out || contiguous)
        && let (Some(&k), Some(first), Some(last)) = (l.key.first(), rows.first(), rows.last())
    {
        let f = &t.fields[k];
        let ty = param_type(f.kind);
        let _ = writeln!(
            out,
            "  if (({ty}){n} != std::clamp(({ty}){n}, ({ty}){}, ({ty}){}))",
            first.1[k].repr(),
            last.1[k].repr(),
            n = f.name
        );
        out.push_str("    return nullptr;\n\n");
        if contiguous {
            let array = if l.primary { t.name.as_str() } else { "Index" };
            let _ = writeln!(out, "  auto Table = ArrayRef({array});");
            let _ = writeln!(out, "  size_t Idx = {} - {};", f.name, first.1[k].repr());
            if l.primary {
                out.push_str("  return &Table[Idx];\n}\n");
            } else {
                let _ = writeln!(out, "  return &{}[Table[Idx]._index];\n}}", t.name);
            }
            return;
        }
    }
    out.push_str("  struct KeyType {\n");
    for &i in &l.key {
        let f = &t.fields[i];
        let _ = writeln!(out, "    {} {};", key_type(f.kind), f.name);
    }
    out.push_str("  };\n");
    let inits: Vec<String> = (l.key.iter())
        .map(|&i| {
            let f = &t.fields[i];
            if f.kind.is_string() {
                format!("{}.upper()", f.name)
            } else {
                f.name.clone()
            }
        })
        .collect();
    let _ = writeln!(out, "  KeyType Key = {{{}}};", inits.join(", "));
    out.push_str("  struct Comp {\n");
    let lhs = if l.primary {
        t.cpp_type.as_str()
    } else {
        "IndexType"
    };
    let _ = writeln!(
        out,
        "    bool operator()(const {lhs} &LHS, const KeyType &RHS) const {{"
    );
    comparisons(out, t, l);
    out.push_str("    }\n");
    if l.return_range {
        let _ = writeln!(
            out,
            "    bool operator()(const KeyType &LHS, const {lhs} &RHS) const {{"
        );
        comparisons(out, t, l);
        out.push_str("    }\n");
    }
    out.push_str("  };\n");
    let array = if l.primary { t.name.as_str() } else { "Index" };
    let _ = writeln!(out, "  auto Table = ArrayRef({array});");
    if l.return_range {
        out.push_str("  auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());\n");
        out.push_str("  return llvm::make_range(It.first, It.second);\n}\n");
        return;
    }
    out.push_str("  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());\n");
    out.push_str("  if (Idx == Table.end()");
    for &i in &l.key {
        let n = &t.fields[i].name;
        let _ = write!(out, " ||\n      Key.{n} != Idx->{n}");
    }
    out.push_str(")\n    return nullptr;\n\n");
    if l.primary {
        out.push_str("  return &*Idx;\n}\n");
    } else {
        let _ = writeln!(out, "  return &{}[Idx->_index];\n}}", t.name);
    }
}

/// The whole `--gen-searchable-tables` output, or a rendered error.
pub fn gen_searchable_tables(kp: &RecordKeeper) -> R<String> {
    for c in ["GenericEnum", "GenericTable", "SearchIndex"] {
        if !kp.classes.contains_key(c) {
            return Err(format!("error: The class '{c}' is not defined\n\n"));
        }
    }
    let mut g = Gen {
        kp,
        enums: Vec::new(),
    };
    for e in derived(kp, "GenericEnum") {
        let parsed = g.parse_enum(e)?;
        g.enums.push(parsed);
    }
    let table_recs = derived(kp, "GenericTable");
    let mut tables = Vec::new();
    for &t in &table_recs {
        tables.push(g.parse_table(t)?);
    }
    for ix in derived(kp, "SearchIndex") {
        let tv = g.need(ix, "Table")?;
        let InitData::Def(tr) = kp.data(tv.value) else {
            return Err(g.err_rec(
                ix,
                &format!(
                    "Record `{}', field `Table' does not have a def initializer!",
                    kp.rec_name(ix)
                ),
            ));
        };
        let Some(ti) = table_recs.iter().position(|t| t == tr) else {
            continue;
        };
        let key_val = g.need(ix, "Key")?;
        let key = g.strings(ix, "Key")?;
        let early_out = g.bit(ix, "EarlyOut")?;
        let l = g.lookup(
            &tables[ti],
            kp.rec_name(ix),
            &key,
            key_val.loc,
            early_out,
            false,
        )?;
        tables[ti].lookups.push(l);
    }
    let mut out = String::new();
    let mut guards = Vec::new();
    for e in &g.enums {
        let guard = format!("GET_{}_DECL", e.name);
        let _ = writeln!(out, "#ifdef {guard}\nenum {} {{", e.name);
        for (_, n, v) in &e.members {
            let _ = writeln!(out, "  {n} = {v},");
        }
        out.push_str("};\n#endif\n\n");
        guards.push(guard);
    }
    for t in &tables {
        let decl = format!("GET_{}_DECL", t.name);
        let _ = writeln!(out, "#ifdef {decl}");
        for l in &t.lookups {
            let _ = writeln!(out, "{};", prototype(t, l));
        }
        out.push_str("#endif\n\n");
        let imp = format!("GET_{}_IMPL", t.name);
        let _ = writeln!(out, "#ifdef {imp}");
        let _ = writeln!(out, "constexpr {} {}[] = {{", t.cpp_type, t.name);
        for (i, row) in t.rows.iter().enumerate() {
            let vals: Vec<String> = row.iter().map(Val::repr).collect();
            let _ = writeln!(out, "  {{ {} }}, // {i}", vals.join(", "));
        }
        out.push_str(" };\n");
        for l in &t.lookups {
            out.push('\n');
            lookup_body(&mut out, t, l);
        }
        out.push_str("#endif\n\n");
        guards.push(decl);
        guards.push(imp);
    }
    guards.sort();
    for g in guards {
        let _ = writeln!(out, "#undef {g}");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{Val, uintn};
    use std::cmp::Ordering::*;

    #[test]
    fn key_types_by_width() {
        assert_eq!(uintn(1), "uint8_t");
        assert_eq!(uintn(8), "uint8_t");
        assert_eq!(uintn(9), "uint16_t");
        assert_eq!(uintn(32), "uint32_t");
        assert_eq!(uintn(33), "uint64_t");
    }

    #[test]
    fn values_print_and_compare() {
        assert_eq!(Val::Int(0xac).repr(), "0xAC");
        assert_eq!(Val::Bool(true).repr(), "true");
        assert_eq!(Val::Str("a\"b".into(), false).repr(), "\"a\"b\"");
        assert_eq!(Val::Str("f()".into(), true).repr(), "f()");
        // Strings compare as printed: a quoted string sorts before code.
        let quoted = Val::Str("T1".into(), false);
        let code = Val::Str("hasX()".into(), true);
        assert_eq!(quoted.cmp(&code, true), Less);
        // Upper-cased for side indexes only.
        let (a, b) = (Val::Str("a".into(), false), Val::Str("B".into(), false));
        assert_eq!(a.cmp(&b, false), Greater);
        assert_eq!(a.cmp(&b, true), Less);
        assert_eq!(
            Val::Member("z".into(), 1).cmp(&Val::Member("a".into(), 2), false),
            Less
        );
    }
}
