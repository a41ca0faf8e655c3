//! A FileCheck clone: verifies that a text input matches the CHECK directives of a check file,
//! with the command line, diagnostics and exit codes of LLVM's FileCheck.
//!
//! The library never prints or exits: [`run`] writes to the given streams and returns the exit
//! code. Modules:
//! * [`cli`]: LLVM-style option parsing;
//! * [`source`]: buffers and `file:line:col` diagnostics;
//! * [`ere`]: POSIX ERE validation and translation for the `regex` crate;
//! * [`expr`]: numeric expressions;
//! * [`pattern`]: pattern parsing and matching;
//! * [`check`]: reading the check file and checking the input;
//! * [`dump`]: the annotated input dump.

pub mod check;
pub mod cli;
pub mod dump;
pub mod ere;
pub mod expr;
pub mod pattern;
pub mod source;

use std::io::{Read, Write};

use source::SourceMgr;

/// Applies LLVM's canonicalization in place: drops the `\r` of `\r\n`, and (unless `strict`)
/// replaces each run of spaces and tabs by one space.
///
/// The text only shrinks, so it is compacted towards the front. Only "events" need work
/// (a tab, a `\r`, two consecutive spaces); they are found with SIMD searches and the text
/// between them is moved with `copy_within`, so ordinary text costs no per-byte work.
pub fn canonicalize(mut text: Vec<u8>, strict: bool) -> Vec<u8> {
    let n = text.len();
    let (mut r, mut w) = (0usize, 0usize); // read and write positions, w <= r
    // Cached next occurrence (at or after r) of each event kind; `n` when there is none.
    let double_space = memchr::memmem::Finder::new(b"  ");
    let find = |t: &[u8], from: usize, what: u8| -> usize {
        match what {
            b'\t' => memchr::memchr(b'\t', &t[from..]).map_or(n, |p| from + p),
            b'\r' => memchr::memchr(b'\r', &t[from..]).map_or(n, |p| from + p),
            _ => double_space.find(&t[from..]).map_or(n, |p| from + p),
        }
    };
    let mut next_cr = find(&text, 0, b'\r');
    let mut next_tab = if strict { n } else { find(&text, 0, b'\t') };
    let mut next_dbl = if strict { n } else { find(&text, 0, b' ') };
    loop {
        if next_cr < r {
            next_cr = find(&text, r, b'\r');
        }
        if !strict {
            if next_tab < r {
                next_tab = find(&text, r, b'\t');
            }
            if next_dbl < r {
                next_dbl = find(&text, r, b' ');
            }
        }
        let q = next_cr.min(next_tab).min(next_dbl);
        if w != r {
            text.copy_within(r..q, w);
        }
        w += q - r;
        r = q;
        if r >= n {
            break;
        }
        if text[r] == b'\r' {
            // Reading past `\r` either drops it (before `\n`) or keeps it as an ordinary byte.
            if r + 1 < n && text[r + 1] == b'\n' {
                r += 1;
            } else {
                text[w] = b'\r';
                w += 1;
                r += 1;
            }
            next_cr = find(&text, r, b'\r');
            continue;
        }
        // A run of spaces and tabs. If it began with a single space already copied (as in
        // " \t"), that space stands for the whole run. `r > w` or nothing moved, so
        // `text[r - 1]` is still the original byte.
        let continues_run = r > 0 && text[r - 1] == b' ';
        while r < n && (text[r] == b' ' || text[r] == b'\t') {
            r += 1;
        }
        if !continues_run {
            text[w] = b' ';
            w += 1;
        }
    }
    text.truncate(w);
    text
}

fn read_file(name: &str, stdin: &mut dyn Read) -> std::io::Result<Vec<u8>> {
    if name == "-" {
        let mut v = Vec::new();
        stdin.read_to_end(&mut v)?;
        Ok(v)
    } else {
        std::fs::read(name)
    }
}

/// Runs FileCheck with `args` (including the program name in `args[0]`) and the value of
/// `FILECHECK_OPTS`. Returns the exit code.
pub fn run(
    args: &[String],
    env_opts: Option<&str>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let mut err: Vec<u8> = Vec::new();
    let code = run_inner(args, env_opts, stdin, stdout, &mut err);
    let _ = stderr.write_all(&err);
    let _ = stderr.flush();
    code
}

