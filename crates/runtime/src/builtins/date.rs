//! `Date`: the constructor, `Date.now`/`parse`/`UTC`, and `Date.prototype`
//! (the calendar, zone, parser and string forms are in `date/`).
//!
//! Argument conversions (ToNumber, ToPrimitive) may run JavaScript and
//! collect, so every built-in here roots its arguments first and reads the
//! receiver back afterwards.

use super::arg;
use super::collection as c;
use crate::abi::KL_KIND_DATE;
use crate::date::format::{self, Part};
use crate::date::locale;
use crate::date::{self, Fields, fields, make_date, make_day, make_time, time_clip, to_integer};
use crate::error::{JsResult, range_error, type_error};
use crate::heap;
use crate::object::function::{NativeFn, define_native, new_native, new_native_constructor};
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj, realm};
use crate::ops::{self, Hint};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.date_prototype = proto.value();
    let ctor = new_native_constructor(th, "Date", 7, date_ctor, proto.value());
    realm::define_global(th, "Date", ctor.value());
    define_native(th, ctor, "now", 0, now);
    define_native(th, ctor, "parse", 1, parse);
    define_native(th, ctor, "UTC", 7, utc);
    let methods: [(&str, u32, NativeFn); 46] = [
        ("toString", 0, to_string),
        ("toDateString", 0, to_date_string),
        ("toTimeString", 0, to_time_string),
        ("toISOString", 0, to_iso_string),
        ("toUTCString", 0, to_utc_string),
        ("toGMTString", 0, to_utc_string),
        ("getDate", 0, get_date),
        ("setDate", 1, set_date),
        ("getDay", 0, get_day),
        ("getFullYear", 0, get_full_year),
        ("setFullYear", 3, set_full_year),
        ("getHours", 0, get_hours),
        ("setHours", 4, set_hours),
        ("getMilliseconds", 0, get_milliseconds),
        ("setMilliseconds", 1, set_milliseconds),
        ("getMinutes", 0, get_minutes),
        ("setMinutes", 3, set_minutes),
        ("getMonth", 0, get_month),
        ("setMonth", 2, set_month),
        ("getSeconds", 0, get_seconds),
        ("setSeconds", 2, set_seconds),
        ("getTime", 0, get_time),
        ("setTime", 1, set_time),
        ("getTimezoneOffset", 0, get_timezone_offset),
        ("getUTCDate", 0, get_utc_date),
        ("setUTCDate", 1, set_utc_date),
        ("getUTCDay", 0, get_utc_day),
        ("getUTCFullYear", 0, get_utc_full_year),
        ("setUTCFullYear", 3, set_utc_full_year),
        ("getUTCHours", 0, get_utc_hours),
        ("setUTCHours", 4, set_utc_hours),
        ("getUTCMilliseconds", 0, get_utc_milliseconds),
        ("setUTCMilliseconds", 1, set_utc_milliseconds),
        ("getUTCMinutes", 0, get_utc_minutes),
        ("setUTCMinutes", 3, set_utc_minutes),
        ("getUTCMonth", 0, get_utc_month),
        ("setUTCMonth", 2, set_utc_month),
        ("getUTCSeconds", 0, get_utc_seconds),
        ("setUTCSeconds", 2, set_utc_seconds),
        ("valueOf", 0, get_time),
        ("getYear", 0, get_year),
        ("setYear", 1, set_year),
        ("toJSON", 1, to_json),
        ("toLocaleString", 0, to_locale_string),
        ("toLocaleDateString", 0, to_locale_date_string),
        ("toLocaleTimeString", 0, to_locale_time_string),
    ];
    let mut utc_string_fn = None;
    for (name, len, f) in methods {
        if name == "toGMTString" {
            // The same function object as toUTCString.
            let k = super::key(th, name);
            c::alias(th, proto, utc_string_fn.expect("toUTCString first"), k);
            continue;
        }
        let fo = define_native(th, proto, name, len, f);
        if name == "toUTCString" {
            utc_string_fn = Some(fo);
        }
    }
    let tp = th.realm.symbols.to_primitive;
    let name = th.realm.atoms.intern_str("[Symbol.toPrimitive]");
    let f = new_native(th, name, 1, to_primitive);
    object::define(th, proto, Key::Name(tp), f.value(), CONFIGURABLE);
}

