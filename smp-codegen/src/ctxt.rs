//! Errors collected over a whole derive, so that one compile shows every mistake.

use std::cell::RefCell;

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

use crate::model::SpanRange;

/// The errors of one derive, each with the range of the user's tokens it is about.
#[derive(Default)]
pub struct Ctxt {
    errors: RefCell<Vec<(SpanRange, String)>>,
}

impl Ctxt {
    /// No errors yet.
    pub fn new() -> Ctxt {
        Ctxt::default()
    }

    /// An error about the tokens from `span.start` to `span.end`.
    pub fn error(&self, span: SpanRange, message: impl Into<String>) {
        self.errors.borrow_mut().push((span, message.into()));
    }

    /// An error `syn` reported while parsing.
    pub fn syn_error(&self, error: syn::Error) {
        for error in error {
            self.error(SpanRange::single(error.span()), error.to_string());
        }
    }

    /// `Ok(())` without errors, otherwise the messages (for a generator, which has no
    /// user tokens to point at).
    pub fn into_messages(self) -> Result<(), Vec<String>> {
        let errors = self.errors.into_inner();
        if errors.is_empty() {
            return Ok(());
        }
        Err(errors.into_iter().map(|(_, message)| message).collect())
    }

    /// `Ok(())` without errors, otherwise one `compile_error!` per error.
    pub fn check(self) -> Result<(), TokenStream> {
        let errors = self.errors.into_inner();
        if errors.is_empty() {
            return Ok(());
        }
        Err(errors.iter().map(|(span, message)| compile_error(*span, message)).collect())
    }
}

/// `::core::compile_error! { "message" }` with the path on `span.start` and the braces on
/// `span.end`, so that rustc underlines the whole range (as `syn::Error` does).
fn compile_error(span: SpanRange, message: &str) -> TokenStream {
    let spanned = |mut token: TokenTree, span: Span| {
        token.set_span(span);
        token
    };
    let mut message = Literal::string(message);
    message.set_span(span.end);
    let body = Group::new(Delimiter::Brace, TokenStream::from(TokenTree::Literal(message)));
    [
        spanned(Punct::new(':', Spacing::Joint).into(), span.start),
        spanned(Punct::new(':', Spacing::Alone).into(), span.start),
        Ident::new("core", span.start).into(),
        spanned(Punct::new(':', Spacing::Joint).into(), span.start),
        spanned(Punct::new(':', Spacing::Alone).into(), span.start),
        Ident::new("compile_error", span.start).into(),
        spanned(Punct::new('!', Spacing::Alone).into(), span.start),
        spanned(body.into(), span.end),
    ]
    .into_iter()
    .collect()
}
