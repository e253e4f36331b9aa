//! Secrets: unguessable tokens (a party's public id, its spectator link, a session) and
//! comparing a secret without telling by the time taken how much of it was right.

/// 128 random bits from the operating system, as 32 lowercase hex digits.
///
/// # Errors
/// When the operating system gives no randomness (never on a working Linux).
pub fn token() -> Result<String, getrandom::Error> {
    let mut bytes = [0_u8; 16];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `given` is a well-formed token (what [`token`] makes): a cheap check before
/// a database lookup, so that no other text reaches the query.
pub fn is_token(given: &str) -> bool {
    given.len() == 32
        && given
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// `a == b` in a time that depends on their lengths only, not on where they differ.
pub fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0_u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A password: compared in constant time, never printed (`Debug` shows `***`).
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// The password `text`; `None` when it is empty (no password).
    pub fn new(text: &str) -> Option<Self> {
        (!text.is_empty()).then(|| Password(text.to_owned()))
    }

    /// Whether `given` is this password.
    pub fn is(&self, given: &str) -> bool {
        same(self.0.as_bytes(), given.as_bytes())
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_32_hex_digits_and_differ() {
        let a = token().unwrap();
        let b = token().unwrap();
        assert!(is_token(&a) && is_token(&b));
        assert_ne!(a, b);
        assert!(!is_token("1"));
        assert!(!is_token(&a.to_uppercase()));
    }

    #[test]
    fn same_compares_whole_secrets() {
        assert!(same(b"secret", b"secret"));
        assert!(!same(b"secret", b"secreT"));
        assert!(!same(b"secret", b"secrets"));
        assert!(same(b"", b""));
    }

    #[test]
    fn passwords_are_never_printed() {
        let p = Password::new("hunter2").unwrap();
        assert!(p.is("hunter2") && !p.is("hunter"));
        assert!(!format!("{p:?}").contains("hunter2"));
        assert_eq!(Password::new(""), None);
    }
}
