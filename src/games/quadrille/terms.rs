//! What a deal is worth: its outcome (win, remise, codille) and the premiums of each
//! contract per opponent (spec §2.3, §4.2–§4.4, §4.12, §5.2–§5.3).

use smallvec::{smallvec, SmallVec};

use super::deal::{Contract, Play};
use super::options::{Family, MatadorPayment, Rules};
use crate::domain::Reason;

/// Win, remise, codille: shared with the Ombre family ([`crate::games::hombre`]).
pub use crate::games::hombre::{outcome, Result3};

/// An announced vole and how it is scored when missed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Announced {
    /// Le Contre (Quadrille, law LV–LVI): made pays the vole 20·d on top; missed with six
    /// or more tricks pays each opponent 20·d **only** (no beast, the game is remised).
    Contre,
    /// The Médiateur's declared vole (FR 3420–3470, 6772–6820): the vole is inside R;
    /// missed with six or more tricks he pays R, makes the beast, the game is remised.
    Declared,
}

/// The premiums of one played deal per opponent, before the multipliers (*f*·*d*).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terms {
    /// The basic premium(s): consolation, sans prendre, the Médiateur's retribution.
    pub base: SmallVec<[(Reason, i64); 2]>,
    /// Matadors (Quadrille: 1 per matador; Médiateur: réunion or the English ways).
    pub matadors: i64,
    /// The vole fee paid for a vole made or charged for one undertaken and missed;
    /// 0 when the vole cannot be paid (forced Spadille, king not shown, right lost).
    pub vole: i64,
    /// The fee of the devole (the side takes no trick); 0 when it does not apply.
    pub devole: i64,
    /// An announced vole (the Contre, a declared vole) and its fee added when made or lost.
    pub announced: Option<(Announced, i64)>,
    /// The fiche given with the card for a Médiateur king (before *f*·*d*).
    pub king_fiche: i64,
}

/// The vole fee of the means at the Médiateur (table FR 6915–6990; EN 5312–5327).
fn mediateur_vole_fee(contract: Contract) -> i64 {
    match contract {
        Contract::Mediateur | Contract::VoleDeclaredMediateur => 30,
        Contract::SansPrendre | Contract::VoleDeclaredSansPrendre => 40,
        _ => 20,
    }
}

/// The matador premium per opponent, before *f*·*d*: at Quadrille one per matador of the
/// side's run (FR 792–801; law XXXVII), at the Médiateur the *réunion* of 10 for the three
/// (FR 6825–6850) or the English ways (EN 5263–5335).
pub fn matador_premium(rules: &Rules, matadors: i64) -> i64 {
    if matadors < 3 {
        return 0;
    }
    match rules.family {
        Family::Quadrille => matadors,
        Family::Mediateur => match rules.options.matador_payment {
            MatadorPayment::Reunion | MatadorPayment::FlatFiche => 10,
            MatadorPayment::PerMatador => 2 * matadors,
        },
    }
}

/// Whether a vole made is paid (and one undertaken and missed charged) for this deal:
/// never after forced Spadille (law L), not when the called king had not appeared
/// (laws LI–LIII, read for `ask` only) or the right was lost (laws XVI, XLVI).
pub fn vole_eligible(play: &Play) -> bool {
    match play.contract {
        Contract::ForcedSpadille => false,
        Contract::Ask => play.king_shown && !play.vole_barred,
        _ => !play.vole_barred,
    }
}

