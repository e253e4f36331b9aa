use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// How many bytes a [`Name`] holds without an allocation.
const INLINE: usize = 22;

/// A player's name as an entry of `deals` gives it (`"ombre": "Anne"`): a string, kept in
/// place when short (every name at a card table), so that reading a deal's facts costs no
/// allocation per name. It reads, writes, compares and hashes as the string it holds.
#[derive(Clone)]
pub struct Name(Repr);

#[derive(Clone)]
enum Repr {
    /// Up to [`INLINE`] bytes of UTF-8, `len` of them used.
    Inline { len: u8, bytes: [u8; INLINE] },
    /// A longer name.
    Heap(Box<str>),
}

impl Name {
    /// The name `text`.
    #[inline]
    pub fn new(text: &str) -> Self {
        let mut bytes = [0; INLINE];
        match (bytes.get_mut(..text.len()), u8::try_from(text.len())) {
            (Some(slot), Ok(len)) => {
                slot.copy_from_slice(text.as_bytes());
                Name(Repr::Inline { len, bytes })
            }
            _ => Name(Repr::Heap(text.into())),
        }
    }

    /// The name's bytes (UTF-8), read without the check of [`Name::as_str`]: what
    /// comparisons use.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline { len, bytes } => bytes.get(..usize::from(*len)).unwrap_or_default(),
            Repr::Heap(text) => text.as_bytes(),
        }
    }

    /// Whether the name is `text`.
    #[inline]
    pub fn is(&self, text: &str) -> bool {
        // Byte by byte once the lengths agree: names are short, and a call to `memcmp`
        // costs more than the loop.
        let (name, text) = (self.as_bytes(), text.as_bytes());
        name.len() == text.len() && name.iter().zip(text).all(|(a, b)| a == b)
    }

    /// The name as a string.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Only ever filled from a `&str`, so always UTF-8.
            Repr::Inline { len, bytes } => bytes
                .get(..usize::from(*len))
                .and_then(|b| std::str::from_utf8(b).ok())
                .unwrap_or_default(),
            Repr::Heap(text) => text,
        }
    }
}

impl From<String> for Name {
    fn from(text: String) -> Self {
        if text.len() <= INLINE {
            Name::new(&text)
        } else {
            Name(Repr::Heap(text.into_boxed_str()))
        }
    }
}

impl From<&str> for Name {
    fn from(text: &str) -> Self {
        Name::new(text)
    }
}

impl Deref for Name {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for Name {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for Name {}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.is(other)
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.is(other)
    }
}

impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Self) -> Ordering {
        // UTF-8 orders as its code points: as `str` does.
        self.as_bytes().cmp(other.as_bytes())
    }
}

impl Hash for Name {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // As `str` hashes.
        state.write(self.as_bytes());
        state.write_u8(0xff);
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Name {
    /// As a `String` reads (the same requests of the input, the same words in errors).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Text;
        impl serde::de::Visitor<'_> for Text {
            type Value = Name;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }

            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Name, E> {
                Ok(Name::new(v))
            }

            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Name, E> {
                Ok(Name::from(v))
            }

            fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Name, E> {
                match std::str::from_utf8(v) {
                    Ok(s) => Ok(Name::new(s)),
                    Err(_) => Err(E::invalid_value(serde::de::Unexpected::Bytes(v), &self)),
                }
            }
        }
        deserializer.deserialize_string(Text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_names_read_and_compare_as_their_text() {
        for text in [
            "",
            "A",
            "Anne-Sophie de la Tour",
            "Anne-Sophie de la Tour d'Auvergne",
            "Zoé",
        ] {
            let name: Name = serde_json::from_str(&serde_json::to_string(text).unwrap()).unwrap();
            assert_eq!(name.as_str(), text);
            assert_eq!(name, Name::from(text.to_owned()));
            assert_eq!(
                serde_json::to_string(&name).unwrap(),
                serde_json::to_string(text).unwrap()
            );
        }
        assert!(Name::new("Anne") < Name::new("Bernard"));
        assert!(serde_json::from_str::<Name>("3")
            .unwrap_err()
            .to_string()
            .contains("expected a string"));
    }
}
