//! `rpdll`: the PDLL front end (the counterpart of `mlir-pdll`).

use std::process::ExitCode;

use clap::Parser;

/// rpdll: compile PDLL patterns to PDL.
#[derive(Parser, Debug)]
#[command(name = "rpdll", version, about, long_about = None)]
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
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o', 'I'], &|_| false);
    let _cli = Cli::parse_from(args);
    eprintln!("rpdll: the PDLL front end is not built yet");
    ExitCode::FAILURE
}
