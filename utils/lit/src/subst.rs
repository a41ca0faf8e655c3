//! Substitutions: `%s`, `%t`, `%{name}` and friends, plus `%if` conditionals.
//!
//! Substitutions form an ordered list of (pattern, replacement) pairs of plain text. A
//! command is expanded by one pass over the list, each pattern replacing all of its
//! occurrences in turn, so a replacement may contain patterns that come *later* in the list.
//! `%%` is protected before the pass and becomes a single `%` after it.

use std::collections::BTreeSet;
use std::path::Path;

use crate::boolexpr;

/// Stands in for `%%` while the substitutions run.
const PERCENT_MARKER: &str = "#_MARKER_#";

/// An ordered list of substitutions.
#[derive(Debug, Clone, Default)]
pub struct Substitutions {
    list: Vec<(String, String)>,
}

/// The paths a test's default substitutions are built from.
#[derive(Debug, Clone)]
pub struct TestPaths<'a> {
    /// The test file (`%s`).
    pub source: &'a Path,
    /// The test's temporary file name (`%t`); its parent directory is `%T`.
    pub tmp: &'a Path,
}

impl Substitutions {
    /// The substitutions lit defines for every test, after `extra` (a configuration's own).
    pub fn for_test(paths: &TestPaths<'_>, extra: &[(String, String)]) -> Self {
        let mut list: Vec<(String, String)> = extra.to_vec();
        let source = paths.source.to_string_lossy().into_owned();
        let source_dir = dir_of(paths.source);
        let tmp = paths.tmp.to_string_lossy().into_owned();
        let tmp_dir = dir_of(paths.tmp);
        let basename_t = paths
            .tmp
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let basename_t = basename_t
            .strip_suffix(".tmp")
            .unwrap_or(&basename_t)
            .to_string();
        list.push(("%{pathsep}".into(), ":".into()));
        list.push(("%basename_t".into(), basename_t));
        list.push(("%{fs-src-root}".into(), "/".into()));
        list.push(("%{fs-tmp-root}".into(), "/".into()));
        list.push(("%{fs-sep}".into(), "/".into()));
        for (letter, path) in [
            ('s', &source),
            ('S', &source_dir),
            ('p', &source_dir),
            ('t', &tmp),
            ('T', &tmp_dir),
        ] {
            let real = std::fs::canonicalize(path)
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_else(|_| path.clone());
            list.push((format!("%{{{letter}:real}}"), real.clone()));
            list.push((format!("%{{/{letter}:real}}"), real));
            list.push((
                format!("%{{/{letter}:regex_replacement}}"),
                regex_replacement_escape(path),
            ));
            list.push((format!("%{letter}"), path.clone()));
            list.push((format!("%/{letter}"), path.clone()));
            list.push((
                format!("%:{letter}"),
                path.strip_prefix('/').unwrap_or(path).to_string(),
            ));
        }
        Substitutions { list }
    }

    /// Handles `DEFINE: %{name} = value`: inserts a new substitution at the front.
    pub fn define(&mut self, name: &str, value: &str) -> Result<(), String> {
        if let Some((pattern, _)) = self.list.iter().find(|(p, _)| p.contains(name)) {
            return Err(format!(
                "existing substitution whose pattern contains '{name}': '{pattern}' \
                 (use REDEFINE: to change its value)"
            ));
        }
        self.list.insert(0, (name.to_string(), value.to_string()));
        Ok(())
    }

    /// Handles `REDEFINE: %{name} = value`: changes the value of an existing substitution.
    pub fn redefine(&mut self, name: &str, value: &str) -> Result<(), String> {
        let containing = self.list.iter().filter(|(p, _)| p.contains(name)).count();
        if containing > 1 {
            return Err(format!(
                "multiple substitutions whose patterns contain '{name}'"
            ));
        }
        match self.list.iter_mut().find(|(p, _)| p == name) {
            Some(entry) => {
                entry.1 = value.to_string();
                Ok(())
            }
            None => Err(format!(
                "no substitution for '{name}' to redefine (use DEFINE: first)"
            )),
        }
    }

    /// Expands `command`: `%if` conditionals, then every substitution once, then `%%`.
    pub fn apply(&self, command: &str, features: &BTreeSet<String>) -> Result<String, String> {
        let escaped = command.replace("%%", PERCENT_MARKER);
        let mut text = substitute_if_else(&escaped, features)?;
        for (pattern, replacement) in &self.list {
            if text.contains(pattern.as_str()) {
                text = text.replace(pattern.as_str(), replacement);
            }
        }
        Ok(text.trim().replace(PERCENT_MARKER, "%"))
    }
}

