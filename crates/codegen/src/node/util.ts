// node 20's `util.parseArgs`, `util.callbackify` and `util.deprecate`,
// which the runtime's `util` functions of those names call (registered
// when this module runs; it joins a program whose file imports `util` and
// names one of them). Written from node's documented behaviour and checked
// against node on the cases of `test-files/node_util_parse_args*.ts`.

import { invalidArgType, nodeError, registerUtil } from "kiln:host";

// ---- parseArgs ----------------------------------------------------------

interface OptionConfig {
  type: "string" | "boolean";
  short?: string;
  multiple?: boolean;
  default?: unknown;
}

type Token =
  | {
      kind: "option";
      name: string;
      rawName: string;
      index: number;
      value: string | undefined;
      inlineValue: boolean | undefined;
    }
  | { kind: "positional"; index: number; value: string }
  | { kind: "option-terminator"; index: number };

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/// `o[k]` if `o` has it as its own property (an option's settings are read
/// only from the object itself, never from its prototype).
function own(o: any, k: string): any {
  return hasOwn(o, k) ? o[k] : undefined;
}

function checkBoolean(v: unknown, name: string): void {
  if (typeof v !== "boolean") invalidArgType(name, "of type boolean", v);
}

function checkString(v: unknown, name: string): void {
  if (typeof v !== "string") invalidArgType(name, "of type string", v);
}

function checkObject(v: unknown, name: string): void {
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    invalidArgType(name, "of type object", v);
  }
}

function checkArrayOf(v: unknown, name: string, check: (e: unknown, n: string) => void): void {
  if (!Array.isArray(v)) invalidArgType(name, "an instance of Array", v);
  const a = v as unknown[];
  for (let i = 0; i < a.length; i++) check(a[i], `${name}[${i}]`);
}

function checkOptions(options: any): void {
  checkObject(options, "options");
  for (const [name, config] of Object.entries(options) as [string, any][]) {
    const at = `options.${name}`;
    checkObject(config, at);
    const type = own(config, "type");
    if (type !== "string" && type !== "boolean") {
      invalidArgType(`${at}.type`, "('string|boolean')", type);
    }
    if (hasOwn(config, "short")) {
      const short = config.short;
      checkString(short, `${at}.short`);
      if (short.length !== 1) {
        nodeError(
          "TypeError",
          "ERR_INVALID_ARG_VALUE",
          `The property '${at}.short' must be a single character. Received '${short}'`,
        );
      }
    }
    const multiple = own(config, "multiple");
    if (hasOwn(config, "multiple")) checkBoolean(multiple, `${at}.multiple`);
    if (hasOwn(config, "default")) {
      const d = config.default;
      const check = type === "string" ? checkString : checkBoolean;
      if (multiple) checkArrayOf(d, `${at}.default`, check);
      else check(d, `${at}.default`);
    }
  }
}

/// The long name of short option `c`: the option whose `short` it is, or
/// `c` itself.
function longOf(c: string, options: any): string {
  for (const [name, config] of Object.entries(options) as [string, any][]) {
    if (own(config, "short") === c) return name;
  }
  return c;
}

function takesValue(name: string, options: any): boolean {
  return hasOwn(options, name) && own(options[name], "type") === "string";
}

/// The arguments as tokens. `-abc` is expanded into its options, which
/// keep the index of the argument they came from; a string option takes
/// the rest of its group (`-bVALUE`), or else the next argument, whatever
/// it is, as its value.
function tokenize(args: string[], options: any): Token[] {
  const tokens: Token[] = [];
  const rest = args.slice();
  let index = -1;
  let grouped = 0;
  const option = (name: string, rawName: string, value?: string, inline?: boolean): void => {
    tokens.push({ kind: "option", name, rawName, index, value, inlineValue: inline });
  };
  // `-x` or `--name` alone: a string option takes the next argument.
  const alone = (name: string, rawName: string, next: string | undefined): void => {
    if (takesValue(name, options) && next !== undefined) {
      option(name, rawName, rest.shift(), false);
      index++;
    } else {
      option(name, rawName);
    }
  };
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const next = rest[0];
    if (grouped > 0) grouped--;
    else index++;
    if (arg === "--") {
      tokens.push({ kind: "option-terminator", index });
      for (const value of rest) tokens.push({ kind: "positional", index: ++index, value });
      break;
    }
    const short = arg.length > 1 && arg[0] === "-" && arg[1] !== "-";
    if (short && arg.length === 2) {
      alone(longOf(arg[1], options), arg, next);
      continue;
    }
    if (short) {
      const name = longOf(arg[1], options);
      if (takesValue(name, options)) {
        option(name, `-${arg[1]}`, arg.slice(2), true);
        continue;
      }
      const expanded: string[] = [];
      for (let i = 1; i < arg.length; i++) {
        const c = arg[i];
        if (!takesValue(longOf(c, options), options) || i === arg.length - 1) {
          expanded.push(`-${c}`);
        } else {
          expanded.push(`-${arg.slice(i)}`);
          break;
        }
      }
      rest.unshift(...expanded);
      grouped = expanded.length;
      continue;
    }
    // (An argument that is no string is a positional, as in node.)
    if (String.prototype.startsWith.call(arg, "--") && arg.length > 2) {
      const eq = arg.indexOf("=", 3);
      if (eq !== -1) {
        option(arg.slice(2, eq), arg.slice(0, eq), arg.slice(eq + 1), true);
        continue;
      }
      alone(arg.slice(2), arg, next);
      continue;
    }
    tokens.push({ kind: "positional", index, value: arg });
  }
  return tokens;
}

