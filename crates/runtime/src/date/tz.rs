//! The local time zone, found the way node's ICU finds it, and read from
//! the system's zoneinfo files (TZif, RFC 8536) at run time — so no time
//! zone tables are linked into programs. Offsets past a file's last
//! transition come from its POSIX TZ footer rule.
//!
//! `TZ` names the zone only when ICU would take it for a zone ID
//! ([`is_valid_olson_id`]: `Asia/Tokyo`, `JST-9`, `UTC0`, even `garbage!!`,
//! but no POSIX rule with minutes or daylight time, like `IST-5:30` or
//! `EST5EDT,M3.2.0,M11.1.0`). A `:` and then a `posix/` or `right/` prefix
//! are dropped from the ID. An ID with a zoneinfo file is that zone; any
//! other is a fixed offset all year (the standard offset glibc reads from
//! `TZ`: `JST-9` is +09:00, `Nowhere/Bogus` +00:00) named after the ID,
//! which no display name matches, so it shows as `GMT+09:00`. `TZ` unset or
//! refused, the zone is `/etc/localtime`'s, named by its symlink (or, for a
//! copied file, by the first identical file under the zoneinfo directory).
//!
//! Display names ("Eastern Standard Time") are ICU's long English metazone
//! names, which the files do not carry: `names.rs` lists them for the
//! common zones; others fall back to ICU's `GMT±hh:mm` form.
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
    /// The zone's ID (for display names): an IANA name, or for a fixed
    /// offset whatever `TZ` said (no display name matches it).
    pub name: String,
    transitions: Vec<i64>,
    kinds: Vec<usize>,
    types: Vec<LocalType>,
    rule: Option<Rule>,
}

static ZONE: OnceLock<Zone> = OnceLock::new();

/// The process's local time zone.
pub fn zone() -> &'static Zone {
    ZONE.get_or_init(load)
}

const ZONEINFO: &str = "/usr/share/zoneinfo";

fn load() -> Zone {
    match std::env::var_os("TZ").map(|t| t.to_string_lossy().into_owned()) {
        Some(tz) if is_valid_olson_id(&tz) => from_tz(&tz),
        _ => host_zone(),
    }
}

