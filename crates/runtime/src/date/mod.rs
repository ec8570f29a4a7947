//! Civil time for `Date`: the ECMAScript time arithmetic (MakeDay,
//! MakeTime, MakeDate, TimeClip, the year/month/day of a day number) as V8
//! computes it, local time through the zone of `tz.rs`, V8's date parser
//! (`parse.rs`) and the string forms node prints (`format.rs`). The
//! `Date` built-in itself is `builtins/date.rs`.
//!
//! Time values are f64 milliseconds since the epoch (NaN for an invalid
//! date); once TimeClip'd they are integers within ±8.64e15, so they are
//! handled as i64 wherever a calendar computation needs them.

pub mod format;
pub mod locale;
pub mod names;
pub mod parse;
pub mod tz;

use crate::object::{OBJECT_SIZE, Obj};
use crate::value::Value;

pub const MS_PER_DAY: i64 = 86_400_000;
/// The largest time value (100 000 000 days).
pub const MAX_TIME: f64 = 8.64e15;

/// The offset of a Date object's time value.
pub const TIME_OFFSET: u32 = OBJECT_SIZE;
/// The byte size of a Date object.
pub const DATE_SIZE: u32 = OBJECT_SIZE + 8;

/// The time value of a Date object.
pub fn time_value(o: Obj) -> f64 {
    o.word(TIME_OFFSET).as_number()
}

