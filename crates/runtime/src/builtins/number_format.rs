//! The options argument of `Number.prototype.toLocaleString`, read as
//! ECMA-402's InitializeNumberFormat and SetNumberFormatDigitOptions read
//! them (in that order, each read may run a getter), into a
//! [`number::locale::Format`]. The `locales` argument is checked before
//! (`locale.rs`: en-US only). `style: "unit"` and rounding modes other
//! than `halfExpand` throw a TypeError that says kiln lacks them, rather
//! than format differently from node.

use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap::{self, Handle, Scope};
use crate::number::locale::{
    CurrencyDisplay, Digits, Format, Grouping, Notation, SignDisplay, Style, default_fraction,
};
use crate::object::{self, Key, Obj};
use crate::ops;
use crate::thread::Thread;
use crate::value::Value;

const METHOD: &str = "Number.prototype.toLocaleString";

/// The format `options` asks for.
pub fn read(th: &mut Thread, options: Value) -> JsResult<Format> {
    let mut f = Format::default();
    if options.is_undefined() {
        return Ok(f);
    }
    let Some(o) = Obj::of(options) else {
        if options.is_null() {
            return Err(type_error(th, "Cannot convert undefined or null to object"));
        }
        // A primitive's wrapper has none of the options.
        return Ok(f);
    };
    heap::scope(th, |s| {
        let h = s.root(o.value());
        get(s, h, "localeMatcher")?;
        get(s, h, "numberingSystem")?;
        let style = string_option(s, h, "style", &["decimal", "percent", "currency", "unit"])?;
        let currency = get(s, h, "currency")?;
        let currency = if currency.is_undefined() {
            None
        } else {
            let c = s.collecting(|th| ops::to_rust_string_js(th, currency))?;
            if c.len() != 3 || !c.chars().all(|ch| ch.is_ascii_alphabetic()) {
                return Err(range_error(
                    s.thread(),
                    &format!("Invalid currency code : {c}"),
                ));
            }
            Some(c.to_ascii_uppercase())
        };
        let display = string_option(
            s,
            h,
            "currencyDisplay",
            &["code", "symbol", "narrowSymbol", "name"],
        )?;
        let accounting = string_option(s, h, "currencySign", &["standard", "accounting"])?;
        get(s, h, "unit")?;
        get(s, h, "unitDisplay")?;
        f.style = match style.as_deref() {
            None | Some("decimal") => Style::Decimal,
            Some("percent") => Style::Percent,
            Some("currency") => {
                let Some(code) = currency else {
                    return Err(type_error(
                        s.thread(),
                        "Currency code is required with currency style.",
                    ));
                };
                let display = match display.as_deref() {
                    Some("code") => CurrencyDisplay::Code,
                    Some("narrowSymbol") => CurrencyDisplay::NarrowSymbol,
                    Some("name") => CurrencyDisplay::Name,
                    _ => CurrencyDisplay::Symbol,
                };
                Style::Currency { code, display }
            }
            Some(_) => return Err(lacking(s.thread(), "the \"unit\" style")),
        };
        f.accounting = accounting.as_deref() == Some("accounting");
        let notation = string_option(
            s,
            h,
            "notation",
            &["standard", "scientific", "engineering", "compact"],
        )?;
        f.notation = match notation.as_deref() {
            Some("scientific") => Notation::Scientific,
            Some("engineering") => Notation::Engineering,
            Some("compact") => Notation::Compact { long: false },
            _ => Notation::Standard,
        };
        digit_options(s, h, &mut f)?;
        let compact_display = string_option(s, h, "compactDisplay", &["short", "long"])?;
        if let Notation::Compact { long } = &mut f.notation {
            *long = compact_display.as_deref() == Some("long");
        }
        let grouping = get(s, h, "useGrouping")?;
        f.grouping = if grouping.is_undefined() {
            if matches!(f.notation, Notation::Compact { .. }) {
                Grouping::Min2
            } else {
                Grouping::Always
            }
        } else if grouping.is_bool() {
            if grouping == Value::TRUE {
                Grouping::Always
            } else {
                Grouping::Never
            }
        } else {
            let g = s.collecting(|th| ops::to_rust_string_js(th, grouping))?;
            match g.as_str() {
                "min2" => Grouping::Min2,
                "always" | "auto" | "true" => Grouping::Always,
                "false" => Grouping::Never,
                _ => return Err(out_of_range(s.thread(), &g, "useGrouping")),
            }
        };
        let sign = string_option(
            s,
            h,
            "signDisplay",
            &["auto", "never", "always", "exceptZero", "negative"],
        )?;
        f.sign = match sign.as_deref() {
            Some("never") => SignDisplay::Never,
            Some("always") => SignDisplay::Always,
            Some("exceptZero") => SignDisplay::ExceptZero,
            Some("negative") => SignDisplay::Negative,
            _ => SignDisplay::Auto,
        };
        Ok(f)
    })
}

