//! node's `os` module: the machine as libuv reports it (`uname`, the
//! kernel's `/proc` files on Linux, the user database).

use crate::error::JsResult;
use crate::object::{self, Obj};
use crate::thread::Thread;
use crate::value::Value;

type Native = crate::object::function::NativeFn;

pub fn module(th: &mut Thread) -> Obj {
    let op = th.realm.object_prototype;
    let m = object::new_object(th, op, 24);
    for (name, f) in [
        ("arch", arch as Native),
        ("availableParallelism", available_parallelism),
        ("cpus", cpus),
        ("endianness", endianness),
        ("freemem", freemem),
        ("homedir", homedir),
        ("hostname", hostname),
        ("loadavg", loadavg),
        ("machine", machine),
        ("platform", platform),
        ("release", release),
        ("tmpdir", tmpdir),
        ("totalmem", totalmem),
        ("type", os_type),
        ("uptime", uptime),
        ("userInfo", user_info),
        ("version", version),
    ] {
        super::define_function(th, m, name, 0, f);
    }
    for (name, v) in [("EOL", "\n"), ("devNull", "/dev/null")] {
        let v = crate::string::from_str(th, v);
        super::define_data(th, m, name, v);
    }
    m
}

fn text(th: &mut Thread, s: &str) -> JsResult<Value> {
    Ok(crate::string::from_str(th, s))
}

/// `uname(2)`'s fields: sysname, release, version, machine.
fn uname() -> [String; 4] {
    // SAFETY: uname fills the struct it is given.
    let mut u: libc::utsname = unsafe { std::mem::zeroed() };
    // SAFETY: as above.
    unsafe { libc::uname(&mut u) };
    let field = |f: &[libc::c_char]| {
        // SAFETY: uname's fields are NUL-terminated.
        unsafe { std::ffi::CStr::from_ptr(f.as_ptr()) }
            .to_string_lossy()
            .into_owned()
    };
    [
        field(&u.sysname),
        field(&u.release),
        field(&u.version),
        field(&u.machine),
    ]
}

fn arch(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(th, super::process::node_arch())
}

fn platform(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(th, std::env::consts::OS)
}

fn os_type(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(th, &uname()[0])
}

fn release(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(th, &uname()[1])
}

fn version(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(th, &uname()[2])
}

fn machine(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(th, &uname()[3])
}

fn endianness(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    text(
        th,
        if cfg!(target_endian = "little") {
            "LE"
        } else {
            "BE"
        },
    )
}

fn hostname(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut buf = [0u8; 256];
    // SAFETY: gethostname writes at most the length it is given.
    unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    text(th, &String::from_utf8_lossy(&buf[..end]))
}

/// node's `os.tmpdir()`: `TMPDIR`, `TMP` or `TEMP`, else `/tmp`, without a
/// trailing slash.
fn tmpdir(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut dir = ["TMPDIR", "TMP", "TEMP"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .unwrap_or_else(|| "/tmp".to_string());
    if dir.len() > 1 && dir.ends_with('/') {
        dir.pop();
    }
    text(th, &dir)
}

/// The user database's entry for the process's user: (name, home, shell).
fn passwd() -> Option<(String, String, String)> {
    // SAFETY: getpwuid returns static storage or null.
    let pw = unsafe { libc::getpwuid(libc::getuid()) };
    if pw.is_null() {
        return None;
    }
    let s = |p: *const libc::c_char| {
        (!p.is_null()).then(|| {
            // SAFETY: the entry's strings are NUL-terminated.
            unsafe { std::ffi::CStr::from_ptr(p) }
                .to_string_lossy()
                .into_owned()
        })
    };
    // SAFETY: pw is a valid entry.
    let pw = unsafe { &*pw };
    Some((
        s(pw.pw_name)?,
        s(pw.pw_dir).unwrap_or_default(),
        s(pw.pw_shell).unwrap_or_default(),
    ))
}

/// node's `os.homedir()`: `HOME`, else the user database.
fn homedir(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let home = std::env::var("HOME")
        .ok()
        .filter(|h| !h.is_empty())
        .or_else(|| passwd().map(|p| p.1))
        .unwrap_or_default();
    text(th, &home)
}

fn user_info(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let (name, home, shell) = passwd().unwrap_or_default();
    let o = object::new_object(th, Value::NULL, 5);
    // SAFETY: getuid and getgid have no preconditions.
    let (uid, gid) = unsafe { (libc::getuid(), libc::getgid()) };
    super::define_data(th, o, "uid", Value::number(f64::from(uid)));
    super::define_data(th, o, "gid", Value::number(f64::from(gid)));
    for (k, v) in [("username", name), ("homedir", home), ("shell", shell)] {
        let v = crate::string::from_str(th, &v);
        super::define_data(th, o, k, v);
    }
    Ok(o.value())
}

fn sysconf(name: libc::c_int) -> f64 {
    // SAFETY: sysconf has no preconditions.
    unsafe { libc::sysconf(name) as f64 }
}

fn totalmem(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(
        sysconf(libc::_SC_PHYS_PAGES) * sysconf(libc::_SC_PAGESIZE),
    ))
}

