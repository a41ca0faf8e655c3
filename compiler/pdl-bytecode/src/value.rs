//! What the bytecode's registers hold: [`PdlValue`], a `Copy` handle to an attribute,
//! operation, type or value, or a [`Span`] of one of the [`Ranges`] arenas (type, value and
//! operation ranges), plus the views native functions get of them ([`Args`]) and what they
//! give back ([`Results`]).
//!
//! A range is a span of an arena that lives as long as one match attempt (the matcher run
//! and the rewrites of its matches), so copying a range handle copies no elements.

use ropt_ir::{Attribute, OpId, Type, ValueId};

/// A slice of one of the [`Ranges`] arenas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// First element.
    pub start: u32,
    /// Number of elements.
    pub len: u32,
}

impl Span {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// A PDL handle (MLIR's `PDLValue`). `Null` is an absent handle (what `is_not_null` tests);
/// an empty range is not null.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PdlValue {
    /// No value.
    #[default]
    Null,
    /// `!pdl.attribute`.
    Attribute(Attribute),
    /// `!pdl.operation`.
    Operation(OpId),
    /// `!pdl.type`.
    Type(Type),
    /// `!pdl.value`.
    Value(ValueId),
    /// `!pdl.range<type>`.
    TypeRange(Span),
    /// `!pdl.range<value>`.
    ValueRange(Span),
    /// `!pdl.range<operation>`.
    OperationRange(Span),
}

/// The arenas ranges point into.
#[derive(Default, Debug)]
pub struct Ranges {
    types: Vec<Type>,
    values: Vec<ValueId>,
    ops: Vec<OpId>,
}

fn push<T: Copy>(arena: &mut Vec<T>, items: impl IntoIterator<Item = T>) -> Span {
    let start = arena.len();
    arena.extend(items);
    Span {
        start: start as u32,
        len: (arena.len() - start) as u32,
    }
}

impl Ranges {
    /// Empties every arena (spans made before are invalid afterwards).
    pub fn clear(&mut self) {
        self.types.clear();
        self.values.clear();
        self.ops.clear();
    }

    /// The types of a span.
    pub fn types(&self, s: Span) -> &[Type] {
        &self.types[s.range()]
    }

    /// The values of a span.
    pub fn values(&self, s: Span) -> &[ValueId] {
        &self.values[s.range()]
    }

    /// The operations of a span.
    pub fn ops(&self, s: Span) -> &[OpId] {
        &self.ops[s.range()]
    }

    /// A new type range.
    pub fn push_types(&mut self, items: impl IntoIterator<Item = Type>) -> Span {
        push(&mut self.types, items)
    }

    /// A new value range.
    pub fn push_values(&mut self, items: impl IntoIterator<Item = ValueId>) -> Span {
        push(&mut self.values, items)
    }

    /// A new operation range.
    pub fn push_ops(&mut self, items: impl IntoIterator<Item = OpId>) -> Span {
        push(&mut self.ops, items)
    }

    /// A copy of type range `s` (so that it can be read while the arena grows).
    pub fn types_vec(&self, s: Span) -> Vec<Type> {
        self.types(s).to_vec()
    }

    /// A copy of value range `s`.
    pub fn values_vec(&self, s: Span) -> Vec<ValueId> {
        self.values(s).to_vec()
    }
}

/// The arguments of a native constraint or rewrite, in the order the PDL op lists them.
#[derive(Clone, Copy)]
pub struct Args<'a> {
    values: &'a [PdlValue],
    ranges: &'a Ranges,
}

impl<'a> Args<'a> {
    /// Arguments `values`, whose ranges are in `ranges`.
    pub fn new(values: &'a [PdlValue], ranges: &'a Ranges) -> Self {
        Args { values, ranges }
    }

    /// Number of arguments.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True if there is none.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Argument `i` as it is (null when out of range).
    pub fn get(&self, i: usize) -> PdlValue {
        self.values.get(i).copied().unwrap_or_default()
    }

    /// Argument `i` if it is an operation.
    pub fn op(&self, i: usize) -> Option<OpId> {
        match self.get(i) {
            PdlValue::Operation(o) => Some(o),
            _ => None,
        }
    }

