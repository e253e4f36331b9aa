//! A cursor over JSON text, for the readers that take the common shapes of a partie
//! document by hand (`academie score`'s path): a string without escapes, a whole number,
//! `true` or `false`, a list, a map; any other value is read by serde_json where it stands
//! ([`Scan::value`]). Each reading gives `None` for what it does not take, and the caller
//! then reads the text another way: the readers here never decide that JSON is invalid.

use serde::Deserialize;

/// The bytes that end the run of plain characters of a string: its closing quote, an
/// escape, a control character.
const STOPS: [bool; 256] = {
    let mut stops = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        stops[b] = true;
        b += 1;
    }
    stops[b'"' as usize] = true;
    stops[b'\\' as usize] = true;
    stops
};

/// A position in JSON text. Every reading skips the whitespace before what it reads.
#[derive(Debug, Clone, Copy)]
pub struct Scan<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Scan<'a> {
    /// At the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Scan { text, at: 0 }
    }

    /// The text from here on.
    pub fn rest(&self) -> &'a str {
        self.text.get(self.at..).unwrap_or_default()
    }

    fn byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.byte() {
            self.at += 1;
        }
    }

    /// The next byte that is not whitespace, left in place.
    pub fn peek(&mut self) -> Option<u8> {
        self.skip_whitespace();
        self.byte()
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    /// Takes `byte` if it comes next.
    pub fn eat(&mut self, byte: u8) -> bool {
        let next = self.peek() == Some(byte);
        if next {
            self.at += 1;
        }
        next
    }

    /// Takes `word` if it comes next.
    fn eat_word(&mut self, word: &str) -> bool {
        self.skip_whitespace();
        let next = self.rest().starts_with(word);
        if next {
            self.at += word.len();
        }
        next
    }

    /// A string without escapes or control characters.
    pub fn string(&mut self) -> Option<&'a str> {
        if !self.eat(b'"') {
            return None;
        }
        let start = self.at;
        let tail = self.text.as_bytes().get(start..)?;
        let mut len = 0;
        for &b in tail {
            if STOPS[usize::from(b)] {
                break;
            }
            len += 1;
        }
        if tail.get(len) != Some(&b'"') {
            return None;
        }
        self.at = start + len + 1;
        self.text.get(start..start + len)
    }

    /// A whole number in 64 bits, as JSON writes it (no fraction, no exponent).
    #[inline]
    pub fn int(&mut self) -> Option<i64> {
        self.skip_whitespace();
        let bytes = self.text.as_bytes();
        let negative = bytes.get(self.at) == Some(&b'-');
        let start = self.at + usize::from(negative);
        let mut end = start;
        let mut n: i64 = 0;
        while let Some(&digit) = bytes.get(end).filter(|b| b.is_ascii_digit()) {
            let digit = i64::from(digit - b'0');
            n = n.checked_mul(10)?;
            n = if negative {
                n.checked_sub(digit)?
            } else {
                n.checked_add(digit)?
            };
            end += 1;
        }
        let leading_zero = end - start > 1 && bytes.get(start) == Some(&b'0');
        if end == start || leading_zero || matches!(bytes.get(end), Some(b'.' | b'e' | b'E')) {
            return None;
        }
        self.at = end;
        Some(n)
    }

    /// `true` or `false`.
    pub fn bool(&mut self) -> Option<bool> {
        if self.eat_word("true") {
            Some(true)
        } else if self.eat_word("false") {
            Some(false)
        } else {
            None
        }
    }

    /// One value of any shape, read by serde_json as a `T`.
    pub fn value<T: Deserialize<'a>>(&mut self) -> Option<T> {
        let mut values = serde_json::Deserializer::from_str(self.rest()).into_iter::<T>();
        let value = values.next()?.ok()?;
        self.at += values.byte_offset();
        Some(value)
    }

    /// A list, each item read by `item`.
    pub fn list(&mut self, mut item: impl FnMut(&mut Self) -> Option<()>) -> Option<()> {
        if !self.eat(b'[') {
            return None;
        }
        if self.eat(b']') {
            return Some(());
        }
        loop {
            item(self)?;
            if self.eat(b']') {
                return Some(());
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    /// A map whose keys are strings without escapes, each value read by `entry`, given
    /// its key.
    pub fn map(&mut self, mut entry: impl FnMut(&mut Self, &'a str) -> Option<()>) -> Option<()> {
        if !self.eat(b'{') {
            return None;
        }
        if self.eat(b'}') {
            return Some(());
        }
        loop {
            let key = self.string()?;
            if !self.eat(b':') {
                return None;
            }
            entry(self, key)?;
            if self.eat(b'}') {
                return Some(());
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_takes_and_leaves_the_rest() {
        let mut scan =
            Scan::new(r#" { "a" : [1, -20, 0], "b": "x y", "c": true, "d": {"e": null} } "#);
        let mut seen = Vec::new();
        let read = scan.map(|scan, key| {
            match key {
                "a" => {
                    let mut ints = Vec::new();
                    scan.list(|scan| {
                        ints.push(scan.int()?);
                        Some(())
                    })?;
                    seen.push(format!("{ints:?}"));
                }
                "b" => seen.push(scan.string()?.to_owned()),
                "c" => seen.push(scan.bool()?.to_string()),
                _ => seen.push(scan.value::<serde_json::Value>()?.to_string()),
            }
            Some(())
        });
        assert_eq!(read, Some(()));
        assert!(scan.at_end());
        assert_eq!(seen, ["[1, -20, 0]", "x y", "true", r#"{"e":null}"#]);
    }

    #[test]
    fn refuses_what_serde_json_alone_reads() {
        for text in [
            r#""a\"b""#,
            "\"a\nb\"",
            "01",
            "1.0",
            "1e3",
            "-",
            "9223372036854775808",
            "null",
        ] {
            assert_eq!(Scan::new(text).string(), None, "{text}");
            assert_eq!(Scan::new(text).int(), None, "{text}");
        }
        assert_eq!(Scan::new("-9223372036854775808").int(), Some(i64::MIN));
        assert_eq!(Scan::new("[1,]").list(|s| s.int().map(|_| ())), None);
    }
}
