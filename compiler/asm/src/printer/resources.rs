//! Printing the `{-# dialect_resources: ..., external_resources: ... #-}` file metadata.

use crate::parser::core::{FileResources, ResourceValue};

use super::aliases::AliasState;
use super::attributes::{write_keyword_or_string, write_string_literal};

/// Writes a resource value as it appears in the file metadata.
fn write_value(out: &mut String, value: &ResourceValue) {
    match value {
        // Blobs print their hex digits in upper case.
        ResourceValue::Blob(s) => match s.strip_prefix("0x") {
            Some(hex) => {
                out.push_str("\"0x");
                out.push_str(&hex.to_ascii_uppercase());
                out.push('"');
            }
            None => write_string_literal(out, s.as_bytes()),
        },
        ResourceValue::String(s) => write_string_literal(out, s.as_bytes()),
        ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
    }
}

/// Whether an entry is printed under `--mlir-elide-resource-strings-if-larger=limit`: its
/// printed value (quotes included) is at most `limit` characters long.
fn fits(value: &ResourceValue, limit: Option<u64>) -> bool {
    let Some(limit) = limit else {
        return true;
    };
    let len = match value {
        ResourceValue::Bool(b) => 4 + u64::from(!*b),
        // Hex digits and most string characters print as one character each; only strings
        // with escapes need the printed text to be measured.
        ResourceValue::Blob(s) | ResourceValue::String(s) => {
            if s.len() as u64 + 2 > limit {
                return false;
            }
            let mut text = String::new();
            write_value(&mut text, value);
            text.chars().count() as u64
        }
    };
    len <= limit
}

fn write_groups(out: &mut String, groups: &[(&str, Vec<&(String, ResourceValue)>)]) {
    for (gi, (group, entries)) in groups.iter().enumerate() {
        out.push_str("    ");
        out.push_str(group);
        out.push_str(": {\n");
        for (i, (key, value)) in entries.iter().enumerate() {
            out.push_str("      ");
            write_keyword_or_string(out, key);
            out.push_str(": ");
            write_value(out, value);
            out.push_str(if i + 1 < entries.len() { ",\n" } else { "\n" });
        }
        out.push_str("    }");
        out.push_str(if gi + 1 < groups.len() { ",\n" } else { "\n" });
    }
}

impl AliasState {
    /// Writes the file metadata after the top-level op (nothing if there is none to print):
    /// builtin blobs only when a visited `dense_resource` uses them, in first-use order; other
    /// entries as parsed. Under `--mlir-elide-resource-strings-if-larger`, entries whose value
    /// is too long are left out (and so are the groups and sections left empty), but the
    /// `{-# #-}` braces stay when there was something to print.
    pub fn print_file_metadata(&self, out: &mut String, res: &FileResources) {
        let limit = self.opts.elide_resource_strings_if_larger;
        let mut any = false;
        let dialect: Vec<(&str, Vec<&(String, ResourceValue)>)> = res
            .dialect
            .iter()
            .map(|(g, entries)| {
                let mut kept = entries
                    .iter()
                    .filter(|(k, _)| g != "builtin" || self.uses_resource(k))
                    .inspect(|_| any = true)
                    .filter(|(_, v)| fits(v, limit))
                    .collect::<Vec<_>>();
                if g == "builtin" {
                    kept.sort_by_key(|(k, _)| self.resource_rank(k));
                }
                (g.as_str(), kept)
            })
            .filter(|(_, e)| !e.is_empty())
            .collect();
        let external: Vec<(&str, Vec<&(String, ResourceValue)>)> = res
            .external
            .iter()
            .map(|(g, e)| {
                let kept = e
                    .iter()
                    .inspect(|_| any = true)
                    .filter(|(_, v)| fits(v, limit))
                    .collect::<Vec<_>>();
                (g.as_str(), kept)
            })
            .filter(|(_, e)| !e.is_empty())
            .collect();
        if !any {
            return;
        }
        out.push_str("\n{-#\n");
        if dialect.is_empty() && external.is_empty() {
            // Everything was elided: mlir-opt leaves an empty line.
            out.push('\n');
        }
        if !dialect.is_empty() {
            out.push_str("  dialect_resources: {\n");
            write_groups(out, &dialect);
            out.push_str(if external.is_empty() {
                "  }\n"
            } else {
                "  },\n"
            });
        }
        if !external.is_empty() {
            out.push_str("  external_resources: {\n");
            write_groups(out, &external);
            out.push_str("  }\n");
        }
        out.push_str("#-}\n");
    }
}
