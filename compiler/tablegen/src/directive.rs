//! The `--gen-directive-decl` backend: the C++ header of a directive language
//! (`llvm/Frontend/Directive/DirectiveBase.td`: one `DirectiveLanguage`, its `Directive`s,
//! `Clause`s and their `EnumVal`s), as llvm-tblgen 22 writes it: the Association, Category,
//! SourceLanguage, Directive and Clause enums (with `First_`/`Last_` markers and sizes), an
//! enum for each clause with `enumClauseValue`, and the declarations of the helper functions.
//!
//! Directives and clauses are in record-name order; each is named by its prefix and its first
//! spelling with spaces made underscores.

use std::fmt::Write as _;

use crate::record::{InitData, RecId, RecordKeeper};

type R<T> = Result<T, String>;

struct Lang<'a> {
    kp: &'a RecordKeeper,
}

impl<'a> Lang<'a> {
    fn str_field(&self, r: RecId, f: &str) -> String {
        self.kp
            .field_value(r, f)
            .and_then(|v| self.kp.as_str(v).map(str::to_string))
            .unwrap_or_default()
    }

    fn bit_field(&self, r: RecId, f: &str) -> bool {
        match self.kp.field_value(r, f).map(|v| self.kp.data(v)) {
            Some(InitData::Bit(b)) => *b,
            Some(InitData::Int(i)) => *i != 0,
            _ => false,
        }
    }

    fn int_field(&self, r: RecId, f: &str) -> i64 {
        self.kp
            .field_value(r, f)
            .and_then(|v| self.kp.as_int(v))
            .unwrap_or(0)
    }

