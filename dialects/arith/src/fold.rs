//! The fold outcome shared by every folder, and element-wise constant helpers.

/// What a folder decided for a single-result op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fold<V> {
    /// No fold.
    None,
    /// The result is this constant.
    Constant(V),
    /// The result is the op's operand number `i`.
    Operand(usize),
    /// The result is operand 0 of the op defining this op's operand 0 (e.g. `trunci(extsi x)`
    /// folds to `x`).
    ProducerOperand,
    /// Folded in place: replace this op's operand 0 by operand 0 of its defining op (e.g.
    /// `extsi(extsi x)` becomes `extsi x`); the op's result stays.
    InPlaceBypassProducer,
}

impl<V> Fold<V> {
    /// Whether the folder folded.
    pub fn is_fold(&self) -> bool {
        !matches!(self, Fold::None)
    }

    /// Maps the constant.
    pub fn map<U>(self, f: impl FnOnce(V) -> U) -> Fold<U> {
        match self {
            Fold::None => Fold::None,
            Fold::Constant(v) => Fold::Constant(f(v)),
            Fold::Operand(i) => Fold::Operand(i),
            Fold::ProducerOperand => Fold::ProducerOperand,
            Fold::InPlaceBypassProducer => Fold::InPlaceBypassProducer,
        }
    }
}

/// A constant operand: a scalar or splat (one value), or dense elements (row-major).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Elems<T> {
    /// A scalar, or every element of a shaped value.
    Splat(T),
    /// Every element, in row-major order.
    Dense(Vec<T>),
}

impl<T> Elems<T> {
    /// The value when this is a splat (or scalar).
    pub fn splat(&self) -> Option<&T> {
        match self {
            Elems::Splat(v) => Some(v),
            Elems::Dense(_) => None,
        }
    }

    /// Applies `f` to every element; `None` if it fails for any.
    pub fn map<U>(&self, f: impl Fn(&T) -> Option<U>) -> Option<Elems<U>> {
        Some(match self {
            Elems::Splat(v) => Elems::Splat(f(v)?),
            Elems::Dense(vs) => Elems::Dense(vs.iter().map(f).collect::<Option<_>>()?),
        })
    }

    /// Applies `f` pairwise; `None` if it fails for any pair or the lengths differ.
    pub fn zip<U, R>(&self, other: &Elems<U>, f: impl Fn(&T, &U) -> Option<R>) -> Option<Elems<R>> {
        Some(match (self, other) {
            (Elems::Splat(a), Elems::Splat(b)) => Elems::Splat(f(a, b)?),
            (Elems::Splat(a), Elems::Dense(bs)) => {
                Elems::Dense(bs.iter().map(|b| f(a, b)).collect::<Option<_>>()?)
            }
            (Elems::Dense(as_), Elems::Splat(b)) => {
                Elems::Dense(as_.iter().map(|a| f(a, b)).collect::<Option<_>>()?)
            }
            (Elems::Dense(as_), Elems::Dense(bs)) => {
                if as_.len() != bs.len() {
                    return None;
                }
                Elems::Dense(
                    as_.iter()
                        .zip(bs)
                        .map(|(a, b)| f(a, b))
                        .collect::<Option<_>>()?,
                )
            }
        })
    }
}

/// Folds a unary element-wise op on a constant operand.
pub fn unary<T, R>(a: Option<&Elems<T>>, f: impl Fn(&T) -> Option<R>) -> Fold<Elems<R>> {
    match a.and_then(|a| a.map(f)) {
        Some(r) => Fold::Constant(r),
        None => Fold::None,
    }
}

/// Folds a binary element-wise op on two constant operands.
pub fn binary<T, R>(
    a: Option<&Elems<T>>,
    b: Option<&Elems<T>>,
    f: impl Fn(&T, &T) -> Option<R>,
) -> Fold<Elems<R>> {
    match (a, b) {
        (Some(a), Some(b)) => match a.zip(b, f) {
            Some(r) => Fold::Constant(r),
            None => Fold::None,
        },
        _ => Fold::None,
    }
}

/// Whether the operand is a constant splat satisfying `p`.
pub fn splat_is<T>(a: Option<&Elems<T>>, p: impl Fn(&T) -> bool) -> bool {
    a.and_then(Elems::splat).is_some_and(p)
}
