//! The Rust generator for compiled dialects (called from a dialect crate's
//! `build.rs`): typed op wrappers with named accessors, operand adaptors,
//! default builders, enums with string conversions, and a `register`
//! function that decodes the dialect's ODS model (embedded in binary form,
//! `ropt_ods_model::blob`: no records to parse or lower at startup) and registers it
//! through the same `ropt-ods-runtime` as `--load-dialect` (one interpreter,
//! two front doors), plus Markdown documentation.

mod docs;
pub mod format;
mod hooks;
mod verify;

use std::fmt::Write;
use std::path::{Path, PathBuf};

use ropt_ods_model::blob;
use ropt_tablegen::RecordKeeper;

use ropt_ods_model::model::{AttrDef, EnumDef, EnumKind, Model, OpDef, Variadicity};

pub use docs::{gen_dialect_doc, gen_op_doc};

/// Generates the Rust module of the dialects defined in `td_path` into
/// `out`. Errors are rendered diagnostics.
pub fn generate(
    td_path: &Path,
    include_dirs: &[PathBuf],
    out: &mut String,
) -> Result<(), Vec<String>> {
    let text = std::fs::read_to_string(td_path)
        .map_err(|e| vec![format!("could not open '{}': {e}", td_path.display())])?;
    let (kp, model) = read(&td_path.display().to_string(), text, include_dirs)?;
    emit(&kp, &model, out).map_err(|e| vec![e])
}

/// Evaluates and lowers a file, keeping the records.
fn read(
    name: &str,
    text: String,
    include_dirs: &[PathBuf],
) -> Result<(RecordKeeper, Model), Vec<String>> {
    let kp = ropt_ods_model::library::read_records(name, text, include_dirs)?;
    let model = model_of(&kp)?;
    Ok((kp, model))
}

fn model_of(kp: &RecordKeeper) -> Result<Model, Vec<String>> {
    ropt_ods_model::library::lower_keeper(kp)
}

/// `rtblgen -gen-op-decls`: the generated Rust (wrappers, enums, `register`).
pub fn gen_op_decls(kp: &RecordKeeper) -> Result<String, String> {
    let model = model_of(kp).map_err(|e| e.join(""))?;
    let mut out = String::new();
    emit(kp, &model, &mut out)?;
    Ok(out)
}

/// `rtblgen -gen-op-defs`: the same module (Rust has no header/source split).
pub fn gen_op_defs(kp: &RecordKeeper) -> Result<String, String> {
    gen_op_decls(kp)
}

/// The defs of `kp` as `--print-records` text (what `register` reads back),
/// keeping only the records lowering reaches from the model's roots (dialects,
/// enums, attribute definitions, interfaces, ops): the base library's unused
/// constraints are left out, so registration reads a fraction of the text.
/// Falls back to every def if the pruned records would lower differently.
fn defs_text(kp: &RecordKeeper) -> String {
    let texts: Vec<String> = kp
        .defs
        .values()
        .map(|&d| {
            let mut out = String::from("def ");
            ropt_tablegen::print::print_record(kp, d, &mut out);
            out
        })
        .collect();
    let full = texts.concat();
    prune_defs(&full, &texts).unwrap_or(full)
}

