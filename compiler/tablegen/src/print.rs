//! The `--print-records` backend.

use std::fmt::Write as _;

use crate::record::{InitData, RecId, RecordKeeper, RecordVal};

/// Appends the printed type of a field: `code` for code strings, as llvm-tblgen shows it.
fn write_print_type(kp: &RecordKeeper, v: &RecordVal, out: &mut String) {
    if v.ty == crate::record::tys::STRING {
        if let InitData::Str(_, true) = kp.data(v.value) {
            out.push_str("code");
        } else {
            out.push_str("string");
        }
        return;
    }
    kp.write_ty(out, v.ty);
}

fn field_decl(kp: &RecordKeeper, v: &RecordVal, out: &mut String) {
    if v.nonconcrete_ok {
        out.push_str("field ");
    }
    write_print_type(kp, v, out);
    out.push(' ');
    kp.write_init(out, v.name, true, 0);
    out.push_str(" = ");
    kp.write_init(out, v.value, false, 0);
}

/// One field line: `  type name = value;\n`.
pub fn field_line(kp: &RecordKeeper, v: &RecordVal) -> String {
    let mut s = String::new();
    write_field_line(kp, v, &mut s);
    s
}

fn write_field_line(kp: &RecordKeeper, v: &RecordVal, out: &mut String) {
    out.push_str("  ");
    field_decl(kp, v, out);
    out.push_str(";\n");
}

/// Prints one record as llvm-tblgen does (after `class ` or `def `).
pub fn print_record(kp: &RecordKeeper, r: RecId, out: &mut String) {
    let rec = kp.rec(r);
    kp.write_init(out, rec.name, true, 0);
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
            kp.write_init(out, kp.rec(*s).name, true, 0);
        }
    }
    out.push('\n');
    if rec
        .values
        .iter()
        .any(|v| v.nonconcrete_ok && !v.template_arg)
    {
        for v in rec
            .values
            .iter()
            .filter(|v| v.nonconcrete_ok && !v.template_arg)
        {
            write_field_line(kp, v, out);
        }
    }
    for v in rec
        .values
        .iter()
        .filter(|v| !v.nonconcrete_ok && !v.template_arg)
    {
        write_field_line(kp, v, out);
    }
    out.push_str("}\n");
}

/// The whole `--print-records` output.
pub fn print_records(kp: &RecordKeeper) -> String {
    // About 40 bytes per field is typical; one generous allocation avoids regrowing the buffer.
    let fields: usize = (kp.classes.values().chain(kp.defs.values()))
        .map(|&r| kp.rec(r).values.len() + 2)
        .sum();
    let mut out = String::with_capacity(fields * 64 + 4096);
    let _ = print_records_with(kp, &mut out, &mut |_| Ok(()));
    out
}

/// Writes the `--print-records` output to `w` in chunks of about 64 KiB (no buffer for the
/// whole text).
pub fn write_records(kp: &RecordKeeper, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut buf = String::with_capacity(80 << 10);
    print_records_with(kp, &mut buf, &mut |b: &mut String| {
        if b.len() >= 64 << 10 {
            w.write_all(b.as_bytes())?;
            b.clear();
        }
        Ok(())
    })?;
    w.write_all(buf.as_bytes())
}

/// Prints the records into `out`, calling `flush` after each record.
fn print_records_with(
    kp: &RecordKeeper,
    out: &mut String,
    flush: &mut dyn FnMut(&mut String) -> std::io::Result<()>,
) -> std::io::Result<()> {
    out.push_str("------------- Classes -----------------\n");
    for &c in kp.classes.values() {
        out.push_str("class ");
        print_record(kp, c, out);
        flush(out)?;
    }
    out.push_str("------------- Defs -----------------\n");
    for &d in kp.defs.values() {
        out.push_str("def ");
        print_record(kp, d, out);
        flush(out)?;
    }
    Ok(())
}

fn loc_str(kp: &RecordKeeper, pos: crate::source::Pos) -> String {
    format!("|{}|", kp.sources.short_loc(pos))
}

fn detailed_record(kp: &RecordKeeper, r: RecId, is_class: bool, out: &mut String) {
    let rec = kp.rec(r);
    let _ = writeln!(out, "{}  {}", kp.rec_name(r), loc_str(kp, rec.locs[0]));
    if rec.locs.len() > 1 {
        out.push_str("  Defm sequence:");
        for l in rec.locs.iter().rev() {
            out.push(' ');
            out.push_str(&loc_str(kp, *l));
        }
        out.push('\n');
    }
    if is_class {
        if rec.template_args.is_empty() {
            out.push_str("  Template args: (none)\n");
        } else {
            out.push_str("  Template args:\n");
            for ta in &rec.template_args {
                if let Some(v) = rec.field(*ta) {
                    out.push_str("    ");
                    field_decl(kp, v, out);
                    let _ = writeln!(out, "  {}", loc_str(kp, v.loc));
                }
            }
        }
    }
    out.push_str("  Superclasses:");
    if rec.supers.is_empty() {
        out.push_str(" (none)");
    } else {
        let direct = kp.direct_supers_of(r);
        for (s, _) in &rec.supers {
            if direct.contains(s) {
                let _ = write!(out, " {}", kp.rec_name(*s));
            } else {
                let _ = write!(out, " ({})", kp.rec_name(*s));
            }
        }
    }
    out.push('\n');
    let fields: Vec<&RecordVal> = rec.values.iter().filter(|v| !v.template_arg).collect();
    if fields.is_empty() {
        out.push_str("  Fields: (none)\n");
    } else {
        out.push_str("  Fields:\n");
        for v in fields {
            out.push_str("    ");
            field_decl(kp, v, out);
            let _ = writeln!(out, "  {}", loc_str(kp, v.loc));
        }
    }
}

/// The whole `--print-detailed-records` output.
pub fn print_detailed_records(kp: &RecordKeeper) -> String {
    let mut out = String::with_capacity(1 << 20);
    let _ = writeln!(out, "DETAILED RECORDS for file {}", kp.main_file);
    let _ = writeln!(
        out,
        "\n-------------------- Global Variables ({}) --------------------\n",
        kp.globals.len()
    );
    for (name, v) in &kp.globals {
        let _ = writeln!(out, "{name} = {}", kp.to_str(*v));
    }
    let _ = writeln!(
        out,
        "\n-------------------- Classes ({}) --------------------",
        kp.classes.len()
    );
    for &c in kp.classes.values() {
        out.push('\n');
        detailed_record(kp, c, true, &mut out);
    }
    let _ = writeln!(
        out,
        "\n-------------------- Records ({}) --------------------",
        kp.defs.len()
    );
    for &d in kp.defs.values() {
        out.push('\n');
        detailed_record(kp, d, false, &mut out);
    }
    out
}
