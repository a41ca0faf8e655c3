//! Printing builtin attributes (and `loc(...)` locations) exactly as mlir-opt does.

use std::fmt::Write;

use ropt_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use ropt_ir::types::DYNAMIC;
use ropt_ir::{Attribute, AttributeKind, DenseData, Location, Signedness, Type, TypeKind};
use ropt_numbers::ApInt;

use super::aliases::AliasState;
use super::float::{storage_bits, write_float};

/// When the type of an integer/float attribute may be left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elision {
    /// Always print `: type` (except `i1` booleans).
    Never,
    /// Leave out `i64` and `f64` (array elements).
    May,
}

/// Whether `s` can be printed as a bare identifier.
pub fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => s[1..]
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')),
        _ => false,
    }
}

/// Writes `s` with MLIR's string escapes, without quotes.
pub fn write_escaped(out: &mut String, s: &[u8]) {
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7E => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
}

/// Writes `"s"` with escapes.
pub fn write_string_literal(out: &mut String, s: &[u8]) {
    out.push('"');
    write_escaped(out, s);
    out.push('"');
}

/// Writes `s` bare if it is a valid identifier, else as a string literal.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s.as_bytes()) {
        out.push_str(s);
    } else {
        write_string_literal(out, s.as_bytes());
    }
}

/// Writes `@name` (quoted if needed).
pub fn write_symbol_name(out: &mut String, s: &str) {
    write_symbol_name_bytes(out, s.as_bytes());
}

/// Writes `@name` of a name given as bytes (quoted, with escapes, unless a bare identifier).
pub fn write_symbol_name_bytes(out: &mut String, s: &[u8]) {
    out.push('@');
    match std::str::from_utf8(s) {
        _ if s.is_empty() => out.push_str("<<INVALID EMPTY SYMBOL>>"),
        Ok(s) => write_keyword_or_string(out, s),
        Err(_) => write_string_literal(out, s),
    }
}

/// Writes `dialect.data` when `data` is an identifier optionally followed by `<...>`, else
/// `dialect<data>`.
pub fn write_dialect_symbol(out: &mut String, dialect: &str, data: &str) {
    out.push_str(dialect);
    let pretty = data
        .as_bytes()
        .first()
        .is_some_and(|c| c.is_ascii_alphabetic())
        && {
            let rest = data
                .trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
            rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
        };
    if pretty {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

fn write_dim(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{d}");
    }
}

/// Writes an integer value of type `ty` (signed unless the type is unsigned; `i1` as
/// `true`/`false` when `bool_form`).
fn write_int_value(out: &mut String, ty: Type, v: &ApInt, bool_form: bool) {
    match ty.kind() {
        // Elements of any 1-bit integer type print as booleans, as in mlir-opt.
        TypeKind::Integer { width: 1, .. } if bool_form => {
            out.push_str(if v.is_zero() { "false" } else { "true" })
        }
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        } => {
            let _ = v.write_decimal(out, false);
        }
        _ => {
            let _ = v.write_decimal(out, true);
        }
    }
}

/// Binding strength of the enclosing context when printing affine expressions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

/// Writes an affine expression.
pub fn write_affine_expr(out: &mut String, e: AffineExpr) {
    write_affine(out, e, Strength::Weak);
}