/// The defs of `texts` (one `def` each, in order, together `full`) that the
/// model's roots reach, if they lower to the same model as all of them.
fn prune_defs(full: &str, texts: &[String]) -> Option<String> {
    use ropt_ods_model::records::{RecId, Value};
    let set = ropt_ods_model::print_records::read_print_records(full).ok()?;
    if set.iter().count() != texts.len() {
        return None;
    }
    let mut keep = vec![false; texts.len()];
    let mut stack: Vec<RecId> = ["Dialect", "EnumInfo", "AttrDef", "Interface", "Op"]
        .iter()
        .flat_map(|c| set.defs_deriving(c))
        .collect();
    while let Some(id) = stack.pop() {
        if std::mem::replace(&mut keep[id.0 as usize], true) {
            continue;
        }
        let mut values: Vec<&Value> = set.get(id).fields.iter().map(|(_, v)| v).collect();
        while let Some(v) = values.pop() {
            match v {
                Value::Def(d) if !keep[d.0 as usize] => stack.push(*d),
                Value::List(items) => values.extend(items),
                Value::Dag(d) => {
                    values.push(&d.op);
                    values.extend(d.args.iter().map(|(v, _)| v));
                }
                _ => {}
            }
        }
    }
    let pruned: String = texts
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(t, _)| t.as_str())
        .collect();
    let lowered = |text: &str| {
        let records = ropt_ods_model::print_records::read_print_records(text).ok()?;
        Some(format!("{:?}", ropt_ods_model::lower(&records).ok()?))
    };
    (lowered(&pruned)? == lowered(full)?).then_some(pruned)
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// The accessors of property `p`: its stored attribute, and for integers, booleans, unit
/// properties, strings and dense integer arrays a typed getter and setter.
fn emit_property_accessors(out: &mut String, p: &ropt_ods_model::model::PropertyDef) {
    use ropt_ods_model::props::PropKind;
    let n = snake(&p.name);
    let name = &p.name;
    let _ = writeln!(
        out,
        "    /// The `{name}` property, as its attribute.\n    pub fn {n}_attr(self, body: &Body) -> Option<Attribute> {{\n        body.attr(self.0, {name:?})\n    }}"
    );
    let _ = writeln!(
        out,
        "    /// Sets the `{name}` property to the attribute `value` (as the generic form gives it).\n    pub fn set_{n}_attr(self, ctx: &Context, body: &mut Body, value: Attribute) {{\n        body.set_attr(ctx, self.0, {name:?}, Some(value))\n    }}"
    );
    let rt = "ropt_ods_runtime::props";
    let kind = PropKind::decode(&p.kind);
    let (ty, get, arg, value) = match &kind {
        Some(PropKind::Int { bits, signed }) => {
            let ty = format!("{}{bits}", if *signed { 'i' } else { 'u' });
            (
                ty.clone(),
                format!("{rt}::int_value(a) as {ty}"),
                ty,
                "Int(value as i128)".to_string(),
            )
        }
        Some(PropKind::Bool | PropKind::Unit) => (
            "bool".into(),
            format!("{rt}::bool_value(a)"),
            "bool".into(),
            "Bool(value)".into(),
        ),
        Some(PropKind::Str) => (
            "&'static str".into(),
            format!("{rt}::str_value(a)"),
            "&str".into(),
            "Str(value.to_owned())".into(),
        ),
        Some(PropKind::DenseArray { .. }) => (
            "Vec<i64>".into(),
            format!("{rt}::ints_value(a)"),
            "&[i64]".into(),
            "List(value.iter().map(|v| ropt_ods_model::props::PropValue::Int(*v as i128)).collect())"
                .into(),
        ),
        _ => return,
    };
    let kind_text = &p.kind;
    let _ = writeln!(
        out,
        "    /// The `{name}` property.\n    pub fn {n}(self, body: &Body) -> {ty} {{\n        let a = body.attr(self.0, {name:?});\n        {get}\n    }}"
    );
    let _ = writeln!(
        out,
        "    /// Sets the `{name}` property.\n    pub fn set_{n}(self, ctx: &Context, body: &mut Body, value: {arg}) {{\n        let v = ropt_ods_model::props::PropValue::{value};\n        let a = {rt}::attr_of(ctx, {kind_text:?}, &v);\n        body.set_attr(ctx, self.0, {name:?}, Some(a))\n    }}"
    );
}

/// `trueDest` -> `true_dest`; keywords get a `_` suffix.
pub fn snake(name: &str) -> String {
    let mut s = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let prev_upper = i > 0 && chars[i - 1].is_ascii_uppercase();
            if i > 0 && (prev_lower || (prev_upper && next_lower)) && !s.ends_with('_') {
                s.push('_');
            }
            s.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() || c == '_' {
            s.push(c);
        } else {
            s.push('_');
        }
    }
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    if KEYWORDS.contains(&s.as_str()) {
        s.push('_');
    }
    s
}

/// `eq` -> `Eq`, `ult_or_eq` -> `UltOrEq`.
fn camel(name: &str) -> String {
    let mut s = String::new();
    let mut up = true;
    for c in name.chars() {
        if !c.is_ascii_alphanumeric() {
            up = true;
            continue;
        }
        if up {
            s.push(c.to_ascii_uppercase());
            up = false;
        } else {
            s.push(c);
        }
    }
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, 'V');
    }
    s
}

/// The Rust name of operand, result or region number `i` called `name` (`kind_i` if unnamed).
fn value_name(name: &str, kind: &str, i: usize) -> String {
    if name.is_empty() {
        format!("{kind}_{i}")
    } else {
        snake(name)
    }
}

/// The Rust struct name of an op: its record name without the dialect prefix.
pub(crate) fn op_struct(def: &OpDef) -> String {
    let base = def
        .def_name
        .split_once('_')
        .map_or(def.def_name.as_str(), |(_, r)| r);
    let name = camel(base);
    if name.ends_with("Op") {
        name
    } else {
        format!("{name}Op")
    }
}

fn doc_line(out: &mut String, indent: &str, text: &str) {
    let text = text.trim();
    if text.is_empty() {
        return;
    }
    for line in text.lines().take(1) {
        let _ = writeln!(out, "{indent}/// {}", line.trim());
    }
}

