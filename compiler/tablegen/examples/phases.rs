//! Times the phases of reading a file and printing its records (for profiling):
//! `cargo run --release -p ropt-tablegen --example phases -- FILE [-I DIR]... [REPEAT]`.

use std::path::PathBuf;
use std::time::Instant;

use ropt_tablegen::RecordKeeper;
use ropt_tablegen::eval::Eval;
use ropt_tablegen::intern::Interner;
use ropt_tablegen::lexer::Lexer;
use ropt_tablegen::source::SourceMap;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut file = None;
    let mut dirs = Vec::new();
    let mut repeat = 1;
    while let Some(a) = args.next() {
        if a == "-I" {
            dirs.extend(args.next().map(PathBuf::from));
        } else if let Some(d) = a.strip_prefix("-I") {
            dirs.push(PathBuf::from(d));
        } else if let Ok(n) = a.parse() {
            repeat = n;
        } else {
            file = Some(a);
        }
    }
    let Some(file) = file else {
        eprintln!("usage: phases FILE [-I DIR]... [REPEAT]");
        return;
    };
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let opts = ropt_tablegen::Options {
        include_dirs: dirs,
        macros: Vec::new(),
    };
    for _ in 0..repeat {
        let t0 = Instant::now();
        let mut sources = SourceMap::default();
        let mut interner = Interner::default();
        let main = sources.add(file.clone(), text.clone(), None);
        let mut lexer = Lexer::new(
            &mut sources,
            &mut interner,
            main,
            opts.include_dirs.clone(),
            &[],
        );
        let mut n = 0usize;
        while let Some(Ok(_)) = lexer.next() {
            n += 1;
        }
        drop(lexer);
        let t1 = Instant::now();
        let mut sources = SourceMap::default();
        let mut interner = Interner::default();
        let main = sources.add(file.clone(), text.clone(), None);
        let mut lexer = Lexer::new(
            &mut sources,
            &mut interner,
            main,
            opts.include_dirs.clone(),
            &[],
        );
        let stmts = ropt_tablegen::parse::parse_file(&mut lexer).unwrap_or_default();
        drop(lexer);
        let t2 = Instant::now();
        let mut kp = RecordKeeper::new(interner);
        let mut ev = Eval::new(&mut kp);
        let _ = ev.run(&stmts);
        drop(ev);
        eprintln!("{} values, {} records", kp.value_count(), kp.records.len());
        let t3 = Instant::now();
        drop(stmts);
        let t4 = Instant::now();
        let out = ropt_tablegen::print::print_records(&kp);
        let t5 = Instant::now();
        drop(kp);
        let t6 = Instant::now();
        eprintln!(
            "lex {:?} ({n} tokens) parse {:?} eval {:?} drop-ast {:?} print {:?} ({} bytes) drop-records {:?}",
            t1 - t0,
            t2 - t1,
            t3 - t2,
            t4 - t3,
            t5 - t4,
            out.len(),
            t6 - t5
        );
    }
}
