//! `rpdll`: the PDLL front end (the counterpart of `mlir-pdll`).
//!
//! Reads a PDLL file, checks it, and prints its AST (`-x ast`, the default) or its PDL module
//! (`-x mlir`). The input may be
//! split into chunks (`-split-input-file`) processed one by one; the output is written only
//! when every chunk succeeded. `-d` writes a make-style dependency file listing the included
//! files. `-x cpp`/`-x rust` (code generation) are not built yet.

/// mimalloc, as ropt uses it: glibc's malloc took a fifth of a run (the AST, the IR and
/// the printer allocate many small objects).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use ropt_asm::split::{SPLIT_MARKER, split_chunks_at};
use ropt_pdll::source::{Diagnostic, Loc, SourceMgr};

/// The kind of output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutputType {
    /// The AST of the input.
    Ast,
    /// The PDL MLIR of the input.
    Mlir,
    /// C++ for the patterns, as mlir-pdll writes it (not built yet).
    Cpp,
    /// Rust for the patterns (not built yet).
    Rust,
}

/// rpdll: the PDLL front end.
#[derive(Parser, Debug)]
#[command(name = "rpdll", version, about = "PDLL Frontend", long_about = None)]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-", value_name = "input file")]
    input: String,
    /// Output filename.
    #[arg(short = 'o', default_value = "-", value_name = "filename")]
    output: String,
    /// Directory of include files.
    #[arg(short = 'I', value_name = "directory")]
    include_dirs: Vec<String>,
    /// Name of the macro to be defined (ignored).
    #[arg(short = 'D', value_name = "macro name")]
    macros: Vec<String>,
    /// Dependency filename.
    #[arg(short = 'd', value_name = "filename")]
    depfile: Option<String>,
    /// The type of output desired.
    #[arg(short = 'x', value_enum, default_value = "ast", value_name = "value")]
    output_type: OutputType,
    /// Print out the parsed ODS information from the input file.
    #[arg(long = "dump-ods")]
    dump_ods: bool,
    /// Split the input file into chunks using the given or default marker and process each
    /// chunk independently.
    #[arg(long = "split-input-file", num_args = 0..=1, require_equals = true, default_missing_value = SPLIT_MARKER, value_name = "string")]
    split_input_file: Option<String>,
    /// Split marker to use for merging the output.
    #[arg(long = "output-split-marker", default_value = SPLIT_MARKER, value_name = "string")]
    output_split_marker: String,
    /// Only write to the output file if it changed.
    #[arg(long = "write-if-changed")]
    write_if_changed: bool,
    /// Use colors in output (accepted for mlir-pdll's sake; rpdll's output has no colors).
    #[arg(long = "color", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_name = "bool")]
    color: Option<bool>,
    /// Display the list of available options (the same text as `--help`).
    #[arg(long = "help-list", action = clap::ArgAction::Help)]
    help_list: Option<bool>,
}

/// The stack of the worker thread: the nesting limit below fits in it.
const STACK_SIZE: usize = 1 << 30;

/// Nesting accepted by rpdll (mlir-pdll itself handles somewhat more before its stack
/// overflows).
const MAX_NESTING: usize = 10_000;

const _: () = assert!(MAX_NESTING * ropt_pdll::parser::STACK_PER_LEVEL < STACK_SIZE);

fn main() -> ExitCode {
    let is_long = |w: &str| {
        matches!(
            w,
            "dump-ods"
                | "split-input-file"
                | "output-split-marker"
                | "write-if-changed"
                | "color"
                | "help-list"
        )
    };
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o', 'I', 'D', 'd', 'x'], &is_long);
    // LLVM spells `-x=ast` as well as `-x ast`.
    let args: Vec<std::ffi::OsString> = args
        .into_iter()
        .map(|a| match a.to_str().and_then(|s| s.strip_prefix("-x=")) {
            Some(v) => format!("-x{v}").into(),
            None => a,
        })
        .collect();
    let cli = Cli::parse_from(args);
    let worker = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || run(&cli));
    let code = match worker.map(|w| w.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("rpdll: could not start the worker thread");
            1
        }
    };
    ExitCode::from(code)
}

