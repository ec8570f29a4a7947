// node 20's `assert` module, which kiln compiles into a program that
// imports `node:assert` (or `assert`) as one of its files. Its messages,
// the AssertionError's properties and its inspection are node's, checked
// against node by the `assert_*` fixtures.
//
// What kiln does not have of it: `CallTracker` (deprecated in node 20),
// colors in the messages when stderr is a terminal, and the stack of an
// AssertionError starting at the caller (kiln's stacks name no frames).
// A failing `assert(value)` without a message quotes the call's source
// text, which the compiler hands over before the call (`setCallText`);
// called any other way (through another binding), it says `false == true`
// as node does when it cannot read the source.

import { inspect } from "node:util";
import { isDeepEqual, isDeepStrictEqual } from "kiln:comparisons";
import { invalidArgType, nodeError, takeCallText } from "kiln:host";

const readable: Record<string, string> = {
  deepStrictEqual: "Expected values to be strictly deep-equal:",
  strictEqual: "Expected values to be strictly equal:",
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: "Expected values to be loosely deep-equal:",
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: "Values have same structure but are not reference-equal:",
  notDeepEqualUnequal: "Expected values not to be loosely deep-equal:",
};

// Two one-line primitives shorter than this together print as `a !== b`.
const SHORT = 12;

/** How a message shows a value: every level, sorted keys, getters read. */
function shown(v: unknown): string {
  return inspect(v, {
    compact: false,
    customInspect: false,
    depth: 1000,
    maxArrayLength: Infinity,
    showHidden: false,
    showProxy: false,
    sorted: true,
    getters: true,
  });
}

const isObject = (v: unknown): boolean => typeof v === "object" && v !== null;

/** The message of a failed `strictEqual`/`deepStrictEqual`: the two values
 * side by side, or a line diff of their inspections (`+ actual - expected`),
 * with runs of equal lines shortened. */