fn emit(kp: &RecordKeeper, model: &Model, out: &mut String) -> Result<(), String> {
    out.push_str("// @generated by ropt-ods codegen: do not edit.\n");
    out.push_str("#[allow(unused_imports)]\nuse ropt_ir::{Attribute, BlockId, Body, Context, Location, OpId, OperationState, RegionId, Type, ValueId};\n\n");
    for e in &model.enums {
        emit_enum(e, out);
    }
    let mut verify_table = String::new();
    // A dialect with canonicalization hooks depends on ropt-rewrite; its ops are also
    // `OpView`s there, so typed patterns can root on them.
    let uses_rewrite = model
        .ops
        .iter()
        .any(|d| d.has_canonicalizer || d.has_canonicalize_method);
    for def in &model.ops {
        emit_op(model, def, out);
        if uses_rewrite {
            let s = op_struct(def);
            let _ = writeln!(
                out,
                "impl ropt_rewrite::OpView for {s} {{\n    const NAME: &'static str = {s}::NAME;\n    fn from_op(body: &Body, op: OpId) -> Option<Self> {{\n        {s}::cast(body, op)\n    }}\n    fn op(self) -> OpId {{\n        self.0\n    }}\n}}\n"
            );
        }
        emit_binary_op(def, out);
        let mut f = String::new();
        if verify::emit_verifier(def, &mut f).is_some() {
            let s = op_struct(def);
            let _ = writeln!(out, "impl {s} {{\n{f}}}\n");
            let _ = writeln!(verify_table, "    Some({s}::verify_generated),");
        } else {
            verify_table.push_str("    None,\n");
        }
    }
    let _ = writeln!(
        out,
        "/// The generated verifiers of the ops (in the model's order; `None`: interpreted).\n\
         const GENERATED_VERIFY: &[Option<ropt_ods_runtime::verify_gen::GeneratedVerifyFn>] = &[\n{verify_table}];\n"
    );
    let mut table = String::new();
    for def in &model.ops {
        if def.format.is_some() {
            let s = op_struct(def);
            format::emit_format_fns(model, def, &s, out);
            let _ = writeln!(
                table,
                "    Some(ropt_ods_runtime::asm::generated::GeneratedAsm {{ parse: {s}::parse_format, print: {s}::print_format }}),"
            );
        } else {
            table.push_str("    None,\n");
        }
    }
    let _ = writeln!(
        out,
        "/// The generated parsers and printers of the ops with an assembly format (in the \
         model's order).\n\
         const GENERATED_ASM: &[Option<ropt_ods_runtime::asm::generated::GeneratedAsm>] = &[\n{table}];\n"
    );
    let mut wires = String::new();
    let mut op_wires = String::new();
    for def in &model.ops {
        let s = op_struct(def);
        if hooks::emit_op_hooks(def, &s, out, &mut wires) {
            let _ = writeln!(op_wires, "    Some(wire_{}),", snake(&s));
        } else {
            op_wires.push_str("    None,\n");
        }
    }
    let dialect_wires: String = hooks::emit_dialect_hooks(model, out, &mut wires)
        .iter()
        .enumerate()
        .map(|(i, w)| {
            if *w {
                format!("    Some(wire_dialect_{i}),\n")
            } else {
                "    None,\n".to_string()
            }
        })
        .collect();
    out.push_str(&wires);
    let mut uses: Vec<&str> = (model.dialects.iter())
        .flat_map(|d| std::iter::once(&d.name).chain(&d.dependent_dialects))
        .map(|n| n.as_str())
        .collect();
    uses.sort_unstable();
    uses.dedup();
    let _ = writeln!(
        out,
        "/// The dialects the ops here use: those whose records the `.td` includes, and their \
         `dependentDialects`. A context holding these ops holds those dialects too.\n\
         pub const USES_DIALECTS: &[&str] = &{uses:?};\n"
    );
    let _ = writeln!(
        out,
        "/// The dialect's ODS model as read back from its records, encoded (`ropt_ods_model::blob::decode_static`: its strings borrow these bytes).\n\
         const MODEL: &[u8] = b\"{}\";\n",
        byte_string(&blob::encode(&runtime_model(kp)?))
    );
    let _ = writeln!(
        out,
        "/// Registers the dialect's ops through the ODS run time, with the generated parsers, \
         printers and verifiers and exactly the Rust hooks the `.td` asks for (the `*Hooks` \
         traits).\n\
         pub fn register(ctx: &mut Context) {{\n\
         \x20   let hooks = ropt_ods_runtime::CompiledHooks {{\n\
         \x20       asm: GENERATED_ASM,\n\
         \x20       verify: GENERATED_VERIFY,\n\
         \x20       ops: &[\n{op_wires}        ],\n\
         \x20       dialects: &[\n{dialect_wires}        ],\n\
         \x20   }};\n\
         \x20   ropt_ods_runtime::register_model_compiled(ctx, ods_model(), &hooks);\n\
         }}\n\n\
         /// The dialect's ODS model, decoded from [`MODEL`] once per process (a thread \
         that asks while another decodes it waits for that one).\n\
         pub fn ods_model() -> &'static ropt_ods_model::Model {{\n\
         \x20   static DECODED: std::sync::OnceLock<ropt_ods_model::Model> = std::sync::OnceLock::new();\n\
         \x20   DECODED.get_or_init(|| {{\n\
         \x20       ropt_ods_model::blob::decode_static(MODEL).expect(\"model encoded by the build script\")\n\
         \x20   }})\n\
         }}"
    );
    Ok(())
}

