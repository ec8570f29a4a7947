// node 20's `Buffer` (the global, and `node:buffer`): a Uint8Array whose
// prototype is Buffer.prototype, with node's encodings (utf8, hex, base64,
// base64url, latin1/binary, ascii, utf16le/ucs2), its static and instance
// methods, node's coded errors, and its inspection (`<Buffer 68 69>`).
// It joins a program whose source names `Buffer` or reads a file without
// an encoding; when it runs it makes the global `Buffer` and registers its
// prototype, which `fs.readFileSync` gives the bytes it returns.

import { invalidArgType, nodeError, registerBuffer } from "kiln:host";

export const INSPECT_MAX_BYTES = 50;
export const kMaxLength = 2 ** 32;
export const kStringMaxLength = 2 ** 29 - 24;
export const constants = { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: kStringMaxLength };

const custom = Symbol.for("nodejs.util.inspect.custom");

type Encoding = "utf8" | "hex" | "base64" | "base64url" | "latin1" | "ascii" | "utf16le";

function normaliseEncoding(enc: unknown): Encoding | undefined {
  if (enc === undefined || enc === null || enc === "") return "utf8";
  const e = String(enc).toLowerCase();
  switch (e) {
    case "utf8":
    case "utf-8":
      return "utf8";
    case "hex":
      return "hex";
    case "base64":
      return "base64";
    case "base64url":
      return "base64url";
    case "latin1":
    case "binary":
      return "latin1";
    case "ascii":
      return "ascii";
    case "utf16le":
    case "utf-16le":
    case "ucs2":
    case "ucs-2":
      return "utf16le";
  }
  return undefined;
}

function encodingOf(enc: unknown): Encoding {
  const e = typeof enc === "string" || enc === undefined ? normaliseEncoding(enc) : undefined;
  if (e === undefined) {
    nodeError("TypeError", "ERR_UNKNOWN_ENCODING", `Unknown encoding: ${String(enc)}`);
  }
  return e as Encoding;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const B64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  B64_VALUE[B64.charCodeAt(i)] = i;
}
B64_VALUE["-".charCodeAt(0)] = 62;
B64_VALUE["_".charCodeAt(0)] = 63;

function encode(s: string, enc: Encoding): Uint8Array {
  switch (enc) {
    case "utf8":
      return new TextEncoder().encode(s);
    case "latin1":
    case "ascii": {
      const out = new Uint8Array(s.length);
      for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 255;
      return out;
    }
    case "utf16le": {
      const out = new Uint8Array(s.length * 2);
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        out[2 * i] = c & 255;
        out[2 * i + 1] = c >> 8;
      }
      return out;
    }
    case "hex": {
      const n = s.length >>> 1;
      const out = new Uint8Array(n);
      let i = 0;
      for (; i < n; i++) {
        const hi = parseInt(s[2 * i], 16);
        const lo = parseInt(s[2 * i + 1], 16);
        if (Number.isNaN(hi) || Number.isNaN(lo)) break;
        out[i] = hi * 16 + lo;
      }
      return out.subarray(0, i);
    }
    case "base64":
    case "base64url": {
      const out = new Uint8Array(Math.ceil((s.length * 3) / 4));
      let bits = 0;
      let nbits = 0;
      let n = 0;
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c === 61) break; // "=": the end
        const v = c < 128 ? B64_VALUE[c] : -1;
        if (v < 0) continue;
        bits = (bits << 6) | v;
        nbits += 6;
        if (nbits >= 8) {
          nbits -= 8;
          out[n++] = (bits >> nbits) & 255;
        }
      }
      return out.subarray(0, n);
    }
  }
}

