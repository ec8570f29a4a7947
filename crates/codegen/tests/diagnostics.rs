//! Diagnostics as users see them: each case is a program and the rendered
//! errors, held in an insta snapshot (`cargo insta review`, or
//! `INSTA_UPDATE=always cargo test`, to bless a change).

use kiln_codegen::driver;

/// Compiles `source` and snapshots the rendered diagnostics under `name`.
fn check(name: &str, source: &str) {
    let err = match driver::to_c("input.ts", source) {
        Ok(_) => panic!("{name}: expected a compile error"),
        Err(e) => e.to_string(),
    };
    insta::assert_snapshot!(name, err);
}

#[test]
fn diagnostics() {
    let cases: &[(&str, &str)] = &[
        ("syntax_missing_operand", "let a = 1;\nlet b = a +;\n"),
        ("syntax_unterminated_string", "console.log(\"hello);\n"),
        (
            "syntax_unexpected_brace",
            "function f() {\n  return 1;\n}}\n",
        ),
        ("syntax_redeclared_let", "let x = 1;\nlet x = 2;\n"),
        (
            "syntax_redeclared_function",
            "function sum(a: number) { return a; }\nfunction sum(...xs: number[]) { return xs.length; }\n",
        ),
        (
            "syntax_redeclared_block_function",
            "{\n  function f() {}\n  function f() {}\n}\nswitch (1) {\n  case 1: function g() {}\n  default: function g() {}\n}\n",
        ),
        ("syntax_break_outside_loop", "if (true) {\n  break;\n}\n"),
        ("syntax_top_level_return", "const a = 1;\nreturn a;\n"),
        ("syntax_strict_octal", "const n = 0755;\n"),
        (
            "syntax_unknown_label",
            "outer: for (;;) {\n  break inner;\n}\n",
        ),
        (
            "unsupported_shared_array_buffer",
            "const shared = new SharedArrayBuffer(16);\nconst words = new Int32Array(shared);\n",
        ),
        (
            "unsupported_web_global",
            "const id = crypto.randomUUID();\nconsole.log(typeof global);\n",
        ),
        (
            "unsupported_member_decorators",
            "function log(f: any, _c: any) { return f; }\nclass Calc {\n  @log add(a: number) { return a; }\n  m(@log b: number) {}\n}\n",
        ),
        (
            "unsupported_import",
            "import { helper } from \"./util.js\";\nimport crypto from \"node:crypto\";\nhelper(crypto);\n",
        ),
        (
            "node_module_exports",
            "import { readFileSync, promises, nope } from \"node:fs\";\nimport * as fs from \"fs\";\nconst text = readFileSync(\"a.txt\");\nconst p = fs.promises;\nconsole.log(text, p, promises, nope, fs.readFileSync(\"b\"), fs.readFileSync(\"c\", \"utf8\"));\n",
        ),
        ("unsupported_eval", "eval(\"1 + 1\");\n"),
        (
            "unsupported_process_members",
            "process.stdin.on(\"data\", (d: string) => console.log(d));\nprocess.on(\"SIGINT\", () => process.exit(130));\nconst t = process.hrtime.bigint();\nprocess.emitWarning(\"careful\");\n",
        ),
        (
            "unsupported_console_context",
            "const c = console.context(\"x\");\n",
        ),
        (
            "enum_member_after_computed",
            "enum E {\n  A = \"ab\".length,\n  B,\n}\n",
        ),
        (
            "multiple_errors",
            "const a = new Proxy({}, {});\nimport fs = require(\"fs\");\nconst c = new SharedArrayBuffer(8);\n",
        ),
        (
            "namespace_destructuring_export",
            "namespace Pair {\n  export const { a, b } = { a: 1, b: 2 };\n}\n",
        ),
        (
            "namespace_rewritten_positions",
            "namespace A\n{\n  export const x = 1; export function f() { return new Proxy({}, {}); }\n}\n",
        ),
        (
            "namespace_merged",
            "class Shape {}\nnamespace Shape {\n  export const sides = 4;\n}\nnamespace Shape {\n  export const name = \"s\";\n}\n",
        ),
        (
            "unicode_before_caret",
            "const s = \"héllo 😀\"; const t = new Proxy({}, {});\n",
        ),
        (
            "unsupported_captured_redeclared_catch_parameter",
            "function f() {\n  try {\n    throw 1;\n  } catch (e) {\n    var e = 2;\n    return () => e;\n  }\n}\n",
        ),
        (
            "unsupported_performance_members",
            "performance.mark(\"a\");\nconst m = performance.measure;\nconsole.log(performance.now() >= 0, m);\n",
        ),
        (
            "tab_indented",
            "function f() {\n\tif (true) {\n\t\treturn new Proxy(f, {});\n\t}\n}\n",
        ),
    ];
    for (name, source) in cases {
        check(name, source);
    }
}