fn write_affine(out: &mut String, e: AffineExpr, enclosing: Strength) {
    let (lhs, rhs, op) = match *e.kind() {
        AffineExprKind::Dim(d) => {
            let _ = write!(out, "d{d}");
            return;
        }
        AffineExprKind::Symbol(s) => {
            let _ = write!(out, "s{s}");
            return;
        }
        AffineExprKind::Constant(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        AffineExprKind::Add(l, r) => (l, r, " + "),
        AffineExprKind::Mul(l, r) => (l, r, " * "),
        AffineExprKind::Mod(l, r) => (l, r, " mod "),
        AffineExprKind::FloorDiv(l, r) => (l, r, " floordiv "),
        AffineExprKind::CeilDiv(l, r) => (l, r, " ceildiv "),
    };
    let strong = enclosing == Strength::Strong;
    if strong {
        out.push('(');
    }
    if !matches!(e.kind(), AffineExprKind::Add(..)) {
        if matches!(e.kind(), AffineExprKind::Mul(..)) && rhs.as_constant() == Some(-1) {
            out.push('-');
            write_affine(out, lhs, Strength::Strong);
        } else {
            write_affine(out, lhs, Strength::Strong);
            out.push_str(op);
            write_affine(out, rhs, Strength::Strong);
        }
    } else if let AffineExprKind::Mul(rl, rr) = *rhs.kind()
        && let Some(c) = rr.as_constant()
        && c < 0
    {
        write_affine(out, lhs, Strength::Weak);
        out.push_str(" - ");
        if c == -1 {
            // `a - b floordiv 2`: only a sum needs parentheses after a minus.
            let inner = match rl.kind() {
                AffineExprKind::Add(..) => Strength::Strong,
                _ => Strength::Weak,
            };
            write_affine(out, rl, inner);
        } else {
            write_affine(out, rl, Strength::Strong);
            let _ = write!(out, " * {}", c.wrapping_neg());
        }
    } else if let Some(c) = rhs.as_constant()
        && c < 0
    {
        write_affine(out, lhs, Strength::Weak);
        let _ = write!(out, " - {}", c.wrapping_neg());
    } else {
        write_affine(out, lhs, Strength::Weak);
        out.push_str(" + ");
        write_affine(out, rhs, Strength::Weak);
    }
    if strong {
        out.push(')');
    }
}

fn write_dims_and_symbols(out: &mut String, num_dims: u32, num_symbols: u32) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if num_symbols > 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// Writes the body of an affine map: `(d0)[s0] -> (results)`.
pub fn write_affine_map(out: &mut String, m: &AffineMap) {
    write_dims_and_symbols(out, m.num_dims, m.num_symbols);
    out.push_str(" -> (");
    for (i, r) in m.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, *r);
    }
    out.push(')');
}

/// Writes the body of an integer set: `(d0)[s0] : (constraints)`.
pub fn write_integer_set(out: &mut String, s: &IntegerSet) {
    write_dims_and_symbols(out, s.num_dims, s.num_symbols);
    out.push_str(" : (");
    if s.constraints.is_empty() {
        out.push_str("0 == 0");
    }
    for (i, (c, eq)) in s.constraints.iter().zip(s.eq_flags.iter()).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, *c);
        out.push_str(if *eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

/// How a dense element type is stored and printed.
#[derive(Clone, Copy)]
enum ElemFormat {
    Int(Type, usize),
    Float(ropt_ir::FloatKind, usize),
    ComplexInt(Type, usize),
    ComplexFloat(ropt_ir::FloatKind, usize),
}

fn elem_format(elem: Type) -> Option<ElemFormat> {
    match elem.kind() {
        TypeKind::Integer { width, .. } => {
            Some(ElemFormat::Int(elem, (*width as usize).div_ceil(8).max(1)))
        }
        TypeKind::Index => Some(ElemFormat::Int(elem, 8)),
        TypeKind::Float(k) => Some(ElemFormat::Float(*k, (k.width() as usize).div_ceil(8))),
        TypeKind::Complex(inner) => match elem_format(*inner)? {
            ElemFormat::Int(t, n) => Some(ElemFormat::ComplexInt(t, n)),
            ElemFormat::Float(k, n) => Some(ElemFormat::ComplexFloat(k, n)),
            _ => None,
        },
        _ => None,
    }
}

/// The number of bytes of one stored element of a dense attribute with element type `elem`.
pub fn dense_elem_bytes(elem: Type) -> Option<usize> {
    Some(match elem_format(elem)? {
        ElemFormat::Int(_, n) | ElemFormat::Float(_, n) => n,
        ElemFormat::ComplexInt(_, n) | ElemFormat::ComplexFloat(_, n) => 2 * n,
    })
}

fn bits_of(bytes: &[u8]) -> u128 {
    let mut v: u128 = 0;
    for (i, b) in bytes.iter().enumerate().take(16) {
        v |= (*b as u128) << (8 * i);
    }
    v
}

/// Writes a stored integer element of type `ty`.
fn write_int_elem(out: &mut String, ty: Type, bytes: &[u8]) {
    let w = ty.int_or_float_width().unwrap_or(64);
    if w > 1 && w < 64 && !w.is_multiple_of(8) {
        // Hex data may set bits above the width of a sub-byte integer; mlir-opt keeps them
        // and prints from the whole storage word: an unsigned element as that word, another
        // as its low `w` bits sign-extended, except that nothing at all is printed when those
        // bits are zero but the word is not.
        let raw = bits_of(&bytes[..bytes.len().min(8)]) as u64;
        if raw >> w != 0 {
            if let TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } = ty.kind()
            {
                let _ = write!(out, "{raw}");
            } else {
                let v = ((raw << (64 - w)) as i64) >> (64 - w);
                if v != 0 {
                    let _ = write!(out, "{v}");
                }
            }
            return;
        }
    }
    write_int_value(out, ty, &ApInt::from_le_bytes(w, bytes), true);
}

