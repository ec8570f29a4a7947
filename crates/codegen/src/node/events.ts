// node's `events` module: EventEmitter with node 20's observable
// behaviour, written against the language as node writes it in
// JavaScript. An emitter keeps node's own properties (`_events`, a
// null-prototype object holding one listener as itself and several as an
// array; `_eventsCount`; `_maxListeners`; the `shapeMode` and `kCapture`
// symbols), so `console.log(emitter)` prints what node prints, and
// `EventEmitter` is a function, so old-style `EventEmitter.call(this)`
// inheritance works as well as `class X extends EventEmitter`.
//
// Not here (named in node_modules.rs, so a program that imports them is
// told): `on` (the async iterator), `addAbortListener`,
// `EventEmitterAsyncResource`, domains.

import { inspect } from "util";
import { invalidArgType, nodeError } from "kiln:host";

const kCapture = Symbol("kCapture");
const kShapeMode = Symbol("shapeMode");
const kRejection = Symbol.for("nodejs.rejection");
export const errorMonitor = Symbol("events.errorMonitor");
export const captureRejectionSymbol = kRejection;

let defaultMaxListeners = 10;
let captureRejectionsDefault = false;
// Named imports see the values the module started with, as node's
// (a built-in module's named exports are copied when it loads; assigning
// `EventEmitter.defaultMaxListeners` changes only the accessor's value).
const initialMaxListeners = 10;
const initialCaptureRejections = false;
export { initialMaxListeners as defaultMaxListeners, initialCaptureRejections as captureRejections };

function checkListener(listener: unknown): void {
  if (typeof listener !== "function") invalidArgType("listener", "of type function", listener);
}

// node's validateNumber(n, name, 0).
function checkMaxListeners(n: unknown, name: string): void {
  if (typeof n !== "number") invalidArgType(name, "of type number", n);
  if (n < 0 || Number.isNaN(n)) {
    nodeError("RangeError", "ERR_OUT_OF_RANGE", `The value of "${name}" is out of range. It must be >= 0. Received ${n}`);
  }
}

export function EventEmitter(this: any, opts?: any): void {
  init.call(this, opts);
}