// ---- receivers and conversions -------------------------------------------------

/// thisTimeValue for the getters (V8's message).
fn this_time(th: &mut Thread, this: Value) -> JsResult<f64> {
    match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_DATE => Ok(date::time_value(o)),
        _ => Err(type_error(th, "this is not a Date object.")),
    }
}

/// thisTimeValue for the other methods ("incompatible receiver").
fn this_date(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(th, this, KL_KIND_DATE, "Date.prototype.", method)
}

/// ToNumber of each argument in order, with the rest rooted while one
/// converts (a `valueOf` may collect).
fn numbers(th: &mut Thread, args: &[Value]) -> JsResult<Vec<f64>> {
    if args.iter().all(|a| !a.is_object() && !a.is_symbol()) {
        // No JavaScript can run.
        return Ok(args.iter().map(|&a| ops::to_number(a)).collect());
    }
    numbers_rooted(th, args)
}

fn numbers_rooted(th: &mut Thread, args: &[Value]) -> JsResult<Vec<f64>> {
    heap::scope(th, |s| {
        let hs: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        let mut out = Vec::with_capacity(args.len());
        for h in hs {
            let v = s.get(h);
            out.push(s.collecting(|th| ops::to_number_value(th, v))?);
        }
        Ok(out)
    })
}

/// Converts the arguments (receiver rooted), then returns the receiver
/// (re-read) and the numbers.
fn date_and_numbers(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method: &str,
) -> JsResult<(Obj, Vec<f64>)> {
    this_date(th, this, method)?;
    heap::scope(th, |s| {
        let dh = s.root(this);
        let nums = s.collecting(|th| numbers(th, args))?;
        let d = Obj::of(s.get(dh)).expect("date");
        Ok((d, nums))
    })
}

fn year_2digit(y: f64) -> f64 {
    if y.is_nan() {
        return y;
    }
    let yi = to_integer(y);
    if (0.0..=99.0).contains(&yi) {
        1900.0 + yi
    } else {
        y
    }
}

/// MakeDate of constructor-style components (year, month[, day, h, m, s,
/// ms]).
fn from_components(n: &[f64]) -> f64 {
    let get = |i: usize, default: f64| n.get(i).copied().unwrap_or(default);
    let year = year_2digit(n[0]);
    make_date(
        make_day(year, get(1, 0.0), get(2, 1.0)),
        make_time(get(3, 0.0), get(4, 0.0), get(5, 0.0), get(6, 0.0)),
    )
}

fn now_ms() -> f64 {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    d.as_millis() as f64
}

fn str_value(th: &mut Thread, s: &str) -> Value {
    string::from_str(th, s)
}

// ---- the constructor and its functions ------------------------------------------

fn date_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    if nt.is_undefined() {
        let s = format::local_string(now_ms(), Part::DateAndTime);
        return Ok(str_value(th, &s));
    }
    // The time value first (its conversions may run JavaScript, with
    // new.target rooted), then the prototype.
    heap::scope(th, |s| {
        let nth = s.root(nt);
        let tv = match args.len() {
            0 => now_ms(),
            1 => match Obj::of(args[0]) {
                Some(o) if o.kind() == KL_KIND_DATE => date::time_value(o),
                _ => {
                    let v = args[0];
                    let p = s.collecting(|th| ops::to_primitive(th, v, Hint::Default))?;
                    if p.is_string() {
                        let units: Vec<u16> = string::units(p).iter().collect();
                        date::parse::parse(&units)
                    } else {
                        time_clip(s.collecting(|th| ops::to_number_value(th, p))?)
                    }
                }
            },
            _ => {
                let given = &args[..args.len().min(7)];
                let n = s.collecting(|th| numbers(th, given))?;
                time_clip(date::to_utc(from_components(&n)))
            }
        };
        let nt = s.get(nth);
        let proto = s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.date_prototype))?;
        let o = object::alloc(s.thread(), KL_KIND_DATE, date::DATE_SIZE, 0, proto);
        date::set_time_value(s.thread(), o, tv);
        Ok(o.value())
    })
}