function diffMessage(actual: unknown, expected: unknown, operator: string, message?: string): string {
  const actualText = shown(actual);
  const actualLines = actualText.split("\n");
  const expectedLines = shown(expected).split("\n");
  let i = 0;
  let indicator = "";
  if (
    operator === "strictEqual" &&
    ((isObject(actual) && isObject(expected)) ||
      (typeof actual === "function" && typeof expected === "function"))
  ) {
    operator = "strictEqualObject";
  }
  const heading = message || readable[operator];
  if (actualLines.length === 1 && expectedLines.length === 1 && actualLines[0] !== expectedLines[0]) {
    const a = actualLines[0];
    const e = expectedLines[0];
    const width = a.length + e.length;
    if (width <= SHORT) {
      if (!isObject(actual) && !isObject(expected) && (actual !== 0 || expected !== 0)) {
        return `${heading}\n\n${a} !== ${e}\n`;
      }
    } else if (operator !== "strictEqualObject") {
      // Where the two lines part, marked under them when they fit a line
      // of stderr (80 columns when it is not a terminal).
      const columns = process.stderr.isTTY ? process.stderr.columns : 80;
      if (width < columns) {
        while (a[i] === e[i]) {
          i++;
        }
        if (i > 2) {
          indicator = `\n  ${" ".repeat(i)}^`;
          i = 0;
        }
      }
    }
  }
  // The equal lines at the end are dropped but for the last three (`i`
  // goes on counting from the indicator's loop, as node's does).
  let end = "";
  let other = "";
  let a = actualLines[actualLines.length - 1];
  let e = expectedLines[expectedLines.length - 1];
  while (a === e) {
    if (i++ < 3) {
      end = `\n  ${a}${end}`;
    } else {
      other = a;
    }
    actualLines.pop();
    expectedLines.pop();
    if (actualLines.length === 0 || expectedLines.length === 0) {
      break;
    }
    a = actualLines[actualLines.length - 1];
    e = expectedLines[expectedLines.length - 1];
  }
  const most = Math.max(actualLines.length, expectedLines.length);
  if (most === 0) {
    // Equal inspections of values that are not the same.
    const lines = actualText.split("\n");
    if (lines.length > 50) {
      lines[46] = "...";
      lines.length = 47;
    }
    return `${readable.notIdentical}\n\n${lines.join("\n")}\n`;
  }
  let skipped = false;
  if (i >= 5) {
    end = `\n...${end}`;
    skipped = true;
  }
  if (other !== "") {
    end = `\n  ${other}${end}`;
    other = "";
  }
  let printed = 0;
  let identical = 0;
  let res = "";
  const head = `${heading}\n+ actual - expected`;
  const skippedNote = " ... Lines skipped";
  let lines = actualLines;
  let sign = "+";
  let shorter = expectedLines.length;
  if (actualLines.length < most) {
    lines = expectedLines;
    sign = "-";
    shorter = actualLines.length;
  }
  // Up to five equal lines before a difference are shown (the first two
  // and last three of a longer run, with `...` between).
  const showIdentical = (from: string[], at: number) => {
    if (identical > 2) {
      if (identical > 3) {
        if (identical > 4) {
          if (identical === 5) {
            res += `\n  ${from[at - 3]}`;
            printed++;
          } else {
            res += "\n...";
            skipped = true;
          }
        }
        res += `\n  ${from[at - 2]}`;
        printed++;
      }
      res += `\n  ${from[at - 1]}`;
      printed++;
    }
    identical = 0;
  };
  for (i = 0; i < most; i++) {
    if (shorter < i + 1) {
      showIdentical(lines, i);
      if (lines === actualLines) {
        res += `\n${sign} ${lines[i]}`;
      } else {
        other += `\n${sign} ${lines[i]}`;
      }
      printed++;
    } else {
      const expectedLine = expectedLines[i];
      let actualLine = actualLines[i];
      // Lines that differ only by a trailing comma are the same line.
      let diverging =
        actualLine !== expectedLine &&
        (!actualLine.endsWith(",") || actualLine.slice(0, -1) !== expectedLine);
      if (diverging && expectedLine.endsWith(",") && expectedLine.slice(0, -1) === actualLine) {
        diverging = false;
        actualLine += ",";
      }
      if (diverging) {
        showIdentical(actualLines, i);
        res += `\n+ ${actualLine}`;
        other += `\n- ${expectedLine}`;
        printed += 2;
      } else {
        res += other;
        other = "";
        identical++;
        if (identical <= 2) {
          res += `\n  ${actualLine}`;
          printed++;
        }
      }
    }
    if (printed > 50 && i < most - 2) {
      return `${head}${skippedNote}\n${res}\n...${other}\n...`;
    }
  }
  return `${head}${skipped ? skippedNote : ""}\n${res}${other}${end}${indicator}`;
}

/** node 20's shortening of a long string property for inspection (it
 * keeps what follows the 512th character, as node 20 does). */
function ellipsis(s: string): string {
  const lines = s.split("\n", 11);
  if (lines.length > 10) {
    lines.length = 10;
    return `${lines.join("\n")}\n...`;
  }
  if (s.length > 512) {
    return `${s.slice(512)}...`;
  }
  return s;
}

/** An error like `source` (its prototype and own enumerable properties,
 * `message` a hidden own property) whose stack the message does not show. */
function copyError(source: any): any {
  const target = Object.assign({ __proto__: Object.getPrototypeOf(source) }, source);
  Object.defineProperty(target, "message", { value: source.message });
  return target;
}

function generatedMessage(actual: any, expected: any, operator: string): string {
  if (operator === "deepStrictEqual" || operator === "strictEqual") {
    return diffMessage(actual, expected, operator);
  }
  if (operator === "notDeepStrictEqual" || operator === "notStrictEqual") {
    // Equal where they should not be: the one value.
    let base = readable[operator];
    const lines = shown(actual).split("\n");
    if (operator === "notStrictEqual" && (isObject(actual) || typeof actual === "function")) {
      base = readable.notStrictEqualObject;
    }
    if (lines.length > 50) {
      lines[46] = "...";
      lines.length = 47;
    }
    if (lines.length === 1) {
      return `${base}${lines[0].length > 5 ? "\n\n" : " "}${lines[0]}`;
    }
    return `${base}\n\n${lines.join("\n")}\n`;
  }
  let res = shown(actual);
  let other = shown(expected);
  const known = readable[operator];
  if (operator === "notDeepEqual" && res === other) {
    res = `${known}\n\n${res}`;
    return res.length > 1024 ? `${res.slice(0, 1021)}...` : res;
  }
  if (res.length > 512) {
    res = `${res.slice(0, 509)}...`;
  }
  if (other.length > 512) {
    other = `${other.slice(0, 509)}...`;
  }
  if (operator === "deepEqual") {
    res = `${known}\n\n${res}\n\nshould loosely deep-equal\n\n`;
  } else {
    const unequal = readable[`${operator}Unequal`];
    if (unequal) {
      res = `${unequal}\n\n${res}\n\nshould not loosely deep-equal\n\n`;
    } else {
      other = ` ${operator} ${other}`;
    }
  }
  return `${res}${other}`;
}