export function init(this: any, opts?: any): void {
  if (this._events === undefined || this._events === Object.getPrototypeOf(this)._events) {
    this._events = { __proto__: null };
    this._eventsCount = 0;
    this[kShapeMode] = false;
  } else {
    this[kShapeMode] = true;
  }
  this._maxListeners = this._maxListeners || undefined;
  if (opts?.captureRejections) {
    if (typeof opts.captureRejections !== "boolean") {
      invalidArgType("options.captureRejections", "of type boolean", opts.captureRejections);
    }
    this[kCapture] = Boolean(opts.captureRejections);
  } else {
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
}

const proto: any = EventEmitter.prototype;
proto._events = undefined;
proto._eventsCount = 0;
proto._maxListeners = undefined;
proto[kCapture] = false;

function maxListenersOf(that: any): number {
  return that._maxListeners === undefined ? defaultMaxListeners : that._maxListeners;
}

proto.setMaxListeners = function setMaxListeners(this: any, n: number) {
  checkMaxListeners(n, "setMaxListeners");
  this._maxListeners = n;
  return this;
};

proto.getMaxListeners = function getMaxListeners(this: any) {
  return maxListenersOf(this);
};

// A listener's promise that rejects is an 'error' event (or the
// emitter's `Symbol.for('nodejs.rejection')` method) when the emitter
// captures rejections.
function addCatch(that: any, promise: any, type: string | symbol, args: any[]): void {
  try {
    const then = promise.then;
    if (typeof then === "function") {
      then.call(promise, undefined, (err: any) => {
        process.nextTick(() => emitUnhandledRejectionOrErr(that, err, type, args));
      });
    }
  } catch (err) {
    that.emit("error", err);
  }
}

function emitUnhandledRejectionOrErr(that: any, err: any, type: string | symbol, args: any[]): void {
  if (typeof that[kRejection] === "function") {
    that[kRejection](err, type, ...args);
  } else {
    const prev = that[kCapture];
    try {
      that[kCapture] = false;
      that.emit("error", err);
    } finally {
      that[kCapture] = prev;
    }
  }
}

proto.emit = function emit(this: any, type: string | symbol, ...args: any[]) {
  let doError = type === "error";
  const events = this._events;
  if (events !== undefined) {
    if (doError && events[errorMonitor] !== undefined) this.emit(errorMonitor, ...args);
    doError = doError && events.error === undefined;
  } else if (!doError) {
    return false;
  }
  if (doError) {
    const er = args.length > 0 ? args[0] : undefined;
    if (er instanceof Error) throw er;
    let text: string;
    try {
      text = inspect(er);
    } catch {
      text = er;
    }
    try {
      nodeError("Error", "ERR_UNHANDLED_ERROR", `Unhandled error. (${text})`);
    } catch (err) {
      (err as any).context = er;
      throw err;
    }
  }
  const handler = events[type];
  if (handler === undefined) return false;
  if (typeof handler === "function") {
    const result = handler.apply(this, args);
    if (result !== undefined && result !== null && this[kCapture]) addCatch(this, result, type, args);
  } else {
    // A copy: listeners added or removed while emitting do not change
    // this emission.
    const listeners = handler.slice();
    for (let i = 0; i < listeners.length; i++) {
      const result = listeners[i].apply(this, args);
      if (result !== undefined && result !== null && this[kCapture]) addCatch(this, result, type, args);
    }
  }
  return true;
};

function _addListener(target: any, type: string | symbol, listener: any, prepend: boolean): any {
  checkListener(listener);
  let events = target._events;
  let existing: any;
  if (events === undefined) {
    events = target._events = { __proto__: null };
    target._eventsCount = 0;
  } else {
    if (events.newListener !== undefined) {
      target.emit("newListener", type, listener.listener ?? listener);
      events = target._events;
    }
    existing = events[type];
  }
  if (existing === undefined) {
    events[type] = listener;
    ++target._eventsCount;
  } else {
    if (typeof existing === "function") {
      existing = events[type] = prepend ? [listener, existing] : [existing, listener];
    } else if (prepend) {
      existing.unshift(listener);
    } else {
      existing.push(listener);
    }
    const m = maxListenersOf(target);
    if (m > 0 && existing.length > m && !existing.warned) {
      existing.warned = true;
      const name = target.constructor?.name ?? "EventEmitter";
      const w: any = new Error(
        `Possible EventEmitter memory leak detected. ${existing.length} ${String(type)} listeners ` +
          `added to [${name}]. Use emitter.setMaxListeners() to increase limit`,
      );
      w.name = "MaxListenersExceededWarning";
      w.emitter = target;
      w.type = type;
      w.count = existing.length;
      process.emitWarning(w);
    }
  }
  return target;
}

proto.addListener = function addListener(this: any, type: string | symbol, listener: any) {
  return _addListener(this, type, listener, false);
};
proto.on = proto.addListener;

proto.prependListener = function prependListener(this: any, type: string | symbol, listener: any) {
  return _addListener(this, type, listener, true);
};

function onceWrapper(this: any, ...args: any[]) {
  if (!this.fired) {
    this.target.removeListener(this.type, this.wrapFn);
    this.fired = true;
    return this.listener.apply(this.target, args);
  }
}

function onceWrap(target: any, type: string | symbol, listener: any): any {
  const state: any = { fired: false, wrapFn: undefined, target, type, listener };
  const wrapped: any = onceWrapper.bind(state);
  wrapped.listener = listener;
  state.wrapFn = wrapped;
  return wrapped;
}

proto.once = function once(this: any, type: string | symbol, listener: any) {
  checkListener(listener);
  this.on(type, onceWrap(this, type, listener));
  return this;
};

proto.prependOnceListener = function prependOnceListener(this: any, type: string | symbol, listener: any) {
  checkListener(listener);
  this.prependListener(type, onceWrap(this, type, listener));
  return this;
};

proto.removeListener = function removeListener(this: any, type: string | symbol, listener: any) {
  checkListener(listener);
  const events = this._events;
  if (events === undefined) return this;
  const list = events[type];
  if (list === undefined) return this;
  if (list === listener || list.listener === listener) {
    this._eventsCount -= 1;
    if (this[kShapeMode]) {
      events[type] = undefined;
    } else if (this._eventsCount === 0) {
      this._events = { __proto__: null };
    } else {
      delete events[type];
      if (events.removeListener) this.emit("removeListener", type, list.listener || listener);
    }
  } else if (typeof list !== "function") {
    let position = -1;
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i] === listener || list[i].listener === listener) {
        position = i;
        break;
      }
    }
    if (position < 0) return this;
    if (position === 0) list.shift();
    else list.splice(position, 1);
    if (list.length === 1) events[type] = list[0];
    if (events.removeListener !== undefined) this.emit("removeListener", type, listener);
  }
  return this;
};
proto.off = proto.removeListener;