fn now(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(now_ms()))
}

fn parse(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = ops::to_string_value(th, arg(args, 0))?;
    let units: Vec<u16> = string::units(s).iter().collect();
    Ok(Value::number(date::parse::parse(&units)))
}

fn utc(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut n = numbers(th, &args[..args.len().min(7)])?;
    if n.is_empty() {
        n.push(f64::NAN);
    }
    Ok(Value::number(time_clip(from_components(&n))))
}

// ---- getters ----------------------------------------------------------------------

fn local_fields(t: f64) -> Option<Fields> {
    (!t.is_nan()).then(|| fields(date::to_local(t)))
}

fn utc_fields(t: f64) -> Option<Fields> {
    (!t.is_nan()).then(|| fields(t))
}

/// Defines a getter from a field extractor over local or UTC fields.
macro_rules! getter {
    ($name:ident, $fields:ident, |$f:ident| $e:expr) => {
        fn $name(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
            let t = this_time(th, this)?;
            Ok(Value::number(match $fields(t) {
                Some($f) => $e,
                None => f64::NAN,
            }))
        }
    };
}

getter!(get_date, local_fields, |f| f64::from(f.day));
getter!(get_day, local_fields, |f| f64::from(f.weekday));
getter!(get_full_year, local_fields, |f| f.year as f64);
getter!(get_hours, local_fields, |f| f64::from(f.hour));
getter!(get_milliseconds, local_fields, |f| f64::from(f.ms));
getter!(get_minutes, local_fields, |f| f64::from(f.minute));
getter!(get_month, local_fields, |f| f64::from(f.month));
getter!(get_seconds, local_fields, |f| f64::from(f.second));
getter!(get_utc_date, utc_fields, |f| f64::from(f.day));
getter!(get_utc_day, utc_fields, |f| f64::from(f.weekday));
getter!(get_utc_full_year, utc_fields, |f| f.year as f64);
getter!(get_utc_hours, utc_fields, |f| f64::from(f.hour));
getter!(get_utc_milliseconds, utc_fields, |f| f64::from(f.ms));
getter!(get_utc_minutes, utc_fields, |f| f64::from(f.minute));
getter!(get_utc_month, utc_fields, |f| f64::from(f.month));
getter!(get_utc_seconds, utc_fields, |f| f64::from(f.second));

fn get_time(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(this_time(th, this)?))
}

fn get_timezone_offset(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let t = this_time(th, this)?;
    if t.is_nan() {
        return Ok(Value::number(f64::NAN));
    }
    // Whole minutes, truncated (V8's DateCache::TimezoneOffset): an LMT
    // offset of -4:56:02 gives 296.
    Ok(Value::number(
        ((t - date::to_local(t)) / 60_000.0).trunc() + 0.0,
    ))
}

fn get_year(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let d = this_date(th, this, "getYear")?;
    let t = date::time_value(d);
    Ok(Value::number(match local_fields(t) {
        Some(f) => f.year as f64 - 1900.0,
        None => f64::NAN,
    }))
}

// ---- setters ------------------------------------------------------------------------

/// Which fields a setter replaces: the first argument's field, with the
/// optional ones after it.
#[derive(Clone, Copy)]
enum Field {
    Ms,
    Second,
    Minute,
    Hour,
    Date,
    Month,
    Year,
}

