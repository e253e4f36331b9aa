//! The fourteen hazards (*pretintailles*) of the Ombre by three (spec 1.4.9; dictionary
//! "Pretintailles" 000:11490-11501; law LXXX 000:10843-10848). Each enabled hazard is one
//! fiche paid to the Ombre by each other player when he wins, and by the Ombre to each of
//! them when he loses.

use serde::{Deserialize, Serialize};

use crate::games::{DealError, Msg};

/// A hazard, by its stable id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hazard {
    /// Consolation (automatic): a fiche for the consolation, one for the sans-prendre, one
    /// per matador (000:11235-11243).
    Consolation,
    /// Bon Air: sans-prendre with exactly four matadors (000:11174-11179).
    BonAir,
    /// Parfait Contentement: sans-prendre with five matadors or more (000:11230-11233).
    ParfaitContentement,
    /// Guinguette: neither black ace (000:11372-11375).
    Guinguette,
    /// Mirliro: Spadille and Basto without Manille, or the red aces with Basto
    /// (000:11441-11448).
    Mirliro,
    /// Fanatique: the four knaves (000:11343-11348).
    Fanatique,
    /// Charivari: the four queens (000:11208-11212).
    Charivari,
    /// Discorde: the four kings (000:11294-11297).
    Discorde,
    /// Partie quarrée des dames du temps: three kings and a queen (000:11462-11466).
    PartieQuarree,
    /// Triomphante: the Ombre leads Spadille first; two fiches with the vole
    /// (000:11599-11603).
    Triomphante,
    /// Estrapade (automatic): a sans-prendre Ombre beasted by losing the game pays
    /// (000:11335-11339; spec 8.9a).
    Estrapade,
    /// Dégoût (automatic): on the last deal of the partie (000:11270-11274; spec 8.9b).
    Degout,
    /// Les yeux de ma grand-mère: the two red aces (000:11605-11609).
    YeuxGrandMere,
    /// Chicorée: three or four false matadors (000:11217-11220).
    Chicoree,
}

impl Hazard {
    /// The id as written in options and deals (also the reason code of its payments).
    pub fn id(self) -> &'static str {
        match self {
            Hazard::Consolation => "consolation",
            Hazard::BonAir => "bon_air",
            Hazard::ParfaitContentement => "parfait_contentement",
            Hazard::Guinguette => "guinguette",
            Hazard::Mirliro => "mirliro",
            Hazard::Fanatique => "fanatique",
            Hazard::Charivari => "charivari",
            Hazard::Discorde => "discorde",
            Hazard::PartieQuarree => "partie_quarree",
            Hazard::Triomphante => "triomphante",
            Hazard::Estrapade => "estrapade",
            Hazard::Degout => "degout",
            Hazard::YeuxGrandMere => "yeux_grand_mere",
            Hazard::Chicoree => "chicoree",
        }
    }

    /// The hazard's name, as the book writes it.
    pub fn label(self) -> Msg {
        match self {
            Hazard::Consolation => crate::msg!("ombre-hazard-consolation"),
            Hazard::BonAir => crate::msg!("ombre-hazard-bon-air"),
            Hazard::ParfaitContentement => crate::msg!("ombre-hazard-parfait-contentement"),
            Hazard::Guinguette => crate::msg!("ombre-hazard-guinguette"),
            Hazard::Mirliro => crate::msg!("ombre-hazard-mirliro"),
            Hazard::Fanatique => crate::msg!("ombre-hazard-fanatique"),
            Hazard::Charivari => crate::msg!("ombre-hazard-charivari"),
            Hazard::Discorde => crate::msg!("ombre-hazard-discorde"),
            Hazard::PartieQuarree => crate::msg!("ombre-hazard-partie-quarree"),
            Hazard::Triomphante => crate::msg!("ombre-hazard-triomphante"),
            Hazard::Estrapade => crate::msg!("ombre-hazard-estrapade"),
            Hazard::Degout => crate::msg!("ombre-hazard-degout"),
            Hazard::YeuxGrandMere => crate::msg!("ombre-hazard-yeux-grand-mere"),
            Hazard::Chicoree => crate::msg!("ombre-hazard-chicoree"),
        }
    }

    /// The fourteen hazards, in the order of spec 1.4.9.
    pub const ALL: [Hazard; 14] = [
        Hazard::Consolation,
        Hazard::BonAir,
        Hazard::ParfaitContentement,
        Hazard::Guinguette,
        Hazard::Mirliro,
        Hazard::Fanatique,
        Hazard::Charivari,
        Hazard::Discorde,
        Hazard::PartieQuarree,
        Hazard::Triomphante,
        Hazard::Estrapade,
        Hazard::Degout,
        Hazard::YeuxGrandMere,
        Hazard::Chicoree,
    ];

    /// The hazards the keeper names on a deal (the hand hazards and Triomphante), in the
    /// book's order.
    pub const HAND: [Hazard; 11] = [
        Hazard::BonAir,
        Hazard::ParfaitContentement,
        Hazard::Guinguette,
        Hazard::Mirliro,
        Hazard::Fanatique,
        Hazard::Charivari,
        Hazard::Discorde,
        Hazard::PartieQuarree,
        Hazard::Triomphante,
        Hazard::YeuxGrandMere,
        Hazard::Chicoree,
    ];

    /// Whether the engine applies it by itself (never listed on a deal).
    pub fn is_automatic(self) -> bool {
        matches!(
            self,
            Hazard::Consolation | Hazard::Estrapade | Hazard::Degout
        )
    }
}

