//! Rewrite tracing (`--trace-rewrites`) and the pattern-contract checker's reports, with
//! formatters as readable text or JSON lines.

use std::fmt::Write;

use ropt_ir::Location;

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraceKind {
    /// A pattern applied.
    Apply,
    /// A pattern did not match.
    Failure,
}

/// One pattern attempt.
#[derive(Debug, Clone)]
pub struct TraceEvent {
    /// Apply or failure.
    pub kind: TraceKind,
    /// The pattern's debug name.
    pub pattern: String,
    /// The root op's name.
    pub op: &'static str,
    /// The root op's location.
    pub location: Location,
    /// The reason given with `notify_match_failure`, if any.
    pub reason: Option<String>,
}

/// The contract a pattern broke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contract {
    /// It reported success without changing the IR.
    SuccessWithoutChange,
    /// It changed the IR and then reported failure.
    ChangedIrOnFailure,
    /// It left IR that does not verify (the verifier's message).
    InvalidIr(String),
}

/// A pattern contract violation.
#[derive(Debug, Clone)]
pub struct ContractViolation {
    /// The guilty pattern.
    pub pattern: String,
    /// The root op's name.
    pub op: &'static str,
    /// The root op's location.
    pub location: Location,
    /// What went wrong.
    pub contract: Contract,
}

impl std::fmt::Display for ContractViolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match &self.contract {
            Contract::SuccessWithoutChange => "reported success without changing the IR".into(),
            Contract::ChangedIrOnFailure => "changed the IR and then reported failure".into(),
            Contract::InvalidIr(m) => format!("left invalid IR: {m}"),
        };
        write!(f, "pattern '{}' on '{}' {what}", self.pattern, self.op)
    }
}

/// `file:line:col` of a location, or `unknown`.
pub fn location_text(loc: Location) -> String {
    match loc.file_line_col() {
        Some((file, line, col)) => format!("{}:{line}:{col}", file.as_str()),
        None => "unknown".to_owned(),
    }
}

fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Output format of a trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TraceFormat {
    /// One readable line per event.
    Text,
    /// One JSON object per line.
    Json,
}

/// Formats trace events, one per line.
pub fn format_trace(events: &[TraceEvent], format: TraceFormat) -> String {
    let mut out = String::new();
    for e in events {
        let kind = match e.kind {
            TraceKind::Apply => "apply",
            TraceKind::Failure => "failure",
        };
        let loc = location_text(e.location);
        match format {
            TraceFormat::Text => {
                let _ = write!(
                    out,
                    "{kind}: pattern '{}' on '{}' at {loc}",
                    e.pattern, e.op
                );
                if let Some(r) = &e.reason {
                    let _ = write!(out, ": {r}");
                }
                out.push('\n');
            }
            TraceFormat::Json => {
                out.push_str("{\"event\":");
                json_string(&mut out, kind);
                out.push_str(",\"pattern\":");
                json_string(&mut out, &e.pattern);
                out.push_str(",\"op\":");
                json_string(&mut out, e.op);
                out.push_str(",\"loc\":");
                json_string(&mut out, &loc);
                if let Some(r) = &e.reason {
                    out.push_str(",\"reason\":");
                    json_string(&mut out, r);
                }
                out.push_str("}\n");
            }
        }
    }
    out
}

/// The non-convergence report: the cycle of patterns that kept firing.
pub fn format_cycle(cycle: &[(String, &'static str)]) -> String {
    if cycle.is_empty() {
        return "greedy rewriting did not converge (no pattern applied in the last iteration)"
            .to_owned();
    }
    let mut out = String::from("greedy rewriting did not converge; patterns kept firing: ");
    for (i, (p, op)) in cycle.iter().enumerate() {
        if i > 0 {
            out.push_str(" -> ");
        }
        let _ = write!(out, "'{p}' on '{op}'");
    }
    let _ = write!(out, " -> '{}' ...", cycle[0].0);
    out
}
