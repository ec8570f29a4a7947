// Deep equality as node 20 decides it for `assert.deepStrictEqual`,
// `assert.deepEqual` and `util.isDeepStrictEqual`: kiln compiles this file
// into a program that imports one of them (`kiln:comparisons`, importable
// only by kiln's own modules). Two values are deeply equal when they are
// the same primitive (strict: by `Object.is` but for `+0`/`-0` of the
// same `===`; loose: by `==`), or objects of the same kind (strict: the
// same prototype) whose own enumerable properties (strict: with symbol
// keys) are deeply equal, with the contents of Maps and Sets compared
// regardless of order, Dates by time, RegExps by source, flags and
// lastIndex, errors by name and message too, and boxed primitives by
// what they box. A pair of objects met again while it is being compared
// (a cycle) counts as equal.

import { types } from "node:util";
import { registerDeepEqual } from "kiln:host";

const PLAIN = 0;
const ARRAY = 1;
const SET = 2;
const MAP = 3;

const isEnumerable = (o: any, k: PropertyKey): boolean =>
  Object.prototype.propertyIsEnumerable.call(o, k);
const hasOwn = (o: any, k: PropertyKey): boolean =>
  Object.prototype.hasOwnProperty.call(o, k);
const tagOf = (o: any): string => Object.prototype.toString.call(o);

export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, true, []);
}

export function isDeepEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, false, []);
}

// `util.isDeepStrictEqual` (the runtime's) calls it.
registerDeepEqual(isDeepStrictEqual);

// `pairs` holds the pairs of objects being compared, two entries each.
function equal(a: any, b: any, strict: boolean, pairs: any[]): boolean {
  if (a === b) {
    return a !== 0 || Object.is(a, b) || !strict;
  }
  if (strict) {
    if (typeof a === "number") {
      return Number.isNaN(a) && Number.isNaN(b);
    }
    if (
      typeof a !== "object" ||
      typeof b !== "object" ||
      a === null ||
      b === null ||
      Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)
    ) {
      return false;
    }
  } else {
    const aObject = a !== null && typeof a === "object";
    const bObject = b !== null && typeof b === "object";
    if (!aObject || !bObject) {
      return !aObject && !bObject && (a == b || (Number.isNaN(a) && Number.isNaN(b)));
    }
  }
  const tag = tagOf(a);
  if (tag !== tagOf(b)) {
    return false;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) {
      return false;
    }
    const aKeys = namedKeys(a, strict);
    if (aKeys.length !== namedKeys(b, strict).length) {
      return false;
    }
    return keysEqual(a, b, strict, pairs, ARRAY, aKeys);
  }
  if (tag === "[object Object]") {
    return keysEqual(a, b, strict, pairs, PLAIN, undefined);
  }
  if (types.isDate(a)) {
    if (!types.isDate(b) || a.getTime() !== b.getTime()) {
      return false;
    }
  } else if (types.isRegExp(a)) {
    if (
      !types.isRegExp(b) ||
      a.source !== b.source ||
      a.flags !== b.flags ||
      a.lastIndex !== b.lastIndex
    ) {
      return false;
    }
  } else if (types.isSet(a)) {
    if (!types.isSet(b) || a.size !== b.size) {
      return false;
    }
    return keysEqual(a, b, strict, pairs, SET, undefined);
  } else if (types.isMap(a)) {
    if (!types.isMap(b) || a.size !== b.size) {
      return false;
    }
    return keysEqual(a, b, strict, pairs, MAP, undefined);
  } else if (types.isNativeError(a) || a instanceof Error) {
    if (!types.isNativeError(b) && !(b instanceof Error)) {
      return false;
    }
    // The stack is not compared: it differs between equal errors. A
    // property that is not enumerable is compared here, an enumerable one
    // with the rest.
    for (const key of ["message", "name", "cause", "errors"]) {
      const enumerable = isEnumerable(a, key);
      if (enumerable !== isEnumerable(b, key)) {
        return false;
      }
      if (!enumerable) {
        const same =
          key === "message" || key === "name"
            ? a[key] === b[key]
            : equal(a[key], b[key], strict, pairs);
        if (!same) {
          return false;
        }
      }
    }
  } else if (types.isBoxedPrimitive(a)) {
    if (!boxedEqual(a, b)) {
      return false;
    }
  } else if (
    Array.isArray(b) ||
    types.isSet(b) ||
    types.isMap(b) ||
    types.isDate(b) ||
    types.isRegExp(b) ||
    types.isBoxedPrimitive(b) ||
    types.isNativeError(b) ||
    b instanceof Error
  ) {
    return false;
  }
  return keysEqual(a, b, strict, pairs, PLAIN, undefined);
}

