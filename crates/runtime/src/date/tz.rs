//! The local time zone, read the way node finds it: `TZ` (an IANA name,
//! a leading `:` ignored) or else `/etc/localtime`, looked up in the
//! system's zoneinfo files (TZif, RFC 8536) at run time — so no time zone
//! tables are linked into programs. Offsets past the file's last
//! transition come from its POSIX TZ footer rule.
//!
//! A name that does not resolve to a file leaves the zone UTC with the
//! display name `GMT+00:00`, as node's ICU does. Display names
//! ("Eastern Standard Time") are ICU's long English metazone names, which
//! the files do not carry: `names.rs` lists them for the common zones;
//! others fall back to ICU's `GMT±hh:mm` form.
//!
//! The zone is read once per process (`zone()`).

use std::sync::OnceLock;

/// One local time type of a zone.
#[derive(Clone, Debug)]
struct LocalType {
    /// Seconds east of UTC.
    off: i64,
    dst: bool,
}

/// A POSIX TZ rule date: `Mm.w.d`, `Jn` or `n`.
#[derive(Clone, Copy, Debug)]
enum RuleDate {
    /// Month 1..=12, week 1..=5 (5 = last), weekday 0..=6 (Sunday = 0).
    MonthWeekDay(u32, u32, u32),
    /// Day 1..=365, February 29 never counted.
    Julian1(u32),
    /// Day 0..=365, February 29 counted.
    Julian0(u32),
}

/// The footer rule: standard offset, and optionally a DST offset with its
/// start and end (local dates and times of day in seconds).
#[derive(Clone, Debug)]
struct Rule {
    std_off: i64,
    dst: Option<(i64, RuleDate, i64, RuleDate, i64)>,
}

/// A time zone: transitions (UTC seconds) with the type that starts at
/// each, the type before the first, and the rule after the last.
#[derive(Debug)]
pub struct Zone {
    /// The IANA name (for display names), empty when unknown.
    pub name: String,
    transitions: Vec<i64>,
    kinds: Vec<usize>,
    types: Vec<LocalType>,
    rule: Option<Rule>,
    /// The zone came from no file: UTC named `GMT+00:00`.
    pub fallback: bool,
}

static ZONE: OnceLock<Zone> = OnceLock::new();

/// The process's local time zone.
pub fn zone() -> &'static Zone {
    ZONE.get_or_init(load)
}

const ZONEINFO: &str = "/usr/share/zoneinfo";

fn load() -> Zone {
    let utc = |name: &str, fallback: bool| Zone {
        name: name.to_owned(),
        transitions: Vec::new(),
        kinds: Vec::new(),
        types: vec![LocalType { off: 0, dst: false }],
        rule: None,
        fallback,
    };
    let (name, path) = match std::env::var_os("TZ") {
        Some(tz) => {
            let tz = tz.to_string_lossy().into_owned();
            let tz = tz.strip_prefix(':').unwrap_or(&tz).to_owned();
            if tz.is_empty() || tz.contains("..") {
                return utc("", true);
            }
            let path = if tz.starts_with('/') {
                tz.clone()
            } else {
                format!("{ZONEINFO}/{tz}")
            };
            let name = tz
                .strip_prefix(ZONEINFO)
                .map(|n| n.trim_start_matches('/').to_owned())
                .unwrap_or(tz);
            (name, path)
        }
        None => {
            let target = std::fs::canonicalize("/etc/localtime").ok();
            let name = target
                .as_ref()
                .and_then(|p| p.to_str())
                .and_then(|p| p.split_once("zoneinfo/").map(|(_, n)| n.to_owned()))
                .unwrap_or_else(|| "UTC".to_owned());
            (name, "/etc/localtime".to_owned())
        }
    };
    from_file(name, &path).unwrap_or_else(|| utc("", true))
}

fn from_file(name: String, path: &str) -> Option<Zone> {
    let (transitions, kinds, types, rule) = parse_tzif(&std::fs::read(path).ok()?)?;
    Some(Zone {
        name,
        transitions,
        kinds,
        types,
        rule,
        fallback: false,
    })
}

