//! C emission: a program's C11 against `kiln.h`, as one translation unit
//! or as several for C compilers running at once ([`CProgram`]).
//!
//! The program holds the string constants as static `KlString` objects (those
//! used as property keys writable, so the runtime can adopt them as atoms),
//! the module-level globals (a GC root array), the throw-site table, the
//! inline caches, object-literal templates, one static C function per
//! reachable IR function (plus generic and construct entries and a
//! `KlFuncInfo` for those that have function objects), and `main`, which
//! hands the program to `kl_main`.

mod cstr;
mod frame;
mod func;

use crate::ir::*;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;

pub use cstr::c_bytes_literal;

/// The string constants the emitted code refers to, by content, and the
/// inline caches the emitter adds to the IR's (define sites).
pub(crate) struct StrPool {
    names: BTreeMap<Vec<u16>, String>,
    /// Strings used as property keys: their index in `kl_keys`.
    keys: BTreeMap<Vec<u16>, usize>,
    /// The next free inline cache (the IR's come first).
    next_ic: u32,
    /// Callee caches of speculating call sites: hidden globals after the
    /// program's own (so the collector updates them like any global).
    fn_caches: u32,
    /// Computed get sites' key caches (`kl_keyic`).
    key_ics: u32,
    /// Out-of-line helpers of the function bodies (`func/ctor.rs`) and
    /// the tables of literals of constants (`func/literal.rs`), emitted
    /// before them.
    helpers: String,
    /// The literals whose table `helpers` holds.
    lits: HashSet<LitId>,
    /// The switches' case tables whose lookup function `helpers` holds.
    cases: HashSet<CaseTableId>,
    /// Large constant byte strings kept out of the C ([`emit_parts`]),
    /// or `None` when every one is a C string literal.
    blobs: Option<Vec<Vec<u8>>>,
}

/// Byte strings from this size on are blobs when the unit keeps them out of
/// the C: a 1 000 000-record table's program (81 MB of source, embedded for
/// error messages and `toString`, and its literal's code) was over 100 MB
/// of escaped C string literals that gcc lexed for most of its 5.3 s. Low
/// enough that the fixture suite's long scripts take this path too.
const BLOB_MIN_BYTES: usize = 16 << 10;

impl StrPool {
    /// The definition of `static const char NAME[]` holding `bytes` and a
    /// NUL: a C string literal, or (a large one, when the unit keeps blobs)
    /// kiln.h's `KL_INCBIN` of the blob file the driver writes beside the C.
    /// `lines`: in lines of about 100 characters (a literal's table), else
    /// one C string literal (a source file).
    fn byte_string(&mut self, name: &str, bytes: &[u8], lines: bool) -> String {
        if let Some(blobs) = self
            .blobs
            .as_mut()
            .filter(|_| bytes.len() >= BLOB_MIN_BYTES)
        {
            blobs.push(bytes.to_vec());
            return format!("KL_INCBIN({name}, \"{}\");\n", blob_file(blobs.len() - 1));
        }
        if !lines {
            return format!(
                "static const char {name}[] = {};\n",
                cstr::c_bytes_literal(bytes)
            );
        }
        // Split between whole bytes (adjacent string literals concatenate).
        let mut out = format!("static const char {name}[] =");
        for chunk in bytes.chunks(32) {
            write!(out, "\n  {}", cstr::c_bytes_literal(chunk)).unwrap();
        }
        if bytes.is_empty() {
            out.push_str(" \"\"");
        }
        out.push_str(";\n");
        out
    }

    fn name(&mut self, units: &[u16]) -> String {
        let next = self.names.len();
        self.names
            .entry(units.to_vec())
            .or_insert_with(|| format!("kl_s{next}"))
            .clone()
    }

    /// A string used as a property key (emitted writable and registered):
    /// its name and its index in `kl_keys`, which holds its atom once the
    /// program runs.
    fn key(&mut self, units: &[u16]) -> (String, usize) {
        let next = self.keys.len();
        let i = *self.keys.entry(units.to_vec()).or_insert(next);
        (self.name(units), i)
    }