fn write_elem(out: &mut String, fmt: ElemFormat, bytes: &[u8]) {
    match fmt {
        ElemFormat::Int(ty, _) => write_int_elem(out, ty, bytes),
        ElemFormat::Float(k, _) => {
            write_float(out, k, storage_bits(k, bits_of(bytes)));
        }
        ElemFormat::ComplexInt(ty, n) => {
            out.push('(');
            write_int_elem(out, ty, &bytes[..n]);
            out.push(',');
            write_int_elem(out, ty, &bytes[n..]);
            out.push(')');
        }
        ElemFormat::ComplexFloat(k, n) => {
            out.push('(');
            write_float(out, k, storage_bits(k, bits_of(&bytes[..n])));
            out.push(',');
            write_float(out, k, storage_bits(k, bits_of(&bytes[n..])));
            out.push(')');
        }
    }
}

/// Writes `count` elements (produced by `elem(i)`) nested according to `shape`.
fn write_nested(
    out: &mut String,
    shape: &[i64],
    count: usize,
    mut elem: impl FnMut(&mut String, usize),
) {
    if shape.is_empty() {
        if count > 0 {
            elem(out, 0);
        }
        return;
    }
    if count == 0 {
        return;
    }
    // Iterate indices in row-major order, opening/closing brackets as needed.
    let rank = shape.len();
    let mut idx = vec![0i64; rank];
    for _ in 0..rank {
        out.push('[');
    }
    for flat in 0..count {
        if flat > 0 {
            // Increment the index and emit the bracket transitions.
            let mut d = rank - 1;
            idx[d] += 1;
            let mut closes = 0;
            while idx[d] >= shape[d] && d > 0 {
                idx[d] = 0;
                d -= 1;
                idx[d] += 1;
                closes += 1;
            }
            for _ in 0..closes {
                out.push(']');
            }
            out.push_str(", ");
            for _ in 0..closes {
                out.push('[');
            }
        }
        elem(out, flat);
    }
    for _ in 0..rank {
        out.push(']');
    }
}

impl AliasState {
    /// Writes an attribute, using aliases; integer and float types are always printed.
    pub fn print_attribute(&self, out: &mut String, attr: Attribute) {
        self.print_attribute_elided(out, attr, Elision::Never);
    }

    /// Writes an attribute with the given type elision, using aliases.
    pub fn print_attribute_elided(&self, out: &mut String, attr: Attribute, elision: Elision) {
        if let Some(alias) = self.attr_alias(attr) {
            out.push('#');
            out.push_str(alias);
            return;
        }
        self.print_attr_impl(out, attr, elision);
    }

    /// Writes an attribute's definition (never its own alias).
    pub fn print_attribute_no_alias(&self, out: &mut String, attr: Attribute) {
        self.print_attr_impl(out, attr, Elision::Never);
    }

    /// Writes a location as `loc(...)` (or `loc(#alias)`).
    pub fn print_location(&self, out: &mut String, loc: Location) {
        if self.opts.pretty_debuginfo {
            // `--mlir-pretty-debuginfo`: the body inline, nested locations may use aliases.
            self.print_loc_body(out, loc.attr());
            return;
        }
        out.push_str("loc(");
        if let Some(alias) = self.attr_alias(loc.attr()) {
            out.push('#');
            out.push_str(alias);
        } else {
            self.print_loc_body(out, loc.attr());
        }
        out.push(')');
    }

    /// Writes a nested location: its alias, or its body without `loc(`.
    fn print_nested_loc(&self, out: &mut String, loc: Attribute) {
        if let Some(alias) = self.attr_alias(loc) {
            out.push('#');
            out.push_str(alias);
        } else {
            self.print_loc_body(out, loc);
        }
    }

