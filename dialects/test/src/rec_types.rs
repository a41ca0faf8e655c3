//! The recursive types of the test dialect, as mlir-opt 22 has them:
//!
//! * `!test.test_rec<name, body>`: a type named `name` whose body (set once, by the first
//!   parse or [`set_rec_body`]) is a test type written without `!test.` (`test_type`, `i32`
//!   or a nested `test_rec`). Inside its own body it is written `test_rec<name>`.
//! * `!test.test_rec_alias<name, body>`: the same with any type as body (written in full,
//!   `!test.` included); the printer gives it the alias `!name`, and prints it as
//!   `test_rec_alias<name>` when it meets it again inside its own body.
//!
//! Types are uniqued by name, as MLIR's mutable types: the storage is an opaque type whose
//! text is `test_rec<name>` / `test_rec_alias<name>`, and the bodies live in a process-wide
//! table (types are process-wide too). The parser reads them through
//! [`ropt_ir::asm_interface::register_type_parser`] and the printer prints them through
//! [`ropt_ir::asm_interface::register_type_form`].

use std::sync::{Mutex, OnceLock};

use ropt_ir::asm_interface::{
    AsmResult, DialectTypeForm, Punct, SourcePos, TypeBodyParser, TypePiece,
};
use ropt_ir::{Context, Type, TypeKind};
use rustc_hash::FxHashMap;

/// The two kinds of recursive type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Rec,
    RecAlias,
}

impl Kind {
    fn mnemonic(self) -> &'static str {
        match self {
            Kind::Rec => "test_rec",
            Kind::RecAlias => "test_rec_alias",
        }
    }
}

/// Name of a recursive type (interned: alias names must be `'static`) and its body.
struct Entry {
    name: &'static str,
    body: Option<Type>,
}

fn table() -> &'static Mutex<FxHashMap<Type, Entry>> {
    static TABLE: OnceLock<Mutex<FxHashMap<Type, Entry>>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

fn lock() -> std::sync::MutexGuard<'static, FxHashMap<Type, Entry>> {
    table().lock().unwrap_or_else(|e| e.into_inner())
}

/// Installs the parser and printer hooks (once per process).
pub fn install() {
    ropt_ir::asm_interface::register_type_parser("test", parse);
    ropt_ir::asm_interface::register_type_form("test", form);
}

fn get(ctx: &Context, kind: Kind, name: &str) -> Type {
    let ty = ctx.opaque_type("test", &format!("{}<{name}>", kind.mnemonic()));
    let mut t = lock();
    t.entry(ty).or_insert_with(|| Entry {
        name: Box::leak(name.to_string().into_boxed_str()),
        body: None,
    });
    ty
}

/// `!test.test_rec<name, ...>` (its body unset until [`set_rec_body`]).
pub fn rec_type(ctx: &Context, name: &str) -> Type {
    get(ctx, Kind::Rec, name)
}

/// Sets the body of a recursive type; `false` (nothing changed) if it has a different one
/// already.
pub fn set_rec_body(ty: Type, body: Type) -> bool {
    let mut t = lock();
    let Some(e) = t.get_mut(&ty) else {
        return false;
    };
    match e.body {
        Some(b) if b != body => false,
        _ => {
            e.body = Some(body);
            true
        }
    }
}

fn kind_of(ty: Type) -> Option<Kind> {
    let TypeKind::Opaque { dialect, data } = ty.kind() else {
        return None;
    };
    if dialect.as_str() != "test" {
        return None;
    }
    if data.starts_with("test_rec<") {
        Some(Kind::Rec)
    } else if data.starts_with("test_rec_alias<") {
        Some(Kind::RecAlias)
    } else {
        None
    }
}

fn lookup(ty: Type) -> Option<(&'static str, Option<Type>)> {
    kind_of(ty)?;
    lock().get(&ty).map(|e| (e.name, e.body))
}

