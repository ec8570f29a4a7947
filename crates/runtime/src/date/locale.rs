//! `toLocaleString`, `toLocaleDateString` and `toLocaleTimeString` with
//! their `locales` and `options` arguments, as node's ICU formats them for
//! en-US: the options are read in V8's order (including the second pass
//! of its ToDateTimeOptions), validated with V8's messages, turned into a
//! pattern as ICU's generator does for en (CLDR's available formats, field
//! widths adjusted, date and time glued with ", " or " at "), and
//! rendered.
//!
//! Only en-US is formatted (other locales' patterns and names are not
//! built in): another locale is a TypeError saying kiln lacks it
//! (`builtins/locale.rs`), and a malformed tag the RangeError node
//! throws. Options of `Intl.DateTimeFormat` that need data kiln does not
//! carry (`calendar`, `numberingSystem`, `dayPeriod`'s words) are read and
//! validated but do not change the output.

use super::{fields, names, tz};
use crate::builtins::locale::Family;
use crate::error::{JsResult, range_error, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::{self, Obj};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use std::sync::Mutex;

/// Which method formats (its name is in V8's messages, its kind decides
/// the defaults).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// `toLocaleString`: any fields, all by default.
    String,
    /// `toLocaleDateString`: date fields by default.
    Date,
    /// `toLocaleTimeString`: time fields by default.
    Time,
}

impl Method {
    fn name(self) -> &'static str {
        match self {
            Method::String => "toLocaleString",
            Method::Date => "toLocaleDateString",
            Method::Time => "toLocaleTimeString",
        }
    }
}

/// A field's requested form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Width {
    Numeric,
    TwoDigit,
    Long,
    Short,
    Narrow,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    Full,
    Long,
    Medium,
    Short,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cycle {
    H11,
    H12,
    H23,
    H24,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ZoneName {
    Short,
    Long,
    ShortOffset,
    LongOffset,
    ShortGeneric,
    LongGeneric,
}

/// The resolved options.
#[derive(Default, Debug)]
pub struct Format {
    weekday: Option<Width>,
    era: Option<Width>,
    year: Option<Width>,
    month: Option<Width>,
    day: Option<Width>,
    hour: Option<Width>,
    minute: Option<Width>,
    second: Option<Width>,
    fraction: Option<u32>,
    day_period: Option<Width>,
    zone_name: Option<ZoneName>,
    cycle: Option<Cycle>,
    date_style: Option<Style>,
    time_style: Option<Style>,
    /// The `timeZone` option (None: the local zone).
    zone: Option<&'static tz::Zone>,
}

const DATE_PROPS: [&str; 4] = ["weekday", "year", "month", "day"];
const TIME_PROPS: [&str; 5] = [
    "dayPeriod",
    "hour",
    "minute",
    "second",
    "fractionalSecondDigits",
];

/// The options object as V8's ToDateTimeOptions leaves it: the caller's
/// object seen through one that may hold defaulted fields.
struct Opts<'id> {
    object: Option<Handle<'id>>,
    defaulted: Vec<&'static str>,
}

impl<'id> Opts<'id> {
    fn get(&self, s: &mut Scope<'_, 'id>, name: &'static str) -> JsResult<Value> {
        if self.defaulted.contains(&name) {
            return Ok(string::from_str(s.thread(), "numeric"));
        }
        let Some(h) = self.object else {
            return Ok(Value::UNDEFINED);
        };
        let o = s.get(h);
        let obj = Obj::of(o).expect("options object");
        s.collecting(|th| object::get_named(th, obj, name))
    }

    /// GetOption(options, name, "string", values, undefined).
    fn string(
        &self,
        s: &mut Scope<'_, 'id>,
        name: &'static str,
        values: &[&str],
        method: Method,
    ) -> JsResult<Option<String>> {
        let v = self.get(s, name)?;
        if v.is_undefined() {
            return Ok(None);
        }
        let text = s.collecting(|th| crate::ops::to_rust_string_js(th, v))?;
        if !values.is_empty() && !values.contains(&text.as_str()) {
            return Err(range_error(
                s.thread(),
                &format!(
                    "Value {text} out of range for Date.prototype.{} options property {name}",
                    method.name()
                ),
            ));
        }
        Ok(Some(text))
    }
}

fn width(v: Option<String>) -> Option<Width> {
    Some(match v?.as_str() {
        "numeric" => Width::Numeric,
        "2-digit" => Width::TwoDigit,
        "long" => Width::Long,
        "short" => Width::Short,
        _ => Width::Narrow,
    })
}