/// The model a dialect registers: its records as `--print-records` text
/// ([`defs_text`]), read back and lowered, so that it is what registering
/// from that text built before the model was embedded directly (every
/// position is 0, as the text carries none), without the docs
/// ([`Model::without_docs`]).
fn runtime_model(kp: &RecordKeeper) -> Result<Model, String> {
    let text = defs_text(kp);
    let records = ropt_ods_model::print_records::read_print_records(&text).map_err(|e| {
        format!(
            "error: the printed records do not read back (line {}: {})\n",
            e.line, e.message
        )
    })?;
    let model = ropt_ods_model::lower(&records)
        .map_err(|_| "error: the printed records do not lower as the records did\n".to_string())?
        .without_docs();
    let decoded = blob::decode(&blob::encode(&model));
    if decoded.is_none_or(|d| format!("{d:?}") != format!("{model:?}")) {
        return Err("error: the encoded model does not decode to itself\n".into());
    }
    Ok(model)
}

/// `bytes` as the inside of a Rust byte string literal.
fn byte_string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b' '..=b'~' => s.push(b as char),
            b'\n' => s.push_str("\\n"),
            _ => {
                let _ = write!(s, "\\x{b:02x}");
            }
        }
    }
    s
}

fn emit_enum(e: &EnumDef, out: &mut String) {
    let name = &e.class_name;
    doc_line(
        out,
        "",
        if e.summary.is_empty() {
            name
        } else {
            &e.summary
        },
    );
    match e.kind {
        EnumKind::Bit { .. } => {
            let _ = writeln!(
                out,
                "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]\npub struct {name}(pub u64);\n\
                 #[allow(non_upper_case_globals, missing_docs)]\nimpl {name} {{"
            );
            for c in &e.cases {
                let _ = writeln!(
                    out,
                    "    pub const {}: {name} = {name}({});",
                    camel(&c.symbol),
                    c.value
                );
            }
            let _ = writeln!(
                out,
                "    /// The bits.\n    pub fn value(self) -> u64 {{ self.0 }}\n}}\n"
            );
        }
        _ => {
            let _ = writeln!(
                out,
                "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n#[allow(missing_docs)]\npub enum {name} {{"
            );
            for c in &e.cases {
                let _ = writeln!(out, "    {},", camel(&c.symbol));
            }
            let _ = writeln!(out, "}}\n\nimpl {name} {{");
            let _ = writeln!(
                out,
                "    /// The integer value stored in the attribute.\n    pub fn value(self) -> i64 {{\n        match self {{"
            );
            for c in &e.cases {
                let _ = writeln!(
                    out,
                    "            {name}::{} => {},",
                    camel(&c.symbol),
                    c.value
                );
            }
            let _ = writeln!(out, "        }}\n    }}");
            let _ = writeln!(
                out,
                "    /// The case with integer value `v`.\n    pub fn from_value(v: i64) -> Option<Self> {{\n        match v {{"
            );
            for c in &e.cases {
                if e.kind == EnumKind::Int {
                    let _ = writeln!(
                        out,
                        "            {} => Some({name}::{}),",
                        c.value,
                        camel(&c.symbol)
                    );
                }
            }
            let _ = writeln!(out, "            _ => None,\n        }}\n    }}");
            let _ = writeln!(
                out,
                "    /// The string form in the IR.\n    pub fn as_str(self) -> &'static str {{\n        match self {{"
            );
            for c in &e.cases {
                let _ = writeln!(
                    out,
                    "            {name}::{} => {:?},",
                    camel(&c.symbol),
                    c.str
                );
            }
            let _ = writeln!(out, "        }}\n    }}");
            let _ = writeln!(
                out,
                "    /// The case whose string form is `s`.\n    pub fn from_str_form(s: &str) -> Option<Self> {{\n        match s {{"
            );
            for c in &e.cases {
                let _ = writeln!(
                    out,
                    "            {:?} => Some({name}::{}),",
                    c.str,
                    camel(&c.symbol)
                );
            }
            let _ = writeln!(out, "            _ => None,\n        }}\n    }}\n}}\n");
            let _ = writeln!(
                out,
                "impl std::fmt::Display for {name} {{\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {{\n        f.write_str(self.as_str())\n    }}\n}}\n"
            );
        }
    }
}