thread_local! {
    /// The recursive types whose bodies are being parsed (mlir-opt's cyclic parse stack).
    static PARSING: std::cell::RefCell<Vec<Type>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn being_parsed(ty: Type) -> bool {
    PARSING.with(|p| p.borrow().contains(&ty))
}

/// Runs `f` with `ty` on the cyclic parse stack.
fn parsing<R>(ty: Type, f: impl FnOnce() -> R) -> R {
    PARSING.with(|p| p.borrow_mut().push(ty));
    let r = f();
    PARSING.with(|p| p.borrow_mut().pop());
    r
}

/// The token-level parser of `!test.*` types: the recursive ones; the others stay opaque.
fn parse(
    p: &mut dyn TypeBodyParser,
    mnemonic: &str,
    name_pos: SourcePos,
) -> AsmResult<Option<Type>> {
    match mnemonic {
        "test_rec" => parse_rec(p, name_pos).map(Some),
        "test_rec_alias" => parse_rec_alias(p).map(Some),
        _ => Ok(None),
    }
}

/// `<name, body>` or, inside its own body, `<name>`; the parser stands on `<`.
fn parse_rec(p: &mut dyn TypeBodyParser, name_pos: SourcePos) -> AsmResult<Type> {
    p.enter_nested()?;
    let r = parse_rec_inner(p, name_pos);
    p.exit_nested();
    r
}

fn parse_rec_inner(p: &mut dyn TypeBodyParser, name_pos: SourcePos) -> AsmResult<Type> {
    p.parse_punct(Punct::Less)?;
    let name = p.parse_any_keyword()?;
    let ty = rec_type(p.context(), &name);
    if being_parsed(ty) {
        p.parse_punct(Punct::Greater)?;
        return Ok(ty);
    }
    p.parse_punct(Punct::Comma)?;
    let body = parsing(ty, || parse_nested_test_type(p, name_pos))?;
    p.parse_punct(Punct::Greater)?;
    // A second, different body: mlir-opt fails without a message.
    if !set_rec_body(ty, body) {
        return Err(ropt_ir::asm_interface::AsmError);
    }
    Ok(ty)
}

/// A test type without its `!test.` prefix (the body of `test_rec`).
fn parse_nested_test_type(p: &mut dyn TypeBodyParser, name_pos: SourcePos) -> AsmResult<Type> {
    let kw = p.parse_any_keyword()?;
    match kw.as_str() {
        "test_type" | "i32" => Ok(p.context().opaque_type("test", &kw)),
        "test_rec" => parse_rec(p, name_pos),
        _ => Err(p.emit_error(name_pos, "unknown type!")),
    }
}

/// `<name, type>` or, inside its own body, `<name>`; the parser stands on `<`.
fn parse_rec_alias(p: &mut dyn TypeBodyParser) -> AsmResult<Type> {
    p.parse_punct(Punct::Less)?;
    let name = p.parse_any_keyword()?;
    let ty = get(p.context(), Kind::RecAlias, &name);
    if being_parsed(ty) {
        p.parse_punct(Punct::Greater)?;
        return Ok(ty);
    }
    p.parse_punct(Punct::Comma)?;
    let body = parsing(ty, || p.parse_type())?;
    p.parse_punct(Punct::Greater)?;
    // As mlir-opt: a later, different body is ignored.
    set_rec_body(ty, body);
    Ok(ty)
}

/// How the printer prints the recursive types (and `None` for the other test types).
fn form(ty: Type) -> Option<DialectTypeForm> {
    let kind = kind_of(ty)?;
    let (name, body) = lookup(ty)?;
    let cyclic = format!("{}<{name}>", kind.mnemonic());
    let pieces = match (kind, body) {
        (_, None) => vec![TypePiece::Text(cyclic.clone())],
        (Kind::Rec, Some(_)) => {
            let mut text = String::new();
            let mut stack = Vec::new();
            print_nested(ty, &mut stack, &mut text);
            vec![TypePiece::Text(text)]
        }
        (Kind::RecAlias, Some(body)) => vec![
            TypePiece::Text(format!("test_rec_alias<{name}, ")),
            TypePiece::Type(body),
            TypePiece::Text(">".to_string()),
        ],
    };
    let alias = match kind {
        Kind::RecAlias => Some(name),
        Kind::Rec => (name == "type_to_alias").then_some("testrec"),
    };
    Some(DialectTypeForm {
        alias,
        cyclic,
        pieces,
    })
}

/// A test type without its `!test.` prefix, nested `test_rec`s in full once (work list, so
/// that deep nesting does not recurse).
fn print_nested(ty: Type, stack: &mut Vec<Type>, out: &mut String) {
    enum Step {
        Type(Type),
        Close,
    }
    let mut work = vec![Step::Type(ty)];
    while let Some(step) = work.pop() {
        let ty = match step {
            Step::Close => {
                stack.pop();
                out.push('>');
                continue;
            }
            Step::Type(t) => t,
        };
        match (kind_of(ty), lookup(ty)) {
            (Some(Kind::Rec), Some((name, body))) => {
                out.push_str("test_rec<");
                out.push_str(name);
                match body {
                    Some(b) if !stack.contains(&ty) => {
                        out.push_str(", ");
                        stack.push(ty);
                        work.push(Step::Close);
                        work.push(Step::Type(b));
                    }
                    _ => out.push('>'),
                }
            }
            _ => match ty.kind() {
                TypeKind::Opaque { data, .. } => out.push_str(data),
                // A builtin body (set by a pass): printed as the builtin type is.
                _ => out.push_str(&format!("{ty:?}")),
            },
        }
    }
}