fn style(v: Option<String>) -> Option<Style> {
    Some(match v?.as_str() {
        "full" => Style::Full,
        "long" => Style::Long,
        "medium" => Style::Medium,
        _ => Style::Short,
    })
}

/// Reads and validates `locales` and `options` for `method`.
pub fn resolve(
    th: &mut Thread,
    locales: Value,
    options: Value,
    method: Method,
) -> JsResult<Format> {
    heap::scope(th, |s| {
        let oh = s.root(options);
        crate::builtins::locale::require_supported(
            s,
            locales,
            &format!("Date.prototype.{}", method.name()),
            Family::Format,
        )?;
        let options = s.get(oh);
        // ToDateTimeOptions: ToObject(options) (null throws), read the
        // fields that decide whether defaults are needed, the styles.
        let object = if options.is_undefined() {
            None
        } else {
            let o = crate::builtins::to_object(s.thread(), options)?;
            Some(s.root(o.value()))
        };
        let mut opts = Opts {
            object,
            defaulted: Vec::new(),
        };
        let mut need_defaults = true;
        if method != Method::Time {
            for p in DATE_PROPS {
                if !opts.get(s, p)?.is_undefined() {
                    need_defaults = false;
                }
            }
        }
        if method != Method::Date {
            for p in TIME_PROPS {
                if !opts.get(s, p)?.is_undefined() {
                    need_defaults = false;
                }
            }
        }
        let ds = opts.get(s, "dateStyle")?;
        let ts = opts.get(s, "timeStyle")?;
        if !ds.is_undefined() || !ts.is_undefined() {
            need_defaults = false;
        }
        if method == Method::Date && !ts.is_undefined() {
            return Err(type_error(s.thread(), "Invalid option : timeStyle"));
        }
        if method == Method::Time && !ds.is_undefined() {
            return Err(type_error(s.thread(), "Invalid option : dateStyle"));
        }
        if need_defaults {
            if method != Method::Time {
                opts.defaulted.extend(["year", "month", "day"]);
            }
            if method != Method::Date {
                opts.defaulted.extend(["hour", "minute", "second"]);
            }
        }
        // V8 reads the whole table once more (through the defaults).
        for p in DATE_PROPS.iter().chain(TIME_PROPS.iter()) {
            opts.get(s, p)?;
        }
        opts.get(s, "dateStyle")?;
        opts.get(s, "timeStyle")?;
        // InitializeDateTimeFormat.
        opts.string(s, "localeMatcher", &["lookup", "best fit"], method)?;
        opts.string(s, "calendar", &[], method)?;
        opts.string(s, "numberingSystem", &[], method)?;
        // GetOption(…, boolean) converts at once (and a heap string would
        // not survive the getters that follow).
        let h12 = opts.get(s, "hour12")?;
        let h12 = (!h12.is_undefined()).then(|| crate::ops::kl_truthy_slow(h12));
        let cycle = opts.string(s, "hourCycle", &["h11", "h12", "h23", "h24"], method)?;
        let zone_v = opts.get(s, "timeZone")?;
        let zone = if zone_v.is_undefined() {
            None
        } else {
            let name = s.collecting(|th| crate::ops::to_rust_string_js(th, zone_v))?;
            match named_zone(&name) {
                Some(z) => Some(z),
                None => {
                    return Err(range_error(
                        s.thread(),
                        &format!("Invalid time zone specified: {name}"),
                    ));
                }
            }
        };
        let texts = ["narrow", "short", "long"];
        let nums = ["numeric", "2-digit"];
        let all = ["numeric", "2-digit", "narrow", "short", "long"];
        let mut f = Format {
            zone,
            ..Format::default()
        };
        f.weekday = width(opts.string(s, "weekday", &texts, method)?);
        f.era = width(opts.string(s, "era", &texts, method)?);
        f.year = width(opts.string(s, "year", &nums, method)?);
        f.month = width(opts.string(s, "month", &all, method)?);
        f.day = width(opts.string(s, "day", &nums, method)?);
        let day_period = opts.string(s, "dayPeriod", &texts, method)?;
        f.day_period = width(day_period.clone());
        f.hour = width(opts.string(s, "hour", &nums, method)?);
        f.minute = width(opts.string(s, "minute", &nums, method)?);
        f.second = width(opts.string(s, "second", &nums, method)?);
        let fsd = opts.get(s, "fractionalSecondDigits")?;
        if !fsd.is_undefined() {
            let d = s.collecting(|th| crate::ops::to_number_value(th, fsd))?;
            if !(1.0..=3.0).contains(&d) {
                return Err(range_error(
                    s.thread(),
                    "fractionalSecondDigits value is out of range.",
                ));
            }
            f.fraction = Some(d.floor() as u32);
        }
        f.zone_name = opts
            .string(
                s,
                "timeZoneName",
                &[
                    "short",
                    "long",
                    "shortOffset",
                    "longOffset",
                    "shortGeneric",
                    "longGeneric",
                ],
                method,
            )?
            .map(|z| match z.as_str() {
                "short" => ZoneName::Short,
                "long" => ZoneName::Long,
                "shortOffset" => ZoneName::ShortOffset,
                "longOffset" => ZoneName::LongOffset,
                "shortGeneric" => ZoneName::ShortGeneric,
                _ => ZoneName::LongGeneric,
            });
        opts.string(s, "formatMatcher", &["basic", "best fit"], method)?;
        let styles = ["full", "long", "medium", "short"];
        f.date_style = style(opts.string(s, "dateStyle", &styles, method)?);
        f.time_style = style(opts.string(s, "timeStyle", &styles, method)?);
        if f.date_style.is_some() || f.time_style.is_some() {
            let set = [
                ("weekday", f.weekday.is_some()),
                ("era", f.era.is_some()),
                ("year", f.year.is_some()),
                ("month", f.month.is_some()),
                ("day", f.day.is_some()),
                ("dayPeriod", day_period.is_some()),
                ("hour", f.hour.is_some()),
                ("minute", f.minute.is_some()),
                ("second", f.second.is_some()),
                ("fractionalSecondDigits", f.fraction.is_some()),
                ("timeZoneName", f.zone_name.is_some()),
            ];
            if let Some((name, _)) = set.iter().find(|(_, on)| *on) {
                let which = if f.date_style.is_some() {
                    "dateStyle"
                } else {
                    "timeStyle"
                };
                return Err(type_error(
                    s.thread(),
                    &format!("Can't set option {name} when {which} is used"),
                ));
            }
        }
        // hour12 overrides hourCycle; en-US's hour12:false is h23, except
        // that ICU here resolves it to h24 (midnight prints as 24).
        f.cycle = if let Some(h12) = h12 {
            Some(if h12 { Cycle::H12 } else { Cycle::H24 })
        } else {
            cycle.map(|c| match c.as_str() {
                "h11" => Cycle::H11,
                "h12" => Cycle::H12,
                "h23" => Cycle::H23,
                _ => Cycle::H24,
            })
        };
        Ok(f)
    })
}