fn run(cli: &Cli) -> u8 {
    let ctx;
    let kind = match cli.output_type {
        OutputType::Ast => ropt_pdll::Output::Ast,
        OutputType::Mlir => {
            ctx = ropt_pdll::mlir::context();
            ropt_pdll::Output::Mlir(&ctx)
        }
        OutputType::Cpp | OutputType::Rust => {
            let mode = if cli.output_type == OutputType::Cpp {
                "cpp"
            } else {
                "rust"
            };
            eprintln!(
                "rpdll: the output mode `-x {mode}` is not implemented yet (only `-x ast` and `-x mlir` are)"
            );
            return 1;
        }
    };
    let (name, text) = if cli.input == "-" {
        let mut bytes = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
            eprintln!(
                "cannot open input file '-': {}",
                ropt_cli::io_error_text(&e)
            );
            return 1;
        }
        ("<stdin>".to_string(), bytes)
    } else {
        match std::fs::read(&cli.input) {
            Ok(b) => (cli.input.clone(), b),
            Err(e) => {
                eprintln!(
                    "cannot open input file '{}': {}",
                    cli.input,
                    ropt_cli::io_error_text(&e)
                );
                return 1;
            }
        }
    };
    let include_dirs: Vec<PathBuf> = cli.include_dirs.iter().map(PathBuf::from).collect();
    let mut included = std::collections::BTreeSet::new();
    let mut stderr = std::io::stderr().lock();
    // Each chunk's output is kept checked but unprinted, and written once every chunk
    // succeeded: nothing is written on failure, and the AST dump goes out as it prints.
    let mut process = |chunk_name: &str, bytes: Vec<u8>, out: &mut Vec<Chunk>| -> bool {
        let c = ropt_pdll::compile(
            chunk_name,
            bytes,
            &include_dirs,
            MAX_NESTING,
            kind,
            cli.dump_ods,
        );
        let _ = stderr.write_all(&c.diagnostics);
        included.extend(c.included);
        match c.ready {
            Some(r) => {
                out.push(Chunk::Output(r));
                true
            }
            None => false,
        }
    };
    let mut output = Vec::new();
    let ok = match &cli.split_input_file {
        None => process(&name, text, &mut output),
        Some(marker) => {
            // Chunks are cut on a one-character-per-byte image of the text, so offsets are
            // byte offsets whatever the encoding.
            let (chunks, near_misses) = split_chunks_at(&latin1(&text), marker);
            if !near_misses.is_empty() {
                let mut sm = SourceMgr::default();
                sm.add_buffer(name.clone(), text.clone(), None);
                let mut buf = Vec::new();
                for off in near_misses {
                    let at = off as u32;
                    let d = Diagnostic::warning(
                        Loc::new(at, at + 1),
                        "near miss with file split marker",
                    );
                    sm.render(&d, &mut buf);
                }
                let _ = std::io::stderr().write_all(&buf);
            }
            let mut sm = SourceMgr::default();
            sm.add_buffer(name.clone(), Vec::new(), None);
            let line_of = |off: usize| 1 + text[..off].iter().filter(|&&b| b == b'\n').count();
            let mut ok = true;
            for (i, c) in chunks.iter().enumerate() {
                if i > 0 {
                    output.push(Chunk::Marker);
                }
                let chunk_name = format!("within split at {name}:{} offset ", line_of(c.start));
                ok &= process(&chunk_name, text[c.start..c.end].to_vec(), &mut output);
            }
            ok
        }
    };
    if !ok {
        return 1;
    }
    let marker = cli.output_split_marker.as_bytes();
    if let Err(msg) = write_output(&cli.output, &output, marker, cli.write_if_changed) {
        eprintln!("{msg}");
        return 1;
    }
    if let Some(dep) = &cli.depfile {
        if cli.output == "-" {
            eprintln!("error: the option -d must be used together with -o");
            return 1;
        }
        let mut text = format!("{}:", cli.output);
        for f in &included {
            text.push(' ');
            text.push_str(f);
        }
        text.push('\n');
        if let Err(msg) = write_output(dep, &[Chunk::Text(text.into_bytes())], b"", false) {
            eprintln!("{msg}");
            return 1;
        }
    }
    // The AST, the IR and the tables are left to the system: freeing them is only work.
    end_process(0)
}

/// Ends the process with `code` once standard output and error are flushed, without
/// freeing what the run allocated (the allocator would hand its pages back one by one just
/// before the system takes them all) or unwinding anything. Output files are written and
/// closed when this is called.
fn end_process(code: u8) -> ! {
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    #[cfg(unix)]
    {
        unsafe extern "C" {
            fn _exit(status: std::ffi::c_int) -> !;
        }
        // SAFETY: `_exit` ends the process at once; everything written is flushed above.
        unsafe { _exit(std::ffi::c_int::from(code)) }
    }
    #[cfg(not(unix))]
    std::process::exit(i32::from(code))
}

/// Maps bytes one to one onto characters (for cutting a text that is not UTF-8: offsets
/// of ASCII markers stay the same).
fn latin1(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| if b.is_ascii() { b as char } else { '\u{1}' })
        .collect()
}

/// A piece of the output.
enum Chunk {
    /// A chunk's output.
    Output(ropt_pdll::Ready),
    /// The output split marker and its newline.
    Marker,
    /// Text.
    Text(Vec<u8>),
}

/// Writes `chunks` to `w`.
fn write_chunks(w: &mut dyn Write, chunks: &[Chunk], marker: &[u8]) -> std::io::Result<()> {
    for c in chunks {
        match c {
            Chunk::Output(r) => r.write_to(w)?,
            Chunk::Marker => {
                w.write_all(marker)?;
                w.write_all(b"\n")?;
            }
            Chunk::Text(t) => w.write_all(t)?,
        }
    }
    w.flush()
}

/// Writes `chunks` to `path` (`-`: standard output), into the file itself (never by
/// renaming); with `if_changed`, a file that already holds them is left alone.
fn write_output(
    path: &str,
    chunks: &[Chunk],
    marker: &[u8],
    if_changed: bool,
) -> Result<(), String> {
    if path == "-" {
        let _ = write_chunks(&mut std::io::stdout().lock(), chunks, marker);
        return Ok(());
    }
    let error = |e: std::io::Error| {
        format!(
            "cannot open output file '{path}': {}",
            ropt_cli::io_error_text(&e)
        )
    };
    if if_changed {
        let mut data = Vec::new();
        let _ = write_chunks(&mut data, chunks, marker);
        if std::fs::read(path).is_ok_and(|old| old == data) {
            return Ok(());
        }
        return std::fs::write(path, data).map_err(error);
    }
    let mut file = std::fs::File::create(path).map_err(error)?;
    write_chunks(&mut file, chunks, marker).map_err(error)
}