    fn list_field(&self, r: RecId, f: &str) -> Vec<RecId> {
        match self.kp.field_value(r, f).map(|v| self.kp.data(v)) {
            Some(InitData::List(elts, _)) => elts
                .iter()
                .filter_map(|&e| match self.kp.data(e) {
                    InitData::Def(d) => Some(*d),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The first spelling of a directive or clause, spaces made underscores.
    fn formatted_name(&self, r: RecId) -> String {
        self.list_field(r, "spellings")
            .first()
            .map(|&s| self.str_field(s, "spelling"))
            .unwrap_or_default()
            .replace(' ', "_")
    }

    /// The records of `class` in name order.
    fn all(&self, class: &str) -> Vec<RecId> {
        self.kp.all_derived_definitions(class)
    }
}

/// Writes `enum class <name> { ... };` with its `First_`/`Last_` markers and its size.
fn enum_with_markers(out: &mut String, name: &str, members: &[String]) {
    let _ = writeln!(out, "enum class {name} {{");
    for (i, m) in members.iter().enumerate() {
        let _ = writeln!(out, "  {m},");
        if i == 0 {
            let _ = writeln!(out, "  First_ = {m},");
        }
        if i + 1 == members.len() {
            let _ = writeln!(out, "  Last_ = {m},");
        }
    }
    out.push_str("};\n\n");
    let _ = writeln!(
        out,
        "static constexpr std::size_t {name}_enumSize = {};\n",
        members.len()
    );
}

/// The whole `--gen-directive-decl` output, or an error message.
pub fn gen_directive_decl(kp: &RecordKeeper) -> R<String> {
    if !kp.classes.contains_key("DirectiveLanguage") {
        return Err("error: The class 'DirectiveLanguage' is not defined\n\n".into());
    }
    let l = Lang { kp };
    let langs = l.all("DirectiveLanguage");
    if langs.len() != 1 {
        return Err("error: A single definition of DirectiveLanguage is needed.\n".into());
    }
    let dl = langs[0];
    let name = l.str_field(dl, "name");
    let ns = l.str_field(dl, "cppNamespace");
    let dir_prefix = l.str_field(dl, "directivePrefix");
    let clause_prefix = l.str_field(dl, "clausePrefix");
    let make_available = l.bit_field(dl, "makeEnumAvailableInNamespace");
    let bitmask = l.bit_field(dl, "enableBitmaskEnumInNamespace");
    let directives = l.all("Directive");
    let clauses = l.all("Clause");

    let mut out = String::new();
    let _ = writeln!(out, "#ifndef LLVM_{name}_INC\n#define LLVM_{name}_INC\n");
    out.push_str("#include \"llvm/ADT/ArrayRef.h\"\n");
    if bitmask {
        out.push_str("#include \"llvm/ADT/BitmaskEnum.h\"\n");
    }
    for h in [
        "\"llvm/ADT/Sequence.h\"",
        "\"llvm/ADT/StringRef.h\"",
        "\"llvm/Frontend/Directive/Spelling.h\"",
        "\"llvm/Support/Compiler.h\"",
        "<cstddef>",
        "<utility>",
    ] {
        let _ = writeln!(out, "#include {h}");
    }
    let _ = writeln!(out, "\nnamespace llvm {{\n\nnamespace {ns} {{\n");
    if bitmask {
        out.push_str("LLVM_ENABLE_BITMASK_ENUMS_IN_NAMESPACE();\n\n");
    }
    let names_of = |class: &str, skip: &str| -> Vec<String> {
        (l.all(class).into_iter())
            .map(|r| l.str_field(r, "name"))
            .filter(|n| n != skip)
            .collect()
    };
    enum_with_markers(
        &mut out,
        "Association",
        &names_of("Association", "FromLeaves"),
    );
    enum_with_markers(&mut out, "Category", &names_of("Category", ""));
    let langs_enum = names_of("SourceLanguage", "");
    out.push_str("enum class SourceLanguage : uint32_t {\n");
    for (i, n) in langs_enum.iter().enumerate() {
        let _ = writeln!(out, "  {n} = {}U,", 1u64 << (i as u32).min(63));
    }
    if let Some(last) = langs_enum.last() {
        let _ = writeln!(out, "  LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/{last})");
    }
    out.push_str("};\n\n");
    let _ = writeln!(
        out,
        "static constexpr std::size_t SourceLanguage_enumSize = {};\n",
        langs_enum.len()
    );
    for (kind, prefix, recs) in [
        ("Directive", &dir_prefix, &directives),
        ("Clause", &clause_prefix, &clauses),
    ] {
        let members: Vec<String> = recs
            .iter()
            .map(|&r| format!("{prefix}{}", l.formatted_name(r)))
            .collect();
        enum_with_markers(&mut out, kind, &members);
        if make_available && !members.is_empty() {
            for m in &members {
                let _ = writeln!(out, "constexpr auto {m} = {kind}::{m};");
            }
            out.push('\n');
        }
    }
    // Clauses whose values form an enum of their own.
    let mut value_enums = Vec::new();
    for &c in &clauses {
        let e = l.str_field(c, "enumClauseValue");
        if e.is_empty() {
            continue;
        }
        let vals = l.list_field(c, "allowedClauseValues");
        let _ = writeln!(out, "enum class {e} {{");
        for &v in &vals {
            let _ = writeln!(out, "  {}={},", kp.rec_name(v), l.int_field(v, "value"));
        }
        out.push_str("};\n");
        if make_available {
            out.push('\n');
            for &v in &vals {
                let n = kp.rec_name(v);
                let _ = writeln!(out, "constexpr auto {n} = {e}::{n};");
            }
            out.push('\n');
        }
        value_enums.push(e);
    }
    out.push_str("// Enumeration helper functions\n");
    let _ = writeln!(
        out,
        "LLVM_ABI std::pair<Directive, directive::VersionRange> get{name}DirectiveKindAndVersions(StringRef Str);"
    );
    let _ = writeln!(
        out,
        "inline Directive get{name}DirectiveKind(StringRef Str) {{"
    );
    let _ = writeln!(
        out,
        "  return get{name}DirectiveKindAndVersions(Str).first;\n}}\n"
    );
    let _ = writeln!(
        out,
        "LLVM_ABI StringRef get{name}DirectiveName(Directive D, unsigned Ver = 0);\n"
    );
    let _ = writeln!(
        out,
        "LLVM_ABI std::pair<Clause, directive::VersionRange> get{name}ClauseKindAndVersions(StringRef Str);\n"
    );
    let _ = writeln!(out, "inline Clause get{name}ClauseKind(StringRef Str) {{");
    let _ = writeln!(
        out,
        "  return get{name}ClauseKindAndVersions(Str).first;\n}}\n"
    );
    let _ = writeln!(
        out,
        "LLVM_ABI StringRef get{name}ClauseName(Clause C, unsigned Ver = 0);\n"
    );
    out.push_str("/// Return true if \\p C is a valid clause for \\p D in version \\p Version.\n");
    out.push_str(
        "LLVM_ABI bool isAllowedClauseForDirective(Directive D, Clause C, unsigned Version);\n\n",
    );
    let max_leaves = (directives.iter())
        .map(|&d| l.list_field(d, "leafConstructs").len())
        .max()
        .unwrap_or(0);
    let _ = writeln!(
        out,
        "constexpr std::size_t getMaxLeafCount() {{ return {max_leaves}; }}"
    );
    out.push_str("LLVM_ABI Association getDirectiveAssociation(Directive D);\n");
    out.push_str("LLVM_ABI Category getDirectiveCategory(Directive D);\n");
    out.push_str("LLVM_ABI SourceLanguage getDirectiveLanguages(Directive D);\n");
    if make_available {
        for e in &value_enums {
            let _ = writeln!(out, "LLVM_ABI {e} get{e}(StringRef Str);");
            let _ = writeln!(out, "LLVM_ABI StringRef get{name}{e}Name({e} x);");
        }
    }
    let _ = writeln!(out, "\n}} // namespace {ns}\n");
    for e in ["Association", "Category", "Directive", "Clause"] {
        let _ = writeln!(
            out,
            "template <> struct enum_iteration_traits<{ns}::{e}> {{\n  static constexpr bool is_iterable = true;\n}};\n"
        );
    }
    let _ = writeln!(out, "}} // namespace llvm\n\n#endif // LLVM_{name}_INC\n");
    Ok(out)
}
