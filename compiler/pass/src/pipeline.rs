//! Textual pass pipelines: `builtin.module(func.func(cse,canonicalize{top-down=false}))`.
//!
//! Parsing follows mlir-opt: the outer `anchor(...)` is split off first, the inner text is
//! tokenised at `,(){`, and errors point into the inner text with a caret, prefixed with
//! `MLIR Textual PassPipeline Parser:1:COL: error:`.

use crate::manager::{OpPassManager, PassEntry};
use crate::options::{OptionError, PassOptions};
use crate::registry::PassRegistry;

/// A pipeline error: text mlir-opt prints to stderr before the diagnostic (lines prefixed with
/// the tool name) and the diagnostic's message (printed as `<unknown>:0: error: MESSAGE`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipelineError {
    /// Raw stderr text printed first (may be empty).
    pub raw: String,
    /// The diagnostic message (`None`: a command-line error, only `raw` is printed).
    pub message: Option<String>,
}

impl PipelineError {
    fn msg(message: impl Into<String>) -> Self {
        PipelineError {
            raw: String::new(),
            message: Some(message.into()),
        }
    }

    /// A bad command-line value, reported as LLVM's option parser does (no diagnostic).
    pub fn command_line(raw: String) -> Self {
        PipelineError { raw, message: None }
    }

    /// The error as mlir-opt prints it for the pipeline of a reproducer: the text alone,
    /// not as a diagnostic.
    pub fn render_bare(&self) -> String {
        format!("{}{}", self.raw, self.message.as_deref().unwrap_or(""))
    }

    /// Everything ropt prints to stderr for this error.
    pub fn render(&self) -> String {
        match &self.message {
            Some(m) => format!("{}<unknown>:0: error: {m}\n", self.raw),
            None => self.raw.clone(),
        }
    }
}

/// One parsed element: a pass (with its option text) or a nested pipeline.
#[derive(Debug, Clone)]
struct Element {
    name: String,
    /// Byte offset of the name in the inner text.
    pos: usize,
    options: Option<String>,
    /// `Some` for `name(...)`.
    inner: Option<Vec<Element>>,
}

/// Parses `--pass-pipeline` text (with its outer anchor) into a pass manager.
pub fn parse_pass_pipeline(
    text: &str,
    registry: &PassRegistry,
    tool: &str,
) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let open = text.find('(');
    let (Some(open), true) = (open.filter(|&o| o > 0), text.ends_with(')')) else {
        return Err(PipelineError::msg(
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
        ));
    };
    let anchor = text[..open].trim_end();
    let inner = &text[open + 1..text.len() - 1];
    let mut pm = OpPassManager::new(anchor);
    add_pipeline_elements(inner, &mut pm, registry, tool)?;
    Ok(pm)
}

/// Parses anchor-less pipeline elements (`cse,func.func(cse)`) and appends them to `pm`.
pub fn add_pipeline_elements(
    inner: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    tool: &str,
) -> Result<(), PipelineError> {
    add_elements(inner, pm, registry, tool, false)
}

/// [`add_pipeline_elements`] with implicit nesting (MLIR's `OpPassManager::Nesting::Implicit`):
/// a pass restricted to another op than `pm`'s anchor goes into a nested pass manager on it.
pub fn add_pipeline_elements_nesting(
    inner: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    tool: &str,
) -> Result<(), PipelineError> {
    add_elements(inner, pm, registry, tool, true)
}

/// Parses `inner` and resolves it into `pm`, nesting implicitly when `implicit`.
fn add_elements(
    inner: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    tool: &str,
    implicit: bool,
) -> Result<(), PipelineError> {
    if inner.is_empty() {
        return Ok(());
    }
    let elements = parse_elements(inner)?;
    resolve(&elements, inner, pm, registry, tool, implicit)
}

fn located(inner: &str, pos: usize, message: &str) -> PipelineError {
    let col = inner[..pos.min(inner.len())].chars().count() + 1;
    PipelineError::msg(format!(
        "MLIR Textual PassPipeline Parser:1:{col}: error: {message}\n{inner}\n{}^\n",
        " ".repeat(col - 1)
    ))
}

fn ltrim_pos(s: &str, mut pos: usize) -> usize {
    let b = s.as_bytes();
    while pos < b.len() && b[pos].is_ascii_whitespace() {
        pos += 1;
    }
    pos
}

