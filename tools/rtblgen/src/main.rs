//! `rtblgen`: the TableGen front end and its backends (the counterpart of `llvm-tblgen`).

use std::process::ExitCode;

use clap::Parser;

/// rtblgen: read TableGen and run a backend over its records.
#[derive(Parser, Debug)]
#[command(name = "rtblgen", version, about, long_about = None)]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Include search directories.
    #[arg(short = 'I')]
    include_dirs: Vec<String>,
}

fn main() -> ExitCode {
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o', 'I', 'D', 'd'], &|_| false);
    let _cli = Cli::parse_from(args);
    eprintln!("rtblgen: the TableGen front end is not built yet");
    ExitCode::FAILURE
}