function decode(bytes: Uint8Array, enc: Encoding, start: number, end: number): string {
  const b = bytes.subarray(start, end);
  switch (enc) {
    case "utf8":
      return new TextDecoder().decode(b);
    case "latin1":
    case "ascii": {
      let s = "";
      const mask = enc === "ascii" ? 127 : 255;
      for (let i = 0; i < b.length; i += 4096) {
        const chunk = Array.from(b.subarray(i, i + 4096), (x) => x & mask);
        s += String.fromCharCode(...chunk);
      }
      return s;
    }
    case "utf16le": {
      let s = "";
      for (let i = 0; i + 1 < b.length; i += 2) s += String.fromCharCode(b[i] | (b[i + 1] << 8));
      return s;
    }
    case "hex": {
      let s = "";
      for (let i = 0; i < b.length; i++) s += (b[i] < 16 ? "0" : "") + b[i].toString(16);
      return s;
    }
    case "base64":
    case "base64url": {
      const alphabet = enc === "base64" ? B64 : B64URL;
      let s = "";
      let i = 0;
      for (; i + 2 < b.length; i += 3) {
        const v = (b[i] << 16) | (b[i + 1] << 8) | b[i + 2];
        s += alphabet[v >> 18] + alphabet[(v >> 12) & 63] + alphabet[(v >> 6) & 63] + alphabet[v & 63];
      }
      const pad = enc === "base64" ? "=" : "";
      if (b.length - i === 1) {
        s += alphabet[b[i] >> 2] + alphabet[(b[i] & 3) << 4] + pad + pad;
      } else if (b.length - i === 2) {
        const v = (b[i] << 8) | b[i + 1];
        s += alphabet[v >> 10] + alphabet[(v >> 4) & 63] + alphabet[(v & 15) << 2] + pad;
      }
      return s;
    }
  }
}

function received(v: unknown): string {
  if (v === null || v === undefined) return ` Received ${v}`;
  if (typeof v === "function") return ` Received function ${v.name}`;
  if (typeof v === "object") return ` Received an instance of ${v.constructor?.name ?? "Object"}`;
  let shown = String(v).slice(0, 25);
  if (typeof v === "string") shown = `'${shown}'`;
  return ` Received type ${typeof v} (${shown})`;
}

function outOfRange(name: string, range: string, v: number | bigint): never {
  let shown = String(v);
  if (typeof v === "bigint") shown += "n";
  nodeError(
    "RangeError",
    "ERR_OUT_OF_RANGE",
    `The value of "${name}" is out of range. It must be ${range}. Received ${shown}`,
  );
  throw 0;
}

function checkSize(size: unknown): number {
  if (typeof size !== "number") invalidArgType("size", "of type number", size);
  const n = size as number;
  if (!(n >= 0 && n <= kMaxLength)) outOfRange("size", `>= 0 && <= ${kMaxLength}`, n);
  return n;
}

function asBuffer(u: Uint8Array): Buffer {
  Object.setPrototypeOf(u, FastBuffer.prototype);
  return u as Buffer;
}

function isInstance(v: unknown): v is Uint8Array {
  return v instanceof Uint8Array;
}

/** The offset argument of a read or write of `size` bytes. */
function offsetOf(buf: Uint8Array, offset: unknown, size: number): number {
  if (offset === undefined) offset = 0;
  if (typeof offset !== "number") invalidArgType("offset", "of type number", offset);
  const o = offset as number;
  if (!Number.isInteger(o)) outOfRange("offset", "an integer", o);
  if (buf.length - size < 0) {
    nodeError("RangeError", "ERR_BUFFER_OUT_OF_BOUNDS", "Attempt to access memory outside buffer bounds");
  }
  if (o < 0 || o > buf.length - size) outOfRange("offset", `>= 0 and <= ${buf.length - size}`, o);
  return o;
}

