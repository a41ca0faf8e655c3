//! The Rust code of a `NativeCodeCall`, split at its placeholders so that
//! code generation substitutes them and the interpreter dispatches on them
//! without re-parsing.

/// One piece of a NativeCodeCall expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Verbatim Rust text.
    Text(String),
    /// `$_builder`: the rewriter.
    Builder,
    /// `$_loc`: the location of the generated ops.
    Loc,
    /// `$_self`: the defining op (source patterns).
    SelfOp,
    /// `$N`: the N-th argument.
    Arg(usize),
    /// `$N...`: the arguments from the N-th on, comma separated.
    ArgsFrom(usize),
}

/// A parsed NativeCodeCall expression.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Snippet {
    /// The pieces in order.
    pub pieces: Vec<Piece>,
}

impl Snippet {
    /// Splits `expr` at its placeholders. A `$` not starting one is text.
    pub fn parse(expr: &str) -> Snippet {
        let mut pieces = Vec::new();
        let mut text = String::new();
        let mut rest = expr;
        while let Some(i) = rest.find('$') {
            text.push_str(&rest[..i]);
            let after = &rest[i + 1..];
            let special = [
                ("_builder", Piece::Builder),
                ("_loc", Piece::Loc),
                ("_self", Piece::SelfOp),
            ]
            .into_iter()
            .find(|(name, _)| after.starts_with(name));
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let (piece, len) = if let Some((name, piece)) = special {
                (Some(piece), name.len())
            } else if digits > 0 {
                match after[..digits].parse::<usize>() {
                    Ok(n) if after[digits..].starts_with("...") => {
                        (Some(Piece::ArgsFrom(n)), digits + 3)
                    }
                    Ok(n) => (Some(Piece::Arg(n)), digits),
                    Err(_) => (None, 0),
                }
            } else {
                (None, 0)
            };
            match piece {
                Some(p) => {
                    if !text.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut text)));
                    }
                    pieces.push(p);
                    rest = &after[len..];
                }
                None => {
                    text.push('$');
                    rest = after;
                }
            }
        }
        text.push_str(rest);
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        Snippet { pieces }
    }

    /// The largest `$N` (or `$N...` start) used, if any.
    pub fn max_arg(&self) -> Option<usize> {
        self.pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Arg(n) | Piece::ArgsFrom(n) => Some(*n),
                _ => None,
            })
            .max()
    }

    /// Substitutes the placeholders (`args[N]` for `$N`; `$N...` joins the
    /// rest with ", "), e.g. for code generation.
    pub fn render(&self, builder: &str, loc: &str, self_op: &str, args: &[String]) -> String {
        let mut out = String::new();
        for p in &self.pieces {
            match p {
                Piece::Text(t) => out.push_str(t),
                Piece::Builder => out.push_str(builder),
                Piece::Loc => out.push_str(loc),
                Piece::SelfOp => out.push_str(self_op),
                Piece::Arg(n) => out.push_str(args.get(*n).map_or("", String::as_str)),
                Piece::ArgsFrom(n) => out.push_str(&args.get(*n..).unwrap_or(&[]).join(", ")),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        let s = Snippet::parse("f($_builder, $1, $0..., $_loc, $_self, $x, $)");
        assert_eq!(s.max_arg(), Some(1));
        let args = ["a".to_string(), "b".to_string(), "c".to_string()];
        assert_eq!(
            s.render("rw", "loc", "op", &args),
            "f(rw, b, a, b, c, loc, op, $x, $)"
        );
        assert_eq!(Snippet::parse("g($2...)").render("", "", "", &args), "g(c)");
        assert_eq!(Snippet::parse("").pieces, vec![]);
    }
}