export class AssertionError extends Error {
  declare generatedMessage: boolean;
  declare code: string;
  declare actual: any;
  declare expected: any;
  declare operator: any;

  constructor(options: any) {
    if (!isObject(options)) {
      invalidArgType("options", "of type object", options);
    }
    const { message, operator, details } = options;
    let { actual, expected } = options;
    let text: string;
    if (message != null) {
      text =
        operator === "deepStrictEqual" || operator === "strictEqual"
          ? diffMessage(actual, expected, operator, message)
          : String(message);
    } else {
      // Two errors are shown without their stacks.
      if (
        isObject(actual) &&
        isObject(expected) &&
        "stack" in actual &&
        actual instanceof Error &&
        "stack" in expected &&
        expected instanceof Error
      ) {
        actual = copyError(actual);
        expected = copyError(expected);
      }
      text = generatedMessage(actual, expected, operator);
    }
    super(text);
    this.generatedMessage = !message;
    // The stack names the code, as node's own errors do; the name is then
    // put back.
    Object.defineProperty(this, "name", {
      value: "AssertionError [ERR_ASSERTION]",
      enumerable: false,
      writable: true,
      configurable: true,
    });
    this.code = "ERR_ASSERTION";
    if (details) {
      this.actual = undefined;
      this.expected = undefined;
      this.operator = undefined;
      for (let i = 0; i < details.length; i++) {
        (this as any)[`message ${i}`] = details[i].message;
        (this as any)[`actual ${i}`] = details[i].actual;
        (this as any)[`expected ${i}`] = details[i].expected;
        (this as any)[`operator ${i}`] = details[i].operator;
        (this as any)[`stack trace ${i}`] = details[i].stack;
      }
    } else {
      this.actual = actual;
      this.expected = expected;
      this.operator = operator;
    }
    this.stack;
    this.name = "AssertionError";
  }

  toString(): string {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [inspect.custom](_depth: number, ctx: any): string {
    // Long strings are shortened, and the values shown one level deep:
    // the message has them in full.
    const actual = this.actual;
    const expected = this.expected;
    if (typeof actual === "string") {
      this.actual = ellipsis(actual);
    }
    if (typeof expected === "string") {
      this.expected = ellipsis(expected);
    }
    const result = inspect(this, { ...ctx, customInspect: false, depth: 0 });
    this.actual = actual;
    this.expected = expected;
    return result;
  }
}

function innerFail(obj: any): never {
  if (obj.message instanceof Error) {
    throw obj.message;
  }
  throw new AssertionError(obj);
}

function missingArgs(): never {
  nodeError("TypeError", "ERR_MISSING_ARGS", 'The "actual" and "expected" arguments must be specified');
  throw 0;
}

let warned = false;

export function fail(...args: any[]): never {
  let [actual, expected, message, operator] = args;
  let internal = false;
  if (actual == null && args.length <= 1) {
    internal = true;
    message = "Failed";
  } else if (args.length === 1) {
    message = actual;
    actual = undefined;
  } else {
    if (!warned) {
      warned = true;
      const pid = process.pid;
      process.nextTick(() => {
        process.stderr.write(
          `(node:${pid}) [DEP0094] DeprecationWarning: assert.fail() with more than one argument is deprecated. Please use assert.strictEqual() instead or only pass a message.\n(Use \`node --trace-deprecation ...\` to show where the warning was created)\n`,
        );
      });
    }
    if (args.length === 2) {
      operator = "!=";
    }
  }
  if (message instanceof Error) {
    throw message;
  }
  const err = new AssertionError({
    actual,
    expected,
    operator: operator === undefined ? "fail" : operator,
    message,
  });
  if (internal) {
    err.generatedMessage = true;
  }
  throw err;
}

function innerOk(argc: number, value: unknown, message: unknown): void {
  // The compiler's text of this call, if it was a direct call.
  const callText = takeCallText();
  if (value) {
    return;
  }
  let generated = false;
  if (argc === 0) {
    generated = true;
    message = "No value argument passed to `assert.ok()`";
  } else if (message == null) {
    generated = true;
    message = callText;
  } else if (message instanceof Error) {
    throw message;
  }
  const err = new AssertionError({ actual: value, expected: true, message, operator: "==" });
  err.generatedMessage = generated;
  throw err;
}

export function ok(...args: any[]): void {
  innerOk(args.length, args[0], args[1]);
}

export function equal(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (actual != expected && (!Number.isNaN(actual) || !Number.isNaN(expected))) {
    innerFail({ actual, expected, message, operator: "==" });
  }
}

export function notEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (actual == expected || (Number.isNaN(actual) && Number.isNaN(expected))) {
    innerFail({ actual, expected, message, operator: "!=" });
  }
}

