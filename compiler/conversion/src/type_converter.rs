//! [`TypeConverter`]: how a conversion changes types (MLIR's `TypeConverter`).
//!
//! Conversion functions are tried newest first; each answers `None` (no opinion: try the
//! next), `Some(None)` (the type cannot be converted) or `Some(Some(types))`: the type becomes
//! `types`, one type (1:1), several (1:N) or none (the value is dropped). A type no function
//! answers for cannot be converted. A type is legal when it converts to itself.
//!
//! Materializations build the IR between the two sides: a *source* materialization makes a
//! value of an original type from converted values (for users not converted yet), a
//! *target* materialization makes converted values from an original one (for a pattern's
//! remapped operands). Each is tried newest first until one builds something. The driver
//! first inserts `builtin.unrealized_conversion_cast`s and only calls the materializations
//! for the casts still live at the end of the conversion.

use std::sync::Arc;

use ropt_ir::{Body, Location, OpId, Type, ValueId};
use ropt_rewrite::PatternRewriter;

/// A conversion function (see the module docs for the answer's meaning).
pub type ConversionFn = Arc<dyn Fn(Type) -> Option<Option<Vec<Type>>> + Send + Sync>;

/// A materialization: builds values of `types` from `inputs` at the rewriter's insertion
/// point, or `None` if it does not apply.
pub type MaterializationFn = Arc<
    dyn Fn(&mut PatternRewriter<'_>, &[Type], &[ValueId], Location) -> Option<Vec<ValueId>>
        + Send
        + Sync,
>;

/// A set of type conversions and materializations.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source: Vec<MaterializationFn>,
    target: Vec<MaterializationFn>,
}

/// How the arguments of a block or signature map to converted types: input `i` becomes
/// the converted types `ranges[i]` (a range of [`SignatureConversion::types`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    /// The converted types, in order.
    pub types: Vec<Type>,
    /// For each original input, its range in `types`.
    pub ranges: Vec<std::ops::Range<usize>>,
    /// The inputs mapped to existing values instead of new arguments (MLIR's
    /// `remapInput`), by input index; their ranges are empty.
    pub remapped: Vec<(usize, Vec<ValueId>)>,
}

impl SignatureConversion {
    /// Maps the next original input to `types`.
    pub fn add_inputs(&mut self, types: &[Type]) {
        let start = self.types.len();
        self.types.extend_from_slice(types);
        self.ranges.push(start..self.types.len());
    }

    /// Maps the next original input to the existing `values` (no new argument): its uses
    /// see those values (through a cast unless it is one value of its type).
    pub fn remap_input(&mut self, values: &[ValueId]) {
        let at = self.types.len();
        self.remapped.push((self.ranges.len(), values.to_vec()));
        self.ranges.push(at..at);
    }

    /// The existing values input `i` is mapped to, if it was remapped.
    pub fn remapped_values(&self, i: usize) -> Option<&[ValueId]> {
        self.remapped
            .iter()
            .find(|(j, _)| *j == i)
            .map(|(_, v)| v.as_slice())
    }
}

impl TypeConverter {
    /// A converter with no conversion (every type is illegal).
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion function (tried before the ones added earlier).
    pub fn add_conversion(
        &mut self,
        f: impl Fn(Type) -> Option<Option<Vec<Type>>> + Send + Sync + 'static,
    ) {
        self.conversions.push(Arc::new(f));
    }

    /// Adds a 1:1 conversion: `f` gives the new type, or `None` for no opinion.
    pub fn add_type_conversion(
        &mut self,
        f: impl Fn(Type) -> Option<Type> + Send + Sync + 'static,
    ) {
        self.add_conversion(move |t| f(t).map(|n| Some(vec![n])));
    }

    /// Adds a source materialization.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, &[Type], &[ValueId], Location) -> Option<Vec<ValueId>>
        + Send
        + Sync
        + 'static,
    ) {
        self.source.push(Arc::new(f));
    }

    /// Adds a target materialization.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, &[Type], &[ValueId], Location) -> Option<Vec<ValueId>>
        + Send
        + Sync
        + 'static,
    ) {
        self.target.push(Arc::new(f));
    }

    /// The converted types of `t`, or `None` if it cannot be converted.
    pub fn convert_type(&self, t: Type) -> Option<Vec<Type>> {
        self.conversions.iter().rev().find_map(|f| f(t))?
    }

    /// The converted types of every type in `types`, concatenated.
    pub fn convert_types(&self, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type(t)?);
        }
        Some(out)
    }

    /// True if `t` converts to itself.
    pub fn is_legal(&self, t: Type) -> bool {
        self.convert_type(t)
            .is_some_and(|v| v.len() == 1 && v[0] == t)
    }

    /// True if every operand and result type of `op` is legal.
    pub fn is_legal_op(&self, body: &Body, op: OpId) -> bool {
        body.operands(op).all(|v| self.is_legal(body.value_type(v)))
            && body.results(op).all(|v| self.is_legal(body.value_type(v)))
    }

    /// True if every input and result of the function type `t` is legal.
    pub fn is_signature_legal(&self, t: Type) -> bool {
        t.inputs().iter().all(|&i| self.is_legal(i))
            && t.results().iter().all(|&r| self.is_legal(r))
    }

    /// The conversion of the inputs `types` of a signature, or `None` if one cannot be
    /// converted.
    pub fn convert_signature(&self, types: &[Type]) -> Option<SignatureConversion> {
        let mut sig = SignatureConversion::default();
        for &t in types {
            sig.add_inputs(&self.convert_type(t)?);
        }
        Some(sig)
    }

    /// Builds a source materialization (newest first), or `None`.
    pub fn materialize_source(
        &self,
        rw: &mut PatternRewriter<'_>,
        types: &[Type],
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<Vec<ValueId>> {
        self.source
            .iter()
            .rev()
            .find_map(|f| f(rw, types, inputs, loc))
    }

    /// Builds a target materialization (newest first), or `None`.
    pub fn materialize_target(
        &self,
        rw: &mut PatternRewriter<'_>,
        types: &[Type],
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<Vec<ValueId>> {
        self.target
            .iter()
            .rev()
            .find_map(|f| f(rw, types, inputs, loc))
    }
}
