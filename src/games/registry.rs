//! The registry: every game academie plays, each declared once, on one line of the table
//! below. `GameId`, [`GameId::ALL`], parsing (slugs and aliases), the names, the family,
//! the nominal seats, the book chapter and the dispatch to the engine ([`erased`]) are all
//! generated from it, so adding a game is one line here (and its own file).
//!
//! There is no catch-all arm over [`GameId`] anywhere in academie: when an id is added,
//! the compiler lists every place that must say something about it.

use std::fmt;
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::str::FromStr;

use super::erased::{Erase, ErasedGame};
use super::Game;

/// Work generic over a game's engine, given its type by [`with_engine`].
pub trait EngineFn {
    /// What the work gives.
    type Out;
    /// Does the work with the engine `G`.
    fn call<G: Game>(self) -> Self::Out;
}

/// What the registry knows of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameInfo {
    /// The stable slug, the `game` field of a partie document (never renamed once stored).
    pub slug: &'static str,
    /// Other names accepted for the same game (`mariee` for `guimbarde`).
    pub aliases: &'static [&'static str],
    /// The name in French, as the French book writes it (typographic apostrophe).
    pub name_fr: &'static str,
    /// The name in English: the English book's, or the name English players use where
    /// the book's title is a phrase (Reversis; the rules page cites the title).
    pub name_en: &'static str,
    /// The family: the folder of `src/games` that holds the engine, and its machinery.
    pub family: &'static str,
    /// How many may sit at the table with the default options.
    pub seats: RangeInclusive<usize>,
    /// Where the books describe it (`file:lines` of `../shared/seeds`, as the specs cite).
    pub chapter: &'static str,
}

macro_rules! registry {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident => $engine:ty {
            $slug:literal $(| $alias:literal)*, fr $fr:literal, en $en:literal,
            $family:literal, seats $lo:literal..=$hi:literal, $chapter:literal
        }
    )*) => {
        /// The stable id of every playable game: the `game` field of a partie document.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum GameId {
            $($(#[doc = $doc])* $variant,)*
        }

        impl GameId {
            /// Every game, in the order the home page lists them.
            pub const ALL: &'static [GameId] = &[$(GameId::$variant,)*];

            /// What the registry says of this game.
            pub fn info(self) -> &'static GameInfo {
                match self {
                    $(GameId::$variant => {
                        static INFO: GameInfo = GameInfo {
                            slug: $slug,
                            aliases: &[$($alias),*],
                            name_fr: $fr,
                            name_en: $en,
                            family: $family,
                            seats: $lo..=$hi,
                            chapter: $chapter,
                        };
                        &INFO
                    })*
                }
            }
        }

        /// The engine behind an id. This is the only place that maps ids to engines.
        pub fn erased(game: GameId) -> &'static dyn ErasedGame {
            match game {
                $(GameId::$variant => &Erase::<$engine>(PhantomData),)*
            }
        }

        /// Does `work` with the engine behind `game` as a type (the engine [`erased`]
        /// gives as a trait object): for work generic over a type the engine names, such
        /// as reading a document's deals straight into its `Deal` type.
        pub fn with_engine<W: EngineFn>(game: GameId, work: W) -> W::Out {
            match game {
                $(GameId::$variant => work.call::<$engine>(),)*
            }
        }
    };
}

use super::{
    bete, comete, corbillons, jeux, mail, marks, ombre, piquet, pool, quadrille, reversis,
};

