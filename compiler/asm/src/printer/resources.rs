//! Printing the `{-# dialect_resources: ..., external_resources: ... #-}` file metadata.

use crate::parser::core::{FileResources, ResourceValue};

use super::aliases::AliasState;
use super::attributes::{write_keyword_or_string, write_string_literal};

fn write_groups(out: &mut String, groups: &[(&str, Vec<&(String, ResourceValue)>)]) {
    for (gi, (group, entries)) in groups.iter().enumerate() {
        out.push_str("    ");
        out.push_str(group);
        out.push_str(": {\n");
        for (i, (key, value)) in entries.iter().enumerate() {
            out.push_str("      ");
            write_keyword_or_string(out, key);
            out.push_str(": ");
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
            out.push_str(if i + 1 < entries.len() { ",\n" } else { "\n" });
        }
        out.push_str("    }");
        out.push_str(if gi + 1 < groups.len() { ",\n" } else { "\n" });
    }
}

impl AliasState {
    /// Writes the file metadata after the top-level op (nothing if there is none to print):
    /// builtin blobs only when a visited `dense_resource` uses them, in first-use order; other
    /// entries as parsed.
    pub fn print_file_metadata(&self, out: &mut String, res: &FileResources) {
        let dialect: Vec<(&str, Vec<&(String, ResourceValue)>)> = res
            .dialect
            .iter()
            .map(|(g, entries)| {
                let mut kept = entries
                    .iter()
                    .filter(|(k, _)| g != "builtin" || self.uses_resource(k))
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
            .map(|(g, e)| (g.as_str(), e.iter().collect::<Vec<_>>()))
            .filter(|(_, e)| !e.is_empty())
            .collect();
        if dialect.is_empty() && external.is_empty() {
            return;
        }
        out.push_str("\n{-#\n");
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
