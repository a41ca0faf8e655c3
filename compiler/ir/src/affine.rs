//! Affine expressions, maps and integer sets.
//!
//! Expressions are uniqued in the [`Context`] like types; the constructors on the context
//! ([`Context::affine_add`], ...) apply the same local simplifications as MLIR (constant folding,
//! constants moved to the right-hand side, `x * 1`, `x + 0`, ...), so equal maps print equally.

use std::fmt;

use crate::Context;
use crate::uniquer::Interned;

/// The storage of an affine expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AffineExprKind {
    /// `dN`.
    Dim(u32),
    /// `sN`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs + rhs`.
    Add(AffineExpr, AffineExpr),
    /// `lhs * rhs`.
    Mul(AffineExpr, AffineExpr),
    /// `lhs mod rhs`.
    Mod(AffineExpr, AffineExpr),
    /// `lhs floordiv rhs`.
    FloorDiv(AffineExpr, AffineExpr),
    /// `lhs ceildiv rhs`.
    CeilDiv(AffineExpr, AffineExpr),
}

/// The uniqued storage of an affine expression: its kind plus facts computed once at
/// construction (so that queries on long expression chains stay O(1)).
#[derive(Debug)]
pub struct AffineNode {
    /// What the expression is.
    pub kind: AffineExprKind,
    /// Whether the expression uses no dimension.
    symbolic: bool,
    /// The largest integer known to divide the expression.
    divisor: i64,
    /// Nesting depth (1 for a leaf).
    depth: u32,
}

impl PartialEq for AffineNode {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind
    }
}
impl Eq for AffineNode {}
impl std::hash::Hash for AffineNode {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.kind.hash(state)
    }
}

/// A uniqued affine expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AffineExpr(pub Interned<AffineNode>);

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind().fmt(f)
    }
}

impl AffineExpr {
    /// What this expression is.
    #[inline]
    pub fn kind(self) -> &'static AffineExprKind {
        &self.0.get().kind
    }

    /// The constant value, if this is a constant.
    pub fn as_constant(self) -> Option<i64> {
        match self.kind() {
            AffineExprKind::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// The operands, if this is a binary expression.
    pub fn binary(self) -> Option<(AffineExpr, AffineExpr)> {
        match *self.kind() {
            AffineExprKind::Add(a, b)
            | AffineExprKind::Mul(a, b)
            | AffineExprKind::Mod(a, b)
            | AffineExprKind::FloorDiv(a, b)
            | AffineExprKind::CeilDiv(a, b) => Some((a, b)),
            _ => None,
        }
    }

    /// The largest integer known to divide the expression's value (1 when nothing is known).
    #[inline]
    pub fn largest_known_divisor(self) -> i64 {
        self.0.get().divisor
    }

    /// Whether the expression uses no dimension.
    #[inline]
    pub fn is_symbolic_or_constant(self) -> bool {
        self.0.get().symbolic
    }

    /// Nesting depth of the expression tree (1 for a leaf).
    #[inline]
    pub fn depth(self) -> u32 {
        self.0.get().depth
    }
}

/// An affine map `(d0, ...)[s0, ...] -> (results)`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The result expressions.
    pub results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// Whether this is `(d0, ..., dn)[symbols] -> (d0, ..., dn)` (symbols do not matter).
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e.kind() == AffineExprKind::Dim(i as u32))
    }
}

/// An integer set `(d0, ...)[s0, ...] : (constraints)`; each constraint is `e == 0` or `e >= 0`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The constraint expressions.
    pub constraints: Box<[AffineExpr]>,
    /// Per constraint, whether it is an equality (`== 0`) rather than `>= 0`.
    pub eq_flags: Box<[bool]>,
}

/// Whether `lhs` and `rhs` are both dimensions (or both symbols) with `lhs` after `rhs`.
fn same_kind_out_of_order(lhs: AffineExpr, rhs: AffineExpr) -> bool {
    match (*lhs.kind(), *rhs.kind()) {
        (AffineExprKind::Dim(a), AffineExprKind::Dim(b))
        | (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b)) => a > b,
        _ => false,
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q.checked_add(1)
    } else {
        Some(q)
    }
}

fn modulo(a: i64, b: i64) -> Option<i64> {
    let r = a.checked_rem(b)?;
    Some(if r < 0 { r + b.abs() } else { r })
}