/** An array's own enumerable keys that are not indices (strict: with its
 * enumerable symbols). */
function namedKeys(o: any, strict: boolean): PropertyKey[] {
  const keys: PropertyKey[] = Object.keys(o).filter((k) => !isIndex(k));
  if (strict) {
    for (const s of Object.getOwnPropertySymbols(o)) {
      if (isEnumerable(o, s)) {
        keys.push(s);
      }
    }
  }
  return keys;
}

function isIndex(k: string): boolean {
  if (k.length === 0 || k.length > 10 || (k.length > 1 && k[0] === "0")) {
    return false;
  }
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    if (c < 48 || c > 57) {
      return false;
    }
  }
  return Number(k) < 4294967295;
}

function boxedEqual(a: any, b: any): boolean {
  if (types.isNumberObject(a)) {
    return (
      types.isNumberObject(b) &&
      Object.is(Number.prototype.valueOf.call(a), Number.prototype.valueOf.call(b))
    );
  }
  if (types.isStringObject(a)) {
    return (
      types.isStringObject(b) &&
      String.prototype.valueOf.call(a) === String.prototype.valueOf.call(b)
    );
  }
  if (types.isBooleanObject(a)) {
    return (
      types.isBooleanObject(b) &&
      Boolean.prototype.valueOf.call(a) === Boolean.prototype.valueOf.call(b)
    );
  }
  if (types.isSymbolObject(a)) {
    return (
      types.isSymbolObject(b) &&
      Symbol.prototype.valueOf.call(a) === Symbol.prototype.valueOf.call(b)
    );
  }
  return false;
}

/** The property test of two objects of one kind: the same own enumerable
 * keys (`aKeys` when the caller has them: an array's named keys), then
 * their values and (`kind`) the elements or entries. */
function keysEqual(
  a: any,
  b: any,
  strict: boolean,
  pairs: any[],
  kind: number,
  given: PropertyKey[] | undefined,
): boolean {
  const aKeys: PropertyKey[] = given ?? Object.keys(a);
  for (const k of aKeys) {
    if (!isEnumerable(b, k)) {
      return false;
    }
  }
  if (given === undefined) {
    if (aKeys.length !== Object.keys(b).length) {
      return false;
    }
    if (strict) {
      const aSymbols = Object.getOwnPropertySymbols(a);
      let count = 0;
      for (const s of aSymbols) {
        if (isEnumerable(a, s)) {
          if (!isEnumerable(b, s)) {
            return false;
          }
          aKeys.push(s);
          count++;
        } else if (isEnumerable(b, s)) {
          return false;
        }
      }
      const bSymbols = Object.getOwnPropertySymbols(b);
      if (
        aSymbols.length !== bSymbols.length &&
        bSymbols.filter((s) => isEnumerable(b, s)).length !== count
      ) {
        return false;
      }
    }
  }
  if (
    aKeys.length === 0 &&
    (kind === PLAIN || (kind === ARRAY && a.length === 0) || a.size === 0)
  ) {
    return true;
  }
  for (let i = 0; i < pairs.length; i += 2) {
    if (pairs[i] === a && pairs[i + 1] === b) {
      return true;
    }
  }
  pairs.push(a, b);
  const result = contentsEqual(a, b, strict, aKeys, pairs, kind);
  pairs.length -= 2;
  return result;
}

function contentsEqual(
  a: any,
  b: any,
  strict: boolean,
  keys: PropertyKey[],
  pairs: any[],
  kind: number,
): boolean {
  for (const k of keys) {
    if (!equal(a[k as any], b[k as any], strict, pairs)) {
      return false;
    }
  }
  if (kind === ARRAY) {
    for (let i = 0; i < a.length; i++) {
      if (hasOwn(a, i)) {
        if (!hasOwn(b, i) || !equal(a[i], b[i], strict, pairs)) {
          return false;
        }
      } else if (hasOwn(b, i)) {
        return false;
      } else {
        // A hole in both: the rest is compared by keys, from the position
        // of the hole in the key list (as node does).
        const aKeys = Object.keys(a);
        for (; i < aKeys.length; i++) {
          const key = aKeys[i];
          if (!hasOwn(b, key) || !equal(a[key], b[key], strict, pairs)) {
            return false;
          }
        }
        return aKeys.length === Object.keys(b).length;
      }
    }
    return true;
  }
  if (kind === SET) {
    return setsEqual(a, b, strict, pairs);
  }
  if (kind === MAP) {
    return mapsEqual(a, b, strict, pairs);
  }
  return true;
}

