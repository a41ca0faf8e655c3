//! `ropt`: the MLIR optimizer driver (the counterpart of `mlir-opt`).
//!
//! For now it reads the input and writes it back unchanged; the IR parser, printer and
//! pass pipeline plug in here as they land.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Parser;

/// ropt: parse, transform and print MLIR, as mlir-opt does.
#[derive(Parser, Debug)]
#[command(name = "ropt", version, about, long_about = None)]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for standard output). Nothing is written when ropt fails.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Split the input at `// -----` lines and process each chunk on its own.
    #[arg(long)]
    split_input_file: bool,
}

fn main() -> ExitCode {
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o'], &|_| false);
    let cli = Cli::parse_from(args);
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    let mut text = String::new();
    if cli.input == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("<stdin>: {e}"))?;
    } else {
        text = std::fs::read_to_string(&cli.input)
            .map_err(|e| format!("Could not open input file '{}': {e}", cli.input))?;
    }
    if cli.output == "-" {
        std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string())
    } else {
        std::fs::write(&cli.output, text).map_err(|e| format!("{}: {e}", cli.output))
    }
}
