//! `split-file INPUT DIR`: writes the parts of INPUT into files under DIR.
//!
//! A part starts at a line `//--- NAME` or `X--- NAME` (for any single character `X`, such
//! as `#` or `;`) and runs to the next such line or the end of the input; NAME is the file
//! to write, relative to DIR. Text before the first part is dropped. With
//! `--leading-lines`, each part is preceded by empty lines so that its text keeps the line
//! numbers it had in INPUT. INPUT may be `-` for standard input.
//!
//! Nothing is written when the input has an error.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// One part: its name, the 1-based line of its separator, and its text.
struct Part<'a> {
    name: &'a str,
    line: usize,
    text: &'a str,
}

/// Recognizes a separator line; returns the separator prefix length and the part name.
fn separator(line: &str) -> Option<(usize, &str)> {
    let marker = if line.starts_with("//") { 6 } else { 5 };
    let prefix_end = marker - 4;
    if line.len() >= marker
        && line.is_char_boundary(prefix_end)
        && line[prefix_end..].starts_with("--- ")
    {
        Some((prefix_end, &line[marker..]))
    } else {
        None
    }
}

/// Splits `input` into parts; errors carry a `<input>:<line>: error: ...` message.
fn split<'a>(input: &'a str, input_name: &str) -> Result<Vec<Part<'a>>, String> {
    let mut parts: Vec<Part<'a>> = Vec::new();
    let mut offset = 0;
    let mut line_no = 0;
    // Byte offset where the current part's text starts.
    let mut text_start = None;
    while offset < input.len() {
        line_no += 1;
        let end = input[offset..]
            .find('\n')
            .map_or(input.len(), |i| offset + i + 1);
        let line = input[offset..end].trim_end_matches('\n');
        let line = line.strip_suffix('\r').unwrap_or(line);
        if let Some((_, name)) = separator(line) {
            if let (Some(start), Some(last)) = (text_start, parts.last_mut()) {
                last.text = &input[start..offset];
            }
            let problem = if name.is_empty() {
                Some("empty part name".to_string())
            } else if name.trim_matches([' ', '\t']) != name {
                Some("part name cannot have leading or trailing space".to_string())
            } else if parts.iter().any(|p| p.name == name) {
                Some(format!("'{line}' occurs more than once"))
            } else {
                None
            };
            if let Some(problem) = problem {
                let mut message = format!("{input_name}:{line_no}: error: {problem}");
                if parts.is_empty() {
                    message.push('\n');
                    message.push_str(&no_parts(input_name));
                }
                return Err(message);
            }
            parts.push(Part {
                name,
                line: line_no,
                text: "",
            });
            text_start = Some(end);
        }
        offset = end;
    }
    if let (Some(start), Some(last)) = (text_start, parts.last_mut()) {
        last.text = &input[start.min(input.len())..];
    }
    if parts.is_empty() {
        return Err(no_parts(input_name));
    }
    Ok(parts)
}

fn no_parts(input_name: &str) -> String {
    format!("split-file: error: {input_name}: no part separator was found")
}

/// Writes one part under `dir`, creating directories as needed.
///
/// Leading lines use `\r\n` when the input does.
fn write_part(dir: &Path, part: &Part<'_>, leading: Option<&str>) -> Result<(), String> {
    let relative = part.name.trim_start_matches('/');
    let path: PathBuf = dir.join(relative);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("split-file: error: {}: {e}", parent.display()))?;
    }
    let mut contents = String::with_capacity(part.text.len() + 2 * part.line);
    if let Some(newline) = leading {
        contents.extend(std::iter::repeat_n(newline, part.line));
    }
    contents.push_str(part.text);
    std::fs::write(&path, contents)
        .map_err(|e| format!("split-file: error: {}: {e}", path.display()))
}

fn run() -> Result<(), String> {
    let argv0 = std::env::args()
        .next()
        .unwrap_or_else(|| "split-file".into());
    let mut leading_lines = false;
    let mut positional = Vec::new();
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--leading-lines" | "-leading-lines" => leading_lines = true,
            "--no-leading-lines" | "-no-leading-lines" => leading_lines = false,
            "--help" | "-help" | "-h" => {
                println!(
                    "OVERVIEW: Split input into multiple parts separated by regex '^(.|//)--- ' \
                     and extract the part specified by '^(.|//)--- <part>'\n\n\
                     USAGE: split-file [options] filename directory\n\n\
                     OPTIONS:\n  --leading-lines    - Preserve line numbers\n  \
                     --no-leading-lines - Don't preserve line numbers (default)"
                );
                return Ok(());
            }
            "-" => positional.push(arg),
            _ if arg.starts_with('-') => {
                return Err(format!(
                    "split-file: Unknown command line argument '{arg}'.  Try: '{argv0} --help'"
                ));
            }
            _ => positional.push(arg),
        }
    }
    if positional.len() > 2 {
        return Err(format!(
            "split-file: Too many positional arguments specified!\n\
             Can specify at most 2 positional arguments: See: {argv0} --help"
        ));
    }
    let Some(input_name) = positional.first() else {
        return Err("split-file: error: input filename is not specified".into());
    };
    let Some(output_dir) = positional.get(1) else {
        return Err("split-file: error: output directory is not specified".into());
    };
    let mut bytes = Vec::new();
    let read = if input_name == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(input_name).map(|b| bytes = b)
    };
    read.map_err(|e| {
        let text = ropt_cli::io_error_text(&e);
        format!("split-file: error: {input_name}: {text}")
    })?;
    let input = String::from_utf8_lossy(&bytes);
    let parts = split(&input, input_name)?;
    let dir = Path::new(output_dir);
    let newline = if input.contains("\r\n") { "\r\n" } else { "\n" };
    let leading = leading_lines.then_some(newline);
    for part in &parts {
        write_part(dir, part, leading)?;
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(input: &str) -> Vec<(String, usize, String)> {
        split(input, "in")
            .unwrap()
            .into_iter()
            .map(|p| (p.name.to_string(), p.line, p.text.to_string()))
            .collect()
    }

    #[test]
    fn separators() {
        assert_eq!(
            names("head\n//--- a\nA\n#--- b/c\nB\n;--- d\n"),
            [
                ("a".into(), 2, "A\n".into()),
                ("b/c".into(), 4, "B\n".into()),
                ("d".into(), 6, String::new())
            ]
        );
        assert_eq!(names("//--- a b\nx"), [("a b".into(), 1, "x".into())]);
        assert_eq!(names("//--- a\r\nA\r\n"), [("a".into(), 1, "A\r\n".into())]);
        assert_eq!(names("//---a\n//--- b\n"), [("b".into(), 2, String::new())]);
    }

    #[test]
    fn errors() {
        let err = |s| split(s, "in").err().unwrap();
        assert_eq!(
            err("//--- \nA\n"),
            "in:1: error: empty part name\nsplit-file: error: in: no part separator was found"
        );
        assert_eq!(
            err("//--- a\n//--- a \n"),
            "in:2: error: part name cannot have leading or trailing space"
        );
        assert_eq!(
            err("//--- a\n//--- a\n"),
            "in:2: error: '//--- a' occurs more than once"
        );
        assert_eq!(
            err("nothing\n"),
            "split-file: error: in: no part separator was found"
        );
    }
}
