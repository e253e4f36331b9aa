//! Le Jeu du Mail (other-games-2 §16; French book only, 000:17681-18648): pall-mall, a
//! ball struck along an alley to pass the iron. The strokes are judged on the ground; the
//! score-keeper keeps only the wager ledger of the *rouet* (each for himself), passe by
//! passe: the winner, each loser's multiplier (a ball re-entered "for two" after going out
//! at the début costs two passes, the third ball four, the fourth eight: 000:18224-18232),
//! the passes abandoned for a new one and those forgotten by a winner who did not ask "who
//! was for two" (both *suspended*, "sent to Avignon", for a later winner who claims them:
//! 000:18329-18336, 18471-18488).

pub mod rouet;

pub use rouet::Mail;
