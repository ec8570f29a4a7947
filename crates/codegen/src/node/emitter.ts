// The event emitting kiln's modules written in TypeScript share
// (`kiln:emitter`): node's EventEmitter methods for listeners added with
// `on`/`once`, called in order with the emitter as `this`; an `error`
// event no listener takes is thrown, as node's emitters throw it.

type Listener = (...args: any[]) => void;

export class Emitter {
  #listeners = new Map<string | symbol, { fn: Listener; once: boolean }[]>();

  on(event: string | symbol, fn: Listener): this {
    return this.#add(event, fn, false);
  }

  addListener(event: string | symbol, fn: Listener): this {
    return this.on(event, fn);
  }

  once(event: string | symbol, fn: Listener): this {
    return this.#add(event, fn, true);
  }

  off(event: string | symbol, fn: Listener): this {
    const list = this.#listeners.get(event);
    if (list) {
      const i = list.findIndex((l) => l.fn === fn);
      if (i >= 0) {
        list.splice(i, 1);
      }
    }
    return this;
  }

  removeListener(event: string | symbol, fn: Listener): this {
    return this.off(event, fn);
  }

  removeAllListeners(event?: string | symbol): this {
    if (event === undefined) {
      this.#listeners.clear();
    } else {
      this.#listeners.delete(event);
    }
    return this;
  }

  listenerCount(event: string | symbol): number {
    return this.#listeners.get(event)?.length ?? 0;
  }

  listeners(event: string | symbol): Listener[] {
    const list = this.#listeners.get(event);
    if (list === undefined && event === undefined) {
      // node copies `_events[undefined]`, which is not a list.
      throw new TypeError("Cannot read properties of undefined (reading 'length')");
    }
    return (list ?? []).map((l) => l.fn);
  }

  emit(event: string | symbol, ...args: any[]): boolean {
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) {
      if (event === "error") {
        throw args[0];
      }
      return false;
    }
    // A listener added or removed while the event is emitted does not
    // change who hears this one.
    const heard = list.length === 1 ? list : list.slice();
    for (const l of heard) {
      if (l.once) {
        this.off(event, l.fn);
      }
      l.fn.apply(this, args);
    }
    return true;
  }

  /** `emit` of one value, without the arguments array (readline emits a
   * line this way). */
  emitOne(event: string | symbol, value: unknown): boolean {
    const list = this.#listeners.get(event);
    if (!list || list.length !== 1 || list[0].once) {
      return this.emit(event, value);
    }
    list[0].fn.call(this, value);
    return true;
  }

  #add(event: string | symbol, fn: Listener, once: boolean): this {
    let list = this.#listeners.get(event);
    if (!list) {
      list = [];
      this.#listeners.set(event, list);
    }
    list.push({ fn, once });
    return this;
  }
}
