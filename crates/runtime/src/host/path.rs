//! node's `path` module (its POSIX form, which node uses on Linux and
//! macOS): node's own algorithms, step for step, on UTF-16 units, so that
//! every odd input (`a/../..`, `//x`, `.bashrc`, trailing slashes) gives
//! node's answer.

use crate::error::JsResult;
use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;
use crate::value::Value;

const SLASH: u16 = b'/' as u16;
const DOT: u16 = b'.' as u16;

/// The module object (`import path from "node:path"`); `posix` is itself.
pub fn module(th: &mut Thread) -> Obj {
    let op = th.realm.object_prototype;
    let p = object::new_object(th, op, 16);
    for (name, len, f) in [
        ("resolve", 0, resolve as crate::object::function::NativeFn),
        ("normalize", 1, normalize),
        ("isAbsolute", 1, is_absolute),
        ("join", 0, join),
        ("relative", 2, relative),
        ("toNamespacedPath", 1, to_namespaced_path),
        ("dirname", 1, dirname),
        ("basename", 2, basename),
        ("extname", 1, extname),
        ("format", 1, format),
        ("parse", 1, parse),
        ("_makeLong", 1, to_namespaced_path),
    ] {
        super::define_function(th, p, name, len, f);
    }
    for (name, v) in [("sep", "/"), ("delimiter", ":")] {
        let v = crate::string::from_str(th, v);
        super::define_data(th, p, name, v);
    }
    super::define_data(th, p, "posix", p.value());
    p
}

/// node's `validateString(value, name)`.
fn string_arg(th: &mut Thread, v: Value, name: &str) -> JsResult<Vec<u16>> {
    if v.is_string() {
        return Ok(crate::string::units(v).iter().collect());
    }
    Err(super::invalid_arg_type(th, name, "of type string", v))
}

fn text(th: &mut Thread, units: &[u16]) -> Value {
    crate::string::from_utf16(th, units)
}

fn cwd() -> Vec<u16> {
    std::env::current_dir()
        .map(|d| d.to_string_lossy().encode_utf16().collect())
        .unwrap_or_default()
}

fn last_index_of(s: &[u16], c: u16) -> Option<usize> {
    s.iter().rposition(|&u| u == c)
}

/// node's `normalizeString`: resolves `.` and `..` segments.
fn normalize_string(path: &[u16], allow_above_root: bool) -> Vec<u16> {
    let mut res: Vec<u16> = Vec::new();
    let mut last_segment_length = 0usize;
    let mut last_slash: isize = -1;
    let mut dots: i32 = 0;
    let mut code = 0u16;
    for i in 0..=path.len() {
        if i < path.len() {
            code = path[i];
        } else if code == SLASH {
            break;
        } else {
            code = SLASH;
        }
        if code == SLASH {
            if last_slash == i as isize - 1 || dots == 1 {
                // An empty segment or `.`.
            } else if dots == 2 {
                let n = res.len();
                if n < 2 || last_segment_length != 2 || res[n - 1] != DOT || res[n - 2] != DOT {
                    if n > 2 {
                        match last_index_of(&res, SLASH) {
                            None => {
                                res.clear();
                                last_segment_length = 0;
                            }
                            Some(j) => {
                                res.truncate(j);
                                // `res.length - 1 - res.lastIndexOf("/")`.
                                last_segment_length = match last_index_of(&res, SLASH) {
                                    Some(k) => res.len() - 1 - k,
                                    None => res.len(),
                                };
                            }
                        }
                        last_slash = i as isize;
                        dots = 0;
                        continue;
                    } else if n != 0 {
                        res.clear();
                        last_segment_length = 0;
                        last_slash = i as isize;
                        dots = 0;
                        continue;
                    }
                }
                if allow_above_root {
                    if !res.is_empty() {
                        res.push(SLASH);
                    }
                    res.extend_from_slice(&[DOT, DOT]);
                    last_segment_length = 2;
                }
            } else {
                let seg = &path[(last_slash + 1) as usize..i];
                if !res.is_empty() {
                    res.push(SLASH);
                }
                res.extend_from_slice(seg);
                last_segment_length = (i as isize - last_slash - 1) as usize;
            }
            last_slash = i as isize;
            dots = 0;
        } else if code == DOT && dots != -1 {
            dots += 1;
        } else {
            dots = -1;
        }
    }
    res
}

