//! The object model against node, and against the collector.
//!
//! Each area is a table of cases (`objects/*.rs`): a JavaScript snippet,
//! the same steps written against the runtime API, and what node prints
//! (checked by `expectations_are_what_node_prints`, which runs every
//! snippet through node v20 when it is installed). `check` runs the Rust
//! steps with every step's result in a shadow-stack slot and the heap
//! verified after each step; `every_case_survives_collections_everywhere`
//! runs them all again in a child process where every step and every call
//! into a test closure collects, under from-space protection.
//!
//! `objects/gc.rs` builds object graphs by hand, collects, and proves each
//! store path of the object model applies the write barrier.

mod common;

#[path = "objects/arrays.rs"]
mod arrays;
#[path = "objects/builtins.rs"]
mod builtins;
#[path = "objects/gc.rs"]
mod gc;
#[path = "objects/harness.rs"]
mod harness;
#[path = "objects/iteration.rs"]
mod iteration;
#[path = "objects/operators.rs"]
mod operators;
#[path = "objects/properties.rs"]
mod properties;
#[path = "objects/shapes.rs"]
mod shapes;

use harness::{Case, check, mismatches};

fn areas() -> Vec<(&'static str, Vec<Case>)> {
    vec![
        ("properties", properties::properties()),
        ("computed keys", properties::computed_keys()),
        ("prototypes", properties::prototypes()),
        ("accessors", properties::accessors()),
        ("order", properties::order()),
        ("shapes", shapes::shapes()),
        ("arrays", arrays::arrays()),
        ("integrity", arrays::integrity()),
        ("object built-ins", builtins::object_builtins()),
        ("functions", builtins::functions()),
        ("symbols", builtins::symbols()),
        ("errors", builtins::errors()),
        ("wrappers", builtins::wrappers()),
        ("instanceof", operators::instance_of()),
        ("to primitive", operators::to_primitive()),
        ("loose equality", operators::loose_equality()),
        ("iteration", iteration::iteration()),
    ]
}

#[test]
fn property_get_set_define_delete() {
    check("properties", &properties::properties());
}

#[test]
fn computed_keys() {
    check("computed keys", &properties::computed_keys());
}

#[test]
fn prototype_chains() {
    check("prototypes", &properties::prototypes());
}

#[test]
fn accessors() {
    check("accessors", &properties::accessors());
}

#[test]
fn own_key_order() {
    check("order", &properties::order());
}

#[test]
fn shapes_dictionaries_and_inline_caches() {
    check("shapes", &shapes::shapes());
}

#[test]
fn arrays() {
    check("arrays", &arrays::arrays());
}

#[test]
fn freeze_seal_prevent_extensions() {
    check("integrity", &arrays::integrity());
}

#[test]
fn object_built_ins() {
    check("object built-ins", &builtins::object_builtins());
}

#[test]
fn call_apply_bind() {
    check("functions", &builtins::functions());
}

#[test]
fn symbols() {
    check("symbols", &builtins::symbols());
}

#[test]
fn error_constructors() {
    check("errors", &builtins::errors());
}

#[test]
fn primitive_wrappers() {
    check("wrappers", &builtins::wrappers());
}

#[test]
fn instance_of() {
    check("instanceof", &operators::instance_of());
}

#[test]
fn to_primitive_order() {
    check("to primitive", &operators::to_primitive());
}

#[test]
fn loose_equality_with_objects() {
    check("loose equality", &operators::loose_equality());
}

/// Every case again, in a child process whose heap runs with from-space
/// protection and verification, where every step and every entry into a
/// test closure collects: a runtime path that keeps a `Value` across a call
/// into JavaScript without rooting it faults, naming the collection, and
/// the last `case:` line on stderr names the case.
#[test]
fn every_case_survives_collections_everywhere() {
    const NAME: &str = "every_case_survives_collections_everywhere";
    if common::scenario().is_some() {
        let mut bad = Vec::new();
        for (area, cases) in areas() {
            bad.extend(mismatches(area, &cases, true));
        }
        assert!(
            bad.is_empty(),
            "{} mismatches:\n{}",
            bad.len(),
            bad.join("\n")
        );
        return;
    }
    let (status, stderr) = common::rerun(NAME, "stress", &[]);
    assert!(status.success(), "{status:?}\n{stderr}");
}

