//! Positions, questions and answers (MLIR's `Predicate.h`), uniqued in a [`Predicates`]
//! table so that equal ones share an id, as MLIR's storage uniquer makes equal ones share a
//! pointer.
//!
//! * A [`Position`] names an entity of the matched IR relative to the root operation: an
//!   operation (the root, the defining op of an operand, or each user of a value), one of its
//!   operands, results or attributes, the type of one of those, a literal attribute or type,
//!   or a result of a native constraint.
//! * A question ([`Qualifier`] of a question kind) asks something about a position; an answer
//!   (a [`Qualifier`] of an answer kind) is what a pattern expects.
//!
//! The declaration order of both enums is MLIR's `Predicates::Kind` order, which the
//! predicate ordering compares ([`Position::kind`], [`Qualifier::kind`]).

use std::collections::HashMap;

use ropt_ir::{Attribute, Type};

/// A uniqued [`Position`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(super) struct PosId(u32);

/// A uniqued [`Qualifier`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(super) struct QualId(u32);

/// An entity of the matched IR.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Position {
    /// An operation: the root (no parent, depth 0), the defining op of an operand (group), or
    /// the op a `ForEach` iterates over; `depth` is one more than the parent's op depth.
    Operation { parent: Option<PosId>, depth: u32 },
    /// Operand `index` of an operation.
    Operand { op: PosId, index: u32 },
    /// Operand group `group` of an operation (all operands when `None`); `variadic` when
    /// the group may hold any number of values.
    OperandGroup {
        op: PosId,
        group: Option<u32>,
        variadic: bool,
    },
    /// The attribute `name` of an operation.
    Attribute { op: PosId, name: &'static str },
    /// Result `index` of a native constraint.
    ConstraintResult { question: QualId, index: u32 },
    /// Result `index` of an operation.
    Result { op: PosId, index: u32 },
    /// Result group `group` of an operation (all results when `None`).
    ResultGroup {
        op: PosId,
        group: Option<u32>,
        variadic: bool,
    },
    /// The type of an attribute, operand or result position.
    Type { parent: PosId },
    /// A literal attribute.
    AttributeLiteral(Attribute),
    /// A literal type (a type attribute) or type range (an array of them).
    TypeLiteral(Attribute),
    /// The users of a value (of its first element for a range when `representative`).
    Users { parent: PosId, representative: bool },
    /// Each element of a range of operations, in loop `id`.
    ForEach { parent: PosId, id: u32 },
}

impl Position {
    /// The parent position (`None` for the root and the literal and constraint positions).
    pub(super) fn parent(&self) -> Option<PosId> {
        match *self {
            Position::Operation { parent, .. } => parent,
            Position::Operand { op, .. }
            | Position::OperandGroup { op, .. }
            | Position::Attribute { op, .. }
            | Position::Result { op, .. }
            | Position::ResultGroup { op, .. } => Some(op),
            Position::Type { parent }
            | Position::Users { parent, .. }
            | Position::ForEach { parent, .. } => Some(parent),
            Position::ConstraintResult { .. }
            | Position::AttributeLiteral(_)
            | Position::TypeLiteral(_) => None,
        }
    }

    /// The rank of the position's kind (lower is visited first among equals).
    pub(super) fn kind(&self) -> u32 {
        match self {
            Position::Operation { .. } => 0,
            Position::Operand { .. } => 1,
            Position::OperandGroup { .. } => 2,
            Position::Attribute { .. } => 3,
            Position::ConstraintResult { .. } => 4,
            Position::Result { .. } => 5,
            Position::ResultGroup { .. } => 6,
            Position::Type { .. } => 7,
            Position::AttributeLiteral(_) => 8,
            Position::TypeLiteral(_) => 9,
            Position::Users { .. } => 10,
            Position::ForEach { .. } => 11,
        }
    }
}

/// A question or an answer.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Qualifier {
    // Questions, in MLIR's order (by dependency, then priority).
    /// Is the value there?
    IsNotNull,
    /// The name of an operation.
    OperationName,
    /// The type (or type range) of a value.
    Type,
    /// The value of an attribute.
    Attribute,
    /// Does the operation have at least N operands?
    OperandCountAtLeast,
    /// The number of operands of an operation.
    OperandCount,
    /// Does the operation have at least N results?
    ResultCountAtLeast,
    /// The number of results of an operation.
    ResultCount,
    /// Is the value equal to the one at the position?
    EqualTo(PosId),
    /// Does the native constraint hold for the values at the positions?
    Constraint {
        name: &'static str,
        args: Vec<PosId>,
        result_types: Vec<Type>,
        negated: bool,
    },
    // Answers.
    /// An attribute value.
    AttributeAnswer(Attribute),
    /// An operation name.
    OperationNameAnswer(&'static str),
    /// Yes.
    True,
    /// A type attribute, or an array of them for a type range.
    TypeAnswer(Attribute),
    /// A count.
    Unsigned(u32),
}

impl Qualifier {
    /// The rank of the qualifier's kind (lower is asked first among equals).
    pub(super) fn kind(&self) -> u32 {
        match self {
            Qualifier::IsNotNull => 0,
            Qualifier::OperationName => 1,
            Qualifier::Type => 2,
            Qualifier::Attribute => 3,
            Qualifier::OperandCountAtLeast => 4,
            Qualifier::OperandCount => 5,
            Qualifier::ResultCountAtLeast => 6,
            Qualifier::ResultCount => 7,
            Qualifier::EqualTo(_) => 8,
            Qualifier::Constraint { .. } => 9,
            Qualifier::AttributeAnswer(_) => 10,
            Qualifier::OperationNameAnswer(_) => 12,
            Qualifier::True => 13,
            Qualifier::TypeAnswer(_) => 14,
            Qualifier::Unsigned(_) => 15,
        }
    }
}