registry! {
    /// Quadrille (four players, a called king).
    Quadrille => quadrille::Quadrille {
        "quadrille", fr "Quadrille", en "Quadrille",
        "quadrille", seats 4..=4, "000:1-2000; 001:2317-5100"
    }
    /// The Médiateur (Quadrille with a king asked for a fiche, favourite suit).
    Mediateur => quadrille::Quadrille {
        "mediateur", fr "Le Médiateur", en "The Mediator",
        "quadrille", seats 4..=4, "000:2000-7390; 001:5110-5462"
    }
    /// Solitaire à quatre.
    SolitaireQuatre => quadrille::Quadrille {
        "solitaire-quatre", fr "Solitaire à quatre", en "Solitaire",
        "quadrille", seats 4..=4, "000:7409-7440; 001:5464-5492"
    }
    /// Tritrille (the Médiateur for three).
    Tritrille => quadrille::Quadrille {
        "tritrille", fr "Tritrille", en "Mediator solitaire by three",
        "quadrille", seats 3..=3, "000:7441-7556; 001:5494-5571"
    }
    /// Piquemédrille (the Médiateur for two).
    Piquemedrille => quadrille::Quadrille {
        "piquemedrille", fr "Piquemédrille", en "Piquemedrille",
        "quadrille", seats 2..=2, "000:7558-7650; 001:5572-5630"
    }
    /// Ombre for three.
    Ombre => ombre::OmbreTrois {
        "ombre", fr "L’Ombre", en "Ombre",
        "ombre", seats 3..=3, "000:7874-10848; 001:5660-8475"
    }
    /// Ombre for two.
    OmbreDeux => ombre::OmbreDeux {
        "ombre-deux", fr "L’Ombre à deux", en "Ombre by two",
        "ombre", seats 2..=2, "000:11134-11165; 001:8830-8850"
    }
    /// The old Quintille (five players).
    Quintille => ombre::Quintille {
        "quintille", fr "Quintille", en "Ombre by five",
        "ombre", seats 5..=5, "000:10852-10994; 001:8491-8662"
    }
    /// The new Quintille.
    QuintilleNouveau => ombre::QuintilleNouveau {
        "quintille-nouveau", fr "Quintille (nouvelle)", en "The new Quintille",
        "ombre", seats 5..=5, "000:10997-11130; 001:8665-8826"
    }
    /// Piquet, the ordinary partie.
    Piquet => piquet::PiquetAuCent {
        "piquet", fr "Piquet", en "Piquet",
        "piquet", seats 2..=2, "004 ch. I-IV; 000:11612-12300; 001:300-1265"
    }
    /// Piquet à écrire (the written score sheet).
    PiquetAEcrire => piquet::PiquetAEcrire {
        "piquet-a-ecrire", fr "Piquet à écrire", en "Account Piquet",
        "piquet", seats 2..=7, "004:163-268"
    }
    /// Piquet à écrire for four, two against two.
    PiquetQuatre => piquet::PiquetQuatre {
        "piquet-quatre", fr "Piquet à quatre", en "Account Piquet, two against two",
        "piquet", seats 4..=4, "004:266; 000:12496-12499; 001:1491-1495"
    }
    /// Piquet à écrire, la Chouette (one against the others).
    PiquetChouette => piquet::PiquetChouette {
        "piquet-chouette", fr "Piquet, la Chouette", en "Account Piquet, two against one",
        "piquet", seats 3..=3, "004:266; 000:12496-12499; 001:1491-1495"
    }
    /// Reversis (Hague rules of 1785 or the Académie's).
    Reversis => reversis::Reversis {
        "reversis", fr "Reversis", en "Reversis",
        "reversis", seats 4..=5, "002 (la Haye 1785); 000:13999-14197; 001:9793-10033"
    }
    /// L'Homme d'Auvergne (a race to seven games).
    HommeDAuvergne => jeux::HommeDAuvergne {
        "homme-d-auvergne", fr "L’Homme d’Auvergne", en "The Man d'Auvergne",
        "jeux", seats 2..=6, "000:16004-16090; 001:12470-12590"
    }
    /// La Ferme (sixteen, the Farmer's bank).
    Ferme => corbillons::Ferme {
        "ferme", fr "La Ferme", en "The Farm",
        "corbillons", seats 2..=20, "000:16092-16205; 001:12595-12790"
    }
    /// Le Hoc Mazarin (Point, Sequence, Tricon, then the play).
    Hoc => corbillons::Hoc {
        "hoc", fr "Le Hoc", en "Hoc",
        "corbillons", seats 2..=3, "000:16209-16404; 001:12790-13060"
    }
    /// L'Emprunt (shedding with paid borrowing).
    Emprunt => corbillons::Emprunt {
        "emprunt", fr "L’Emprunt", en "Borrowing",
        "corbillons", seats 3..=6, "000:16849-16913; 001:13075-13145"
    }
    /// Le Poque (six boxes, the poque, the play).
    Poque => corbillons::Poque {
        "poque", fr "Le Poque", en "Poque",
        "corbillons", seats 3..=6, "000:16407-16525; 001:13160-13310"
    }
    /// Le Romestecq (sides, a race to 21 or 36 points).
    Romestecq => jeux::Romestecq {
        "romestecq", fr "Le Romestecq", en "Romestecq",
        "jeux", seats 2..=6, "000:16527-16697; 001:13325-13580"
    }
    /// La Sizette (three against three, a race of games).
    Sizette => jeux::Sizette {
        "sizette", fr "La Sizette", en "Sizette",
        "jeux", seats 6..=6, "000:16699-16847; 001:13600-13810"
    }
    /// La Guinguette (Guinguette, Cabaret, Cotillon).
    Guinguette => corbillons::Guinguette {
        "guinguette", fr "La Guinguette", en "Guinguette",
        "corbillons", seats 3..=8, "000:16916-17094; 001:13825-14165"
    }
    /// Le Sixte (six players, a race to six games).
    Sixte => jeux::Sixte {
        "sixte", fr "Le Sixte", en "Sixte",
        "jeux", seats 6..=6, "000:17097-17175; 001:14170-14275"
    }
    /// Le Vingt-quatre (a points race to 24).
    VingtQuatre => jeux::VingtQuatre {
        "vingt-quatre", fr "Le Vingt-quatre", en "Twenty-four",
        "jeux", seats 2..=5, "000:17177-17217; 001:14285-14378"
    }
    /// La Belle, le Flux et le Trente-un (three boxes).
    BelleFluxTrenteUn => corbillons::BelleFluxTrenteUn {
        "belle-flux-trente-un", fr "La Belle, le Flux et le Trente-un", en "Belle, Flux and Thirty-one",
        "corbillons", seats 2..=12, "000:17220-17297; 001:14395-14497"
    }
    /// Le Gillet (the Gé and the Point).
    Gillet => corbillons::Gillet {
        "gillet", fr "Le Gillet", en "Gillet",
        "corbillons", seats 3..=5, "000:17298-17353; 001:14510-14580"
    }
    /// Le Cul-bas (fishing and shedding).
    CulBas => corbillons::CulBas {
        "cul-bas", fr "Le Cul-bas", en "Cul-bas",
        "corbillons", seats 3..=10, "000:17355-17438; 001:14595-14695"
    }
    /// Le Coucou (lives and one pool).
    Coucou => corbillons::Coucou {
        "coucou", fr "Le Coucou", en "The Cuckoo",
        "corbillons", seats 3..=20, "000:17440-17493; 001:14710-14780"
    }
    /// La Brusquembille (Aces and Tens, card points).
    Brusquembille => corbillons::Brusquembille {
        "brusquembille", fr "La Brusquembille", en "Brusquembille",
        "corbillons", seats 2..=5, "000:17495-17677; 001:14785-15015"
    }
    /// Le Jeu du Mail (pall-mall: the wagers of the passes).
    Mail => mail::Mail {
        "mail", fr "Le Jeu du Mail", en "Pall-mall",
        "mail", seats 2..=12, "000:17681-18648"
    }
    /// Le nouveau jeu de la Comète (other-games-1 §1).
    Comete => comete::comete::Comete {
        "comete", fr "La Comète", en "The New Game of the Comet",
        "comete", seats 2..=3, "000:12954-13523; 001:15020-15761"
    }
    /// La Manille, "l'ancienne Comète" (other-games-1 §2).
    Manille => comete::manille::Manille {
        "manille", fr "La Manille", en "Manille",
        "comete", seats 2..=5, "000:13524-13687"
    }
    /// L'Impériale (other-games-1 §3).
    Imperiale => marks::imperiale::Imperiale {
        "imperiale", fr "L’Impériale", en "Imperial",
        "marks", seats 2..=3, "000:13688-13998; 001:9440-9790"
    }
    /// Le Papillon (other-games-1 §4).
    Papillon => pool::papillon::Papillon {
        "papillon", fr "Le Papillon", en "Papillon, or the Butterfly",
        "pool", seats 3..=4, "000:14198-14391; 001:10040-10320"
    }
    /// L'Ambigu (other-games-1 §5).
    Ambigu => pool::ambigu::Ambigu {
        "ambigu", fr "L’Ambigu", en "Ambigu, or the Banquet",
        "pool", seats 2..=6, "000:14392-14739; 001:10338-10740"
    }
    /// Le Commerce (other-games-1 §6).
    Commerce => pool::commerce::Commerce {
        "commerce", fr "Le Commerce", en "Commerce",
        "pool", seats 3..=12, "000:14740-14893; 001:10740-10937"
    }
    /// La Tontine (other-games-1 §7).
    Tontine => pool::tontine::Tontine {
        "tontine", fr "La Tontine", en "Tontine",
        "pool", seats 2..=52, "000:14896-14963; 001:10940-11058"
    }
    /// La Loterie (other-games-1 §8).
    Loterie => pool::loterie::Loterie {
        "loterie", fr "La Loterie", en "Lottery",
        "pool", seats 2..=52, "000:14964-15049; 001:11060-11160"
    }
    /// Ma Commère, accommodez-moi (other-games-1 §9).
    MaCommere => pool::ma_commere::MaCommere {
        "ma-commere", fr "Ma Commère, accommodez-moi", en "Ma Commere, or Help me, Neighbour",
        "pool", seats 3..=17, "000:15050-15172; 001:11160-11300"
    }
    /// La Guimbarde, autrement dite la Mariée (other-games-1 §10).
    Guimbarde => pool::guimbarde::Guimbarde {
        "guimbarde" | "mariee", fr "La Guimbarde, ou la Mariée", en "Guimbarde, or the Bride",
        "pool", seats 5..=9, "000:15173-15365; 001:11318-11575"
    }
    /// La Triomphe (other-games-1 §11).
    Triomphe => marks::triomphe::Triomphe {
        "triomphe", fr "La Triomphe", en "Trumps",
        "marks", seats 2..=6, "000:15366-15530; 001:11578-11795"
    }
    /// La Bête, or l'Homme (other-games-1 §12).
    Bete => bete::bete::Bete {
        "bete", fr "La Bête", en "The Beast",
        "bete", seats 3..=7, "000:15531-15805; 001:11800-12185"
    }
    /// La Mouche, with le Pamphile (other-games-1 §13).
    Mouche => bete::mouche::Mouche {
        "mouche", fr "La Mouche", en "La Mouche, the Fly",
        "bete", seats 3..=6, "000:15806-16003; 001:12190-12445"
    }
}

