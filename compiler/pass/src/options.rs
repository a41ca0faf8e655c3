//! Typed pass options: their declarations ([`OptionSpec`]), parsed values ([`PassOptions`]),
//! the `{name=value ...}` syntax of textual pipelines and mlir-opt's error wording.
//!
//! ```
//! use ropt_pass::options::{OptionKind, OptionSpec, PassOptions};
//! static SPECS: &[OptionSpec] = &[
//!     OptionSpec::new("max-iterations", OptionKind::Long, "Max. iterations").default_int(10),
//!     OptionSpec::new("top-down", OptionKind::Bool, "Top-down order").default_bool(true),
//! ];
//! let opts = PassOptions::parse(SPECS, "max-iterations=2 top-down=false", "ropt").unwrap();
//! assert_eq!(opts.int("max-iterations"), 2);
//! assert!(!opts.bool("top-down"));
//! assert_eq!(opts.to_string(), "{max-iterations=2 top-down=false}");
//! ```

use std::fmt;

/// The type of an option (decides parsing and the `<type>` shown by `--help`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false`/`1`/`0`; a bare `name` means `true`.
    Bool,
    /// A signed 32-bit integer (`<int>`).
    Int,
    /// A signed 64-bit integer (`<long>`).
    Long,
    /// An unsigned 32-bit integer (`<uint>`).
    Uint,
    /// A string (`<string>`).
    String,
    /// A comma separated list of strings (`<string>`), printed as `{a,b}`.
    StringList,
    /// One of the listed `(value, description)` pairs (`<value>`).
    Enum(&'static [(&'static str, &'static str)]),
}

impl OptionKind {
    /// The word LLVM's option printer uses for the value (`long`, `uint`, ...).
    pub fn value_name(self) -> Option<&'static str> {
        match self {
            OptionKind::Bool => None,
            OptionKind::Int => Some("int"),
            OptionKind::Long => Some("long"),
            OptionKind::Uint => Some("uint"),
            OptionKind::String | OptionKind::StringList => Some("string"),
            OptionKind::Enum(_) => Some("value"),
        }
    }
}

/// A parsed option value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionValue {
    /// A boolean.
    Bool(bool),
    /// Any integer kind.
    Int(i64),
    /// A string.
    Str(String),
    /// A list of strings.
    List(Vec<String>, bool),
    /// The index of an enum value.
    Enum(usize),
}

/// The declaration of one option of a pass.
#[derive(Debug, Clone)]
pub struct OptionSpec {
    /// The name, as written in `{name=value}`.
    pub name: &'static str,
    /// The value type.
    pub kind: OptionKind,
    /// One-line description for `--help`.
    pub description: &'static str,
    /// The value when the option is not given.
    pub default: DefaultValue,
    /// Left out of `--help` and `--list-passes`, and of printed pipelines while at its
    /// default (for ropt's own options, which mlir-opt's passes do not have).
    pub hidden: bool,
}

/// A `const`-friendly default value.
#[derive(Debug, Clone, Copy)]
pub enum DefaultValue {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A string (empty list for list options).
    Str(&'static str),
    /// An enum value index.
    Enum(usize),
}

impl OptionSpec {
    /// An option with a zero/false/empty default.
    pub const fn new(name: &'static str, kind: OptionKind, description: &'static str) -> Self {
        let default = match kind {
            OptionKind::Bool => DefaultValue::Bool(false),
            OptionKind::Int | OptionKind::Long | OptionKind::Uint => DefaultValue::Int(0),
            OptionKind::String | OptionKind::StringList => DefaultValue::Str(""),
            OptionKind::Enum(_) => DefaultValue::Enum(0),
        };
        OptionSpec {
            name,
            kind,
            description,
            default,
            hidden: false,
        }
    }
    /// Hides the option (see [`OptionSpec::hidden`]).
    pub const fn hide(mut self) -> Self {
        self.hidden = true;
        self
    }
    /// Sets a boolean default.
    pub const fn default_bool(mut self, v: bool) -> Self {
        self.default = DefaultValue::Bool(v);
        self
    }
    /// Sets an integer default.
    pub const fn default_int(mut self, v: i64) -> Self {
        self.default = DefaultValue::Int(v);
        self
    }
    /// Sets a string default.
    pub const fn default_str(mut self, v: &'static str) -> Self {
        self.default = DefaultValue::Str(v);
        self
    }
    /// Sets an enum default (index into the values).
    pub const fn default_enum(mut self, index: usize) -> Self {
        self.default = DefaultValue::Enum(index);
        self
    }