/// The common shape of the `set*` methods: convert the arguments, then
/// (unless the date is invalid; `setFullYear` starts from +0 instead)
/// replace fields of the local (or UTC) time and store the clipped result.
fn set_fields(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method: &str,
    first: Field,
    max_args: usize,
    local: bool,
) -> JsResult<Value> {
    let t0 = date::time_value(this_date(th, this, method)?);
    let given = &args[..args.len().min(max_args)];
    let given = if given.is_empty() {
        &[Value::UNDEFINED][..]
    } else if t0.is_nan() && !matches!(first, Field::Year) {
        // V8 converts only the first argument of an invalid date's setter
        // (its valueOf runs, the others' do not).
        &given[..1]
    } else {
        given
    };
    let (d, n) = date_and_numbers(th, this, given, method)?;
    let t = if t0.is_nan() {
        if !matches!(first, Field::Year) {
            return Ok(Value::number(f64::NAN));
        }
        0.0
    } else if local {
        date::to_local(t0)
    } else {
        t0
    };
    let f = fields(t);
    let mut year = f.year as f64;
    let mut month = f64::from(f.month);
    let mut day = f64::from(f.day);
    let mut hms = [
        f64::from(f.hour),
        f64::from(f.minute),
        f64::from(f.second),
        f64::from(f.ms),
    ];
    match first {
        Field::Year => {
            year = n[0];
            if let Some(&m) = n.get(1) {
                month = m;
            }
            if let Some(&x) = n.get(2) {
                day = x;
            }
        }
        Field::Month => {
            month = n[0];
            if let Some(&x) = n.get(1) {
                day = x;
            }
        }
        Field::Date => day = n[0],
        Field::Hour | Field::Minute | Field::Second | Field::Ms => {
            let start = match first {
                Field::Hour => 0,
                Field::Minute => 1,
                Field::Second => 2,
                _ => 3,
            };
            for (i, &x) in n.iter().enumerate() {
                hms[start + i] = x;
            }
        }
    }
    let new_date = make_date(
        make_day(year, month, day),
        make_time(hms[0], hms[1], hms[2], hms[3]),
    );
    let u = time_clip(if local {
        date::to_utc(new_date)
    } else {
        new_date
    });
    date::set_time_value(th, d, u);
    Ok(Value::number(u))
}

macro_rules! setter {
    ($name:ident, $method:literal, $first:ident, $max:literal, $local:literal) => {
        fn $name(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
            set_fields(th, this, args, $method, Field::$first, $max, $local)
        }
    };
}

setter!(set_milliseconds, "setMilliseconds", Ms, 1, true);
setter!(set_seconds, "setSeconds", Second, 2, true);
setter!(set_minutes, "setMinutes", Minute, 3, true);
setter!(set_hours, "setHours", Hour, 4, true);
setter!(set_date, "setDate", Date, 1, true);
setter!(set_month, "setMonth", Month, 2, true);
setter!(set_full_year, "setFullYear", Year, 3, true);
setter!(set_utc_milliseconds, "setUTCMilliseconds", Ms, 1, false);
setter!(set_utc_seconds, "setUTCSeconds", Second, 2, false);
setter!(set_utc_minutes, "setUTCMinutes", Minute, 3, false);
setter!(set_utc_hours, "setUTCHours", Hour, 4, false);
setter!(set_utc_date, "setUTCDate", Date, 1, false);
setter!(set_utc_month, "setUTCMonth", Month, 2, false);
setter!(set_utc_full_year, "setUTCFullYear", Year, 3, false);

fn set_time(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (d, n) = date_and_numbers(th, this, &[arg(args, 0)], "setTime")?;
    let u = time_clip(n[0]);
    date::set_time_value(th, d, u);
    Ok(Value::number(u))
}

fn set_year(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (d, n) = date_and_numbers(th, this, &[arg(args, 0)], "setYear")?;
    let t = date::time_value(d);
    if n[0].is_nan() {
        date::set_time_value(th, d, f64::NAN);
        return Ok(Value::number(f64::NAN));
    }
    let year = year_2digit(n[0]);
    let local = if t.is_nan() { 0.0 } else { date::to_local(t) };
    let f = fields(local);
    let day = make_day(year, f64::from(f.month), f64::from(f.day));
    let in_day = (local as i64).rem_euclid(date::MS_PER_DAY) as f64;
    let u = time_clip(date::to_utc(make_date(day, in_day)));
    date::set_time_value(th, d, u);
    Ok(Value::number(u))
}

// ---- string forms -------------------------------------------------------------------

macro_rules! string_form {
    ($name:ident, $method:literal, |$t:ident| $e:expr) => {
        fn $name(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
            let $t = date::time_value(this_date(th, this, $method)?);
            let s: String = $e;
            Ok(str_value(th, &s))
        }
    };
}

