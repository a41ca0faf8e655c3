//! Reads the output of `--print-records` (as printed by `rtblgen` and
//! `llvm-tblgen`) back into a [`RecordSet`].
//!
//! This is a bridge for tools and tests that have the textual records rather
//! than the TableGen front end's record keeper. The text carries no source
//! locations, so every record gets position 0.

use crate::records::{Dag, Record, RecordSet, Value};

/// An error in the records text: the 1-based line and a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// 1-based line number.
    pub line: usize,
    /// What went wrong.
    pub message: String,
}

/// Deepest nesting of lists and dags accepted.
const MAX_DEPTH: usize = 512;

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn line(&self) -> usize {
        self.text[..self.pos].matches('\n').count() + 1
    }

    fn fail<T>(&self, message: &str) -> Result<T, ReadError> {
        Err(ReadError {
            line: self.line(),
            message: message.to_string(),
        })
    }

    fn skip_spaces(&mut self) {
        let trimmed = self.rest().trim_start_matches([' ', '\t']);
        self.pos = self.text.len() - trimmed.len();
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> &'a str {
        let rest = self.rest();
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-'))
            .unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// A string literal: printed without escapes, so it ends at the quote
    /// followed by what can follow a value.
    fn string(&mut self, top_level: bool) -> Result<String, ReadError> {
        let start = self.pos;
        let mut search = self.pos;
        loop {
            let Some(off) = self.text[search..].find('"') else {
                self.pos = start;
                return self.fail("unterminated string");
            };
            let end = search + off;
            let after = &self.text[end + 1..];
            let ends = if top_level {
                after.starts_with(";\n") || after == ";" || after.is_empty()
            } else {
                after.starts_with(", ")
                    || after.starts_with(']')
                    || after.starts_with(')')
                    || after.starts_with(":$")
                    || after.is_empty()
            };
            if ends {
                self.pos = end + 1;
                return Ok(self.text[start..end].to_string());
            }
            search = end + 1;
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, ReadError> {
        if depth > MAX_DEPTH {
            return self.fail("values are nested too deeply");
        }
        self.skip_spaces();
        if self.eat("?") {
            return Ok(Value::Unset);
        }
        if self.eat("\"") {
            return Ok(Value::Str(self.string(depth == 0)?));
        }
        if self.eat("[{") {
            let Some(end) = self.rest().find("}]") else {
                return self.fail("unterminated code block");
            };
            let code = self.rest()[..end].to_string();
            self.pos += end + 2;
            return Ok(Value::Str(code));
        }
        if self.eat("[") {
            let mut items = Vec::new();
            self.skip_spaces();
            if self.eat("]") {
                return Ok(Value::List(items));
            }
            loop {
                items.push(self.value(depth + 1)?);
                self.skip_spaces();
                if self.eat("]") {
                    return Ok(Value::List(items));
                }
                if !self.eat(",") {
                    return self.fail("expected ',' or ']' in list");
                }
            }
        }
        if self.eat("{") {
            // bits, most significant first.
            let mut bits = Vec::new();
            loop {
                self.skip_spaces();
                if self.eat("}") {
                    break;
                }
                match self.value(depth + 1)? {
                    Value::Int(i) => bits.push(i != 0),
                    Value::Bit(b) => bits.push(b),
                    _ => bits.push(false),
                }
                self.skip_spaces();
                self.eat(",");
            }
            let v = bits.iter().fold(0i64, |acc, b| (acc << 1) | *b as i64);
            return Ok(Value::Int(v));
        }
        if self.eat("(") {
            let op = self.value(depth + 1)?;
            if self.eat(":$") {
                self.ident();
            }
            let mut args = Vec::new();
            loop {
                self.skip_spaces();
                if self.eat(")") {
                    break;
                }
                let v = self.value(depth + 1)?;
                let name = if self.eat(":$") {
                    Some(self.ident().to_string())
                } else {
                    None
                };
                args.push((v, name));
                self.skip_spaces();
                if !self.eat(",") && !self.rest().starts_with(')') {
                    return self.fail("expected ',' or ')' in dag");
                }
            }
            return Ok(Value::Dag(Dag {
                op: Box::new(op),
                args,
            }));
        }
        if self
            .rest()
            .starts_with(|c: char| c == '-' || c.is_ascii_digit())
        {
            let neg = self.eat("-");
            let digits = self.ident();
            let parsed = if let Some(hex) = digits.strip_prefix("0x") {
                i64::from_str_radix(hex, 16).ok()
            } else {
                digits.parse::<i64>().ok()
            };
            let Some(v) = parsed else {
                return self.fail("bad integer");
            };
            return Ok(Value::Int(if neg { v.wrapping_neg() } else { v }));
        }
        if self.rest().starts_with('$') {
            // An unnamed dag argument printed as just `$name` (value unset).
            return Ok(Value::Unset);
        }
        let name = self.ident();
        if name.is_empty() {
            return self.fail("expected a value");
        }
        Ok(Value::Str(format!("\u{0}def:{name}")))
    }
}

/// Replaces the def-name placeholders produced while reading by references.
fn resolve(value: &mut Value, set: &RecordSet, unresolved: &mut Vec<String>) {
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::Str(s) if s.starts_with("\u{0}def:") => {
                let name = &s["\u{0}def:".len()..];
                match set.lookup(name) {
                    Some(id) => *v = Value::Def(id),
                    None => {
                        unresolved.push(name.to_string());
                        *v = Value::Unset;
                    }
                }
            }
            Value::List(items) => stack.extend(items.iter_mut()),
            Value::Dag(d) => {
                stack.push(&mut d.op);
                stack.extend(d.args.iter_mut().map(|(v, _)| v));
            }
            _ => {}
        }
    }
}

