//! The string forms of a time value, as V8 (`ToDateString` in date.cc)
//! and, for the locale forms, ICU's en-US patterns print them.

use super::{fields, local_offset, to_local, zone_name};

const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// `%04d`, or `%05d` for a negative year (`-0001`).
fn year4(y: i64) -> String {
    if y < 0 {
        format!("-{:04}", -y)
    } else {
        format!("{y:04}")
    }
}

/// `Date.prototype.toISOString` (None for an invalid date).
pub fn iso(t: f64) -> Option<String> {
    if t.is_nan() {
        return None;
    }
    let f = fields(t);
    let year = if (0..=9999).contains(&f.year) {
        format!("{:04}", f.year)
    } else if f.year < 0 {
        format!("-{:06}", -f.year)
    } else {
        format!("+{:06}", f.year)
    };
    Some(format!(
        "{year}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        f.month + 1,
        f.day,
        f.hour,
        f.minute,
        f.second,
        f.ms
    ))
}

/// What `util.inspect` shows for a date.
pub fn inspect_text(t: f64) -> String {
    iso(t).unwrap_or_else(|| "Invalid Date".to_owned())
}

/// `GMT-0500 (Eastern Standard Time)`.
fn zone_part(t: f64) -> String {
    // Whole minutes, truncated as V8's TimezoneOffset does (an LMT offset
    // of -4:56:02 prints as -0456).
    let off = local_offset(t) / 60_000;
    let sign = if off < 0 { '-' } else { '+' };
    format!(
        "GMT{sign}{:02}{:02} ({})",
        off.abs() / 60,
        off.abs() % 60,
        zone_name(t)
    )
}

/// Which of `toString`'s parts to print.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Part {
    DateAndTime,
    Date,
    Time,
}

/// `toString`, `toDateString`, `toTimeString`.
pub fn local_string(t: f64, part: Part) -> String {
    if t.is_nan() {
        return "Invalid Date".to_owned();
    }
    let f = fields(to_local(t));
    let date = format!(
        "{} {} {:02} {}",
        DAYS[f.weekday as usize],
        MONTHS[f.month as usize],
        f.day,
        year4(f.year)
    );
    let time = format!(
        "{:02}:{:02}:{:02} {}",
        f.hour,
        f.minute,
        f.second,
        zone_part(t)
    );
    match part {
        Part::DateAndTime => format!("{date} {time}"),
        Part::Date => date,
        Part::Time => time,
    }
}

/// `toUTCString`.
pub fn utc_string(t: f64) -> String {
    if t.is_nan() {
        return "Invalid Date".to_owned();
    }
    let f = fields(t);
    format!(
        "{}, {:02} {} {} {:02}:{:02}:{:02} GMT",
        DAYS[f.weekday as usize],
        f.day,
        MONTHS[f.month as usize],
        year4(f.year),
        f.hour,
        f.minute,
        f.second
    )
}

/// `toLocaleString` and friends with node's default locale (en-US) and
/// options: `1/15/2024, 10:00:00 AM`. Years before 1 are counted in ICU's
/// BC era (year 0 is 1, -1 is 2).
pub fn locale_string(t: f64, part: Part) -> String {
    if t.is_nan() {
        return "Invalid Date".to_owned();
    }
    let f = fields(to_local(t));
    let year = if f.year <= 0 { 1 - f.year } else { f.year };
    let date = format!("{}/{}/{}", f.month + 1, f.day, year);
    let h12 = match f.hour % 12 {
        0 => 12,
        h => h,
    };
    let ampm = if f.hour < 12 { "AM" } else { "PM" };
    let time = format!("{h12}:{:02}:{:02} {ampm}", f.minute, f.second);
    match part {
        Part::DateAndTime => format!("{date}, {time}"),
        Part::Date => date,
        Part::Time => time,
    }
}