/// How an attribute's converted accessor reads it: (Rust type, expression over `a`).
fn converted(model: &Model, a: &AttrDef) -> Option<(String, String)> {
    let c = &a.constraint;
    if c.is_unit {
        return None;
    }
    if let Some(e) = ropt_ods_model::model::enum_of(model, a) {
        let name = &e.class_name;
        return Some(match e.kind {
            EnumKind::Int => (
                name.to_string(),
                format!("{name}::from_value(a.as_int()?.to_i64()?)"),
            ),
            EnumKind::Str => (
                name.to_string(),
                format!("{name}::from_str_form(a.as_str()?)"),
            ),
            EnumKind::Bit { .. } => (
                name.to_string(),
                format!("Some({name}(a.as_int()?.to_u64()?))"),
            ),
        });
    }
    let d = c.def_name.as_str();
    if d == "BoolAttr" {
        return Some(("bool".into(), "a.as_bool()".into()));
    }
    if matches!(d, "StrAttr" | "SymbolNameAttr" | "FlatSymbolRefAttr") {
        let expr = if d == "FlatSymbolRefAttr" {
            "match a.kind() { ropt_ir::AttributeKind::SymbolRef { root, .. } => Some(root.as_str()), _ => None }"
        } else {
            "a.as_str()"
        };
        return Some(("&'static str".into(), expr.into()));
    }
    if c.storage_type.contains("IntegerAttr")
        || d.ends_with("IntAttr")
        || (d.starts_with('I') || d.starts_with("SI") || d.starts_with("UI"))
            && d.ends_with("Attr")
            && d[1..d.len() - 4]
                .chars()
                .all(|c| c.is_ascii_digit() || c == 'I')
    {
        return Some(("i64".into(), "a.as_int()?.to_i64()".into()));
    }
    if d == "TypeAttr" || d.starts_with("TypeAttrOf") {
        return Some(("Type".into(), "a.as_type()".into()));
    }
    None
}