function viewOf(buf: Uint8Array): DataView {
  return new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

function checkInt(value: unknown, min: number, max: number, bytes: number): number {
  if (typeof value !== "number") invalidArgType("value", "of type number", value);
  const v = value as number;
  if (v > max || v < min || Number.isNaN(v)) {
    const range =
      bytes > 4 || (min === 0 && bytes === 4) || bytes === 3 || bytes === 5 || bytes === 6
        ? min === 0
          ? `>= 0 and < 2 ** ${bytes * 8}`
          : `>= -(2 ** ${bytes * 8 - 1}) and < 2 ** ${bytes * 8 - 1}`
        : `>= ${min} and <= ${max}`;
    outOfRange("value", range, v);
  }
  return v;
}

class FastBuffer extends Uint8Array {
  static from(value: any, encodingOrOffset?: any, length?: any): Buffer {
    if (typeof value === "string") {
      return asBuffer(encode(value, encodingOf(encodingOrOffset)).slice());
    }
    if (value instanceof ArrayBuffer) {
      const offset = encodingOrOffset === undefined ? 0 : Number(encodingOrOffset) || 0;
      if (offset > value.byteLength) {
        nodeError("RangeError", "ERR_BUFFER_OUT_OF_BOUNDS", '"offset" is outside of buffer bounds');
      }
      const len = length === undefined ? value.byteLength - offset : Number(length) || 0;
      if (offset + len > value.byteLength) {
        nodeError("RangeError", "ERR_BUFFER_OUT_OF_BOUNDS", '"length" is outside of buffer bounds');
      }
      return asBuffer(new Uint8Array(value, offset, len));
    }
    if (isInstance(value)) {
      return asBuffer(Uint8Array.prototype.slice.call(value));
    }
    if (typeof value === "object" && value !== null) {
      const primitive = value.valueOf?.();
      if (primitive !== value && (typeof primitive === "string" || typeof primitive === "object")) {
        return Buffer.from(primitive, encodingOrOffset, length);
      }
      if (value.type === "Buffer" && Array.isArray(value.data)) {
        return Buffer.from(value.data);
      }
      if (Array.isArray(value) || typeof value.length === "number") {
        const n = Array.isArray(value) ? value.length : Math.max(0, Math.trunc(value.length) || 0);
        const out = new Uint8Array(n);
        for (let i = 0; i < n; i++) out[i] = Number(value[i]) & 255;
        return asBuffer(out);
      }
    }
    nodeError(
      "TypeError",
      "ERR_INVALID_ARG_TYPE",
      "The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object." +
        received(value),
    );
    throw 0;
  }

  static copyBytesFrom(view: any, offset = 0, length?: number): Buffer {
    if (!ArrayBuffer.isView(view) || view instanceof DataView) {
      invalidArgType("view", "an instance of %TypedArray%", view);
    }
    const size = (view as Uint8Array).BYTES_PER_ELEMENT;
    const start = Math.min(view.byteLength, offset * size);
    const end = length === undefined ? view.byteLength : Math.min(view.byteLength, (offset + length) * size);
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    return asBuffer(bytes.slice(start, Math.max(start, end)));
  }

  static of(...items: number[]): Buffer {
    return Buffer.from(items);
  }

  static alloc(size: number, fill?: any, encoding?: any): Buffer {
    const b = asBuffer(new Uint8Array(checkSize(size)));
    if (fill !== undefined && fill !== 0 && b.length > 0) b.fill(fill, 0, b.length, encoding);
    return b;
  }

  static allocUnsafe(size: number): Buffer {
    return asBuffer(new Uint8Array(checkSize(size)));
  }

  static allocUnsafeSlow(size: number): Buffer {
    return asBuffer(new Uint8Array(checkSize(size)));
  }

  static isBuffer(v: unknown): boolean {
    return v instanceof FastBuffer;
  }

  static isEncoding(enc: unknown): boolean {
    return typeof enc === "string" && enc !== "" && normaliseEncoding(enc) !== undefined;
  }

  static byteLength(v: any, encoding?: any): number {
    if (typeof v !== "string") {
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) return v.byteLength;
      invalidArgType("string", "of type string or an instance of Buffer or ArrayBuffer", v);
    }
    const enc = normaliseEncoding(encoding) ?? "utf8";
    return encode(v, enc).length;
  }

  static compare(a: Uint8Array, b: Uint8Array): number {
    if (!isInstance(a)) invalidArgType("buf1", "an instance of Buffer or Uint8Array", a);
    if (!isInstance(b)) invalidArgType("buf2", "an instance of Buffer or Uint8Array", b);
    return compareBytes(a, b);
  }

  static concat(list: readonly Uint8Array[], totalLength?: number): Buffer {
    if (!Array.isArray(list)) invalidArgType("list", "an instance of Array", list);
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      if (!isInstance(list[i])) {
        invalidArgType(`list[${i}]`, "an instance of Buffer or Uint8Array", list[i]);
      }
      total += list[i].length;
    }
    const n = totalLength === undefined ? total : checkSize(totalLength);
    const out = new Uint8Array(n);
    let at = 0;
    for (const b of list) {
      if (at >= n) break;
      const part = b.subarray(0, n - at);
      out.set(part, at);
      at += part.length;
    }
    return asBuffer(out);
  }

  toString(encoding?: any, start?: any, end?: any): string {
    const enc = encodingOf(encoding);
    const s = start === undefined ? 0 : Math.max(0, Math.trunc(Number(start)) || 0);
    const e = end === undefined ? this.length : Math.min(this.length, Math.trunc(Number(end)) || 0);
    if (e <= s) return "";
    return decode(this, enc, s, e);
  }

  toLocaleString(encoding?: any, start?: any, end?: any): string {
    return this.toString(encoding, start, end);
  }

  toJSON(): { type: "Buffer"; data: number[] } {
    return { type: "Buffer", data: Array.from(this) };
  }

  equals(other: Uint8Array): boolean {
    if (!isInstance(other)) invalidArgType("otherBuffer", "an instance of Buffer or Uint8Array", other);
    return compareBytes(this, other) === 0;
  }

  compare(target: Uint8Array, targetStart = 0, targetEnd?: number, sourceStart = 0, sourceEnd?: number): number {
    if (!isInstance(target)) invalidArgType("target", "an instance of Buffer or Uint8Array", target);
    const t = target.subarray(targetStart, targetEnd ?? target.length);
    const s = this.subarray(sourceStart, sourceEnd ?? this.length);
    return compareBytes(s, t);
  }

  copy(target: Uint8Array, targetStart = 0, sourceStart = 0, sourceEnd = this.length): number {
    if (!isInstance(target)) invalidArgType("target", "an instance of Buffer or Uint8Array", target);
    const n = Math.max(0, Math.min(sourceEnd - sourceStart, target.length - targetStart));
    if (n <= 0) return 0;
    target.set(this.subarray(sourceStart, sourceStart + n), targetStart);
    return n;
  }

  slice(start?: number, end?: number): Buffer {
    return this.subarray(start, end);
  }

  subarray(start?: number, end?: number): Buffer {
    return asBuffer(Uint8Array.prototype.subarray.call(this, start, end));
  }

  write(string: string, offset?: any, length?: any, encoding?: any): number {
    if (typeof string !== "string") invalidArgType("argument", "of type string", string);
    if (typeof offset === "string") {
      encoding = offset;
      offset = 0;
      length = undefined;
    } else if (typeof length === "string") {
      encoding = length;
      length = undefined;
    }
    const at = offset === undefined ? 0 : offset;
    if (at < 0 || at > this.length) outOfRange("offset", `>= 0 && <= ${this.length}`, at);
    const room = this.length - at;
    const max = length === undefined ? room : Math.min(room, length);
    const enc = encodingOf(encoding);
    let bytes = encode(string, enc);
    if (bytes.length > max) {
      let n = max;
      // Never half a character.
      if (enc === "utf8") while (n > 0 && (bytes[n] & 0xc0) === 0x80) n--;
      if (enc === "utf16le") n -= n % 2;
      bytes = bytes.subarray(0, n);
    }
    this.set(bytes, at);
    return bytes.length;
  }

  fill(value: any, offset?: any, end?: any, encoding?: any): this {
    if (typeof offset === "string") {
      encoding = offset;
      offset = 0;
      end = this.length;
    } else if (typeof end === "string") {
      encoding = end;
      end = this.length;
    }
    const start = offset ?? 0;
    const stop = end ?? this.length;
    if (typeof value === "number" || typeof value === "boolean") {
      Uint8Array.prototype.fill.call(this, Number(value) & 255, start, stop);
      return this;
    }
    const bytes = typeof value === "string" ? encode(value, encodingOf(encoding)) : value;
    if (!isInstance(bytes)) {
      invalidArgType("value", "one of type string, Buffer, or Uint8Array", value);
    }
    if (bytes.length === 0) {
      nodeError("TypeError", "ERR_INVALID_ARG_VALUE", `The argument 'value' is invalid. Received '${value}'`);
    }
    for (let i = start, j = 0; i < stop; i++, j = (j + 1) % bytes.length) this[i] = bytes[j];
    return this;
  }

  indexOf(value: any, byteOffset?: any, encoding?: any): number {
    return search(this, value, byteOffset, encoding, true);
  }

  lastIndexOf(value: any, byteOffset?: any, encoding?: any): number {
    return search(this, value, byteOffset, encoding, false);
  }

  includes(value: any, byteOffset?: any, encoding?: any): boolean {
    return this.indexOf(value, byteOffset, encoding) !== -1;
  }

  swap16(): this {
    return swap(this, 2);
  }

  swap32(): this {
    return swap(this, 4);
  }

  swap64(): this {
    return swap(this, 8);
  }

  readUInt8(offset = 0): number {
    return this[offsetOf(this, offset, 1)];
  }
  readInt8(offset = 0): number {
    return viewOf(this).getInt8(offsetOf(this, offset, 1));
  }
  readUInt16LE(offset = 0): number {
    return viewOf(this).getUint16(offsetOf(this, offset, 2), true);
  }
  readUInt16BE(offset = 0): number {
    return viewOf(this).getUint16(offsetOf(this, offset, 2), false);
  }
  readInt16LE(offset = 0): number {
    return viewOf(this).getInt16(offsetOf(this, offset, 2), true);
  }
  readInt16BE(offset = 0): number {
    return viewOf(this).getInt16(offsetOf(this, offset, 2), false);
  }
  readUInt32LE(offset = 0): number {
    return viewOf(this).getUint32(offsetOf(this, offset, 4), true);
  }
  readUInt32BE(offset = 0): number {
    return viewOf(this).getUint32(offsetOf(this, offset, 4), false);
  }
  readInt32LE(offset = 0): number {
    return viewOf(this).getInt32(offsetOf(this, offset, 4), true);
  }
  readInt32BE(offset = 0): number {
    return viewOf(this).getInt32(offsetOf(this, offset, 4), false);
  }
  readFloatLE(offset = 0): number {
    return viewOf(this).getFloat32(offsetOf(this, offset, 4), true);
  }
  readFloatBE(offset = 0): number {
    return viewOf(this).getFloat32(offsetOf(this, offset, 4), false);
  }
  readDoubleLE(offset = 0): number {
    return viewOf(this).getFloat64(offsetOf(this, offset, 8), true);
  }
  readDoubleBE(offset = 0): number {
    return viewOf(this).getFloat64(offsetOf(this, offset, 8), false);
  }
  readBigUInt64LE(offset = 0): bigint {
    return viewOf(this).getBigUint64(offsetOf(this, offset, 8), true);
  }
  readBigUInt64BE(offset = 0): bigint {
    return viewOf(this).getBigUint64(offsetOf(this, offset, 8), false);
  }
  readBigInt64LE(offset = 0): bigint {
    return viewOf(this).getBigInt64(offsetOf(this, offset, 8), true);
  }
  readBigInt64BE(offset = 0): bigint {
    return viewOf(this).getBigInt64(offsetOf(this, offset, 8), false);
  }
  readUIntLE(offset: number, byteLength: number): number {
    const o = offsetOf(this, offset, checkByteLength(byteLength));
    let v = 0;
    for (let i = byteLength - 1; i >= 0; i--) v = v * 256 + this[o + i];
    return v;
  }
  readUIntBE(offset: number, byteLength: number): number {
    const o = offsetOf(this, offset, checkByteLength(byteLength));
    let v = 0;
    for (let i = 0; i < byteLength; i++) v = v * 256 + this[o + i];
    return v;
  }
  readIntLE(offset: number, byteLength: number): number {
    const v = this.readUIntLE(offset, byteLength);
    const top = 2 ** (8 * byteLength - 1);
    return v >= top ? v - 2 * top : v;
  }
  readIntBE(offset: number, byteLength: number): number {
    const v = this.readUIntBE(offset, byteLength);
    const top = 2 ** (8 * byteLength - 1);
    return v >= top ? v - 2 * top : v;
  }

  writeUInt8(value: number, offset = 0): number {
    const v = checkInt(value, 0, 255, 1);
    const o = offsetOf(this, offset, 1);
    this[o] = v;
    return o + 1;
  }
  writeInt8(value: number, offset = 0): number {
    const v = checkInt(value, -128, 127, 1);
    const o = offsetOf(this, offset, 1);
    viewOf(this).setInt8(o, v);
    return o + 1;
  }
  writeUInt16LE(value: number, offset = 0): number {
    return set16(this, checkInt(value, 0, 65535, 2), offset, true);
  }
  writeUInt16BE(value: number, offset = 0): number {
    return set16(this, checkInt(value, 0, 65535, 2), offset, false);
  }
  writeInt16LE(value: number, offset = 0): number {
    return set16(this, checkInt(value, -32768, 32767, 2), offset, true);
  }
  writeInt16BE(value: number, offset = 0): number {
    return set16(this, checkInt(value, -32768, 32767, 2), offset, false);
  }
  writeUInt32LE(value: number, offset = 0): number {
    return set32(this, checkInt(value, 0, 0xffffffff, 4), offset, true);
  }
  writeUInt32BE(value: number, offset = 0): number {
    return set32(this, checkInt(value, 0, 0xffffffff, 4), offset, false);
  }
  writeInt32LE(value: number, offset = 0): number {
    return set32(this, checkInt(value, -0x80000000, 0x7fffffff, 4), offset, true);
  }
  writeInt32BE(value: number, offset = 0): number {
    return set32(this, checkInt(value, -0x80000000, 0x7fffffff, 4), offset, false);
  }
  writeFloatLE(value: number, offset = 0): number {
    const o = offsetOf(this, offset, 4);
    viewOf(this).setFloat32(o, +value, true);
    return o + 4;
  }
  writeFloatBE(value: number, offset = 0): number {
    const o = offsetOf(this, offset, 4);
    viewOf(this).setFloat32(o, +value, false);
    return o + 4;
  }
  writeDoubleLE(value: number, offset = 0): number {
    const o = offsetOf(this, offset, 8);
    viewOf(this).setFloat64(o, +value, true);
    return o + 8;
  }
  writeDoubleBE(value: number, offset = 0): number {
    const o = offsetOf(this, offset, 8);
    viewOf(this).setFloat64(o, +value, false);
    return o + 8;
  }
  writeBigUInt64LE(value: bigint, offset = 0): number {
    return set64(this, checkBig(value, 0n, 2n ** 64n - 1n), offset, true, false);
  }
  writeBigUInt64BE(value: bigint, offset = 0): number {
    return set64(this, checkBig(value, 0n, 2n ** 64n - 1n), offset, false, false);
  }
  writeBigInt64LE(value: bigint, offset = 0): number {
    return set64(this, checkBig(value, -(2n ** 63n), 2n ** 63n - 1n), offset, true, true);
  }
  writeBigInt64BE(value: bigint, offset = 0): number {
    return set64(this, checkBig(value, -(2n ** 63n), 2n ** 63n - 1n), offset, false, true);
  }
  writeUIntLE(value: number, offset: number, byteLength: number): number {
    const v = checkInt(value, 0, 2 ** (8 * checkByteLength(byteLength)) - 1, byteLength);
    const o = offsetOf(this, offset, byteLength);
    for (let i = 0, x = v; i < byteLength; i++, x = Math.floor(x / 256)) this[o + i] = x & 255;
    return o + byteLength;
  }
  writeUIntBE(value: number, offset: number, byteLength: number): number {
    const v = checkInt(value, 0, 2 ** (8 * checkByteLength(byteLength)) - 1, byteLength);
    const o = offsetOf(this, offset, byteLength);
    for (let i = byteLength - 1, x = v; i >= 0; i--, x = Math.floor(x / 256)) this[o + i] = x & 255;
    return o + byteLength;
  }
  writeIntLE(value: number, offset: number, byteLength: number): number {
    const top = 2 ** (8 * checkByteLength(byteLength) - 1);
    const v = checkInt(value, -top, top - 1, byteLength);
    return this.writeUIntLE(v < 0 ? v + 2 * top : v, offset, byteLength);
  }
  writeIntBE(value: number, offset: number, byteLength: number): number {
    const top = 2 ** (8 * checkByteLength(byteLength) - 1);
    const v = checkInt(value, -top, top - 1, byteLength);
    return this.writeUIntBE(v < 0 ? v + 2 * top : v, offset, byteLength);
  }

  [custom](): string {
    // node: `<Buffer ${hex pairs, then " ... n more bytes"}>`, so an
    // empty Buffer is `<Buffer >`.
    const shown = Math.min(this.length, INSPECT_MAX_BYTES);
    let s = "";
    for (let i = 0; i < shown; i++) s += (i > 0 ? " " : "") + (this[i] < 16 ? "0" : "") + this[i].toString(16);
    if (this.length > shown) s += ` ... ${this.length - shown} more byte${this.length - shown > 1 ? "s" : ""}`;
    return `<Buffer ${s}>`;
  }
}