function checkUsage(token: Token & { kind: "option" }, options: any, allowPositionals: boolean): void {
  const { name, rawName, value } = token;
  if (!hasOwn(options, name)) {
    const hint = allowPositionals
      ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "${rawName}"`
      : "";
    nodeError("TypeError", "ERR_PARSE_ARGS_UNKNOWN_OPTION", `Unknown option '${rawName}'${hint}`);
  }
  const config = options[name];
  const short = own(config, "short");
  const both = short === undefined ? `--${name}` : `-${short}, --${name}`;
  const type = own(config, "type");
  if (type === "string" && typeof value !== "string") {
    nodeError(
      "TypeError",
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      `Option '${both} <value>' argument missing`,
    );
  }
  if (type === "boolean" && value !== undefined) {
    nodeError(
      "TypeError",
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      `Option '${both}' does not take an argument`,
    );
  }
  // A value that looks like an option, not written as `--name=-x`, is
  // more likely a forgotten value than a value.
  if (!token.inlineValue && value !== undefined && value.length > 1 && value[0] === "-") {
    const how = rawName.startsWith("--")
      ? `'${rawName}=-XYZ'`
      : `'--${name}=-XYZ' or '${rawName}-XYZ'`;
    nodeError(
      "TypeError",
      "ERR_PARSE_ARGS_INVALID_OPTION_VALUE",
      `Option '${rawName}' argument is ambiguous.\nDid you forget to specify the option argument for '${rawName}'?\nTo specify an option argument starting with a dash use ${how}.`,
    );
  }
}

function store(name: string, value: string | undefined, options: any, values: any): void {
  if (name === "__proto__") return;
  const v = value ?? true;
  if (hasOwn(options, name) && own(options[name], "multiple")) {
    if (values[name] === undefined) values[name] = [v];
    else values[name].push(v);
  } else {
    values[name] = v;
  }
}

function parseArgs(config: any = {}): any {
  const args = own(config, "args") ?? process.argv.slice(2);
  const strict = own(config, "strict") ?? true;
  const allowPositionals = own(config, "allowPositionals") ?? !strict;
  const returnTokens = own(config, "tokens") ?? false;
  const options = own(config, "options") ?? {};
  if (!Array.isArray(args)) invalidArgType("args", "an instance of Array", args);
  checkBoolean(strict, "strict");
  checkBoolean(allowPositionals, "allowPositionals");
  checkBoolean(returnTokens, "tokens");
  checkOptions(options);
  const tokens = tokenize(args, options);
  const values: any = { __proto__: null };
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === "option") {
      if (strict) checkUsage(token, options, allowPositionals);
      store(token.name, token.value, options, values);
    } else if (token.kind === "positional") {
      if (!allowPositionals) {
        nodeError(
          "TypeError",
          "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL",
          `Unexpected argument '${token.value}'. This command does not take positional arguments`,
        );
      }
      positionals.push(token.value);
    }
  }
  for (const [name, config] of Object.entries(options) as [string, any][]) {
    const d = own(config, "default");
    if (d !== undefined && values[name] === undefined) values[name] = d;
  }
  const result: any = { values, positionals };
  if (returnTokens) result.tokens = tokens;
  return result;
}

// ---- callbackify ----------------------------------------------------------

function callbackify(original: any): any {
  if (typeof original !== "function") {
    invalidArgType("original", "of type function", original);
  }
  function callbackified(this: any, ...args: any[]) {
    const last = args.pop();
    if (typeof last !== "function") {
      invalidArgType("last argument", "of type function", last);
    }
    const cb = last.bind(this);
    Reflect.apply(original, this, args).then(
      (value: any) => process.nextTick(cb, null, value),
      (reason: any) => process.nextTick(rejected, reason, cb),
    );
  }
  const descriptors = Object.getOwnPropertyDescriptors(original);
  if (typeof descriptors.length.value === "number") descriptors.length.value++;
  if (typeof descriptors.name.value === "string") descriptors.name.value += "Callbackified";
  for (const d of Object.values(descriptors)) Object.setPrototypeOf(d, null);
  return Object.defineProperties(callbackified, descriptors);
}

/// A promise rejected with a falsy reason reaches the callback as an
/// Error that holds it, so that `if (err)` still sees a failure.
function rejected(reason: any, cb: (err: any) => void): void {
  if (!reason) {
    try {
      nodeError("Error", "ERR_FALSY_VALUE_REJECTION", "Promise was rejected with falsy value");
    } catch (e: any) {
      e.reason = reason;
      reason = e;
    }
  }
  cb(reason);
}

// ---- deprecate -------------------------------------------------------------

const codesWarned = new Set<string>();

/// `fn` wrapped to emit node's DeprecationWarning (`process.emitWarning`:
/// printed on stderr, and seen by `warning` listeners) the first time it
/// is called (once per `code` when one is given).
function deprecate(fn: any, msg: string, code?: string): any {
  if (code !== undefined && typeof code !== "string") {
    invalidArgType("code", "of type string", code);
  }
  let warned = false;
  function deprecated(this: any, ...args: any[]) {
    if (!warned) {
      warned = true;
      if (code === undefined || !codesWarned.has(code)) {
        if (code !== undefined) codesWarned.add(code);
        process.emitWarning(msg, "DeprecationWarning", code);
      }
    }
    if (new.target) return Reflect.construct(fn, args, new.target);
    return Reflect.apply(fn, this, args);
  }
  Object.setPrototypeOf(deprecated, fn);
  if (fn.prototype) deprecated.prototype = fn.prototype;
  return deprecated;
}

registerUtil(parseArgs, callbackify, deprecate);