impl Context {
    fn affine(&self, kind: AffineExprKind) -> AffineExpr {
        let (symbolic, divisor) = match kind {
            AffineExprKind::Dim(_) => (false, 1),
            AffineExprKind::Symbol(_) => (true, 1),
            AffineExprKind::Constant(c) => (true, c.checked_abs().unwrap_or(1)),
            AffineExprKind::Mul(a, b) => (
                a.is_symbolic_or_constant() && b.is_symbolic_or_constant(),
                a.largest_known_divisor()
                    .checked_mul(b.largest_known_divisor())
                    .unwrap_or(1),
            ),
            AffineExprKind::Add(a, b) | AffineExprKind::Mod(a, b) => (
                a.is_symbolic_or_constant() && b.is_symbolic_or_constant(),
                gcd(
                    a.largest_known_divisor() as u64,
                    b.largest_known_divisor() as u64,
                ) as i64,
            ),
            AffineExprKind::FloorDiv(a, b) | AffineExprKind::CeilDiv(a, b) => (
                a.is_symbolic_or_constant() && b.is_symbolic_or_constant(),
                match b.as_constant() {
                    Some(c) if c != 0 && a.largest_known_divisor() % c == 0 => {
                        (a.largest_known_divisor() / c).checked_abs().unwrap_or(1)
                    }
                    _ => 1,
                },
            ),
        };
        let depth = match kind {
            AffineExprKind::Add(a, b)
            | AffineExprKind::Mul(a, b)
            | AffineExprKind::Mod(a, b)
            | AffineExprKind::FloorDiv(a, b)
            | AffineExprKind::CeilDiv(a, b) => 1 + a.depth().max(b.depth()),
            _ => 1,
        };
        AffineExpr(self.affine_exprs.intern(AffineNode {
            kind,
            symbolic,
            divisor,
            depth,
        }))
    }

    /// `dN`.
    pub fn affine_dim(&self, n: u32) -> AffineExpr {
        self.affine(AffineExprKind::Dim(n))
    }

    /// `sN`.
    pub fn affine_symbol(&self, n: u32) -> AffineExpr {
        self.affine(AffineExprKind::Symbol(n))
    }

    /// A constant.
    pub fn affine_constant(&self, c: i64) -> AffineExpr {
        self.affine(AffineExprKind::Constant(c))
    }