/// Reads the `def`s of a `--print-records` output (classes are skipped).
pub fn read_print_records(text: &str) -> Result<RecordSet, ReadError> {
    let mut set = RecordSet::new();
    let mut c = Cursor { text, pos: 0 };
    while c.pos < text.len() {
        let line_end = c.rest().find('\n').map_or(text.len(), |i| c.pos + i + 1);
        if !c.rest().starts_with("def ") {
            c.pos = line_end;
            continue;
        }
        c.pos += 4;
        let header_end = c.rest().find('\n').map_or(text.len(), |i| c.pos + i);
        let header = &text[c.pos..header_end];
        let Some(brace) = header.find(" {") else {
            return c.fail("expected '{' after def name");
        };
        let name = header[..brace].to_string();
        let superclasses = header
            .find("//")
            .map(|i| {
                header[i + 2..]
                    .split_whitespace()
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        c.pos = (header_end + 1).min(text.len());
        let mut fields = Vec::new();
        loop {
            if c.eat("}") {
                break;
            }
            if c.pos >= text.len() {
                return c.fail("unterminated def");
            }
            c.skip_spaces();
            // `type name = value;` where the type may be `list<...>`.
            let eq = match c.rest().find(" = ") {
                Some(eq) if !c.rest()[..eq].contains('\n') => eq,
                _ => return c.fail("expected a field"),
            };
            let decl = &c.rest()[..eq];
            let field_name = decl.rsplit(' ').next().unwrap_or("").to_string();
            c.pos += eq + 3;
            let value = c.value(0)?;
            if !c.eat(";") {
                return c.fail("expected ';' after field value");
            }
            c.eat("\n");
            fields.push((field_name, value));
        }
        c.eat("\n");
        set.add(Record {
            name,
            pos: 0,
            superclasses,
            fields,
        });
    }
    let mut unresolved = Vec::new();
    let ids: Vec<_> = set.iter().map(|(id, _)| id).collect();
    for id in ids {
        let mut fields = std::mem::take(&mut set.get_mut(id).fields);
        for (_, v) in &mut fields {
            resolve(v, &set, &mut unresolved);
        }
        set.get_mut(id).fields = fields;
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "------------- Classes -----------------
class Pred {
}
------------- Defs -----------------
def I32 {\t// Constraint TypeConstraint Type
  Pred predicate = anonymous_1;
  string summary = \"32-bit signless integer\";
  string builderCall = \"$_builder.integer_type(32)\";
  list<string> names = [\"a\", \"b\"];
  bits<3> flags = { 1, 0, 1 };
  int width = -32;
  bit isOk = 1;
}
def Op1 {\t// Op
  dag arguments = (ins I32:$x, anonymous_1:$y, \"T\":$z);
  code body = [{
    two \"lines\"
  }];
  string quoted = \"\"none\"\";
  Pred missing = Nowhere;
}
def anonymous_1 {\t// Pred CPred
  string predExpr = \"(true)\";
}
def ins {
}
";

    #[test]
    fn reads_records() {
        let set = read_print_records(SAMPLE).unwrap();
        let i32_ = set.get(set.lookup("I32").unwrap());
        assert_eq!(
            i32_.superclasses,
            vec!["Constraint", "TypeConstraint", "Type"]
        );
        assert!(matches!(i32_.field("predicate"), Some(Value::Def(_))));
        assert_eq!(
            i32_.field("summary"),
            Some(&Value::Str("32-bit signless integer".into()))
        );
        assert_eq!(i32_.field("flags"), Some(&Value::Int(5)));
        assert_eq!(i32_.field("width"), Some(&Value::Int(-32)));
        assert_eq!(
            i32_.field("names"),
            Some(&Value::List(vec![
                Value::Str("a".into()),
                Value::Str("b".into())
            ]))
        );
        let op = set.get(set.lookup("Op1").unwrap());
        let Some(Value::Dag(d)) = op.field("arguments") else {
            panic!("expected a dag")
        };
        assert_eq!(d.args.len(), 3);
        assert_eq!(d.args[2], (Value::Str("T".into()), Some("z".into())));
        assert_eq!(
            op.field("body"),
            Some(&Value::Str("\n    two \"lines\"\n  ".into()))
        );
        assert_eq!(op.field("quoted"), Some(&Value::Str("\"none\"".into())));
        assert_eq!(op.field("missing"), Some(&Value::Unset));
        assert!(set.lookup("Pred").is_none(), "classes are skipped");
    }

    #[test]
    fn random_records_do_not_panic() {
        let pieces = [
            "def ",
            "X",
            " {",
            "\t// A B",
            "\n",
            "  ",
            "int",
            "string",
            " a",
            " = ",
            "\"",
            "[{",
            "}]",
            "[",
            "]",
            "(",
            ")",
            ":$n",
            ", ",
            ";",
            "}",
            "?",
            "-",
            "0x1f",
            "{ 1, 0 }",
            "\u{e9}",
            "anonymous_1",
        ];
        let mut seed = 0xdead_beef_cafe_f00du64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut text = String::new();
            for k in 0..(seed % 20) {
                let r = seed.rotate_left(3 * k as u32);
                text.push_str(pieces[(r % pieces.len() as u64) as usize]);
            }
            let _ = read_print_records(&text);
        }
    }

    #[test]
    fn rejects_garbage_without_panicking() {
        for text in [
            "def X {\n  int a = ",
            "def X {\n  int a = (((",
            "def X {\n  string s = \"x",
            "def X {\n",
        ] {
            assert!(read_print_records(text).is_err(), "{text:?}");
        }
        let deep = format!("def X {{\n  list<int> a = {};\n}}\n", "[".repeat(10_000));
        assert!(read_print_records(&deep).is_err());
    }
}