export function deepEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (!isDeepEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: "deepEqual" });
  }
}

export function notDeepEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (isDeepEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: "notDeepEqual" });
  }
}

export function deepStrictEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (!isDeepStrictEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: "deepStrictEqual" });
  }
}

export function notDeepStrictEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (isDeepStrictEqual(actual, expected)) {
    innerFail({ actual, expected, message, operator: "notDeepStrictEqual" });
  }
}

export function strictEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (!Object.is(actual, expected)) {
    innerFail({ actual, expected, message, operator: "strictEqual" });
  }
}

export function notStrictEqual(...args: any[]): void {
  const [actual, expected, message] = args;
  if (args.length < 2) {
    missingArgs();
  }
  if (Object.is(actual, expected)) {
    innerFail({ actual, expected, message, operator: "notStrictEqual" });
  }
}

// What `throws` compares of an object it was given: the keys the caller
// named, with a string shown as the actual one where a RegExp matched it.
class Comparison {
  constructor(obj: any, keys: string[], actual?: any) {
    for (const key of keys) {
      if (key in obj) {
        if (
          actual !== undefined &&
          typeof actual[key] === "string" &&
          obj[key] instanceof RegExp &&
          obj[key].exec(actual[key]) !== null
        ) {
          (this as any)[key] = actual[key];
        } else {
          (this as any)[key] = obj[key];
        }
      }
    }
  }
}

function compareKey(actual: any, expected: any, key: string, message: any, keys: string[], operator: string) {
  if (key in actual && isDeepStrictEqual(actual[key], expected[key])) {
    return;
  }
  if (!message) {
    const err = new AssertionError({
      actual: new Comparison(actual, keys),
      expected: new Comparison(expected, keys, actual),
      operator: "deepStrictEqual",
    });
    err.actual = actual;
    err.expected = expected;
    err.operator = operator;
    throw err;
  }
  innerFail({ actual, expected, message, operator });
}

/** Whether `actual` is the error `expected` describes: a RegExp its string
 * matches, an object whose keys it has (an Error's name and message too),
 * a class it is an instance of, or a function that returns true for it. */
