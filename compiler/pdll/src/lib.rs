//! `ropt-pdll`: the PDLL pattern language front end (the library behind `rpdll`).
//!
//! [`parse`] turns a PDLL buffer (and the `.pdll` files it includes) into a [`ast::Module`]
//! with every semantic check of mlir-pdll 22 applied; [`print::print_module`] dumps it as
//! `mlir-pdll -x ast` does, [`mlir::lower`] lowers it to a PDL module as `-x mlir` prints
//! it; [`process_buffer`] is one whole run over a buffer, as the tool and the fuzz target use
//! it.
//!
//! The parser is hand-written recursive descent (with a nesting limit) rather than a
//! generated LR parser: mlir-pdll interleaves parsing and sema and stops at the first
//! error with a message specific to the construct being parsed, and reproducing those
//! messages and their order byte for byte needs the same structure.
//!
//! ODS information reaches sema and the lowering through [`ods::OdsLookup`].

pub mod ast;
pub mod lexer;
pub mod mlir;
pub mod ods;
pub mod parser;
pub mod print;
pub mod source;
pub mod td;
pub mod types;

pub use parser::parse;

use std::io::{self, Write};
use std::path::PathBuf;

use source::SourceMgr;

/// The result of one [`process_buffer`] run.
#[derive(Debug, Default)]
pub struct Processed {
    /// The output (the AST dump) when the run succeeded.
    pub output: Option<Vec<u8>>,
    /// Diagnostics, rendered in LLVM's plain format, in order.
    pub diagnostics: Vec<u8>,
    /// The files included (directly or not), as their buffers are named.
    pub included: Vec<String>,
}

/// What [`process_buffer`] outputs.
#[derive(Clone, Copy)]
pub enum Output<'a> {
    /// The AST dump (`-x ast`).
    Ast,
    /// The PDL module (`-x mlir`), built in this context (see [`mlir::context`]).
    Mlir(&'a ropt_ir::Context),
}

/// Parses `text` (named `name` in diagnostics), with `include_dirs` searched for includes,
/// and prints it as `kind` asks. `max_nesting` is the parser's nesting limit (see
/// [`parser::parse_with_limit`]), also the lowering's; `max_output` bounds the AST dump (a
/// larger one fails the run without a diagnostic; use `usize::MAX` for none).
pub fn process_buffer(
    name: &str,
    text: Vec<u8>,
    include_dirs: &[PathBuf],
    max_nesting: usize,
    max_output: usize,
    kind: Output<'_>,
) -> Processed {
    process_buffer_with(
        name,
        text,
        include_dirs,
        max_nesting,
        max_output,
        kind,
        false,
    )
}

/// [`process_buffer`], also writing the ODS context (as `-dump-ods` prints it, see
/// [`ods::Context::print`]) into the diagnostics after a successful parse when `dump_ods`.
pub fn process_buffer_with(
    name: &str,
    text: Vec<u8>,
    include_dirs: &[PathBuf],
    max_nesting: usize,
    max_output: usize,
    kind: Output<'_>,
    dump_ods: bool,
) -> Processed {
    let c = compile(name, text, include_dirs, max_nesting, kind, dump_ods);
    let output = c.ready.and_then(|r| match r {
        Ready::Ast(m) => {
            let mut text = Vec::new();
            print::print_limited(&m, &mut text, max_output).then_some(text)
        }
        Ready::Text(t) => Some(t),
    });
    Processed {
        output,
        diagnostics: c.diagnostics,
        included: c.included,
    }
}

/// The output of a successful run, to be written with [`Ready::write_to`].
#[derive(Debug)]
pub enum Ready {
    /// The checked module, whose AST dump is the output.
    Ast(Box<ast::Module>),
    /// The output itself.
    Text(Vec<u8>),
}

impl Ready {
    /// Writes the output to `w` (the AST dump in chunks, as it is printed).
    pub fn write_to<W: Write + ?Sized>(&self, w: &mut W) -> io::Result<()> {
        match self {
            Ready::Ast(m) => print::write_module(m, w),
            Ready::Text(t) => w.write_all(t),
        }
    }
}

/// The result of one [`compile`] run.
#[derive(Debug, Default)]
pub struct Compiled {
    /// The output, when the run succeeded.
    pub ready: Option<Ready>,
    /// Diagnostics, rendered in LLVM's plain format, in order.
    pub diagnostics: Vec<u8>,
    /// The files included (directly or not), as their buffers are named.
    pub included: Vec<String>,
}

/// [`process_buffer_with`] up to its output, which is left to the caller to write (so that
/// nothing needs to hold the whole AST dump).
pub fn compile(
    name: &str,
    text: Vec<u8>,
    include_dirs: &[PathBuf],
    max_nesting: usize,
    kind: Output<'_>,
    dump_ods: bool,
) -> Compiled {
    let mut sm = SourceMgr::new(include_dirs.to_vec());
    let mut out = Compiled::default();
    if sm.add_buffer(name, text, None).is_none() {
        out.diagnostics = format!("error: input file `{name}` is too large\n").into_bytes();
        return out;
    }
    let mut diags = Vec::new();
    let module = parser::parse_with_limit(&mut sm, &ods::NoOds, &mut diags, max_nesting);
    for d in &diags {
        sm.render(d, &mut out.diagnostics);
    }
    out.included = sm.buffers()[1..].iter().map(|b| b.name.clone()).collect();
    let Some(m) = module else {
        return out;
    };
    if dump_ods {
        m.ods.print(&mut out.diagnostics);
    }
    match kind {
        Output::Ast => out.ready = Some(Ready::Ast(Box::new(m))),
        Output::Mlir(ctx) => {
            let l = mlir::lower(ctx, &m, &sm, &ods::NoOds, max_nesting);
            out.diagnostics.extend_from_slice(&l.diagnostics);
            out.ready = l.output.map(Ready::Text);
        }
    }
    out
}