    fn print_loc_body(&self, out: &mut String, loc: Attribute) {
        match loc.kind() {
            AttributeKind::UnknownLoc if self.opts.pretty_debuginfo => out.push_str("[unknown]"),
            AttributeKind::UnknownLoc => out.push_str("unknown"),
            AttributeKind::FileLineColLoc {
                file,
                line,
                col,
                end,
                ..
            } => {
                if self.opts.pretty_debuginfo {
                    out.push_str(file.as_str());
                } else {
                    write_string_literal(out, file.as_bytes());
                }
                let _ = write!(out, ":{line}:{col}");
                // A range ending where it starts prints as its start.
                if let Some((el, ec)) = end {
                    if el != line {
                        let _ = write!(out, " to {el}:{ec}");
                    } else if ec != col {
                        let _ = write!(out, " to :{ec}");
                    }
                }
            }
            AttributeKind::NameLoc { name, child } => {
                write_string_literal(out, name.as_bytes());
                if !matches!(child.kind(), AttributeKind::UnknownLoc) {
                    out.push('(');
                    self.print_nested_loc(out, *child);
                    out.push(')');
                }
            }
            AttributeKind::OpaqueLoc { fallback, .. } => self.print_nested_loc(out, *fallback),
            AttributeKind::CallSiteLoc { callee, caller } if self.opts.pretty_debuginfo => {
                self.print_nested_loc(out, *callee);
                // A named callee called from a file location (or range) stays on one line.
                let one_line = matches!(callee.kind(), AttributeKind::NameLoc { .. })
                    && matches!(caller.kind(), AttributeKind::FileLineColLoc { .. });
                out.push_str(if one_line { " at " } else { "\n at " });
                self.print_nested_loc(out, *caller);
            }
            AttributeKind::CallSiteLoc { callee, caller } => {
                out.push_str("callsite(");
                self.print_nested_loc(out, *callee);
                out.push_str(" at ");
                self.print_nested_loc(out, *caller);
                out.push(')');
            }
            AttributeKind::FusedLoc { locs, metadata } => {
                if !self.opts.pretty_debuginfo {
                    out.push_str("fused");
                }
                if let Some(m) = metadata {
                    out.push('<');
                    self.print_attribute(out, *m);
                    out.push('>');
                }
                out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_nested_loc(out, *l);
                }
                out.push(']');
            }
            _ => self.print_attr_impl(out, loc, Elision::Never),
        }
    }

    fn print_type_suffix(&self, out: &mut String, ty: Type) {
        out.push_str(" : ");
        self.print_type(out, ty);
    }

    fn print_attr_impl(&self, out: &mut String, attr: Attribute, elision: Elision) {
        match attr.kind() {
            AttributeKind::Unit => out.push_str("unit"),
            AttributeKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            AttributeKind::Integer { ty, value } => {
                if ty.is_signless_int(1) {
                    write_int_value(out, *ty, value, true);
                    return;
                }
                write_int_value(out, *ty, value, false);
                if !(elision == Elision::May && ty.is_signless_int(64)) {
                    self.print_type_suffix(out, *ty);
                }
            }
            AttributeKind::Float { ty, bits } => {
                let kind = ty.float_kind().unwrap_or(ropt_ir::FloatKind::F64);
                let hex = write_float(out, kind, *bits);
                // An f64 may go without its type, unless it was printed in hex.
                if hex || !(elision == Elision::May && kind == ropt_ir::FloatKind::F64) {
                    self.print_type_suffix(out, *ty);
                }
            }
            AttributeKind::String { value, ty } => {
                write_string_literal(out, value);
                if let Some(ty) = ty
                    && !matches!(ty.kind(), TypeKind::None)
                {
                    self.print_type_suffix(out, *ty);
                }
            }
            AttributeKind::Array(elems) => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_attribute_elided(out, *e, Elision::May);
                }
                out.push(']');
            }
            AttributeKind::Dictionary(entries) => {
                out.push('{');
                for (i, n) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_keyword_or_string(out, n.name.as_str());
                    if !matches!(n.value.kind(), AttributeKind::Unit) {
                        out.push_str(" = ");
                        self.print_attribute(out, n.value);
                    }
                }
                out.push('}');
            }
            AttributeKind::Type(t) => self.print_type(out, *t),
            AttributeKind::SymbolRef { root, nested } => {
                write_symbol_name_bytes(out, root.as_bytes());
                for n in nested.iter() {
                    out.push_str("::");
                    write_symbol_name_bytes(out, n.as_bytes());
                }
            }
            AttributeKind::AffineMap(m) => {
                out.push_str("affine_map<");
                write_affine_map(out, m);
                out.push('>');
            }
            AttributeKind::IntegerSet(s) => {
                out.push_str("affine_set<");
                write_integer_set(out, s);
                out.push('>');
            }
            AttributeKind::DenseElements { ty, data } => {
                if self.should_elide(attr) {
                    out.push_str("dense_resource<__elided__>");
                    self.print_type_suffix(out, *ty);
                    return;
                }
                out.push_str("dense<");
                self.write_dense_body(out, *ty, data, true);
                out.push('>');
                self.print_type_suffix(out, *ty);
            }
            AttributeKind::DenseResource { ty, handle } => {
                out.push_str("dense_resource<");
                write_keyword_or_string(out, handle.as_str());
                out.push('>');
                self.print_type_suffix(out, *ty);
            }
            AttributeKind::Sparse {
                ty,
                indices,
                values,
            } => {
                if self.should_elide(*indices) || self.should_elide(*values) {
                    out.push_str("dense_resource<__elided__>");
                    self.print_type_suffix(out, *ty);
                    return;
                }
                out.push_str("sparse<");
                // Large values print as hex, as in `dense`; indices never do.
                let body = |out: &mut String, a: Attribute, allow_hex: bool| {
                    if let AttributeKind::DenseElements { ty, data } = a.kind() {
                        self.write_dense_body(out, *ty, data, allow_hex);
                    }
                };
                // Without index numbers (no index, or indices of a rank-0 type) mlir-opt
                // prints no literals at all.
                if indices.ty().and_then(|t| t.num_elements()) != Some(0) {
                    body(out, *indices, false);
                    out.push_str(", ");
                    body(out, *values, true);
                }
                out.push('>');
                self.print_type_suffix(out, *ty);
            }
            AttributeKind::DenseArray { elem, len, data } => {
                out.push_str("array<");
                self.print_type(out, *elem);
                if let Some(n) = data.len().checked_div(*len) {
                    out.push_str(": ");
                    let fmt = elem_format(*elem);
                    for i in 0..*len {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        if let Some(fmt) = fmt {
                            write_elem(out, fmt, &data[i * n..(i + 1) * n]);
                        }
                    }
                }
                out.push('>');
            }
            AttributeKind::Distinct { id, referenced } => {
                let _ = write!(out, "distinct[{}]<", self.distinct_number(*id));
                if !matches!(referenced.kind(), AttributeKind::Unit) {
                    self.print_attribute(out, *referenced);
                }
                out.push('>');
            }
            AttributeKind::Opaque { dialect, data, ty } => {
                out.push('#');
                write_dialect_symbol(out, dialect.as_str(), data);
                if let Some(ty) = ty {
                    self.print_type_suffix(out, *ty);
                }
            }
            AttributeKind::Strided { offset, strides } => {
                out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_dim(out, *s);
                }
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    write_dim(out, *offset);
                }
                out.push('>');
            }
            AttributeKind::UnknownLoc
            | AttributeKind::FileLineColLoc { .. }
            | AttributeKind::NameLoc { .. }
            | AttributeKind::CallSiteLoc { .. }
            | AttributeKind::OpaqueLoc { .. }
            | AttributeKind::FusedLoc { .. } => {
                if self.opts.pretty_debuginfo {
                    self.print_loc_body(out, attr);
                } else {
                    out.push_str("loc(");
                    self.print_loc_body(out, attr);
                    out.push(')');
                }
            }
        }
    }

    /// Whether a dense elements attribute is elided by `--mlir-elide-elementsattrs-if-larger`.
    fn should_elide(&self, attr: Attribute) -> bool {
        let AttributeKind::DenseElements { ty, data } = attr.kind() else {
            return false;
        };
        let splat = match data {
            DenseData::Raw { splat, .. } | DenseData::Strings { splat, .. } => *splat,
        };
        match self.opts.elide_elements_if_larger {
            Some(limit) => !splat && ty.num_elements().unwrap_or(0) > limit,
            None => false,
        }
    }

    /// Writes the inside of `dense<...>`; `allow_hex` permits the hex form for large data.
    fn write_dense_body(&self, out: &mut String, ty: Type, data: &DenseData, allow_hex: bool) {
        let shape = ty.shape().unwrap_or(&[]);
        let n = ty.num_elements().unwrap_or(0) as usize;
        match data {
            DenseData::Strings { splat, strings } => {
                if *splat {
                    write_string_literal(out, &strings[0]);
                    return;
                }
                write_nested(out, shape, n.min(strings.len()), |out, i| {
                    write_string_literal(out, &strings[i]);
                });
            }
            DenseData::Raw { splat, bytes } => {
                let elem = ty.element_type().unwrap_or(ty);
                let Some(fmt) = elem_format(elem) else {
                    return;
                };
                let eb = dense_elem_bytes(elem).unwrap_or(1);
                if *splat {
                    write_elem(out, fmt, &bytes[..eb.min(bytes.len())]);
                    return;
                }
                let hex_limit = self.opts.hex_if_larger.unwrap_or(100);
                if allow_hex && hex_limit >= 0 && n as u64 > hex_limit as u64 {
                    out.push_str("\"0x");
                    if matches!(elem.kind(), TypeKind::Integer { width: 1, .. }) {
                        // 1-bit integers are stored bit-packed.
                        let mut packed = vec![0u8; n.div_ceil(8)];
                        for i in 0..n {
                            if bytes.get(i).copied().unwrap_or(0) != 0 {
                                packed[i / 8] |= 1 << (i % 8);
                            }
                        }
                        for b in packed {
                            let _ = write!(out, "{b:02X}");
                        }
                    } else {
                        for b in bytes.iter() {
                            let _ = write!(out, "{b:02X}");
                        }
                    }
                    out.push('"');
                    return;
                }
                let count = n.min(bytes.len() / eb.max(1));
                write_nested(out, shape, count, |out, i| {
                    write_elem(out, fmt, &bytes[i * eb..(i + 1) * eb]);
                });
            }
        }
    }

    /// A type printed without aliases (for diagnostics).
    pub fn type_to_string(&self, ty: Type) -> String {
        let mut s = String::new();
        self.print_type(&mut s, ty);
        s
    }

    /// Writes a type, using aliases.
    pub fn print_type(&self, out: &mut String, ty: Type) {
        if let Some(alias) = self.type_alias(ty) {
            out.push('!');
            out.push_str(alias);
            return;
        }
        self.print_type_no_alias(out, ty);
    }

    /// Writes a type's definition (never its own alias).
    pub fn print_type_no_alias(&self, out: &mut String, ty: Type) {
        match ty.kind() {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                out.push_str(p);
                super::ops::push_u32(out, *width);
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.name()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(t) => {
                out.push_str("complex<");
                self.print_type(out, *t);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                self.print_type_list(out, ts);
                out.push('>');
            }
            TypeKind::Function { .. } => {
                out.push('(');
                self.print_type_list(out, ty.inputs());
                out.push_str(") -> ");
                self.print_result_types(out, ty.results());
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                out.push_str("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        let _ = write!(out, "[{d}]x");
                    } else {
                        let _ = write!(out, "{d}x");
                    }
                }
                self.print_type(out, *elem);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                out.push_str("tensor<");
                for d in shape.iter() {
                    write_dim(out, *d);
                    out.push('x');
                }
                self.print_type(out, *elem);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.print_attribute(out, *e);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                out.push_str("tensor<*x");
                self.print_type(out, *elem);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                for d in shape.iter() {
                    write_dim(out, *d);
                    out.push('x');
                }
                self.print_type(out, *elem);
                if let Some(l) = layout {
                    out.push_str(", ");
                    self.print_attribute_elided(out, *l, Elision::May);
                }
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.print_attribute_elided(out, *m, Elision::May);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                out.push_str("memref<*x");
                self.print_type(out, *elem);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.print_attribute_elided(out, *m, Elision::May);
                }
                out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                out.push('!');
                match ropt_ir::asm_interface::type_form(ty) {
                    Some(form) => {
                        let text = super::aliases::with_cyclic_print(ty, || {
                            let mut text = String::new();
                            for p in &form.pieces {
                                match p {
                                    ropt_ir::asm_interface::TypePiece::Text(t) => text.push_str(t),
                                    ropt_ir::asm_interface::TypePiece::Type(t) => {
                                        self.print_type(&mut text, *t)
                                    }
                                }
                            }
                            text
                        });
                        let text = text.unwrap_or(form.cyclic);
                        write_dialect_symbol(out, dialect.as_str(), &text);
                    }
                    None => write_dialect_symbol(out, dialect.as_str(), data),
                }
            }
        }
    }

    /// Writes `a, b, c`.
    pub fn print_type_list(&self, out: &mut String, types: &[Type]) {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_type(out, *t);
        }
    }

    /// Writes function results: `t` alone when single and not a function type, else `(a, b)`.
    pub fn print_result_types(&self, out: &mut String, results: &[Type]) {
        if results.len() == 1 && !results[0].is_function() {
            self.print_type(out, results[0]);
        } else {
            out.push('(');
            self.print_type_list(out, results);
            out.push(')');
        }
    }
}
