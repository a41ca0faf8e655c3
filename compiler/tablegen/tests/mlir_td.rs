//! Optional: every MLIR `.td` file installed by Debian's libmlir-22-dev
//! (`/usr/lib/llvm-22/include/mlir/**/*.td`) must give byte-identical `--print-records` and
//! `--dump-json` output to llvm-tblgen 22 (package llvm-22). Files the oracle rejects are
//! skipped. The test passes trivially, with a notice, when either package is missing.

use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = "/usr/lib/llvm-22/include";
const ORACLE: &str = "/usr/lib/llvm-22/bin/llvm-tblgen";

fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            td_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "td") {
            out.push(p);
        }
    }
}

#[test]
fn mlir_td_files_match_llvm_tblgen() {
    if !Path::new(ROOT).join("mlir").is_dir() || !Path::new(ORACLE).exists() {
        eprintln!("mlir_td: {ROOT}/mlir or {ORACLE} missing; skipped");
        return;
    }
    let mut files = Vec::new();
    td_files(&Path::new(ROOT).join("mlir"), &mut files);
    let (mut compared, mut rejected, mut bad) = (0, 0, Vec::new());
    for f in &files {
        let expected: Vec<Option<Vec<u8>>> = ["--print-records", "--dump-json"]
            .iter()
            .map(|flag| {
                let o = Command::new(ORACLE)
                    .args([flag, "-I", ROOT])
                    .arg(f)
                    .output()
                    .ok()?;
                o.status.success().then_some(o.stdout)
            })
            .collect();
        if expected.iter().any(Option::is_none) {
            rejected += 1;
            continue;
        }
        let name = f.display().to_string();
        let (records, json) = std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || {
                let text = std::fs::read_to_string(&name).unwrap_or_default();
                let opts = ropt_tablegen::Options {
                    include_dirs: vec![PathBuf::from(ROOT)],
                    macros: Vec::new(),
                };
                let limits = ropt_tablegen::Limits::for_stack(256 << 20);
                let o = ropt_tablegen::read_with_limits(&name, text, &opts, limits);
                (
                    ropt_tablegen::print::print_records(&o.records),
                    ropt_tablegen::json::dump_json(&o.records),
                )
            })
            .unwrap()
            .join()
            .unwrap();
        compared += 1;
        if records.as_bytes() != expected[0].as_deref().unwrap() {
            bad.push(format!("{} (--print-records)", f.display()));
        }
        if json.as_bytes() != expected[1].as_deref().unwrap() {
            bad.push(format!("{} (--dump-json)", f.display()));
        }
    }
    eprintln!("mlir_td: {compared} files compared, {rejected} rejected by llvm-tblgen");
    assert!(compared >= 250, "only {compared} files compared");
    assert!(bad.is_empty(), "differences:\n{}", bad.join("\n"));
}