    fn default_value(&self) -> OptionValue {
        match (self.default, self.kind) {
            (DefaultValue::Bool(b), _) => OptionValue::Bool(b),
            (DefaultValue::Int(i), _) => OptionValue::Int(i),
            (DefaultValue::Str(s), OptionKind::StringList) => OptionValue::List(
                if s.is_empty() {
                    Vec::new()
                } else {
                    s.split(',').map(str::to_owned).collect()
                },
                false,
            ),
            (DefaultValue::Str(s), _) => OptionValue::Str(s.to_owned()),
            (DefaultValue::Enum(i), _) => OptionValue::Enum(i),
        }
    }

    /// Parses `value` for this option. On error returns the text mlir-opt prints to stderr
    /// (without the tool prefix), e.g. `for the --max-iterations option: 'x' value invalid
    /// for long argument!`.
    fn parse_value(&self, value: Option<&str>) -> Result<OptionValue, String> {
        let name = self.name;
        let Some(v) = value else {
            return match self.kind {
                OptionKind::Bool => Ok(OptionValue::Bool(true)),
                _ => Err(format!("for the --{name} option: requires a value!")),
            };
        };
        let invalid = |what: &str| {
            format!("for the --{name} option: '{v}' value invalid for {what} argument!")
        };
        match self.kind {
            OptionKind::Bool => match v {
                "true" | "TRUE" | "True" | "1" | "" => Ok(OptionValue::Bool(true)),
                "false" | "FALSE" | "False" | "0" => Ok(OptionValue::Bool(false)),
                _ => Err(format!(
                    "for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                )),
            },
            OptionKind::Int => parse_int(v)
                .filter(|i| i32::try_from(*i).is_ok())
                .map(OptionValue::Int)
                .ok_or_else(|| invalid("integer")),
            OptionKind::Long => parse_int(v)
                .map(OptionValue::Int)
                .ok_or_else(|| invalid("long")),
            OptionKind::Uint => parse_int(v)
                .filter(|i| u32::try_from(*i).is_ok())
                .map(OptionValue::Int)
                .ok_or_else(|| invalid("uint")),
            OptionKind::String => Ok(OptionValue::Str(v.to_owned())),
            OptionKind::StringList => Ok(OptionValue::List(split_list(v), true)),
            OptionKind::Enum(values) => values
                .iter()
                .position(|(n, _)| *n == v)
                .map(OptionValue::Enum)
                .ok_or_else(|| format!("for the --{name} option: Cannot find option named '{v}'!")),
        }
    }
}

/// Parses an integer as LLVM's `getAsInteger` with radix auto-detection does.
fn parse_int(v: &str) -> Option<i64> {
    let (neg, digits) = match v.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, v),
    };
    let (radix, digits) = if let Some(d) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = digits.strip_prefix("0b").or(digits.strip_prefix("0B")) {
        (2, d)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let mag = i128::from_str_radix(digits, radix).ok()?;
    i64::try_from(if neg { -mag } else { mag }).ok()
}

/// Splits a list value at top-level commas (not inside quotes or brackets), stripping one
/// level of `{...}` around it and one level of `{...}`, `"..."` or `'...'` around each
/// element. An empty value is an empty list; `{""}` is a list of one empty element.
fn split_list(v: &str) -> Vec<String> {
    let v = strip_braces(v.trim());
    if v.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut quote = None;
    let mut start = 0;
    for (i, c) in v.char_indices() {
        match c {
            '"' | '\'' => toggle_quote(&mut quote, c),
            '{' | '(' | '[' if quote.is_none() => depth += 1,
            '}' | ')' | ']' if quote.is_none() => depth -= 1,
            ',' if quote.is_none() && depth == 0 => {
                out.push(strip_element(&v[start..i]).to_owned());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(strip_element(&v[start..]).to_owned());
    out
}

/// Enters or leaves a quoted span: a quote closes only the span its own kind opened.
fn toggle_quote<C: PartialEq + Copy>(quote: &mut Option<C>, c: C) {
    match *quote {
        None => *quote = Some(c),
        Some(open) if open == c => *quote = None,
        Some(_) => {}
    }
}

fn strip_element(v: &str) -> &str {
    let v = v.trim();
    let inner = strip_quotes(v);
    if inner.len() != v.len() {
        inner
    } else {
        strip_braces(v)
    }
}

fn strip_braces(v: &str) -> &str {
    if v.len() >= 2 && v.starts_with('{') && v.ends_with('}') {
        &v[1..v.len() - 1]
    } else {
        v
    }
}

/// `v` without the quotes around it when it is wholly quoted (`"..."` or `'...'`).
fn strip_quotes(v: &str) -> &str {
    let b = v.as_bytes();
    if b.len() >= 2 && matches!(b[0], b'"' | b'\'') && b[b.len() - 1] == b[0] {
        &v[1..v.len() - 1]
    } else {
        v
    }
}

/// Parsed values of a pass's options, in the order of its [`OptionSpec`]s.
#[derive(Debug, Clone)]
pub struct PassOptions {
    specs: &'static [OptionSpec],
    values: Vec<OptionValue>,
}

/// Why an option string was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionError {
    /// Text that mlir-opt's option parser reports inside the diagnostic
    /// (`<Pass-Options-Parser>: no such option bad`).
    InDiagnostic(String),
    /// Text mlir-opt prints straight to stderr, prefixed by the tool name
    /// (`for the --json option: ...`).
    ToStderr(String),
}

impl PassOptions {
    /// All options at their defaults.
    pub fn defaults(specs: &'static [OptionSpec]) -> Self {
        PassOptions {
            specs,
            values: specs.iter().map(OptionSpec::default_value).collect(),
        }
    }

    /// Parses `a=1 b={x,y} c` (the text between the braces of `pass{...}`).
    pub fn parse(
        specs: &'static [OptionSpec],
        text: &str,
        _tool: &str,
    ) -> Result<Self, OptionError> {
        let mut opts = Self::defaults(specs);
        for (key, value) in split_options(text) {
            let Some(i) = specs.iter().position(|s| s.name == key) else {
                return Err(OptionError::InDiagnostic(format!(
                    "<Pass-Options-Parser>: no such option {key}\n"
                )));
            };
            opts.values[i] = specs[i].parse_value(value).map_err(OptionError::ToStderr)?;
        }
        Ok(opts)
    }

    /// The declarations.
    pub fn specs(&self) -> &'static [OptionSpec] {
        self.specs
    }

    fn get(&self, name: &str) -> &OptionValue {
        let i = self
            .specs
            .iter()
            .position(|s| s.name == name)
            .unwrap_or_else(|| panic!("no pass option named '{name}'"));
        &self.values[i]
    }

    /// A boolean option's value.
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.get(name), OptionValue::Bool(true))
    }
    /// An integer option's value.
    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            OptionValue::Int(i) => *i,
            _ => 0,
        }
    }
    /// A string option's value.
    pub fn string(&self, name: &str) -> &str {
        match self.get(name) {
            OptionValue::Str(s) => s,
            _ => "",
        }
    }
    /// A list option's values.
    pub fn list(&self, name: &str) -> &[String] {
        match self.get(name) {
            OptionValue::List(l, _) => l,
            _ => &[],
        }
    }
    /// An enum option's value name.
    pub fn enum_value(&self, name: &str) -> &'static str {
        let i = self.specs.iter().position(|s| s.name == name);
        match (i.map(|i| (self.specs[i].kind, &self.values[i])), name) {
            (Some((OptionKind::Enum(vals), OptionValue::Enum(k))), _) => vals[*k].0,
            _ => "",
        }
    }
}

