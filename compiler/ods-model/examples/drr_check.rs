//! Reads a `.td` file with ropt's TableGen front end (include dirs from the
//! arguments after the file) and checks its DRR rules: prints the first
//! error as mlir-tblgen -gen-rewriters does (exit 1), or a summary of each
//! rule (name, benefit, replaced values, result dags).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: drr_check FILE [INCLUDE_DIR...]");
        std::process::exit(2);
    };
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("error: cannot read {path}");
        std::process::exit(2);
    };
    let opts = ropt_tablegen::Options {
        include_dirs: args[1..].iter().map(Into::into).collect(),
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read(path, text, &opts);
    if outcome.errors > 0 {
        eprint!("{}", outcome.diagnostics);
        std::process::exit(1);
    }
    match ropt_ods_model::drr::check_keeper(&outcome.records) {
        Ok((_, patterns)) => {
            for p in patterns {
                println!(
                    "{}: benefit {}, replaces {} value(s), {} result dag(s), {} symbol(s)",
                    p.def_name,
                    p.benefit,
                    p.num_replacements,
                    p.results.len(),
                    p.symbols.len()
                );
            }
        }
        Err(e) => {
            eprint!("{e}");
            std::process::exit(1);
        }
    }
}
