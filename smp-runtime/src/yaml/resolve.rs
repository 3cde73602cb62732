//! go-yaml v2's readings that its printer relies on: which plain text reads back as a
//! string (`resolve`: YAML 1.1's words, numbers, timestamps, base 60 floats), how it
//! prints numbers, and the order it sorts mapping keys in.

use serde_json::Number;

/// Whether go-yaml reads the plain scalar `text` as a string (its `resolve`), not as a
/// null, boolean, number or timestamp. `<<` is not: go-yaml's printer writes it plain
/// (its table has `<<`, but it looks there only for text whose first character hints at
/// a value, which `<` does not), and then its reader, and kubectl's, takes `<<:` for a
/// merge key and refuses the document. smp quotes it: one of the two kinds of strings it
/// writes otherwise than kubectl (the other holds NEL, LS or PS; see `emit::string_style`).
pub(super) fn resolves_to_string(text: &str) -> bool {
    const NOT_STRINGS: &[&str] = &[
        "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON", "n", "N", "no", "No", "NO", "false",
        "False", "FALSE", "off", "Off", "OFF", "", "~", "null", "Null", "NULL", ".nan", ".NaN", ".NAN", ".inf", ".Inf",
        ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", "<<",
    ];
    let Some(first) = text.bytes().next() else { return false };
    if NOT_STRINGS.contains(&text) {
        return false;
    }
    match first {
        b'.' => go_parse_float(text).is_none(),
        b'0'..=b'9' | b'+' | b'-' => {
            if is_timestamp(text) {
                return false;
            }
            let plain = text.replace('_', "");
            let binary = plain.strip_prefix("0b").or_else(|| plain.strip_prefix("-0b"));
            !(go_parse_int(&plain) || is_yaml_float(&plain) || binary.is_some_and(is_binary_int))
        }
        _ => true,
    }
}

/// `strconv.ParseInt(s, 0, 64)` or `ParseUint` succeeds: an optional sign (ParseInt only),
/// then decimal digits, `0x`/`0X` hex, `0o`/`0O` or a leading `0` octal, `0b`/`0B` binary,
/// within 64 bits.
fn go_parse_int(text: &str) -> bool {
    let (negative, unsigned) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (radix, digits) = match unsigned.as_bytes() {
        [b'0', b'x' | b'X', ..] => (16, &unsigned[2..]),
        [b'0', b'o' | b'O', ..] => (8, &unsigned[2..]),
        [b'0', b'b' | b'B', ..] => (2, &unsigned[2..]),
        [b'0', _, ..] => (8, &unsigned[1..]),
        _ => (10, unsigned),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return false;
    }
    match u64::from_str_radix(digits, radix) {
        Ok(value) if negative => value <= 1 << 63,
        Ok(_) => true,
        Err(_) => false,
    }
}

/// go-yaml's float pattern: `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`.
fn is_yaml_float(text: &str) -> bool {
    let rest = text.strip_prefix(['-', '+']).unwrap_or(text);
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let (mantissa, exponent) = match rest.find(['e', 'E']) {
        Some(at) => (&rest[..at], Some(&rest[at + 1..])),
        None => (rest, None),
    };
    let mantissa_ok = match mantissa.split_once('.') {
        Some(("", fraction)) => !fraction.is_empty() && digits(fraction) == fraction.len(),
        Some((whole, fraction)) => digits(whole) == whole.len() && digits(fraction) == fraction.len(),
        None => !mantissa.is_empty() && digits(mantissa) == mantissa.len(),
    };
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        !e.is_empty() && digits(e) == e.len()
    });
    mantissa_ok && exponent_ok
}

fn is_binary_int(digits: &str) -> bool {
    !digits.is_empty() && digits.len() <= 64 && digits.bytes().all(|b| b == b'0' || b == b'1')
}

/// `strconv.ParseFloat(s, 64)` for text starting with `.` (go-yaml tries it there): a
/// decimal fraction with an optional exponent, or Go's `.` forms of nothing else.
fn go_parse_float(text: &str) -> Option<f64> {
    is_yaml_float(text).then(|| text.parse().ok()).flatten()
}