fn resolve_units(parts: &[Vec<u16>]) -> Vec<u16> {
    let mut resolved: Vec<u16> = Vec::new();
    let mut absolute = false;
    let mut i = parts.len() as isize - 1;
    while i >= -1 && !absolute {
        let path = if i >= 0 {
            parts[i as usize].clone()
        } else {
            cwd()
        };
        i -= 1;
        if path.is_empty() {
            continue;
        }
        let mut next = path;
        next.push(SLASH);
        next.extend_from_slice(&resolved);
        absolute = next[0] == SLASH;
        resolved = next;
    }
    let resolved = normalize_string(&resolved, !absolute);
    if absolute {
        let mut out = vec![SLASH];
        out.extend_from_slice(&resolved);
        out
    } else if resolved.is_empty() {
        vec![DOT]
    } else {
        resolved
    }
}

fn resolve(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut parts = Vec::with_capacity(args.len());
    for (i, &a) in args.iter().enumerate() {
        parts.push(string_arg(th, a, &format!("paths[{i}]"))?);
    }
    let r = resolve_units(&parts);
    Ok(text(th, &r))
}

pub(crate) fn normalize_units(path: &[u16]) -> Vec<u16> {
    if path.is_empty() {
        return vec![DOT];
    }
    let absolute = path[0] == SLASH;
    let trailing = path[path.len() - 1] == SLASH;
    let mut p = normalize_string(path, !absolute);
    if p.is_empty() {
        if absolute {
            return vec![SLASH];
        }
        return if trailing {
            vec![DOT, SLASH]
        } else {
            vec![DOT]
        };
    }
    if trailing {
        p.push(SLASH);
    }
    if absolute {
        let mut out = vec![SLASH];
        out.extend_from_slice(&p);
        out
    } else {
        p
    }
}

fn normalize(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = string_arg(th, crate::builtins::arg(args, 0), "path")?;
    let r = normalize_units(&p);
    Ok(text(th, &r))
}

fn is_absolute(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = string_arg(th, crate::builtins::arg(args, 0), "path")?;
    Ok(Value::boolean(p.first() == Some(&SLASH)))
}

fn join(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut joined: Option<Vec<u16>> = None;
    for &a in args {
        let p = string_arg(th, a, "path")?;
        if !p.is_empty() {
            joined = Some(match joined {
                None => p,
                Some(mut j) => {
                    j.push(SLASH);
                    j.extend_from_slice(&p);
                    j
                }
            });
        }
    }
    let r = match joined {
        None => vec![DOT],
        Some(j) => normalize_units(&j),
    };
    Ok(text(th, &r))
}

fn relative(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let from = string_arg(th, crate::builtins::arg(args, 0), "from")?;
    let to = string_arg(th, crate::builtins::arg(args, 1), "to")?;
    if from == to {
        return Ok(text(th, &[]));
    }
    let from = resolve_units(&[from]);
    let to = resolve_units(&[to]);
    if from == to {
        return Ok(text(th, &[]));
    }
    let (from_start, from_end) = (1usize, from.len());
    let from_len = from_end - from_start;
    let to_start = 1usize;
    let to_len = to.len() - to_start;
    let length = from_len.min(to_len);
    let mut last_common_sep: isize = -1;
    let mut i = 0usize;
    while i < length {
        let c = from[from_start + i];
        if c != to[to_start + i] {
            break;
        } else if c == SLASH {
            last_common_sep = i as isize;
        }
        i += 1;
    }
    if i == length {
        if to_len > length {
            if to[to_start + i] == SLASH {
                return Ok(text(th, &to[to_start + i + 1..]));
            }
            if i == 0 {
                return Ok(text(th, &to[to_start + i..]));
            }
        } else if from_len > length {
            if from[from_start + i] == SLASH {
                last_common_sep = i as isize;
            } else if i == 0 {
                last_common_sep = 0;
            }
        }
    }
    let mut out: Vec<u16> = Vec::new();
    let mut j = (from_start as isize + last_common_sep + 1) as usize;
    while j <= from_end {
        if j == from_end || from[j] == SLASH {
            if !out.is_empty() {
                out.push(SLASH);
            }
            out.extend_from_slice(&[DOT, DOT]);
        }
        j += 1;
    }
    let rest_start = (to_start as isize + last_common_sep) as usize;
    out.extend_from_slice(&to[rest_start..]);
    Ok(text(th, &out))
}

