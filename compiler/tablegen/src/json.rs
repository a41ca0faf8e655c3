//! The `--dump-json` backend.

use std::fmt::Write as _;

use crate::record::{Init, InitData, RecordKeeper};

fn json_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn value(kp: &RecordKeeper, i: Init, ind: usize, out: &mut String) {
    let pad = "  ".repeat(ind);
    match kp.data(i) {
        InitData::Unset => out.push_str("null"),
        InitData::Bit(b) => out.push_str(if *b { "1" } else { "0" }),
        InitData::Int(v) => {
            let _ = write!(out, "{v}");
        }
        InitData::Str(s, _) => json_str(kp.interner.get(*s), out),
        InitData::Bits(b) => {
            out.push_str("[\n");
            for (k, x) in b.iter().enumerate() {
                let _ = write!(out, "{pad}  ");
                value(kp, *x, ind + 1, out);
                if k + 1 < b.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            let _ = write!(out, "{pad}]");
        }
        InitData::List(v, _) => {
            if v.is_empty() {
                out.push_str("[]");
                return;
            }
            out.push_str("[\n");
            for (k, x) in v.iter().enumerate() {
                let _ = write!(out, "{pad}  ");
                value(kp, *x, ind + 1, out);
                if k + 1 < v.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            let _ = write!(out, "{pad}]");
        }
        InitData::Def(r) => {
            let _ = write!(out, "{{\n{pad}  \"def\": ");
            json_str(&kp.rec_name(*r), out);
            let _ = write!(out, ",\n{pad}  \"kind\": \"def\",\n{pad}  \"printable\": ");
            json_str(&kp.rec_name(*r), out);
            let _ = write!(out, "\n{pad}}}");
        }
        InitData::Dag(op, name, args) => {
            let _ = write!(out, "{{\n{pad}  \"args\": ");
            if args.is_empty() {
                out.push_str("[]");
            } else {
                out.push_str("[\n");
                for (k, (a, n)) in args.iter().enumerate() {
                    let _ = write!(out, "{pad}    [\n{pad}      ");
                    value(kp, *a, ind + 3, out);
                    let _ = write!(out, ",\n{pad}      ");
                    match n {
                        Some(n) => json_str(kp.interner.get(*n), out),
                        None => out.push_str("null"),
                    }
                    let _ = write!(out, "\n{pad}    ]");
                    if k + 1 < args.len() {
                        out.push(',');
                    }
                    out.push('\n');
                }
                let _ = write!(out, "{pad}  ]");
            }
            let _ = write!(out, ",\n{pad}  \"kind\": \"dag\",\n{pad}  \"operator\": ");
            value(kp, *op, ind + 1, out);
            let _ = write!(out, ",\n{pad}  \"printable\": ");
            json_str(&kp.to_str(i), out);
            let _ = name;
            let _ = write!(out, "\n{pad}}}");
        }
        InitData::Var(n, _) => {
            let _ = write!(out, "{{\n{pad}  \"kind\": \"var\",\n{pad}  \"printable\": ");
            json_str(&kp.to_str(i), out);
            let _ = write!(out, ",\n{pad}  \"var\": ");
            json_str(&kp.unquoted(*n), out);
            let _ = write!(out, "\n{pad}}}");
        }
        InitData::VarBit(v, b) => {
            let _ = write!(
                out,
                "{{\n{pad}  \"index\": {b},\n{pad}  \"kind\": \"varbit\",\n{pad}  \"printable\": "
            );
            json_str(&kp.to_str(i), out);
            let _ = write!(out, ",\n{pad}  \"var\": ");
            json_str(&kp.unquoted(*v), out);
            let _ = write!(out, "\n{pad}}}");
        }
        _ => {
            let _ = write!(
                out,
                "{{\n{pad}  \"kind\": \"complex\",\n{pad}  \"printable\": "
            );
            json_str(&kp.to_str(i), out);
            let _ = write!(out, "\n{pad}}}");
        }
    }
}

/// The whole `--dump-json` output.
pub fn dump_json(kp: &RecordKeeper) -> String {
    let mut out = String::from("{\n");
    for (name, &d) in &kp.defs {
        out.push_str("  ");
        json_str(name, &mut out);
        out.push_str(": {\n");
        let rec = kp.rec(d);
        for v in rec.values.iter().filter(|v| !v.template_arg) {
            out.push_str("    ");
            json_str(&kp.unquoted(v.name), &mut out);
            out.push_str(": ");
            value(kp, v.value, 2, &mut out);
            out.push_str(",\n");
        }
        out.push_str("    \"!name\": ");
        json_str(name, &mut out);
        out.push_str(",\n    \"!superclasses\": [");
        if rec.supers.is_empty() {
            out.push(']');
        } else {
            out.push('\n');
            for (k, (s, _)) in rec.supers.iter().enumerate() {
                out.push_str("      ");
                json_str(&kp.rec_name(*s), &mut out);
                if k + 1 < rec.supers.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str("    ]");
        }
        out.push_str(",\n    \"!anonymous\": ");
        out.push_str(if rec.kind == crate::record::RecordKind::AnonymousDef {
            "true"
        } else {
            "false"
        });
        out.push_str("\n  },\n");
    }
    out.push_str("  \"!instanceof\": {\n");
    let classes: Vec<(&String, &crate::record::RecId)> = kp.classes.iter().collect();
    for (k, (name, c)) in classes.iter().enumerate() {
        out.push_str("    ");
        json_str(name, &mut out);
        out.push_str(": [");
        let ds = kp.all_derived_definitions(name);
        let _ = c;
        if ds.is_empty() {
            out.push(']');
        } else {
            out.push('\n');
            for (j, d) in ds.iter().enumerate() {
                out.push_str("      ");
                json_str(&kp.rec_name(*d), &mut out);
                if j + 1 < ds.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str("    ]");
        }
        if k + 1 < classes.len() {
            out.push(',');
        }
        out.push('\n');
    }
    out.push_str("  }\n}\n");
    out
}