function checkExpected(actual: any, expected: any, message: any, operator: string): void {
  let generated = false;
  if (typeof expected !== "function") {
    if (expected instanceof RegExp) {
      const str = String(actual);
      if (expected.exec(str) !== null) {
        return;
      }
      if (!message) {
        generated = true;
        message = `The input did not match the regular expression ${inspect(expected)}. Input:\n\n${inspect(str)}\n`;
      }
    } else if (!isObject(actual)) {
      const err = new AssertionError({ actual, expected, message, operator: "deepStrictEqual" });
      err.operator = operator;
      throw err;
    } else {
      const keys = Object.keys(expected);
      if (expected instanceof Error) {
        keys.push("name", "message");
      } else if (keys.length === 0) {
        nodeError(
          "TypeError",
          "ERR_INVALID_ARG_VALUE",
          `The argument 'error' may not be an empty object. Received ${inspect(expected)}`,
        );
      }
      for (const key of keys) {
        if (
          typeof actual[key] === "string" &&
          expected[key] instanceof RegExp &&
          expected[key].exec(actual[key]) !== null
        ) {
          continue;
        }
        compareKey(actual, expected, key, message, keys, operator);
      }
      return;
    }
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    return;
  } else if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    if (!message) {
      generated = true;
      message = `The error is expected to be an instance of "${expected.name}". Received `;
      if (actual instanceof Error) {
        const name = (actual.constructor && actual.constructor.name) || actual.name;
        if (expected.name === name) {
          message += "an error with identical name but a different prototype.";
        } else {
          message += `"${name}"`;
        }
        if (actual.message) {
          message += `\n\nError message:\n\n${actual.message}`;
        }
      } else {
        message += `"${inspect(actual, { depth: -1 })}"`;
      }
    }
  } else {
    const res = expected.call({}, actual);
    if (res === true) {
      return;
    }
    if (!message) {
      generated = true;
      const name = expected.name ? `"${expected.name}" ` : "";
      message = `The ${name}validation function is expected to return "true". Received ${inspect(res)}`;
      if (actual instanceof Error) {
        message += `\n\nCaught error:\n\n${actual}`;
      }
    }
  }
  const err = new AssertionError({ actual, expected, message, operator });
  err.generatedMessage = generated;
  throw err;
}

// What a function that did not throw "threw".
const NOTHING = {};

function errorArgument(error: any): never {
  invalidArgType("error", "of type function or an instance of Error, RegExp, or Object", error);
  throw 0;
}

function expectError(operator: string, actual: any, args: any[]): void {
  let [error, message] = args;
  if (typeof error === "string") {
    if (args.length === 2) {
      errorArgument(error);
    }
    if (isObject(actual)) {
      if (actual.message === error) {
        nodeError(
          "TypeError",
          "ERR_AMBIGUOUS_ARGUMENT",
          `The "error/message" argument is ambiguous. The error message "${actual.message}" is identical to the message.`,
        );
      }
    } else if (actual === error) {
      nodeError(
        "TypeError",
        "ERR_AMBIGUOUS_ARGUMENT",
        `The "error/message" argument is ambiguous. The error "${actual}" is identical to the message.`,
      );
    }
    message = error;
    error = undefined;
  } else if (error != null && typeof error !== "object" && typeof error !== "function") {
    errorArgument(error);
  }
  if (actual === NOTHING) {
    let details = "";
    if (error && error.name) {
      details += ` (${error.name})`;
    }
    details += message ? `: ${message}` : ".";
    const what = operator === "rejects" ? "rejection" : "exception";
    innerFail({ actual: undefined, expected: error, operator, message: `Missing expected ${what}${details}` });
  }
  if (error) {
    checkExpected(actual, error, message, operator);
  }
}

function matches(actual: any, expected: any): boolean {
  if (typeof expected !== "function") {
    if (expected instanceof RegExp) {
      return expected.exec(String(actual)) !== null;
    }
    invalidArgType("expected", "of type function or an instance of RegExp", expected);
  }
  if (expected.prototype !== undefined && actual instanceof expected) {
    return true;
  }
  if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    return false;
  }
  return expected.call({}, actual) === true;
}

function expectNoError(operator: string, actual: any, args: any[]): void {
  if (actual === NOTHING) {
    return;
  }
  let [error, message] = args;
  if (typeof error === "string") {
    message = error;
    error = undefined;
  }
  if (!error || matches(actual, error)) {
    const details = message ? `: ${message}` : ".";
    const what = operator === "doesNotReject" ? "rejection" : "exception";
    innerFail({
      actual,
      expected: error,
      operator,
      message: `Got unwanted ${what}${details}\nActual message: "${actual && actual.message}"`,
    });
  }
  throw actual;
}

function thrownBy(fn: any): any {
  if (typeof fn !== "function") {
    invalidArgType("fn", "of type function", fn);
  }
  try {
    fn();
  } catch (e) {
    return e;
  }
  return NOTHING;
}

function isPromiseLike(v: any): boolean {
  return (
    v instanceof Promise ||
    (isObject(v) && typeof v.then === "function" && typeof v.catch === "function")
  );
}