fn to_namespaced_path(
    _th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    Ok(crate::builtins::arg(args, 0))
}

fn dirname(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = string_arg(th, crate::builtins::arg(args, 0), "path")?;
    if p.is_empty() {
        return Ok(text(th, &[DOT]));
    }
    let has_root = p[0] == SLASH;
    let mut end: Option<usize> = None;
    let mut matched_slash = true;
    for i in (1..p.len()).rev() {
        if p[i] == SLASH {
            if !matched_slash {
                end = Some(i);
                break;
            }
        } else {
            matched_slash = false;
        }
    }
    let r: Vec<u16> = match end {
        None if has_root => vec![SLASH],
        None => vec![DOT],
        Some(1) if has_root => vec![SLASH, SLASH],
        Some(e) => p[..e].to_vec(),
    };
    Ok(text(th, &r))
}

fn basename(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let suffix_v = crate::builtins::arg(args, 1);
    let suffix = if suffix_v.is_undefined() {
        None
    } else {
        Some(string_arg(th, suffix_v, "suffix")?)
    };
    let p = string_arg(th, crate::builtins::arg(args, 0), "path")?;
    let mut start = 0usize;
    let mut end: isize = -1;
    let mut matched_slash = true;
    if let Some(suffix) = suffix.filter(|s| !s.is_empty() && s.len() <= p.len()) {
        if suffix == p {
            return Ok(text(th, &[]));
        }
        let mut ext_idx = suffix.len() as isize - 1;
        let mut first_non_slash_end: isize = -1;
        for i in (0..p.len()).rev() {
            let code = p[i];
            if code == SLASH {
                if !matched_slash {
                    start = i + 1;
                    break;
                }
            } else {
                if first_non_slash_end == -1 {
                    matched_slash = false;
                    first_non_slash_end = i as isize + 1;
                }
                if ext_idx >= 0 {
                    if code == suffix[ext_idx as usize] {
                        ext_idx -= 1;
                        if ext_idx == -1 {
                            end = i as isize;
                        }
                    } else {
                        ext_idx = -1;
                        end = first_non_slash_end;
                    }
                }
            }
        }
        if start as isize == end {
            end = first_non_slash_end;
        } else if end == -1 {
            end = p.len() as isize;
        }
        let end = (end.max(start as isize)) as usize;
        return Ok(text(th, &p[start..end]));
    }
    for i in (0..p.len()).rev() {
        if p[i] == SLASH {
            if !matched_slash {
                start = i + 1;
                break;
            }
        } else if end == -1 {
            matched_slash = false;
            end = i as isize + 1;
        }
    }
    if end == -1 {
        return Ok(text(th, &[]));
    }
    Ok(text(th, &p[start..end as usize]))
}

/// The parts `extname` and `parse` find scanning back from the end:
/// (start of the last part, its first dot, its end, the state before the
/// dot as node tracks it).
fn scan(p: &[u16], stop: usize) -> (usize, isize, isize, i32) {
    let mut start_dot: isize = -1;
    let mut start_part = 0usize;
    let mut end: isize = -1;
    let mut matched_slash = true;
    let mut pre_dot_state = 0;
    for i in (stop..p.len()).rev() {
        let code = p[i];
        if code == SLASH {
            if !matched_slash {
                start_part = i + 1;
                break;
            }
            continue;
        }
        if end == -1 {
            matched_slash = false;
            end = i as isize + 1;
        }
        if code == DOT {
            if start_dot == -1 {
                start_dot = i as isize;
            } else if pre_dot_state != 1 {
                pre_dot_state = 1;
            }
        } else if start_dot != -1 {
            pre_dot_state = -1;
        }
    }
    (start_part, start_dot, end, pre_dot_state)
}

