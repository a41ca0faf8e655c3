//! Boolean feature expressions, as used by `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:` and `%if`.
//!
//! Grammar (lowest precedence first):
//!
//! ```text
//! or   := and ('||' and)*
//! and  := not ('&&' not)*
//! not  := '!' not | '(' or ')' | name
//! name := ( [-+=._a-zA-Z0-9]+ | '{{' regex '}}' )+
//! ```
//!
//! A name is true when it fully matches one of the available features; `{{...}}` parts of a
//! name are regular expressions, the rest is literal text. The name `true` is always true.

use std::collections::BTreeSet;

use regex::Regex;

/// One token of an expression.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    LParen,
    RParen,
    And,
    Or,
    Not,
    Name(String),
}

/// Splits `text` into tokens, or explains why it cannot.
fn tokenize(text: &str) -> Result<Vec<Token>, String> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        match c {
            b'(' => {
                tokens.push(Token::LParen);
                i += 1;
            }
            b')' => {
                tokens.push(Token::RParen);
                i += 1;
            }
            b'!' => {
                tokens.push(Token::Not);
                i += 1;
            }
            b'&' if bytes.get(i + 1) == Some(&b'&') => {
                tokens.push(Token::And);
                i += 2;
            }
            b'|' if bytes.get(i + 1) == Some(&b'|') => {
                tokens.push(Token::Or);
                i += 2;
            }
            _ => {
                let start = i;
                loop {
                    if i < bytes.len() && is_name_byte(bytes[i]) {
                        i += 1;
                    } else if text[i..].starts_with("{{") {
                        match text[i + 2..].find("}}") {
                            // `.+?` in lit's tokenizer: the regex must not be empty.
                            Some(end) if end > 0 => i += 2 + end + 2,
                            _ => return Err(format!("unterminated or empty '{{{{' in '{text}'")),
                        }
                    } else {
                        break;
                    }
                }
                if i == start {
                    return Err(format!(
                        "couldn't parse text '{}' in '{text}'",
                        &text[start..]
                    ));
                }
                tokens.push(Token::Name(text[start..i].to_string()));
            }
        }
    }
    Ok(tokens)
}

/// Bytes allowed in the literal parts of a feature name.
fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'+' | b'=' | b'.' | b'_')
}

/// Turns a feature name with `{{regex}}` parts into an anchored regular expression.
fn name_regex(name: &str) -> Result<Regex, String> {
    let mut pattern = String::from("^(?:");
    let mut rest = name;
    while let Some(start) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let end = after.find("}}").unwrap_or(after.len());
        pattern.push_str("(?:");
        pattern.push_str(&after[..end]);
        pattern.push(')');
        rest = after.get(end + 2..).unwrap_or("");
    }
    pattern.push_str(&regex::escape(rest));
    pattern.push_str(")$");
    Regex::new(&pattern).map_err(|e| format!("invalid regular expression in '{name}': {e}"))
}

/// A recursive-descent evaluator over a token list.
struct Evaluator<'a> {
    tokens: &'a [Token],
    pos: usize,
    features: &'a BTreeSet<String>,
    text: &'a str,
}

impl Evaluator<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn error(&self, expected: &str) -> String {
        match self.peek() {
            Some(token) => format!(
                "expected: {expected} in '{}' but found {token:?}",
                self.text
            ),
            None => format!(
                "expected: {expected} in '{}' but found end of input",
                self.text
            ),
        }
    }

    fn or(&mut self, depth: usize) -> Result<bool, String> {
        let mut value = self.and(depth)?;
        while self.peek() == Some(&Token::Or) {
            self.pos += 1;
            let rhs = self.and(depth)?;
            value = value || rhs;
        }
        Ok(value)
    }

    fn and(&mut self, depth: usize) -> Result<bool, String> {
        let mut value = self.not(depth)?;
        while self.peek() == Some(&Token::And) {
            self.pos += 1;
            let rhs = self.not(depth)?;
            value = value && rhs;
        }
        Ok(value)
    }

    fn not(&mut self, depth: usize) -> Result<bool, String> {
        // Nesting is bounded by the length of a directive line; still, refuse absurd depths
        // rather than risk the stack.
        if depth > 256 {
            return Err(format!("expression nested too deeply in '{}'", self.text));
        }
        match self.peek().cloned() {
            Some(Token::Not) => {
                self.pos += 1;
                Ok(!self.not(depth + 1)?)
            }
            Some(Token::LParen) => {
                self.pos += 1;
                let value = self.or(depth + 1)?;
                if self.peek() != Some(&Token::RParen) {
                    return Err(self.error("')'"));
                }
                self.pos += 1;
                Ok(value)
            }
            Some(Token::Name(name)) => {
                self.pos += 1;
                if name == "true" {
                    return Ok(true);
                }
                let regex = name_regex(&name)?;
                Ok(self.features.iter().any(|f| regex.is_match(f)))
            }
            _ => Err(self.error("'!', '(', '{{', or identifier")),
        }
    }
}

/// Evaluates `text` against the set of available `features`.
///
/// Returns an error message when the expression is malformed.
pub fn evaluate(text: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    let tokens = tokenize(text)?;
    let mut evaluator = Evaluator {
        tokens: &tokens,
        pos: 0,
        features,
        text,
    };
    let value = evaluator.or(0)?;
    if evaluator.pos != tokens.len() {
        return Err(evaluator.error("end of expression"));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features() -> BTreeSet<String> {
        ["linux", "x86", "target=x86_64-unknown-linux-gnu", "hello"]
            .into_iter()
            .map(String::from)
            .collect()
    }

    fn eval(text: &str) -> Result<bool, String> {
        evaluate(text, &features())
    }

    #[test]
    fn names_and_operators() {
        assert_eq!(eval("linux"), Ok(true));
        assert_eq!(eval("windows"), Ok(false));
        assert_eq!(eval("true"), Ok(true));
        assert_eq!(eval("false"), Ok(false));
        assert_eq!(eval("!windows"), Ok(true));
        assert_eq!(eval("linux && windows"), Ok(false));
        assert_eq!(eval("linux || windows"), Ok(true));
        assert_eq!(eval("!(linux && !x86)"), Ok(true));
        assert_eq!(eval("windows || linux && x86"), Ok(true));
        assert_eq!(eval("(windows || linux) && !x86"), Ok(false));
    }

    #[test]
    fn regex_names() {
        assert_eq!(eval("target={{.*}}-linux{{.*}}"), Ok(true));
        assert_eq!(eval("target={{.*}}-windows{{.*}}"), Ok(false));
        assert_eq!(eval("he{{l+}}o"), Ok(true));
        assert_eq!(
            eval("he{{l}}"),
            Ok(false),
            "regex must match the whole feature"
        );
        assert_eq!(eval("{{li.*}}"), Ok(true));
    }

    #[test]
    fn malformed() {
        assert!(eval("").is_err());
        assert!(eval("linux &&").is_err());
        assert!(eval("(linux").is_err());
        assert!(eval("linux x86").is_err());
        assert!(eval("a & b").is_err());
        assert!(eval("{{}}").is_err());
        assert!(eval("{{(}}").is_err());
        assert!(eval(&"!".repeat(10_000)).is_err());
        assert!(eval(&"(".repeat(10_000)).is_err());
    }
}
