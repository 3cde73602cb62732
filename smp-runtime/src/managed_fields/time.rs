//! The time of a managed fields entry, as apimachinery's `metav1.Time` reads and writes it:
//! read with Go's `time.Parse(time.RFC3339, ...)`, which is more lenient than RFC 3339 (a
//! one-digit hour, a comma before the fraction, offsets up to 24:60), written in UTC to the
//! second. Go sorts entries by the Unix second; the nanoseconds are kept for equality and
//! because Go writes its zero time, `0001-01-01T00:00:00Z` exactly, as `null`.

use std::fmt;

/// A point in time as `metav1.Time` holds it: read to the nanosecond, written to the second.
///
/// ```
/// use smp::managed_fields::Time;
///
/// let time = Time::parse("2026-12-06T13:00:00.25+01:00").unwrap();
/// assert_eq!(time.to_string(), "2026-12-06T12:00:00Z");
/// assert_eq!(time.unix_seconds(), 1_796_558_400);
/// assert!(Time::parse("2026-02-30T00:00:00Z").is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Time {
    seconds: i64,
    /// Nanoseconds after `seconds`, below 10⁹.
    nanos: u32,
}

/// Seconds from year 1 to 1970, Go's zero time in Unix seconds.
const GO_ZERO: i64 = -62_135_596_800;

impl Time {
    /// Reads `text` as Go's `time.Parse(time.RFC3339, text)` does; `None` where Go fails.
    pub fn parse(text: &str) -> Option<Time> {
        let mut rest = text.as_bytes();
        let year = digits(&mut rest, 4)?;
        literal(&mut rest, b'-')?;
        let month = digits(&mut rest, 2)?;
        literal(&mut rest, b'-')?;
        let day = digits(&mut rest, 2)?;
        literal(&mut rest, b'T')?;
        // The hour alone may have one digit (Go's `15` is not zero-padded when read).
        let hour = match rest {
            [a, b, ..] if a.is_ascii_digit() && b.is_ascii_digit() => digits(&mut rest, 2)?,
            _ => digits(&mut rest, 1)?,
        };
        literal(&mut rest, b':')?;
        let minute = digits(&mut rest, 2)?;
        literal(&mut rest, b':')?;
        let second = digits(&mut rest, 2)?;
        let mut nanos = 0;
        if let [b'.' | b',', d, ..] = rest {
            if d.is_ascii_digit() {
                let n = 1 + rest[1..].iter().take_while(|b| b.is_ascii_digit()).count();
                // Go reads nine digits at most; the rest only has to be digits.
                let digits = &rest[1..n.min(10)];
                nanos = digits.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0')) * 10u32.pow(9 - digits.len() as u32);
                rest = &rest[n..];
            }
        }
        let offset = match rest {
            [b'Z', tail @ ..] => {
                rest = tail;
                0
            }
            [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2, tail @ ..] => {
                let (hours, minutes) = (two(*h1, *h2)?, two(*m1, *m2)?);
                if hours > 24 || minutes > 60 {
                    return None;
                }
                rest = tail;
                let offset = (hours * 60 + minutes) * 60;
                if *sign == b'-' {
                    -offset
                } else {
                    offset
                }
            }
            _ => return None,
        };
        if !rest.is_empty()
            || !(1..=12).contains(&month)
            || hour >= 24
            || minute >= 60
            || second >= 60
            || day < 1
            || day > days_in(month, year)
        {
            return None;
        }
        let seconds = days_from_civil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second - offset;
        Some(Time { seconds, nanos })
    }

    /// The time at a Unix second.
    pub fn from_unix_seconds(seconds: i64) -> Time {
        Time { seconds, nanos: 0 }
    }

    /// The time `nanos` (below 10⁹) after a Unix second.
    #[cfg(feature = "k8s-openapi")]
    pub(super) fn from_parts(seconds: i64, nanos: u32) -> Time {
        Time { seconds, nanos }
    }

    /// Seconds since 1970-01-01T00:00:00Z (Go's `Time.Unix`, rounded down).
    pub fn unix_seconds(&self) -> i64 {
        self.seconds
    }

    /// Whether this is Go's zero time (`0001-01-01T00:00:00Z` exactly), which `metav1.Time`
    /// writes as `null`.
    pub fn is_go_zero(&self) -> bool {
        self.seconds == GO_ZERO && self.nanos == 0
    }
}

impl fmt::Display for Time {
    /// RFC 3339 in UTC to the second, as `metav1.Time` writes it (`2026-12-06T12:00:00Z`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let days = self.seconds.div_euclid(86_400);
        let second = self.seconds.rem_euclid(86_400);
        let (year, month, day) = civil_from_days(days);
        // Go pads the year to four digits after its sign (`-0001`).
        let sign = if year < 0 { "-" } else { "" };
        write!(
            f,
            "{sign}{:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
            year.unsigned_abs(),
            second / 3_600,
            second / 60 % 60,
            second % 60
        )
    }
}

fn digits(rest: &mut &[u8], n: usize) -> Option<i64> {
    let (head, tail) = (rest.get(..n)?, &rest[n..]);
    if !head.iter().all(u8::is_ascii_digit) {
        return None;
    }
    *rest = tail;
    Some(head.iter().fold(0, |n, d| n * 10 + i64::from(d - b'0')))
}

fn two(a: u8, b: u8) -> Option<i64> {
    digits(&mut &[a, b][..], 2)
}

fn literal(rest: &mut &[u8], byte: u8) -> Option<()> {
    let (first, tail) = rest.split_first()?;
    (*first == byte).then(|| *rest = tail)
}

fn days_in(month: i64, year: i64) -> i64 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a date of the proleptic Gregorian calendar (Howard Hinnant's
/// `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The date of a day since 1970-01-01 (the inverse of [`days_from_civil`]).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}
