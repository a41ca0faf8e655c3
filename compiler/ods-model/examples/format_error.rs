//! Reads a `.td` file with ropt's TableGen front end (include dirs from the
//! arguments after the file), lowers it, and prints the first assembly-format
//! error as `<message> @<offset>`, or `ok`. A development aid for comparing
//! the format checker with mlir-tblgen.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: format_error FILE [INCLUDE_DIR...]");
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
    let records = ropt_ods_model::from_tablegen::from_keeper(&outcome.records);
    match ropt_ods_model::lower(&records) {
        Ok(_) => println!("ok"),
        Err(errors) => match &errors[0].format {
            Some((f, _)) => println!("{} @{}", f.message, f.offset),
            None => println!("{}", errors[0].message),
        },
    }
}
