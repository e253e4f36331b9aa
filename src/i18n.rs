//! The catalogues of messages (Project Fluent, embedded at build time) and the one function
//! that turns a [`Msg`] into a sentence: [`render`].
//!
//! The catalogues of a language are every `.ftl` under `src/i18n/<lang>/`: the shared ones
//! at the top (the pages, the errors, the pots, the glossary, the words several games
//! share) and one file per game under `games/`, `games/<slug>.ftl`, which holds every
//! message that names that game: its rules page (`rules-<slug>-...`), the labels of the
//! payments only it makes and the words of its forms and facts.
//!
//! The engine returns message ids with arguments; pages, the API and the command line
//! render them here, in English or French. English is complete and the fallback: a message
//! missing from French is written in English, and an id missing from both is written as
//! the id itself (a test keeps that from happening).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::LanguageIdentifier;

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

    /// The language of a tag (`"fr"`, `"fr-CA"`, `"EN-gb"`): `None` for one academie
    /// does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("fr") {
            Some(Lang::Fr)
        } else if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language an `Accept-Language` header prefers among those academie speaks:
    /// the one with the highest q-value (the first listed on a tie; `q=0` refuses),
    /// English when none is acceptable.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(Lang, u16)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else {
                continue;
            };
            let mut q = 1000;
            for param in parts {
                if let Some((k, v)) = param.split_once('=') {
                    if k.trim().eq_ignore_ascii_case("q") {
                        q = quality(v.trim()).unwrap_or(0);
                    }
                }
            }
            if q > 0 && best.is_none_or(|(_, b)| q > b) {
                best = Some((lang, q));
            }
        }
        best.map_or(Lang::En, |(lang, _)| lang)
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En => fluent_templates::langid!("en"),
            Lang::Fr => fluent_templates::langid!("fr"),
        }
    }
}

/// A q-value (`"0.8"`, `"1"`, `"0.125"`) in thousandths; `None` when it is not one.
fn quality(text: &str) -> Option<u16> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
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
                MsgArg::Game(g) => FluentValue::from(g.name_in(lang)),
            };
            (k.clone(), value)
        })
        .collect()
}

/// Looks `msg` up in `lang`'s catalogue, falling back to English; `None` when neither has it.
///
/// The catalogues are built in, so a message with the same arguments always reads the
/// same: what was rendered is kept (`Rendered`) and rendered once only.
pub fn try_render(lang: Lang, msg: &Msg) -> Option<String> {
    let key = Rendered::key(lang, msg);
    if let Some(text) = Rendered::get(key, lang, msg) {
        return text;
    }
    let text = lookup(lang, msg);
    Rendered::keep(key, lang, msg, &text);
    text
}

/// [`try_render`] without what was kept: `lang`'s catalogue, else English's (as the
/// loader's own fallback chain does, without negotiating the language at each look-up).
fn lookup(lang: Lang, msg: &Msg) -> Option<String> {
    let args = args(lang, msg);
    LOCALES
        .lookup_single_language(&lang.id(), &msg.id, Some(&args))
        .ok()
        .or_else(|| {
            (lang != Lang::En)
                .then(|| {
                    LOCALES
                        .lookup_single_language(&Lang::En.id(), &msg.id, Some(&args))
                        .ok()
                })
                .flatten()
        })
}

/// The messages rendered so far, by a hash of their language, id and arguments: a page
/// writes the same labels, reasons and pots many times over (the partie page, hundreds
/// of times). Bounded: emptied when it holds [`Rendered::LIMIT`] messages.
#[derive(Debug, Default)]
struct Rendered {
    by_hash: HashMap<u64, Bucket, foldhash::fast::RandomState>,
    len: usize,
}

/// The messages kept under one hash: each with its language and what it rendered to.
type Bucket = Vec<(Lang, Msg, Option<String>)>;

/// The messages rendered so far.
static RENDERED: std::sync::LazyLock<std::sync::Mutex<Rendered>> =
    std::sync::LazyLock::new(Default::default);

/// The hasher of [`Rendered`]'s keys, seeded once per process (foldhash: a page looks up
/// hundreds of messages, and SipHash took more time than the look-up itself).
static RENDERED_HASHER: std::sync::LazyLock<foldhash::fast::RandomState> =
    std::sync::LazyLock::new(foldhash::fast::RandomState::default);

