//! What an op property (`I64Prop`, `StringProp`, `ArrayProp<...>`,
//! `OptionalProp<...>`, ...) holds, and its values written in a `.td`.
//!
//! A property is stored in the op's properties dictionary as the attribute
//! MLIR's `convertToAttribute` makes of it, so only its [`PropKind`] matters
//! to the run time: how an attribute converts into it, how it is parsed and
//! printed in a custom format. The kind is read off the record: ropt's base
//! library keeps the element (`elementType`) and base (`baseProperty`)
//! properties as fields, MLIR's `Properties.td` does not, so there the kind
//! comes from the storage type (`int64_t`, `std::string`,
//! `::llvm::SmallVector<T>`, `std::optional<T>`) and the conversion and
//! printer code (unit properties convert to `UnitAttr`, `IntArrayProp` to a
//! dense array, a general optional prints `some<...>`).
//!
//! Kinds and values travel in the model as short text ([`PropKind::encode`],
//! [`PropValue::encode`]), so the binary model needs no recursive types.

use std::fmt::Write;

/// How a property is stored and written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PropKind {
    /// An integer of `bits` bits (`int32_t`, `uint8_t`, `i64`, ...): an
    /// `IntegerAttr` of that width.
    Int {
        /// Its width.
        bits: u32,
        /// Whether custom formats read and write it as signed.
        signed: bool,
    },
    /// `BoolProp`: a `BoolAttr`, written `true`/`false`.
    Bool,
    /// `UnitProp`: `UnitAttr` when set, `false` otherwise; written
    /// `unit`/`unit_absent`.
    Unit,
    /// `StringProp`: a `StringAttr`.
    Str,
    /// `IntArrayProp<IntProp>`: a dense array of `bits`-bit integers, written
    /// `[1, 2]`.
    DenseArray {
        /// The elements' width.
        bits: u32,
    },
    /// `ArrayProp<p>`: an `ArrayAttr` of `p`'s attributes, written `[...]`.
    Array(Box<PropKind>),
    /// `OptionalProp<p>`: an `ArrayAttr` of zero or one of `p`'s attributes,
    /// written `none` or `p`'s syntax (`some<...>` when `general`).
    Optional {
        /// The property it may hold.
        inner: Box<PropKind>,
        /// Written `some<...>` (the inner property has a default or asks
        /// not to be delegated to).
        general: bool,
    },
}

impl PropKind {
    /// The kind's text: `i64`, `u8`, `bool`, `unit`, `str`, `dense<i32>`,
    /// `array<K>`, `optional<K>`, `some<K>` (a general optional).
    pub fn encode(&self) -> String {
        match self {
            PropKind::Int { bits, signed } => format!("{}{bits}", if *signed { 'i' } else { 'u' }),
            PropKind::Bool => "bool".into(),
            PropKind::Unit => "unit".into(),
            PropKind::Str => "str".into(),
            PropKind::DenseArray { bits } => format!("dense<i{bits}>"),
            PropKind::Array(k) => format!("array<{}>", k.encode()),
            PropKind::Optional { inner, general } => {
                let tag = if *general { "some" } else { "optional" };
                format!("{tag}<{}>", inner.encode())
            }
        }
    }

    /// The kind [`PropKind::encode`] wrote.
    pub fn decode(s: &str) -> Option<PropKind> {
        let wrapped = |tag: &str| {
            s.strip_prefix(tag)?
                .strip_prefix('<')?
                .strip_suffix('>')
                .map(str::to_owned)
        };
        Some(match s {
            "bool" => PropKind::Bool,
            "unit" => PropKind::Unit,
            "str" => PropKind::Str,
            _ => {
                if let Some(inner) = wrapped("dense") {
                    PropKind::DenseArray {
                        bits: inner.strip_prefix('i')?.parse().ok()?,
                    }
                } else if let Some(inner) = wrapped("array") {
                    PropKind::Array(Box::new(PropKind::decode(&inner)?))
                } else if let Some(inner) = wrapped("optional") {
                    PropKind::Optional {
                        inner: Box::new(PropKind::decode(&inner)?),
                        general: false,
                    }
                } else if let Some(inner) = wrapped("some") {
                    PropKind::Optional {
                        inner: Box::new(PropKind::decode(&inner)?),
                        general: true,
                    }
                } else {
                    return int_type(s).map(|(bits, signed)| PropKind::Int { bits, signed });
                }
            }
        })
    }