/// No extension: no dot, or the part is all dots before it (`..`), or
/// only a leading dot (`.bashrc`).
fn no_ext(start_part: usize, start_dot: isize, end: isize, pre_dot_state: i32) -> bool {
    start_dot == -1
        || pre_dot_state == 0
        || (pre_dot_state == 1 && start_dot == end - 1 && start_dot == start_part as isize + 1)
}

fn extname(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = string_arg(th, crate::builtins::arg(args, 0), "path")?;
    let (start_part, start_dot, end, pre) = scan(&p, 0);
    if end == -1 || no_ext(start_part, start_dot, end, pre) {
        return Ok(text(th, &[]));
    }
    Ok(text(th, &p[start_dot as usize..end as usize]))
}

fn parse(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = string_arg(th, crate::builtins::arg(args, 0), "path")?;
    let (mut root, mut dir, mut base, mut ext, mut name) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    if !p.is_empty() {
        let absolute = p[0] == SLASH;
        if absolute {
            root = vec![SLASH];
        }
        let (start_part, start_dot, end, pre) = scan(&p, usize::from(absolute));
        if end != -1 {
            let end = end as usize;
            let start = if start_part == 0 && absolute {
                1
            } else {
                start_part
            };
            if no_ext(start_part, start_dot, end as isize, pre) {
                base = p[start..end].to_vec();
                name = base.clone();
            } else {
                let dot = start_dot as usize;
                name = p[start..dot].to_vec();
                base = p[start..end].to_vec();
                ext = p[dot..end].to_vec();
            }
        }
        if start_part > 0 {
            dir = p[..start_part - 1].to_vec();
        } else if absolute {
            dir = vec![SLASH];
        }
    }
    let op = th.realm.object_prototype;
    let o = object::new_object(th, op, 5);
    for (k, v) in [
        ("root", root),
        ("dir", dir),
        ("base", base),
        ("ext", ext),
        ("name", name),
    ] {
        let key = Key::name(th, k);
        let v = text(th, &v);
        object::define(th, o, key, v, shape::DATA);
    }
    Ok(o.value())
}

/// A field of `path.format`'s object as node's template strings use it:
/// whether it is truthy, and its string (converted only when truthy).
fn format_field(th: &mut Thread, o: Obj, name: &str) -> JsResult<Option<String>> {
    let v = object::get_named(th, o, name)?;
    if crate::ops::kl_truthy_slow(v) {
        Ok(Some(crate::ops::to_rust_string_js(th, v)?))
    } else {
        Ok(None)
    }
}

fn format(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let po = crate::builtins::arg(args, 0);
    if Obj::of(po).is_none_or(|o| o.is_callable()) {
        return Err(super::invalid_arg_type(
            th,
            "pathObject",
            "of type object",
            po,
        ));
    }
    // node: `dir = o.dir || o.root; base = o.base || (o.name || '') +
    // ext; dir === o.root ? dir + base : dir + '/' + base` (a getter may
    // collect: the object is rooted, each field made a string at once).
    let out = crate::heap::scope(th, |s| -> JsResult<String> {
        let h = s.root(po);
        fn read<'id>(
            s: &mut crate::heap::Scope<'_, 'id>,
            h: crate::heap::Handle<'id>,
            name: &str,
        ) -> JsResult<Option<String>> {
            let o = Obj::of(s.get(h)).expect("an object");
            s.collecting(|th| format_field(th, o, name))
        }
        let dir = match read(s, h, "dir")? {
            Some(d) => Some(d),
            None => read(s, h, "root")?,
        };
        let base = match read(s, h, "base")? {
            Some(b) => b,
            None => {
                let name = read(s, h, "name")?.unwrap_or_default();
                let ext = match read(s, h, "ext")? {
                    Some(e) if e.starts_with('.') => e,
                    Some(e) => format!(".{e}"),
                    None => String::new(),
                };
                format!("{name}{ext}")
            }
        };
        let Some(dir) = dir else {
            return Ok(base);
        };
        let root = read(s, h, "root")?;
        Ok(if root.as_deref() == Some(dir.as_str()) {
            format!("{dir}{base}")
        } else {
            format!("{dir}/{base}")
        })
    })?;
    Ok(crate::string::from_str(th, &out))
}