    /// Argument `i` if it is a value.
    pub fn value(&self, i: usize) -> Option<ValueId> {
        match self.get(i) {
            PdlValue::Value(v) => Some(v),
            _ => None,
        }
    }

    /// Argument `i` if it is an attribute.
    pub fn attr(&self, i: usize) -> Option<Attribute> {
        match self.get(i) {
            PdlValue::Attribute(a) => Some(a),
            _ => None,
        }
    }

    /// Argument `i` if it is a type.
    pub fn ty(&self, i: usize) -> Option<Type> {
        match self.get(i) {
            PdlValue::Type(t) => Some(t),
            _ => None,
        }
    }

    /// Argument `i` if it is a value range (a single value counts as a range of one).
    pub fn values(&self, i: usize) -> Option<&'a [ValueId]> {
        match self.values.get(i)? {
            PdlValue::ValueRange(s) => Some(self.ranges.values(*s)),
            PdlValue::Value(v) => Some(std::slice::from_ref(v)),
            _ => None,
        }
    }

    /// Argument `i` if it is a type range (a single type counts as a range of one).
    pub fn types(&self, i: usize) -> Option<&'a [Type]> {
        match self.values.get(i)? {
            PdlValue::TypeRange(s) => Some(self.ranges.types(*s)),
            PdlValue::Type(t) => Some(std::slice::from_ref(t)),
            _ => None,
        }
    }
}

/// One result of a native function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NativeResult {
    /// A null handle.
    Null,
    /// An attribute.
    Attribute(Attribute),
    /// An operation.
    Operation(OpId),
    /// A type.
    Type(Type),
    /// A value.
    Value(ValueId),
    /// A range of types.
    Types(Vec<Type>),
    /// A range of values.
    Values(Vec<ValueId>),
}

/// The results a native function produces, in the order of the PDL op's results (MLIR's
/// `PDLResultList`).
#[derive(Default, Debug)]
pub struct Results(pub Vec<NativeResult>);

impl Results {
    /// Adds a result.
    pub fn push(&mut self, r: NativeResult) {
        self.0.push(r);
    }

    /// Number of results so far.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True if there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Drops every result.
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

impl NativeResult {
    /// The result as a register value (ranges are copied into `ranges`).
    pub(crate) fn into_value(self, ranges: &mut Ranges) -> PdlValue {
        match self {
            NativeResult::Null => PdlValue::Null,
            NativeResult::Attribute(a) => PdlValue::Attribute(a),
            NativeResult::Operation(o) => PdlValue::Operation(o),
            NativeResult::Type(t) => PdlValue::Type(t),
            NativeResult::Value(v) => PdlValue::Value(v),
            NativeResult::Types(ts) => PdlValue::TypeRange(ranges.push_types(ts)),
            NativeResult::Values(vs) => PdlValue::ValueRange(ranges.push_values(vs)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn args_read_ranges_and_single_handles() {
        let ctx = ropt_ir::Context::new();
        let mut ranges = Ranges::default();
        let (i32t, f32t) = (ctx.int_type(32), ctx.f32_type());
        let s = ranges.push_types([i32t, f32t]);
        let empty = ranges.push_types([]);
        let values = [
            PdlValue::TypeRange(s),
            PdlValue::Type(i32t),
            PdlValue::TypeRange(empty),
        ];
        let a = Args::new(&values, &ranges);
        assert_eq!(a.len(), 3);
        assert_eq!(a.types(0), Some(&[i32t, f32t][..]));
        assert_eq!(a.types(1), Some(&[i32t][..]));
        assert_eq!(a.types(2), Some(&[][..]));
        assert_eq!(a.ty(1), Some(i32t));
        assert_eq!(a.ty(0), None);
        assert_eq!(a.values(0), None);
        assert_eq!(a.get(7), PdlValue::Null);
        // A result range is copied into the arenas.
        let v = NativeResult::Types(vec![f32t]).into_value(&mut ranges);
        let PdlValue::TypeRange(r) = v else {
            panic!("expected a range")
        };
        assert_eq!(ranges.types(r), &[f32t]);
    }
}