/** For loose comparison of a primitive a Set or Map lacks: whether some
 * other primitive might be `==` to it (true), none can be (false), or
 * null and undefined are the candidates (undefined, null respectively). */
function looseCandidate(prim: any): any {
  switch (typeof prim) {
    case "undefined":
      return null;
    case "object":
      return undefined;
    case "symbol":
      return false;
    case "string":
      return !Number.isNaN(+prim);
    case "number":
      return !Number.isNaN(prim);
  }
  return true;
}

function setMayHaveLoose(a: Set<any>, b: Set<any>, prim: any): boolean {
  const alt = looseCandidate(prim);
  if (alt != null) {
    return alt;
  }
  return b.has(alt) && !a.has(alt);
}

function mapMayHaveLoose(a: Map<any, any>, b: Map<any, any>, prim: any, item: any, pairs: any[]): boolean {
  const alt = looseCandidate(prim);
  if (alt != null) {
    return alt;
  }
  const other = b.get(alt);
  if ((other === undefined && !b.has(alt)) || !equal(item, other, false, pairs)) {
    return false;
  }
  return !a.has(alt) && equal(item, other, false, pairs);
}

/** Takes from `candidates` the first element deeply equal to `v`. */
function takeEqual(candidates: Set<any>, v: any, strict: boolean, pairs: any[]): boolean {
  for (const c of candidates) {
    if (equal(c, v, strict, pairs)) {
      candidates.delete(c);
      return true;
    }
  }
  return false;
}

function setsEqual(a: Set<any>, b: Set<any>, strict: boolean, pairs: any[]): boolean {
  // The elements of `a` that `b` lacks, each to be matched by a deeply
  // equal element of `b`.
  let unmatched: Set<any> | null = null;
  for (const v of a) {
    if (b.has(v)) {
      continue;
    }
    if ((typeof v !== "object" || v === null) && (strict || !setMayHaveLoose(a, b, v))) {
      return false;
    }
    if (unmatched === null) {
      if (b.size === 1) {
        return equal(v, b.values().next().value, strict, pairs);
      }
      unmatched = new Set();
    }
    unmatched.add(v);
  }
  if (unmatched === null) {
    return true;
  }
  for (const v of b) {
    if (typeof v === "object" && v !== null) {
      if (!a.has(v) && !takeEqual(unmatched, v, strict, pairs)) {
        return false;
      }
    } else if (!strict && !a.has(v) && !takeEqual(unmatched, v, strict, pairs)) {
      return false;
    }
  }
  return unmatched.size === 0;
}

/** Takes from `keys` (of map `a`) the first key deeply equal to `key2`
 * whose value is deeply equal to `item2`. */
function takeEntry(
  keys: Set<any>,
  a: Map<any, any>,
  key2: any,
  item2: any,
  strict: boolean,
  pairs: any[],
): boolean {
  for (const k of keys) {
    if (equal(k, key2, strict, pairs) && equal(a.get(k), item2, strict, pairs)) {
      keys.delete(k);
      return true;
    }
  }
  return false;
}

function mapsEqual(a: Map<any, any>, b: Map<any, any>, strict: boolean, pairs: any[]): boolean {
  let unmatched: Set<any> | null = null;
  for (const [key, item] of a) {
    if (typeof key === "object" && key !== null) {
      if (unmatched === null) {
        if (b.size === 1) {
          const [key2, item2] = b.entries().next().value;
          return equal(key, key2, strict, pairs) && equal(item, item2, strict, pairs);
        }
        unmatched = new Set();
      }
      unmatched.add(key);
      continue;
    }
    const item2 = b.get(key);
    if ((item2 === undefined && !b.has(key)) || !equal(item, item2, strict, pairs)) {
      if (strict || !mapMayHaveLoose(a, b, key, item, pairs)) {
        return false;
      }
      if (unmatched === null) {
        unmatched = new Set();
      }
      unmatched.add(key);
    }
  }
  if (unmatched === null) {
    return true;
  }
  for (const [key, item] of b) {
    if (typeof key === "object" && key !== null) {
      if (!takeEntry(unmatched, a, key, item, strict, pairs)) {
        return false;
      }
    } else if (
      !strict &&
      (!a.has(key) || !equal(a.get(key), item, strict, pairs)) &&
      !takeEntry(unmatched, a, key, item, strict, pairs)
    ) {
      return false;
    }
  }
  return unmatched.size === 0;
}