/// The premiums of `play` under `rules`.
pub fn terms(rules: &Rules, play: &Play) -> Terms {
    let contract = play.contract;
    let alone = !contract.is_called_king();
    let o = &rules.options;
    let matadors = if play.forfeited_matadors {
        0
    } else {
        matador_premium(rules, play.matadors)
    };
    let eligible = vole_eligible(play);
    match rules.family {
        Family::Quadrille => {
            let sans_prendre =
                matches!(contract, Contract::SansPrendre | Contract::SansPrendreVole);
            // R (§4.2, §4.12): 2; sans prendre 7; the English Médiateur 12 and sans
            // prendre 16; a forfeited sans-prendre premium leaves the consolation.
            let r = match contract {
                _ if sans_prendre && play.forfeited_sans_prendre => 2,
                _ if sans_prendre && o.mediateur_nf => 16,
                _ if sans_prendre => 7,
                Contract::Mediateur => 12,
                _ => 2,
            };
            let mut base: SmallVec<[(Reason, i64); 2]> = smallvec![(Reason::new("consolation"), 2)];
            if r > 2 {
                let why = if sans_prendre {
                    "sans_prendre"
                } else {
                    "mediateur"
                };
                base.push((Reason::new(why), r - 2));
            }
            let fee = if sans_prendre { 20 } else { 10 };
            let devole = if alone && !o.devole_solo { 0 } else { fee };
            Terms {
                base,
                matadors,
                vole: if eligible && contract != Contract::SansPrendreVole {
                    fee
                } else {
                    0
                },
                devole,
                announced: (contract == Contract::SansPrendreVole)
                    .then_some((Announced::Contre, 20)),
                king_fiche: if contract == Contract::Mediateur {
                    10
                } else {
                    0
                },
            }
        }
        Family::Mediateur => {
            // R (table FR 6470–6500, 6915–6990).
            let r = match contract {
                Contract::Mediateur => 14,
                Contract::SansPrendre => 24,
                Contract::VoleDeclaredMediateur => 64,
                Contract::VoleDeclaredSansPrendre => 104,
                _ => 4,
            };
            let declared = matches!(
                contract,
                Contract::VoleDeclaredMediateur | Contract::VoleDeclaredSansPrendre
            );
            let fee = mediateur_vole_fee(contract);
            let devole = if o.devole_mediateur && (!alone || o.devole_solo) {
                fee
            } else {
                0
            };
            let king = matches!(
                contract,
                Contract::Mediateur | Contract::VoleDeclaredMediateur
            ) && rules.king_exchanged;
            Terms {
                base: smallvec![(Reason::new("retribution"), r)],
                matadors,
                vole: if eligible && !declared { fee } else { 0 },
                devole,
                announced: declared.then_some((Announced::Declared, 0)),
                king_fiche: if king { 10 } else { 0 },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::options::{Options, Suit};
    use super::*;
    use crate::domain::Seat;
    use crate::games::GameId;

    fn play(contract: Contract, matadors: i64) -> Play {
        Play {
            contract,
            ombre: Seat::new(2),
            partner: contract.is_called_king().then_some(Seat::new(1)),
            king_from: None,
            trump: Suit::Hearts,
            tricks: smallvec![1, 1, 7, 1],
            matadors,
            vole_undertaken: false,
            king_shown: true,
            vole_barred: false,
            forfeited_sans_prendre: false,
            forfeited_matadors: false,
            odd_counters_to: None,
        }
    }

    fn per_opponent(t: &Terms) -> i64 {
        t.base.iter().map(|(_, a)| a).sum::<i64>() + t.matadors
    }

    #[test]
    fn codille_needs_six_tricks_to_the_defenders() {
        assert_eq!(outcome(6, 10, 6, false), Result3::Win);
        assert_eq!(outcome(5, 10, 6, false), Result3::Remise);
        assert_eq!(outcome(4, 10, 6, false), Result3::Codille);
        assert_eq!(outcome(4, 10, 6, true), Result3::Remise);
        assert_eq!(outcome(3, 10, 6, true), Result3::Codille);
        // Tritrille, second method: 12 tricks, 7 needed.
        assert_eq!(outcome(6, 12, 7, false), Result3::Remise);
        assert_eq!(outcome(5, 12, 7, false), Result3::Codille);
    }

    #[test]
    fn quadrille_summary_table() {
        // §4.11: ask 2 + m, sans prendre 7 + m; vole 10 / 20.
        let options = Options::default();
        let rules = Rules::new(GameId::Quadrille, 4, &options).unwrap();
        let t = terms(&rules, &play(Contract::Ask, 3));
        assert_eq!((per_opponent(&t), t.vole), (5, 10));
        let t = terms(&rules, &play(Contract::SansPrendre, 4));
        assert_eq!((per_opponent(&t), t.vole), (11, 20));
        let t = terms(&rules, &play(Contract::OwnKing, 0));
        assert_eq!((per_opponent(&t), t.vole), (2, 10));
        let t = terms(&rules, &play(Contract::ForcedSpadille, 0));
        assert_eq!(t.vole, 0, "no vole after forced Spadille (law L)");
    }

    #[test]
    fn the_treatise_example_is_thirty_four_before_the_favourite() {
        // FR 6880–6998: sans prendre with the three matadors: (24 + 10) per opponent.
        let options = Options {
            favourite_suit: Some(Suit::Hearts),
            ..Options::default()
        };
        let rules = Rules::new(GameId::Mediateur, 4, &options).unwrap();
        let t = terms(&rules, &play(Contract::SansPrendre, 3));
        assert_eq!(per_opponent(&t), 34);
        assert_eq!(rules.favour(Suit::Hearts), 2);
        let t = terms(&rules, &play(Contract::VoleDeclaredSansPrendre, 0));
        assert_eq!((per_opponent(&t), t.vole), (104, 0));
    }

    #[test]
    fn english_mediateur_without_favourite_pays_the_books_figures() {
        // EN 5432–5450: Médiateur lost by remise 12, sans prendre 16.
        let options = Options {
            mediateur_nf: true,
            ..Options::default()
        };
        let rules = Rules::new(GameId::Quadrille, 4, &options).unwrap();
        assert_eq!(
            per_opponent(&terms(&rules, &play(Contract::Mediateur, 0))),
            12
        );
        assert_eq!(
            per_opponent(&terms(&rules, &play(Contract::SansPrendre, 0))),
            16
        );
    }
}
