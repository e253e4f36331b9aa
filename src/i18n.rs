//! The catalogues of messages (Project Fluent, `src/i18n/<lang>/*.ftl`, embedded at build
//! time) and the one function that turns a [`Msg`] into a sentence: [`render`].
//!
//! The engine returns message ids with arguments; pages, the API and the command line
//! render them here, in English or French. English is complete and the fallback: a message
//! missing from French is written in English, and an id missing from both is written as
//! the id itself (a test keeps that from happening).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};

use crate::domain::MoneyError;
use crate::games::{DealError, Msg, MsgArg};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./src/i18n",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English (the fallback).
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Every language academie speaks.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The BCP 47 tag (`"en"`, `"fr"`), as in `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => fluent_templates::langid!("en"),
            Lang::Fr => fluent_templates::langid!("fr"),
        }
    }
}

fn args(lang: Lang, msg: &Msg) -> HashMap<Cow<'static, str>, FluentValue<'static>> {
    msg.args
        .iter()
        .map(|(k, v)| {
            let value = match v {
                MsgArg::Int(n) => FluentValue::from(*n),
                MsgArg::Text(s) => FluentValue::from(s.clone()),
                MsgArg::Msg(m) => FluentValue::from(render(lang, m)),
            };
            (k.clone(), value)
        })
        .collect()
}

/// Looks `msg` up in `lang`'s catalogue, falling back to English; `None` when neither has it.
pub fn try_render(lang: Lang, msg: &Msg) -> Option<String> {
    LOCALES.try_lookup_with_args(&lang.id(), &msg.id, &args(lang, msg))
}

/// `msg` as a sentence in `lang` (English where French lacks it; the bare id where both do).
pub fn render(lang: Lang, msg: &Msg) -> String {
    try_render(lang, msg).unwrap_or_else(|| msg.id.to_string())
}

/// Whether `lang`'s own catalogue (without the fallback) has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    let args: HashMap<Cow<'static, str>, FluentValue<'static>> = HashMap::new();
    // A message that needs arguments fails to format without them, but it is there; only
    // "cannot retrieve" means absent (fluent-templates does not export its error type).
    match LOCALES.lookup_single_language(&lang.id(), id, Some(&args)) {
        Ok(_) => true,
        Err(e) => !format!("{e:?}").starts_with("MessageRetrieval"),
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(Lang::En, self))
    }
}

impl fmt::Display for MoneyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(Lang::En, &self.message()))
    }
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(Lang::En, &self.message()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_found_with_or_without_its_arguments() {
        assert!(has(Lang::En, "error-overflow"));
        assert!(has(Lang::En, "error-options"));
        assert!(!has(Lang::En, "no-such-message"));
        let m = crate::msg!("error-tricks-do-not-add-up", got = 9, expected = 10);
        assert_eq!(render(Lang::En, &m), "tricks add up to 9; a deal has 10");
    }
}