/// ICU's `isValidOlsonID`, on `TZ` as set: anything but digits and commas,
/// then at most two digits, to the end; or one of the four US rule names
/// (`EST5EDT`) that are zones of their own.
fn is_valid_olson_id(id: &str) -> bool {
    let b = id.as_bytes();
    let mut i = 0;
    while i < b.len() && !b[i].is_ascii_digit() && b[i] != b',' {
        i += 1;
    }
    let mut digits = 0;
    while i < b.len() && digits < 2 && b[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    i == b.len() || matches!(id, "PST8PDT" | "MST7MDT" | "CST6CDT" | "EST5EDT")
}

/// The zone an accepted `TZ` names.
fn from_tz(tz: &str) -> Zone {
    let raw = tz.strip_prefix(':').unwrap_or(tz);
    let id = raw
        .strip_prefix("posix/")
        .or_else(|| raw.strip_prefix("right/"))
        .unwrap_or(raw);
    if id.is_empty() {
        // ICU's Unknown zone: UTC, shown as `GMT+00:00`.
        return fixed(0, "");
    }
    system_zone(id).unwrap_or_else(|| fixed(glibc_standard_offset(raw), id))
}

/// The zoneinfo file an ID names exactly (ICU's IDs are case-sensitive
/// and plain: no absolute path, no `.` or `..` or empty component).
fn system_zone(id: &str) -> Option<Zone> {
    let plain = !id.starts_with('/')
        && id.split('/').all(|c| !matches!(c, "" | "." | ".."))
        && !matches!(id, "posixrules" | "localtime" | "Factory");
    if !plain {
        return None;
    }
    from_file(id.to_owned(), &format!("{ZONEINFO}/{id}"))
}

/// A zone that is `off` seconds east of UTC all year.
fn fixed(off: i64, id: &str) -> Zone {
    Zone {
        name: id.to_owned(),
        transitions: Vec::new(),
        kinds: Vec::new(),
        types: vec![LocalType { off, dst: false }],
        rule: None,
    }
}

/// The standard offset glibc reads from `TZ` (its `timezone`, east of UTC
/// here), which ICU gives a fixed zone: a file's (the last standard time
/// of its transitions), else a POSIX rule's (a name, then an offset that
/// must be there, hours at most 24, minutes and seconds at most 59), else 0.
fn glibc_standard_offset(tz: &str) -> i64 {
    let path = if tz.starts_with('/') {
        tz.to_owned()
    } else {
        format!("{ZONEINFO}/{tz}")
    };
    if let Some((_, kinds, types, _)) = std::fs::read(&path).ok().and_then(|b| parse_tzif(&b)) {
        return kinds
            .iter()
            .rev()
            .map(|&k| &types[k])
            .find(|t| !t.dst)
            .unwrap_or(&types[0])
            .off;
    }
    let mut c = Cursor {
        s: tz.as_bytes(),
        i: 0,
    };
    c.name()
        .and_then(|()| c.capped_hms())
        .map_or(0, |west| -west)
}

/// The host's zone, `/etc/localtime`, with node's name for it: the path
/// after `zoneinfo/` its symlink leads to, or for a copied file the first
/// identical one under the zoneinfo directory. UTC when there is none.
fn host_zone() -> Zone {
    const LOCALTIME: &str = "/etc/localtime";
    let skip_prefix = |id: String| {
        let id = id
            .strip_prefix("posix/")
            .or_else(|| id.strip_prefix("right/"))
            .map_or(id.clone(), str::to_owned);
        if is_valid_olson_id(&id) {
            id
        } else {
            String::new()
        }
    };
    let tail = |p: &std::path::Path| {
        let p = p.to_str()?;
        let (_, id) = p.split_once("/zoneinfo/")?;
        (id != "posixrules").then(|| id.to_owned())
    };
    let name = match std::fs::symlink_metadata(LOCALTIME) {
        Ok(m) if m.file_type().is_symlink() => std::fs::canonicalize(LOCALTIME)
            .ok()
            .and_then(|p| tail(&p))
            .or_else(|| std::fs::read_link(LOCALTIME).ok().and_then(|p| tail(&p)))
            .map(skip_prefix)
            .unwrap_or_default(),
        Ok(_) => identical_zone_file(LOCALTIME)
            .map(skip_prefix)
            .unwrap_or_default(),
        Err(_) => return fixed(0, "UTC"),
    };
    from_file(name, LOCALTIME).unwrap_or_else(|| fixed(0, "UTC"))
}

/// The first file under the zoneinfo directory (in directory order, as
/// ICU searches) with the same bytes as `path`, as a zone ID.
fn identical_zone_file(path: &str) -> Option<String> {
    fn walk(dir: &std::path::Path, want: &[u8], rel: &mut Vec<String>) -> Option<String> {
        for e in std::fs::read_dir(dir).ok()?.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name == "posixrules" || name == "localtime" || name.starts_with('.') {
                continue;
            }
            let Ok(ft) = e.file_type() else { continue };
            rel.push(name);
            let found = if ft.is_dir() {
                walk(&e.path(), want, rel)
            } else if e.metadata().is_ok_and(|m| m.len() == want.len() as u64)
                && std::fs::read(e.path()).is_ok_and(|b| b == want)
            {
                Some(rel.join("/"))
            } else {
                None
            };
            rel.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }
    let want = std::fs::read(path).ok()?;
    walk(std::path::Path::new(ZONEINFO), &want, &mut Vec::new())
}

fn from_file(name: String, path: &str) -> Option<Zone> {
    let (transitions, kinds, types, rule) = parse_tzif(&std::fs::read(path).ok()?)?;
    Some(Zone {
        name,
        transitions,
        kinds,
        types,
        rule,
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
    /// [`Cursor::hms`] as glibc's `TZ` parser takes it: hours at most 24,
    /// minutes and seconds at most 59.
    fn capped_hms(&mut self) -> Option<i64> {
        let sign = if self.eat(b'-') {
            -1
        } else {
            self.eat(b'+');
            1
        };
        let mut t = self.number()?.min(24) * 3600;
        if self.eat(b':') {
            t += self.number()?.min(59) * 60;
            if self.eat(b':') {
                t += self.number()?.min(59);
            }
        }
        Some(sign * t)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tz_values_icu_takes_for_zone_ids() {
        for id in [
            "Asia/Tokyo",
            ":Asia/Tokyo",
            "JST-9",
            "UTC0",
            "Etc/GMT+12",
            "garbage!!",
            "",
            "/usr/share/zoneinfo/Asia/Tokyo",
            "EST5EDT",
            "PST8PDT",
        ] {
            assert!(is_valid_olson_id(id), "{id}");
        }
        // Minutes, three digits, daylight names and rules: the host's zone.
        for tz in [
            "IST-5:30",
            "EST5EDT4",
            "EST5EDT,M3.2.0,M11.1.0",
            "CET-1CEST,M3.5.0,M10.5.0/3",
            "<+0330>-3:30",
            "ABC-100",
            ":EST5EDT",
        ] {
            assert!(!is_valid_olson_id(tz), "{tz}");
        }
    }

    #[test]
    fn fixed_zones_take_glibcs_standard_offset() {
        assert_eq!(glibc_standard_offset("JST-9"), 9 * 3600);
        assert_eq!(glibc_standard_offset("Foo+5"), -5 * 3600);
        assert_eq!(glibc_standard_offset("<JST>-9"), 9 * 3600);
        // glibc caps the hours at 24.
        assert_eq!(glibc_standard_offset("ABC-99"), 24 * 3600);
        // No offset, or no name of three letters: 0.
        assert_eq!(glibc_standard_offset("garbage!!"), 0);
        assert_eq!(glibc_standard_offset("UT9"), 0);
        assert_eq!(glibc_standard_offset("Nowhere/Bogus"), 0);
    }

    #[test]
    fn ids_name_zones_without_prefixes_and_only_when_plain() {
        let z = from_tz("JST-9");
        assert_eq!((z.name.as_str(), z.types[0].off), ("JST-9", 9 * 3600));
        assert!(z.transitions.is_empty() && z.rule.is_none());
        assert_eq!(from_tz("").name, "");
        // A path is never a zone ID (ICU's zones are its own).
        for id in [
            "/etc/localtime",
            "Asia/../Asia/Tokyo",
            "Asia//Tokyo",
            "./UTC",
        ] {
            assert!(system_zone(id).is_none(), "{id}");
        }
        if std::path::Path::new("/usr/share/zoneinfo/Asia/Tokyo").exists() {
            for tz in ["posix/Asia/Tokyo", "right/Asia/Tokyo", ":Asia/Tokyo"] {
                let z = from_tz(tz);
                assert_eq!(z.name, "Asia/Tokyo", "{tz}");
                assert_eq!(z.at(0), (9 * 3600, false), "{tz}");
            }
            // An absolute path: glibc's offset, all year, under the path.
            let z = from_tz("/usr/share/zoneinfo/Asia/Tokyo");
            assert_eq!(z.types.len(), 1);
            assert_eq!(z.types[0].off, 9 * 3600);
        }
    }
}