    /// A fresh inline cache (`kl_ic` index).
    fn new_ic(&mut self) -> u32 {
        self.next_ic += 1;
        self.next_ic - 1
    }

    /// A fresh key cache (`kl_keyic` index).
    fn new_key_ic(&mut self) -> u32 {
        self.key_ics += 1;
        self.key_ics - 1
    }

    /// A fresh callee cache: its index among the hidden globals.
    fn new_fn_cache(&mut self) -> u32 {
        self.fn_caches += 1;
        self.fn_caches - 1
    }
}

pub(crate) fn c_func_name(m: &Module, fid: FuncId) -> String {
    let f = m.func(fid);
    if f.is_main {
        return "kl_module_main".into();
    }
    let suffix = cstr::c_ident_suffix(&f.name);
    if suffix.is_empty() {
        format!("kl_f{}", fid.0)
    } else {
        format!("kl_f{}_{suffix}", fid.0)
    }
}

/// Functions reachable from the module body through direct calls and
/// function objects.
fn reachable_funcs(m: &Module) -> Vec<FuncId> {
    let main = m
        .funcs
        .iter()
        .position(|f| f.is_main)
        .map(|i| FuncId(i as u32));
    let mut seen = HashSet::new();
    let mut stack: Vec<FuncId> = main.into_iter().collect();
    let mut order = Vec::new();
    while let Some(f) = stack.pop() {
        if !seen.insert(f) {
            continue;
        }
        order.push(f);
        for b in &m.func(f).blocks {
            for i in &b.insts {
                if let Inst::Assign(_, Rv::Call(c, _, _) | Rv::MakeClosure(c, _))
                | Inst::Eval(Rv::Call(c, _, _)) = i
                {
                    stack.push(*c);
                }
            }
        }
    }
    order.sort();
    order
}

pub struct Unit<'a> {
    /// The program's source files, the entry first.
    pub files: &'a [crate::modules::SourceFile],
    /// The entry's absolute path (`process.argv[1]`).
    pub script: &'a str,
    pub abi_hash: &'a str,
    /// Every optional built-in group, named or not (`--link-all`).
    pub link_all: bool,
}

/// kiln.h `KlGroups` for `groups`: the runtime's table of each group the
/// program links, NULL for the others (whose code the linker then drops).
fn groups_initializer(groups: crate::link::Groups) -> String {
    let table = |linked: bool, name: &str| {
        if linked {
            format!("&kl_group_{name}")
        } else {
            "NULL".to_string()
        }
    };
    let tables = [
        table(groups.regexp, "regexp"),
        table(groups.date, "date"),
        table(groups.case, "case"),
        table(groups.collections, "collections"),
        table(groups.math, "math"),
        table(groups.json, "json"),
        table(groups.uri, "uri"),
        table(groups.console, "console"),
        table(groups.inspect, "inspect"),
        table(groups.async_, "async"),
        table(groups.typed, "typed"),
        table(groups.reflect, "reflect"),
        table(groups.bigint, "bigint"),
        table(groups.clone, "clone"),
    ];
    let methods = groups.method_symbols();
    let list = if methods.is_empty() {
        "NULL, 0".to_string()
    } else {
        format!("kl_methods, {}", methods.len())
    };
    format!("{{{}, {list}}}", tables.join(", "))
}

/// The declarations of the optional methods `groups` links and the list
/// of them that `KlGroups.methods` points at (nothing when there are none).
fn methods_list(groups: crate::link::Groups) -> String {
    let methods = groups.method_symbols();
    if methods.is_empty() {
        return String::new();
    }
    let mut out = String::new();
    for m in &methods {
        writeln!(out, "extern const struct KlMethod {m};").unwrap();
    }
    let refs: Vec<String> = methods.iter().map(|m| format!("&{m}")).collect();
    writeln!(
        out,
        "static const struct KlMethod *const kl_methods[] = {{{}}};",
        refs.join(", ")
    )
    .unwrap();
    out
}