/// Checks the hazards a keeper names on a deal against the deal's own facts (spec 1.2):
/// no automatic hazard, none twice, and no condition the deal contradicts.
///
/// # Errors
/// [`DealError::Invalid`] naming `hazards`.
pub(crate) fn check_named(
    named: &[Hazard],
    sans_prendre: bool,
    matadors: u32,
) -> Result<(), DealError> {
    for (i, &h) in named.iter().enumerate() {
        let hazard = h.label();
        let bad = if h.is_automatic() {
            Some(crate::msg!("ombre-hazard-is-automatic", hazard = hazard))
        } else if named.get(..i).is_some_and(|before| before.contains(&h)) {
            Some(crate::msg!("ombre-hazard-twice", hazard = hazard))
        } else {
            match h {
                Hazard::BonAir if !(sans_prendre && matadors == 4) => {
                    Some(crate::msg!("ombre-hazard-needs-four", hazard = hazard))
                }
                Hazard::ParfaitContentement if !(sans_prendre && matadors >= 5) => {
                    Some(crate::msg!("ombre-hazard-needs-five", hazard = hazard))
                }
                Hazard::Guinguette | Hazard::Chicoree if matadors > 0 => Some(crate::msg!(
                    "ombre-hazard-no-spadille",
                    hazard = hazard,
                    matadors = matadors
                )),
                _ => None,
            }
        };
        if let Some(why) = bad {
            return Err(DealError::invalid("hazards", why));
        }
    }
    Ok(())
}

/// The fiches one hazard is worth on a deal.
pub(crate) fn fiches(hazard: Hazard, sans_prendre: bool, matadors: u32, vole_made: bool) -> i64 {
    match hazard {
        Hazard::Consolation => 1 + i64::from(sans_prendre) + i64::from(matadors),
        Hazard::Triomphante if vole_made => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_consolation_hazard_counts_sans_prendre_and_matadors() {
        // 000:11239-11241: "une fiche, une fiche pour le sans-prendre, & une fiche pour
        // chaque matador".
        assert_eq!(fiches(Hazard::Consolation, true, 4, false), 6);
        assert_eq!(fiches(Hazard::Consolation, false, 0, false), 1);
        assert_eq!(fiches(Hazard::Triomphante, false, 0, true), 2);
        assert_eq!(fiches(Hazard::Triomphante, false, 0, false), 1);
        assert_eq!(fiches(Hazard::Discorde, false, 0, true), 1);
    }

    #[test]
    fn named_hazards_must_fit_the_deal() {
        assert!(check_named(&[Hazard::BonAir], true, 4).is_ok());
        assert!(check_named(&[Hazard::BonAir], true, 5).is_err());
        assert!(check_named(&[Hazard::BonAir], false, 4).is_err());
        assert!(check_named(&[Hazard::ParfaitContentement], true, 5).is_ok());
        assert!(check_named(&[Hazard::Chicoree], true, 0).is_ok());
        assert!(check_named(&[Hazard::Guinguette], false, 3).is_err());
        assert!(check_named(&[Hazard::Estrapade], true, 0).is_err());
        assert!(check_named(&[Hazard::Charivari, Hazard::Charivari], false, 0).is_err());
    }

    #[test]
    fn ids_round_trip() {
        for h in Hazard::HAND {
            let v = serde_json::to_value(h).unwrap();
            assert_eq!(v, serde_json::Value::from(h.id()));
        }
    }
}