// ---- time zones by name --------------------------------------------------------

static NAMED: Mutex<Vec<(String, &'static tz::Zone)>> = Mutex::new(Vec::new());

/// The zone `name` names (IANA names, any case; UTC and GMT aliases).
fn named_zone(name: &str) -> Option<&'static tz::Zone> {
    let mut cache = NAMED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, z)) = cache.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
        return Some(z);
    }
    let z: &'static tz::Zone = Box::leak(Box::new(tz::by_name(name)?));
    cache.push((name.to_owned(), z));
    Some(z)
}

// ---- rendering -------------------------------------------------------------------

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const DAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// The pattern pieces the generator chose.
#[derive(Default)]
struct Pattern {
    date: String,
    time: String,
    /// The date pattern's style when date and time are glued.
    glue_style: Option<Style>,
}

impl Format {
    /// ICU's pattern for en, from the styles or the requested fields.
    fn pattern(&self) -> Pattern {
        let mut p = Pattern::default();
        let h24 = matches!(self.cycle, Some(Cycle::H23 | Cycle::H24));
        if self.date_style.is_some() || self.time_style.is_some() {
            if let Some(ds) = self.date_style {
                p.date = match ds {
                    Style::Full => "EEEE, MMMM d, y",
                    Style::Long => "MMMM d, y",
                    Style::Medium => "MMM d, y",
                    Style::Short => "M/d/yy",
                }
                .to_owned();
                p.glue_style = Some(ds);
            }
            if let Some(ts) = self.time_style {
                let hm = if h24 { "HH:mm" } else { "h:mm" };
                p.time = match ts {
                    Style::Full => format!("{hm}:ss{} zzzz", if h24 { "" } else { " a" }),
                    Style::Long => format!("{hm}:ss{} z", if h24 { "" } else { " a" }),
                    Style::Medium => format!("{hm}:ss{}", if h24 { "" } else { " a" }),
                    Style::Short => format!("{hm}{}", if h24 { "" } else { " a" }),
                };
            }
            return p;
        }
        // The date skeleton's pattern (CLDR en availableFormats).
        let e = self.weekday.map(|w| match w {
            Width::Long => "EEEE",
            Width::Narrow => "EEEEE",
            _ => "EEE",
        });
        let y = self
            .year
            .map(|w| if w == Width::TwoDigit { "yy" } else { "y" });
        let d = self
            .day
            .map(|w| if w == Width::TwoDigit { "dd" } else { "d" });
        let text_month = self.month.and_then(|w| match w {
            Width::Long => Some("MMMM"),
            Width::Short => Some("MMM"),
            Width::Narrow => Some("MMMMM"),
            _ => None,
        });
        let num_month = self.month.and_then(|w| match w {
            Width::Numeric => Some("M"),
            Width::TwoDigit => Some("MM"),
            _ => None,
        });
        let only_weekday = e.is_some() && y.is_none() && self.month.is_none() && d.is_none();
        let date = match (e, y, text_month, num_month, d) {
            (_, _, _, _, _) if self.month.is_none() && y.is_none() && d.is_none() => {
                e.unwrap_or("").to_owned()
            }
            (e, y, Some(m), None, d) => {
                let mut s = match (y, d) {
                    (Some(y), Some(d)) => format!("{m} {d}, {y}"),
                    (Some(y), None) => format!("{m} {y}"),
                    (None, Some(d)) => format!("{m} {d}"),
                    (None, None) => m.to_owned(),
                };
                if let Some(e) = e {
                    s = if d.is_some() {
                        format!("{e}, {s}")
                    } else {
                        format!("{s} {e}")
                    };
                }
                s
            }
            (e, y, None, Some(m), d) => {
                let mut s = match (y, d) {
                    (Some(y), Some(d)) => format!("{m}/{d}/{y}"),
                    (Some(y), None) => format!("{m}/{y}"),
                    (None, Some(d)) => format!("{m}/{d}"),
                    (None, None) => m.to_owned(),
                };
                if let Some(e) = e {
                    s = format!("{e}, {s}");
                }
                s
            }
            (e, y, _, _, d) => {
                // No month: day with weekday is "d E"; year with a day or
                // a weekday gets them after it.
                let mut parts: Vec<String> = Vec::new();
                if let Some(y) = y {
                    parts.push(y.to_owned());
                }
                if let Some(d) = d {
                    parts.push(if y.is_some() {
                        format!("'(day:' {d})")
                    } else {
                        d.to_owned()
                    });
                }
                if let Some(e) = e {
                    parts.push(e.to_owned());
                }
                parts.join(" ")
            }
        };
        // The time skeleton's pattern.
        let hour = self.hour.map(|w| match (self.cycle, w) {
            (Some(Cycle::H23), _) => "HH",
            (Some(Cycle::H24), _) => "kk",
            (Some(Cycle::H11), Width::TwoDigit) => "KK",
            (Some(Cycle::H11), _) => "K",
            (_, Width::TwoDigit) => "hh",
            _ => "h",
        });
        let ampm = !h24 && hour.is_some();
        let mut time = match (hour, self.minute.is_some(), self.second.is_some()) {
            (Some(h), true, true) => format!("{h}:mm:ss"),
            (Some(h), true, false) => format!("{h}:mm"),
            (Some(h), false, true) => format!("{h}:mm:ss"),
            (Some(h), false, false) => h.to_owned(),
            (None, true, true) => "mm:ss".to_owned(),
            (None, true, false) => "m".to_owned(),
            (None, false, true) => "s".to_owned(),
            (None, false, false) => String::new(),
        };
        if let Some(n) = self.fraction {
            if time.is_empty() {
                time.push('s');
            }
            time.push('.');
            time.push_str(&"S".repeat(n as usize));
        }
        match (self.day_period, ampm) {
            // A flexible day period ("in the morning") instead of AM/PM.
            (Some(w), true) => time.push_str(if w == Width::Narrow { " BBBBB" } else { " B" }),
            (Some(w), false) if hour.is_none() && !h24 => {
                if !time.is_empty() {
                    time.push(' ');
                }
                time.push_str(if w == Width::Narrow { "BBBBB" } else { "B" });
            }
            (None, true) => time.push_str(" a"),
            _ => {}
        }
        if let Some(z) = self.zone_name {
            let zp = match z {
                ZoneName::Short => "z",
                ZoneName::Long => "zzzz",
                ZoneName::ShortOffset => "O",
                ZoneName::LongOffset => "OOOO",
                ZoneName::ShortGeneric => "v",
                ZoneName::LongGeneric => "vvvv",
            };
            time = if time.is_empty() {
                zp.to_owned()
            } else {
                format!("{time} {zp}")
            };
        }
        if let Some(era) = self.era {
            let g = match era {
                Width::Long => "GGGG",
                Width::Narrow => "GGGGG",
                _ => "G",
            };
            p.date = if date.is_empty() {
                g.to_owned()
            } else {
                format!("{date} {g}")
            };
        } else {
            p.date = date;
        }
        // A weekday alone joins an hour in one pattern ("E h:mm a").
        if only_weekday && hour.is_some() && self.era.is_none() {
            p.time = format!("{} {time}", p.date);
            p.date = String::new();
            return p;
        }
        p.time = time;
        p.glue_style = Some(if p.date.contains("MMMM") && !p.date.contains("MMMMM") {
            if p.date.contains("EEEE") {
                Style::Full
            } else {
                Style::Long
            }
        } else {
            Style::Short
        });
        p
    }
}