impl GameId {
    /// The stable slug (`"quadrille"`, `"piquet-a-ecrire"`...).
    pub fn slug(self) -> &'static str {
        self.info().slug
    }

    /// The game's one name in `lang`: the French book's in French, the English one's in
    /// English. Every page, export and message that names a game names it so.
    pub fn name_in(self, lang: crate::i18n::Lang) -> &'static str {
        match lang {
            crate::i18n::Lang::Fr => self.info().name_fr,
            crate::i18n::Lang::En => self.info().name_en,
        }
    }

    /// The family module (and template folder) the game belongs to.
    pub fn family(self) -> &'static str {
        self.info().family
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A game id that academie does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a game academie knows")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;

    /// The game of a slug or one of its aliases.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .iter()
            .copied()
            .find(|g| g.slug() == s || g.info().aliases.contains(&s))
            .ok_or_else(|| UnknownGame(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_and_aliases_are_unique_and_parse_back() {
        let mut seen = std::collections::BTreeSet::new();
        for &g in GameId::ALL {
            for name in std::iter::once(g.slug()).chain(g.info().aliases.iter().copied()) {
                assert!(seen.insert(name), "{name} is declared twice");
                assert_eq!(name.parse::<GameId>(), Ok(g));
            }
        }
        assert!("nope".parse::<GameId>().is_err());
    }
}
