//! Messages for the pages: every text a player reads on a page is a message of the
//! catalogues (`src/i18n/<lang>/web.ftl` for the pages' own words), looked up through a
//! [`Tr`] that each page carries as its field `t`:
//!
//! ```text
//! <h1>{{ t.get("page-new-title") }}</h1>
//! <p>{{ t.get1("page-home-deals-entered", "count", p.deals) }}</p>
//! ```
//!
//! The language of the pages is chosen in one place, [`page_lang`]; the layout
//! (`base.html`) reads it from any page through [`Localized`].
//!
//! Message ids of the web layer: `nav-` (the site's header), `page-<page>-` (the words of
//! one page), `form-` (the messages of the forms next to their fields), `error-page-`
//! (the error pages and the reasons a request fails), `status-` (words of the partie's
//! state), `account-` (who pays and who is paid), `reason-<code>` (the reason of a
//! payment, one per code, added by each game family; the code with spaces without it),
//! `pot-<slug>` (a pot's name, likewise).

use crate::games::{Msg, MsgArg};
use crate::i18n::{render, try_render, Lang};

/// The language the pages are written in (the one parameter a choice of language sets).
pub fn page_lang() -> Lang {
    Lang::En
}

/// A translator: turns message ids (with arguments) into text in one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tr {
    lang: Lang,
}

/// A value a template may give as the argument of a message (numbers, texts, messages,
/// by value or by reference as askama passes them).
pub trait ArgValue {
    /// The value as a message argument.
    fn to_arg(&self) -> MsgArg;
}

impl<T: Clone + Into<MsgArg>> ArgValue for &T {
    fn to_arg(&self) -> MsgArg {
        (*self).clone().into()
    }
}

impl ArgValue for &str {
    fn to_arg(&self) -> MsgArg {
        MsgArg::from(*self)
    }
}

macro_rules! owned_arg {
    ($($t:ty),*) => {$(
        impl ArgValue for $t {
            fn to_arg(&self) -> MsgArg {
                self.clone().into()
            }
        }
    )*};
}
owned_arg!(i64, i32, u32, usize, String, Msg);

impl Tr {
    /// A translator into `lang`.
    pub const fn new(lang: Lang) -> Self {
        Tr { lang }
    }

    /// The translator of the pages ([`page_lang`]).
    pub fn page() -> Self {
        Tr::new(page_lang())
    }

    /// Its language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The language's BCP 47 tag, for `<html lang>`.
    pub fn lang_tag(&self) -> &'static str {
        self.lang.tag()
    }

    /// The message `id`, with no argument.
    pub fn get(&self, id: &str) -> String {
        self.msg(&Msg::dynamic(id.to_owned()))
    }

    /// The message `id` with one argument.
    pub fn get1(&self, id: &str, name: &'static str, value: impl ArgValue) -> String {
        self.msg(&Msg::dynamic(id.to_owned()).arg(name, value.to_arg()))
    }

    /// The message `id` with two arguments.
    pub fn get2(
        &self,
        id: &str,
        name: &'static str,
        value: impl ArgValue,
        name2: &'static str,
        value2: impl ArgValue,
    ) -> String {
        let m = Msg::dynamic(id.to_owned())
            .arg(name, value.to_arg())
            .arg(name2, value2.to_arg());
        self.msg(&m)
    }

    /// A message built in Rust.
    pub fn msg(&self, msg: &Msg) -> String {
        render(self.lang, msg)
    }

    /// The reason of a payment: the message `reason-<code>`, or the code with spaces
    /// when the catalogue lacks it (each game family adds its own reasons).
    pub fn reason(&self, code: &str) -> String {
        let id = format!("reason-{code}");
        try_render(self.lang, &Msg::dynamic(id)).unwrap_or_else(|| code.replace('_', " "))
    }
}

impl Tr {
    /// A pot's name: the message `pot-<slug>`, or the slug with spaces when the catalogue
    /// lacks it (`beasts_pending` -> `beasts pending`).
    pub fn pot(&self, slug: &str) -> String {
        try_render(self.lang, &Msg::dynamic(format!("pot-{slug}")))
            .unwrap_or_else(|| slug.replace('_', " "))
    }
}

/// A page that knows its translator (every page template: `base.html` reads the language
/// and the site's words through it).
pub trait Localized {
    /// The page's translator.
    fn tr(&self) -> Tr;
}

impl<P: Localized + ?Sized> Localized for &P {
    fn tr(&self) -> Tr {
        (**self).tr()
    }
}

/// The translator of `page` (for `base.html`: `{% let site = crate::web::tr::of(self) %}`).
pub fn of<P: Localized + ?Sized>(page: &P) -> Tr {
    page.tr()
}

/// Implements [`Localized`] for page structs that carry a `t: Tr` field.
macro_rules! localized {
    ($($page:ty),* $(,)?) => {$(
        impl $crate::web::tr::Localized for $page {
            fn tr(&self) -> $crate::web::tr::Tr {
                self.t
            }
        }
    )*};
}
pub(crate) use localized;

// The score sheet's page (its template is being reworked) is written in the pages' language.
impl Localized for crate::web::pages::sheet::SheetPage {
    fn tr(&self) -> Tr {
        Tr::page()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_fall_back_to_the_code_with_spaces() {
        assert_eq!(
            Tr::page().reason("no_such_reason_code"),
            "no such reason code"
        );
    }

    #[test]
    fn every_message_of_the_pages_catalogue_is_read() {
        let catalogue = include_str!("../i18n/en/web.ftl");
        // Each message with the names of its arguments (`$name`), given as `1`.
        let mut messages: Vec<(&str, Vec<&str>)> = Vec::new();
        for line in catalogue.lines() {
            if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
                if let Some((id, _)) = line.split_once('=') {
                    messages.push((id.trim_end(), Vec::new()));
                }
            }
            if let Some((_, args)) = messages.last_mut() {
                for part in line.split('$').skip(1) {
                    let name = part
                        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                        .next()
                        .unwrap_or("");
                    args.push(name);
                }
            }
        }
        assert!(messages.len() > 100, "messages: {}", messages.len());
        for (id, args) in messages {
            let mut msg = Msg::dynamic(id.to_owned());
            for name in args {
                msg.args
                    .push((std::borrow::Cow::Owned(name.to_owned()), MsgArg::Int(1)));
            }
            let text = try_render(Lang::En, &msg);
            assert!(text.is_some_and(|t| !t.is_empty()), "{id} cannot be read");
        }
    }

    #[test]
    fn messages_take_arguments() {
        let t = Tr::page();
        assert_eq!(t.lang_tag(), "en");
        assert_eq!(
            t.get1("page-home-deals-entered", "count", 1_i64),
            "1 deal entered"
        );
        assert_eq!(
            t.get1("page-home-deals-entered", "count", 3_i64),
            "3 deals entered"
        );
    }
}