/**
 * `Buffer(arg, encodingOrOffset, length)`, with or without `new`: node's
 * deprecated form of `Buffer.alloc` and `Buffer.from` (DEP0005). Its
 * prototype is FastBuffer's, whose constructor it is.
 */
export function Buffer(this: unknown, arg: any, encodingOrOffset?: any, length?: any): Buffer {
  if (!deprecationShown) {
    deprecationShown = true;
    process.emitWarning(
      "Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      "DeprecationWarning",
      "DEP0005",
    );
  }
  if (typeof arg === "number") {
    if (typeof encodingOrOffset === "string") {
      invalidArgType("string", "of type string", arg);
    }
    return Buffer.alloc(arg);
  }
  return Buffer.from(arg, encodingOrOffset, length);
}
let deprecationShown = false;
export type Buffer = FastBuffer;

Object.setPrototypeOf(Buffer, Uint8Array);
Buffer.prototype = FastBuffer.prototype;
Object.defineProperty(FastBuffer.prototype, "constructor", {
  value: Buffer,
  writable: true,
  enumerable: false,
  configurable: true,
});
const statics = Buffer as any;
statics.poolSize = 8192;
for (const name of [
  "from",
  "copyBytesFrom",
  "of",
  "alloc",
  "allocUnsafe",
  "allocUnsafeSlow",
  "isBuffer",
  "compare",
  "isEncoding",
  "concat",
  "byteLength",
]) {
  statics[name] = (FastBuffer as any)[name];
}
Object.defineProperty(Buffer, Symbol.species, {
  get() {
    return FastBuffer;
  },
  enumerable: false,
  configurable: true,
});