#[test]
fn iteration_protocol_and_array_methods() {
    check("iteration", &iteration::iteration());
}

// ---- node ------------------------------------------------------------------------

/// The JavaScript side of the harness: the test closures and `show`, which
/// prints exactly as `harness::show` does.
const PRELUDE: &str = r#"'use strict';
let LOG = [];
const ret = (tag, v) => function () { if (tag !== undefined) LOG.push(tag); return v; };
const thr = (tag, v) => function () { if (tag !== undefined) LOG.push(tag); throw v; };
const store = (tag, k) => function () { if (tag !== undefined) LOG.push(tag); this[k] = arguments[0]; };
const thisProp = (tag, k) => function () { if (tag !== undefined) LOG.push(tag); return this[k]; };
const del = (tag, k) => function () { if (tag !== undefined) LOG.push(tag); delete this[k]; };
const args = (tag) => function () { if (tag !== undefined) LOG.push(tag); return [this, ...arguments]; };
const arg0 = (tag) => function () { if (tag !== undefined) LOG.push(tag); return arguments[0]; };
function dataAlongChain(o, k) {
  for (let c = o; c !== null; c = Object.getPrototypeOf(c)) {
    const d = Object.getOwnPropertyDescriptor(c, k);
    if (d) return 'value' in d ? d.value : undefined;
  }
  return undefined;
}
function showOwn(o, k, depth) {
  const d = Object.getOwnPropertyDescriptor(o, k);
  if (!d) return undefined;
  return 'value' in d ? show(d.value, depth + 1) : '[Accessor]';
}
function show(v, depth = 0) {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return "'" + v + "'";
  if (typeof v === 'symbol') return v.toString();
  if (v === undefined || v === null || typeof v === 'boolean') return String(v);
  if (depth > 4) return '...';
  if (typeof v === 'function') {
    const n = dataAlongChain(v, 'name');
    return '[Function: ' + (typeof n === 'string' ? n : '') + ']';
  }
  if (v instanceof Error) return '[' + String(dataAlongChain(v, 'name')) + ': ' + String(dataAlongChain(v, 'message')) + ']';
  if (Array.isArray(v)) {
    const out = [];
    for (let i = 0; i < v.length; i++) out.push(showOwn(v, String(i), depth) ?? '<hole>');
    return '[' + out.join(', ') + ']';
  }
  return '{' + Object.keys(v).map((k) => k + ': ' + showOwn(v, k, depth)).join(', ') + '}';
}
function run(name, body) {
  LOG = [];
  let out;
  try {
    out = show(body());
  } catch (e) {
    out = 'throws ' + (e instanceof Error ? String(dataAlongChain(e, 'name')) + ': ' + String(dataAlongChain(e, 'message')) : show(e));
  }
  process.stdout.write(name + '\u0001' + out + '\n');
}
"#;

/// node v20, if installed.
fn node() -> Option<&'static str> {
    let out = std::process::Command::new("node")
        .arg("--version")
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .starts_with("v20.")
        .then_some("node")
}

#[test]
fn expectations_are_what_node_prints() {
    let Some(node) = node() else {
        eprintln!("skipped: node v20 is not installed");
        return;
    };
    let mut script = PRELUDE.to_string();
    let mut expected = Vec::new();
    for (area, cases) in areas() {
        for c in cases.iter().filter(|c| !c.js.is_empty()) {
            let name = format!("{area}/{}", c.name);
            script += &format!("run({name:?}, () => {{ {} }});\n", c.js);
            expected.push((name, c.expect));
        }
    }
    let dir = std::env::temp_dir().join(format!("kiln-objects-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("cases.js");
    std::fs::write(&path, &script).unwrap();
    let out = std::process::Command::new(node)
        .arg(&path)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        out.status.success(),
        "node failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let printed: std::collections::HashMap<&str, &str> = stdout
        .lines()
        .filter_map(|l| l.split_once('\u{1}'))
        .collect();
    let mut bad = Vec::new();
    for (name, expect) in &expected {
        match printed.get(name.as_str()) {
            Some(got) if got == expect => {}
            Some(got) => bad.push(format!(
                "{name}:\n    expected {expect}\n    node     {got}"
            )),
            None => bad.push(format!("{name}: node printed nothing")),
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