pub fn set_time_value(th: &mut crate::thread::Thread, o: Obj, t: f64) {
    o.set_word(th, TIME_OFFSET, Value::number(t));
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

/// Days from 1970-01-01 to the first day of `month` (0-based, any
/// integer: months past 11 or below 0 roll the year) of `year`.
pub fn days_from_year_month(year: i64, month: i64) -> i64 {
    let year = year + month.div_euclid(12);
    let month = month.rem_euclid(12);
    // Days before each month's first in a common year.
    const BEFORE: [i64; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
    let y = year - 1;
    let days_before_year = 365 * (year - 1970)
        + (y.div_euclid(4) - y.div_euclid(100) + y.div_euclid(400))
        - (1969 / 4 - 1969 / 100 + 1969 / 400);
    days_before_year + BEFORE[month as usize] + i64::from(month >= 2 && is_leap(year))
}

/// (year, month 0..=11, day 1..=31) of day number `days`.
pub fn year_month_day(days: i64) -> (i64, u32, u32) {
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, (m - 1) as u32, d)
}

/// The year of day number `days`.
pub fn year_of_day(days: i64) -> i64 {
    year_month_day(days).0
}

/// 0 (Sunday) to 6.
pub fn weekday(days: i64) -> u32 {
    (days + 4).rem_euclid(7) as u32
}

/// A time value broken into its fields.
#[derive(Clone, Copy, Debug)]
pub struct Fields {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub weekday: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    pub ms: u32,
}

/// The fields of a finite time value `t` (UTC or already local).
pub fn fields(t: f64) -> Fields {
    let t = t as i64;
    let days = t.div_euclid(MS_PER_DAY);
    let in_day = t.rem_euclid(MS_PER_DAY);
    let (year, month, day) = year_month_day(days);
    Fields {
        year,
        month,
        day,
        weekday: weekday(days),
        hour: (in_day / 3_600_000) as u32,
        minute: (in_day / 60_000 % 60) as u32,
        second: (in_day / 1000 % 60) as u32,
        ms: (in_day % 1000) as u32,
    }
}

/// ToIntegerOrInfinity (NaN is 0, -0 is 0).
pub fn to_integer(d: f64) -> f64 {
    if d.is_nan() { 0.0 } else { d.trunc() + 0.0 }
}

/// MakeDay(year, month, date) as V8 computes it (NaN outside ±1e6 years
/// or ±1e7 months).
pub fn make_day(year: f64, month: f64, date: f64) -> f64 {
    let in_range = (-1_000_000.0..=1_000_000.0).contains(&year)
        && (-10_000_000.0..=10_000_000.0).contains(&month)
        && date.is_finite();
    if !in_range {
        return f64::NAN;
    }
    let (y, m) = (year.trunc() as i64, month.trunc() as i64);
    days_from_year_month(y, m) as f64 - 1.0 + date.trunc()
}

/// MakeTime(hour, min, sec, ms).
pub fn make_time(hour: f64, min: f64, sec: f64, ms: f64) -> f64 {
    if !(hour.is_finite() && min.is_finite() && sec.is_finite() && ms.is_finite()) {
        return f64::NAN;
    }
    hour.trunc() * 3_600_000.0 + min.trunc() * 60_000.0 + sec.trunc() * 1000.0 + ms.trunc()
}

/// MakeDate(day, time).
pub fn make_date(day: f64, time: f64) -> f64 {
    if !(day.is_finite() && time.is_finite()) {
        return f64::NAN;
    }
    day * MS_PER_DAY as f64 + time
}

/// TimeClip.
pub fn time_clip(t: f64) -> f64 {
    if !t.is_finite() || t.abs() > MAX_TIME {
        return f64::NAN;
    }
    t.trunc() + 0.0
}

/// The local zone's offset from UTC in ms at UTC time `t` (finite).
pub fn local_offset(t: f64) -> i64 {
    tz::zone().at((t as i64).div_euclid(1000)).0 * 1000
}

/// LocalTime(t).
pub fn to_local(t: f64) -> f64 {
    t + local_offset(t) as f64
}

/// UTC(t) of a local time `t`, NaN when it is too far out for a zone
/// lookup (V8's kMaxTimeBeforeUTCInMs: MAX_TIME plus 30 days).
pub fn to_utc(t: f64) -> f64 {
    const LIMIT: f64 = MAX_TIME + 30.0 * MS_PER_DAY as f64;
    if !t.is_finite() || t.abs() > LIMIT {
        return f64::NAN;
    }
    let l = t as i64;
    let off = tz::zone().offset_for_local(l.div_euclid(1000)) * 1000;
    t - off as f64
}

/// Whether UTC time `t` is in daylight saving time, for the zone's display
/// name. V8 asks this of an equivalent year in 2008..2035 for times before
/// 1970 or past 2038 (ECMA-262 5.1's EquivalentTime).
pub fn is_dst_for_name(t: f64) -> bool {
    let mut t = t as i64;
    const MAX_EPOCH_MS: i64 = i32::MAX as i64 * 1000;
    if !(0..=MAX_EPOCH_MS).contains(&t) {
        t = equivalent_time(t);
    }
    tz::zone().at(t.div_euclid(1000)).1
}

fn equivalent_time(t: i64) -> i64 {
    let days = t.div_euclid(MS_PER_DAY);
    let in_day = t.rem_euclid(MS_PER_DAY);
    let (year, month, day) = year_month_day(days);
    let week_day = i64::from(weekday(days_from_year_month(year, 0)));
    let recent = if is_leap(year) { 1956 } else { 1967 } + (week_day * 12) % 28;
    let eq_year = 2008 + (recent + 3 * 28 - 2008) % 28;
    let new_days = days_from_year_month(eq_year, i64::from(month)) + i64::from(day) - 1;
    new_days * MS_PER_DAY + in_day
}

/// The local zone's display name at UTC time `t`.
pub fn zone_name(t: f64) -> String {
    let z = tz::zone();
    let dst = is_dst_for_name(t);
    if let Some((std, daylight)) = names::long_names(&z.name) {
        return if dst { daylight } else { std }.to_owned();
    }
    // ICU's localized GMT format of the zone's standard offset (plus its
    // daylight saving amount in daylight time), whatever the offset at `t`.
    let (std, save) = z.standard_offset();
    let off = (std + if dst { save } else { 0 }) / 60;
    let sign = if off < 0 { '-' } else { '+' };
    format!("GMT{sign}{:02}:{:02}", off.abs() / 60, off.abs() % 60)
}
