//! Calls and callables (MLIR's `CallOpInterface` and `CallableOpInterface`), registered as
//! interfaces of an op's [`crate::OpInfo`] with `OpInfo::with_interface`.
//!
//! A call names its callee either by a symbol reference (`func.call @f`) or by an SSA value
//! (`func.call_indirect %fn`); a callable is an op with a body region and a function type
//! (`func.func`). Passes such as an inliner or call-graph analyses use these without knowing
//! the dialects.

use std::ops::Range;

use crate::{Attribute, Body, OpId, RegionId, Type, ValueId};

/// What a call calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference (`@f`), resolved through the nearest symbol table.
    Symbol(Attribute),
    /// A value of function type.
    Value(ValueId),
}

/// MLIR's `CallOpInterface`.
#[derive(Clone, Copy)]
pub struct CallOpInterface {
    /// The callee of the call (`None` when the op is malformed).
    pub callee: fn(&Body, OpId) -> Option<Callee>,
    /// The operands passed as the callee's arguments.
    pub arg_operands: fn(&Body, OpId) -> Range<usize>,
}

/// MLIR's `CallableOpInterface`.
#[derive(Clone, Copy)]
pub struct CallableOpInterface {
    /// The region holding the body, or `None` for an external declaration. The region lives
    /// in `body.regions_body(op)`.
    pub body_region: fn(&Body, OpId) -> Option<RegionId>,
    /// The function type (arguments and results), if well formed.
    pub function_type: fn(&Body, OpId) -> Option<Type>,
}