fn emit_op(model: &Model, def: &OpDef, out: &mut String) {
    let s = op_struct(def);
    let _ = writeln!(
        out,
        "/// `{}`: {}",
        def.name,
        def.summary.trim().lines().next().unwrap_or("")
    );
    let _ = writeln!(
        out,
        "#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\npub struct {s}(pub OpId);\n"
    );
    let _ = writeln!(out, "impl {s} {{");
    let _ = writeln!(
        out,
        "    /// The op's full name.\n    pub const NAME: &'static str = {:?};",
        def.name
    );
    let _ = writeln!(
        out,
        "    /// `op` as a `{}`, if it is one.\n    pub fn cast(body: &Body, op: OpId) -> Option<Self> {{\n        (body.op_name(op).as_str() == Self::NAME).then_some({s}(op))\n    }}",
        def.name
    );
    // Operands and results through the run time's group computation.
    let any_var_operand = def.operands.iter().any(|o| o.is_variable_length());
    for (i, o) in def.operands.iter().enumerate() {
        let name = if o.name.is_empty() {
            format!("operand_{i}")
        } else {
            snake(&o.name)
        };
        let fixed_before = def.operands[..i].iter().all(|p| !p.is_variable_length());
        emit_value_accessor(
            out,
            &name,
            "operands",
            i,
            o.variadicity.clone(),
            any_var_operand && !fixed_before,
        );
    }
    // A setter for each single operand (`set_<name>`), so code that redirects one names it.
    for (i, o) in def.operands.iter().enumerate() {
        if !matches!(o.variadicity, Variadicity::Single) {
            continue;
        }
        let name = value_name(&o.name, "operand", i);
        let fixed_before = def.operands[..i].iter().all(|p| !p.is_variable_length());
        let index = if any_var_operand && !fixed_before {
            format!("ropt_ods_runtime::value_group(body, self.0, \"operands\", {i}).start")
        } else {
            i.to_string()
        };
        let _ = writeln!(
            out,
            "    /// Makes `value` operand `{}` (the old value loses this use).\n    pub fn set_{name}(self, body: &mut Body, value: ValueId) {{\n        let index = {index};\n        body.set_operand(self.0, index, value)\n    }}",
            o.name
        );
    }
    let any_var_result = def.results.iter().any(|o| o.is_variable_length());
    for (i, r) in def.results.iter().enumerate() {
        let name = if r.name.is_empty() {
            format!("result_{i}")
        } else {
            snake(&r.name)
        };
        let fixed_before = def.results[..i].iter().all(|p| !p.is_variable_length());
        emit_value_accessor(
            out,
            &name,
            "results",
            i,
            r.variadicity.clone(),
            any_var_result && !fixed_before,
        );
    }
    for a in &def.attributes {
        let n = snake(&a.name);
        let _ = writeln!(
            out,
            "    /// The `{}` attribute, as stored.\n    pub fn {n}_attr(self, body: &Body) -> Option<Attribute> {{\n        body.attr(self.0, {:?})\n    }}",
            a.name, a.name
        );
        let _ = writeln!(
            out,
            "    /// Sets (`Some`) or removes (`None`) the `{}` attribute.\n    pub fn set_{n}_attr(self, ctx: &Context, body: &mut Body, value: Option<Attribute>) {{\n        body.set_attr(ctx, self.0, {:?}, value)\n    }}",
            a.name, a.name
        );
        // An integer enum is stored as a signless integer of the enum's width.
        if let Some(e) = ropt_ods_model::model::enum_of(model, a)
            && e.kind == EnumKind::Int
        {
            let (ty, w) = (&e.class_name, e.bitwidth);
            let _ = writeln!(
                out,
                "    /// Sets the `{}` attribute to `value`.\n    pub fn set_{n}(self, ctx: &Context, body: &mut Body, value: {ty}) {{\n        let ty = ctx.integer_type({w}, ropt_ir::Signedness::Signless);\n        let attr = ctx.integer_attr(ty, ropt_ir::apint::ApInt::from_i64({w}, value.value()));\n        body.set_attr(ctx, self.0, {:?}, Some(attr))\n    }}",
                a.name, a.name
            );
        }
        if a.constraint.is_unit {
            let _ = writeln!(
                out,
                "    /// Whether the `{}` unit attribute is set.\n    pub fn {n}(self, body: &Body) -> bool {{\n        body.attr(self.0, {:?}).is_some()\n    }}",
                a.name, a.name
            );
        } else if let Some((ty, expr)) = converted(model, a) {
            let _ = writeln!(
                out,
                "    /// The `{}` attribute, converted.\n    pub fn {n}(self, body: &Body) -> Option<{ty}> {{\n        let a = body.attr(self.0, {:?})?;\n        {expr}\n    }}",
                a.name, a.name
            );
        }
    }
    for p in &def.properties {
        emit_property_accessors(out, p);
    }
    let fixed_regions = def.regions.iter().all(|r| !r.is_variadic);
    for (i, r) in def.regions.iter().enumerate() {
        let n = if r.name.is_empty() {
            format!("region_{i}")
        } else {
            snake(&r.name)
        };
        if fixed_regions {
            let _ = writeln!(
                out,
                "    /// The `{}` region.\n    pub fn {n}(self, body: &Body) -> RegionId {{\n        body.regions(self.0)[{i}]\n    }}",
                r.name
            );
        } else {
            let _ = writeln!(
                out,
                "    /// The `{}` regions.\n    pub fn {n}(self, body: &Body) -> Vec<RegionId> {{\n        let all = body.regions(self.0);\n        let fixed = {};\n        let n = if {} {{ all.len().saturating_sub(fixed) }} else {{ 1 }};\n        all.iter().skip({i}).take(n).copied().collect()\n    }}",
                r.name,
                def.regions.iter().filter(|r| !r.is_variadic).count(),
                r.is_variadic
            );
        }
    }
    // Successors: fixed ones before the (at most one) variadic group by index, after it
    // from the end.
    let variadic_succ = def.successors.iter().filter(|r| r.is_variadic).count();
    let num_succ = def.successors.len();
    for (i, r) in def.successors.iter().enumerate() {
        let n = snake(&r.name);
        let after_variadic = def.successors[..i].iter().any(|r| r.is_variadic);
        if r.is_variadic {
            if variadic_succ == 1 {
                let fixed = num_succ - 1;
                let _ = writeln!(
                    out,
                    "    /// The `{}` successors.\n    pub fn {n}(self, body: &Body) -> Vec<BlockId> {{\n        let n = body.num_successors(self.0).saturating_sub({fixed});\n        body.successors(self.0).skip({i}).take(n).collect()\n    }}",
                    r.name
                );
            }
        } else if !after_variadic {
            let _ = writeln!(
                out,
                "    /// The `{}` successor.\n    pub fn {n}(self, body: &Body) -> BlockId {{\n        body.successors(self.0).nth({i}).expect(\"verified op\")\n    }}",
                r.name
            );
        } else if variadic_succ == 1 {
            let from_end = num_succ - i;
            let _ = writeln!(
                out,
                "    /// The `{}` successor.\n    pub fn {n}(self, body: &Body) -> BlockId {{\n        let n = body.num_successors(self.0);\n        body.successors(self.0).nth(n.saturating_sub({from_end})).expect(\"verified op\")\n    }}",
                r.name
            );
        }
    }
    emit_builder(def, out);
    let _ = writeln!(out, "}}\n");
    // Adaptor over operands not yet in an op.
    let _ = writeln!(
        out,
        "/// The operands of a `{}` by name, before the op exists.\n#[derive(Debug, Clone, Copy)]\npub struct {s}Adaptor<'a> {{\n    /// All operands.\n    pub operands: &'a [ValueId],\n}}\n\nimpl<'a> {s}Adaptor<'a> {{",
        def.name
    );
    if !any_var_operand {
        for (i, o) in def.operands.iter().enumerate() {
            let name = if o.name.is_empty() {
                format!("operand_{i}")
            } else {
                snake(&o.name)
            };
            let _ = writeln!(
                out,
                "    /// Operand `{}`.\n    pub fn {name}(&self) -> ValueId {{\n        self.operands[{i}]\n    }}",
                o.name
            );
        }
    }
    let _ = writeln!(out, "}}\n");
}