impl Rendered {
    /// How many messages are kept at most.
    const LIMIT: usize = 4096;

    /// The hash of `msg` in `lang`.
    fn key(lang: Lang, msg: &Msg) -> u64 {
        use std::hash::{BuildHasher, Hasher};
        let mut h = RENDERED_HASHER.build_hasher();
        h.write_u8(match lang {
            Lang::En => 0,
            Lang::Fr => 1,
        });
        hash_msg(&mut h, msg);
        h.finish()
    }

    /// What `msg` rendered to in `lang`, if it was kept (`Some(None)`: no catalogue has it).
    fn get(key: u64, lang: Lang, msg: &Msg) -> Option<Option<String>> {
        let kept = RENDERED.lock().ok()?;
        kept.by_hash
            .get(&key)?
            .iter()
            .find(|(l, m, _)| *l == lang && m == msg)
            .map(|(_, _, text)| text.clone())
    }

    /// Keeps what `msg` rendered to in `lang`.
    fn keep(key: u64, lang: Lang, msg: &Msg, text: &Option<String>) {
        let Ok(mut kept) = RENDERED.lock() else {
            return;
        };
        if kept.len >= Self::LIMIT {
            kept.by_hash.clear();
            kept.len = 0;
        }
        kept.by_hash
            .entry(key)
            .or_default()
            .push((lang, msg.clone(), text.clone()));
        kept.len += 1;
    }
}

