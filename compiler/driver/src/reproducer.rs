//! `--run-reproducer`: the settings of a crash reproducer, read from the input's
//! `mlir_reproducer` external resource (as ropt and mlir-opt write it when a pipeline fails
//! under `--mlir-pass-pipeline-crash-reproducer`).
//!
//! The resource holds `pipeline` (a string), `verify_each` and `disable_threading`
//! (booleans; the parser checks the keys and their values under `--run-reproducer`: see
//! `ropt_asm::parser::core::REPRODUCER_KEYS`); a key given twice takes its last value. The pipeline replaces none given on
//! the command line (`--pass-pipeline` wins over it, `-pass` flags run after it), and the two
//! booleans override `--verify-each` and `--mlir-disable-threading`, as in mlir-opt. The
//! resource is consumed: the output does not print it back.

use ropt_asm::parser::core::{FileResources, REPRODUCER_GROUP, ResourceValue};

/// What a reproducer asks for (each setting only when the resource gives it).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Reproducer {
    /// The pipeline to run.
    pub pipeline: Option<String>,
    /// Whether to verify after each pass.
    pub verify_each: Option<bool>,
    /// Whether to run on one thread.
    pub disable_threading: Option<bool>,
}

/// Removes the reproducer groups from `resources` (parsed with
/// `ParseOptions::reproducer_resource`) and returns their settings, `None` without any.
pub fn take(resources: &mut FileResources) -> Option<Reproducer> {
    let mut found: Option<Reproducer> = None;
    resources.external.retain(|(group, entries)| {
        if group != REPRODUCER_GROUP {
            return true;
        }
        let r = found.get_or_insert_with(Reproducer::default);
        for (key, value) in entries {
            match (key.as_str(), value) {
                ("pipeline", ResourceValue::String(s) | ResourceValue::Blob(s)) => {
                    r.pipeline = Some(s.clone());
                }
                ("verify_each", ResourceValue::Bool(b)) => r.verify_each = Some(*b),
                ("disable_threading", ResourceValue::Bool(b)) => r.disable_threading = Some(*b),
                _ => {}
            }
        }
        false
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_read_and_the_group_consumed() {
        let s = |t: &str| ResourceValue::String(t.to_string());
        let mut res = FileResources {
            external: vec![
                (
                    "other".into(),
                    vec![("k".into(), ResourceValue::Bool(true))],
                ),
                (
                    REPRODUCER_GROUP.into(),
                    vec![
                        ("pipeline".into(), s("builtin.module(cse)")),
                        ("verify_each".into(), ResourceValue::Bool(false)),
                        ("pipeline".into(), s("builtin.module(canonicalize)")),
                    ],
                ),
            ],
            ..FileResources::default()
        };
        let r = take(&mut res).unwrap();
        assert_eq!(r.pipeline.as_deref(), Some("builtin.module(canonicalize)"));
        assert_eq!((r.verify_each, r.disable_threading), (Some(false), None));
        assert_eq!(res.external.len(), 1);
        assert_eq!(take(&mut res), None);
    }
}