fn parse_elements(inner: &str) -> Result<Vec<Element>, PipelineError> {
    let b = inner.as_bytes();
    // A stack of element lists; the last is the one being filled.
    let mut stack: Vec<Vec<Element>> = vec![Vec::new()];
    let mut pos = 0usize;
    loop {
        let sep = b[pos..]
            .iter()
            .position(|c| matches!(c, b',' | b'(' | b')' | b'{' | b'}'))
            .map(|p| p + pos);
        let end = sep.unwrap_or(b.len());
        let name_start = ltrim_pos(inner, pos).min(end);
        let name = inner[name_start..end].trim_end().to_owned();
        stack
            .last_mut()
            .expect("stack is never empty")
            .push(Element {
                name,
                pos: name_start,
                options: None,
                inner: None,
            });
        let Some(mut at) = sep else { break };
        if b[at] == b'{' {
            let mut depth = 1;
            let mut close = None;
            for (i, &c) in b.iter().enumerate().skip(at + 1) {
                if c == b'{' {
                    depth += 1;
                } else if c == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(i);
                        break;
                    }
                }
            }
            let Some(close) = close else {
                return Err(located(
                    inner,
                    at,
                    "missing closing '}' while processing pass options",
                ));
            };
            let elems = stack.last_mut().expect("stack is never empty");
            elems.last_mut().expect("just pushed").options = Some(inner[at + 1..close].to_owned());
            at = ltrim_pos(inner, close + 1);
            if at >= b.len() {
                pos = at;
                break;
            }
        } else if b[at] == b'(' {
            stack.push(Vec::new());
            pos = at + 1;
            continue;
        }
        while at < b.len() && b[at] == b')' {
            if stack.len() == 1 {
                return Err(located(
                    inner,
                    at,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let done = stack.pop().expect("checked length");
            stack
                .last_mut()
                .and_then(|v| v.last_mut())
                .expect("a nested pipeline has an owner element")
                .inner = Some(done);
            at = ltrim_pos(inner, at + 1);
        }
        if at >= b.len() {
            pos = at;
            break;
        }
        if b[at] != b',' {
            return Err(located(inner, at, "expected ',' after parsing pipeline"));
        }
        pos = at + 1;
    }
    if stack.len() > 1 {
        return Err(located(
            inner,
            pos,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(stack.pop().expect("stack is never empty"))
}

fn resolve(
    elements: &[Element],
    inner_text: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    tool: &str,
    implicit: bool,
) -> Result<(), PipelineError> {
    for e in elements {
        if let Some(inner) = &e.inner {
            let mut nested = OpPassManager::new(&e.name);
            resolve(inner, inner_text, &mut nested, registry, tool, implicit).map_err(
                |mut err| {
                    // A pass that could not be added names each pipeline it was nested in.
                    if let Some(m) = err
                        .message
                        .as_mut()
                        .filter(|m| m.contains("failed to add `"))
                    {
                        m.push_str(&format!(
                            "failed to add `{}` with options `` to inner pipeline\n",
                            e.name
                        ));
                    }
                    err
                },
            )?;
            pm.entries.push(PassEntry::Nested(nested));
            continue;
        }
        if let Some(info) = registry.pass(&e.name) {
            let text = e.options.as_deref().unwrap_or("");
            let options = parse_options(registry, info, text, tool, true)?;
            pm.add_pass(info, options, implicit).map_err(|m| {
                PipelineError::msg(format!(
                    "{m}\nfailed to add `{}` with options `{text}`\n",
                    info.argument
                ))
            })?;
            continue;
        }
        if let Some(p) = registry.pipeline(&e.name) {
            add_pipeline_elements(p.pipeline, pm, registry, tool)?;
            continue;
        }
        return Err(located(
            inner_text,
            e.pos,
            &format!(
                "'{}' does not refer to a registered pass or pass pipeline",
                e.name
            ),
        ));
    }
    Ok(())
}

/// Parses the option text of a pass over the registry's defaults for it
/// ([`PassRegistry::set_option_defaults`]), with mlir-opt's error wording (`in_pipeline`: the
/// text comes from `--pass-pipeline`, whose errors also name the pass).
pub fn parse_options(
    registry: &PassRegistry,
    info: &'static crate::pass::PassInfo,
    text: &str,
    tool: &str,
    in_pipeline: bool,
) -> Result<PassOptions, PipelineError> {
    let full = match registry.option_defaults(info.argument) {
        // A later occurrence of an option wins over an earlier one.
        Some(defaults) => std::borrow::Cow::Owned(format!("{defaults} {text}")),
        None => std::borrow::Cow::Borrowed(text),
    };
    PassOptions::parse(info.options, &full, tool).map_err(|e| {
        // Only the textual pipeline parser says which pass failed (mlir-opt).
        let tail = if in_pipeline {
            format!(
                "\nfailed to add `{}` with options `{text}`\n",
                info.argument
            )
        } else {
            String::new()
        };
        match e {
            OptionError::InDiagnostic(m) => PipelineError::msg(format!("{m}{tail}")),
            OptionError::ToStderr(m) => PipelineError {
                raw: format!("{tool}: {m}\n"),
                message: Some(tail),
            },
        }
    })
}