async function rejectionOf(promiseFn: any): Promise<any> {
  let promise;
  if (typeof promiseFn === "function") {
    promise = promiseFn();
    if (!isPromiseLike(promise)) {
      const type = promise === null ? "null" : typeof promise;
      const shownValue = isObject(promise) ? inspect(promise, { depth: -1 }) : inspect(promise);
      nodeError(
        "TypeError",
        "ERR_INVALID_RETURN_VALUE",
        `Expected instance of Promise to be returned from the "promiseFn" function but got ${
          isObject(promise) ? `an instance of ${promise.constructor?.name ?? "Object"}` : `type ${type} (${shownValue})`
        }.`,
      );
    }
  } else if (isPromiseLike(promiseFn)) {
    promise = promiseFn;
  } else {
    invalidArgType("promiseFn", "of type function or an instance of Promise", promiseFn);
  }
  try {
    await promise;
  } catch (e) {
    return e;
  }
  return NOTHING;
}

export function throws(fn: any, ...args: any[]): void {
  expectError("throws", thrownBy(fn), args);
}

export async function rejects(promiseFn: any, ...args: any[]): Promise<void> {
  expectError("rejects", await rejectionOf(promiseFn), args);
}

export function doesNotThrow(fn: any, ...args: any[]): void {
  expectNoError("doesNotThrow", thrownBy(fn), args);
}

export async function doesNotReject(fn: any, ...args: any[]): Promise<void> {
  expectNoError("doesNotReject", await rejectionOf(fn), args);
}

export function ifError(err: any): void {
  if (err === null || err === undefined) {
    return;
  }
  let message = "ifError got unwanted exception: ";
  if (typeof err === "object" && typeof err.message === "string") {
    message += err.message.length === 0 && err.constructor ? err.constructor.name : err.message;
  } else {
    message += inspect(err);
  }
  throw new AssertionError({ actual: err, expected: null, operator: "ifError", message });
}

function matchOrNot(operator: string, string: any, regexp: any, message: any): void {
  if (!(regexp instanceof RegExp)) {
    invalidArgType("regexp", "an instance of RegExp", regexp);
  }
  const wanted = operator === "match";
  if (typeof string === "string" && (regexp.exec(string) !== null) === wanted) {
    return;
  }
  if (message instanceof Error) {
    throw message;
  }
  const generated = !message;
  if (!message) {
    if (typeof string !== "string") {
      message = `The "string" argument must be of type string. Received type ${typeof string} (${inspect(string)})`;
    } else {
      const verb = wanted
        ? "The input did not match the regular expression "
        : "The input was expected to not match the regular expression ";
      message = `${verb}${inspect(regexp)}. Input:\n\n${inspect(string)}\n`;
    }
  }
  const err = new AssertionError({ actual: string, expected: regexp, message, operator });
  err.generatedMessage = generated;
  throw err;
}

export function match(string: any, regexp: any, message?: any): void {
  matchOrNot("match", string, regexp, message);
}

export function doesNotMatch(string: any, regexp: any, message?: any): void {
  matchOrNot("doesNotMatch", string, regexp, message);
}

/** `assert.strict`: `assert` with the strict comparisons under the loose
 * names. */
export function strict(...args: any[]): void {
  innerOk(args.length, args[0], args[1]);
}

// The module's value is `ok` with every assertion on it, in node's order.
const assert: any = ok;
assert.fail = fail;
assert.AssertionError = AssertionError;
assert.ok = ok;
assert.equal = equal;
assert.notEqual = notEqual;
assert.deepEqual = deepEqual;
assert.notDeepEqual = notDeepEqual;
assert.deepStrictEqual = deepStrictEqual;
assert.notDeepStrictEqual = notDeepStrictEqual;
assert.strictEqual = strictEqual;
assert.notStrictEqual = notStrictEqual;
assert.throws = throws;
assert.rejects = rejects;
assert.doesNotThrow = doesNotThrow;
assert.doesNotReject = doesNotReject;
assert.ifError = ifError;
assert.match = match;
assert.doesNotMatch = doesNotMatch;
assert.strict = Object.assign(strict, assert, {
  equal: strictEqual,
  deepEqual: deepStrictEqual,
  notEqual: notStrictEqual,
  notDeepEqual: notDeepStrictEqual,
});
assert.strict.strict = assert.strict;

export default assert;