/// go-yaml's timestamps: `YYYY-M-D`, optionally with a time (`T`, `t` or a space) and a
/// zone, as its `parseTimestamp` formats accept them.
fn is_timestamp(text: &str) -> bool {
    let bytes = text.as_bytes();
    if bytes.len() < 5 || !bytes[..4].iter().all(u8::is_ascii_digit) || bytes[4] != b'-' {
        return false;
    }
    let (date, time) = match text.find(['T', 't', ' ']) {
        Some(at) => (&text[..at], Some((&text[at..at + 1], &text[at + 1..]))),
        None => (text, None),
    };
    let mut parts = date.splitn(3, '-');
    let (year, month, day) = (parts.next(), parts.next(), parts.next());
    let number = |part: Option<&str>, most: u32| {
        part.filter(|p| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u32>().ok())
            .filter(|&n| (1..=most).contains(&n))
    };
    let (Some(month), Some(day)) = (number(month, 12), number(day, 31)) else { return false };
    if year.is_none_or(|y| y.len() != 4) || day > days_in(year.unwrap_or("0").parse().unwrap_or(0), month) {
        return false;
    }
    match time {
        None => true,
        Some((separator, rest)) => is_clock(rest, separator != " "),
    }
}

fn days_in(year: u32, month: u32) -> u32 {
    match month {
        2 if (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `15:4:5.999999999` and, where `zoned`, `Z07:00` (`Z` or `±hh:mm`) after it.
fn is_clock(text: &str, zoned: bool) -> bool {
    let (clock, zone) = if zoned {
        match text.find(['Z', '+', '-']) {
            Some(at) => (&text[..at], &text[at..]),
            None => return false,
        }
    } else {
        (text, "")
    };
    let (clock, fraction) = match clock.split_once('.') {
        Some((clock, fraction)) => (clock, Some(fraction)),
        None => (clock, None),
    };
    let fields: Vec<&str> = clock.split(':').collect();
    let field = |i: usize, most: u32| {
        fields
            .get(i)
            .filter(|f| (1..=2).contains(&f.len()) && f.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|f| f.parse::<u32>().ok())
            .is_some_and(|n| n <= most)
    };
    let clock_ok = fields.len() == 3 && field(0, 23) && field(1, 59) && field(2, 59);
    let fraction_ok = fraction.is_none_or(|f| !f.is_empty() && f.len() <= 9 && f.bytes().all(|b| b.is_ascii_digit()));
    let zone_ok = !zoned
        || zone == "Z"
        || (zone.len() == 6
            && zone.as_bytes()[3] == b':'
            && zone[1..3].bytes().chain(zone[4..].bytes()).all(|b| b.is_ascii_digit()));
    clock_ok && fraction_ok && zone_ok
}

/// go-yaml quotes YAML 1.1's base 60 floats (`1:20`, `-3:25:45.5`) for other parsers.
pub(super) fn is_base60_float(text: &str) -> bool {
    let rest = text.strip_prefix(['-', '+']).unwrap_or(text);
    if !rest.starts_with(|c: char| c.is_ascii_digit()) || !rest.contains(':') {
        return false;
    }
    let (whole, fraction) = match rest.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (rest, None),
    };
    let mut groups = whole.split(':');
    let head = groups.next().unwrap_or("");
    let head_ok = head.bytes().all(|b| b.is_ascii_digit() || b == b'_');
    let sexagesimal = groups.all(|g| match g.as_bytes() {
        [d] => d.is_ascii_digit(),
        [t, d] => (b'0'..=b'5').contains(t) && d.is_ascii_digit(),
        _ => false,
    });
    head_ok && sexagesimal && fraction.is_none_or(|f| f.bytes().all(|b| b.is_ascii_digit() || b == b'_'))
}

/// A number as it comes out of Go's JSON printing, go-yaml's reading and its printing:
/// integers as they are (so is a float that Go prints as an integer and that fits one),
/// other floats as `strconv.FormatFloat(f, 'g', -1, 64)`.
pub(super) fn number_text(number: &Number) -> String {
    if let Some(int) = number.as_i64() {
        return int.to_string();
    }
    if let Some(uint) = number.as_u64() {
        return uint.to_string();
    }
    let float = number.as_f64().unwrap_or(f64::NAN);
    if float.fract() == 0.0 && float.abs() < 1e21 {
        // 2^63 and 2^64, exactly.
        let (two_63, two_64) = ((1u64 << 63) as f64, 2.0 * (1u64 << 63) as f64);
        if (-two_63..two_63).contains(&float) {
            return (float as i64).to_string();
        }
        if (0.0..two_64).contains(&float) {
            return (float as u64).to_string();
        }
    }
    go_format_g(float)
}

/// `strconv.FormatFloat(f, 'g', -1, 64)`: the shortest digits, in exponent form where the
/// exponent is below -4 or at least 6 (`1e-05`, `1.5e+06`).
fn go_format_g(float: f64) -> String {
    if !float.is_finite() {
        return if float.is_nan() {
            ".nan"
        } else if float > 0.0 {
            ".inf"
        } else {
            "-.inf"
        }
        .to_owned();
    }
    let scientific = format!("{float:e}");
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", mantissa),
    };
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    if !(-4..6).contains(&exponent) {
        let (first, rest) = digits.split_at(1);
        let point = if rest.is_empty() { String::new() } else { format!(".{rest}") };
        let exponent_sign = if exponent < 0 { '-' } else { '+' };
        return format!("{sign}{first}{point}e{exponent_sign}{:02}", exponent.abs());
    }
    let point = exponent + 1;
    let text = if point <= 0 {
        format!("0.{}{digits}", "0".repeat(point.unsigned_abs() as usize))
    } else if point as usize >= digits.len() {
        format!("{digits}{}", "0".repeat(point as usize - digits.len()))
    } else {
        format!("{}.{}", &digits[..point as usize], &digits[point as usize..])
    };
    format!("{sign}{text}")
}

/// go-yaml's order of mapping keys (its `keyList.Less` on strings): letters by code
/// point, runs of digits by their value, a letter after anything else. Where digit runs
/// meet letters this is no order (`017` < `0b` < `1e3` < `017`), and go-yaml sorts the
/// keys as Go's random map iteration hands them over, so kubectl prints them in another
/// order from run to run; smp sorts stably from byte order, one of kubectl's outputs.
pub(super) fn key_order(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let less = |a: &[char], b: &[char]| -> bool {
        for i in 0..a.len().min(b.len()) {
            if a[i] == b[i] {
                continue;
            }
            let (a_letter, b_letter) = (a[i].is_alphabetic(), b[i].is_alphabetic());
            if a_letter && b_letter {
                return a[i] < b[i];
            }
            if a_letter || b_letter {
                return b_letter;
            }
            let (mut a_number, mut b_number) = (0i64, 0i64);
            if (a[i] == '0' || b[i] == '0') && a[..i].iter().rev().take_while(|c| c.is_ascii_digit()).any(|&c| c != '0')
            {
                (a_number, b_number) = (1, 1);
            }
            let run = |s: &[char], mut n: i64| {
                let mut end = i;
                while end < s.len() && s[end].is_ascii_digit() {
                    n = n.wrapping_mul(10).wrapping_add(i64::from(s[end] as u8 - b'0'));
                    end += 1;
                }
                (n, end)
            };
            let ((a_number, a_end), (b_number, b_end)) = (run(a, a_number), run(b, b_number));
            if a_number != b_number {
                return a_number < b_number;
            }
            if a_end != b_end {
                return a_end < b_end;
            }
            return a[i] < b[i];
        }
        a.len() < b.len()
    };
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if less(&a, &b) {
        Ordering::Less
    } else if less(&b, &a) {
        Ordering::Greater
    } else {
        Ordering::Equal
    }
}
