//! Words a player reads, as data: a message id of the catalogues (`src/i18n/<lang>/*.ftl`,
//! Project Fluent) and its arguments. The engine never writes a sentence; it returns
//! [`Msg`]s, and [`crate::i18n`] turns them into French or English.
//!
//! Message ids are kebab-case and start with the family or game that owns them
//! (`quadrille-tricks-too-many`, `bete-field-tricks`); ids shared by every game start with
//! `game-` (`game-field-dealer`). Argument names are snake_case (`$got`, `$player`).

use std::borrow::Cow;

use serde::Serialize;

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum MsgArg {
    /// A whole number (counters, tricks, points, a deal number).
    Int(i64),
    /// A text given as it is: a player's name, a field path, a code.
    Text(String),
    /// Another message, rendered in the same language (a reason, a suit, a contract).
    Msg(Box<Msg>),
    /// A game, named as the registry names it in the message's language (its slug in
    /// JSON).
    Game(#[serde(serialize_with = "game_slug")] super::GameId),
}

fn game_slug<S: serde::Serializer>(game: &super::GameId, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(game.slug())
}

impl From<super::GameId> for MsgArg {
    fn from(v: super::GameId) -> Self {
        MsgArg::Game(v)
    }
}

/// A text for a player: the id of a message of the catalogues, with its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Msg {
    /// The message id (`"quadrille-tricks-too-many"`).
    pub id: Cow<'static, str>,
    /// Named arguments, in the order given.
    pub args: Vec<(Cow<'static, str>, MsgArg)>,
}

impl Msg {
    /// A message with no arguments yet.
    pub const fn new(id: &'static str) -> Self {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// A message whose id is built at run time (`reason-<code>`, `suit-<slug>`).
    pub fn dynamic(id: String) -> Self {
        Msg {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    /// The same message with one more argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<MsgArg>) -> Self {
        self.args.push((Cow::Borrowed(name), value.into()));
        self
    }

    /// The argument called `name`, if given.
    pub fn get(&self, name: &str) -> Option<&MsgArg> {
        self.args.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
}

/// Builds a [`Msg`]: `msg!("quadrille-tricks-too-many", got = 11, max = 10)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::games::Msg::new($id)$(.arg(stringify!($k), $v))*
    };
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for MsgArg {
            fn from(v: $t) -> Self {
                MsgArg::Int(i64::try_from(v).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(i64, i32, i16, i8, u64, u32, u16, u8, usize);

impl From<&str> for MsgArg {
    fn from(v: &str) -> Self {
        MsgArg::Text(v.to_owned())
    }
}

impl From<String> for MsgArg {
    fn from(v: String) -> Self {
        MsgArg::Text(v)
    }
}

impl From<&String> for MsgArg {
    fn from(v: &String) -> Self {
        MsgArg::Text(v.clone())
    }
}

impl From<Msg> for MsgArg {
    fn from(v: Msg) -> Self {
        MsgArg::Msg(Box::new(v))
    }
}

/// In unit tests only: a text given as it is (id `text`), for fields and errors made up
/// by a test. The engine and the pages never write a sentence.
#[cfg(test)]
impl From<&str> for Msg {
    fn from(text: &str) -> Self {
        Msg::new("text").arg("text", text)
    }
}