/// `impl ropt_ods_runtime::BinaryOp` for an op of single operands `lhs` and `rhs` and one
/// single result that has the default builder.
fn emit_binary_op(def: &OpDef, out: &mut String) {
    let single = |v: &ropt_ods_model::model::ValueDef| matches!(v.variadicity, Variadicity::Single);
    let binary = def.operands.len() == 2
        && def.operands[0].name == "lhs"
        && def.operands[1].name == "rhs"
        && def.operands.iter().all(single)
        && def.results.len() == 1
        && single(&def.results[0])
        && def.successors.is_empty()
        && !def.skip_default_builders;
    if !binary {
        return;
    }
    let s = op_struct(def);
    let result = value_name(&def.results[0].name, "result", 0);
    let attrs = def
        .attributes
        .iter()
        .filter(|a| !a.constraint.is_derived)
        .map(|_| ", None")
        .collect::<String>();
    let _ = writeln!(
        out,
        "impl ropt_ods_runtime::BinaryOp for {s} {{\n\
         \x20   fn cast(body: &Body, op: OpId) -> Option<Self> {{\n        {s}::cast(body, op)\n    }}\n\
         \x20   fn op(self) -> OpId {{\n        self.0\n    }}\n\
         \x20   fn lhs(self, body: &Body) -> ValueId {{\n        {s}::lhs(self, body)\n    }}\n\
         \x20   fn rhs(self, body: &Body) -> ValueId {{\n        {s}::rhs(self, body)\n    }}\n\
         \x20   fn result(self, body: &Body) -> ValueId {{\n        {s}::{result}(self, body)\n    }}\n\
         \x20   fn build(ctx: &Context, loc: Location, ty: Type, lhs: ValueId, rhs: ValueId) -> OperationState {{\n        {s}::build(ctx, loc, ty, lhs, rhs{attrs})\n    }}\n\
         }}\n"
    );
}

/// One operand or result accessor. `grouped`: the start of group `i` depends on the sizes
/// of variable-length groups before it (read through the op's segment sizes); otherwise
/// it starts at `i`.
fn emit_value_accessor(
    out: &mut String,
    name: &str,
    kind: &str,
    i: usize,
    v: Variadicity,
    grouped: bool,
) {
    let group = if grouped {
        format!("ropt_ods_runtime::value_group(body, self.0, {kind:?}, {i})")
    } else if matches!(v, Variadicity::Single) {
        format!("{i}..{}", i + 1)
    } else {
        // Every group before this one has one value; this one (variable-length) is the
        // only one or shares the rest with later groups through the segment sizes.
        format!("ropt_ods_runtime::value_group(body, self.0, {kind:?}, {i})")
    };
    let list = format!("body.{kind}(self.0)");
    match v {
        Variadicity::Single if !grouped => {
            let _ = writeln!(
                out,
                "    /// {kind} #{i}.\n    pub fn {name}(self, body: &Body) -> ValueId {{\n        {list}.nth({i}).expect(\"verified op\")\n    }}"
            );
        }
        Variadicity::Single => {
            let _ = writeln!(
                out,
                "    /// The value of group #{i} of the {kind}.\n    pub fn {name}(self, body: &Body) -> ValueId {{\n        {list}.nth({group}.start).expect(\"verified op\")\n    }}"
            );
        }
        Variadicity::Optional => {
            let _ = writeln!(
                out,
                "    /// The value of optional group #{i} of the {kind}, if present.\n    pub fn {name}(self, body: &Body) -> Option<ValueId> {{\n        let r = {group};\n        if r.is_empty() {{ None }} else {{ {list}.nth(r.start) }}\n    }}"
            );
        }
        _ => {
            let _ = writeln!(
                out,
                "    /// The values of group #{i} of the {kind}.\n    pub fn {name}(self, body: &Body) -> Vec<ValueId> {{\n        let r = {group};\n        {list}.skip(r.start).take(r.len()).collect()\n    }}"
            );
        }
    }
}