/// Formats time value `t` (not NaN) with `f`.
pub fn format(f: &Format, t: f64) -> String {
    let zone = f.zone.unwrap_or_else(tz::zone);
    let secs = (t as i64).div_euclid(1000);
    let (off, dst) = zone.at(secs);
    let local = t + (off * 1000) as f64;
    let p = f.pattern();
    let render = |pat: &str| render(pat, local, zone, off, dst);
    let (date, time) = (render(&p.date), render(&p.time));
    match (date.is_empty(), time.is_empty()) {
        (false, false) => match p.glue_style {
            Some(Style::Full | Style::Long) => format!("{date} at {time}"),
            _ => format!("{date}, {time}"),
        },
        (false, true) => date,
        (true, _) => time,
    }
}

/// Renders an ICU pattern (letters are fields, everything else literal).
fn render(pat: &str, local: f64, zone: &tz::Zone, off: i64, dst: bool) -> String {
    let fl = fields(local);
    let ms = (local as i64).rem_euclid(1000) as u32;
    let mut out = String::new();
    let b = pat.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\'' {
            // A quoted literal.
            let end = pat[i + 1..].find('\'').map_or(b.len(), |e| i + 1 + e);
            out.push_str(&pat[i + 1..end]);
            i = end + 1;
            continue;
        }
        if !c.is_ascii_alphabetic() {
            out.push(c as char);
            i += 1;
            continue;
        }
        let mut n = 1;
        while i + n < b.len() && b[i + n] == c {
            n += 1;
        }
        i += n;
        let pad = |v: i64, w: usize| format!("{v:0w$}");
        match c {
            b'y' => {
                let y = if fl.year <= 0 { 1 - fl.year } else { fl.year };
                out += &if n == 2 {
                    pad(y.rem_euclid(100), 2)
                } else {
                    y.to_string()
                };
            }
            b'M' => {
                let m = fl.month as usize;
                out += &match n {
                    1 => (m + 1).to_string(),
                    2 => pad(m as i64 + 1, 2),
                    3 => MONTHS[m][..3].to_owned(),
                    4 => MONTHS[m].to_owned(),
                    _ => MONTHS[m][..1].to_owned(),
                };
            }
            b'd' => out += &pad(i64::from(fl.day), n),
            b'E' => {
                let w = fl.weekday as usize;
                out += match n {
                    4 => DAYS[w],
                    5 => &DAYS[w][..1],
                    _ => &DAYS[w][..3],
                };
            }
            b'G' => {
                let ad = fl.year > 0;
                out += match (n, ad) {
                    (4, true) => "Anno Domini",
                    (4, false) => "Before Christ",
                    (5, true) => "A",
                    (5, false) => "B",
                    (_, true) => "AD",
                    (_, false) => "BC",
                };
            }
            b'h' => out += &pad(i64::from((fl.hour + 11) % 12 + 1), n),
            b'K' => out += &pad(i64::from(fl.hour % 12), n),
            b'H' => out += &pad(i64::from(fl.hour), n),
            b'k' => {
                let h = if fl.hour == 0 { 24 } else { fl.hour };
                out += &pad(i64::from(h), n);
            }
            b'm' => out += &pad(i64::from(fl.minute), n),
            b's' => out += &pad(i64::from(fl.second), n),
            b'S' => out += &format!("{ms:03}")[..n.min(3)],
            b'a' => out += if fl.hour < 12 { "AM" } else { "PM" },
            b'B' => {
                // en's flexible day periods; "noon" at 12 unless minutes
                // say otherwise.
                let noon = fl.hour == 12 && (!pat.contains('m') || fl.minute == 0);
                out += match fl.hour {
                    _ if noon => {
                        if n == 5 {
                            "n"
                        } else {
                            "noon"
                        }
                    }
                    0..=11 => "in the morning",
                    12..=17 => "in the afternoon",
                    18..=20 => "in the evening",
                    _ => "at night",
                };
            }
            b'z' => out += &zone_label(zone, off, dst, n >= 4),
            b'O' => out += &gmt_offset(off, n >= 4),
            b'v' => out += &generic_label(zone, off, dst, n >= 4),
            _ => {}
        }
    }
    out
}

