//! The `--print-records` backend.

use std::fmt::Write as _;

use crate::record::{InitData, RecId, RecordKeeper, RecordVal};

/// The printed type of a field: `code` for code strings, as llvm-tblgen shows it.
fn print_type(kp: &RecordKeeper, v: &RecordVal) -> String {
    if v.ty == crate::record::tys::STRING {
        if let InitData::Str(_, true) = kp.data(v.value) {
            return "code".into();
        }
        return "string".into();
    }
    kp.ty_str(v.ty)
}

fn field_decl(kp: &RecordKeeper, v: &RecordVal, out: &mut String) {
    if v.nonconcrete_ok {
        out.push_str("field ");
    }
    let _ = write!(
        out,
        "{} {} = {}",
        print_type(kp, v),
        kp.unquoted(v.name),
        kp.to_str(v.value)
    );
}

/// One field line: `  type name = value;\n`.
pub fn field_line(kp: &RecordKeeper, v: &RecordVal) -> String {
    let mut s = String::from("  ");
    field_decl(kp, v, &mut s);
    s.push_str(";\n");
    s
}

/// Prints one record as llvm-tblgen does (after `class ` or `def `).
pub fn print_record(kp: &RecordKeeper, r: RecId, out: &mut String) {
    let rec = kp.rec(r);
    out.push_str(&kp.rec_name(r));
    if !rec.template_args.is_empty() {
        out.push('<');
        for (k, ta) in rec.template_args.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            if let Some(v) = rec.field(*ta) {
                field_decl(kp, v, out);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !rec.supers.is_empty() {
        out.push_str("\t//");
        for (s, _) in &rec.supers {
            out.push(' ');
            out.push_str(&kp.rec_name(*s));
        }
    }
    out.push('\n');
    for v in rec
        .values
        .iter()
        .filter(|v| v.nonconcrete_ok && !v.template_arg)
    {
        out.push_str(&field_line(kp, v));
    }
    for v in rec
        .values
        .iter()
        .filter(|v| !v.nonconcrete_ok && !v.template_arg)
    {
        out.push_str(&field_line(kp, v));
    }
    out.push_str("}\n");
}

/// The whole `--print-records` output.
pub fn print_records(kp: &RecordKeeper) -> String {
    let mut out = String::with_capacity(1 << 20);
    out.push_str("------------- Classes -----------------\n");
    for &c in kp.classes.values() {
        out.push_str("class ");
        print_record(kp, c, &mut out);
    }
    out.push_str("------------- Defs -----------------\n");
    for &d in kp.defs.values() {
        out.push_str("def ");
        print_record(kp, d, &mut out);
    }
    out
}