fn run_inner(
    args: &[String],
    env_opts: Option<&str>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    err: &mut Vec<u8>,
) -> i32 {
    let opts = match cli::parse(args, env_opts) {
        Ok(o) => o,
        Err(cli::CliExit {
            code,
            stdout: out,
            stderr: e,
        }) => {
            let _ = stdout.write_all(out.as_bytes());
            err.extend_from_slice(e.as_bytes());
            return code;
        }
    };
    let color = opts.color.unwrap_or(false);
    let dump_input = opts
        .dump_input
        .iter()
        .copied()
        .max()
        .unwrap_or(dump::DumpInput::Fail);
    let filter = opts.dump_input_filter.iter().copied().max().unwrap_or(
        if dump_input == dump::DumpInput::Always {
            dump::Filter::All
        } else {
            dump::Filter::Error
        },
    );
    let context = opts.dump_input_context.iter().copied().max().unwrap_or(5);
    if dump_input == dump::DumpInput::Help {
        let _ = stdout.write_all(dump::help(color).as_bytes());
        return 0;
    }
    let Some(check_file) = opts.check_file.clone() else {
        err.extend_from_slice(b"<check-file> not specified\n");
        return 2;
    };
    let mut req = check::Request {
        check_prefixes: opts.check_prefixes.clone(),
        comment_prefixes: opts.comment_prefixes.clone(),
        implicit_check_not: opts.implicit_check_not.clone(),
        allow_unused_prefixes: opts.allow_unused_prefixes,
        enable_var_scope: opts.enable_var_scope,
        allow_deprecated_dag_overlap: opts.allow_deprecated_dag_overlap,
        verbose: opts.verbose || opts.verbose_verbose,
        verbose_verbose: opts.verbose_verbose,
        opts: pattern::PatternOptions {
            strict_whitespace: opts.strict_whitespace,
            match_full_lines: opts.match_full_lines,
            ignore_case: opts.ignore_case,
        },
        ..Default::default()
    };
    let mut define_error = false;
    for g in &opts.defines {
        match g.find('=') {
            None => {
                err.extend_from_slice(
                    format!("Missing equal sign in command-line definition '-D{g}'\n").as_bytes(),
                );
                define_error = true;
            }
            Some(0) => {
                err.extend_from_slice(
                    format!("Missing variable name in command-line definition '-D{g}'\n")
                        .as_bytes(),
                );
                define_error = true;
            }
            Some(_) => req.global_defines.push(g.clone()),
        }
    }
    if define_error {
        return 2;
    }
    if let Err(m) = cli::validate_prefixes(&req.check_prefixes, &req.comment_prefixes) {
        err.extend_from_slice(m.as_bytes());
        return 2;
    }
    let check_text = match read_file(&check_file, stdin) {
        Ok(t) => t,
        Err(e) => {
            err.extend_from_slice(
                format!(
                    "Could not open check file '{check_file}': {}\n",
                    ropt_cli::io_error_text(&e)
                )
                .as_bytes(),
            );
            return 2;
        }
    };
    let mut sm = SourceMgr::new();
    sm.color = color;
    let check_name = if check_file == "-" {
        "<stdin>".to_string()
    } else {
        check_file.clone()
    };
    let check_buf = sm.add(check_name, canonicalize(check_text, opts.strict_whitespace));
    let dump_enabled = dump_input != dump::DumpInput::Never;
    let mut fc = check::FileCheck::new(sm, check_buf, req, dump_enabled);
    if let Err(check::ReadError(code)) = fc.read_check_file() {
        err.append(&mut fc.err);
        return code;
    }
    let input_name = if opts.input_file == "-" {
        "<stdin>".to_string()
    } else {
        opts.input_file.clone()
    };
    let input_text = match read_file(&opts.input_file, stdin) {
        Ok(t) => t,
        Err(e) => {
            err.append(&mut fc.err);
            err.extend_from_slice(
                format!(
                    "Could not open input file '{input_name}': {}\n",
                    ropt_cli::io_error_text(&e)
                )
                .as_bytes(),
            );
            return 2;
        }
    };
    if input_text.is_empty() && !opts.allow_empty {
        err.append(&mut fc.err);
        err.extend_from_slice(format!("FileCheck error: '{input_name}' is empty.\n").as_bytes());
        err.extend_from_slice(b"FileCheck command line: ");
        for a in args {
            err.extend_from_slice(format!(" {a}").as_bytes());
        }
        err.push(b'\n');
        return 2;
    }
    let input_buf = fc.sm.add(
        input_name.clone(),
        canonicalize(input_text, opts.strict_whitespace),
    );
    let ok = fc.check_input(input_buf);
    let code = if ok { 0 } else { 1 };
    err.append(&mut fc.err);
    if dump_input == dump::DumpInput::Always || (code == 1 && dump_input == dump::DumpInput::Fail) {
        err.extend_from_slice(
            format!(
                "\nInput file: {input_name}\nCheck file: {check_file}\n\n-dump-input=help explains the following input dump.\n\n"
            )
            .as_bytes(),
        );
        let diags = fc.diags.take().unwrap_or_default();
        let o = dump::DumpOptions {
            filter,
            context,
            verbose: fc_verbose(&opts),
            color,
        };
        dump::dump(
            err,
            &fc.sm,
            fc.check_buf,
            fc.imp_bufs,
            &diags,
            fc.sm.text(input_buf),
            &o,
        );
    }
    if code == 1 {
        write_diffs(err, &fc);
    }
    // The process is about to exit: skip freeing the buffers and compiled regexes.
    std::mem::forget(fc);
    code
}

