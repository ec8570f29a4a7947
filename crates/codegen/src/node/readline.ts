// node 20's `readline`, enough to read input line by line:
// `createInterface({ input: process.stdin })` with its `line` and `close`
// events, `for await (const line of rl)`, `question`, `pause`/`resume`
// and `close`. Lines end at `\n`, `\r\n` or `\r` (one `\r\n` split by a
// read is one line end, as node's `crlfDelay` has it); the text after the
// last line end is the last line. Lines of one read are emitted together,
// and the next read waits for the event loop's next check phase, as
// node's stream delivers a chunk per turn of its loop.
//
// What kiln lacks: input other than `process.stdin` (streams), terminal
// editing (a terminal is read as lines, as the kernel gives them), the
// cursor functions, `readline/promises`. A read blocks the program until
// input comes: timers wait for it.

import { nodeError, readChunk } from "kiln:host";

type Listener = (...args: any[]) => void;

export class Interface {
  terminal = false;
  line = "";
  declare closed: boolean;
  #input: any;
  #output: any;
  #fd: number;
  #listeners = new Map<string | symbol, { fn: Listener; once: boolean }[]>();
  #buffer = "";
  #sawReturn = false;
  #paused = false;
  #reading = false;
  #prompt = "> ";
  #question: ((answer: string) => void) | null = null;

  constructor(input: any, output?: any, _completer?: any, terminal?: boolean) {
    if (input !== null && typeof input === "object" && input.input !== undefined && output === undefined) {
      output = input.output;
      terminal = input.terminal;
      if (input.prompt !== undefined) {
        this.#prompt = input.prompt;
      }
      input = input.input;
    }
    if (input === null || typeof input !== "object" || typeof input.fd !== "number") {
      nodeError("TypeError", "ERR_INVALID_ARG_VALUE", "kiln's readline reads only process.stdin");
    }
    this.#input = input;
    this.#output = output;
    this.#fd = input.fd;
    this.terminal = !!terminal;
    this.#schedule();
  }

  get input(): any {
    return this.#input;
  }

  get output(): any {
    return this.#output;
  }

  on(event: string | symbol, fn: Listener): this {
    return this.#add(event, fn, false);
  }

  addListener(event: string | symbol, fn: Listener): this {
    return this.#add(event, fn, false);
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

  emit(event: string | symbol, ...args: any[]): boolean {
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) {
      if (event === "error") {
        throw args[0];
      }
      return false;
    }
    for (const l of list.slice()) {
      if (l.once) {
        this.off(event, l.fn);
      }
      l.fn.apply(this, args);
    }
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

  setPrompt(prompt: string): void {
    this.#prompt = prompt;
  }

  getPrompt(): string {
    return this.#prompt;
  }

  prompt(): void {
    if (this.#paused) {
      this.resume();
    }
    this.#write(this.#prompt);
  }

  write(data: string): void {
    if (this.closed) {
      nodeError("Error", "ERR_USE_AFTER_CLOSE", "readline was closed");
    }
    this.#data(String(data));
  }

  question(query: string, options?: any, cb?: (answer: string) => void): void {
    if (typeof options === "function") {
      cb = options;
    }
    if (this.closed) {
      nodeError("Error", "ERR_USE_AFTER_CLOSE", "readline was closed");
    }
    if (typeof cb !== "function") {
      return;
    }
    if (this.#question) {
      this.prompt();
      return;
    }
    this.#question = cb;
    this.#prompt = query;
    this.prompt();
  }

  pause(): this {
    if (!this.#paused) {
      this.#paused = true;
      this.emit("pause");
    }
    return this;
  }

  resume(): this {
    if (this.#paused) {
      this.#paused = false;
      this.emit("resume");
      this.#schedule();
    }
    return this;
  }

  close(): void {
    if (this.closed) {
      return;
    }
    this.pause();
    this.closed = true;
    this.emit("close");
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<string> {
    const lines: string[] = [];
    let head = 0;
    let ended = false;
    let waiting: ((r: IteratorResult<string>) => void) | null = null;
    this.on("line", (line: string) => {
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: line, done: false });
      } else {
        lines.push(line);
      }
    });
    this.on("close", () => {
      ended = true;
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: undefined, done: true });
      }
    });
    const rl = this;
    return {
      next(): Promise<IteratorResult<string>> {
        if (head < lines.length) {
          const value = lines[head++];
          if (head === lines.length) {
            lines.length = 0;
            head = 0;
          }
          return Promise.resolve({ value, done: false });
        }
        if (ended) {
          return Promise.resolve({ value: undefined, done: true });
        }
        return new Promise((resolve) => {
          waiting = resolve;
        });
      },
      return(): Promise<IteratorResult<string>> {
        rl.close();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  #write(text: string): void {
    if (this.#output !== null && this.#output !== undefined && typeof this.#output.write === "function") {
      this.#output.write(text);
    }
  }

  // The next read, on the loop's next check phase.
  #schedule(): void {
    if (this.#reading || this.#paused || this.closed) {
      return;
    }
    this.#reading = true;
    setImmediate(() => {
      this.#reading = false;
      if (this.#paused || this.closed) {
        return;
      }
      const chunk = readChunk(this.#fd);
      if (chunk === null) {
        this.#end();
        return;
      }
      this.#data(chunk);
      this.#schedule();
    });
  }

  #data(chunk: string): void {
    let text = chunk;
    if (this.#sawReturn && text.charCodeAt(0) === 10) {
      text = text.slice(1);
    }
    this.#sawReturn = false;
    if (!/[\r\n]/.test(text)) {
      this.#buffer += text;
      return;
    }
    text = this.#buffer + text;
    this.#buffer = "";
    this.#sawReturn = text.endsWith("\r");
    const ending = /\r?\n|\r(?!\n)/g;
    let start = 0;
    const lines: string[] = [];
    for (let m = ending.exec(text); m !== null; m = ending.exec(text)) {
      lines.push(text.slice(start, m.index));
      start = ending.lastIndex;
    }
    this.#buffer = text.slice(start);
    for (const line of lines) {
      this.#line(line);
    }
  }

  #line(line: string): void {
    const answer = this.#question;
    if (answer) {
      this.#question = null;
      this.#prompt = "> ";
      answer(line);
    } else {
      this.emit("line", line);
    }
  }

  #end(): void {
    if (this.#buffer.length > 0) {
      const last = this.#buffer;
      this.#buffer = "";
      this.#line(last);
    }
    this.close();
  }
}

export function createInterface(input: any, output?: any, completer?: any, terminal?: boolean): Interface {
  return new Interface(input, output, completer, terminal);
}

export default { Interface, createInterface };