/// The default builder: result types, operands (groups), then attributes.
fn emit_builder(def: &OpDef, out: &mut String) {
    if def.skip_default_builders {
        return;
    }
    let mut params = vec!["ctx: &Context".to_string(), "loc: Location".to_string()];
    let mut body = String::new();
    let _ = writeln!(
        body,
        "        let registered_name = ctx.registry().op_name(Self::NAME);"
    );
    let _ = writeln!(
        body,
        "        let mut state = OperationState::new(registered_name, loc);"
    );
    // A result's type parameter is `<result>_type(s)`, or `<result>_result_type(s)` when an
    // operand or attribute already has that name (pdl's `valueType` operand and `value`
    // result).
    let taken: Vec<String> = (def.operands.iter().map(|o| snake(&o.name)))
        .chain(def.attributes.iter().map(|a| snake(&a.name)))
        .collect();
    for (i, r) in def.results.iter().enumerate() {
        let mut n = if r.name.is_empty() {
            format!("result_{i}")
        } else {
            snake(&r.name)
        };
        if taken
            .iter()
            .any(|t| *t == format!("{n}_type") || *t == format!("{n}_types"))
        {
            n.push_str("_result");
        }
        if r.is_variable_length() {
            params.push(format!("{n}_types: &[Type]"));
            let _ = writeln!(
                body,
                "        state.result_types.extend_from_slice({n}_types);"
            );
        } else {
            params.push(format!("{n}_type: Type"));
            let _ = writeln!(body, "        state.result_types.push({n}_type);");
        }
    }
    let segments = def.has_trait("AttrSizedOperandSegments");
    let mut sizes = Vec::new();
    for (i, o) in def.operands.iter().enumerate() {
        let n = if o.name.is_empty() {
            format!("operand_{i}")
        } else {
            snake(&o.name)
        };
        match o.variadicity {
            Variadicity::Single => {
                params.push(format!("{n}: ValueId"));
                let _ = writeln!(body, "        state.operands.push({n});");
                sizes.push("1".to_string());
            }
            Variadicity::Optional => {
                params.push(format!("{n}: Option<ValueId>"));
                let _ = writeln!(body, "        state.operands.extend({n});");
                sizes.push(format!("{n}.is_some() as i32"));
            }
            _ => {
                params.push(format!("{n}: &[ValueId]"));
                let _ = writeln!(body, "        state.operands.extend_from_slice({n});");
                sizes.push(format!("{n}.len() as i32"));
            }
        }
    }
    let _ = writeln!(
        body,
        "        let mut props: Vec<ropt_ir::NamedAttribute> = Vec::new();"
    );
    for a in &def.attributes {
        if a.constraint.is_derived {
            continue;
        }
        let n = snake(&a.name);
        params.push(format!("{n}: Option<Attribute>"));
        let _ = writeln!(
            body,
            "        if let Some(v) = {n} {{\n            props.push(ropt_ir::NamedAttribute::new(ctx.identifier({:?}), v));\n        }}",
            a.name
        );
    }
    if segments {
        let _ = writeln!(
            body,
            "        let sizes: [i32; {}] = [{}];\n        let bytes: Vec<u8> = sizes.iter().flat_map(|s| s.to_le_bytes()).collect();\n        props.push(ropt_ir::NamedAttribute::new(ctx.identifier(\"operandSegmentSizes\"), ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes)));",
            sizes.len(),
            sizes.join(", ")
        );
    }
    let _ = writeln!(
        body,
        "        props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));\n        if !props.is_empty() {{\n            state.properties = Some(ctx.dictionary_attr(&props));\n        }}"
    );
    let n_regions = def.regions.iter().filter(|r| !r.is_variadic).count();
    if n_regions > 0 {
        let _ = writeln!(body, "        state.num_new_regions = {n_regions};");
    }
    if !def.successors.is_empty() {
        params.push("successors: &[BlockId]".into());
        let _ = writeln!(
            body,
            "        state.successors.extend_from_slice(successors);"
        );
    }
    let _ = writeln!(
        out,
        "    /// The state of a new op (default builder: result types, operands, attributes).\n    #[allow(clippy::too_many_arguments)]\n    pub fn build({}) -> OperationState {{\n{body}        state\n    }}",
        params.join(", ")
    );
}

/// The whole build script of a dialect crate: generates `$OUT_DIR/<td stem>.rs`
/// from the crate's `td` file (relative to the crate root), asks cargo to rerun
/// when any `.td` of the dialects or the base library changes, and exits with
/// the rendered diagnostics if the file does not check.
pub fn build_script(td: &str) {
    let path = watch_td_files(td);
    let mut out = String::new();
    if let Err(errors) = generate(&path, &[], &mut out) {
        for e in errors {
            eprintln!("{e}");
        }
        std::process::exit(1);
    }
    write_out_dir(&path, out);
}

/// For build scripts: the path of the crate's `td` file, after asking cargo to
/// rerun when any `.td` a dialect may include changes (the dialects' own and
/// the base library).
pub(crate) fn watch_td_files(td: &str) -> PathBuf {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dialects = dir.parent().unwrap_or(&dir).to_path_buf();
    let mut watched = vec![ropt_ods_model::library::base_library_dir()];
    if let Ok(entries) = std::fs::read_dir(&dialects) {
        for e in entries.flatten() {
            if let Ok(files) = std::fs::read_dir(e.path()) {
                watched.extend(
                    files
                        .flatten()
                        .map(|f| f.path())
                        .filter(|p| p.extension().is_some_and(|x| x == "td")),
                );
            }
        }
    }
    for w in watched {
        println!("cargo:rerun-if-changed={}", w.display());
    }
    dir.join(td)
}

/// For build scripts: writes `out` to `$OUT_DIR/<stem of td>.rs`.
pub(crate) fn write_out_dir(td: &Path, out: String) {
    let stem = td
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("generated");
    let dest =
        PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join(format!("{stem}.rs"));
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
