//! The TableGen language: a lexer with the preprocessor and includes ([`lexer`]), an lalrpop
//! grammar producing a tree ([`ast`], [`parse`]), evaluation of that tree into records
//! ([`record`], [`eval`], [`resolve`]), and the backends over records: `--print-records`
//! ([`print`]), `--dump-json` ([`json`]), `--gen-ctags` ([`ctags`]), `--print-sets`
//! ([`sets`]) `--gen-searchable-tables` ([`searchable`])
//! and `--gen-directive-decl` ([`directive`]).

pub mod ast;
pub mod ctags;
pub mod directive;
pub mod eval;
pub mod intern;
pub mod json;
pub mod lexer;
pub mod parse;
pub mod print;
pub mod record;
pub mod resolve;
pub mod searchable;
pub mod sets;
pub mod source;

lalrpop_util::lalrpop_mod!(
    #[allow(missing_docs, clippy::all, unused)]
    grammar
);

use std::path::PathBuf;

use intern::Interner;
pub use record::RecordKeeper;
use source::SourceMap;

/// Options for reading a TableGen file.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Include search directories.
    pub include_dirs: Vec<PathBuf>,
    /// Macros defined with `-D`.
    pub macros: Vec<String>,
}

/// Which warnings the reader gives (all by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Warnings {
    /// A class or multiclass template argument that its body never uses.
    pub unused_template_args: bool,
}

impl Default for Warnings {
    fn default() -> Self {
        Warnings {
            unused_template_args: true,
        }
    }
}

/// How deep the reader may recurse, sized for the stack it runs on. Input nested deeper gets
/// a clean error instead of overflowing the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Depth of `(`, `[`, `{` and `<` nesting the lexer accepts.
    pub nesting: usize,
    /// Depth of nested statements (`foreach`, `if`, `let`, `defset`, ...).
    pub statements: u32,
    /// Depth of expression evaluation and value resolution.
    pub resolve: u32,
    /// Depth of values the printers write out in full.
    pub print: u32,
}

impl Limits {
    /// Limits for a thread with `bytes` of stack (measured frame sizes of debug builds, with a
    /// wide margin): 1,000 brackets, 500 statements and 600 expression levels per 8 MiB.
    pub fn for_stack(bytes: usize) -> Limits {
        let units = (bytes >> 13).max(64);
        Limits {
            nesting: units,
            statements: (units / 2) as u32,
            resolve: (units * 3 / 5) as u32,
            print: (units * 2) as u32,
        }
    }
}

impl Default for Limits {
    /// The limits for the 8 MiB stack of a main thread.
    fn default() -> Self {
        Limits::for_stack(8 << 20)
    }
}

/// The result of reading a file: the records (if evaluation got that far), rendered
/// diagnostics, the number of errors, whether reading failed outright, and the files read.
pub struct Outcome {
    /// The records.
    pub records: RecordKeeper,
    /// Diagnostics as llvm-tblgen prints them.
    pub diagnostics: String,
    /// Errors reported.
    pub errors: usize,
    /// Parsing or evaluation stopped at a hard error.
    pub failed: bool,
    /// Included files, in order.
    pub dependencies: Vec<String>,
}

/// Reads and evaluates TableGen source `text` named `name`, on a stack of at least 8 MiB.
pub fn read(name: &str, text: String, opts: &Options) -> Outcome {
    read_with_limits(name, text, opts, Limits::default())
}

/// [`read`] with recursion limits for the caller's stack (see [`Limits::for_stack`]).
pub fn read_with_limits(name: &str, text: String, opts: &Options, limits: Limits) -> Outcome {
    read_with(name, text, opts, limits, Warnings::default())
}

/// [`read_with_limits`] giving only the chosen `warnings`.
pub fn read_with(
    name: &str,
    text: String,
    opts: &Options,
    limits: Limits,
    warnings: Warnings,
) -> Outcome {
    let mut sources = SourceMap::default();
    // Sizes from the main file's length (big generated files have about one value per two
    // bytes, one name per 16 and one record per 10).
    let len = text.len();
    let mut interner = Interner::with_capacity((len / 16).max(4096));
    let main = sources.add(name.to_string(), text, None);
    let mut lexer = lexer::Lexer::new(
        &mut sources,
        &mut interner,
        main,
        opts.include_dirs.clone(),
        &opts.macros,
    );
    lexer.max_nesting = limits.nesting;
    let parsed = parse::parse_file(&mut lexer);
    let dependencies = std::mem::take(&mut lexer.dependencies);
    drop(lexer);
    let mut kp = RecordKeeper::new(interner);
    kp.reserve(len / 2, len / 10);
    kp.limits = limits;
    let mut diagnostics = String::new();
    let (errors, failed) = match parsed {
        Err(e) => {
            diagnostics.push_str(&sources.render(Some(e.pos), "error", &e.msg));
            for (p, n) in &e.notes {
                diagnostics.push_str(&sources.render(Some(*p), "error", n));
            }
            (1, true)
        }
        Ok(stmts) => {
            let mut ev = eval::Eval::new(&mut kp);
            ev.sources = Some(&sources);
            ev.warnings = warnings;
            let r = ev.run(&stmts);
            for d in &ev.diags {
                diagnostics.push_str(&sources.render(d.pos, d.kind, &d.msg));
            }
            let errors = ev.errors;
            drop(ev);
            drop(stmts);
            (errors, r.is_err())
        }
    };
    kp.sources = sources;
    kp.main_file = name.to_string();
    Outcome {
        records: kp,
        diagnostics,
        errors,
        failed,
        dependencies,
    }
}