    /// The value a property of this kind holds when nothing sets it.
    pub fn zero(&self) -> PropValue {
        match self {
            PropKind::Int { .. } => PropValue::Int(0),
            PropKind::Bool | PropKind::Unit => PropValue::Bool(false),
            PropKind::Str => PropValue::Str(String::new()),
            PropKind::DenseArray { .. } | PropKind::Array(_) => PropValue::List(Vec::new()),
            PropKind::Optional { .. } => PropValue::None,
        }
    }

    /// The kind of a storage type written in Rust or C++ (`i64`, `int64_t`,
    /// `bool`, `String`, `std::string`, `Vec<T>`, `::llvm::SmallVector<T>`,
    /// `Option<T>`, `std::optional<T>`). `unit` says a `bool` is a unit
    /// property, `dense` that an integer list is a dense array, `general`
    /// that an optional prints `some<...>`.
    pub fn of_storage_type(ty: &str, unit: bool, dense: bool, general: bool) -> Option<PropKind> {
        let ty = ty.trim();
        let ty = ty.strip_prefix("::").unwrap_or(ty);
        let ty = ty
            .strip_prefix("std::")
            .or_else(|| ty.strip_prefix("llvm::"))
            .unwrap_or(ty);
        let generic = |name: &str| {
            ty.strip_prefix(name)?
                .trim_start()
                .strip_prefix('<')?
                .strip_suffix('>')
        };
        if let Some(elem) = generic("SmallVector").or_else(|| generic("Vec")) {
            let elem = PropKind::of_storage_type(elem, unit, dense, general)?;
            return Some(match elem {
                PropKind::Int { bits, .. } if dense => PropKind::DenseArray { bits },
                k => PropKind::Array(Box::new(k)),
            });
        }
        if let Some(inner) = generic("optional").or_else(|| generic("Option")) {
            return Some(PropKind::Optional {
                inner: Box::new(PropKind::of_storage_type(inner, unit, dense, general)?),
                general,
            });
        }
        Some(match ty {
            "bool" if unit => PropKind::Unit,
            "bool" => PropKind::Bool,
            "string" | "String" => PropKind::Str,
            _ => {
                let (bits, signed) = int_type(ty)?;
                PropKind::Int { bits, signed }
            }
        })
    }
}

/// The width and signedness of an integer type name (`i32`, `u8`, `int64_t`,
/// `uint16_t`).
fn int_type(ty: &str) -> Option<(u32, bool)> {
    let (signed, digits) =
        if let Some(d) = ty.strip_prefix("uint").and_then(|t| t.strip_suffix("_t")) {
            (false, d)
        } else if let Some(d) = ty.strip_prefix("int").and_then(|t| t.strip_suffix("_t")) {
            (true, d)
        } else if let Some(d) = ty.strip_prefix('u') {
            (false, d)
        } else if let Some(d) = ty.strip_prefix('i') {
            (true, d)
        } else {
            return None;
        };
    let bits: u32 = digits.parse().ok()?;
    matches!(bits, 8 | 16 | 32 | 64).then_some((bits, signed))
}

/// A property value written in a `.td` file (a default) or kept in the
/// model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PropValue {
    /// An integer.
    Int(i128),
    /// A boolean (also a unit property).
    Bool(bool),
    /// A string.
    Str(String),
    /// A list (arrays).
    List(Vec<PropValue>),
    /// An absent optional.
    None,
    /// A present optional.
    Some(Box<PropValue>),
}

impl PropValue {
    /// The value's text: `-1`, `true`, `"text"` (`\"` and `\\` escaped),
    /// `[a, b]`, `none`, `some(v)`.
    pub fn encode(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }

    fn write(&self, s: &mut String) {
        match self {
            PropValue::Int(v) => {
                let _ = write!(s, "{v}");
            }
            PropValue::Bool(b) => {
                let _ = write!(s, "{b}");
            }
            PropValue::Str(t) => {
                s.push('"');
                for c in t.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
                s.push('"');
            }
            PropValue::List(items) => {
                s.push('[');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    v.write(s);
                }
                s.push(']');
            }
            PropValue::None => s.push_str("none"),
            PropValue::Some(v) => {
                s.push_str("some(");
                v.write(s);
                s.push(')');
            }
        }
    }

    /// The value [`PropValue::encode`] wrote.
    pub fn decode(s: &str) -> Option<PropValue> {
        let mut rest = s;
        let v = PropValue::read(&mut rest, 0)?;
        rest.trim().is_empty().then_some(v)
    }

    fn read(s: &mut &str, depth: usize) -> Option<PropValue> {
        if depth > 64 {
            return None;
        }
        *s = s.trim_start();
        if let Some(r) = s.strip_prefix('"') {
            let mut out = String::new();
            let mut chars = r.char_indices();
            while let Some((i, c)) = chars.next() {
                match c {
                    '"' => {
                        *s = &r[i + 1..];
                        return Some(PropValue::Str(out));
                    }
                    '\\' => out.push(chars.next()?.1),
                    c => out.push(c),
                }
            }
            return None;
        }
        if let Some(r) = s.strip_prefix('[') {
            *s = r;
            let mut items = Vec::new();
            loop {
                *s = s.trim_start();
                if let Some(r) = s.strip_prefix(']') {
                    *s = r;
                    return Some(PropValue::List(items));
                }
                if !items.is_empty() {
                    *s = s.strip_prefix(',')?;
                }
                items.push(PropValue::read(s, depth + 1)?);
            }
        }
        if let Some(r) = s.strip_prefix("some(") {
            *s = r;
            let v = PropValue::read(s, depth + 1)?;
            *s = s.trim_start().strip_prefix(')')?;
            return Some(PropValue::Some(Box::new(v)));
        }
        for (word, v) in [
            ("none", PropValue::None),
            ("true", PropValue::Bool(true)),
            ("false", PropValue::Bool(false)),
        ] {
            if let Some(r) = s.strip_prefix(word) {
                *s = r;
                return Some(v);
            }
        }
        let end = s
            .char_indices()
            .find(|&(i, c)| !(c.is_ascii_digit() || (i == 0 && c == '-')))
            .map_or(s.len(), |(i, _)| i);
        let v = s[..end].parse().ok()?;
        *s = &s[end..];
        Some(PropValue::Int(v))
    }

    /// The value of a default written as a Rust or C++ expression for a
    /// property of `kind` (`0`, `-1`, `true`, `"\"text\""`, `std::nullopt`,
    /// `None`, `{}`, `::llvm::ArrayRef<int64_t>{1, 2}`, `vec![1, 2]`), or
    /// `None` when it is not a literal.
    pub fn of_expression(kind: &PropKind, expr: &str) -> Option<PropValue> {
        let e = expr.trim();
        match kind {
            PropKind::Optional { inner, .. } => {
                if matches!(e, "std::nullopt" | "::std::nullopt" | "None" | "{}") {
                    return Some(PropValue::None);
                }
                let e = e
                    .strip_prefix("Some(")
                    .and_then(|r| r.strip_suffix(')'))
                    .unwrap_or(e);
                Some(PropValue::Some(Box::new(PropValue::of_expression(
                    inner, e,
                )?)))
            }
            PropKind::Int { .. } => {
                let e = [
                    "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "LL", "L", "U", "u",
                ]
                .iter()
                .find_map(|s| e.strip_suffix(s))
                .unwrap_or(e)
                .trim_end_matches('_');
                let (neg, digits) = match e.strip_prefix('-') {
                    Some(d) => (true, d.trim()),
                    None => (false, e),
                };
                let v: i128 = if let Some(h) = digits.strip_prefix("0x") {
                    i128::from_str_radix(h, 16).ok()?
                } else {
                    digits.parse().ok()?
                };
                Some(PropValue::Int(if neg { -v } else { v }))
            }
            PropKind::Bool | PropKind::Unit => match e {
                "true" => Some(PropValue::Bool(true)),
                "false" => Some(PropValue::Bool(false)),
                _ => None,
            },
            PropKind::Str => {
                let e = e
                    .strip_suffix(".to_string()")
                    .or_else(|| e.strip_suffix(".into()"))
                    .or_else(|| {
                        e.strip_prefix("String::from(")
                            .and_then(|r| r.strip_suffix(')'))
                    })
                    .unwrap_or(e);
                if e == "String::new()" || e == "{}" {
                    return Some(PropValue::Str(String::new()));
                }
                let body = e.strip_prefix('"')?.strip_suffix('"')?;
                let mut out = String::new();
                let mut chars = body.chars();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => out.push(match chars.next()? {
                            'n' => '\n',
                            't' => '\t',
                            c @ ('"' | '\\' | '\'') => c,
                            _ => return None,
                        }),
                        '"' => return None,
                        c => out.push(c),
                    }
                }
                Some(PropValue::Str(out))
            }
            PropKind::DenseArray { .. } | PropKind::Array(_) => {
                let elem = match kind {
                    PropKind::Array(k) => (**k).clone(),
                    _ => PropKind::Int {
                        bits: 64,
                        signed: true,
                    },
                };
                if matches!(e, "Vec::new()" | "vec![]" | "{}") {
                    return Some(PropValue::List(Vec::new()));
                }
                // `vec![...]`, `[...]`, `Type{...}`, `{...}`.
                let inner = if let Some(r) = e.strip_prefix("vec![") {
                    r.strip_suffix(']')?
                } else if let Some(r) = e.strip_prefix('[') {
                    r.strip_suffix(']')?
                } else {
                    let open = e.find('{')?;
                    e[open + 1..].strip_suffix('}')?
                };
                if inner.trim().is_empty() {
                    return Some(PropValue::List(Vec::new()));
                }
                // Nested lists and strings with commas are not split here.
                if inner.contains(['{', '[', '"']) {
                    return None;
                }
                let items = inner
                    .split(',')
                    .map(|item| PropValue::of_expression(&elem, item))
                    .collect::<Option<Vec<_>>>()?;
                Some(PropValue::List(items))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_text() {
        for text in [
            "i64",
            "u8",
            "bool",
            "unit",
            "str",
            "dense<i32>",
            "array<array<i32>>",
            "optional<i64>",
            "some<str>",
            "array<optional<unit>>",
        ] {
            let kind = PropKind::decode(text).unwrap();
            assert_eq!(kind.encode(), text);
        }
        assert_eq!(PropKind::decode("i7"), None);
        assert_eq!(PropKind::decode("array<i64"), None);
    }

    #[test]
    fn storage_types_in_rust_and_cpp() {
        let k = |t| PropKind::of_storage_type(t, false, false, false).map(|k| k.encode());
        assert_eq!(k("int64_t").as_deref(), Some("i64"));
        assert_eq!(k("uint8_t").as_deref(), Some("u8"));
        assert_eq!(k("i32").as_deref(), Some("i32"));
        assert_eq!(k("std::string").as_deref(), Some("str"));
        assert_eq!(
            k("::llvm::SmallVector<::llvm::SmallVector<int32_t>>").as_deref(),
            Some("array<array<i32>>")
        );
        assert_eq!(
            k("std::optional<std::optional<int64_t>>").as_deref(),
            Some("optional<optional<i64>>")
        );
        assert_eq!(k("MyPropStruct"), None);
        let dense = PropKind::of_storage_type("Vec<i64>", false, true, false).unwrap();
        assert_eq!(dense.encode(), "dense<i64>");
    }

    #[test]
    fn values_round_trip_through_text() {
        let v = PropValue::List(vec![
            PropValue::Int(-3),
            PropValue::Str("a\"b\\c".into()),
            PropValue::None,
            PropValue::Some(Box::new(PropValue::Bool(true))),
        ]);
        assert_eq!(PropValue::decode(&v.encode()), Some(v));
        assert_eq!(PropValue::decode("[1,"), None);
    }

    #[test]
    fn default_expressions() {
        let i64k = PropKind::Int {
            bits: 64,
            signed: true,
        };
        let e = |k: &PropKind, s| PropValue::of_expression(k, s).map(|v| v.encode());
        assert_eq!(e(&i64k, "-1").as_deref(), Some("-1"));
        assert_eq!(e(&i64k, "foo()"), None);
        assert_eq!(e(&PropKind::Str, "\"x\"").as_deref(), Some("\"x\""));
        let arr = PropKind::Array(Box::new(i64k.clone()));
        assert_eq!(
            e(&arr, "::llvm::ArrayRef<int64_t>{}").as_deref(),
            Some("[]")
        );
        assert_eq!(e(&arr, "vec![1, 2]").as_deref(), Some("[1, 2]"));
        let opt = PropKind::Optional {
            inner: Box::new(i64k),
            general: false,
        };
        assert_eq!(e(&opt, "std::nullopt").as_deref(), Some("none"));
    }
}