/// The zone an `Intl` `timeZone` option names: an IANA name in any case
/// (the file's own spelling becomes the zone's name), with `UTC`, `GMT`
/// and their `Etc/` forms all meaning UTC. `None` when there is no such
/// zone.
pub fn by_name(name: &str) -> Option<Zone> {
    const UTC_NAMES: [&str; 9] = [
        "UTC",
        "Etc/UTC",
        "GMT",
        "Etc/GMT",
        "UCT",
        "Etc/UCT",
        "Universal",
        "Etc/Universal",
        "Zulu",
    ];
    if UTC_NAMES.iter().any(|n| n.eq_ignore_ascii_case(name)) {
        return Some(Zone {
            name: "UTC".to_owned(),
            transitions: Vec::new(),
            kinds: Vec::new(),
            types: vec![LocalType { off: 0, dst: false }],
            rule: None,
            fallback: false,
        });
    }
    if name.is_empty() || name.starts_with('/') || name.contains("..") {
        return None;
    }
    // Each path component, matched without regard to case.
    let mut dir = std::path::PathBuf::from(ZONEINFO);
    let mut canonical: Vec<String> = Vec::new();
    for part in name.split('/') {
        let entry = std::fs::read_dir(&dir)
            .ok()?
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .find(|f| f.eq_ignore_ascii_case(part))?;
        dir.push(&entry);
        canonical.push(entry);
    }
    if !dir.is_file() {
        return None;
    }
    from_file(canonical.join("/"), dir.to_str()?)
}

type Parsed = (Vec<i64>, Vec<usize>, Vec<LocalType>, Option<Rule>);

fn be32(b: &[u8], at: usize) -> Option<i64> {
    let s = b.get(at..at + 4)?;
    Some(i64::from(i32::from_be_bytes([s[0], s[1], s[2], s[3]])))
}

fn be64(b: &[u8], at: usize) -> Option<i64> {
    let s = b.get(at..at + 8)?;
    Some(i64::from_be_bytes(s.try_into().ok()?))
}

/// Parses a TZif file: the 64-bit block of version 2+ (or the version 1
/// block), and the footer rule.
fn parse_tzif(b: &[u8]) -> Option<Parsed> {
    if b.get(0..4)? != b"TZif" {
        return None;
    }
    let version = *b.get(4)?;
    let counts = |at: usize| -> Option<[usize; 6]> {
        let mut c = [0; 6];
        for (i, slot) in c.iter_mut().enumerate() {
            *slot = usize::try_from(be32(b, at + 20 + 4 * i)?).ok()?;
        }
        Some(c)
    };
    let [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(0)?;
    let v1_len = timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut;
    let (base, time_size, c) = if version >= b'2' {
        let at = 44 + v1_len;
        (at, 8, counts(at)?)
    } else {
        (0, 4, [isut, isstd, leap, timecnt, typecnt, charcnt])
    };
    let [isut, isstd, leap, timecnt, typecnt, charcnt] = c;
    let mut p = base + 44;
    let mut transitions = Vec::with_capacity(timecnt);
    for i in 0..timecnt {
        let t = if time_size == 8 {
            be64(b, p + 8 * i)?
        } else {
            be32(b, p + 4 * i)?
        };
        transitions.push(t);
    }
    p += timecnt * time_size;
    let kinds: Vec<usize> = b.get(p..p + timecnt)?.iter().map(|&k| k as usize).collect();
    p += timecnt;
    let mut types = Vec::with_capacity(typecnt);
    for i in 0..typecnt {
        let off = be32(b, p + 6 * i)?;
        let dst = *b.get(p + 6 * i + 4)? != 0;
        types.push(LocalType { off, dst });
    }
    if types.is_empty() || kinds.iter().any(|&k| k >= types.len()) {
        return None;
    }
    p += typecnt * 6 + charcnt + leap * (time_size + 4) + isstd + isut;
    let rule = if version >= b'2' {
        let footer = b.get(p..).unwrap_or_default();
        let text = std::str::from_utf8(footer).ok()?;
        let line = text
            .trim_start_matches('\n')
            .split('\n')
            .next()
            .unwrap_or("");
        parse_rule(line)
    } else {
        None
    };
    Some((transitions, kinds, types, rule))
}

// ---- POSIX TZ rules --------------------------------------------------------

struct Cursor<'a> {
    s: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn name(&mut self) -> Option<()> {
        if self.eat(b'<') {
            while self.peek()? != b'>' {
                self.i += 1;
            }
            self.i += 1;
        } else {
            let start = self.i;
            while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                self.i += 1;
            }
            if self.i - start < 3 {
                return None;
            }
        }
        Some(())
    }
    fn number(&mut self) -> Option<i64> {
        let start = self.i;
        let mut n: i64 = 0;
        while let Some(c) = self.peek().filter(u8::is_ascii_digit) {
            n = n * 10 + i64::from(c - b'0');
            self.i += 1;
        }
        (self.i > start).then_some(n)
    }
    /// `[+-]hh[:mm[:ss]]` in seconds.
    fn hms(&mut self) -> Option<i64> {
        let sign = if self.eat(b'-') {
            -1
        } else {
            self.eat(b'+');
            1
        };
        let mut t = self.number()? * 3600;
        if self.eat(b':') {
            t += self.number()? * 60;
            if self.eat(b':') {
                t += self.number()?;
            }
        }
        Some(sign * t)
    }
    fn date(&mut self) -> Option<RuleDate> {
        if self.eat(b'M') {
            let m = self.number()?;
            self.eat(b'.').then_some(())?;
            let w = self.number()?;
            self.eat(b'.').then_some(())?;
            let d = self.number()?;
            if !(1..=12).contains(&m) || !(1..=5).contains(&w) || d > 6 {
                return None;
            }
            Some(RuleDate::MonthWeekDay(m as u32, w as u32, d as u32))
        } else if self.eat(b'J') {
            let n = self.number()?;
            (1..=365)
                .contains(&n)
                .then_some(RuleDate::Julian1(n as u32))
        } else {
            let n = self.number()?;
            (n <= 365).then_some(RuleDate::Julian0(n as u32))
        }
    }
    /// `,date[/time]`; the time defaults to 02:00.
    fn transition(&mut self) -> Option<(RuleDate, i64)> {
        self.eat(b',').then_some(())?;
        let d = self.date()?;
        let t = if self.eat(b'/') { self.hms()? } else { 7200 };
        Some((d, t))
    }
}