    /// `lhs + rhs`, simplified.
    pub fn affine_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_add(lhs, rhs)
            .unwrap_or_else(|| self.affine(AffineExprKind::Add(lhs, rhs)))
    }

    fn simplify_add(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let (lc, rc) = (lhs.as_constant(), rhs.as_constant());
        if let (Some(a), Some(b)) = (lc, rc) {
            // A sum that overflows stays as written (as in MLIR).
            return a.checked_add(b).map(|s| self.affine_constant(s));
        }
        // Constants and symbolic terms go to the right; same-kind identifiers in order.
        if lc.is_some()
            || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
            || same_kind_out_of_order(lhs, rhs)
        {
            return Some(self.affine_add(rhs, lhs));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        let lbin = match *lhs.kind() {
            AffineExprKind::Add(a, b) => Some((a, b)),
            _ => None,
        };
        // (x + c1) + c2 -> x + (c1 + c2), wrapping around as in MLIR.
        if let (Some((x, c1)), Some(c2)) = (lbin, rc)
            && let Some(c1) = c1.as_constant()
        {
            return Some(self.affine_add(x, self.affine_constant(c1.wrapping_add(c2))));
        }
        // c1 * x + c2 * x -> (c1 + c2) * x.
        let split = |e: AffineExpr| match *e.kind() {
            AffineExprKind::Mul(x, c) if c.as_constant().is_some() => (x, c.as_constant()),
            _ => (e, Some(1)),
        };
        let ((x1, k1), (x2, k2)) = (split(lhs), split(rhs));
        if x1 == x2
            && let (Some(k1), Some(k2)) = (k1, k2)
        {
            // (Wrapping around as in MLIR.)
            return Some(self.affine_mul(x1, self.affine_constant(k1.wrapping_add(k2))));
        }
        // (x + c) + y -> (x + y) + c.
        if let Some((x, c)) = lbin
            && c.as_constant().is_some()
        {
            return Some(self.affine_add(self.affine_add(x, rhs), c));
        }
        // x + (x floordiv c) * -c -> x mod c.
        if let AffineExprKind::Mul(q, k) = *rhs.kind()
            && let Some(k) = k.as_constant()
            && let AffineExprKind::FloorDiv(x, c) = *q.kind()
            && let Some(c) = c.as_constant()
            && x == lhs
            && Some(c) == k.checked_neg()
        {
            return Some(self.affine_mod(lhs, self.affine_constant(c)));
        }
        None
    }

    /// `lhs * rhs`, simplified.
    pub fn affine_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_mul(lhs, rhs)
            .unwrap_or_else(|| self.affine(AffineExprKind::Mul(lhs, rhs)))
    }

    fn simplify_mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let (lc, rc) = (lhs.as_constant(), rhs.as_constant());
        if let (Some(a), Some(b)) = (lc, rc) {
            // A product that overflows stays as written (as in MLIR).
            return a.checked_mul(b).map(|p| self.affine_constant(p));
        }
        if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
            return None;
        }
        if !rhs.is_symbolic_or_constant() || lc.is_some() || same_kind_out_of_order(lhs, rhs) {
            return Some(self.affine_mul(rhs, lhs));
        }
        if let Some(c) = rc {
            if c == 1 {
                return Some(lhs);
            }
            if c == 0 {
                return Some(rhs);
            }
        }
        if let AffineExprKind::Mul(x, c1) = *lhs.kind()
            && let Some(k1) = c1.as_constant()
        {
            // (x * c1) * c2 -> x * (c1 * c2), wrapping around as in MLIR.
            if let Some(c2) = rc {
                return Some(self.affine_mul(x, self.affine_constant(k1.wrapping_mul(c2))));
            } else {
                // (x * c) * y -> (x * y) * c.
                return Some(self.affine_mul(self.affine_mul(x, rhs), c1));
            }
        }
        None
    }

    /// `lhs floordiv rhs`, simplified.
    pub fn affine_floordiv(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_div(lhs, rhs, true)
            .unwrap_or_else(|| self.affine(AffineExprKind::FloorDiv(lhs, rhs)))
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn affine_ceildiv(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_div(lhs, rhs, false)
            .unwrap_or_else(|| self.affine(AffineExprKind::CeilDiv(lhs, rhs)))
    }

    fn simplify_div(&self, lhs: AffineExpr, rhs: AffineExpr, floor: bool) -> Option<AffineExpr> {
        let c = rhs.as_constant()?;
        if c == 0 {
            return None;
        }
        if let Some(a) = lhs.as_constant() {
            let q = if floor {
                floor_div(a, c)
            } else {
                ceil_div(a, c)
            };
            return q.map(|q| self.affine_constant(q));
        }
        if c == 1 {
            return Some(lhs);
        }
        // A negative divisor simplifies as a positive one does (as MLIR's does).
        let divides = |d: i64| d.checked_rem(c) == Some(0);
        match *lhs.kind() {
            // (x * k) floordiv c -> x * (k / c) when c divides k.
            AffineExprKind::Mul(x, k) => {
                let k = k.as_constant()?;
                let q = k.checked_div(c).filter(|_| divides(k))?;
                Some(self.affine_mul(x, self.affine_constant(q)))
            }
            // (a + b) floordiv c -> a floordiv c + b floordiv c when c divides a or b.
            AffineExprKind::Add(a, b) if floor => {
                if divides(a.largest_known_divisor()) || divides(b.largest_known_divisor()) {
                    Some(
                        self.affine_add(self.affine_floordiv(a, rhs), self.affine_floordiv(b, rhs)),
                    )
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// `lhs mod rhs`, simplified.
    pub fn affine_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.simplify_mod(lhs, rhs)
            .unwrap_or_else(|| self.affine(AffineExprKind::Mod(lhs, rhs)))
    }

    fn simplify_mod(&self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = rhs.as_constant()?;
        if c < 1 {
            return None;
        }
        if let Some(a) = lhs.as_constant() {
            return modulo(a, c).map(|m| self.affine_constant(m));
        }
        if lhs.largest_known_divisor() % c == 0 {
            return Some(self.affine_constant(0));
        }
        match *lhs.kind() {
            // (x mod c1) mod c2 -> x mod c2 when c2 divides a positive c1.
            AffineExprKind::Mod(x, c1) => {
                let c1 = c1.as_constant()?;
                (c1 >= 1 && c1 % c == 0).then(|| self.affine_mod(x, rhs))
            }
            // (a + b) mod c -> b mod c when c divides a (or symmetrically).
            AffineExprKind::Add(a, b) => {
                if a.largest_known_divisor() % c == 0 {
                    Some(self.affine_mod(b, rhs))
                } else if b.largest_known_divisor() % c == 0 {
                    Some(self.affine_mod(a, rhs))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// `-e`, as `e * -1`.
    pub fn affine_neg(&self, e: AffineExpr) -> AffineExpr {
        self.affine_mul(e, self.affine_constant(-1))
    }

    /// An affine map.
    pub fn affine_map(&self, num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> AffineMap {
        AffineMap {
            num_dims,
            num_symbols,
            results: results.into(),
        }
    }

    /// The identity map on `n` dimensions.
    pub fn identity_map(&self, n: u32) -> AffineMap {
        let results: Vec<_> = (0..n).map(|i| self.affine_dim(i)).collect();
        self.affine_map(n, 0, &results)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simplifies_like_mlir() {
        let ctx = Context::new();
        let d0 = ctx.affine_dim(0);
        let c = |v| ctx.affine_constant(v);
        assert_eq!(ctx.affine_add(c(2), c(3)), c(5));
        assert_eq!(ctx.affine_add(c(2), d0), ctx.affine_add(d0, c(2)));
        assert_eq!(ctx.affine_add(d0, c(0)), d0);
        assert_eq!(ctx.affine_mul(d0, c(1)), d0);
        assert_eq!(ctx.affine_mod(c(-3), c(2)), c(1));
        assert_eq!(ctx.affine_floordiv(c(-3), c(2)), c(-2));
        assert_eq!(ctx.affine_ceildiv(c(-3), c(2)), c(-1));
        assert!(ctx.identity_map(2).is_identity());
    }
}