/// `GMT+5:30` (short) or `GMT+05:30` (long); `GMT+0`, `GMT+00:00` at zero.
fn gmt_offset(off: i64, long: bool) -> String {
    let mins = off / 60;
    let sign = if mins < 0 { '-' } else { '+' };
    let (h, m) = (mins.abs() / 60, mins.abs() % 60);
    if long {
        format!("GMT{sign}{h:02}:{m:02}")
    } else if m == 0 {
        format!("GMT{sign}{h}")
    } else {
        format!("GMT{sign}{h}:{m:02}")
    }
}

/// The letters of the US metazones whose abbreviations en uses (`E` for
/// Eastern: `EST`, `EDT`, `ET`), from a long name.
fn us_letters(long: &str) -> Option<&'static str> {
    let zone = long
        .strip_suffix(" Standard Time")
        .or_else(|| long.strip_suffix(" Daylight Time"))?;
    Some(match zone {
        "Eastern" => "E",
        "Central" => "C",
        "Mountain" => "M",
        "Pacific" => "P",
        "Alaska" => "AK",
        "Hawaii-Aleutian" => "H",
        "Atlantic" => "A",
        _ => return None,
    })
}

/// The zone's (standard, daylight) long names, if kiln knows them.
fn long_names(zone: &tz::Zone) -> Option<(&'static str, &'static str)> {
    names::long_names(&zone.name)
}