proto.removeAllListeners = function removeAllListeners(this: any, ...rest: any[]) {
  const type = rest[0];
  const events = this._events;
  if (events === undefined) return this;
  if (events.removeListener === undefined) {
    if (rest.length === 0) {
      this._events = { __proto__: null };
      this._eventsCount = 0;
    } else if (events[type] !== undefined) {
      if (--this._eventsCount === 0) this._events = { __proto__: null };
      else delete events[type];
    }
    this[kShapeMode] = false;
    return this;
  }
  if (rest.length === 0) {
    for (const key of Reflect.ownKeys(events)) {
      if (key === "removeListener") continue;
      this.removeAllListeners(key);
    }
    this.removeAllListeners("removeListener");
    this._events = { __proto__: null };
    this._eventsCount = 0;
    this[kShapeMode] = false;
    return this;
  }
  const listeners = events[type];
  if (typeof listeners === "function") {
    this.removeListener(type, listeners);
  } else if (listeners !== undefined) {
    for (let i = listeners.length - 1; i >= 0; i--) this.removeListener(type, listeners[i]);
  }
  return this;
};

function listenersOf(target: any, type: string | symbol, unwrap: boolean): any[] {
  const events = target._events;
  if (events === undefined) return [];
  const l = events[type];
  // node's hasEventListener: with no type, only whether `_events` exists;
  // copying the missing list then reads its length.
  if (l === undefined && type !== undefined) return [];
  if (l === undefined) throw new TypeError("Cannot read properties of undefined (reading 'length')");
  if (typeof l === "function") return unwrap ? [l.listener || l] : [l];
  return unwrap ? l.map((f: any) => f.listener || f) : l.slice();
}

proto.listeners = function listeners(this: any, type: string | symbol) {
  return listenersOf(this, type, true);
};

proto.rawListeners = function rawListeners(this: any, type: string | symbol) {
  return listenersOf(this, type, false);
};

function countOf(this: any, type: string | symbol, listener?: any): number {
  const events = this._events;
  if (events !== undefined) {
    const l = events[type];
    if (typeof l === "function") {
      if (listener != null) return listener === l || listener === l.listener ? 1 : 0;
      return 1;
    } else if (l !== undefined) {
      if (listener != null) {
        let matching = 0;
        for (const f of l) if (f === listener || f.listener === listener) matching++;
        return matching;
      }
      return l.length;
    }
  }
  return 0;
}
proto.listenerCount = function listenerCount(this: any, type: string | symbol, listener?: any) {
  return countOf.call(this, type, listener);
};

proto.eventNames = function eventNames(this: any) {
  return this._eventsCount > 0 ? Reflect.ownKeys(this._events) : [];
};

/** `events.once(emitter, name)`: a promise of the next event's arguments
 * (rejected by an 'error' event first). Async, as node's is: its promise
 * settles the two microtask turns later node's does, and a bad argument
 * is a rejection. */
export async function once(emitter: any, name: string | symbol, options: any = {}): Promise<any[]> {
  const signal = options?.signal;
  if (signal !== undefined) invalidArgType("options.signal", "an instance of AbortSignal", signal);
  return new Promise((resolve, reject) => {
    const errorListener = (err: any) => {
      emitter.removeListener(name, resolver);
      reject(err);
    };
    const resolver = (...args: any[]) => {
      if (name !== "error") emitter.removeListener("error", errorListener);
      resolve(args);
    };
    emitter.once(name, resolver);
    if (name !== "error") emitter.once("error", errorListener);
  });
}

export function getEventListeners(emitter: any, type: string | symbol): any[] {
  return emitter.listeners(type);
}

export function getMaxListeners(emitter: any): number {
  return emitter.getMaxListeners();
}

export function setMaxListeners(n: number = defaultMaxListeners, ...targets: any[]): void {
  checkMaxListeners(n, "setMaxListeners");
  if (targets.length === 0) {
    defaultMaxListeners = n;
  } else {
    for (const t of targets) t.setMaxListeners(n);
  }
}

export function listenerCount(emitter: any, type: string | symbol): number {
  if (typeof emitter.listenerCount === "function") return emitter.listenerCount(type);
  return countOf.call(emitter, type);
}

export const usingDomains = false;

const statics: any = EventEmitter;
statics.once = once;
statics.getEventListeners = getEventListeners;
statics.getMaxListeners = getMaxListeners;
statics.EventEmitter = EventEmitter;
statics.usingDomains = false;
statics.captureRejectionSymbol = kRejection;
Object.defineProperty(statics, "captureRejections", {
  get() {
    return captureRejectionsDefault;
  },
  set(value: unknown) {
    if (typeof value !== "boolean") invalidArgType("EventEmitter.captureRejections", "of type boolean", value);
    captureRejectionsDefault = value as boolean;
    proto[kCapture] = value;
  },
  enumerable: true,
});
statics.errorMonitor = errorMonitor;
Object.defineProperty(statics, "defaultMaxListeners", {
  get() {
    return defaultMaxListeners;
  },
  set(n: unknown) {
    checkMaxListeners(n, "defaultMaxListeners");
    defaultMaxListeners = n as number;
  },
  enumerable: true,
});
statics.setMaxListeners = setMaxListeners;
statics.init = init;
statics.listenerCount = listenerCount;

export default EventEmitter;