string_form!(to_string, "toString", |t| format::local_string(
    t,
    Part::DateAndTime
));
string_form!(to_date_string, "toDateString", |t| format::local_string(
    t,
    Part::Date
));
string_form!(to_time_string, "toTimeString", |t| format::local_string(
    t,
    Part::Time
));
string_form!(to_utc_string, "toUTCString", |t| format::utc_string(t));
/// `toLocaleString` and friends: en-US forms, `locales` and `options` as
/// `date/locale.rs` reads them (their getters may collect: the receiver's
/// time value is read first, as V8 does).
fn locale_form(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method: locale::Method,
    name: &str,
) -> JsResult<Value> {
    let t = date::time_value(this_date(th, this, name)?);
    let (locales, options) = (arg(args, 0), arg(args, 1));
    if locales.is_undefined() && options.is_undefined() {
        let part = match method {
            locale::Method::String => Part::DateAndTime,
            locale::Method::Date => Part::Date,
            locale::Method::Time => Part::Time,
        };
        let s = format::locale_string(t, part);
        return Ok(str_value(th, &s));
    }
    let s = locale::to_locale(th, t, locales, options, method)?;
    Ok(str_value(th, &s))
}

fn to_locale_string(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    locale_form(th, this, args, locale::Method::String, "toLocaleString")
}

fn to_locale_date_string(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    locale_form(th, this, args, locale::Method::Date, "toLocaleDateString")
}

fn to_locale_time_string(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    locale_form(th, this, args, locale::Method::Time, "toLocaleTimeString")
}

fn to_iso_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = date::time_value(this_date(th, this, "toISOString")?);
    match format::iso(t) {
        Some(s) => Ok(str_value(th, &s)),
        None => Err(range_error(th, "Invalid time value")),
    }
}

/// `toJSON`: generic — ToPrimitive(number), then `this.toISOString()`.
fn to_json(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = super::to_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let ov = o.value();
        let tv = s.collecting(|th| ops::to_primitive(th, ov, Hint::Number))?;
        if tv.is_number() && !tv.as_number().is_finite() {
            return Ok(Value::NULL);
        }
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        let f = s.collecting(|th| object::get_named(th, o, "toISOString"))?;
        if !Obj::of(f).is_some_and(|f| f.is_callable()) {
            return Err(type_error(s.thread(), "toISOString is not a function"));
        }
        let ov = s.get(oh);
        s.collecting(|th| crate::object::function::call(th, f, ov, &[]))
    })
}

/// `Date.prototype[Symbol.toPrimitive](hint)`.
fn to_primitive(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if !this.is_object() {
        let text = crate::console::inspect_brief(th, this);
        return Err(type_error(
            th,
            &format!(
                "Method Date.prototype [ @@toPrimitive ] called on incompatible receiver {text}"
            ),
        ));
    }
    let h = arg(args, 0);
    let hint = if h.is_string() {
        match string::units(h).to_string_lossy().as_str() {
            "string" | "default" => Some(Hint::String),
            "number" => Some(Hint::Number),
            _ => None,
        }
    } else {
        None
    };
    let Some(hint) = hint else {
        let text = if h.is_string() {
            string::units(h).to_string_lossy()
        } else {
            crate::ops::to_rust_string(h)
        };
        return Err(type_error(th, &format!("Invalid hint: {text}")));
    };
    ordinary_to_primitive(th, this, hint)
}

/// OrdinaryToPrimitive: `toString` then `valueOf` for a string hint, the
/// other way round for a number.
fn ordinary_to_primitive(th: &mut Thread, v: Value, hint: Hint) -> JsResult<Value> {
    let names = if hint == Hint::String {
        ["toString", "valueOf"]
    } else {
        ["valueOf", "toString"]
    };
    heap::scope(th, |s| {
        let oh = s.root(v);
        for name in names {
            let ov = s.get(oh);
            let o = Obj::of(ov).expect("object");
            let f = s.collecting(|th| object::get_named(th, o, name))?;
            if Obj::of(f).is_some_and(|f| f.is_callable()) {
                let ov = s.get(oh);
                let r = s.collecting(|th| crate::object::function::call(th, f, ov, &[]))?;
                if !r.is_object() {
                    return Ok(r);
                }
            }
        }
        Err(type_error(
            s.thread(),
            "Cannot convert object to primitive value",
        ))
    })
}