/// Prints `{a=1 b={x,y}}` with every option in name order (as mlir-opt prints pipelines), or
/// nothing for a pass without options. A hidden option prints only when it differs from its
/// default.
impl fmt::Display for PassOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.specs.is_empty() {
            return Ok(());
        }
        let mut order: Vec<usize> = (0..self.specs.len())
            .filter(|&i| !self.specs[i].hidden || self.values[i] != self.specs[i].default_value())
            .collect();
        order.sort_by_key(|&i| self.specs[i].name);
        f.write_str("{")?;
        for (n, &i) in order.iter().enumerate() {
            if n > 0 {
                f.write_str(" ")?;
            }
            let spec = &self.specs[i];
            match &self.values[i] {
                OptionValue::Bool(b) => write!(f, "{}={b}", spec.name)?,
                OptionValue::Int(v) => write!(f, "{}={v}", spec.name)?,
                OptionValue::Str(s) if s.contains([' ', '{', '}', ',', '=']) => {
                    write!(f, "{}={{{s}}}", spec.name)?
                }
                OptionValue::Str(s) => write!(f, "{}={s}", spec.name)?,
                // A list prints when it was given, even empty.
                OptionValue::List(_, false) => {}
                OptionValue::List(l, true) => {
                    // An element with a space is braced so that it reads back as one.
                    let elems: Vec<String> = l
                        .iter()
                        .map(|e| {
                            if e.contains(' ') {
                                format!("{{{e}}}")
                            } else {
                                e.clone()
                            }
                        })
                        .collect();
                    write!(f, "{}={{{}}}", spec.name, elems.join(","))?
                }
                OptionValue::Enum(k) => match spec.kind {
                    OptionKind::Enum(vals) => write!(f, "{}={}", spec.name, vals[*k].0)?,
                    _ => unreachable!("enum value for a non-enum option"),
                },
            }
        }
        f.write_str("}")
    }
}

