//! Checked arithmetic on counters for every family: an amount beyond 64 bits is
//! [`DealError::Overflow`], never a wrap or a panic (COMMON standards: integer counters,
//! checked where overflow is possible).

use super::DealError;

/// `a + b`, or [`DealError::Overflow`].
pub(crate) fn add(a: i64, b: i64) -> Result<i64, DealError> {
    a.checked_add(b).ok_or_else(DealError::overflow)
}

/// `a * b`, or [`DealError::Overflow`].
pub(crate) fn mul(a: i64, b: i64) -> Result<i64, DealError> {
    a.checked_mul(b).ok_or_else(DealError::overflow)
}

/// The sum of `values`, or [`DealError::Overflow`].
pub(crate) fn sum(values: impl IntoIterator<Item = i64>) -> Result<i64, DealError> {
    values.into_iter().try_fold(0, add)
}

/// `n` (a number of players, of beasts...) as a counter amount.
pub(crate) fn count(n: usize) -> Result<i64, DealError> {
    i64::try_from(n).map_err(|_| DealError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_is_an_error_not_a_wrap() {
        assert_eq!(add(2, 3), Ok(5));
        assert_eq!(mul(-4, 3), Ok(-12));
        assert_eq!(sum([1, 2, 3]), Ok(6));
        assert_eq!(count(7), Ok(7));
        assert_eq!(add(i64::MAX, 1), Err(DealError::Overflow));
        assert_eq!(mul(i64::MAX, 2), Err(DealError::Overflow));
        assert_eq!(sum([i64::MAX, 1]), Err(DealError::Overflow));
    }
}