fn fc_verbose(o: &cli::Options) -> bool {
    o.verbose || o.verbose_verbose
}

/// Prints the ropt extension: a short unified diff per failed expectation (at most three).
fn write_diffs(err: &mut Vec<u8>, fc: &check::FileCheck) {
    if fc.diff_items.is_empty() {
        return;
    }
    err.extend_from_slice(b"\n[ropt] expected pattern vs. closest input:\n");
    for item in fc.diff_items.iter().take(3) {
        let (pl, _) = fc.sm.line_col(item.pattern_loc);
        let (il, _) = fc.sm.line_col(item.input_loc);
        let pname = fc.sm.name(item.pattern_loc.buf);
        let iname = fc.sm.name(item.input_loc.buf);
        let expected = format!("{}\n", String::from_utf8_lossy(&item.expected));
        let actual = format!("{}\n", String::from_utf8_lossy(&item.actual));
        let diff = similar::TextDiff::from_lines(&expected, &actual);
        let text = diff
            .unified_diff()
            .context_radius(1)
            .header(
                &format!("{pname}:{pl} (expected)"),
                &format!("{iname}:{il} (input)"),
            )
            .to_string();
        err.extend_from_slice(text.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonicalizes_whitespace() {
        assert_eq!(canonicalize(b"a  \t b\r\nc\r".to_vec(), false), b"a b\nc\r");
        assert_eq!(canonicalize(b"x\ty z".to_vec(), false), b"x y z");
        assert_eq!(
            canonicalize(b" \t a \t\tb  \r\r\n\t".to_vec(), false),
            b" a b \r\n "
        );
        assert_eq!(canonicalize(b"a \t\r\n".to_vec(), true), b"a \t\n");
        assert_eq!(canonicalize(b"a  b\r\n".to_vec(), true), b"a  b\n");
    }

    /// The obvious byte-by-byte definition of canonicalization.
    fn canonicalize_reference(t: &[u8], strict: bool) -> Vec<u8> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < t.len() {
            let c = t[i];
            if c == b'\r' && t.get(i + 1) == Some(&b'\n') {
                i += 1;
                continue;
            }
            if strict || (c != b' ' && c != b'\t') {
                out.push(c);
                i += 1;
                continue;
            }
            out.push(b' ');
            while i < t.len() && (t[i] == b' ' || t[i] == b'\t') {
                i += 1;
            }
        }
        out
    }

    #[test]
    fn canonicalize_matches_reference() {
        let mut seed = 12345u64;
        for _ in 0..2000 {
            let len = (seed % 40) as usize;
            let mut t = Vec::new();
            for _ in 0..len {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                t.push(b"ab \t\r\n"[(seed >> 33) as usize % 6]);
            }
            for strict in [false, true] {
                assert_eq!(
                    canonicalize(t.clone(), strict),
                    canonicalize_reference(&t, strict),
                    "{t:?}"
                );
            }
        }
    }

    fn run_str(args: &[&str], stdin: &str) -> (i32, String) {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = run(&args, None, &mut stdin.as_bytes(), &mut out, &mut err);
        (code, String::from_utf8_lossy(&err).into_owned())
    }

    #[test]
    fn end_to_end() {
        let dir = std::env::temp_dir().join(format!("fc-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let check = dir.join("c.txt");
        std::fs::write(
            &check,
            "; CHECK: foo\n; CHECK-NEXT: [[#N:]]\n; CHECK: [[#N+1]]\n",
        )
        .unwrap();
        let c = check.to_str().unwrap();
        assert_eq!(run_str(&["FileCheck", c], "foo\n41\n42\n").0, 0);
        let (code, e) = run_str(&["FileCheck", c, "--dump-input=never"], "foo\n41\n43\n");
        assert_eq!(code, 1);
        assert!(
            e.contains("error: CHECK: expected string not found in input"),
            "{e}"
        );
        assert!(e.contains("note: with \"N+1\" equal to \"42\""), "{e}");
        assert_eq!(run_str(&["FileCheck", c], "").0, 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