/// Splits `a=1 b={x y} c="q r"` into `(key, value)` pairs at top-level spaces.
fn split_options(text: &str) -> Vec<(&str, Option<&str>)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let start = i;
        let mut depth = 0i32;
        let mut quote = None;
        let mut eq = None;
        while i < bytes.len() {
            match bytes[i] {
                c @ (b'"' | b'\'') => toggle_quote(&mut quote, c),
                b'{' if quote.is_none() => depth += 1,
                b'}' if quote.is_none() => depth -= 1,
                b'=' if quote.is_none() && depth == 0 && eq.is_none() => eq = Some(i),
                b' ' if quote.is_none() && depth <= 0 => break,
                _ => {}
            }
            i += 1;
        }
        let item = &text[start..i];
        match eq {
            Some(e) => {
                let mut value = &text[e + 1..i];
                let unquoted = strip_quotes(value);
                if unquoted.len() != value.len() {
                    value = unquoted;
                } else {
                    value = strip_braces(value);
                }
                out.push((&text[start..e], Some(value)));
            }
            None => out.push((item, None)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    static VALUES: &[(&str, &str)] = &[("disabled", "off"), ("normal", "on")];
    static SPECS: &[OptionSpec] = &[
        OptionSpec::new("top-down", OptionKind::Bool, "d").default_bool(true),
        OptionSpec::new("max-iterations", OptionKind::Long, "d").default_int(10),
        OptionSpec::new("exclude", OptionKind::StringList, "d"),
        OptionSpec::new("len", OptionKind::Uint, "d").default_int(20),
        OptionSpec::new("mode", OptionKind::Enum(VALUES), "d").default_enum(1),
        OptionSpec::new("label", OptionKind::String, "d"),
    ];

    #[test]
    fn defaults_print_sorted() {
        let o = PassOptions::defaults(SPECS);
        assert_eq!(
            o.to_string(),
            "{ label= len=20 max-iterations=10 mode=normal top-down=true}"
        );
    }

    #[test]
    fn hidden_options_print_only_when_set() {
        static HIDDEN: &[OptionSpec] = &[
            OptionSpec::new("shown", OptionKind::Bool, "d"),
            OptionSpec::new("secret", OptionKind::Bool, "d").hide(),
        ];
        assert_eq!(PassOptions::defaults(HIDDEN).to_string(), "{shown=false}");
        let set = PassOptions::parse(HIDDEN, "secret", "t").unwrap();
        assert_eq!(set.to_string(), "{secret=true shown=false}");
    }

    #[test]
    fn parse_values() {
        let o = PassOptions::parse(
            SPECS,
            " top-down exclude={a,b} len=0x10 mode=disabled label={x y}",
            "t",
        )
        .unwrap();
        assert!(o.bool("top-down"));
        assert_eq!(o.list("exclude"), ["a", "b"]);
        assert_eq!(o.int("len"), 16);
        assert_eq!(o.enum_value("mode"), "disabled");
        assert_eq!(o.string("label"), "x y");
        let o = PassOptions::parse(SPECS, "exclude=a,b", "t").unwrap();
        assert_eq!(o.list("exclude"), ["a", "b"]);
    }

    #[test]
    fn quoted_values() {
        // Single and double quotes both group spaces and are stripped around a whole value
        // or a list element (checked against mlir-opt 22's --dump-pass-pipeline).
        let o = PassOptions::parse(SPECS, "mode='disabled' len='3' label='x y'", "t").unwrap();
        assert_eq!(o.enum_value("mode"), "disabled");
        assert_eq!(o.int("len"), 3);
        assert_eq!(o.string("label"), "x y");
        let o = PassOptions::parse(SPECS, "exclude={'x y',\"p q\",r}", "t").unwrap();
        assert_eq!(o.list("exclude"), ["x y", "p q", "r"]);
        assert!(o.to_string().contains("exclude={{x y},{p q},r}"));
        let o = PassOptions::parse(SPECS, "exclude='f\"x'", "t").unwrap();
        assert_eq!(o.list("exclude"), ["f\"x"]);
        let o = PassOptions::parse(SPECS, "exclude='a'b", "t").unwrap();
        assert_eq!(o.list("exclude"), ["'a'b"]);
    }

    #[test]
    fn given_empty_lists_print() {
        let o = PassOptions::parse(SPECS, "exclude={}", "t").unwrap();
        assert!(o.list("exclude").is_empty());
        assert!(o.to_string().contains("exclude={}"));
        let o = PassOptions::parse(SPECS, "exclude={\"\"}", "t").unwrap();
        assert_eq!(o.list("exclude"), [""]);
        let o = PassOptions::parse(SPECS, "len=1", "t").unwrap();
        assert!(!o.to_string().contains("exclude"));
    }

    #[test]
    fn errors_match_mlir_opt() {
        assert_eq!(
            PassOptions::parse(SPECS, "bad=1", "t").unwrap_err(),
            OptionError::InDiagnostic("<Pass-Options-Parser>: no such option bad\n".into())
        );
        assert_eq!(
            PassOptions::parse(SPECS, "max-iterations=x", "t").unwrap_err(),
            OptionError::ToStderr(
                "for the --max-iterations option: 'x' value invalid for long argument!".into()
            )
        );
        assert_eq!(
            PassOptions::parse(SPECS, "len=-1", "t").unwrap_err(),
            OptionError::ToStderr(
                "for the --len option: '-1' value invalid for uint argument!".into()
            )
        );
        assert_eq!(
            PassOptions::parse(SPECS, "len", "t").unwrap_err(),
            OptionError::ToStderr("for the --len option: requires a value!".into())
        );
        assert_eq!(
            PassOptions::parse(SPECS, "top-down=yes", "t").unwrap_err(),
            OptionError::ToStderr(
                "for the --top-down option: 'yes' is invalid value for boolean argument! Try 0 or 1"
                    .into()
            )
        );
    }
}