/// kiln.h's inline fast paths that have an out-of-line twin (`name_ool`).
const OUTLINED: [&str; 15] = [
    "kl_get_ic",
    "kl_get_method_ic",
    "kl_get_method_ic_str",
    "kl_get_length_ic",
    "kl_set_ic",
    "kl_set_ic_prim",
    "kl_define_ic_with",
    "kl_define_ic",
    "kl_define_ic_fresh",
    "kl_get_index",
    "kl_set_index",
    "kl_get_index_i",
    "kl_set_index_i",
    "kl_call",
    "kl_object_lit",
];

/// Sites of those fast paths in one function past which it calls the
/// twins. Inlined, each site adds a few branches and loads that gcc's
/// global passes (PRE, points-to) weigh against every other: 2 000
/// top-level `o.kN = N;` statements took 22 s at -O2, 2 s out of line. A
/// hot function has tens of sites; one this large is a data table or a
/// long setup body, which runs once.
const HUGE_FUNCTION_SITES: usize = 400;

/// `text` (one function's C) with its fast-path calls sent to the
/// out-of-line twins when it has more than `HUGE_FUNCTION_SITES` of them.
fn outline_if_huge(text: String) -> String {
    let calls = |n: &str| text.matches(&format!("{n}(")).count();
    if OUTLINED.iter().map(|n| calls(n)).sum::<usize>() <= HUGE_FUNCTION_SITES {
        return text;
    }
    outline(text)
}

/// kiln.h's inline operators and call paths that have an out-of-line
/// twin too, for code that runs once (a chunk of a long module body
/// without a loop): gcc's time on the 1 000-statement script of
/// `bench/compile script` 3.7 s with them inline at -O1, 1.5 s with
/// these and -O0 (kiln.h `KL_RUN_ONCE`).
const OUTLINED_ONCE: [&str; 20] = [
    "kl_add",
    "kl_instanceof_ic",
    "kl_arith",
    "kl_unary",
    "kl_val_to_num",
    "kl_val_to_num_mix",
    "kl_truthy",
    "kl_strict_eq",
    "kl_less_than",
    "kl_call_push1",
    "kl_call_math1",
    "kl_call_math2",
    "kl_call_char_code_at",
    "kl_call_char_at",
    "kl_call_index_of",
    "kl_fn_is",
    "kl_fn_is_cached",
    "kl_env_load",
    "kl_ordinary_create_ic",
    "kl_ordinary_create_fields",
];

/// `text` with every fast-path call sent to its out-of-line twin.
fn outline(text: String) -> String {
    to_twins(text, &OUTLINED)
}

/// `text` (code that runs once) with the operators' and calls' fast paths
/// sent to their twins too.
fn outline_once(text: String) -> String {
    to_twins(to_twins(text, &OUTLINED), &OUTLINED_ONCE)
}

/// `text` with each call of one of `names` sent to its twin (`name_ool`):
/// a whole-name match, as `(` follows it and no name ends another.
fn to_twins(text: String, names: &[&str]) -> String {
    names.iter().fold(text, |t, n| {
        t.replace(&format!("{n}("), &format!("{n}_ool("))
    })
}

/// The complete C translation unit for a module.
/// The file name of blob `i` ([`emit_parts`]), found through the
/// assembler's include path.
pub fn blob_file(i: usize) -> String {
    format!("kl_blob{i}.bin")
}

/// The C of a program in parts, with (when `blobs`) its large constant
/// byte strings (the embedded source, literals' tables) kept out of it:
/// [`CProgram::blobs`], which must be written as [`blob_file`]s where the
/// assembler finds them.
pub fn emit_parts(m: &Module, unit: &Unit<'_>, blobs: bool) -> CProgram {
    emit_unit(m, unit, blobs)
}