/// libuv's free memory: the kernel's `MemAvailable`.
fn freemem(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let available = std::fs::read_to_string("/proc/meminfo").ok().and_then(|m| {
        m.lines()
            .find(|l| l.starts_with("MemAvailable:"))
            .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
    });
    Ok(Value::number(match available {
        Some(kb) => kb * 1024.0,
        None => sysconf(libc::_SC_AVPHYS_PAGES) * sysconf(libc::_SC_PAGESIZE),
    }))
}

fn uptime(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let up = std::fs::read_to_string("/proc/uptime")
        .ok()
        .and_then(|u| u.split_whitespace().next()?.parse::<f64>().ok())
        .unwrap_or(0.0);
    Ok(Value::number(up))
}

fn loadavg(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut avg = [0f64; 3];
    // SAFETY: getloadavg writes at most three values.
    unsafe { libc::getloadavg(avg.as_mut_ptr(), 3) };
    let values: Vec<Value> = avg
        .iter()
        .map(|&a| Value::number((a * 100.0).round() / 100.0))
        .collect();
    Ok(object::array::from_values(th, &values).value())
}

/// libuv's `uv_available_parallelism`: the CPUs the process may run on
/// (its affinity; no cgroup quota, which std's count would apply).
fn cpu_count() -> usize {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: sched_getaffinity fills the set it is given.
        let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
        // SAFETY: as above.
        if unsafe { libc::sched_getaffinity(0, size_of::<libc::cpu_set_t>(), &mut set) } == 0 {
            // SAFETY: the set was filled.
            return (unsafe { libc::CPU_COUNT(&set) } as usize).max(1);
        }
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn available_parallelism(
    _th: &mut Thread,
    _this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    Ok(Value::number(cpu_count() as f64))
}

/// `os.cpus()`: a model, a speed in MHz and the times (milliseconds) per
/// online CPU, from `/proc/cpuinfo` and `/proc/stat`.
fn cpus(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| -> Vec<String> {
        info.lines()
            .filter(|l| l.starts_with(name))
            .filter_map(|l| l.split_once(':').map(|(_, v)| v.trim().to_string()))
            .collect()
    };
    let models = field("model name");
    let speeds = field("cpu MHz");
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    // USER_HZ ticks of 10 ms.
    let tick_ms = 1000.0 / sysconf(libc::_SC_CLK_TCK).max(1.0);
    let times: Vec<Vec<f64>> = stat
        .lines()
        .filter(|l| l.starts_with("cpu") && l.as_bytes().get(3).is_some_and(u8::is_ascii_digit))
        .map(|l| {
            l.split_whitespace()
                .skip(1)
                .filter_map(|t| t.parse::<f64>().ok())
                .collect()
        })
        .collect();
    let n = if times.is_empty() {
        cpu_count()
    } else {
        times.len()
    };
    let op = th.realm.object_prototype;
    let mut list = Vec::with_capacity(n);
    for i in 0..n {
        let cpu = object::new_object(th, op, 3);
        let model = models.get(i).cloned().unwrap_or_default();
        let model = crate::string::from_str(th, &model);
        super::define_data(th, cpu, "model", model);
        let speed = speeds
            .get(i)
            .and_then(|s| s.parse::<f64>().ok())
            .unwrap_or(0.0);
        super::define_data(th, cpu, "speed", Value::number(speed.floor()));
        let t = times.get(i).cloned().unwrap_or_default();
        let at = |j: usize| t.get(j).copied().unwrap_or(0.0) * tick_ms;
        let times = object::new_object(th, op, 5);
        // /proc/stat: user nice system idle iowait irq.
        for (k, v) in [
            ("user", at(0)),
            ("nice", at(1)),
            ("sys", at(2)),
            ("idle", at(3)),
            ("irq", at(5)),
        ] {
            super::define_data(th, times, k, Value::number(v));
        }
        super::define_data(th, cpu, "times", times.value());
        list.push(cpu.value());
    }
    Ok(object::array::from_values(th, &list).value())
}