fn parse_rule(s: &str) -> Option<Rule> {
    let mut c = Cursor {
        s: s.as_bytes(),
        i: 0,
    };
    c.name()?;
    // POSIX offsets count west of UTC.
    let std_off = -c.hms()?;
    if c.peek().is_none() {
        return Some(Rule { std_off, dst: None });
    }
    c.name()?;
    let dst_off = if matches!(c.peek(), Some(b',') | None) {
        std_off + 3600
    } else {
        -c.hms()?
    };
    let (d1, t1) = c.transition()?;
    let (d2, t2) = c.transition()?;
    Some(Rule {
        std_off,
        dst: Some((dst_off, d1, t1, d2, t2)),
    })
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

/// The day number (days since 1970-01-01) of a rule date in `year`.
fn rule_day(year: i64, d: RuleDate) -> i64 {
    let jan1 = super::days_from_year_month(year, 0);
    match d {
        RuleDate::Julian1(n) => {
            let n = i64::from(n);
            jan1 + n - 1 + i64::from(is_leap(year) && n >= 60)
        }
        RuleDate::Julian0(n) => jan1 + i64::from(n),
        RuleDate::MonthWeekDay(m, w, wd) => {
            let first = super::days_from_year_month(year, i64::from(m) - 1);
            let next = super::days_from_year_month(year, i64::from(m));
            let first_wd = (first + 4).rem_euclid(7);
            let mut day = first + (i64::from(wd) - first_wd).rem_euclid(7) + 7 * (i64::from(w) - 1);
            while day >= next {
                day -= 7;
            }
            day
        }
    }
}

impl Rule {
    /// The DST start and end of `year` as UTC seconds.
    fn bounds(&self, year: i64) -> Option<(i64, i64)> {
        let (dst_off, d1, t1, d2, t2) = self.dst?;
        let start = rule_day(year, d1) * 86400 + t1 - self.std_off;
        let end = rule_day(year, d2) * 86400 + t2 - dst_off;
        Some((start, end))
    }

    /// (offset, dst) at UTC second `t`.
    fn at(&self, t: i64) -> (i64, bool) {
        let Some((dst_off, ..)) = self.dst else {
            return (self.std_off, false);
        };
        let year = super::year_of_day(t.div_euclid(86400));
        let (start, end) = self.bounds(year).expect("dst rule");
        let in_dst = if start < end {
            t >= start && t < end
        } else {
            // Southern hemisphere: DST spans the new year.
            !(t >= end && t < start)
        };
        if in_dst {
            (dst_off, true)
        } else {
            (self.std_off, false)
        }
    }

    /// The rule's transitions in `[a, b]` (UTC seconds), in order.
    fn transitions(&self, a: i64, b: i64) -> Vec<i64> {
        let mut out = Vec::new();
        if self.dst.is_none() {
            return out;
        }
        let (ya, yb) = (
            super::year_of_day(a.div_euclid(86400)),
            super::year_of_day(b.div_euclid(86400)),
        );
        for y in ya - 1..=yb + 1 {
            let (s, e) = self.bounds(y).expect("dst rule");
            out.extend([s, e].into_iter().filter(|t| (a..=b).contains(t)));
        }
        out.sort_unstable();
        out
    }
}

impl Zone {
    /// Whether the footer rule's DST is below standard time (Europe/Dublin:
    /// winter is the file's "DST"). ICU, and so node, calls the other
    /// half-year daylight time.
    fn negative_dst(&self) -> bool {
        matches!(&self.rule, Some(Rule { std_off, dst: Some((d, ..)) }) if d < std_off)
    }

    /// The zone's current standard offset and its daylight saving amount
    /// (seconds): what ICU's `GMT±hh:mm` display names are made of.
    pub fn standard_offset(&self) -> (i64, i64) {
        match &self.rule {
            Some(Rule { std_off, dst }) => (*std_off, dst.map_or(3600, |d| d.0 - std_off)),
            None => {
                let last_std = self
                    .kinds
                    .iter()
                    .rev()
                    .map(|&k| &self.types[k])
                    .find(|t| !t.dst);
                (last_std.unwrap_or(&self.types[0]).off, 3600)
            }
        }
    }

    /// (offset in seconds, daylight saving) at UTC second `t`.
    pub fn at(&self, t: i64) -> (i64, bool) {
        let (off, dst) = self.raw_at(t);
        (off, dst != self.negative_dst())
    }

    fn raw_at(&self, t: i64) -> (i64, bool) {
        let n = self.transitions.len();
        if n == 0 || t < self.transitions[0] {
            if n == 0
                && let Some(r) = &self.rule
            {
                return r.at(t);
            }
            let ty = &self.types[0];
            return (ty.off, ty.dst);
        }
        if t >= self.transitions[n - 1]
            && let Some(r) = &self.rule
        {
            return r.at(t);
        }
        // The last transition at or before `t`.
        let i = self.transitions.partition_point(|&x| x <= t) - 1;
        let ty = &self.types[self.kinds[i]];
        (ty.off, ty.dst)
    }

    /// Every transition in `[a, b]` (UTC seconds), in order.
    fn transitions_between(&self, a: i64, b: i64) -> Vec<i64> {
        let from = self.transitions.partition_point(|&x| x < a);
        let mut out: Vec<i64> = self.transitions[from..]
            .iter()
            .copied()
            .take_while(|&x| x <= b)
            .collect();
        if let Some(r) = &self.rule {
            let after = self.transitions.last().copied().unwrap_or(i64::MIN);
            out.extend(
                r.transitions(a.max(after), b)
                    .into_iter()
                    .filter(|&t| t > after),
            );
        }
        out
    }

    /// The offset (seconds) for local second `l`: ICU's
    /// `getOffsetFromLocal` with `UCAL_TZ_LOCAL_FORMER` for skipped and
    /// repeated local times alike — the offset in effect before the
    /// transition.
    pub fn offset_for_local(&self, l: i64) -> i64 {
        const WINDOW: i64 = 2 * 86400;
        let mut cur = self.at(l - WINDOW).0;
        for t in self.transitions_between(l - WINDOW + 1, l + WINDOW) {
            let after = self.at(t).0;
            if l < t + cur.max(after) {
                return cur;
            }
            cur = after;
        }
        cur
    }
}
