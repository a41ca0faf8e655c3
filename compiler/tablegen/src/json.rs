//! The `--dump-json` backend: every def as a JSON object, printed compactly with sorted keys
//! (the layout of llvm-tblgen's JSON backend).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::record::{Init, InitData, RecordKeeper, RecordKind};

/// A JSON value.
enum Json {
    Null,
    Int(i64),
    Bool(bool),
    Str(String),
    Array(Vec<Json>),
    Object(BTreeMap<String, Json>),
}

fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn write(v: &Json, out: &mut String) {
    // Iterative over a stack so that deep values cannot overflow the stack.
    enum Step<'a> {
        Value(&'a Json),
        Text(&'static str),
        Key(&'a str),
    }
    let mut stack = vec![Step::Value(v)];
    while let Some(s) = stack.pop() {
        match s {
            Step::Text(t) => out.push_str(t),
            Step::Key(k) => {
                write_str(k, out);
                out.push(':');
            }
            Step::Value(v) => match v {
                Json::Null => out.push_str("null"),
                Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                Json::Int(i) => {
                    let _ = write!(out, "{i}");
                }
                Json::Str(s) => write_str(s, out),
                Json::Array(a) => {
                    out.push('[');
                    stack.push(Step::Text("]"));
                    for (k, x) in a.iter().enumerate().rev() {
                        stack.push(Step::Value(x));
                        if k > 0 {
                            stack.push(Step::Text(","));
                        }
                    }
                }
                Json::Object(o) => {
                    out.push('{');
                    stack.push(Step::Text("}"));
                    let n = o.len();
                    for (k, (key, x)) in o.iter().enumerate().rev() {
                        stack.push(Step::Value(x));
                        stack.push(Step::Key(key));
                        if k > 0 && k < n {
                            stack.push(Step::Text(","));
                        }
                    }
                }
            },
        }
    }
}

fn translate(kp: &RecordKeeper, i: Init, depth: u32) -> Json {
    if depth > kp.limits.print {
        return Json::Null;
    }
    match kp.data(i) {
        InitData::Unset => Json::Null,
        InitData::Bit(b) => Json::Int(*b as i64),
        InitData::Int(v) => Json::Int(*v),
        InitData::Str(s, _) => Json::Str(kp.interner.get(*s).to_string()),
        InitData::Bits(b) => Json::Array(b.iter().map(|x| translate(kp, *x, depth + 1)).collect()),
        InitData::List(v, _) => {
            Json::Array(v.iter().map(|x| translate(kp, *x, depth + 1)).collect())
        }
        d => {
            let mut o = BTreeMap::new();
            o.insert("printable".to_string(), Json::Str(kp.to_str(i)));
            let kind = match d {
                InitData::Def(r) => {
                    o.insert("def".into(), Json::Str(kp.rec_name(*r)));
                    "def"
                }
                InitData::Var(n, _) => {
                    o.insert("var".into(), Json::Str(kp.unquoted(*n)));
                    "var"
                }
                InitData::VarBit(v, b) => {
                    let var = match kp.data(*v) {
                        InitData::Var(n, _) => kp.unquoted(*n),
                        _ => kp.to_str(*v),
                    };
                    o.insert("var".into(), Json::Str(var));
                    o.insert("index".into(), Json::Int(*b as i64));
                    "varbit"
                }
                InitData::Dag(op, name, args) => {
                    o.insert("operator".into(), translate(kp, *op, depth + 1));
                    if let Some(n) = name {
                        o.insert("name".into(), Json::Str(kp.interner.get(*n).to_string()));
                    }
                    let a = args
                        .iter()
                        .map(|(v, n)| {
                            Json::Array(vec![
                                translate(kp, *v, depth + 1),
                                n.map_or(Json::Null, |n| Json::Str(kp.interner.get(n).to_string())),
                            ])
                        })
                        .collect();
                    o.insert("args".into(), Json::Array(a));
                    "dag"
                }
                _ => "complex",
            };
            o.insert("kind".into(), Json::Str(kind.into()));
            Json::Object(o)
        }
    }
}

/// The whole `--dump-json` output.
pub fn dump_json(kp: &RecordKeeper) -> String {
    let mut root = BTreeMap::new();
    root.insert("!tablegen_json_version".to_string(), Json::Int(1));
    let mut instances: BTreeMap<String, Vec<Json>> = BTreeMap::new();
    for name in kp.classes.keys() {
        instances.insert(name.clone(), Vec::new());
    }
    for (name, &d) in &kp.defs {
        let rec = kp.rec(d);
        let mut o = BTreeMap::new();
        let mut fields = Vec::new();
        for v in rec.values.iter().filter(|v| !v.template_arg) {
            let n = kp.unquoted(v.name);
            if v.nonconcrete_ok {
                fields.push(Json::Str(n.clone()));
            }
            o.insert(n, translate(kp, v.value, 0));
        }
        o.insert("!fields".into(), Json::Array(fields));
        let mut supers = Vec::new();
        for (s, _) in &rec.supers {
            let sn = kp.rec_name(*s);
            instances
                .entry(sn.clone())
                .or_default()
                .push(Json::Str(name.clone()));
            supers.push(Json::Str(sn));
        }
        o.insert("!superclasses".into(), Json::Array(supers));
        let locs = rec
            .locs
            .iter()
            .map(|&l| Json::Str(kp.sources.short_loc(l)))
            .collect();
        o.insert("!locs".into(), Json::Array(locs));
        o.insert("!name".into(), Json::Str(name.clone()));
        o.insert(
            "!anonymous".into(),
            Json::Bool(rec.kind == RecordKind::AnonymousDef),
        );
        root.insert(name.clone(), Json::Object(o));
    }
    let inst = instances
        .into_iter()
        .map(|(k, v)| (k, Json::Array(v)))
        .collect();
    root.insert("!instanceof".into(), Json::Object(inst));
    let mut out = String::with_capacity(1 << 16);
    write(&Json::Object(root), &mut out);
    out.push('\n');
    out
}