// node's aliases with a lower-case `int`.
const aliases: [string, string][] = [];
for (const name of Object.getOwnPropertyNames(FastBuffer.prototype)) {
  if (/^(read|write)(Big)?UInt/.test(name)) aliases.push([name.replace("UInt", "Uint"), name]);
}
for (const [alias, name] of aliases) {
  Object.defineProperty(FastBuffer.prototype, alias, {
    value: (FastBuffer.prototype as any)[name],
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

function set16(buf: Uint8Array, v: number, offset: number, little: boolean): number {
  const o = offsetOf(buf, offset, 2);
  viewOf(buf).setUint16(o, v & 0xffff, little);
  return o + 2;
}

function set32(buf: Uint8Array, v: number, offset: number, little: boolean): number {
  const o = offsetOf(buf, offset, 4);
  viewOf(buf).setUint32(o, v >>> 0, little);
  return o + 4;
}

function set64(buf: Uint8Array, v: bigint, offset: number, little: boolean, signed: boolean): number {
  const o = offsetOf(buf, offset, 8);
  if (signed) viewOf(buf).setBigInt64(o, v, little);
  else viewOf(buf).setBigUint64(o, v, little);
  return o + 8;
}

function checkByteLength(n: unknown): number {
  if (typeof n !== "number") invalidArgType("byteLength", "of type number", n);
  const v = n as number;
  if (!Number.isInteger(v) || v < 1 || v > 6) outOfRange("byteLength", ">= 1 and <= 6", v);
  return v;
}

function checkBig(value: unknown, min: bigint, max: bigint): bigint {
  if (typeof value !== "bigint") invalidArgType("value", "of type bigint", value);
  const v = value as bigint;
  if (v < min || v > max) {
    const range = min === 0n ? ">= 0n and < 2n ** 64n" : ">= -(2n ** 63n) and < 2n ** 63n";
    outOfRange("value", range, v);
  }
  return v;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function swap(buf: Buffer, size: number): Buffer {
  if (buf.length % size !== 0) {
    nodeError("RangeError", "ERR_INVALID_BUFFER_SIZE", `Buffer size must be a multiple of ${size * 8}-bits`);
  }
  for (let i = 0; i < buf.length; i += size) {
    for (let j = 0; j < size / 2; j++) {
      const t = buf[i + j];
      buf[i + j] = buf[i + size - 1 - j];
      buf[i + size - 1 - j] = t;
    }
  }
  return buf;
}

function search(buf: Buffer, value: any, byteOffset: any, encoding: any, forward: boolean): number {
  if (typeof byteOffset === "string") {
    encoding = byteOffset;
    byteOffset = undefined;
  }
  let from = byteOffset === undefined ? (forward ? 0 : buf.length) : Math.trunc(Number(byteOffset)) || 0;
  if (from < 0) from += buf.length;
  let needle: Uint8Array;
  if (typeof value === "number") {
    needle = new Uint8Array([value & 255]);
  } else if (typeof value === "string") {
    needle = encode(value, encodingOf(encoding));
  } else if (isInstance(value)) {
    needle = value;
  } else {
    invalidArgType("value", "one of type number or string or an instance of Buffer or Uint8Array", value);
    throw 0;
  }
  if (needle.length === 0) return Math.min(Math.max(from, 0), buf.length);
  const last = buf.length - needle.length;
  const matches = (at: number) => {
    for (let j = 0; j < needle.length; j++) if (buf[at + j] !== needle[j]) return false;
    return true;
  };
  if (forward) {
    for (let i = Math.max(from, 0); i <= last; i++) if (matches(i)) return i;
  } else {
    for (let i = Math.min(from, last); i >= 0; i--) if (matches(i)) return i;
  }
  return -1;
}

Object.defineProperty(globalThis, "Buffer", {
  value: Buffer,
  writable: true,
  enumerable: false,
  configurable: true,
});
registerBuffer(FastBuffer.prototype);

export default { Buffer, INSPECT_MAX_BYTES, kMaxLength, kStringMaxLength, constants };