/// A program's C, as one translation unit ([`CProgram::text`]) or as
/// several that the C compiler compiles in parallel ([`CProgram::units`]):
/// every unit holds `shared`, one holds `tail`, and each function
/// definition of `items` is in exactly one. In several units, kiln.h's
/// `KL_SPLIT` makes the functions one unit defines for others hidden
/// globals (`KL_FN`) and the program's state weak definitions the linker
/// keeps once (`KL_DATA`).
pub struct CProgram {
    /// kiln.h, the strings, caches, globals, function infos, prototypes,
    /// the helpers and the functions inlined at every call.
    pub shared: String,
    /// Function definitions, in the order one unit holds them.
    pub items: Vec<String>,
    /// The program's descriptor (its sources, sites, paths) and `main`.
    pub tail: String,
    /// The large byte strings kept out of the C ([`emit_parts`]).
    pub blobs: Vec<Vec<u8>>,
}

impl CProgram {
    /// The program as one translation unit.
    pub fn text(&self) -> String {
        let mut out = String::with_capacity(
            self.shared.len() + self.tail.len() + self.items.iter().map(String::len).sum::<usize>(),
        );
        out.push_str(&self.shared);
        for item in &self.items {
            out.push_str(item);
        }
        out.push_str(&self.tail);
        out
    }

    /// The program as `n` translation units (at most one per item, at
    /// least one): the items dealt out in order into runs of about equal
    /// size, so that a unit holds neighbouring functions.
    pub fn units(&self, n: usize) -> Vec<String> {
        let n = n.clamp(1, self.items.len().max(1));
        if n == 1 {
            return vec![self.text()];
        }
        let total: usize = self.items.iter().map(String::len).sum();
        let mut units = vec![format!("#define KL_SPLIT 1\n{}", self.shared); n];
        let (mut k, mut done) = (0, 0);
        for item in &self.items {
            // Unit k holds the items that start before (k + 1) / n of the
            // C; the last unit holds the rest.
            while k + 1 < n && done >= total * (k + 1) / n {
                k += 1;
            }
            units[k].push_str(item);
            done += item.len();
        }
        units[0].push_str(&self.tail);
        units
    }
}

