// node 20's `module`, what a program of ES modules uses of it:
// `createRequire`, `isBuiltin`, `builtinModules`.
//
// `const require = createRequire(import.meta.url)` is resolved when the
// program is compiled (`lower/modules/commonjs.rs`): each call of that
// `require` with a constant specifier is a `require` of the module's own,
// and any other use of the function is a diagnostic. So the function made
// here is checked as node checks its argument, then never called.

import { nodeError } from "kiln:host";

export const builtinModules: string[] = [
  "_http_agent", "_http_client", "_http_common", "_http_incoming", "_http_outgoing",
  "_http_server", "_stream_duplex", "_stream_passthrough", "_stream_readable",
  "_stream_transform", "_stream_wrap", "_stream_writable", "_tls_common", "_tls_wrap",
  "assert", "assert/strict", "async_hooks", "buffer", "child_process", "cluster", "console",
  "constants", "crypto", "dgram", "diagnostics_channel", "dns", "dns/promises", "domain",
  "events", "fs", "fs/promises", "http", "http2", "https", "inspector", "inspector/promises",
  "module", "net", "os", "path", "path/posix", "path/win32", "perf_hooks", "process",
  "punycode", "querystring", "readline", "readline/promises", "repl", "stream",
  "stream/consumers", "stream/promises", "stream/web", "string_decoder", "sys", "timers",
  "timers/promises", "tls", "trace_events", "tty", "url", "util", "util/types", "v8", "vm",
  "wasi", "worker_threads", "zlib",
];

// Modules node has only under the `node:` scheme.
const schemeOnly = ["sea", "test", "test/reporters"];

export function isBuiltin(id: string): boolean {
  if (typeof id !== "string") return false;
  if (builtinModules.includes(id)) return true;
  if (!id.startsWith("node:")) return false;
  const name = id.slice(5);
  return builtinModules.includes(name) || schemeOnly.includes(name);
}

export function createRequire(filename: unknown): (id: string) => unknown {
  const ok =
    (typeof filename === "string" && (filename.startsWith("/") || filename.startsWith("file:"))) ||
    (typeof filename === "object" && filename !== null && String((filename as { href?: unknown }).href).startsWith("file:"));
  if (!ok) {
    const shown = typeof filename === "string" ? `'${filename}'` : String(filename);
    nodeError(
      "TypeError",
      "ERR_INVALID_ARG_VALUE",
      `The argument 'filename' must be a file URL object, file URL string, or absolute path string. Received ${shown}`,
    );
  }
  return function require(id: string): unknown {
    throw new Error(`kiln resolves require("${id}") when it compiles; this call was not one it could resolve`);
  };
}
