//! Label selectors (`-l`, `--selector`), read and matched as kubectl reads them
//! (`labels.Parse` of `k8s.io/apimachinery`, 1.32): `key`, `!key`, `key=value`,
//! `key==value`, `key!=value`, `key in (a,b)`, `key notin (a,b)`, `key>3`, `key<3`, joined
//! by commas; every requirement must hold. What the lexer and the parser accept, and what
//! each operator matches (`!=` and `notin` hold where the key is missing), are Go's; the
//! tests hold them to Go's answers (`oracle/`).

use serde_json::Value;

use crate::error::CliError;

/// A parsed selector: requirements, every one of which must hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Selector(Vec<Requirement>);

#[derive(Debug, Clone, PartialEq)]
struct Requirement {
    key: String,
    operator: Operator,
    /// Sorted and distinct, as Go's `sets.String`.
    values: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Operator {
    Exists,
    DoesNotExist,
    Equals,
    DoubleEquals,
    NotEquals,
    In,
    NotIn,
    GreaterThan,
    LessThan,
}

/// The lexer's tokens.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Token {
    End,
    Identifier,
    ClosedPar,
    Comma,
    DoesNotExist,
    DoubleEquals,
    Equals,
    GreaterThan,
    In,
    LessThan,
    NotEquals,
    NotIn,
    OpenPar,
}

fn token_of(text: &str) -> Option<Token> {
    Some(match text {
        ")" => Token::ClosedPar,
        "," => Token::Comma,
        "!" => Token::DoesNotExist,
        "==" => Token::DoubleEquals,
        "=" => Token::Equals,
        ">" => Token::GreaterThan,
        "in" => Token::In,
        "<" => Token::LessThan,
        "!=" => Token::NotEquals,
        "notin" => Token::NotIn,
        "(" => Token::OpenPar,
        _ => return None,
    })
}

fn is_special(byte: u8) -> bool {
    matches!(byte, b'=' | b'!' | b'(' | b')' | b',' | b'>' | b'<')
}

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

/// Go's lexer: bytes, a NUL read as the end.
struct Lexer<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> Lexer<'a> {
    fn peek(&self) -> u8 {
        self.text.get(self.at).copied().unwrap_or(0)
    }

    fn lex(&mut self) -> (Token, &'a str) {
        while is_space(self.peek()) {
            self.at += 1;
        }
        let start = self.at;
        match self.peek() {
            0 => (Token::End, ""),
            byte if is_special(byte) => {
                // The longest run of special symbols that is a token.
                let mut last = None;
                while is_special(self.peek()) {
                    let candidate = &self.text[start..self.at + 1];
                    match token_of(std::str::from_utf8(candidate).unwrap_or_default()) {
                        Some(token) => {
                            self.at += 1;
                            last = Some((token, self.at));
                        }
                        None if last.is_some() => break,
                        None => self.at += 1,
                    }
                }
                // Every special symbol is a token of its own: there is always a last one.
                let (token, end) = last.unwrap_or((Token::End, self.at));
                self.at = end;
                (token, self.text_of(start, end))
            }
            _ => {
                while !matches!(self.peek(), 0) && !is_special(self.peek()) && !is_space(self.peek()) {
                    self.at += 1;
                }
                let text = self.text_of(start, self.at);
                (token_of(text).unwrap_or(Token::Identifier), text)
            }
        }
    }

    /// The text between two places the lexer stopped at, which are at ASCII bytes or the
    /// ends.
    fn text_of(&self, start: usize, end: usize) -> &'a str {
        std::str::from_utf8(&self.text[start..end]).unwrap_or_default()
    }
}

/// In what the parser reads, `in` and `notin` are names, not operators.
#[derive(Clone, Copy, PartialEq)]
enum Context {
    KeyAndOperator,
    Values,
}

struct Parser<'a> {
    lexer: Lexer<'a>,
}