/// Feeds a message's id and arguments to `h`.
fn hash_msg(h: &mut impl std::hash::Hasher, msg: &Msg) {
    use std::hash::Hash;
    msg.id.hash(h);
    h.write_usize(msg.args.len());
    for (name, value) in &msg.args {
        name.hash(h);
        match value {
            MsgArg::Int(n) => {
                h.write_u8(0);
                h.write_i64(*n);
            }
            MsgArg::Text(s) => {
                h.write_u8(1);
                s.hash(h);
            }
            MsgArg::Msg(m) => {
                h.write_u8(2);
                hash_msg(h, m);
            }
            MsgArg::Game(g) => {
                h.write_u8(3);
                g.slug().hash(h);
            }
        }
    }
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
    /// Every fault in English (those of a [`DealError::Several`] one after the other).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, fault) in self.all().iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            f.write_str(&render(Lang::En, &fault.message()))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of one line of a catalogue, as a reader sees it: no comment, no message id,
    /// no variant key; each placeable `{ … }` stands as one letter (it is a word: a name, a
    /// number), and a placeable left open (a selector) ends the line.
    fn text_of(line: &str) -> String {
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') || trimmed.starts_with('}') {
            return String::new();
        }
        let value = match line.split_once(" = ") {
            Some((id, v)) if !id.starts_with(char::is_whitespace) => v,
            _ => trimmed
                .strip_prefix('*')
                .unwrap_or(trimmed)
                .strip_prefix('[')
                .and_then(|r| r.split_once(']').map(|(_, v)| v))
                .unwrap_or(trimmed),
        };
        let mut text = String::new();
        let mut depth = 0_usize;
        for c in value.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth > 0 => {
                    depth -= 1;
                    if depth == 0 {
                        text.push('X');
                    }
                }
                _ if depth == 0 => text.push(c),
                _ => {}
            }
        }
        text
    }

    /// What is wrong in `text` by French typography: a `: ; ! ?` without the narrow
    /// no-break space before it, or a straight apostrophe. A colon between digits (20:30,
    /// a book's line 000:123), one that runs on (a URL, `"key":value`) and a `?` of a query
    /// are not punctuation of the sentence.
    fn typography_faults(text: &str) -> Vec<String> {
        let chars: Vec<char> = text.chars().collect();
        let mut faults = Vec::new();
        for (i, &c) in chars.iter().enumerate() {
            let prev = i.checked_sub(1).and_then(|p| chars.get(p)).copied();
            let next = chars.get(i + 1).copied();
            if c == '\'' {
                faults.push("straight apostrophe".to_owned());
            }
            if !":;!?".contains(c) {
                continue;
            }
            let runs_on = next.is_some_and(|n| n.is_alphanumeric() || "/=\"".contains(n));
            if runs_on || prev == Some('"') || prev.is_none() {
                continue;
            }
            if prev != Some('\u{202F}') && !(c != ':' && prev.is_some_and(|p| "!?…".contains(p)))
            {
                let at: String = chars[i.saturating_sub(12)..(i + 1).min(chars.len())]
                    .iter()
                    .collect();
                faults.push(format!("no narrow no-break space before {c:?} in {at:?}"));
            }
        }
        faults
    }

    #[test]
    fn the_typography_check_tells_right_from_wrong() {
        for good in [
            "Le Poque\u{202F}: Anne",
            "X\u{202F}: le coup\u{202F}; à 20:30\u{202F}! qui\u{202F}?",
            "l’hombre (000:123, voir /games?game=X) {\"a\":1}",
        ] {
            assert_eq!(typography_faults(good), Vec::<String>::new(), "{good}");
        }
        for bad in [
            "Le Poque: Anne",
            "X : Y",
            "X\u{a0}; Y",
            "quoi ?",
            "l'hombre",
        ] {
            assert!(!typography_faults(bad).is_empty(), "{bad}");
        }
        assert_eq!(text_of("id = { $x }\u{202F}: { $y }"), "X\u{202F}: X");
        assert_eq!(text_of("   *[other] d'{ $n }"), " d'X");
        assert_eq!(text_of("# l'exemple : commentaire"), "");
    }

    /// Every French message reads with French typography: a narrow no-break space (U+202F)
    /// before `: ; ! ?`, and the typographic apostrophe (’) alone.
    #[test]
    fn the_french_catalogues_keep_french_typography() {
        let files = catalogues("fr");
        assert!(files.len() > 40, "French catalogues: {}", files.len());
        let mut found = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("catalogue");
            for (n, line) in text.lines().enumerate() {
                for fault in typography_faults(&text_of(line)) {
                    found.push(format!("{}:{}: {fault}", file.display(), n + 1));
                }
            }
        }
        assert!(found.is_empty(), "{}", found.join("\n"));
    }

    /// Every catalogue file of `lang` (`src/i18n/<lang>/**/*.ftl`), as the loader reads them.
    fn catalogues(lang: &str) -> Vec<std::path::PathBuf> {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).expect("catalogue folder").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "ftl") {
                    out.push(path);
                }
            }
        }
        let mut out = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src/i18n")
                .join(lang),
            &mut out,
        );
        out.sort();
        out
    }

    /// Every game of the registry has its own catalogue in each language.
    #[test]
    fn every_game_has_its_own_catalogue_in_each_language() {
        for lang in Lang::ALL {
            let files = catalogues(lang.tag());
            for &game in crate::games::GameId::ALL {
                let own = format!("{}.ftl", game.slug());
                assert!(
                    files
                        .iter()
                        .any(|f| f.ends_with(std::path::Path::new("games").join(&own))),
                    "{lang:?}: no games/{own}"
                );
                assert!(
                    has(lang, &format!("rules-{}-intro", game.slug())),
                    "{game} {lang:?}"
                );
            }
        }
    }

    #[test]
    fn a_message_is_found_with_or_without_its_arguments() {
        assert!(has(Lang::En, "error-overflow"));
        assert!(has(Lang::En, "error-options"));
        assert!(!has(Lang::En, "no-such-message"));
        let m = crate::msg!("error-tricks-do-not-add-up", got = 9, expected = 10);
        assert_eq!(render(Lang::En, &m), "tricks add up to 9; a deal has 10");
    }

    #[test]
    fn accept_language_is_read_with_its_q_values() {
        let pick = Lang::from_accept_language;
        assert_eq!(pick(""), Lang::En);
        assert_eq!(pick("fr"), Lang::Fr);
        assert_eq!(pick("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7"), Lang::Fr);
        assert_eq!(pick("en-GB,en;q=0.9,fr;q=0.8"), Lang::En);
        assert_eq!(pick("de-DE, en;q=0.5, fr;q=0.8"), Lang::Fr);
        assert_eq!(pick("de, it"), Lang::En, "neither spoken: English");
        assert_eq!(pick("fr;q=0, en;q=0.1"), Lang::En, "q=0 refuses");
        assert_eq!(pick("fr;q=0"), Lang::En);
        assert_eq!(pick("*;q=0.5, FR-ca ;q=0.6"), Lang::Fr);
        assert_eq!(
            pick("en;q=0.5, fr;q=0.5"),
            Lang::En,
            "a tie goes to the first"
        );
        assert_eq!(
            pick("fr;q=2, en;q=0.3"),
            Lang::En,
            "a bad q-value counts as 0"
        );
        assert_eq!(Lang::from_tag("fr_BE"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("frr"), None);
    }

    #[test]
    fn the_games_french_catalogues_load_and_render() {
        let nb = '\u{202f}';
        let m = crate::msg!(
            "quadrille-deal-tricks-range",
            player = "Ninon",
            got = 11,
            max = 10
        );
        assert_eq!(
            render(Lang::Fr, &m),
            format!("Ninon a fait 11 levées{nb}; un joueur en fait de 0 à 10")
        );
        let m = crate::msg!("quadrille-table-beast-waiting", position = 2);
        assert_eq!(render(Lang::Fr, &m), "bête en attente, la 2e à aller");
        assert_eq!(render(Lang::Fr, &crate::msg!("reason-devole")), "dévole");
        let m = crate::msg!("ombre-item-beast-waiting", rank = 1);
        assert_eq!(
            render(Lang::Fr, &m),
            "bête en attente, la plus forte (va la prochaine)"
        );
        let m = crate::msg!(
            "piquet-item-column",
            player = "Ninon",
            marks = 2,
            entries = "30, 50"
        );
        assert_eq!(
            render(Lang::Fr, &m),
            format!("Ninon (marqué 2 fois{nb}: 30, 50)")
        );
        let m = crate::msg!("reversis-renounce-each", amount = 1);
        assert_eq!(render(Lang::Fr, &m), "paie 1 jeton à chacun");
        let m = crate::msg!("poque-box", which = "ace");
        assert_eq!(render(Lang::Fr, &m), "le cassetin de l’As");
        let m = crate::msg!("romestecq-combo", combo = "double_ningre");
        assert_eq!(render(Lang::Fr, &m), "double Ningre");
        let m = crate::msg!("tontine-item-holding", player = "Ninon", dead = 1);
        assert_eq!(render(Lang::Fr, &m), "Ninon (mort)");
        let m = crate::msg!("comete-item-remises", pair = "A–B");
        assert_eq!(render(Lang::Fr, &m), "Remises (A–B)");
        let m = crate::msg!("mail-multiplier", got = 3);
        assert!(render(Lang::Fr, &m).starts_with("3 n’est pas un nombre de passes"));
        assert_eq!(
            render(Lang::Fr, &crate::msg!("triomphe-mode-each")),
            "Chacun pour soi"
        );
        assert_eq!(
            render(Lang::Fr, &crate::msg!("bete-basis-one")),
            "Une fiche"
        );
    }

    /// Every id of the games' English catalogues (theirs, and the words their families
    /// share) is in the French one (its own file, not the English fallback).
    #[test]
    fn the_games_french_catalogues_hold_every_english_id() {
        let games: Vec<std::path::PathBuf> = catalogues("en")
            .into_iter()
            .filter(|f| {
                f.parent().is_some_and(|d| d.ends_with("games"))
                    || ["corbillons", "jeux", "pool", "race", "reasons", "rules"]
                        .iter()
                        .any(|family| f.ends_with(format!("{family}.ftl")))
            })
            .collect();
        assert!(games.len() > 40, "the games' catalogues: {}", games.len());
        let mut missing = Vec::new();
        for file in games {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let game = file.display();
            assert!(!text.is_empty(), "{game} is read");
            for line in text.lines() {
                let Some((id, _)) = line.split_once('=') else {
                    continue;
                };
                let id = id.trim_end();
                let is_id = line.starts_with(|c: char| c.is_ascii_alphabetic())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if is_id && !has(Lang::Fr, id) {
                    missing.push(format!("{game}: {id}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "missing in French:\n{}",
            missing.join("\n")
        );
    }
}