/// SetNumberFormatDigitOptions.
fn digit_options<'id>(s: &mut Scope<'_, 'id>, h: Handle<'id>, f: &mut Format) -> JsResult<()> {
    let mnid = get(s, h, "minimumIntegerDigits")?;
    f.min_integer = number_option(s, mnid, 1, 21, "minimumIntegerDigits")?.unwrap_or(1);
    // Read now, converted after the later options' getters (the spec's
    // order), which may collect: rooted until then.
    let mnfd = get(s, h, "minimumFractionDigits")?;
    let mnfd = s.root(mnfd);
    let mxfd = get(s, h, "maximumFractionDigits")?;
    let mxfd = s.root(mxfd);
    let mnsd = get(s, h, "minimumSignificantDigits")?;
    let mnsd = s.root(mnsd);
    let mxsd = get(s, h, "maximumSignificantDigits")?;
    let mxsd = s.root(mxsd);
    // ECMA-402's allowed increments; kiln rounds by 1 only.
    let inc = get(s, h, "roundingIncrement")?;
    let inc = number_option(s, inc, 1, 5000, "roundingIncrement")?.unwrap_or(1);
    if ![
        1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000,
    ]
    .contains(&inc)
    {
        return Err(range_error(
            s.thread(),
            "roundingIncrement value is out of range.",
        ));
    }
    let mode = string_option(
        s,
        h,
        "roundingMode",
        &[
            "ceil",
            "floor",
            "expand",
            "trunc",
            "halfCeil",
            "halfFloor",
            "halfExpand",
            "halfTrunc",
            "halfEven",
        ],
    )?;
    if mode.as_deref().is_some_and(|m| m != "halfExpand") {
        return Err(lacking(
            s.thread(),
            "roundingMode other than \"halfExpand\"",
        ));
    }
    let priority = get(s, h, "roundingPriority")?;
    let priority = if priority.is_undefined() {
        None
    } else {
        let t = s.collecting(|th| ops::to_rust_string_js(th, priority))?;
        if !["auto", "morePrecision", "lessPrecision"].contains(&t.as_str()) {
            // V8 names the abstract operation here, not the method.
            return Err(range_error(
                s.thread(),
                &format!(
                    "Value {t} out of range for SetNumberFormatDigitOptions options property roundingPriority"
                ),
            ));
        }
        Some(t)
    };
    let trailing = string_option(s, h, "trailingZeroDisplay", &["auto", "stripIfInteger"])?;
    f.strip_if_integer = trailing.as_deref() == Some("stripIfInteger");
    if inc != 1 {
        return Err(lacking(s.thread(), "roundingIncrement other than 1"));
    }
    if priority.as_deref().is_some_and(|p| p != "auto") {
        return Err(lacking(s.thread(), "roundingPriority other than \"auto\""));
    }
    let has_sd = !s.get(mnsd).is_undefined() || !s.get(mxsd).is_undefined();
    let has_fd = !s.get(mnfd).is_undefined() || !s.get(mxfd).is_undefined();
    if has_sd {
        let v = s.get(mnsd);
        let min = number_option(s, v, 1, 21, "minimumSignificantDigits")?.unwrap_or(1);
        let v = s.get(mxsd);
        let max = number_option(s, v, min, 21, "maximumSignificantDigits")?.unwrap_or(21);
        f.digits = Digits::Significant { min, max };
        return Ok(());
    }
    if !has_fd && matches!(f.notation, Notation::Compact { .. }) {
        f.digits = Digits::CompactDefault;
        return Ok(());
    }
    let (dmin, dmax) = default_fraction(&f.style, f.notation);
    let (min, max) = if has_fd {
        let v = s.get(mnfd);
        let min = number_option(s, v, 0, 100, "minimumFractionDigits")?;
        let v = s.get(mxfd);
        let max = number_option(s, v, 0, 100, "maximumFractionDigits")?;
        match (min, max) {
            (None, Some(max)) => (dmin.min(max), max),
            (Some(min), None) => (min, dmax.max(min)),
            (Some(min), Some(max)) if min > max => {
                return Err(range_error(
                    s.thread(),
                    "maximumFractionDigits value is out of range.",
                ));
            }
            (Some(min), Some(max)) => (min, max),
            (None, None) => (dmin, dmax),
        }
    } else {
        (dmin, dmax)
    };
    f.digits = Digits::Fraction { min, max };
    Ok(())
}

fn get<'id>(s: &mut Scope<'_, 'id>, h: Handle<'id>, name: &str) -> JsResult<Value> {
    let k = Key::Name(s.thread().realm.atoms.intern_str(name));
    let ov = s.get(h);
    let o = Obj::of(ov).expect("options object");
    s.collecting(|th| object::get(th, o, k, ov))
}

/// GetOption for a string with a list of allowed values.
fn string_option<'id>(
    s: &mut Scope<'_, 'id>,
    h: Handle<'id>,
    name: &str,
    allowed: &[&str],
) -> JsResult<Option<String>> {
    let v = get(s, h, name)?;
    if v.is_undefined() {
        return Ok(None);
    }
    let t = s.collecting(|th| ops::to_rust_string_js(th, v))?;
    if !allowed.contains(&t.as_str()) {
        return Err(out_of_range(s.thread(), &t, name));
    }
    Ok(Some(t))
}

/// DefaultNumberOption: undefined, or an integer in `min..=max`.
fn number_option(
    s: &mut Scope<'_, '_>,
    v: Value,
    min: u32,
    max: u32,
    name: &str,
) -> JsResult<Option<u32>> {
    if v.is_undefined() {
        return Ok(None);
    }
    let d = s.collecting(|th| ops::to_number_value(th, v))?;
    if d.is_nan() || d < f64::from(min) || d > f64::from(max) {
        return Err(range_error(
            s.thread(),
            &format!("{name} value is out of range."),
        ));
    }
    Ok(Some(d.floor() as u32))
}

fn out_of_range(th: &mut Thread, value: &str, property: &str) -> Thrown {
    range_error(
        th,
        &format!("Value {value} out of range for {METHOD} options property {property}"),
    )
}

/// An option node supports and kiln does not: a TypeError that says so.
fn lacking(th: &mut Thread, what: &str) -> Thrown {
    type_error(th, &format!("kiln: {METHOD} does not support {what} yet"))
}
