//! The view of TableGen records that ODS lowering reads.
//!
//! A [`RecordSet`] holds fully evaluated records (concrete `def`s, including
//! the anonymous ones created by class instantiations such as
//! `Variadic<I32>`). It is filled by an adapter from the TableGen front end
//! (`ropt-tablegen`), or directly by tests through [`RecordSet::add`].

use std::collections::HashMap;

/// An opaque source position, as the TableGen front end numbers them (a byte
/// offset in its source map); the tool renders it.
pub type Pos = u32;

/// Identifies a record of a [`RecordSet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RecId(pub u32);

/// A field value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `?`
    Unset,
    /// A `bit`.
    Bit(bool),
    /// An `int`.
    Int(i64),
    /// A `string` or `code` value.
    Str(String),
    /// A `list<...>`.
    List(Vec<Value>),
    /// A reference to a record.
    Def(RecId),
    /// A `dag`.
    Dag(Dag),
}

/// A `dag` value: an operator and named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Dag {
    /// The operator (usually a [`Value::Def`]).
    pub op: Box<Value>,
    /// The arguments with their `$names`.
    pub args: Vec<(Value, Option<String>)>,
}

/// One concrete record.
#[derive(Clone, Debug)]
pub struct Record {
    /// The record's name (`anonymous_N` for anonymous ones).
    pub name: String,
    /// Where it was defined.
    pub pos: Pos,
    /// All its superclasses, most general first.
    pub superclasses: Vec<String>,
    /// Its fields in definition order.
    pub fields: Vec<(String, Value)>,
}

impl Record {
    /// The value of field `name`.
    pub fn field(&self, name: &str) -> Option<&Value> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// Whether the record derives from `class`.
    pub fn is_a(&self, class: &str) -> bool {
        self.superclasses.iter().any(|c| c == class)
    }

    /// Whether the record was created by a class instantiation in a value.
    pub fn is_anonymous(&self) -> bool {
        self.name.starts_with("anonymous_")
    }
}

/// All records of a TableGen file.
#[derive(Default, Debug)]
pub struct RecordSet {
    records: Vec<Record>,
    by_name: HashMap<String, RecId>,
}

impl RecordSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a record (a later record with the same name shadows the earlier).
    pub fn add(&mut self, record: Record) -> RecId {
        let id = RecId(self.records.len() as u32);
        self.by_name.insert(record.name.clone(), id);
        self.records.push(record);
        id
    }

    /// The record `id`.
    pub fn get(&self, id: RecId) -> &Record {
        &self.records[id.0 as usize]
    }

    /// The record `id`, for editing.
    pub fn get_mut(&mut self, id: RecId) -> &mut Record {
        &mut self.records[id.0 as usize]
    }

    /// The record named `name`.
    pub fn lookup(&self, name: &str) -> Option<RecId> {
        self.by_name.get(name).copied()
    }

    /// Every record, in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (RecId, &Record)> {
        self.records
            .iter()
            .enumerate()
            .map(|(i, r)| (RecId(i as u32), r))
    }

    /// Every record deriving from `class`, anonymous ones included, sorted by name as
    /// llvm-tblgen hands them to its backends (runs of digits compare as numbers:
    /// `anonymous_344` before `anonymous_1028`).
    pub fn all_defs_deriving(&self, class: &str) -> Vec<RecId> {
        let mut ids: Vec<RecId> = (self.iter().filter(|(_, r)| r.is_a(class)))
            .map(|(id, _)| id)
            .collect();
        ids.sort_by(|a, b| {
            ropt_tablegen::record::compare_numeric(&self.get(*a).name, &self.get(*b).name)
        });
        ids
    }

    /// The named (non-anonymous) records deriving from `class`, sorted by name
    /// as TableGen backends visit them.
    pub fn defs_deriving(&self, class: &str) -> Vec<RecId> {
        let mut ids: Vec<RecId> = self
            .iter()
            .filter(|(_, r)| !r.is_anonymous() && r.is_a(class))
            .map(|(id, _)| id)
            .collect();
        ids.sort_by(|a, b| self.get(*a).name.cmp(&self.get(*b).name));
        ids
    }
}