fn emit_unit(m: &Module, unit: &Unit<'_>, blobs: bool) -> CProgram {
    let mut strs = StrPool {
        names: BTreeMap::new(),
        keys: BTreeMap::new(),
        next_ic: m.ics,
        fn_caches: 0,
        key_ics: 0,
        helpers: String::new(),
        lits: HashSet::new(),
        cases: HashSet::new(),
        blobs: blobs.then(Vec::new),
    };
    for t in &m.templates {
        for &k in t {
            let _ = strs.key(m.strings.get(k));
        }
    }
    let funcs = reachable_funcs(m);
    let objects: Vec<FuncId> = funcs
        .iter()
        .copied()
        .filter(|&f| m.func(f).escapes)
        .collect();
    let direct = func::DirectCalls::new(m, &objects);
    // Functions inlined at every call and the file-scope declarations of
    // the others, which every unit holds; then the definitions, each one
    // unit's.
    let mut inline_bodies = String::new();
    let mut items = Vec::new();
    for &fid in &funcs {
        let text = func::FnEmitter::new(m, fid, &mut strs, &direct).emit();
        if !text.shared.is_empty() {
            inline_bodies.push_str(&text.shared);
            inline_bodies.push('\n');
        }
        for mut item in text.items {
            item.push('\n');
            items.push(item);
        }
    }
    let mut direct_entries = String::new();
    let mut speculated: Vec<FuncId> = direct.all().collect();
    speculated.sort();
    for fid in speculated {
        direct_entries.push_str(&func::direct_entry(m, fid, false));
    }
    let mut constructed: Vec<FuncId> = direct.all_ctors().collect();
    constructed.sort();
    for fid in constructed {
        direct_entries.push_str(&func::direct_entry(m, fid, true));
    }
    for &fid in &objects {
        let mut entry = func::generic_entry(m, fid);
        if func::is_constructor(m.func(fid)) {
            entry.push_str(&func::construct_entry(m, fid));
        }
        items.push(entry);
    }
    let mut infos = String::new();
    for &fid in &objects {
        infos.push_str(&func::func_info(m, fid, &mut strs));
    }

    let mut out = String::new();
    writeln!(
        out,
        "/* Generated by kiln {} from {}. */",
        env!("CARGO_PKG_VERSION"),
        unit.files[0].name.replace("*/", "* /")
    )
    .unwrap();
    out.push_str("#include \"kiln.h\"\n\n");
    writeln!(out, "extern const uint32_t kl_abi_{};", unit.abi_hash).unwrap();
    writeln!(
        out,
        "/* Fails to link against a runtime built from another kiln.h. */\n\
         static const void *const kl_abi_ref __attribute__((used)) = &kl_abi_{};\n",
        unit.abi_hash
    )
    .unwrap();
    let mut by_name: Vec<(&String, &Vec<u16>)> = strs.names.iter().map(|(u, n)| (n, u)).collect();
    by_name.sort_by_key(|(n, _)| n[4..].parse::<usize>().unwrap_or(0));
    let mut key_names = vec![String::new(); strs.keys.len()];
    for (name, units) in &by_name {
        if let Some(&i) = strs.keys.get(*units) {
            out.push_str(&cstr::key_string(name, units));
            key_names[i] = (*name).clone();
        } else {
            out.push_str(&cstr::static_string(name, units));
        }
    }
    // Writable: at start the runtime replaces each string by the atom of
    // its content, which the code then reads (`kl_keys[i]`).
    out.push_str("KL_DATA const void *kl_keys[] = {");
    if key_names.is_empty() {
        out.push_str("NULL");
    }
    out.push_str(
        &key_names
            .iter()
            .map(|n| format!("&{n}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    out.push_str("};\n");
    // The callee caches start as KL_HOLE, which no JavaScript value is (a
    // zero would be the number +0, and `0()` must still throw).
    let caches: Vec<String> = (0..strs.fn_caches as usize)
        .map(|i| format!("[{}] = KL_HOLE", m.globals.len() + i))
        .collect();
    let init = if caches.is_empty() {
        String::new()
    } else {
        format!(" = {{{}}}", caches.join(", "))
    };
    writeln!(
        out,
        "\nKL_DATA KlValue kl_globals[{}]{init};",
        (m.globals.len() + strs.fn_caches as usize).max(1)
    )
    .unwrap();
    writeln!(out, "KL_DATA KlIC kl_ic[{}];", strs.next_ic.max(1)).unwrap();
    writeln!(out, "KL_DATA KlKeyIC kl_keyic[{}];", strs.key_ics.max(1)).unwrap();
    for &fid in &funcs {
        if m.func(fid).kind == (FuncKind::ClassConstructor { derived: false }) {
            writeln!(out, "KL_DATA KlCtorIC kl_ctor{};", fid.0).unwrap();
        }
    }
    for (i, t) in m.templates.iter().enumerate() {
        let keys: Vec<String> = t
            .iter()
            .map(|&k| format!("&{}", strs.name(m.strings.get(k))))
            .collect();
        writeln!(
            out,
            "static const void *const kl_tplk{i}[] = {{{}}};",
            keys.join(", ")
        )
        .unwrap();
        writeln!(
            out,
            "KL_DATA KlObjTemplate kl_tpl{i} = {{0, NULL, 0, 0, {}, 0, kl_tplk{i}}};",
            t.len()
        )
        .unwrap();
    }
    if !m.templates.is_empty() {
        let all: Vec<String> = (0..m.templates.len())
            .map(|i| format!("&kl_tpl{i}"))
            .collect();
        writeln!(
            out,
            "static KlObjTemplate *const kl_tpls[] = {{{}}};",
            all.join(", ")
        )
        .unwrap();
    }
    out.push_str("static const KlSite kl_sites[] = {");
    if m.sites.is_empty() {
        out.push_str("{0, 0, NULL}");
    }
    for (i, s) in m.sites.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let text = s
            .text
            .as_deref()
            .map_or("NULL".to_string(), |t| cstr::c_bytes_literal(t.as_bytes()));
        write!(out, "{{{}, {}, {text}}}", s.line, s.col).unwrap();
    }
    out.push_str("};\n\n");
    for &fid in &funcs {
        writeln!(out, "{};", func::prototype(m, fid)).unwrap();
        if m.func(fid).coroutine.is_some() {
            writeln!(out, "{};", func::resume_prototype(fid)).unwrap();
        }
    }
    for &fid in &objects {
        writeln!(
            out,
            "KL_FN KlValue kl_g{}(KlThread *, KlValue, KlValue, uint32_t, const KlValue *);",
            fid.0
        )
        .unwrap();
        if func::is_constructor(m.func(fid)) {
            writeln!(
                out,
                "KL_FN KlValue kl_c{}(KlThread *, KlValue, KlValue, uint32_t, const KlValue *);",
                fid.0
            )
            .unwrap();
        }
    }
    out.push_str(&infos);
    out.push('\n');
    out.push_str(&strs.helpers);
    out.push_str(&direct_entries);
    out.push_str(&inline_bodies);
    let shared = std::mem::take(&mut out);
    for (k, f) in unit.files.iter().enumerate() {
        let text = m.sources.get(k).unwrap_or(&f.text).as_bytes();
        out.push_str(&strs.byte_string(&format!("kl_source{k}"), text, false));
        writeln!(
            out,
            "static const char kl_path{k}[] = {};",
            cstr::c_bytes_literal(f.name.as_bytes())
        )
        .unwrap();
    }
    let list = |prefix: &str| {
        (0..unit.files.len())
            .map(|k| format!("{prefix}{k}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    writeln!(
        out,
        "static const char *const kl_paths[] = {{{}}};\nstatic const char *const kl_sources[] = {{{}}};",
        list("kl_path"),
        list("kl_source")
    )
    .unwrap();
    // Which file each site is in, for a program of several.
    let site_files = if unit.files.len() > 1 && !m.sites.is_empty() {
        let files: Vec<String> = m.sites.iter().map(|s| s.file.to_string()).collect();
        writeln!(
            out,
            "static const uint32_t kl_site_files[] = {{{}}};",
            files.join(", ")
        )
        .unwrap();
        "kl_site_files"
    } else {
        "NULL"
    };
    writeln!(
        out,
        "static const char kl_script[] = {};",
        cstr::c_bytes_literal(unit.script.as_bytes())
    )
    .unwrap();
    // Each function object's source text, for `toString()`.
    let fn_sources: Vec<String> = objects
        .iter()
        .filter_map(|fid| {
            let s = m.fn_sources.get(fid)?;
            Some(format!(
                "{{&kl_info{}, {}, {}, {}, 0}}",
                fid.0, s.file, s.start, s.end
            ))
        })
        .collect();
    if !fn_sources.is_empty() {
        writeln!(
            out,
            "static const KlFnSource kl_fn_sources[] = {{{}}};",
            fn_sources.join(", ")
        )
        .unwrap();
    }
    let groups = if unit.link_all {
        crate::link::Groups::ALL
    } else {
        m.groups
    };
    out.push_str(&methods_list(groups));
    writeln!(
        out,
        "static const KlProgram kl_program = {{kl_module_main, kl_globals, {}, {}, kl_sites, kl_path0, kl_source0, kl_keys, {}, {}, {}, {}, kl_script, {site_files}, kl_paths, kl_sources, {}, {}, {}}};",
        m.globals.len() + strs.fn_caches as usize,
        m.sites.len(),
        key_names.len(),
        m.templates.len(),
        if m.templates.is_empty() { "NULL" } else { "kl_tpls" },
        groups_initializer(groups),
        unit.files.len(),
        if fn_sources.is_empty() {
            "NULL"
        } else {
            "kl_fn_sources"
        },
        fn_sources.len()
    )
    .unwrap();
    out.push_str(
        "\nint main(int argc, char **argv) { return kl_main(argc, argv, &kl_program); }\n",
    );
    CProgram {
        shared,
        items,
        tail: out,
        blobs: strs.blobs.unwrap_or_default(),
    }
}