/// A question and its expected answer.
pub(super) type Predicate = (QualId, QualId);

/// The uniquing table of positions and qualifiers, with MLIR's `PredicateBuilder` helpers.
#[derive(Default)]
pub(super) struct Predicates {
    positions: Vec<Position>,
    position_ids: HashMap<Position, PosId>,
    qualifiers: Vec<Qualifier>,
    qualifier_ids: HashMap<Qualifier, QualId>,
}

impl Predicates {
    /// The id of `p`, made on first use.
    pub(super) fn pos(&mut self, p: Position) -> PosId {
        if let Some(&id) = self.position_ids.get(&p) {
            return id;
        }
        let id = PosId(self.positions.len() as u32);
        self.positions.push(p.clone());
        self.position_ids.insert(p, id);
        id
    }

    /// The id of `q`, made on first use.
    pub(super) fn qual(&mut self, q: Qualifier) -> QualId {
        if let Some(&id) = self.qualifier_ids.get(&q) {
            return id;
        }
        let id = QualId(self.qualifiers.len() as u32);
        self.qualifiers.push(q.clone());
        self.qualifier_ids.insert(q, id);
        id
    }

    /// The position of an id.
    pub(super) fn position(&self, id: PosId) -> &Position {
        &self.positions[id.0 as usize]
    }

    /// The qualifier of an id.
    pub(super) fn qualifier(&self, id: QualId) -> &Qualifier {
        &self.qualifiers[id.0 as usize]
    }

    /// The depth of the closest operation position at or above `id` (0 when there is none).
    pub(super) fn depth(&self, mut id: PosId) -> u32 {
        loop {
            match *self.position(id) {
                Position::Operation { depth, .. } => return depth,
                ref p => match p.parent() {
                    Some(parent) => id = parent,
                    None => return 0,
                },
            }
        }
    }

    /// The root operation.
    pub(super) fn root(&mut self) -> PosId {
        self.pos(Position::Operation {
            parent: None,
            depth: 0,
        })
    }

    /// The defining op of an operand (group), or the op iterated by a `ForEach`.
    pub(super) fn op_of(&mut self, parent: PosId) -> PosId {
        let depth = self.depth(parent) + 1;
        self.pos(Position::Operation {
            parent: Some(parent),
            depth,
        })
    }

    /// Whether an operation position is the defining op of an operand (group).
    pub(super) fn is_operand_defining_op(&self, op: PosId) -> bool {
        match *self.position(op) {
            Position::Operation {
                parent: Some(p), ..
            } => matches!(
                self.position(p),
                Position::Operand { .. } | Position::OperandGroup { .. }
            ),
            _ => false,
        }
    }

    /// Whether `op` is the root position.
    pub(super) fn is_root(&self, op: PosId) -> bool {
        matches!(self.position(op), Position::Operation { depth: 0, .. })
    }

    pub(super) fn operand(&mut self, op: PosId, index: u32) -> PosId {
        self.pos(Position::Operand { op, index })
    }

    pub(super) fn operand_group(&mut self, op: PosId, group: Option<u32>, variadic: bool) -> PosId {
        self.pos(Position::OperandGroup {
            op,
            group,
            variadic,
        })
    }

    pub(super) fn all_operands(&mut self, op: PosId) -> PosId {
        self.operand_group(op, None, true)
    }

    pub(super) fn result(&mut self, op: PosId, index: u32) -> PosId {
        self.pos(Position::Result { op, index })
    }

    pub(super) fn result_group(&mut self, op: PosId, group: Option<u32>, variadic: bool) -> PosId {
        self.pos(Position::ResultGroup {
            op,
            group,
            variadic,
        })
    }

    pub(super) fn all_results(&mut self, op: PosId) -> PosId {
        self.result_group(op, None, true)
    }

    pub(super) fn type_of(&mut self, parent: PosId) -> PosId {
        self.pos(Position::Type { parent })
    }

    fn answer(&mut self, question: Qualifier, answer: Qualifier) -> Predicate {
        (self.qual(question), self.qual(answer))
    }

    pub(super) fn is_not_null(&mut self) -> Predicate {
        self.answer(Qualifier::IsNotNull, Qualifier::True)
    }

    pub(super) fn equal_to(&mut self, other: PosId) -> Predicate {
        self.answer(Qualifier::EqualTo(other), Qualifier::True)
    }

    pub(super) fn operation_name(&mut self, name: &'static str) -> Predicate {
        self.answer(
            Qualifier::OperationName,
            Qualifier::OperationNameAnswer(name),
        )
    }

    pub(super) fn operand_count(&mut self, n: u32, at_least: bool) -> Predicate {
        let q = if at_least {
            Qualifier::OperandCountAtLeast
        } else {
            Qualifier::OperandCount
        };
        self.answer(q, Qualifier::Unsigned(n))
    }

    pub(super) fn result_count(&mut self, n: u32, at_least: bool) -> Predicate {
        let q = if at_least {
            Qualifier::ResultCountAtLeast
        } else {
            Qualifier::ResultCount
        };
        self.answer(q, Qualifier::Unsigned(n))
    }

    pub(super) fn type_constraint(&mut self, ty: Attribute) -> Predicate {
        self.answer(Qualifier::Type, Qualifier::TypeAnswer(ty))
    }

    pub(super) fn attribute_constraint(&mut self, value: Attribute) -> Predicate {
        self.answer(Qualifier::Attribute, Qualifier::AttributeAnswer(value))
    }
}
