//! Messages for the pages: every text a player reads on a page is a message of the
//! catalogues (`src/i18n/<lang>/web.ftl` for the pages' own words), looked up through a
//! [`Tr`] that each page carries as its field `t`:
//!
//! ```text
//! <h1>{{ t.get("page-new-title") }}</h1>
//! <p>{{ t.get1("page-home-deals-entered", "count", p.deals) }}</p>
//! ```
//!
//! The language is chosen per request in one place, [`request_lang`]: the `lang` cookie
//! that the language switch sets (`GET /lang/{tag}`) wins, else the browser's
//! `Accept-Language`, else English. A handler takes a [`Tr`] as an argument (it is an
//! actix extractor); the layout (`base.html`) reads it from any page through
//! [`Localized`] and writes `<html lang>` and the switch with it.
//!
//! Message ids of the web layer: `nav-` (the site's header), `page-<page>-` (the words of
//! one page), `form-` (the messages of the forms next to their fields), `error-page-`
//! (the error pages and the reasons a request fails), `status-` (words of the partie's
//! state), `account-` (who pays and who is paid), `reason-<code>` (the reason of a
//! payment, one per code, added by each game family; the code with spaces without it),
//! `pot-<slug>` (a pot's name, likewise).

use std::convert::Infallible;
use std::future::{ready, Ready};

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest};

use chrono::NaiveDateTime;

use crate::domain::{Converted, Money, Rate};
use crate::format::{self, Zone};
use crate::games::{Msg, MsgArg};
use crate::i18n::{render, try_render, Lang};

/// The cookie that remembers the language chosen with the switch.
pub const LANG_COOKIE: &str = "lang";

/// The language of a request: the [`LANG_COOKIE`] when it names a language academie
/// speaks, else the one `Accept-Language` prefers, else English.
pub fn request_lang(req: &HttpRequest) -> Lang {
    if let Some(lang) = req
        .cookie(LANG_COOKIE)
        .and_then(|c| Lang::from_tag(c.value()))
    {
        return lang;
    }
    req.headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(Lang::En, Lang::from_accept_language)
}

/// Every handler that writes words takes the request's translator: its language
/// ([`request_lang`]) and the table's time zone (the app's [`Zone`] data; the server's
/// own without it).
impl FromRequest for Tr {
    type Error = Infallible;
    type Future = Ready<Result<Tr, Infallible>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(Tr::of_request(req)))
    }
}

/// A translator: turns message ids (with arguments) into text in one language, and
/// writes numbers, money and times the reader's way ([`crate::format`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tr {
    lang: Lang,
    zone: Zone,
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
    /// A translator into `lang`, times in the server's zone.
    pub const fn new(lang: Lang) -> Self {
        Tr {
            lang,
            zone: Zone::Local,
        }
    }

    /// The translator of a request ([`request_lang`], the app's [`Zone`]).
    pub fn of_request(req: &HttpRequest) -> Self {
        let zone = req
            .app_data::<actix_web::web::Data<Zone>>()
            .map_or(Zone::Local, |z| *z.get_ref());
        Tr {
            lang: request_lang(req),
            zone,
        }
    }

    /// The same translator, times shown in `zone`.
    pub fn in_zone(self, zone: Zone) -> Self {
        Tr { zone, ..self }
    }

    /// The language a switch offers: the other one.
    pub fn other_lang(&self) -> Lang {
        match self.lang {
            Lang::En => Lang::Fr,
            Lang::Fr => Lang::En,
        }
    }

    /// A whole number (counters, points): `1,234` / `1 234` (by value, or by reference
    /// as templates give it).
    pub fn int(&self, n: impl std::borrow::Borrow<i64>) -> String {
        format::int(self.lang, *n.borrow())
    }

    /// A whole number with its sign (`+12`).
    pub fn signed(&self, n: i64) -> String {
        format::signed(self.lang, n)
    }

    /// An amount of money (`-11.00 EUR` / `-11,00 €`).
    pub fn money(&self, m: &Money) -> String {
        format::money(self.lang, m)
    }

    /// What counters are worth, a fraction of a minor unit spelled out.
    pub fn converted(&self, c: &Converted) -> String {
        format::converted(self.lang, c)
    }

    /// A rate (`0.50 EUR per 10` / `0,50 € les 10`).
    pub fn rate(&self, r: &Rate) -> String {
        format::rate(self.lang, r)
    }

    /// An amount stored as text (`-12.35 EUR`), written the reader's way.
    pub fn money_text(&self, text: &str) -> String {
        format::money_text(self.lang, text)
    }

    /// A stored UTC time in the table's zone.
    pub fn time(&self, at: NaiveDateTime) -> String {
        format::time(self.lang, self.zone, at)
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
    /// A pot's name: the message `pot-<slug>` (`src/i18n/<lang>/pots.ftl`), or the slug with
    /// spaces when the catalogue lacks it.
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The pots a game declares with its default options.
    struct DeclaredPots(crate::games::GameId);

    impl crate::games::EngineFn for DeclaredPots {
        type Out = Vec<crate::domain::PotKey>;
        fn call<G: crate::games::Game>(self) -> Self::Out {
            G::pots(self.0, &G::default_options(self.0))
        }
    }

    /// Every pot any game keeps has a name of its own in English and in French: no page,
    /// sheet or spreadsheet shows a pot's key (`beasts_pending`) or another language's name.
    #[test]
    fn every_pot_of_every_game_is_named_in_both_languages() {
        let mut missing = Vec::new();
        for &game in crate::games::GameId::ALL {
            for pot in crate::games::with_engine(game, DeclaredPots(game)) {
                for lang in [Lang::En, Lang::Fr] {
                    if !crate::i18n::has(lang, &format!("pot-{}", pot.as_str())) {
                        missing.push(format!("{game:?} {lang:?} pot-{}", pot.as_str()));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "pots without a name: {missing:?}");
        let fr = Tr::new(Lang::Fr);
        assert_eq!(fr.pot("matador_pool"), "la masse des matadors");
        assert_eq!(fr.pot("beasts_pending"), "bêtes en attente");
    }

    #[test]
    fn reasons_fall_back_to_the_code_with_spaces() {
        assert_eq!(
            Tr::default().reason("no_such_reason_code"),
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
        let t = Tr::default();
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