/// The directory part of `path`, as a string.
fn dir_of(path: &Path) -> String {
    path.parent()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Escapes `path` for the replacement part of a sed `s@...@...@` command.
fn regex_replacement_escape(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        if matches!(c, '\\' | '&' | '@') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Expands `%if cond %{ then %} [%else %{ otherwise %}]`, which may nest.
fn substitute_if_else(text: &str, features: &BTreeSet<String>) -> Result<String, String> {
    if !text.contains("%if ") {
        return Ok(text.to_string());
    }
    let (result, rest) = parse_branch(text, false, features, 0)?;
    debug_assert!(rest.is_empty());
    Ok(result)
}

/// Parses text up to the end (or up to a `%}` when `nested`), expanding conditionals.
/// Returns the expansion and the unparsed rest (which starts with `%}` when nested).
fn parse_branch<'a>(
    mut text: &'a str,
    nested: bool,
    features: &BTreeSet<String>,
    depth: usize,
) -> Result<(String, &'a str), String> {
    if depth > 64 {
        return Err("%if substitutions nested too deeply".into());
    }
    let mut result = String::new();
    while !text.is_empty() {
        if nested && text.starts_with("%}") {
            break;
        }
        if let Some(after_if) = text.strip_prefix("%if ") {
            let Some(open) = after_if.find("%{") else {
                return Err("'%{' is missing for %if substitution".into());
            };
            let condition = &after_if[..open];
            let (then_branch, rest) =
                parse_branch(&after_if[open + 2..], true, features, depth + 1)?;
            let Some(rest) = rest.strip_prefix("%}") else {
                return Err("'%}' is missing for %if substitution".into());
            };
            text = rest;
            let mut else_branch = String::new();
            let trimmed = text.trim_start();
            if let Some(after_else) = trimmed.strip_prefix("%else") {
                let after_else = after_else.trim_start();
                let Some(body) = after_else.strip_prefix("%{") else {
                    return Err("'%{' is missing for %else substitution".into());
                };
                let (branch, rest) = parse_branch(body, true, features, depth + 1)?;
                let Some(rest) = rest.strip_prefix("%}") else {
                    return Err("'%}' is missing for %else substitution".into());
                };
                else_branch = branch;
                text = rest;
            }
            let holds = boolexpr::evaluate(condition, features)
                .map_err(|e| format!("in %if condition: {e}"))?;
            result.push_str(if holds { &then_branch } else { &else_branch });
            continue;
        }
        // Plain text up to the next `%if ` (or `%}` when nested), at least one character.
        let mut end = text.len();
        for (i, _) in text.char_indices().skip(1) {
            let here = &text[i..];
            if here.starts_with("%if ") || (nested && here.starts_with("%}")) {
                end = i;
                break;
            }
        }
        result.push_str(&text[..end]);
        text = &text[end..];
    }
    Ok((result, text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn subs() -> Substitutions {
        let source = PathBuf::from("/src/dir/a.mlir");
        let tmp = PathBuf::from("/out/dir/Output/a.mlir.tmp");
        Substitutions::for_test(
            &TestPaths {
                source: &source,
                tmp: &tmp,
            },
            &[],
        )
    }

    fn features() -> BTreeSet<String> {
        ["yes".to_string()].into_iter().collect()
    }

    fn apply(s: &Substitutions, text: &str) -> String {
        s.apply(text, &features()).unwrap()
    }

    #[test]
    fn defaults() {
        let s = subs();
        assert_eq!(apply(&s, " x %s "), "x /src/dir/a.mlir");
        assert_eq!(apply(&s, "%S %p"), "/src/dir /src/dir");
        assert_eq!(
            apply(&s, "%t %T"),
            "/out/dir/Output/a.mlir.tmp /out/dir/Output"
        );
        assert_eq!(apply(&s, "%t.o"), "/out/dir/Output/a.mlir.tmp.o");
        assert_eq!(apply(&s, "%/s %:s"), "/src/dir/a.mlir src/dir/a.mlir");
        assert_eq!(apply(&s, "a%{pathsep}b"), "a:b");
        assert_eq!(apply(&s, "%basename_t"), "a.mlir");
        assert_eq!(apply(&s, "100%% %%s"), "100% %s");
        assert_eq!(apply(&s, "%{fs-sep}%{fs-src-root}"), "//");
    }

    #[test]
    fn define_and_redefine() {
        let mut s = subs();
        s.define("%{x}", "1").unwrap();
        s.define("%{y}", "[%{x} %s]").unwrap();
        assert_eq!(apply(&s, "%{y}"), "[1 /src/dir/a.mlir]");
        // %{x} was defined before %{y}, so it sits after it in the list and expands.
        let mut s = subs();
        s.define("%{y}", "[%{x}]").unwrap();
        s.define("%{x}", "1").unwrap();
        s.redefine("%{y}", "<%{x}>").unwrap();
        assert_eq!(apply(&s, "%{y}"), "<%{x}>", "later defines expand first");
        let mut s = subs();
        s.define("%{x}", "1").unwrap();
        s.define("%{check}", "run %{x}").unwrap();
        assert_eq!(apply(&s, "%{check}"), "run 1");
        s.redefine("%{x}", "2").unwrap();
        assert_eq!(apply(&s, "%{check}"), "run 2");
        assert!(s.define("%{x}", "3").is_err());
        assert!(s.redefine("%{nope}", "3").is_err());
    }

    #[test]
    fn if_else() {
        let s = subs();
        assert_eq!(apply(&s, "a %if yes %{b%} c"), "a b c");
        assert_eq!(apply(&s, "a %if no %{b%} c"), "a  c");
        assert_eq!(apply(&s, "%if no %{b%} %else %{d%}"), "d");
        assert_eq!(apply(&s, "%if yes %{x %if no %{y%} %else %{z%}%}!"), "x z!");
        assert!(s.apply("%if yes b", &features()).is_err());
        assert!(s.apply("%if yes %{b", &features()).is_err());
        assert!(s.apply("%if yes %{b%} %else c", &features()).is_err());
        assert!(s.apply("%if && %{b%}", &features()).is_err());
    }
}