/// Programs of several files: each case is the files, the entry first, as
/// (name, text); imports resolve among them.
#[test]
fn module_diagnostics() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        (
            "module_not_found",
            &[(
                "src/main.ts",
                "import { parse } from \"./parser.js\";\nimport { x } from \"./lib\";\nconsole.log(parse, x);\n",
            )],
        ),
        (
            "module_missing_export",
            &[
                (
                    "main.ts",
                    "import { add, sub } from \"./math.js\";\nimport def from \"./math.js\";\nconsole.log(add, sub, def);\n",
                ),
                (
                    "math.ts",
                    "export function add() {}\nexport * from \"./more.js\";\n",
                ),
                ("more.ts", "export { mul as div } from \"./math.js\";\n"),
            ],
        ),
        (
            "module_ambiguous_star",
            &[
                (
                    "main.ts",
                    "import { clash } from \"./barrel.js\";\nconsole.log(clash);\n",
                ),
                (
                    "barrel.ts",
                    "export * from \"./a.js\";\nexport * from \"./b.js\";\n",
                ),
                ("a.ts", "export const clash = 1;\n"),
                ("b.ts", "export const clash = 2;\n"),
            ],
        ),
        (
            "module_errors_in_other_files",
            &[
                (
                    "main.ts",
                    "import * as ns from \"./lib.js\";\nexport const f = () => ns;\nconsole.log(ns.x, f());\n",
                ),
                (
                    "lib.ts",
                    "import { f } from \"./main.js\";\nexport const x = await Promise.resolve(f);\n",
                ),
            ],
        ),
        (
            "module_dynamic_import_refusals",
            &[
                (
                    "main.ts",
                    "const name = \"lib\";\nawait import(`./${name}.js`);\nawait import(\"./missing.js\");\nawait import(\"./lib.js\", { with: {} });\nawait import(\"left-pad\");\nconsole.log((await import(\"./lib.js\")).x);\n",
                ),
                ("lib.ts", "export const x = 1;\n"),
            ],
        ),
        (
            "module_top_level_await_refusals",
            &[
                (
                    "main.ts",
                    "import * as slow from \"./slow.js\";\nimport { load } from \"./early.js\";\nconsole.log(slow.x, load);\nawait import(\"./lazy.js\");\n",
                ),
                ("slow.ts", "export const x = await Promise.resolve(1);\n"),
                (
                    "early.ts",
                    "export const load = () => import(\"./slow.js\");\n",
                ),
                (
                    "lazy.ts",
                    "import { x } from \"./slow.js\";\nexport const y = x;\nawait null;\n",
                ),
            ],
        ),
        (
            "module_commonjs_refusals",
            &[
                (
                    "main.ts",
                    "import { parse, missing } from \"./lib.cjs\";\nconsole.log(parse, missing);\n",
                ),
                (
                    "lib.cjs",
                    "const helper = require(\"./helper\");\nconst left = require(\"left-pad\");\nconst r = require;\nconst name = \"x\";\nrequire(`./${name}.cjs`);\nexports.parse = (s) => helper(s);\nrequire(\"./with-default.mjs\");\n",
                ),
                ("with-default.mjs", "export default 1;\n"),
            ],
        ),
        (
            "module_create_require_refusals",
            &[
                (
                    "main.ts",
                    "import Module, { createRequire } from \"node:module\";\nconst require = createRequire(import.meta.url);\nconst alias = require;\nconsole.log(require.resolve(\"./x.cjs\"), Module);\nconst other = createRequire(\"/elsewhere/index.js\");\nconsole.log(require(process.argv[2]), other);\n",
                ),
                (
                    "node:module",
                    kiln_codegen::node_modules::source_text("node:module").unwrap(),
                ),
            ],
        ),
        (
            "module_syntax_error_in_import",
            &[
                (
                    "main.ts",
                    "import { broken } from \"./broken.js\";\nconsole.log(broken);\n",
                ),
                ("broken.ts", "export const broken = 1 +;\n"),
            ],
        ),
        (
            "module_json_attributes",
            &[
                (
                    "main.ts",
                    "import a from \"./a.json\";\nimport b from \"./b.ts\" with { type: \"json\" };\nimport c from \"./c.json\" with { type: \"json\", mode: \"x\" };\nconsole.log(a, b, c);\n",
                ),
                ("a.json", "{\"a\": 1}\n"),
                ("b.ts", "export default 1;\n"),
                ("c.json", "[1, 2]\n"),
            ],
        ),
        (
            "module_json_invalid",
            &[
                (
                    "main.ts",
                    "import bad from \"./bad.json\" with { type: \"json\" };\nconsole.log(bad);\n",
                ),
                ("bad.json", "{\n  \"a\": 1,\n  \"b\": [1, 2,],\n}\n"),
            ],
        ),
        (
            "module_kiln_private",
            &[(
                "main.ts",
                "import { takeCallText } from \"kiln:host\";\nimport { isDeepEqual } from \"kiln:comparisons\";\nconsole.log(takeCallText, isDeepEqual);\n",
            )],
        ),
        (
            "module_assert_call_tracker",
            &[
                (
                    "main.ts",
                    "import { CallTracker, ok } from \"node:assert\";\nimport { nothing } from \"node:assert/strict\";\nconsole.log(CallTracker, ok, nothing);\n",
                ),
                (
                    "node:assert",
                    kiln_codegen::node_modules::source_text("node:assert").unwrap(),
                ),
                (
                    "node:assert/strict",
                    kiln_codegen::node_modules::source_text("node:assert/strict").unwrap(),
                ),
                (
                    "kiln:comparisons",
                    kiln_codegen::node_modules::source_text("kiln:comparisons").unwrap(),
                ),
            ],
        ),
        (
            "module_fs_promises_refused",
            &[
                (
                    "main.ts",
                    "import { readFile, open } from \"node:fs/promises\";\nimport fsp from \"fs/promises\";\nconsole.log(await readFile(\"a.txt\"), open);\nawait fsp.readFile(\"b.txt\");\nawait fsp.readFile(\"c.txt\", \"utf8\");\nconsole.log(fsp.mkdtemp);\n",
                ),
                (
                    "node:fs/promises",
                    kiln_codegen::node_modules::source_text("node:fs/promises").unwrap(),
                ),
            ],
        ),
        (
            "module_readline_refused",
            &[
                (
                    "main.ts",
                    "import { cursorTo, createInterface } from \"node:readline\";\nimport { stdin } from \"node:process\";\nimport { promises as rlp } from \"node:readline\";\nstdin.setEncoding(\"utf8\");\nconsole.log(cursorTo, createInterface, rlp, stdin.fd);\n",
                ),
                (
                    "node:readline",
                    kiln_codegen::node_modules::source_text("node:readline").unwrap(),
                ),
                (
                    "kiln:emitter",
                    kiln_codegen::node_modules::source_text("kiln:emitter").unwrap(),
                ),
            ],
        ),
        (
            "module_package_import",
            &[(
                "main.ts",
                "import lodash from \"lodash\";\nconsole.log(lodash);\n",
            )],
        ),
    ];
    for (name, files) in cases {
        let files: Vec<kiln_codegen::modules::SourceFile> = files
            .iter()
            .map(|(n, t)| kiln_codegen::modules::SourceFile {
                name: n.to_string(),
                text: t.to_string(),
            })
            .collect();
        let err = match driver::files_to_c(&files, false) {
            Ok(_) => panic!("{name}: expected a compile error"),
            Err(e) => e.to_string(),
        };
        insta::assert_snapshot!(*name, err);
    }
}