impl<'a> Parser<'a> {
    fn lookahead(&mut self, context: Context) -> (Token, &'a str) {
        let at = self.lexer.at;
        let found = self.consume(context);
        self.lexer.at = at;
        found
    }

    fn consume(&mut self, context: Context) -> (Token, &'a str) {
        let (token, text) = self.lexer.lex();
        match (context, token) {
            (Context::Values, Token::In | Token::NotIn) => (Token::Identifier, text),
            _ => (token, text),
        }
    }

    fn parse(&mut self) -> Result<Vec<Requirement>, String> {
        let mut requirements = Vec::new();
        loop {
            let (token, text) = self.lookahead(Context::Values);
            match token {
                Token::Identifier | Token::DoesNotExist => {
                    requirements.push(self.requirement()?);
                    let (token, text) = self.consume(Context::Values);
                    match token {
                        Token::End => return Ok(requirements),
                        Token::Comma => {
                            let (next, text) = self.lookahead(Context::Values);
                            if !matches!(next, Token::Identifier | Token::DoesNotExist) {
                                return Err(format!("found '{text}', expected: identifier after ','"));
                            }
                        }
                        _ => return Err(format!("found '{text}', expected: ',' or 'end of string'")),
                    }
                }
                Token::End => return Ok(requirements),
                _ => return Err(format!("found '{text}', expected: !, identifier, or 'end of string'")),
            }
        }
    }

    fn requirement(&mut self) -> Result<Requirement, String> {
        let (key, operator) = self.key_and_operator()?;
        if let Some(operator @ (Operator::Exists | Operator::DoesNotExist)) = operator {
            return new_requirement(key, operator, Vec::new());
        }
        let operator = self.operator()?;
        let values = match operator {
            Operator::In | Operator::NotIn => self.values()?,
            _ => self.exact_value()?,
        };
        new_requirement(key, operator, values)
    }

    fn key_and_operator(&mut self) -> Result<(String, Option<Operator>), String> {
        let mut operator = None;
        let (mut token, mut text) = self.consume(Context::Values);
        if token == Token::DoesNotExist {
            operator = Some(Operator::DoesNotExist);
            (token, text) = self.consume(Context::Values);
        }
        if token != Token::Identifier {
            return Err(format!("found '{text}', expected: identifier"));
        }
        validate_key(text)?;
        if matches!(self.lookahead(Context::Values).0, Token::End | Token::Comma) && operator.is_none() {
            operator = Some(Operator::Exists);
        }
        Ok((text.to_owned(), operator))
    }

    fn operator(&mut self) -> Result<Operator, String> {
        let (token, text) = self.consume(Context::KeyAndOperator);
        Ok(match token {
            Token::In => Operator::In,
            Token::Equals => Operator::Equals,
            Token::DoubleEquals => Operator::DoubleEquals,
            Token::GreaterThan => Operator::GreaterThan,
            Token::LessThan => Operator::LessThan,
            Token::NotIn => Operator::NotIn,
            Token::NotEquals => Operator::NotEquals,
            _ => return Err(format!("found '{text}', expected: in, notin, =, ==, !=, gt, lt")),
        })
    }

    /// `(a,b)`; `()` is the one empty value, and so are the places commas leave empty.
    fn values(&mut self) -> Result<Vec<String>, String> {
        let (token, text) = self.consume(Context::Values);
        if token != Token::OpenPar {
            return Err(format!("found '{text}' expected: '('"));
        }
        let (token, text) = self.lookahead(Context::Values);
        match token {
            Token::Identifier | Token::Comma => {
                let values = self.identifiers()?;
                let (token, text) = self.consume(Context::Values);
                if token != Token::ClosedPar {
                    return Err(format!("found '{text}', expected: ')'"));
                }
                Ok(values)
            }
            Token::ClosedPar => {
                self.consume(Context::Values);
                Ok(vec![String::new()])
            }
            _ => Err(format!("found '{text}', expected: ',', ')' or identifier")),
        }
    }