/// The `z` (short) or `zzzz` (long) name of a zone at a time.
fn zone_label(zone: &tz::Zone, off: i64, dst: bool, long: bool) -> String {
    let Some((std, daylight)) = long_names(zone) else {
        // ICU's localized GMT format (ICU 78: `GMT+0`, `GMT+00:00` at zero).
        return gmt_offset(off, long);
    };
    let name = if dst { daylight } else { std };
    if long {
        return name.to_owned();
    }
    if name == "Coordinated Universal Time" {
        return "UTC".to_owned();
    }
    match us_letters(name) {
        Some(l) => format!("{l}{}", if dst { "DT" } else { "ST" }),
        // en abbreviates only the Greenwich metazone (`GMT`); Lisbon's
        // winter is `GMT+0`.
        None if name == "Greenwich Mean Time" => "GMT".to_owned(),
        None => gmt_offset(off, false),
    }
}

/// The `v` (short) or `vvvv` (long) generic name: `ET`, `Eastern Time`.
fn generic_label(zone: &tz::Zone, off: i64, dst: bool, long: bool) -> String {
    let names = long_names(zone);
    if names.is_some_and(|(std, _)| std == "Coordinated Universal Time") {
        // UTC has no generic name: the localized GMT format.
        return gmt_offset(off, long);
    }
    if let Some((std, _)) = names
        && let Some(l) = us_letters(std)
    {
        let base = std.strip_suffix(" Standard Time").unwrap_or(std);
        return if long {
            format!("{base} Time")
        } else {
            format!("{l}T")
        };
    }
    zone_label(zone, off, dst, long)
}

/// The whole of a `toLocale*String` call: `Invalid Date` for NaN.
pub fn to_locale(
    th: &mut Thread,
    t: f64,
    locales: Value,
    options: Value,
    method: Method,
) -> JsResult<String> {
    let f = resolve(th, locales, options, method)?;
    if t.is_nan() {
        return Ok("Invalid Date".to_owned());
    }
    Ok(format(&f, t))
}