    fn identifiers(&mut self) -> Result<Vec<String>, String> {
        let mut values: Vec<String> = Vec::new();
        loop {
            let (token, text) = self.consume(Context::Values);
            match token {
                Token::Identifier => {
                    values.push(text.to_owned());
                    let (next, text) = self.lookahead(Context::Values);
                    match next {
                        Token::Comma => continue,
                        Token::ClosedPar => return Ok(values),
                        _ => return Err(format!("found '{text}', expected: ',' or ')'")),
                    }
                }
                Token::Comma => {
                    if values.is_empty() {
                        values.push(String::new());
                    }
                    match self.lookahead(Context::Values).0 {
                        Token::ClosedPar => {
                            values.push(String::new());
                            return Ok(values);
                        }
                        Token::Comma => {
                            self.consume(Context::Values);
                            values.push(String::new());
                        }
                        _ => {}
                    }
                }
                _ => return Err(format!("found '{text}', expected: ',', or identifier")),
            }
        }
    }

    fn exact_value(&mut self) -> Result<Vec<String>, String> {
        if matches!(self.lookahead(Context::Values).0, Token::End | Token::Comma) {
            return Ok(vec![String::new()]);
        }
        match self.consume(Context::Values) {
            (Token::Identifier, text) => Ok(vec![text.to_owned()]),
            (_, text) => Err(format!("found '{text}', expected: identifier")),
        }
    }
}

/// Go's `NewRequirement`: the key and values checked, the values a sorted set.
fn new_requirement(key: String, operator: Operator, mut values: Vec<String>) -> Result<Requirement, String> {
    validate_key(&key)?;
    values.sort();
    values.dedup();
    match operator {
        Operator::In | Operator::NotIn if values.is_empty() => {
            return Err("for 'in', 'notin' operators, values set can't be empty".to_owned());
        }
        Operator::Equals | Operator::DoubleEquals | Operator::NotEquals if values.len() != 1 => {
            return Err("exact-match compatibility requires one single value".to_owned());
        }
        Operator::GreaterThan | Operator::LessThan => {
            if values.len() != 1 {
                return Err("for 'Gt', 'Lt' operators, exactly one value is required".to_owned());
            }
            if values.iter().any(|value| go_int(value).is_none()) {
                return Err("for 'Gt', 'Lt' operators, the value must be an integer".to_owned());
            }
        }
        _ => {}
    }
    for value in &values {
        validate_value(&key, value)?;
    }
    Ok(Requirement { key, operator, values })
}

/// Go's `strconv.ParseInt(text, 10, 64)`: an optional sign, then decimal digits.
fn go_int(text: &str) -> Option<i64> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A label key: a name of at most 63 characters, after an optional DNS subdomain prefix
/// and `/` (`IsQualifiedName`).
fn validate_key(key: &str) -> Result<(), String> {
    let invalid = || {
        Err(format!("invalid label key {key:?}: a label key is a name of at most 63 letters, digits, '-', '_' or '.' (starting and ending with a letter or digit), after an optional DNS subdomain and '/'"))
    };
    let name = match key.split('/').collect::<Vec<_>>()[..] {
        [name] => name,
        [prefix, name] if !prefix.is_empty() && is_dns_subdomain(prefix) => name,
        _ => return invalid(),
    };
    if name.is_empty() || name.len() > 63 || !is_label_text(name) {
        return invalid();
    }
    Ok(())
}

/// A label value: empty, or at most 63 characters as a key's name (`IsValidLabelValue`).
fn validate_value(key: &str, value: &str) -> Result<(), String> {
    if value.len() > 63 || !(value.is_empty() || is_label_text(value)) {
        return Err(format!(
            "invalid label value {value:?} of {key:?}: at most 63 letters, digits, '-', '_' or '.', starting and ending with a letter or digit"
        ));
    }
    Ok(())
}

/// `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`, not empty.
fn is_label_text(text: &str) -> bool {
    let bytes = text.as_bytes();
    let edge = |b: &u8| b.is_ascii_alphanumeric();
    bytes.first().is_some_and(edge)
        && bytes.last().is_some_and(edge)
        && bytes.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// `IsDNS1123Subdomain`: at most 253 characters, dot-separated lower-case labels of
/// letters, digits and inner dashes.
fn is_dns_subdomain(text: &str) -> bool {
    text.len() <= 253
        && text.split('.').all(|label| {
            let bytes = label.as_bytes();
            let edge = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit();
            bytes.first().is_some_and(edge)
                && bytes.last().is_some_and(edge)
                && bytes.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
        })
}

impl Selector {
    /// Reads a selector as kubectl does; the error says what was wrong, as Go's.
    pub fn parse(text: &str) -> Result<Selector, CliError> {
        let mut parser = Parser { lexer: Lexer { text: text.as_bytes(), at: 0 } };
        let mut requirements = parser.parse().map_err(|reason| {
            CliError::new(format!("unable to parse requirement: {reason} (in the selector {text:?})"))
        })?;
        requirements.sort_by(|a, b| a.key.cmp(&b.key));
        Ok(Selector(requirements))
    }

    /// Whether the labels (`metadata.labels` of an object) meet every requirement.
    pub fn matches(&self, labels: &dyn Fn(&str) -> Option<String>) -> bool {
        self.0.iter().all(|requirement| requirement.matches(labels(&requirement.key)))
    }

    /// Whether an object's labels meet every requirement; labels that are not strings are
    /// taken as absent.
    pub fn matches_object(&self, object: &Value) -> bool {
        let labels = object.pointer("/metadata/labels");
        self.matches(&|key| labels.and_then(|labels| labels.get(key)).and_then(Value::as_str).map(str::to_owned))
    }

    /// The canonical text, as Go prints a selector (for the tests).
    #[cfg(test)]
    fn text(&self) -> String {
        let requirement = |r: &Requirement| match r.operator {
            Operator::Exists => r.key.clone(),
            Operator::DoesNotExist => format!("!{}", r.key),
            Operator::Equals => format!("{}={}", r.key, r.values[0]),
            Operator::DoubleEquals => format!("{}=={}", r.key, r.values[0]),
            Operator::NotEquals => format!("{}!={}", r.key, r.values[0]),
            Operator::GreaterThan => format!("{}>{}", r.key, r.values[0]),
            Operator::LessThan => format!("{}<{}", r.key, r.values[0]),
            Operator::In => format!("{} in ({})", r.key, r.values.join(",")),
            Operator::NotIn => format!("{} notin ({})", r.key, r.values.join(",")),
        };
        self.0.iter().map(requirement).collect::<Vec<_>>().join(",")
    }
}

impl Requirement {
    fn matches(&self, value: Option<String>) -> bool {
        let has = |value: &str| self.values.iter().any(|v| v == value);
        match (self.operator, value) {
            (Operator::In | Operator::Equals | Operator::DoubleEquals, Some(value)) => has(&value),
            (Operator::In | Operator::Equals | Operator::DoubleEquals, None) => false,
            (Operator::NotIn | Operator::NotEquals, Some(value)) => !has(&value),
            (Operator::NotIn | Operator::NotEquals, None) => true,
            (Operator::Exists, value) => value.is_some(),
            (Operator::DoesNotExist, value) => value.is_none(),
            (Operator::GreaterThan | Operator::LessThan, None) => false,
            (operator @ (Operator::GreaterThan | Operator::LessThan), Some(value)) => {
                match (go_int(&value), self.values.first().and_then(|v| go_int(v))) {
                    (Some(label), Some(bound)) if operator == Operator::GreaterThan => label > bound,
                    (Some(label), Some(bound)) => label < bound,
                    _ => false,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
